# Set-up of Inferno's santafior_oscura scenario (6.0): the text table (Lords, Service, Forces and
# Assets, End marker, Allegiance, Ravaged, Ruins and Siege markers, Victory) and the empty
# log; tests/test-inferno.c asserts every placement with its section.
new inferno santafior_oscura -o g.json
show g.json
log g.json
