# battlecards (issue 17, session 9): S3 SURPRISE, Held by the Ghibellines: Giordano (3
# Ritter) alone Storms Figline, a Guelph Castle with no Lord inside, after the card's 2
# Siege markers: Walls 1-2 instead of 1-4, at most 3 Rounds (rules-decisions I94); the
# Garrison Routs and Figline is Sacked. tests/test-inferno-battle-cards.c /surprise.
new inferno arbia_colorata -o g.json
do g.json "forces giordano men_at_arms 0" "forces giordano militia 0" "move giordano figline" "marker figline siege 2" "card s3 held"
battle g.json figline --attacker giordano --storm --event surprise:attacker --dice 3,4,2,4,3,3,3,1,1,1,3,4,5,6,6,2
