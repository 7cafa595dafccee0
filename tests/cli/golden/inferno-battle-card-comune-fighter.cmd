# Camp Attack (S12) and Greek Fire (S7) on a Comune fighting from its own mat (battle-comune;
# 1.5.1, 3.1.3, 4.4.3, 4.5.2; rules-decisions I119, I120). Found by the Inferno property test
# (inferno-fuzz, issue 17): both cards wrote the Comune's Assets and Forces outside the Lords'
# cells of the table (a crash); they are the Comune's mat's now (`comune firenze assets|forces`).
new inferno dolenti_note -o g.json
do g.json "comune firenze in" "comune firenze forces militia 2" "comune firenze assets prov 3" "comune firenze assets coin 1" "forces siena cavalieri 4" "move firenze prato" "move siena prato"
battle g.json prato --attacker siena --event camp_attack:attacker --seed 7
new inferno dolenti_note -o h.json
do h.json "comune firenze in" "comune firenze forces militia 2" "capability f16 firenze_comune" "move firenze siena" "marker siena siege 2"
battle h.json siena --attacker firenze --storm --array '{"attacker":{"front":[null,"firenze_comune",null],"reserve":["firenze"]}}' --event greek_fire:defender --seed 3 --apply
show h.json
