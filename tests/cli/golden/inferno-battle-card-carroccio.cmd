# battlecards (issue 17): the Carroccio in Battle (4.4.3, 5.1; rules-decisions I93).
# Firenze's Podestà, Mustered at Arezzo with his Carroccio, Defends against Santa Fiora.
# Conceding at Round 1 and Retreating with it, he keeps it and shifts Service one box
# without a roll; not Conceding, he loses it: the Ghibellines capture it (+2 VP), applied.
new inferno arbia_colorata -o g.json
do g.json "move orvieto colle" "forces arezzo cavalieri 0" "forces arezzo berrovieri 0" "forces arezzo men_at_arms 0" "forces arezzo armigeri 0" "forces arezzo militia 0" "forces santa_fiora cavalieri 0" "forces santa_fiora berrovieri 0" "forces santa_fiora light_horse 0" "forces santa_fiora men_at_arms 0" "forces santa_fiora armigeri 0" "move arezzo colle" "muster firenze arezzo" "vassal firenze firenze_carroccio muster" "forces firenze cavalieri 1" "forces firenze men_at_arms 0" "forces firenze villici 0" "forces santa_fiora cavalieri 2" "move santa_fiora arezzo"
battle g.json arezzo --attacker santa_fiora --from montevarchi --concede defender:1 --dice 1,4,2
battle g.json arezzo --attacker santa_fiora --from montevarchi --dice 1,4,1,2 --apply
victory g.json
