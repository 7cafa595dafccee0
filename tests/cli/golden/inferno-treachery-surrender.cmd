# Issue 17 (treachery): 4.5.1: San Gimignano (a Town, Value 2) may Surrender to Siena;
# with it the Ghibellines add 2 Treachery cards (1.4.3), proposed as the first set aside
# in the Lords' order, Siena's being held already (rules-decisions I102).
new inferno dolenti_note -o g.json
do g.json "move siena san_gimignano" "marker san_gimignano siege 2" "treachery ghibelline add siena"
ravage g.json siena
ravage g.json siena --json
