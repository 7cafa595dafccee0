# battle-distr (issue 17, session 11): F21 DISTRINGITORES in play for the Guelphs. Arezzo
# (3 Cavalieri) Defends against Santa Fiora (3 Men-at-Arms); after each Round's Archery
# Arezzo re-rolls the Armor of up to 2 Routed Cavalieri (R2: 2 returns, 6 stays; R3: 4
# stays), shown as a `rally` step (rules-decisions I144). tests/test-inferno-battle-cards.c
# /distringitores.
new inferno arbia_colorata -o g.json
do g.json "move orvieto colle" "forces arezzo cavalieri 0" "forces arezzo berrovieri 0" "forces arezzo men_at_arms 0" "forces arezzo armigeri 0" "forces arezzo militia 0" "forces santa_fiora cavalieri 0" "forces santa_fiora berrovieri 0" "forces santa_fiora light_horse 0" "forces santa_fiora men_at_arms 0" "forces santa_fiora armigeri 0" "forces arezzo cavalieri 3" "forces santa_fiora men_at_arms 3" "move santa_fiora arezzo" "marker montevarchi conquered 2" "capability f21"
battle g.json arezzo --attacker santa_fiora --from montevarchi --dice 1,1,1,4,2,5,2,6,4,5,1,4,6,1,2,3,2,4
battle g.json arezzo --attacker santa_fiora --from montevarchi --dice 1,1,1,4,2,5,2,6,4,5,1,4,6,1,2,3,2,4 --json
