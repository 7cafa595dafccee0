# battlecards (issue 17, session 10): F7 GREEK FIRE, Held by the Guelphs, played at the
# Storm of Figline on Giordano: the 2 Siege markers drop to 1 (one Round, Siegeworks 1-1),
# he loses his Militia to the pool and discards SIEGE TOWERS (rules-decisions I120).
# tests/test-inferno-battle-cards.c /greek-fire.
new inferno arbia_colorata -o g.json
do g.json "forces giordano men_at_arms 0" "forces giordano militia 1" "move giordano figline" "marker figline siege 2" "capability s3 giordano" "card f7 held"
battle g.json figline --attacker giordano --storm --event greek_fire:defender --dice 3,4,2,4,3,3,3,1,1,1,5,6,5,6,6,2
