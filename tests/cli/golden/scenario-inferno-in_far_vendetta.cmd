# Set-up of Inferno's in_far_vendetta scenario (6.0): the text table (Lords, Service, Forces and
# Assets, End marker, Allegiance, Ravaged, Ruins and Siege markers, Victory) and the empty
# log; tests/test-inferno.c asserts every placement with its section.
new inferno in_far_vendetta -o g.json
show g.json
log g.json
