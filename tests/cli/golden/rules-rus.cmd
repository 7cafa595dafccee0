# Rus's rules index (issue 18): no numbered sections, so a section is a heading and its
# page, cited as in src/games/rus ("CHOOSE p.4"); other spellings find the same section.
rules rus show CHOOSE p.4
rules rus show choose-p4 --json
rules rus show vp
rules rus show 4.3
rules rus term vassal
rules rus search can a vassal rebel --limit 3
# An OCR'd text copy of our own (invented filler): headings with misread letters
@write rus.txt "Overview\n\nFiller about kites.\n\nPLAUING THE GAME\n\nFiller about carousels.\n\nStacking\n\nFiller: one quibblefrump per mountain.\n\nMCTORY POINTS\n\nFiller: eight pretend points.\n"
rules rus import rus.txt
rules rus show STACK p.12
rules rus search quibblefrump --limit 1
@write junk.txt "Nothing here reads like a heading of the rulebook.\n"
rules rus import junk.txt
