# The Tactics cards the C&T abilities add (issue 18): no source names them [PVP p.14], so
# the table names its own (`tactics card table-N name|ability`) and ties each to the
# ability that adds it; `tactics offer` gives the cards a Kingdom may reveal: the three
# basic ones, defending a settlement its card [SIEGE p.14], and a table card from the turn
# after its ability was bought [CT p.17]; `combat --cards` flags a card a side may not
# reveal, never refuses it. An Influenced Kingdom has its Influencer's abilities, and so
# their cards, this turn [INFLUENCE p.8].
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
do game.json kingdoms bulgars khazars slavs
tactics card table-1 name "Horse Archers"
tactics card table-1 ability cavalry
tactics card table-2 name "Boyar Levy"
tactics card table-3 ability mining
tactics set table-1 frontal-assault 2
tactics
tactics --json
tactics offer game.json bulgars
do game.json "tech bulgars cavalry yes" "settlement bulgar city"
tactics offer game.json bulgars --area bulgar --json
do game.json "turn 2" "tech bulgars mining yes"
tactics offer game.json bulgars
combat game.json bulgar --attacker khazars --armies 3 --cards table-1,city-walls
do game.json "influence rus 1"
tactics offer game.json rus
tactics card frontal-assault name Charge
tactics card table-1 ability flying
tactics card table-9 name X
tactics offer game.json nobody
tactics offer game.json bulgars --area mars
