# How `do` splits its words into actions: an argument holding spaces is one action;
# ";" separates actions; otherwise a verb starts a new action once the current one has
# the words its verb needs, so verbs can still be arguments ("veche vp", "legate card",
# "vassal ... muster").
new nevsky crusade_on_novgorod -o g.json
do g.json move hermann odenpah moved hermann yes
do g.json "move hermann dorpat" "moved hermann no"
do g.json "box 2; phase campaign" step 3
do g.json move hermann odenpah\; move hermann dorpat ; box 3
do g.json veche vp 2 legate card veche coin 1
do g.json vassal hermann helmond_von_luneburg muster move hermann odenpah
do g.json card t2 removed capability t1 vp russian +1
do g.json muster rudolf wenden cart disband rudolf
do g.json ";"
do g.json
log g.json
