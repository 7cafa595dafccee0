# A Plan stays face down (4.1) in the log until its cards are revealed one by one:
# the face-down cards show as "?"; --reveal-plans prints them.
new nevsky pleskau -o g.json
do g.json "phase campaign" "plan teutonic hermann,hermann,yaroslav,pass,yaroslav,hermann"
log g.json
log g.json --json
do g.json "plan russian gavrilo,pass,gavrilo,vladislav,pass,gavrilo" "reveal teutonic 1" "reveal russian +1"
log g.json
do g.json "reveal teutonic 2"
log g.json --json
log g.json --reveal-plans
log g.json --json --reveal-plans
undo g.json
log g.json
do g.json "reveal teutonic 6" "reveal russian 6"
log g.json
log g.json extra
