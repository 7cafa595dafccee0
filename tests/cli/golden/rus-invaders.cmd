# Rus (issue 18, rus-invaders): the invaders' pieces in the state [INVCARD p.6; INVASION
# p.16]: the activated card's armies wait on it, run by the Politics Lead; `invasion`
# proposes placing them, the entry battle's result and the conquest; they stay as a
# Neutral sub-Kingdom after the turn, the alliance ended. Bad input changes nothing.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
do game.json "reveal vikings" "pick 2 politics" "activate vikings yes" "terrain kola arable"
map set kola entry vikings yes
map set kola adjacent estonia yes
invasion game.json vikings --apply
show game.json
invasion game.json vikings --apply
show game.json
show game.json --json
do game.json "invader vikings move kola estonia 3"
do game.json "armies estonia slavs 0" "invader vikings move kola estonia 3" "invader vikings holds estonia yes" "invader vikings vassal rus yes"
undo game.json
redo game.json
do game.json "invader vikings armies kola 11"
do game.json "invader vikings waiting 5"
do game.json "invader vikings move kola novgorod 30"
do game.json "invader teutons armies kola 1"
do game.json "invader vikings held kola"
log game.json
do game.json "turn next"
invasion game.json vikings
show game.json
# a Kingdom attacks the invaders' sub-Kingdom: a neutral battle against their armies
do game.json "terrain estonia arable"
combat game.json estonia --attacker lithuanians --armies 6
combat game.json estonia --attacker lithuanians --armies 6 --json
