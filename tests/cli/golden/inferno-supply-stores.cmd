# STORES & WELL WATER (s1; levy: 4.6, 4.6.2, rules-decisions I116): each Ghibelline Seat
# gives up to 4 Provender, a Ruined Seat too; Besieged at his own Seat, Siena Podestà may
# still Supply from Siena (only).
new inferno in_far_vendetta -o g.json
do g.json "assets siena prov 0" "capability s1" "marker asinalunga ruins guelph"
supply g.json siena
do g.json "move firenze siena" "marker siena siege 1"
supply g.json siena --json
