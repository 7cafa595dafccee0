# Rus through the neutral commands (issue 18; docs/cli.md, "Rus"): its set-ups, a new
# game by player count, actions in its own language, the log, undo, the table as JSON,
# its calculators, and the Levy & Campaign calculators refused with exit 2.
# The map file stays in the case's folder: vp reads the board's marks (issue 18).
@env XDG_DATA_HOME data
scenarios rus
scenarios rus --json
new rus --players 3 -o game.json
new rus --players 6 -o bad.json
new rus --players 4 --variant huge -o bad.json
new rus --players 2 --variant learning -o two.json
do game.json kingdoms rus slavs bulgars
show game.json
do game.json resource bulgars grain +2 armies volga bulgars +1
do game.json "pick 1 harvest" "pick 2 trade"
do game.json armies nowhere bulgars +1
log game.json
undo game.json
log game.json --json
turn game.json
vp game.json
vp game.json --json
feed game.json
battle game.json volga --attacker hermann
show two.json
