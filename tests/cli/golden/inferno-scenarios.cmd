# Inferno (issue 17) through the series loader: the registry lists it, `scenarios` its six
# set-ups of rulebook 6.0 (A-F) in words and as JSON.
games
scenarios inferno
scenarios inferno --json
