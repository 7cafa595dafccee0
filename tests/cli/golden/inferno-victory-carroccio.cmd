# Issue 17 (victory): a Captured Carroccio is worth 2 VP to its captor (4.4.3, 5.1); the
# action `carroccio SIDE yes|no`, show --json's "captured_carroccio" (only once one is
# Captured), E's doubling of it (6.0, I78); refused words and Nevsky (no such action).
new inferno dolenti_note -o g.json
do g.json "carroccio ghibelline yes"
victory g.json
show g.json --json
do g.json "carroccio ghibelline no"
undo g.json
log g.json
new inferno lasciate_ogne_speranza -o e.json
do e.json "carroccio guelph yes"
victory e.json
do g.json "carroccio teutonic yes"
do g.json "carroccio guelph maybe"
new nevsky pleskau -o n.json
do n.json "carroccio teutonic yes"
