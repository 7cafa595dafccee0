# The Rus calculators of issue 18's second round: payments with Money as a wildcard and
# an Influenced Kingdom's store pooled (COMMOD p.10, INFLUENCE p.8), Harvest (HARVEST p.9,
# TAIGA p.9), the diplomatic register with submission, alliance and Envoy checks
# (DIPLO p.7), the countermix with construction and recruitment (STACK p.12, BUILD p.11,
# RECRUIT p.12), the Tactics matrix file read by combat (PVP p.14), and --apply.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
do game.json kingdoms bulgars khazars slavs
# Payments: a City from 2 Livestock + 2 Timber cannot be paid; with Money it can.
payment game.json bulgars --cost city
do game.json "resource bulgars money 3" "resource bulgars grain 1"
payment game.json bulgars --cost city
payment game.json bulgars --cost city,supplies --json
# The Lithuanians (Neutral) Influenced by player 1 pool their store with the Bulgars'.
do game.json "influence lithuanians 1"
payment game.json bulgars --cost armies:4 --apply
show game.json
payment game.json bulgars --cost gold
payment game.json bulgars
# Harvest: the Bulgars' land entered as Arable, Steppe and two Taiga areas, with Alchemy.
do game.json "terrain bulgar arable" "terrain volga steppe" "terrain ufa taiga" "terrain vyatka taiga" "tech bulgars alchemy yes turn 1" "pick 1 harvest"
harvest game.json bulgars
harvest game.json bulgars --json
# Diplomacy: a submission, an alliance, an Envoy; Tribute and a forced rebellion.
diplomacy game.json khazars --submit-to slavs --ally slavs --envoy china
diplomacy game.json bulgars --ally lithuanians
diplomacy game.json khazars --submit-to vikings
do game.json "ruler bulgars slavs" "ally bulgars lithuanians yes"
diplomacy game.json bulgars --json
do game.json "vp 1 submissions 5"
diplomacy game.json bulgars --apply
diplomacy game.json bulgars --envoy mars
# The countermix, construction and recruitment; a Town proposed at Volga.
build game.json bulgars
build game.json bulgars --area volga --apply
build game.json bulgars --area slav --json
# The Tactics matrix, entered from the table's own cards, then read by combat.
tactics
tactics set frontal-assault city-walls -2
tactics set city-walls frontal-assault 3
tactics --json
combat game.json novgorod --attacker bulgars --armies 3 --cards frontal-assault,city-walls
combat game.json novgorod --attacker bulgars --armies 3 --cards flank-attack,city-walls --tactics 1,2
tactics unset city-walls frontal-assault
tactics set frontal-assault city-walls 12
tactics set charge city-walls 1
combat game.json novgorod --attacker bulgars --armies 3 --cards charge,city-walls
@write data/castellan/rus/tactics.json '{"format": "castellan-rus-tactics", "version": 1, "matrix": {"frontal-assault": {"city-walls": "x"}}}'
tactics
combat game.json novgorod --attacker bulgars --armies 3 --cards frontal-assault,city-walls
tactics set frontal-assault city-walls -2
tactics
# turn, switch and plague propose the actions that mirror them.
do game.json "pick 2 construction" "pick 3 trade" "pick 1 recruitment" "pick 2 politics" "pick 3 campaign"
turn game.json --apply
turn game.json --json
switch game.json 2 lithuanians --json
do game.json "reveal muscovy" "reveal famine" "reveal vikings" "reveal good-harvest" "reveal black-death"
plague game.json
