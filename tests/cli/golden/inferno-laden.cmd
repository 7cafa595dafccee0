# Inferno's Laden and March (1.7, 4.3.2-4.3.4, issue 17): Carts on every Way in every
# Season; along a Road each Cart carries 2 Provender Unladen and the first Unladen March
# of a Command card costs no action; along a Track more Provender than Carts is Laden;
# any Loot is Laden; more than twice the Carts blocks. A Commander leads a group.
new inferno dolenti_note -o g.json
do g.json "phase campaign" "assets firenze prov 4"
laden g.json firenze figline
laden g.json firenze figline --json
laden g.json firenze prato
do g.json "assets firenze loot 1"
laden g.json firenze figline
do g.json "assets firenze loot 0" "move arezzo firenze" "assets firenze prov 9" "assets arezzo cart 0"
laden g.json firenze,arezzo figline
laden g.json arezzo,firenze prato --json
# Avoid Battle into an Enemy Stronghold marks the Lords Bypassing it (4.3.4).
do g.json "move siena monteriggioni"
laden g.json siena colle
# Sail (4.7.3): Pisa's Podestà only, from a Friendly Port, not in Winter, a Ship per
# Horse unit and per Provender, two per Loot.
new inferno di_sangue_tempio -o p.json
do p.json "phase campaign" "muster pisa pisa"
sail p.json pisa pontedera
do p.json "assets pisa prov 1" "move siena pisa"
sail p.json pisa pontedera --json
sail p.json siena pontedera
do p.json "box 6"
sail p.json pisa pontedera
