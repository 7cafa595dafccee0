# What the table keeps of the Levy in progress (inferno-levy, issue 17; 3.1.3, 3.4, 3.4.1,
# 3.5, 3.5.4, 4.9.6; rules-decisions I156-I159): scenario B's first Levy (box 4). Firenze's
# Podestà (Lordship 3) spends 2 Levy actions: 1 left; Arezzo's (Lordship 2) spends both:
# nothing left, and he leaves Colle's levied_by list; Colle's Podestà is Mustered and
# arrives: no Levy actions in this Muster, but a candidate for the extra Muster of Call to
# Arms (3.5.4). The Guelphs drew F25, a War Event: they may declare Call to Arms. show
# lists it all; the End of Campaign's Reset clears it.
new inferno in_far_vendetta -o g.json
levy g.json
do g.json "levy firenze spent +1" "levy firenze spent +1" "levy arezzo spent 2" "muster colle colle" "levy colle arrived yes" "war f25 yes"
show g.json
levy g.json
levy g.json --json
do g.json "levy arezzo spent +1"
audit g.json
undo g.json
do g.json "phase campaign"
endcampaign g.json --apply
show g.json
log g.json
