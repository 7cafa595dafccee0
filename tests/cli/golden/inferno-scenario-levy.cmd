# The scenarios' first Levy (6.0; scen, issue 17): A draws one Capability, then one Event
# (3.1); B's Ghibellines give S18, S19, S20 to their Lords before their draw (3.1.2); E's
# Resistance: Lucca and Arezzo each take an extra Muster of their Lordship, 2 Levy actions
# (3.4; I162); nothing of it in a later Levy. `scenarios --json` lists the notes.
new inferno dolenti_note -o a.json
levy a.json --json
new inferno in_far_vendetta -o b.json
do b.json "capability s18 siena"
levy b.json
new inferno lasciate_ogne_speranza -o e.json
levy e.json
do e.json "box 13"
levy e.json
scenarios inferno --json
