# Issue 14, item 4: neither Lord of a Lieutenant stack may be a Marshal (4.1.3, 1.5.1).
# Watland: Andreas, always a Marshal, as Lieutenant.
new nevsky watland -o w.json
do w.json "move yaroslav fellin" "lieutenant andreas yaroslav"
audit w.json
# Crusade on Novgorod: Andrey is a Marshal while Aleksandr is off the map.
new nevsky crusade_on_novgorod -o c.json
do c.json "phase campaign" "muster andrey novgorod" "move gavrilo novgorod" "lieutenant andrey gavrilo"
audit c.json
audit c.json --apply
audit c.json
