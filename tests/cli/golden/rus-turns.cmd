# A scripted game of Rus over two turns through castellan-cli (issue 18): the players'
# Kingdoms, the picks in the order `turn` proposes, the tiles on the unpicked actions,
# the rounds in card order, Harvest and Construction mirrored, a Politics card, the next
# turn's pick order with the new VP, save/load through every command, and undo/redo.
# The map file stays in the case's folder: vp and switch read the board's marks.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
do game.json kingdoms bulgars khazars slavs
turn game.json
# Turn 1: six picks in the order above (fewest VP first).
do game.json "pick 1 harvest" "pick 2 construction" "pick 3 trade" "pick 1 recruitment" "pick 2 politics" "pick 3 campaign"
do game.json "tiles diplomacy money +1" "tiles influence money +1" "tiles culture money +1"
turn game.json
# The rounds, in card order: Politics reveals a card; Harvest; Construction settles.
do game.json "round 1" "reveal good-harvest" "activate good-harvest yes"
do game.json "round 4" "resource bulgars grain +2" "resource khazars livestock +2" "resource slavs grain +1"
do game.json "round 6" "resource bulgars timber -2" "settlement volga town turn 1"
do game.json "round 7" "armies vyatka bulgars +1"
vp game.json
do game.json "turn next"
show game.json
turn game.json
undo game.json 2
redo game.json
log game.json
# The checks on one Kingdom, a switch's numbers, the Black Death's losses.
kingdom game.json bulgars
kingdom game.json bulgars --json
kingdom game.json chess
switch game.json 2 lithuanians
switch game.json 4 lithuanians
do game.json "reveal muscovy" "reveal famine" "reveal black-death"
plague game.json
plague game.json --json
victory game.json
# An attack on a neutral area and one on a player's, the Tactics entered.
do game.json "kingdoms bulgars khazars slavs"
combat game.json kiev --attacker bulgars --armies 5
combat game.json saray --attacker bulgars --armies 3 --tactics 2,1
combat game.json saray --attacker bulgars --armies 3 --json
combat game.json bulgar --attacker bulgars --armies 3
combat game.json saray --attacker bulgars
combat game.json saray --attacker bulgars --armies 3 --tactics 2,x
