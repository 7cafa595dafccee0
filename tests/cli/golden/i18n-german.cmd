# The game data's prose in German (po/data-strings.c, cas_game_text ()): scenario names
# and summaries, rule section titles, summaries and headings. Ids, years, section
# numbers, key terms and JSON keys stay as they are; without @language the same
# commands print the data's English, byte for byte as before.
@language de
scenarios nevsky
scenarios nevsky --json
rules nevsky show 4.3.2
rules nevsky show 6.0 --json
rules nevsky term Laden
rules nevsky search Laden --limit 2
@language
scenarios nevsky
rules nevsky show 4.3.2
# Season names inside translated explanations.
new nevsky pleskau -o game.json
@language de
@head 22 supply game.json hermann
# An action's log line names the side in German (the side name from the data, translated).
@language de
do game.json option bid 2
log game.json
