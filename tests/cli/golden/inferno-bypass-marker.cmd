# Issue 17 (victory): Bypass markers (4.3.5): `marker LOCALE bypass SIDE|none` names the
# side whose Lords Bypass the Stronghold; show and show --json list it ("bypass" only where
# there is one); refused where there is no Stronghold (an Outpost) and in Nevsky.
new inferno dolenti_note -o g.json
do g.json "marker montepulciano bypass ghibelline"
show g.json
show g.json --json
do g.json "marker montepulciano bypass none"
log g.json
do g.json "marker orvieto bypass guelph"
new nevsky pleskau -o n.json
do n.json "marker pskov bypass teutonic"
# The audit (4.3.5, 4.3.6): Bypass markers with none of the side's Lords there, and a
# side Bypassing its own Stronghold.
do g.json "marker montepulciano bypass ghibelline"
audit g.json
do g.json "marker montepulciano bypass guelph"
audit g.json
