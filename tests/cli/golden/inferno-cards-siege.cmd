# WAR ENGINEERS and GUASTATORI (s5, s2 at Provenzano's mat; cards, 4.5.1, rules-decisions
# I170): alone before Colle (Size 2) with 1 Siege marker, WAR ENGINEERS adds a marker (none
# without it); with GUASTATORI too, 2. Then inside Firenze, Besieged, with WAR ENGINEERS
# and GUASTATORI, what Firenze may do.
new inferno in_far_vendetta -o g.json
do g.json "capability s5 provenzano" "move provenzano colle" "marker colle siege 1"
ravage g.json provenzano
do g.json "capability s2 provenzano"
ravage g.json provenzano
new inferno in_far_vendetta -o b.json
do b.json "capability f5 firenze" "capability f2 firenze" "move siena firenze" "marker firenze siege 3"
ravage b.json firenze
