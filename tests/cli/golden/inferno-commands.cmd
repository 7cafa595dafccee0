# Inferno's Commands (4.7.1, 4.7.2, 4.7.4, 4.5.1): Tax by a Podestà (2 Coin); Ravage of a
# Town (2 actions, Provender and Loot, the marker opposite the printed colour), of a
# Castle with Berrovieri (doubled), of Cortona under the enemy's markers (½ VP to the
# enemy); Forage by the Season; Surrender by Value dice with a Ravaged marker's help.
new inferno dolenti_note -o g.json
ravage g.json firenze
do g.json "move siena san_gimignano" "move arezzo monteriggioni"
ravage g.json siena
ravage g.json arezzo --json
do g.json "move arezzo cortona"
ravage g.json arezzo
do g.json "marker san_gimignano siege 2" "marker san_gimignano ravaged guelph"
ravage g.json siena
ravage g.json siena --json
