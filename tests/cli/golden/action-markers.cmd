# Map markers, the Veche and extra VP; the Victory totals follow (5.1): 1 VP a Conquered
# marker, 1 a Castle, ½ a Ravaged marker, 1 a Veche VP marker (Russians).
new nevsky crusade_on_novgorod -o g.json
do g.json marker izborsk conquered 1
do g.json marker izborsk conquered +1
do g.json marker izborsk conquered -1
do g.json marker dorpat conquered 1
do g.json marker neva conquered 1
do g.json marker pskov siege 2
do g.json marker pskov siege +1
do g.json marker pskov walls 1
do g.json marker pskov walls -1
do g.json marker pskov ravaged teutonic
do g.json marker dubrovno ravaged russian
do g.json marker koporye castle teutonic
do g.json marker koporye castle none
do g.json marker pskov ravaged none
do g.json marker tesovo ravaged teutonic
# A Castle marker makes any Locale one that can be Conquered and Besieged.
do g.json marker harrien castle russian
do g.json marker harrien conquered 1
do g.json marker harrien siege 1
do g.json veche vp 3
do g.json veche vp +1
do g.json veche coin 2
do g.json veche coin -1
# Extra VP (halves as .5), absolute and relative.
do g.json vp teutonic 1.5
do g.json vp teutonic +0.5
do g.json vp russian 2
do g.json vp russian -0.5
show g.json
show g.json --json
log g.json
