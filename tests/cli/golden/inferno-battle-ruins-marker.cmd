# Issue 17 (inf-battle): the Ruins marker action a Sack proposes (1.3.1, 4.5.2): placed and
# removed at a Stronghold; refused at an Outpost (never Ruined) and in Nevsky (no Ruins).
new inferno arbia_colorata -o g.json
do g.json "marker bibbiena ruins ghibelline"
victory g.json
do g.json "marker bibbiena ruins none"
do g.json "marker orvieto ruins guelph"
new nevsky pleskau -o n.json
do n.json "marker pskov ruins teutonic"
