# Inferno's Comune in play (1.5.1, 3.5.3; levy): the action comune sets it out with its
# Special Vassals Ready, show --json gains "comune" (absent while none is in play, so
# older saves are unchanged); Siena inside Siena may roll for his Terzi (3.4.2: 1-4, 1-4,
# 1-5), never for the Carroccio; Call to Arms steps (3.5) for both sides; Disband sets the
# Comune aside (3.3.2).
new inferno in_far_vendetta -o g.json
do g.json "comune siena in"
show g.json
@head 16 show g.json --json
levy g.json
do g.json "disband siena"
@head 16 show g.json --json
