# The Feed excuse of the game (CasLcRules.feed_excuse: Nevsky's Hillforts, T8) is an
# option of feed named by the game (--hillforts), its name in the text and its id as the
# JSON key; the Veche is a payer of pay by the id of the game's pool (4.8.1, 3.2).
new nevsky pleskau -o g.json
do g.json "capability t8" "phase campaign" "moved hermann yes" "moved yaroslav yes" "veche coin 2"
feed g.json --hillforts hermann
feed g.json --hillforts none --json
feed g.json --hillforts atlantis
feed g.json --hillforts
pay g.json --json
# The sides' names in the order-of-play sentences come from the data, translated
# (Teutonen, Russen).
@language de
@head 8 feed g.json
@head 9 pay g.json
