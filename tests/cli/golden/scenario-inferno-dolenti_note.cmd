# Set-up of Inferno's dolenti_note scenario (6.0): the text table (Lords, Service, Forces and
# Assets, End marker, Allegiance, Ravaged, Ruins and Siege markers, Victory) and the empty
# log; tests/test-inferno.c asserts every placement with its section.
new inferno dolenti_note -o g.json
show g.json
log g.json
