# What is on a Lord's mat: Forces, Routed, Assets (absolute and relative), Vassals in
# every state, the Moved/Fought marker.
new nevsky crusade_on_novgorod -o g.json
do g.json forces hermann knights 3
do g.json forces hermann serfs +2
do g.json forces hermann militia -1
do g.json forces hermann asiatic_horse 0
do g.json routed hermann knights 1
do g.json routed hermann sergeants +1
do g.json routed hermann knights -1
do g.json assets hermann loot 2
do g.json assets hermann prov +3
do g.json assets hermann coin -1
do g.json assets gavrilo sled 1
# A Mustered Vassal brings its Forces; leaving, it takes them back (3.4.2). The Vassal
# may be named with or without the Lord's prefix.
do g.json vassal hermann helmond_von_luneburg muster
do g.json vassal hermann hermann_johannes_von_dolen muster
show g.json
do g.json vassal hermann johannes_von_dolen unready
do g.json vassal hermann ugaunian_auxiliaries removed
do g.json vassal hermann ugaunian_auxiliaries ready
do g.json vassal hermann helmond_von_luneburg aside
do g.json moved hermann yes
do g.json moved gavrilo yes
do g.json moved gavrilo no
show g.json
show g.json --json
log g.json
