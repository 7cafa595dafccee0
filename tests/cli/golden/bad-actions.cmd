# Bad actions: exit 2, a message naming the problem, and the save untouched (the runner
# checks the file is byte-identical after every failing command).
new nevsky crusade_on_novgorod -o g.json
do g.json move hermann odenpah
# unknown Lord, unknown Locale, a bad number, too many words, a Lord not on the map
do g.json move bob dorpat
do g.json move hermann atlantis
do g.json forces hermann knights lots
do g.json move hermann dorpat now
do g.json move andreas riga
# more of the same kind
do g.json fly hermann
do g.json move hermann
do g.json "   "
do g.json forces hermann knights 100
do g.json forces hermann knights +100
do g.json forces hermann knights -5
do g.json forces hermann horses 1
do g.json assets hermann gold 1
do g.json routed hermann knights 1.5
do g.json service hermann 18
do g.json service andreas 3
do g.json cylinder hermann 3
do g.json cylinder andreas +1x
do g.json disband hermann 18
do g.json disband andreas
do g.json muster hermann dorpat
do g.json muster andreas riga ship ship ship
do g.json muster andreas riga cart
do g.json muster andreas riga coin coin
do g.json vassal hermann nobody ready
do g.json vassal hermann helmond_von_luneburg sleep
do g.json "vassal gavrilo pskov muster" "vassal gavrilo pskov muster"
do g.json moved hermann maybe
do g.json marker pskov walls 2
do g.json marker pskov ravaged blue
do g.json marker pskov glitter 1
do g.json marker harrien conquered 1
do g.json marker neva siege 1
do g.json marker pskov conquered -1
do g.json veche gold 1
do g.json veche vp 100
do g.json box 0
do g.json box 17
do g.json box -5
do g.json phase war
do g.json capability t4
do g.json capability t1 hermann
do g.json capability r2 hermann
do g.json capability t0a
do g.json capability t99
do g.json capability t4 heinrich
do g.json card t1 capability
do g.json vp teutonic 0.3
do g.json vp teutonic 99
do g.json vp russian -1
do g.json legate atlantis
do g.json option foo yes
do g.json option hidden_mats maybe
do g.json option bid +1
do g.json lieutenant hermann hermann
do g.json lieutenant hermann gavrilo
do g.json lieutenant hermann knud_and_abel
do g.json plan teutonic gavrilo
do g.json plan teutonic hermann,hermann,hermann,hermann,hermann,hermann,hermann,hermann,hermann
do g.json reveal teutonic 9
do g.json step 1000
do g.json step -1
# In a batch, one bad action and none is done.
do g.json box 2 phase campaign move hermann atlantis
do g.json "box 2" "forces hermann knights -9"
# a Lord removed from play cannot come back by muster
do g.json remove andreas
do g.json muster andreas riga cart cart
do g.json remove andreas
# bad command lines
do
do g.json
do missing.json move hermann dorpat
log g.json
show g.json
