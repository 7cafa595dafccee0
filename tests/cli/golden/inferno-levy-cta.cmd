# Inferno's Call to Arms (3.5, 6.0; levy): scenario A skips it; C only for the
# Ghibellines in the first Levy; D lets either side declare in its first Levy as if War;
# in F a side 4 VP behind may declare, and the Guelphs' TREASURERS with 2 Coin.
new inferno dolenti_note -o a.json
levy a.json
new inferno santafior_oscura -o c.json
levy c.json
new inferno arbia_colorata -o d.json
levy d.json --json
new inferno di_sangue_tempio -o f.json
do f.json "vp ghibelline +6" "card f23 held"
levy f.json
