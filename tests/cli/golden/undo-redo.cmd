# undo and redo, one step or N (all or nothing), the redo list kept in the save, a new
# action dropping it, and the log in text and JSON.
new nevsky pleskau -o g.json
undo g.json
redo g.json
log g.json
log g.json --json
do g.json move hermann odenpah box 2 phase campaign
undo g.json
undo g.json 2
log g.json
log g.json --json
show g.json
redo g.json 4
redo g.json 3
redo g.json 0
redo g.json x
redo g.json
log g.json
undo g.json 5
# A failing action keeps the redo list.
undo g.json
do g.json move nobody pskov
log g.json
redo g.json
undo g.json
# A new action forgets what was undone.
do g.json veche coin +1
redo g.json
log g.json
undo g.json 3
show g.json
log g.json --json
undo
undo g.json 1 2
