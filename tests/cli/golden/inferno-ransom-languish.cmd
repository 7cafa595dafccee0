# Issue 17 (ransom): Languish (4.9.2; rules-decisions I71): the Guelphs hold no Coin, so
# their 13 Captured knights Languish: the Ghibellines get 3 Revolt rolls or Treachery
# cards (one per six, rounded up) and the knights stay in the box. A release (-N) is
# recorded (never more than the box holds) and undone.
new inferno in_far_vendetta -o g.json
do g.json "box 5" "assets firenze coin 0" "assets arezzo coin 0" "captured guelph 13"
endcampaign g.json
do g.json "captured guelph -14"
do g.json "captured guelph -13"
show g.json
undo g.json
show g.json
