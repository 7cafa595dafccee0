# Inferno's End of Campaign (4.9): no Grow after box 5 in In far Vendetta (6.0 B skips it),
# Repair of Towns and Cities with 3-4 Siege markers (4.9.4, a Castle keeps its own); Grow
# after box 8, five Ghibelline Ravaged markers reduced to three (4.9.1's example).
new inferno in_far_vendetta -o g.json
do g.json "box 5" "marker san_gimignano siege 4" "marker colle siege 3" "marker barberino siege 3"
endcampaign g.json
do g.json "box 8" "marker san_gimignano ravaged ghibelline" "marker barberino ravaged ghibelline"
endcampaign g.json
