# Rus (issue 18, rus-table): a 3-player standard game through castellan-cli from its
# set-up to its end, the calculators proposing and --apply recording: the turn conductor
# (pick order, tiles, rounds), Harvest, Construction and Recruitment (build), a neutral
# area taken in Campaign (combat), a Kingdom switch, the Politics deck, the Black Death
# turn with its losses (plague), and the end check (vp, victory). The terrain and printed
# VP are what this scripted table enters off its board.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
do game.json "terrain bulgar arable" "terrain volga steppe" "terrain ufa forest" "terrain vyatka mountain" "terrain lithuania forest" "terrain latvia arable" "terrain polotsk forest" "terrain turov arable" "terrain saray steppe" "terrain azov arable" "terrain volga-plain steppe" "terrain turan-steppe steppe" "terrain ukraine steppe" "printed volga 1" "printed latvia 1" "printed azov 1" "printed ukraine 1"
# ---- Turn 1 ----
turn game.json
do game.json "pick 1 harvest" "pick 2 construction" "pick 3 campaign" "pick 1 politics" "pick 2 recruitment" "pick 3 trade"
turn game.json --apply
# Round 1, Politics: a card comes up and its Lead activates it.
do game.json "reveal good-harvest" "activate good-harvest yes" "round next"
# Round 4, Harvest.
harvest game.json bulgars --apply
harvest game.json lithuanians --apply
harvest game.json khazars --apply
do game.json "round next"
# Round 5, Trade: Khazars (the Lead) trade 1 Livestock for 1 Bulgar Timber (TRADE p.10).
do game.json "resource khazars livestock -1" "resource bulgars livestock +1" "resource bulgars timber -1" "resource khazars timber +1"
# Round 6, Construction.
do game.json "round next"
build game.json bulgars --area volga --apply
build game.json lithuanians --area latvia --apply
build game.json khazars --area azov --apply
do game.json "round next"
# Round 7, Recruitment: the free armies.
build game.json khazars
do game.json "armies saray khazars +1" "armies azov khazars +1" "armies volga-plain khazars +1"
do game.json "round next"
# Round 8, Campaign: Khazars take the neutral Ukraine.
combat game.json ukraine --attacker khazars --armies 3
do game.json "armies volga-plain khazars -2" "armies ukraine rus 0" "armies ukraine khazars 1"
vp game.json
do game.json "turn next"
# ---- Turn 2 ----
turn game.json
do game.json "pick 1 politics" "pick 2 harvest" "pick 3 construction" "pick 1 campaign" "pick 2 culture" "pick 3 recruitment"
turn game.json --apply
do game.json "reveal muscovy" "activate muscovy yes"
# Lithuanians' player switches to Muscovy (SWITCH p.5).
switch game.json 2 muscovy --apply
# Muscovy's capital is on its card, in no source: the table places it (Moscow, 2 VP).
do game.json "armies moscow muscovy 2" "settlement moscow town turn 2"
do game.json "round next"
harvest game.json bulgars --apply
harvest game.json khazars --apply
do game.json "round next"
build game.json khazars --area ukraine --apply
do game.json "round next" "round next" "round next"
vp game.json
do game.json "turn next"
# ---- Turn 3: the Black Death ----
turn game.json
do game.json "pick 1 politics" "pick 3 harvest" "pick 2 trade" "pick 1 construction" "pick 3 recruitment" "pick 2 campaign"
turn game.json --apply
do game.json "reveal black-death" "activate black-death yes"
turn game.json
do game.json "round next"
harvest game.json khazars --apply
do game.json "round next" "round next" "round next" "round next"
# The end of the Black Death turn: its losses (Muscovy, with 3 pieces, is wiped out;
# the others choose which 3 pieces go), then the end check.
plague game.json --apply
do game.json "armies bulgar bulgars -1" "armies ufa bulgars -1" "armies vyatka bulgars -1" "armies saray khazars -1" "armies azov khazars -1" "armies ukraine khazars -1"
vp game.json
vp game.json --json
