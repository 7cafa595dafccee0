# Set-up of Inferno's arbia_colorata scenario (6.0): the text table (Lords, Service, Forces and
# Assets, End marker, Allegiance, Ravaged, Ruins and Siege markers, Victory) and the empty
# log; tests/test-inferno.c asserts every placement with its section.
new inferno arbia_colorata -o g.json
show g.json
log g.json
# The whole JSON document once (docs/cli.md, "Inferno"): Nevsky's shape where the concept
# is shared; "end", and Locales with allegiance and ruins.
show g.json --json
