# Issue 17 (victory): no cap on Inferno's VP; once a side exceeds 17 VP the Calendar shows
# only the net score with the marker of the side ahead (2.2.5: 18 against 16 puts purple in
# box 2); a tie above 17 shows 0 (I79). The immediate win when a side has no Lord on the map
# during the Campaign (5.2), and the End marker's last box (6.0).
new inferno dolenti_note -o g.json
do g.json "vp guelph 14" "vp ghibelline 12"
victory g.json
victory g.json --json
do g.json "vp guelph 22.5"
victory g.json
do g.json "vp ghibelline 22.5"
victory g.json
do g.json "disband siena" "phase campaign"
victory g.json
new inferno dolenti_note -o b.json
do b.json "box 2"
victory b.json
