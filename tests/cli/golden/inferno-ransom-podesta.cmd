# Issue 17 (ransom; I47 fixed, rules-decisions I74): Arezzo, a Podestà removed by combat,
# is proposed as `disband` (his cylinder on the Calendar Service-rating boxes ahead,
# 3.3.1, 3.3.2, 4.4.5), not `remove`; his Captured Cavalieri go to the Guelphs' box
# (`captured guelph +1`, 4.4.4). --apply mirrors both.
new inferno arbia_colorata -o g.json
do g.json "move orvieto montevarchi" "forces arezzo berrovieri 0" "forces arezzo men_at_arms 0" "forces arezzo armigeri 0" "forces arezzo militia 0" "forces arezzo villici 1" "forces santa_fiora cavalieri 2" "forces santa_fiora berrovieri 0" "forces santa_fiora light_horse 0" "forces santa_fiora men_at_arms 0" "forces santa_fiora armigeri 0" "move santa_fiora arezzo"
battle g.json arezzo --attacker santa_fiora --from montevarchi --dice 4,5,2,3,3 --apply
show g.json
