# The cards Castellan reminds of (cards, rules-decisions I171-I174): HEAT & FROST held
# before a Feed in Summer (f20), COSTRUTTORI at Ruins (f26), VIA FRANCIGENA and
# ASTROLOGERS at a Friendly Lord Seat (f23, f24), AMBUSH held by each side (f1, s1).
new inferno in_far_vendetta -o g.json
do g.json "card f20 held" "moved firenze yes"
feed g.json
do g.json "capability f26" "capability f23" "capability f24" "move arezzo monte_san_savino" "assets arezzo prov 3"
ravage g.json arezzo
ravage g.json firenze
do g.json "card f1 held" "card s1 held" "move siena prato"
laden g.json firenze prato
