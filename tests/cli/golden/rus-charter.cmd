# The Foreign Powers' trade charters the table enters from the board (issue 18): `charter
# set` one fact (what a Power sells at how many tiles a piece, what it takes in payment),
# `charter show`, and `charter check`: what a Kingdom may buy from each Power in the Trade
# round, only where its Envoy is, 1 for 1 for the Trade Lead [TRADE p.10; ENVOY p.7];
# "not entered" where the charter does not say.
@env XDG_DATA_HOME data
new rus --players 3 -o game.json
charter
charter check game.json bulgars
charter set china sells grain:2,cloth:3
charter set china wants ore,timber
charter set europe sells paper:2
charter show
charter show --json
# The Bulgars (Livestock 2, Timber 2) send Envoys to China and Europe.
do game.json "envoy bulgars china yes" "envoy bulgars europe yes"
charter check game.json bulgars
charter check game.json bulgars --power china --json
# Player 1 leads Trade: 1 for 1.
do game.json "pick 1 trade"
charter check game.json bulgars --power china
# Refused: an unknown Power, fact or resource.
charter set mars sells grain
charter set china buys grain
charter set china wants gold
charter check game.json bulgars --power mars
