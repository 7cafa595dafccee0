# Inferno's Pay and Disband after Feed (3.2, 3.3, 4.8.2, issue 17): a Podestà's box of
# Service costs 2 Coin or Loot in any mix (3.2.1); beyond the Service limit a Podestà
# Disbands instead of leaving the game, a regular Lord is removed for good, and the
# enemy's Revolt rolls and Treachery cards (3 or 1) are left to the table (3.3.1); a
# Commander's Comune leaves with him (1.5.1). Scenario F in box 2 with Firenze's and
# Provenzano's Service markers in box 1.
new inferno di_sangue_tempio -o g.json
do g.json "phase campaign" "box 2" "service firenze 1" "muster provenzano siena" "service provenzano 1"
pay g.json
pay g.json --lord firenze --shift 2 --json
disband g.json
disband g.json --apply
show g.json
