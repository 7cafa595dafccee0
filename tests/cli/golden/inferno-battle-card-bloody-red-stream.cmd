# battlecards (issue 17, session 9): F16 A BLOODY RED STREAM, Held by the Guelphs and played
# by Arezzo Defending: about to Rout in Round 1 he rolls his Routed units' printed
# Protection, the Cavalieri return and he fights a second Round (rules-decisions I96).
# tests/test-inferno-battle-cards.c /bloody-red-stream.
new inferno arbia_colorata -o g.json
do g.json "move orvieto colle" "forces arezzo cavalieri 0" "forces arezzo berrovieri 0" "forces arezzo men_at_arms 0" "forces arezzo armigeri 0" "forces arezzo militia 0" "forces santa_fiora cavalieri 0" "forces santa_fiora berrovieri 0" "forces santa_fiora light_horse 0" "forces santa_fiora men_at_arms 0" "forces santa_fiora armigeri 0" "forces arezzo cavalieri 1" "forces arezzo militia 1" "forces santa_fiora cavalieri 2" "move santa_fiora arezzo" "card f16 held"
battle g.json arezzo --attacker santa_fiora --from montevarchi --event bloody_red_stream:defender --dice 1,5,3,2,4,4,6,2,1,3,3
