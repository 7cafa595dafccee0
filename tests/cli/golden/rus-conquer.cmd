# Conquering a Kingdom (issue 18): when its last area is taken it is conquered; the
# conqueror takes all the Resources in its store and one of its C&T abilities, its own
# pick among those it lacks [CONQUER p.15]. `conquer` says which and proposes the moves.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
do game.json kingdoms bulgars khazars slavs
do game.json "resource rus grain 2" "resource rus ore 1" "tech rus mining yes turn 1" "tech rus cavalry yes" "tech khazars mining yes turn 1"
conquer game.json khazars rus
do game.json "owner kiev khazars" "owner ukraine khazars" "owner crimea khazars" "owner pecheneg khazars"
conquer game.json khazars rus --json
conquer game.json khazars rus --ability mining
conquer game.json khazars rus --ability cavalry --apply
conquer game.json khazars rus
conquer game.json khazars khazars
conquer game.json khazars nobody
conquer game.json khazars rus --ability flying
