# Rus (issue 18, rus-rules): the Politics cards whose effect touches resources [POLITICS
# p.5]: Good Harvest and Famine in `harvest` [HARVEST p.9], Harsh Winter in the upkeep
# of `kingdom` [MAINT p.11]. Their numbers are printed only on the cards: Castellan's
# stated defaults (1 tile each, unverified) and the settings good_harvest, famine,
# harsh_winter (0-2). The Politics Lead's player is spared the harmful ones.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
do game.json "terrain bulgar arable" "terrain volga steppe" "terrain lithuania arable"
do game.json "reveal good-harvest"
harvest game.json bulgars
do game.json "pick 2 politics" "activate good-harvest yes"
harvest game.json bulgars --json
do game.json "reveal famine" "activate famine yes"
harvest game.json bulgars
harvest game.json lithuanians
do game.json "setting famine 2" "setting good_harvest 0"
harvest game.json bulgars --apply
# Harsh Winter: 5 players, the Slavs' Cities of Novgorod and Estonia owe upkeep in turn 2.
new rus --players 5 -o five.json
do five.json "settlement estonia city" "turn next" "resource slavs money 0" "resource slavs grain 3" "pick 1 construction"
do five.json "reveal harsh-winter" "pick 2 politics" "activate harsh-winter yes"
kingdom five.json slavs
kingdom five.json slavs --json
do five.json "setting harsh_winter 0"
kingdom five.json slavs
do five.json "setting harsh_winter 3"
