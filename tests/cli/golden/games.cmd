# The games; bad command lines.
games
games nevsky
frob
