# JSON that json-glib would read but strict JSON does not allow is refused with a message
# giving the line and column (issue 15, finding 1): a comment or a single-quoted string
# once hid deep nesting from the depth guard, and 100,000 levels crashed castellan-cli
# (tests/test-json.c has those; these are 70 deep).
new nevsky pleskau -o g.json
@write comment.json '/*"*/[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[['
show comment.json
@write quote.json "['\"', [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
show quote.json
@copy g.json commented.json
@replace commented.json '"version" : 1,' '"version" : 1, /* edited */'
show commented.json
do commented.json "move hermann odenpah"
@copy g.json twice.json
@replace twice.json '"version" : 1,' '"version" : 1, "version" : 1,'
show twice.json
@copy g.json hex.json
@replace hex.json '"version" : 1,' '"version" : 0x1,'
show hex.json
@write surrogate.json '{"format": "castellan-save", "version": 1, "game": "\\udc00"}'
show surrogate.json
battle g.json pskov --attacker gavrilo --array '/*"*/[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' --seed 3
battle g.json pskov --attacker gavrilo --array "['\"', [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[" --seed 3
battle g.json pskov --attacker gavrilo --array '{"attacker": {"front": [null, "gavrilo", null]}, "attacker": {}}' --seed 3
# the good save still loads
log g.json
