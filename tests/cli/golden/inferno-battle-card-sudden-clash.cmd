# battlecards (issue 17): S4 SUDDEN CLASH played on Santa Fiora (2 Cavalieri) Attacking
# Arezzo (1 Cavalieri, 2 Militia with F16 ARCIERI): in Round 1 his Horse strike before all
# Archery and select their targets (the Guelphs' Militia first, chosen; then Castellan's
# proposal), and not again in the Horse step (rules-decisions I91).
new inferno arbia_colorata -o g.json
do g.json "move orvieto colle" "forces arezzo cavalieri 0" "forces arezzo berrovieri 0" "forces arezzo men_at_arms 0" "forces arezzo armigeri 0" "forces arezzo militia 0" "forces santa_fiora cavalieri 0" "forces santa_fiora berrovieri 0" "forces santa_fiora light_horse 0" "forces santa_fiora men_at_arms 0" "forces santa_fiora armigeri 0" "forces arezzo cavalieri 1" "forces arezzo militia 2" "capability f16 arezzo" "forces santa_fiora cavalieri 2" "move santa_fiora arezzo"
battle g.json arezzo --attacker santa_fiora --from montevarchi --event sudden_clash:santa_fiora --targets militia --dice 2,3,2,1,4,1,1,6,1
battle g.json arezzo --attacker santa_fiora --from montevarchi --event sudden_clash:santa_fiora --targets militia --dice 2,3,2,1,4,1,1,6,1 --json
