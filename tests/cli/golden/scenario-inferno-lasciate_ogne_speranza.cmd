# Set-up of Inferno's lasciate_ogne_speranza scenario (6.0): the text table (Lords, Service, Forces and
# Assets, End marker, Allegiance, Ravaged, Ruins and Siege markers, Victory) and the empty
# log; tests/test-inferno.c asserts every placement with its section.
new inferno lasciate_ogne_speranza -o g.json
show g.json
log g.json
