# Inferno's rules index (issue 17): `rules` serves a game that is not registered yet
# (docs/rules-lookup.md). Summaries without an imported book, the text with one.
rules inferno show 4.3.2
rules inferno show 4.2.1 --json
rules inferno term knights
rules inferno search can I pay with loot at a siege --limit 3
rules inferno search bribe --json --limit 1
# A small OCR'd Markdown copy of our own (invented filler), with a misread heading
@write book.md "## 1.0 INTRODUCTION\n\nFiller about lanterns.\n\n## 4.3 March\n\n4.3.2 **Laden.** Filler: a wagon of turnips.\n\n4.7.6 Creachery - Bribe. Filler: a bribe of marmalade.\n\n#### Key Cerms Index\n\nBribe (4.7.6)\n"
rules inferno import book.md
rules inferno show 4.7.6
rules inferno search marmalade --limit 1
rules inferno show 9.9
rules nosuchgame show 1.0
