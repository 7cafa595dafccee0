# The calculators on a Pleskau position, text and JSON: Hermann marches to Uzmen with
# Provender, Gavrilo is Besieged at Pskov, Yaroslav Ravages, everyone has Moved.
new nevsky pleskau -o g.json
do g.json "phase campaign" "move hermann uzmen" "assets hermann prov 3" "assets hermann loot 1" "moved hermann yes" "move yaroslav izborsk" "moved yaroslav yes" "move knud_and_abel narwia" "moved gavrilo yes" "assets gavrilo prov 0"
laden g.json hermann pskov
laden g.json hermann pskov --json
laden g.json hermann,knud_and_abel dorpat
supply g.json hermann
supply g.json hermann --json
supply g.json vladislav --json
feed g.json
feed g.json --json
pay g.json
pay g.json --json
disband g.json
disband g.json --json
levy g.json
sail g.json knud_and_abel reval
sail g.json knud_and_abel reval --json
ravage g.json yaroslav
ravage g.json yaroslav --json
victory g.json
victory g.json --json
audit g.json
audit g.json --json
endcampaign g.json
endcampaign g.json --json
feed g.json --apply
log g.json
