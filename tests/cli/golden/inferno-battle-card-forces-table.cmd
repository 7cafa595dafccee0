# battlecards (issue 17): the Forces table setting in the Battle (rules-decisions I3,
# I86). Arezzo (1 Light Horse, 1 Men-at-Arms) against Santa Fiora (3 Armigeri), first
# under harness (the default), then under vitale: Light Horse shoot 1/2, Armigeri Melee
# 1/2, Men-at-Arms Armor 1-2; each explanation says the values are unverified and names
# the other reading.
new inferno arbia_colorata -o g.json
do g.json "move orvieto colle" "forces arezzo cavalieri 0" "forces arezzo berrovieri 0" "forces arezzo men_at_arms 0" "forces arezzo armigeri 0" "forces arezzo militia 0" "forces santa_fiora cavalieri 0" "forces santa_fiora berrovieri 0" "forces santa_fiora light_horse 0" "forces santa_fiora men_at_arms 0" "forces santa_fiora armigeri 0" "forces arezzo light_horse 1" "forces arezzo men_at_arms 1" "forces santa_fiora armigeri 3" "move santa_fiora arezzo"
battle g.json arezzo --attacker santa_fiora --from montevarchi --dice 1,2,3,4,2,6,1,3
do g.json "option forces_table vitale"
battle g.json arezzo --attacker santa_fiora --from montevarchi --dice 1,1,2,3,2,6,1,3
