# battlecards (issue 17, session 9): F24 DOCTORS, Held by the Guelphs: Arezzo's two
# Cavalieri are lost and Captured on Loss rolls of 4 and 5; half of them, rounded up, come
# back, a Captured one first, and he Retreats instead of being removed (rules-decisions
# I97). tests/test-inferno-battle-cards.c /doctors.
new inferno arbia_colorata -o g.json
do g.json "move orvieto colle" "forces arezzo cavalieri 0" "forces arezzo berrovieri 0" "forces arezzo men_at_arms 0" "forces arezzo armigeri 0" "forces arezzo militia 0" "forces santa_fiora cavalieri 0" "forces santa_fiora berrovieri 0" "forces santa_fiora light_horse 0" "forces santa_fiora men_at_arms 0" "forces santa_fiora armigeri 0" "forces arezzo cavalieri 2" "forces provenzano ritter 0" "forces provenzano men_at_arms 0" "forces provenzano militia 4" "capability s16 provenzano" "capability s7 provenzano" "move provenzano arezzo" "card f24 held"
battle g.json arezzo --attacker provenzano --from montevarchi --event doctors:defender --dice 1,2,4,5,4,5,2
battle g.json arezzo --attacker provenzano --from montevarchi --event doctors:defender --dice 1,2,4,5,4,5,2 --apply
show g.json --json
