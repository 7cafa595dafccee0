# The religions in the C&T tree (rus-rel): the table enters Catholic and Orthodox from its
# Player Mat like an ability (cost, NEEDS, VP, limit) with their CBT modifiers, for its
# Kingdom invading or defending, by the opponent's religion [BATTLE p.13]. `ct check`
# offers a religion and `--buy` proposes `religion K R` and the payment [CT p.17]; the
# basic CBT in `combat` adds the modifier the file gives, with a line naming it, and says
# "not entered" for a religion whose modifiers are not.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
do game.json kingdoms bulgars rus khazars
ct set catholic cost ore,money
ct set catholic needs none
ct set catholic settlement town
ct set catholic vp 0
ct set catholic limit 8
ct set catholic cbt invading:orthodox:+1,defending:none:-1
# A religion adds nothing to the Harvest; a modifier is -3 to 3; an ability has none.
ct set catholic harvest grain
ct set orthodox cbt any:+4
ct set academy cbt orthodox:1
ct show
ct show --json
# The Bulgars get 1 Ore and 1 Money: Catholic may be bought.
do game.json "resource bulgars ore 1" "resource bulgars money 1"
ct check game.json bulgars --buy catholic --apply
# Catholic now; Orthodox not offered (one religion a Kingdom).
ct check game.json bulgars --json
# The Rus are Orthodox: the Bulgars invading Kiev get +1; Orthodox's modifiers not entered.
do game.json "religion rus orthodox"
combat game.json kiev --attacker bulgars --armies 5
ct set orthodox cbt defending:catholic:+2
combat game.json kiev --attacker bulgars --armies 5 --json
