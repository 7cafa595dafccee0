# battlecards (issue 17, session 10): S3 SIEGE TOWERS on Giordano (3 Ritter), Storming
# Figline (a Guelph Castle) with 2 Siege markers: from Round 2 his Melee strikes before the
# Garrison's Archery and Melee; the Garrison Routs before it strikes and Figline is Sacked
# (rules-decisions I118). tests/test-inferno-battle-cards.c /siege-towers.
new inferno arbia_colorata -o g.json
do g.json "forces giordano men_at_arms 0" "forces giordano militia 0" "move giordano figline" "marker figline siege 2" "capability s3 giordano"
battle g.json figline --attacker giordano --storm --dice 3,4,2,4,3,3,3,1,1,1,1,2,5,2,5,6,5,6,6,2
