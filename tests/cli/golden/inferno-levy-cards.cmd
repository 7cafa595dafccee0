# Inferno's cards in the Levy (levy: 3.4, 3.4.2, 1.9.1, 3.1.3; rules-decisions I112-I115):
# TAU COMPANY (f22) gives Firenze and Lucca Lordship +1 and lets Lucca Muster Altopascio
# for no Levy action (the table keeps it on Firenze's mat, I20); an Event in force this
# Levy at a Lord's mat (card s10 this_levy provenzano: A BETTER PAID DEATH) gives him +2;
# TAGLIA (s23) lets Provenzano and Giordano Muster each other's Ready Vassals with 2 Carts;
# a held Lordship Event is a line.
new inferno in_far_vendetta -o g.json
do g.json "muster lucca lucca" "muster giordano siena" "capability f22" "capability s23" "card s10 this_levy provenzano" "card s21 held"
log g.json
levy g.json
@head 60 levy g.json --json
