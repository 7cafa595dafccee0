# Pleskau: 1 VP to a side each time an enemy Lord Disbands or is removed from the map.
new nevsky pleskau -o g.json
do g.json disband gavrilo
do g.json remove hermann
do g.json remove rudolf
do g.json disband yaroslav 2
show g.json
undo g.json 2
show g.json
