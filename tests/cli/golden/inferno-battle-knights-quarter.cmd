# Issue 17 (inf-battle): Knights' Quarter (4.4.4) in a field Battle, the rulebook's
# example: the winner's Routed Cavalieri roll 3 and recover; those of a Lord who
# Retreated without Conceding roll 3 and are Captured. Villici are removed by a Hit
# without a roll (4.4.2). Arezzo, a Podestà, left without Forces is removed: the
# Ghibellines' Revolt and Treachery steps (3.3.1, 4.4.5).
new inferno arbia_colorata -o g.json
do g.json "move orvieto montevarchi" "forces arezzo berrovieri 0" "forces arezzo men_at_arms 0" "forces arezzo armigeri 0" "forces arezzo militia 0" "forces arezzo villici 1" "forces santa_fiora cavalieri 2" "forces santa_fiora berrovieri 0" "forces santa_fiora light_horse 0" "forces santa_fiora men_at_arms 0" "forces santa_fiora armigeri 0" "move santa_fiora arezzo"
battle g.json arezzo --attacker santa_fiora --from montevarchi --dice 4,5,2,3,3
battle g.json arezzo --attacker santa_fiora --from montevarchi --dice 4,5,2,3,3 --json
