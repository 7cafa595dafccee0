# The board's marks where the calculators use them (issue 18): the VP ledger's border
# link behind the bordering VP [VP p.17] and the areas that rebel at an Emerging
# Kingdom's first emergence in a switch [SWITCH p.5 step 2; BOARD p.3]. What the map
# file does not say is "not entered", never guessed.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
# Latvia (Lithuanians) lies on Europe's original border; nothing else is entered.
map set latvia borders europe yes
# The Khazars keep Saray only, none of whose borders is printed, with 1 bordering VP entered.
do game.json "owner azov none" "owner volga-plain none" "owner turan-steppe none" "vp khazars border +1"
map set saray borders china no
map set saray borders europe no
map set saray borders scandinavia no
map set saray borders byzantium no
vp game.json
vp game.json --json
# Muscovy's card came up: two areas carry its M, one does not, the rest is not entered.
do game.json "reveal muscovy" "status muscovy emerging"
map set vladimir-suzdal rebels_to muscovy yes
map set moscow rebels_to muscovy yes
map set volga rebels_to muscovy no
switch game.json 1 muscovy
switch game.json 1 muscovy --json
switch game.json 1 muscovy --apply
show game.json
# Muscovy holds land now: a second switch to it makes nothing rebel.
switch game.json 2 muscovy
