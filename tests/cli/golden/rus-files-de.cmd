# Rus's own files in German (issue 18): a damaged Tactics file is named in a sentence of
# its own ("not a Tactics file"), so no English word is put into a German sentence (it
# read "keine Tactics-Datei", and "keine map-Datei" for the map file). Until po/de.po
# has the new sentence it prints in English.
@env XDG_DATA_HOME data
tactics set frontal-assault city-walls -2
@write data/castellan/rus/tactics.json not json
@language de
tactics
