# Calculator commands with bad arguments: exit 2 and the file untouched.
new nevsky pleskau -o g.json
laden g.json hermann
laden g.json hermannn pskov
laden g.json hermann atlantis
laden g.json hermann novgorod
supply g.json andreas
sail g.json hermann novgorod
ravage g.json nobody
pay g.json --lord hermann
