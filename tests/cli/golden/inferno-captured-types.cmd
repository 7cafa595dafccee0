# The Captured Knights boxes by unit type (mats, issue 17; 4.4.4, 4.9.2; rules-decisions
# I136): `captured SIDE ritter|cavalieri N|+N|-N` records the type and the total alike,
# show and show --json ("captured_ritter", "captured_cavalieri") list them; Ransom names
# the types and proposes the half that comes back (Ritter first, onto the side's first
# Lord on the map); knights recorded without a type (older saves, `captured SIDE N`) are
# read as Cavalieri, and the explanation says so.
new inferno in_far_vendetta -o g.json
do g.json "box 5" "captured ghibelline ritter 3" "captured ghibelline cavalieri +4" "captured guelph 2"
show g.json
do g.json "captured guelph militia 1"
endcampaign g.json
endcampaign g.json --apply
show g.json
log g.json
