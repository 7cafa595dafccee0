# The usage text, on stdout with exit 0. Only its first part (the commands this file's
# owner documents in docs/cli.md) is compared: other commands keep being added below it.
@head 10 help
@head 10 --help
@head 10 -h
