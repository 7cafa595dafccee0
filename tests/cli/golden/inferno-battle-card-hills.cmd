# battlecards (issue 17): F6 HILLS, Held by the Guelphs and played by Arezzo's Podestà
# Defending (1 Armigeri with F9 BALESTRIERI: 1 Crossbow Hit) against Santa Fiora (2
# Cavalieri): his Archery Hits are doubled, the added one normal (rules-decisions I90);
# the card is discarded. tests/test-inferno-battle-cards.c /hills.
new inferno arbia_colorata -o g.json
do g.json "move orvieto colle" "forces arezzo cavalieri 0" "forces arezzo berrovieri 0" "forces arezzo men_at_arms 0" "forces arezzo armigeri 0" "forces arezzo militia 0" "forces santa_fiora cavalieri 0" "forces santa_fiora berrovieri 0" "forces santa_fiora light_horse 0" "forces santa_fiora men_at_arms 0" "forces santa_fiora armigeri 0" "forces arezzo armigeri 1" "capability f9 arezzo" "card f6 held" "forces santa_fiora cavalieri 2" "move santa_fiora arezzo"
battle g.json arezzo --attacker santa_fiora --from montevarchi --event hills:defender --dice 1,3,3,1,6
battle g.json arezzo --attacker santa_fiora --from montevarchi --event hills:defender --dice 1,3,3,1,6 --json
