# Commands of one family of games asked of a save of another family's game exit 2
# (cas-cli-calc.c, cas_cli_family_ok). Only Levy & Campaign games exist yet, so the
# test-only registry entry of CASTELLAN_TEST_MODULES=1 (cas-module.c: "testfamily", of
# the family "test", without data) stands for the second family.
@env CASTELLAN_TEST_MODULES 1
games
games --json
new nevsky pleskau -o game.json
@copy game.json other.json
@replace other.json "\"game\" : \"nevsky\"" "\"game\" : \"testfamily\""
feed other.json
feed --json other.json
battle other.json pskov --attacker hermann --seed 1
odds other.json pskov --trials 10
victory other.json
# Not of another family: the Levy & Campaign commands answer as before, a save that
# does not say its game is refused as damaged, the neutral commands run.
victory game.json
@write broken.json '{"format": "castellan-save", "version": 1}'
feed broken.json
roll 2d6 --seed 1
# Commands for every family meet the game that has no loader here.
show other.json
new testfamily anything -o new.json
