# The Culture & Technology tree the table enters from its Player Mat (issue 18): `ct set`
# one fact of an ability (cost, NEEDS, settlement, VP, limit), `ct show`, and `ct check`:
# what a Kingdom may buy now and at what cost [CT p.17], Money for Basics [COMMOD p.10],
# the Lead's 1 resource off one ability, one VP ability a turn [VP p.17]; "not entered"
# where the tree does not say.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
ct
ct check game.json bulgars --json
ct set metallurgy cost ore
ct set metallurgy needs mining
ct set metallurgy settlement none
ct set metallurgy vp 0
ct set metallurgy limit 8
ct set academy cost timber:2,paper
ct set academy needs none
ct set academy settlement city
ct set academy vp 1
ct set academy limit 1
ct set warehouse cost grain
ct show
ct show --json
# The Bulgars hold Livestock 2, Timber 2 and nothing else: Metallurgy needs Mining.
ct check game.json bulgars
# Mining held, 1 Money (stands in for the Ore), a City, 1 Paper; player 1 leads C&T.
do game.json "tech bulgars mining yes turn 1" "resource bulgars money 1" "settlement bulgar city" "resource bulgars paper 1" "pick 1 culture"
ct check game.json bulgars
ct check game.json bulgars --discount-spent --json
ct check game.json bulgars --buy academy --apply
# Academy (1 VP) bought this turn: no second VP ability; Metallurgy still may be bought.
ct check game.json bulgars --discount-spent --buy metallurgy
ct check game.json bulgars --buy academy
# The Harvest extra of a basic ability as the table entered it [HARVEST p.9; CT p.17]:
# Agriculture's counted and proposed, Husbandry's not entered.
ct set agriculture harvest grain
do game.json "tech bulgars agriculture yes turn 1" "tech bulgars husbandry yes turn 1"
harvest game.json bulgars
# Refused: an unknown ability or fact, a bad value, an ability needing itself.
ct set flying cost ore
ct set academy colour red
ct set academy vp 3
ct set academy cost gold
ct set metallurgy needs metallurgy
ct check game.json bulgars --buy flying
# A damaged file: show and check fail naming it; set starts a new tree and keeps it.
@write data/castellan/rus/ct.json '{"format": "castellan-rus-ct", "version": 1, "abilities": {"academy": {"vp": 7}}}'
ct
ct check game.json bulgars
ct set academy vp 1
ct
