# The games; bad command lines.
games
games nevsky
frob
# The registry as JSON (docs/cli.md): id, name and family of each game, in order.
games --json
games --json nevsky
