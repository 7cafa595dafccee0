# battlecards (issue 17): S9 BALESTRIERI and S13 PALVESARI on Santa Fiora (4 Armigeri)
# against Arezzo (1 Cavalieri, 1 Militia, 1 Villici) in a field Battle: 3 Armigeri shoot
# Crossbow x1 and, with PALVESARI, select their targets outside a Storm too (4.4.2 PLAY
# NOTE; rules-decisions I88, I89). The explanation names each card.
new inferno arbia_colorata -o g.json
do g.json "move orvieto colle" "forces arezzo cavalieri 0" "forces arezzo berrovieri 0" "forces arezzo men_at_arms 0" "forces arezzo armigeri 0" "forces arezzo militia 0" "forces santa_fiora cavalieri 0" "forces santa_fiora berrovieri 0" "forces santa_fiora light_horse 0" "forces santa_fiora men_at_arms 0" "forces santa_fiora armigeri 0" "forces arezzo cavalieri 1" "forces arezzo militia 1" "forces arezzo villici 1" "forces santa_fiora armigeri 4" "capability s9 santa_fiora" "capability s13 santa_fiora" "move santa_fiora arezzo"
battle g.json arezzo --attacker santa_fiora --from montevarchi --targets militia --dice 2,3,1,5,4
odds g.json arezzo --attacker santa_fiora --from montevarchi --trials 2000 --seed 7
