# Who already took his one TAGLIA Vassal (mats, issue 17; S23 TAGLIA, 3.4.2, 3.3.1;
# rules-decisions I135): scenario E starts with TAGLIA in play; Giordano takes one of
# Astimberg's Vassals and the table marks it (`taglia LORD yes|no`); show lists it (show
# --json "taglia" and levy --json "taglia_taken" are in tests/test-inferno-mats.c); the
# Levy lists no more TAGLIA Vassals for him; only the card's four Lords and a
# Lord on the map may be marked; Disbanding clears the mark.
new inferno lasciate_ogne_speranza -o g.json
do g.json "vassal astimberg arras muster" "taglia giordano yes"
show g.json
levy g.json
do g.json "taglia siena yes"
do g.json "taglia provenzano yes"
do g.json "disband giordano"
show g.json
log g.json
