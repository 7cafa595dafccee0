# Issue 17 (inferno-game): a whole Inferno scenario through castellan-cli, from its set-up
# to its Victory, as a table would play it: the shortest scenario, A Dolenti Note (6.0 A:
# two Turns, boxes 1-2; Firenze and Arezzo against Siena, Provenzano Ready; the Guelphs
# hold F3 SURPRISE; the first draw is one Capability then one Event; no Call to Arms).
# The dice are the table's (--dice); the calculators propose and --apply records, the
# players mirror with `do` what the rules leave to their choice. The audit after each phase.
new inferno dolenti_note -o game.json
show game.json
audit game.json
# ==== Turn 1, box 1 (Feb-Mar 1259): Levy ====
# Arts of War (3.1, 6.0 A's Sudden Campaign): the Guelphs draw STORES & WELL WATER (f1) as a
# Capability, then the Event MONTALCINO (f26: Montalcino has Guelph markers); the
# Ghibellines STORES & WELL WATER (s1), then CORTONA (s18), held.
levy game.json
do game.json "capability f1"
event game.json f26 --apply
do game.json "service firenze +1" "service arezzo +1"
do game.json "capability s1"
event game.json s18 --apply
# Pay and Disband (3.2, 3.3): nobody needs it in the first Levy.
pay game.json
disband game.json
# Muster (3.4): each Podestà spends his Lordship. Siena rolls 3 (Fealty 5) for Provenzano.
do game.json "levy firenze spent +1" "vassal firenze firenze_cerchi muster" "levy firenze spent +1" "vassal firenze firenze_adimari muster" "levy firenze spent +1" "assets firenze cart +1"
do game.json "levy arezzo spent +1" "vassal arezzo arezzo_tarlati muster" "levy arezzo spent +1" "vassal arezzo arezzo_montevarchi muster"
do game.json "levy siena spent +1" "muster provenzano siena" "levy provenzano arrived yes" "levy siena spent +1" "vassal siena siena_guastelloni muster" "levy siena spent +1" "vassal siena siena_cacciaconti muster"
# Call to Arms (3.5): skipped in this scenario (6.0 A), so the War Event MONTALCINO recorded
# nothing (its shifts only, above).
levy game.json
audit game.json
# ==== Turn 1: Campaign (4.0) ====
# Plan (4.1): 7 cards each in Spring; the players reset the Levy's records first.
do game.json "phase campaign" "levy clear"
do game.json "plan guelph arezzo,firenze,arezzo,firenze,arezzo,firenze,pass" "plan ghibelline siena,provenzano,siena,provenzano,provenzano,siena,pass"
audit game.json
# Guelph card 1, Arezzo: Night March on Cortona. March along the Road, the first free
# (4.3.3); at Cortona SURPRISE: 2 Siege markers, Storm at once (3.1.3, 4.5.2).
do game.json "reveal guelph +1"
laden game.json arezzo castiglione
do game.json "move arezzo castiglione" "moved arezzo yes"
laden game.json arezzo cortona
do game.json "move arezzo cortona" "marker cortona siege 2"
battle game.json cortona --attacker arezzo --storm --event surprise:attacker --dice 2,6,3,3,1,4,6,6,3,1,2,6,3,3,5,4,6,4,5,5,4,5,5,6,2,4,5,4,1,6,5,6,5,6,3,6,4,2,3,3,2,6,3 --apply
# The Sack's two Revolt rolls (4.5.2, 1.4.2): nothing, then Asinalunga.
revolt game.json guelph --dice 3,4
revolt game.json guelph --dice 2,5 --pick asinalunga --apply
# The Ghibellines' Exiles (1.4.4): Provenzano's Service 2 right.
do game.json "service provenzano +2"
# Feed, Pay, Disband after the card (4.8).
feed game.json --apply
pay game.json
disband game.json
# Ghibelline card 1, Siena: to Poggio Bonizio by Monteriggioni.
do game.json "reveal ghibelline +1"
laden game.json siena monteriggioni
do game.json "move siena monteriggioni" "moved siena yes"
laden game.json siena poggio_bonizio
do game.json "move siena poggio_bonizio"
feed game.json --apply
disband game.json
# Guelph card 2, Firenze: to Barberino by San Casciano (two Tracks).
do game.json "reveal guelph +1"
laden game.json firenze san_casciano
do game.json "move firenze san_casciano" "moved firenze yes"
laden game.json firenze barberino
do game.json "move firenze barberino"
feed game.json --apply
disband game.json
# Ghibelline card 2, Provenzano Supplies at Siena (4.6); he takes 1 of the 5 (more would
# make him Laden on the way out, 4.3.2).
do game.json "reveal ghibelline +1"
supply game.json provenzano
supply game.json provenzano --take 9
supply game.json provenzano --take 1 --apply
laden game.json provenzano monteriggioni
disband game.json
# Guelph card 3, Arezzo: back to Castiglione with the Sack's Loot, Laden (4.3.2).
do game.json "reveal guelph +1"
laden game.json arezzo castiglione
do game.json "move arezzo castiglione" "moved arezzo yes"
feed game.json --apply
# Ghibelline card 3, Siena Approaches Firenze at Barberino; Firenze stays to fight in the
# field: a Battle with the table's dice (4.4). Siena loses, Retreats, and his Cavalieri is
# Captured (4.4.4).
do game.json "reveal ghibelline +1"
laden game.json siena barberino
do game.json "move siena barberino" "moved siena yes"
battle game.json barberino --attacker siena --dice 2,6,1,5,3,1,5,3,5,4,4,2,1,1,5,2,6,5,5,3,2,1,4,3,4 --apply
# Siena, without Provender, goes Unfed beyond his Service limit and Disbands (4.8.1, 3.3.1):
# the Guelphs roll 3 times on their Revolt table (they hold both their own Treachery cards
# already; the other Guelph Lords' cards left the game with them, 6.0).
feed game.json --apply
pay game.json
disband game.json
do game.json "disband siena"
revolt game.json guelph --dice 1,6 --apply
revolt game.json guelph --dice 2,5 --apply
revolt game.json guelph --dice 6,1
# The Exiles: Siena's cylinder 3 boxes left (1.4.4).
do game.json "cylinder siena -3"
victory game.json
audit game.json
# Guelph card 4, Firenze: to Poggio Bonizio (Friendly again), where he Forages (4.7.1).
do game.json "reveal guelph +1" "move firenze poggio_bonizio" "moved firenze yes"
ravage game.json firenze
ravage game.json firenze --choose forage --apply
feed game.json --apply
# Short of Provender, Firenze Pays himself 2 Coin for a box of Service (3.2.1, 4.8.2).
pay game.json --lord firenze --shift 1 --apply
# Ghibelline card 4, Provenzano Taxes his Seat, Siena (4.7.4: the whole card).
do game.json "reveal ghibelline +1"
ravage game.json provenzano --choose tax --apply
# Guelph card 5, Arezzo: home to Arezzo along the Road, still Laden with the Loot.
do game.json "reveal guelph +1"
laden game.json arezzo arezzo
do game.json "move arezzo arezzo" "moved arezzo yes"
feed game.json --apply
# Ghibelline card 5, Provenzano stays at Siena: Pass (4.7.7).
do game.json "reveal ghibelline +1"
# Guelph card 6, Firenze: by Colle to Casole, an Enemy Castle, which he Besieges (4.3.5).
do game.json "reveal guelph +1"
laden game.json firenze colle
do game.json "move firenze colle" "moved firenze yes"
# A slip: Volterra was not the way; undo takes it back.
do game.json "move firenze volterra"
undo game.json
laden game.json firenze casole
do game.json "move firenze casole" "marker casole siege 1"
ravage game.json firenze
# No Tax away from his Seats (4.7.4): refused, nothing recorded.
ravage game.json firenze --choose tax --apply
feed game.json --apply
pay game.json --lord firenze --shift 1 --apply
disband game.json
# Ghibelline card 6, Siena, Disbanded: a Pass (4.2.4); then both Pass cards.
do game.json "reveal ghibelline +1" "reveal guelph +1" "reveal ghibelline +1"
audit game.json
# Save and load: a copy of the file is the same table.
@copy game.json saved.json
show saved.json
# ==== Turn 1: End of Campaign (4.9) ====
endcampaign game.json
# The Ghibellines Ransom their 3 knights for 1 Coin (4.9.2); no Grow after box 1, no Repair
# (Casole is a Castle); each side's Waste (4.9.5) as Castellan's defaults; Reset (4.9.6).
endcampaign game.json --apply
audit game.json
# ==== Turn 2, box 2 (Apr-May 1259): Levy ====
# Arts of War (3.1.3: two Events each from the second Levy): the Guelphs draw NO TIME FOR
# COWARDS (f13; they take the shifts) and HILLS (f6, held); the Ghibellines WAR LOANS (s15;
# Provenzano's 2 boxes) and CAMP ATTACK (s12, held).
event game.json f13
do game.json "service firenze +1" "service arezzo +1"
event game.json f6 --apply
event game.json s15
do game.json "service provenzano +2"
event game.json s12 --apply
# Pay (3.2): Arezzo Pays with the Sack's Loot at his Friendly Seat; Disband (3.3).
pay game.json
pay game.json --lord arezzo --shift 1 --apply
disband game.json
# Muster (3.4): Siena's cylinder is Ready; Provenzano spends a Levy action on him at Siena
# (roll 2, Fealty 5) and he arrives.
levy game.json
do game.json "levy provenzano spent +1" "muster siena siena" "levy siena arrived yes"
do game.json "levy firenze spent +1" "assets firenze prov +1" "levy arezzo spent +1" "assets arezzo cart +1"
levy game.json
audit game.json
# ==== Turn 2: Campaign ====
# Plan (4.1): Firenze's Treachery card goes into the Guelph Plan (4.1.1).
do game.json "phase campaign" "levy clear"
do game.json "plan guelph firenze,treachery:firenze,arezzo,firenze,arezzo,pass,pass" "plan ghibelline siena,provenzano,provenzano,siena,pass,pass,pass"
audit game.json
# Guelph card 1, Firenze advances the Siege of Casole (4.5.1): the Surrender roll, one die
# for a Castle, at most its 1 Siege marker: a 5, it holds; the Siegeworks add a marker.
do game.json "reveal guelph +1"
ravage game.json firenze
do game.json "marker casole siege 2"
# Ghibelline card 1, Siena Taxes Siena (4.7.4).
do game.json "reveal ghibelline +1"
ravage game.json siena --choose tax --apply
# Guelph card 2, Firenze's Treachery card (4.2.3): Casole's Revolt for his 1 Coin (4.7.5), odds
# first, then the die: 1, it Revolts.
do game.json "reveal guelph +1"
treachery game.json firenze --revolt casole --coin 1
treachery game.json firenze --revolt casole --coin 1 --dice 1 --apply
# Ghibelline card 2, Provenzano: by Monteriggioni to Colle, a Guelph Town, along two Roads
# (the first free, 4.3.3); he Bypasses it (4.3.5).
do game.json "reveal ghibelline +1"
laden game.json provenzano monteriggioni
do game.json "move provenzano monteriggioni" "moved provenzano yes"
laden game.json provenzano colle
do game.json "move provenzano colle" "marker colle bypass ghibelline"
feed game.json --apply
audit game.json
# Guelph card 3, Arezzo Forages twice at home (4.7.1).
do game.json "reveal guelph +1"
ravage game.json arezzo --choose forage --apply
ravage game.json arezzo --choose forage --apply
# Ghibelline card 3, Provenzano Ravages Colle, which he Bypasses (4.7.2: 2 actions at a
# Town, Provender and Loot, a Ravaged marker worth ½ VP to the Ghibellines).
do game.json "reveal ghibelline +1"
ravage game.json provenzano --apply
# The rest: Firenze and Arezzo Pass, Siena Passes, then the Pass cards.
do game.json "reveal guelph +4" "reveal ghibelline +4"
audit game.json
# ==== Turn 2: End of Campaign, Game End (4.9.1-4.9.3, 5.3) ====
victory game.json
endcampaign game.json
endcampaign game.json --apply
victory game.json
victory game.json --json
show game.json --json
log game.json
