# The Events drawn in the Levy and a Hold Event played (cards2, 3.1.3; rules-decisions
# I184-I186): GENOVA (f9) lists its shifts and its Treachery option; VAL D'ORCIA (f25), a
# War Event, proposes war f25 yes, its shift only once a Ghibelline-printed Castle carries
# Guelph markers (Casole); BRIGANDS (s19) is kept; FRIARS (s14) in force; GENTLE
# USILIA (s13) played: the Guelphs' Ransom now. A card without a Hold Event cannot be
# played; Nevsky has no such command.
new inferno in_far_vendetta -o g.json
event g.json f9
event g.json f25 --json
do g.json "marker casole conquered 1"
event g.json f25
event g.json s19 --apply
event g.json s14
do g.json "captured guelph 7"
event g.json s13 --play
event g.json f9 --play
new nevsky pleskau -o n.json
event n.json t1
