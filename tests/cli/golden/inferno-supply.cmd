# Inferno's Supply (4.6, issue 17): each Seat gives up to its Size (an Outpost 1) unless
# Ruined, with no limit on the Seats; one Cart per Provender for each Way; Pisa's Ships
# give one Provender each by way of a Port, not in Winter (4.6.2).
new inferno dolenti_note -o g.json
do g.json "phase campaign"
# Firenze at Firenze: Firenze 3, Prato 2 by one Track with his 2 Carts; Poggio Bonizio
# is Ghibelline by its Allegiance markers and blocks itself.
supply g.json firenze
supply g.json firenze --json
# The worked example of 4.6.2: two Ways from his City Seat with four Carts, two Provender.
do g.json "move siena radicofani" "assets siena cart 4"
supply g.json siena
# His mat holds at most 16 (1.7.3).
do g.json "assets firenze prov 14"
supply g.json firenze --apply
# Pisa at Pisa (Scenario F, Pisa Mustered): his Seat, the Port with his 2 Ships, Pontedera
# one Track away; in Winter (box 6) the Ships give nothing.
new inferno di_sangue_tempio -o p.json
do p.json "phase campaign" "muster pisa pisa"
supply p.json pisa
supply p.json pisa --json
do p.json "box 6"
supply p.json pisa
