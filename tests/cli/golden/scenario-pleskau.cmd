# Set-up of the pleskau scenario (6.0): the text table, the whole JSON document and the
# empty log. Checked by eye against the scenario reference (see docs/cli.md).
new nevsky pleskau -o g.json
show g.json
show g.json --json
log g.json
