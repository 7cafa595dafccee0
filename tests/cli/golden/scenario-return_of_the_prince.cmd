# Set-up of the return_of_the_prince scenario (6.0): the text table, the whole JSON document and the
# empty log. Checked by eye against the scenario reference (see docs/cli.md).
new nevsky return_of_the_prince -o g.json
show g.json
show g.json --json
log g.json
