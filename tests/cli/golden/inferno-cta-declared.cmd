# Whether a side declared this Levy's Call to Arms (mats, issue 17; 3.5, 4.9.6, 6.0 D;
# rules-decisions I137): in scenario D's first Levy either side may declare; the Levy says
# how to record it (`cta SIDE yes|no`); once the Ghibellines declare, show lists it, both
# sides may carry out its steps (the Guelphs first) and no other may be declared; the End
# of Campaign's Reset clears it.
new inferno arbia_colorata -o g.json
do g.json "cta ghibelline yes"
show g.json
levy g.json
do g.json "phase campaign"
endcampaign g.json --apply
show g.json
log g.json
