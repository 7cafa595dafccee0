# The limits of one Diplomacy round (rusmap, issue 18; DIPLO p.7, ENVOY p.7, ALLY p.7):
# an Envoy move or an alliance change per Kingdom, not both, one of them once; read from
# the journal's lines since the round began. Outside the Diplomacy round nothing is said.
new rus --players 3 -o game.json
do game.json "envoy bulgars china yes"
diplomacy game.json bulgars
do game.json "round 2"
do game.json "envoy bulgars china no" "envoy bulgars europe yes"
diplomacy game.json bulgars
do game.json "ally bulgars khazars yes"
diplomacy game.json bulgars --json
diplomacy game.json khazars
do game.json "ally bulgars khazars no" "ally bulgars khazars yes"
diplomacy game.json khazars
do game.json "round 3"
diplomacy game.json khazars
