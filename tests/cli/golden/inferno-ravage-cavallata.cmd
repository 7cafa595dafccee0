# LA CAVALLATA (s18 at Santa Fiora's mat; levy: 4.7.2, rules-decisions I117): at Chiusi,
# besides his own Ravage there, Santa Fiora may Ravage Orvieto next door (a Guelph
# Outpost) for his whole Command card and 1 Provender, his Berrovieri doubling the gain.
new inferno in_far_vendetta -o g.json
do g.json "muster santa_fiora santa_fiora" "capability s18 santa_fiora" "move santa_fiora chiusi"
ravage g.json santa_fiora
