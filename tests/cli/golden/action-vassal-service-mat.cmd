# Issue 14, item 3: the advanced Vassal Service rule (3.4.2) puts a Mustering Vassal's
# marker on the Calendar only left of its Lord's Service marker. Gavrilo's is in box 4:
# Pskov (Service 4, box 5) stays on the mat; Borderland Russians (Service 1) go in box 2.
new nevsky pleskau -o g.json
do g.json "option vassal_service yes"
do g.json "vassal gavrilo pskov muster"
do g.json "vassal gavrilo borderland_russians muster"
show g.json
