# Inferno's Revolt tables (1.4.2; rules-decisions I7): the Background Book's roll (gold 6,
# purple 5: Chiusi) Revolts for the Ghibellines and is applied; gold 6, purple 6 names
# Cortona, already Friendly to them, so they pick next to it (1.4.2 errata); the Guelphs'
# Submission finds nothing to take; refusals of bad dice, sides and picks.
new inferno dolenti_note -o g.json
revolt g.json ghibelline --dice 6,5 --apply
revolt g.json ghibelline --dice 6,6 --json
do g.json "move arezzo montevarchi"
revolt g.json ghibelline --dice 6,6
revolt g.json ghibelline --dice 6,6 --pick castiglione
revolt g.json guelph --dice 1,6
revolt g.json ghibelline --dice 6,6 --pick siena
revolt g.json teutons --dice 1,1
revolt g.json guelph --dice 7,1
revolt g.json guelph
show g.json
