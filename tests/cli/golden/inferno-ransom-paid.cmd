# Issue 17 (ransom): the Captured Knights boxes on the table (rules-decisions I70) and
# the End of Campaign's Ransom (4.9.2; I72, I73): the Guelphs' 7 knights cost 2 Coin
# (one per six, rounded up), paid by Firenze to Siena; 4 come back, 3 to the pool. The
# Ghibellines' 13 cost 3, paid with the Coin just received. Then the table's text and
# show --json member "captured", the log, and --apply, which empties both boxes.
new inferno in_far_vendetta -o g.json
do g.json "box 5" "captured guelph +7" "captured ghibelline 13"
show g.json
endcampaign g.json
endcampaign g.json --json
endcampaign g.json --apply
show g.json
