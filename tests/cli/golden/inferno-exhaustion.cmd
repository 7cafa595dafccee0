# The End marker's action and scenario F's Exhaustion roll (endmarker, issue 17; 6.0;
# rules-decisions I110, I111): no roll before the Levy of box 9; there a 5 does nothing,
# a 2 puts the End marker in box 16 (--apply records `end 16`); later a 1 slides it left
# and, once it shares the Levy marker's box, the game is over. `end` places, shifts and
# takes off the marker; a shift needs it on the Calendar; other scenarios have no roll.
new inferno di_sangue_tempio -o g.json
exhaustion g.json --die 2
do g.json "box 9"
exhaustion g.json
exhaustion g.json --die 5
exhaustion g.json --die 2 --apply
show g.json
do g.json "end -5" "box 10"
exhaustion g.json --die 1 --json
exhaustion g.json --die 1 --apply
victory g.json
do g.json "end off"
do g.json "end +1"
do g.json "end 17"
exhaustion g.json --die 7
log g.json
new inferno dolenti_note -o a.json
exhaustion a.json --die 1
new nevsky pleskau -o n.json
exhaustion n.json --die 1
do n.json "end 3"
