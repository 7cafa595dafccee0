# The usage text, on stdout with exit 0. It lists every command: when a command is added,
# regenerate this case (run-golden.py CLI --update help) and review the diff.
help
--help
-h
