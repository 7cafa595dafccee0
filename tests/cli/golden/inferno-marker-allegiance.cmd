# The Allegiance markers under their own word (inferno-levy, issue 17; 1.3.1;
# rules-decisions I160): `marker LOCALE allegiance N` is `marker LOCALE conquered N`, whose
# canonical text stays `conquered`; the log names them Allegiance markers. Nevsky refuses
# the word.
new inferno in_far_vendetta -o g.json
do g.json "marker volterra allegiance 1" "marker montalcino allegiance +1" "marker poggio_bonizio conquered 3"
log g.json
show g.json
new nevsky crusade_on_novgorod -o n.json
do n.json "marker pskov allegiance 1"
