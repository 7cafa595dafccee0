# ECONOMIC SANCTIONS (s23 in force this Campaign; cards, 4.7.4): Firenze at his Seat may
# not Tax (2 Coin without it); Siena still may.
new inferno in_far_vendetta -o g.json
do g.json "card s23 this_campaign"
ravage g.json firenze
ravage g.json siena
