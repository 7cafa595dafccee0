# Rus (issue 18, rus-rules): the Vikings' and Teutons' invasion [INVCARD p.6; INVASION
# p.16] where the map knows: the entry area by its symbol, the battle there, the areas
# within 3 as Cavalry, the card's objective as the table enters it; "not entered" where
# the map does not know. The turn conductor names it after round 8.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
invasion game.json vikings
do game.json "reveal vikings" "pick 2 politics" "activate vikings yes" "terrain kola arable"
invasion game.json vikings
map set kola entry vikings yes
map set kola adjacent estonia yes
map set estonia adjacent novgorod yes
map set novgorod adjacent latvia yes
map set latvia adjacent lithuania yes
invasion game.json vikings --objective novgorod:1
invasion game.json vikings --objective novgorod:1 --json
invasion game.json vikings --objective novgorod:1 --achieved --apply
invasion game.json vikings --objective latvia:1
turn game.json
invasion game.json teutons
invasion game.json danes
invasion game.json vikings --achieved
