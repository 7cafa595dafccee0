# `new` refuses bad command lines with exit 2 and writes nothing.
new nevsky atlantis -o g.json
new chess pleskau -o g.json
new nevsky pleskau
new nevsky pleskau -o
new nevsky
# --output is the long form of -o; the options may come first.
new --output g.json nevsky pleskau
new -o other.json nevsky peipus
log g.json
log other.json
