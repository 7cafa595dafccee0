# The Hold Events played for their second use (inferno-events2, 3.1.3, 3.5; rules-decisions
# I199-I202), scenario B: VOLTERRA (f19): Volterra carries Guelph markers, so Pisa's
# cylinder 2 boxes right, chosen with --option 1 and applied with the card's discard;
# GROSSETO (f18) without Guelph markers at Grosseto: no option; TREASURERS (f23) with 1
# Coin each on Firenze and Arezzo: a Call to Arms or a Treachery card, the first applied;
# POGGIO BONIZIO (f11) while Poggio Bonizio carries Ghibelline markers, then without;
# CORTONA (s18) with Ghibelline markers at Cortona: its Revolt roll cannot be applied;
# an option out of range.
new inferno in_far_vendetta -o g.json
do g.json "card f19 held" "card f18 held" "card f23 held" "card f11 held" "card s18 held"
event g.json f19 --play
event g.json f19 --play --option 1 --apply
show g.json
event g.json f18 --play
do g.json "assets firenze coin 1" "assets arezzo coin 1"
event g.json f23 --play --json
event g.json f23 --play --option 1 --apply
event g.json f11 --play
do g.json "marker poggio_bonizio conquered 0"
event g.json f11 --play
do g.json "marker cortona conquered 2"
event g.json s18 --play
event g.json s18 --play --option 1
event g.json s18 --play --option 9
