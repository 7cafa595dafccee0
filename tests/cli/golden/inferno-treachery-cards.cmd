# Issue 17 (treachery): the Treachery cards on the table (1.4.3, 1.9.2, 4.1.1, 4.9.6;
# rules-decisions I100-I104). The six cards of each side start set aside; the Guelphs
# add Firenze's and Lucca's (`treachery SIDE add`), a card held already is refused; the
# Guelph Plan holds Firenze's Treachery card (`treachery:firenze`) and the Ghibelline
# Plan Siena's, which they never added: the audit flags it. Firenze's card is used when
# revealed; the End of Campaign's Reset proposes setting aside the cards of the Plans
# (not Lucca's, still in the deck) before the Plans are cleared; show --json "treachery".
new inferno arbia_colorata -o g.json
do g.json "treachery guelph add lucca,firenze"
do g.json "treachery guelph add firenze"
do g.json "treachery ghibelline add firenze"
do g.json "phase campaign" "plan guelph treachery:firenze,arezzo,arezzo,colle,pass,pass" "plan ghibelline provenzano,treachery:siena,giordano,astimberg,pass,pass"
show g.json
audit g.json
do g.json "treachery ghibelline add siena" "reveal guelph 6" "reveal ghibelline 6"
show g.json
log g.json
endcampaign g.json --apply
show g.json --json
