# The Comune mat as the Commander's second mat outside Battle (mats, issue 17; 1.5.1,
# 1.5.2, rules-decisions I134): Ravage doubled by Berrovieri on the Comune mat and its
# Provender onto the Comune mat once his own is full (4.7.2); Forage and Tax likewise
# (4.7.1, 4.7.4); Supply with the Comune's Carts (4.6); Waste counting both mats as one
# Lord (4.9.5).
new inferno dolenti_note -o g.json
do g.json "move siena san_gimignano" "assets siena prov 16" "comune siena in" "comune siena forces berrovieri 1"
ravage g.json siena
ravage g.json siena --apply
do g.json "move siena monteriggioni" "assets siena cart 0" "assets siena prov 0" "comune siena assets cart 2"
supply g.json siena
supply g.json siena --json
do g.json "assets siena cart 1" "comune siena assets cart 1" "comune siena assets prov 0" "assets siena coin 1" "assets siena loot 0" "phase campaign"
endcampaign g.json
