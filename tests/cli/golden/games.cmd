# The games, the usage text and bad command lines.
games
games nevsky
help
--help
frob
