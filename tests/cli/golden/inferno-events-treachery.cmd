# The Hold Events that make a Treachery succeed for 0 Coin (cards2, 1.9.1, 4.7.5, 4.7.6;
# rules-decisions I182): Firenze at Montemassi, next to Grosseto, holds GROSSETO (f18):
# the odds name it; played, the Revolt and the Bribe need no Coin and no roll. VOLTERRA
# (f19) does not serve at Grosseto.
new inferno in_far_vendetta -o g.json
do g.json "move firenze montemassi" "card f18 held"
treachery g.json firenze --revolt grosseto --coin 2
treachery g.json firenze --revolt grosseto --event f19
treachery g.json firenze --bribe santa_fiora_grosseto --event f18 --json
treachery g.json firenze --revolt grosseto --event f18 --apply
show g.json
