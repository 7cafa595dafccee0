# Issue 14, item 2: a failed Storm whose only Attacker is removed (4.5.2, 4.3.5): no
# Spoils for the Defenders, and with no Besieger left the Siege markers go; the audit
# then finds nothing to fix.
new nevsky pleskau -o g.json
do g.json "phase campaign" "move hermann pskov" "marker pskov siege 2" "forces hermann knights 0" "forces hermann sergeants 0" "forces hermann men_at_arms 0" "forces hermann militia 1"
battle g.json pskov --attacker hermann --storm --dice 6,6,6,6 --apply
show g.json
audit g.json
