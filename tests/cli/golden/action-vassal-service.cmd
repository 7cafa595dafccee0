# The advanced Vassal Service rule (3.4.2): a Mustered Vassal's marker goes on the
# Calendar and shifts with its Lord's Service marker when that shifts.
new nevsky crusade_on_novgorod -o g.json
do g.json option vassal_service yes
do g.json vassal hermann helmond_von_luneburg muster
do g.json vassal hermann ugaunian_auxiliaries muster
do g.json service hermann +2
do g.json service hermann -5
do g.json service hermann 9
do g.json vassal hermann ugaunian_auxiliaries unready
show g.json --json
log g.json
