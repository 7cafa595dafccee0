# Inferno's settings (issue 17; rules-decisions I1, I2): the Season of the Feb-Mar and
# Aug-Sep boxes is unverified; `settings` lists them, `option ID VALUE` chooses one (a
# journal action, undone like any other), and Forage says which reading it rests on.
new inferno dolenti_note -o g.json
settings g.json
do g.json "move siena san_gimignano"
ravage g.json siena
do g.json "option feb_mar_season winter"
settings g.json --json
show g.json
ravage g.json siena
do g.json "option feb_mar_season autumn"
log g.json
undo g.json
show --json g.json
