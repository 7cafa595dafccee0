# Lords on and off the map: move, muster (with and without Transport words), disband
# (its default box in Levy and in Campaign, and an explicit box), remove, cylinder and
# service, absolute and relative. Crusade on Novgorod starts in box 1, Summer, Levy.
new nevsky crusade_on_novgorod -o g.json
# move: any Locale; the table does not check adjacency.
do g.json move hermann odenpah
do g.json "move hermann dorpat"
# muster: Service marker Service boxes ahead (3.4.1); Summer Transport is Carts and Boats
# in turn unless the Transport words choose.
do g.json muster rudolf wenden
do g.json muster domash novgorod boat boat ship ship
do g.json muster heinrich leal
show g.json
# disband in Levy: cylinder Service boxes right of the current box (3.3.2).
do g.json disband yaroslav
# in Campaign: counted from the next box.
do g.json phase campaign
do g.json disband vladislav
do g.json disband gavrilo 9
# remove: from the map or from the Calendar.
do g.json remove knud_and_abel
do g.json remove andreas
# cylinder: absolute or relative; off-Calendar boxes are 0 and 17 (2.2.3).
do g.json cylinder yaroslav +2
do g.json cylinder yaroslav -10
do g.json cylinder yaroslav +3
do g.json cylinder yaroslav 17
do g.json cylinder yaroslav -1
do g.json cylinder andreas 4
# service: absolute or relative; a shift past the end stops just off the Calendar,
# and the first shift back lands in the last box.
do g.json service hermann 6
do g.json service hermann +2
do g.json service hermann -1
do g.json service hermann +12
do g.json service hermann -3
do g.json service hermann 0
show g.json
show g.json --json
log g.json
