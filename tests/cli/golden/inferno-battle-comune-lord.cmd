# battle-comune (rules-decisions I126, I128): the Players put Firenze Comune at the
# Defenders' Front center (1.5.1, 4.4.1: it Arrays as a Lord of its own); Siena's Hits
# Rout its 2 Militia, the rest pass to Firenze (4.4.2); the Comune's Losses (Unarmored 1:
# 6, 6) leave it without Forces: removed alone, `comune firenze out`, no Revolt or
# Treachery for the Ghibellines (4.4.5 NOTES).
new inferno dolenti_note -o g.json
do g.json "comune firenze in" "comune firenze forces militia 2" "forces firenze men_at_arms 0" "forces firenze cavalieri 2" "forces siena men_at_arms 0" "forces siena cavalieri 3" "move siena firenze"
battle g.json firenze --attacker siena --from figline --array '{"attacker":{"front":[null,"siena",null]},"defender":{"front":["firenze","firenze_comune",null]}}' --dice 1,1,4,1,2,5,1,1,4,6,2,6,6,6,6 --json
