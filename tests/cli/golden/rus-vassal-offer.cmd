# Rus (issue 18, rus-rules): the Vassal offer after a Kingdom switch [SWITCH p.5]: the
# newly active Kingdom may at once become the Vassal of a Kingdom bordering it with more
# VP; `--vassal-of` proposes `ruler` and the Ruler's player's +1VP marker [VASSAL p.15].
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
map set kiev adjacent vladimir-suzdal yes
map set crimea adjacent azov yes
switch game.json 3 rus
switch game.json 3 rus --json
switch game.json 3 rus --vassal-of khazars
do game.json "vp 1 submissions 3"
map set pecheneg adjacent volga yes
switch game.json 3 rus --vassal-of bulgars --apply
show game.json
