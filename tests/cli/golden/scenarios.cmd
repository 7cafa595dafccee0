# Scenarios of a game, id first, in text and JSON; unknown games are a bad command line.
scenarios nevsky
scenarios nevsky --json
scenarios inferno
scenarios
scenarios nevsky pleskau
