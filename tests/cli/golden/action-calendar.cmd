# The Levy/Campaign marker, the phase, the sequence-of-play step, Plans, the Legate,
# options and Lieutenants.
new nevsky crusade_on_novgorod -o g.json
do g.json box 3
do g.json box +2
do g.json box -1
do g.json phase campaign
do g.json phase levy
do g.json step 4
do g.json step +3
do g.json step -2
do g.json plan teutonic hermann,yaroslav,pass,knud_and_abel
do g.json plan russian gavrilo,vladislav
do g.json reveal teutonic 1
do g.json reveal teutonic +2
do g.json reveal teutonic -1
do g.json plan russian none
do g.json legate dorpat
do g.json legate card
do g.json legate izborsk
do g.json option hidden_mats yes
do g.json option no_horseback_archery yes
do g.json option no_horseback_archery no
do g.json option vassal_service yes
do g.json option bid 2
# A Lieutenant stacks with his Lower Lord (4.1.3).
do g.json move yaroslav dorpat
do g.json lieutenant hermann yaroslav
do g.json move knud_and_abel dorpat
do g.json lieutenant hermann knud_and_abel
do g.json lieutenant knud_and_abel yaroslav
do g.json lieutenant hermann none
show g.json
show g.json --json
log g.json
