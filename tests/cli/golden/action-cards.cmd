# Arts of War cards: side-wide and This Lord Capabilities, discard, the other card
# states; a Special Vassal is available exactly while its Capability is in play (3.4.2).
new nevsky crusade_on_novgorod -o g.json
do g.json capability t1
do g.json capability t4 hermann
do g.json capability t14 hermann
do g.json capability r1 gavrilo
do g.json discard t4
do g.json card t2 held
do g.json card t5 this_levy
do g.json card t6 this_campaign
do g.json card t7 removed
do g.json card t7 deck
do g.json capability t11
do g.json muster rudolf wenden
show g.json
do g.json vassal rudolf summer_crusaders muster
do g.json discard t11
# A Lord who leaves the map loses his This Lord cards (3.3.1).
do g.json disband hermann
show g.json
show g.json --json
log g.json
