# Annexing and Missionaries, the Diplomacy Lead's bonus (rus-rel) [DIPLO p.7; ANNEX p.7;
# MISSION p.7]: player 2 (Rus) leads Diplomacy. By the map file: Kiev borders Turov and
# Lithuania (Neutral Lithuanians; Lithuania is their capital), Ukraine borders Volga (the
# Bulgars', a player's, no settlement), Crimea borders Azov (the Khazars'); the rest is
# not entered. Annexing Turov proposes its Neutral armies removed and one Rus army;
# Missionaries need a Christian religion and convert Volga, an ally's area, with `owner`.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
do game.json "kingdoms bulgars rus khazars" "pick 2 diplomacy" "round 2"
map set kiev adjacent turov yes
map set kiev adjacent lithuania yes
map set ukraine adjacent volga yes
map set crimea adjacent azov yes
annex game.json rus
# Orthodox and allied to the Bulgars: Missionaries may convert Volga (an ally's) and Azov.
do game.json "religion rus orthodox" "ally rus bulgars yes"
annex game.json rus --json
annex game.json rus --area lithuania
annex game.json rus --area turov --apply
annex game.json rus --area volga --apply
# Not the Lead; an area not known to the game.
annex game.json bulgars --area ukraine
annex game.json rus --area atlantis
