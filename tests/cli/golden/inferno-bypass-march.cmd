# Bypass markers beyond Supply (bypass, issue 17; 4.3.5, 4.3.6, 4.7.1; rules-decisions
# I108, I109): Siena Bypasses Montepulciano (Guelph by its Allegiance markers) with Arezzo
# inside. ravage (the Commands) offers Siena Encamp and Arezzo Sortie, Forage says who is
# Bypassed; laden from the Bypass is a Depart (the markers go when no Bypasser stays);
# Provenzano Marching in finds Arezzo Bypassed (no Approach) and may Avoid or Retreat there.
new inferno dolenti_note -o g.json
do g.json "phase campaign" "move siena montepulciano" "move arezzo montepulciano" "marker montepulciano bypass ghibelline" "muster provenzano asinalunga"
ravage g.json siena
ravage g.json siena --json
ravage g.json arezzo
laden g.json siena asinalunga
laden g.json provenzano montepulciano
do g.json "move siena asinalunga"
ravage g.json arezzo
