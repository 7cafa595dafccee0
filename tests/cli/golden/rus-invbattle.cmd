# Rus (issue 18, rus-invbattle): the invaders' campaign beyond the entry, one area at a time
# [INVASION p.16; CAVALRY p.15]: the controller's route (--route), each battle with its
# losses, 1 army left in each area taken, the conquest, the route's stops (a Vassal, the
# map's gaps, more than 3 areas); a player's Kingdom with the Tactics modifiers entered
# (--tactics) or counted 0 and not proposed; the surrender offered by `diplomacy`; the
# Vikings attacking their own Vassal in `combat` flagged; their stacking in `turn`.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
do game.json "reveal vikings" "pick 2 politics" "activate vikings yes" "terrain kola arable" "terrain estonia arable" "terrain novgorod arable" "terrain vladimir-suzdal arable" "terrain volga arable" "armies novgorod slavs 1" "armies vladimir-suzdal slavs 1" "armies volga bulgars 4"
map set kola entry vikings yes
map set kola adjacent estonia yes
map set estonia adjacent novgorod yes
map set novgorod adjacent vladimir-suzdal yes
map set kola adjacent volga yes
invasion game.json vikings --apply
invasion game.json vikings
invasion game.json vikings --route estonia,latvia
invasion game.json vikings --route volga
invasion game.json vikings --route volga --tactics -5,0 --json
invasion game.json vikings --route estonia,novgorod,vladimir-suzdal,moscow
invasion game.json vikings --route estonia,novgorod,moscow-x
invasion game.json vikings --route volga --tactics 1
invasion game.json vikings --objective novgorod:1 --json
invasion game.json vikings --route estonia,novgorod,vladimir-suzdal --apply
show game.json
diplomacy game.json bulgars
diplomacy game.json bulgars --json
turn game.json
do game.json "invader vikings vassal bulgars yes"
combat game.json volga --attacker vikings --armies 1
combat game.json volga --attacker vikings --armies 1 --json
