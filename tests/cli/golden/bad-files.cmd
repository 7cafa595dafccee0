# Files that are not good saves: exit 1, a message saying what is wrong, nothing written.
new nevsky pleskau -o g.json
do g.json move hermann odenpah
# a truncated save
@copy g.json truncated.json
@truncate truncated.json 200
show truncated.json
do truncated.json move hermann dorpat
# JSON that is not a save
@write foreign.json '{"name": "a shopping list", "version": 1}\n'
show foreign.json
@write array.json '[1, 2, 3]\n'
log array.json
# a save from a newer Castellan
@copy g.json v99.json
@replace v99.json '"version" : 1,' '"version" : 99,'
show v99.json
undo v99.json
@copy g.json v0.json
@replace v0.json '"version" : 1,' '"version" : 0,'
show v0.json
@copy g.json vtext.json
@replace vtext.json '"version" : 1,' '"version" : "1",'
show vtext.json
# empty, not text, missing
@write empty.json
show empty.json
do empty.json move hermann dorpat
@write binary.json '\xff\xfe\x00\x01'
show binary.json
show missing.json
# a journal that does not parse, and one that disagrees with the snapshot
@copy g.json badjournal.json
@replace badjournal.json '"move hermann odenpah"' '"fly hermann odenpah"'
show badjournal.json
@copy g.json inconsistent.json
@replace inconsistent.json '"locale" : "odenpah"' '"locale" : "dorpat"'
show inconsistent.json
@copy g.json badredo.json
@replace badredo.json '"redo" : []' '"redo" : [7]'
show badredo.json
# unknown game or scenario
@copy g.json badgame.json
@replace badgame.json '"game" : "nevsky"' '"game" : "chess"'
show badgame.json
@copy g.json badscenario.json
@replace badscenario.json '"scenario" : "pleskau"' '"scenario" : "atlantis"'
show badscenario.json
# the good save still loads
show g.json
