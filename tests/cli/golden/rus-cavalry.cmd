# Rus (issue 18, rus-rules): the Cavalry follow-on in `combat` [CAVALRY p.15]: after a
# battle won, a Cavalry stack may go on within 3 areas of where it started, leaving 1 army
# in the area taken; the next areas by the map, an attack the rules forbid flagged.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
map set saray adjacent azov yes
map set saray adjacent volga-plain yes
combat game.json saray --attacker bulgars --armies 4
do game.json "tech bulgars cavalry yes"
combat game.json saray --attacker bulgars --armies 4
combat game.json saray --attacker bulgars --armies 4 --json
combat game.json saray --attacker bulgars --armies 4 --moved 3
do game.json "ally bulgars khazars yes"
combat game.json saray --attacker bulgars --armies 4 --moved 2
combat game.json saray --attacker bulgars --armies 4 --moved 4
