# A Bribed Vassal, a Turncoat (turncoat, issue 17; 4.7.6; rules-decisions I191-I197): the
# 4.7.6 example (Pisa's Podestà at Pontedera Bribes Colle's Unmustered San Miniato Vassal)
# applied: the Coin and `turncoat colle_san_miniato pisa` (its Forces from the pool);
# show lists it on Pisa's mat and on the Turncoats line, show --json's "serves" is in
# tests/test-inferno-turncoat.c (with the Levy that no longer lists it for Colle); Colle may
# not Muster it; the action's refusals;
# Pisa's Disband gives it back to Colle's side, Ready; the log.
new inferno in_far_vendetta -o h.json
do h.json "muster pisa pontedera" "assets pisa coin 1"
treachery h.json pisa --bribe colle_san_miniato --dice 5 --apply
show h.json
do h.json "muster colle colle"
do h.json "vassal colle colle_san_miniato muster"
do h.json "turncoat colle_san_miniato pisa"
do h.json "turncoat siena_carroccio pisa"
do h.json "turncoat colle_rosso guido"
do h.json "disband pisa"
show h.json
log h.json
