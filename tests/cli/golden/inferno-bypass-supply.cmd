# Issue 17 (victory): Supply reads the Bypass markers (4.6.1, 4.3.5): Siena at Radicofani
# with 10 Carts (6.0 A); Montepulciano is Guelph by its Allegiance markers and blocks the
# Route to his Seat Asinalunga until the Ghibellines Bypass it (rules-decisions I81).
new inferno dolenti_note -o g.json
do g.json "phase campaign" "move siena radicofani" "assets siena cart 10"
supply g.json siena
do g.json "marker montepulciano bypass ghibelline"
supply g.json siena
supply g.json siena --json
do g.json "marker montepulciano bypass guelph"
supply g.json siena
