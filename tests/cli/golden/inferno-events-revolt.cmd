# inferno-app (issue 17; 3.1.3, 1.4.2; rules-decisions I189): CLOSED GATES (f10) drawn:
# the core line says the Revolt roll waits for the gold and purple dice (no CLI option in
# it, the app shows it too); the CLI adds its own hint with the revolt command's --dice.
new inferno in_far_vendetta -o g.json
event g.json f10
