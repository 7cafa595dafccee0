# Inferno's Treachery card (4.2.3): the Revolt of a nearby enemy Stronghold by Coin (4.7.5,
# its example: 3 Coin, a Castle's one die of 1-3) and the Bribe of a Vassal (4.7.6, its
# example: Pisa at Pontedera and Colle's San Miniato Vassal), odds first, then the dice.
new inferno dolenti_note -o g.json
do g.json "move siena poggio_bonizio" "assets siena coin 3"
treachery g.json siena --revolt barberino --coin 3
treachery g.json siena --revolt barberino --coin 3 --dice 4
treachery g.json siena --revolt barberino --coin 3 --dice 2 --apply
treachery g.json siena --revolt vecliano --coin 4 --json
treachery g.json siena --revolt barberino --coin 5
new inferno in_far_vendetta -o h.json
do h.json "muster pisa pontedera" "assets pisa coin 1"
treachery h.json pisa --bribe colle_san_miniato
treachery h.json pisa --bribe colle_san_miniato --dice 4 --json
treachery h.json pisa --bribe colle_san_miniato --dice 4,4
