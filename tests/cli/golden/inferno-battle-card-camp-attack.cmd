# battlecards (issue 17, session 10): F12 CAMP ATTACK, Held by the Guelphs: before Round 1
# they take 2 Assets from Santa Fiora (Coin, Loot) and remove 2 more (his Ship, then
# Provender); Arezzo gets what was taken, and Santa Fiora, beaten, hands over the Cart he
# has left (rules-decisions I119). tests/test-inferno-battle-cards.c /camp-attack.
new inferno arbia_colorata -o g.json
do g.json "move orvieto colle" "forces arezzo cavalieri 0" "forces arezzo berrovieri 0" "forces arezzo men_at_arms 0" "forces arezzo armigeri 0" "forces arezzo militia 0" "forces santa_fiora cavalieri 0" "forces santa_fiora berrovieri 0" "forces santa_fiora light_horse 0" "forces santa_fiora men_at_arms 0" "forces santa_fiora armigeri 0" "forces arezzo cavalieri 2" "forces santa_fiora cavalieri 1" "move santa_fiora arezzo" "assets santa_fiora loot 1" "assets santa_fiora ship 1" "card f12 held" "marker montevarchi conquered 2"
battle g.json arezzo --attacker santa_fiora --from montevarchi --event camp_attack:defender --dice 5,1,4 --apply
show g.json --json
