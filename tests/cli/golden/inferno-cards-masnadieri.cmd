# MASNADIERI (s20 at Provenzano's mat; cards, 4.7.2, rules-decisions I168): at Colle, a
# Guelph Town, his Ravage costs no action and takes no Loot (2 actions, 1 Provender and
# 1 Loot without the card).
new inferno in_far_vendetta -o g.json
do g.json "capability s20 provenzano" "move provenzano colle"
ravage g.json provenzano
