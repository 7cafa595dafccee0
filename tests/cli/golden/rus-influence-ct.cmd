# An Influenced Kingdom has its Influencer's C&T abilities this turn [INFLUENCE p.8]
# (issue 18), in the Harvest and the C&T tree's NEEDS as in battle: the Rus, Neutral,
# Influenced by player 1 (the Bulgars, who hold Mining, Agriculture and Weaving). Their
# Harvest gets Agriculture's +1 Grain from the C&T file and Weaving's conversion; their
# Metallurgy NEEDS Mining, met through the Influencer, and 1 Ore pays it [CT p.17].
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
do game.json kingdoms bulgars khazars slavs
ct set metallurgy cost ore
ct set metallurgy needs mining
ct set metallurgy settlement none
ct set metallurgy vp 0
ct set metallurgy limit 8
ct set agriculture harvest grain
do game.json "tech bulgars mining yes turn 1" "tech bulgars agriculture yes turn 1" "tech bulgars weaving yes turn 1" "resource rus ore 1"
# Not Influenced: no extra, no conversion; Metallurgy needs Mining.
harvest game.json rus
ct check game.json rus --buy metallurgy
# Influenced by player 1 this turn.
do game.json "influence rus 1"
harvest game.json rus --json
ct check game.json rus --buy metallurgy
