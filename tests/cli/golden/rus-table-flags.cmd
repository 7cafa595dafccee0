# Rus (issue 18, rus-table): an attack the rules forbid is flagged, never refused (ALLY
# p.7, VASSAL p.15, INFLUENCE p.8); the two-player pair allied for good without an `ally`
# line (TWOP p.19) in the register, combat, payment and trade; the Siege step from the
# cards revealed (SIEGE p.14); the settings of U17 and U19.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
do game.json "ally bulgars khazars yes"
combat game.json saray --attacker bulgars --armies 3
combat game.json saray --attacker bulgars --armies 3 --json
do game.json "ally bulgars khazars no" "ruler khazars bulgars"
combat game.json saray --attacker bulgars --armies 3
combat game.json volga --attacker khazars --armies 3
do game.json "ruler khazars none" "influence slavs 1"
combat game.json novgorod --attacker bulgars --armies 4
# The Siege step: Saray (a Town) held by 4 Khazar armies against 6 Bulgar ones.
do game.json "influence slavs none" "armies saray khazars 4"
combat game.json saray --attacker bulgars --armies 6 --cards stand-siege,town-barricades --tactics 1,0
combat game.json saray --attacker bulgars --armies 6 --cards stand-siege,town-barricades --tactics 1,0 --json
combat game.json saray --attacker bulgars --armies 6 --cards frontal-assault,town-barricades --tactics 1,0
combat game.json saray --attacker bulgars --armies 6 --cards stand-siege,town-barricades --tactics 0,4
combat game.json saray --attacker bulgars --armies 6 --cards stand-siege,town-barricades --tactics 0,2
# Two players: Khazars + Slavs against Lithuanians + Rus.
new rus --players 2 -o two.json
diplomacy two.json khazars
diplomacy two.json khazars --ally slavs
combat two.json novgorod --attacker khazars --armies 5
do two.json "resource khazars grain 0" "resource khazars timber 0" "resource khazars livestock 0" "resource khazars money 0" "resource khazars cloth 2"
payment two.json khazars --cost town
do two.json "setting u17_two_player_switch loses"
switch two.json 1 golden-horde
