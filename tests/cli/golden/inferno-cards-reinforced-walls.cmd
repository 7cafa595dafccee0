# REINFORCED WALLS (f25 in play; cards2, 1.9.1, 4.7.4, 4.2.2; rules-decisions I181): Firenze
# at his Seat may place Walls +1 instead of Taxing; not where one stands already; Besieged
# inside Firenze, he may still, though he cannot Tax.
new inferno in_far_vendetta -o g.json
do g.json "capability f25"
ravage g.json firenze
ravage g.json firenze --json
do g.json "marker firenze walls 1"
ravage g.json firenze
do g.json "marker firenze walls 0" "move siena firenze" "move provenzano firenze" "marker firenze siege 1"
ravage g.json firenze
