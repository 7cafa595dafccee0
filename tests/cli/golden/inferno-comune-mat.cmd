# The Comune mats' own Forces and Assets (comune, issue 17; 1.5.1, 1.5.2, 3.5.3,
# rules-decisions I106): `comune COMMANDER forces|assets TYPE N|+N|-N` records them;
# show and show --json ("comune_mats", absent while every mat is empty) list them; Feed
# counts the pair's units (19: 3 Provender) and takes from the Comune mat what his own
# cannot give; Pay spends its Coin after his; Laden counts its Provender and Carts; the
# audit flags a Comune in play without Forces; set aside, the mat is emptied.
new inferno dolenti_note -o g.json
do g.json "comune firenze forces cavalieri 1"
do g.json "comune arezzo forces cavalieri 1"
do g.json "comune firenze in" "comune firenze forces cavalieri 8" "comune firenze forces villici +7" "comune firenze assets coin 2" "comune firenze assets cart 4" "comune firenze assets prov 2"
do g.json "comune firenze forces cavalieri -9"
show g.json
do g.json "phase campaign" "moved firenze yes"
feed g.json
feed g.json --json
pay g.json --lord firenze --shift 2
laden g.json firenze prato
do g.json "comune siena in"
audit g.json
do g.json "comune firenze out"
show g.json
log g.json
