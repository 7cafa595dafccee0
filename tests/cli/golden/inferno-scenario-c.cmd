# Scenario C's special rules (6.0 C; scen, issue 17): Grosseto with 2 Siege markers and
# nobody inside Surrenders at once, without a roll (4.5.1; I163); the Ghibellines may not
# cross the dashed line until the Guelphs place a Siege or Ravaged marker: March from
# Monteriggioni to Colle flagged, the audit flags Giordano across (1.3.1; I164, I165); a
# purple Ravaged marker opens the line.
new inferno santafior_oscura -o g.json
do g.json "move giordano grosseto" "marker grosseto siege 1"
ravage g.json giordano
do g.json "marker grosseto siege 2"
ravage g.json giordano
ravage g.json giordano --json
do g.json "marker grosseto siege 0" "move giordano monteriggioni"
laden g.json giordano colle
laden g.json giordano colle --json
do g.json "move giordano colle"
audit g.json
do g.json "marker montemassi ravaged guelph"
laden g.json giordano monteriggioni
audit g.json
