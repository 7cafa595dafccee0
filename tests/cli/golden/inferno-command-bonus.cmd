# The Command bonuses counted from the Plan (inferno-events2, 4.1, 4.2; rules-decisions
# I203, I204): VIA FRANCIGENA and ASTROLOGERS in play, the Guelph Plan firenze, arezzo,
# firenze. Firenze's first card revealed, unmoved at Firenze (a Friendly Lord Seat): 3
# actions, and ASTROLOGERS' die for his first card; marked Moved: the reminder; his second
# card (the third of the Plan): no die.
new inferno in_far_vendetta -o g.json
do g.json "capability f23" "capability f24" "phase campaign" "plan guelph firenze,arezzo,firenze" "reveal guelph 1"
ravage g.json firenze
do g.json "moved firenze yes"
ravage g.json firenze
do g.json "moved firenze no" "reveal guelph 3"
ravage g.json firenze
