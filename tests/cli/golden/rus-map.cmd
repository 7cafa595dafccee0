# The Rus map file from the command line (rusmap, issue 18): `map set` enters one fact of
# an area by the file's keys, the board's marks included (corner initials BOARD p.3,
# Foreign Power borders VP p.17, entry symbols INVASION p.16, trade routes OCCUPY p.16);
# `map check` says what they mean for a Kingdom, "not entered" until they are.
@env XDG_DATA_HOME data
new rus --players 5 -o game.json
map
map set kiev borders byzantium yes
map set crimea borders europe no
map set volga rebels_to golden-horde yes
map set kola entry vikings yes
map set area-23 name Smolensk on the Dnieper
map set kiev adjacent ukraine yes
map set kiev adjacent ukraine unknown
map show --json
map check game.json rus
do game.json "owner azov golden-horde"
map set azov borders europe no
map check game.json golden-horde --json
map check game.json
# Refused: an unknown Power, a rulebook area's name, an unknown area or Kingdom, no words.
map set kiev borders mars yes
map set kiev name Kyiv
map set nowhere terrain forest
map check game.json nobody
map set kiev
map check
# A damaged file: show and check fail naming it; set starts a new map and keeps it.
@write data/castellan/rus/map.json '{"format": "castellan-rus-map", "version": 1, "areas": {"kiev": {"borders": ["mars"]}}}'
map
map check game.json rus
map set kiev europe_route yes
map
