# battle-distr (issue 17, session 11): S16 BOCCA DEGLI ABATI, Held and played by the
# Ghibellines on Arezzo's mat for Santa Fiora (`--event bocca_degli_abati:arezzo:santa_fiora`):
# before Round 1 Arezzo's 3 Cavalieri roll Armor 1-3 as against a Hit (4, 2, 6), 2 Rout
# and 1 goes over Unrouted to Santa Fiora; the Battle's `forces` actions move it
# (rules-decisions I145). tests/test-inferno-battle-cards.c /bocca-degli-abati.
new inferno arbia_colorata -o g.json
do g.json "move orvieto colle" "forces arezzo cavalieri 0" "forces arezzo berrovieri 0" "forces arezzo men_at_arms 0" "forces arezzo armigeri 0" "forces arezzo militia 0" "forces santa_fiora cavalieri 0" "forces santa_fiora berrovieri 0" "forces santa_fiora light_horse 0" "forces santa_fiora men_at_arms 0" "forces santa_fiora armigeri 0" "forces arezzo cavalieri 3" "forces santa_fiora men_at_arms 2" "move santa_fiora arezzo" "card s16 held" "marker montevarchi conquered 2"
battle g.json arezzo --attacker santa_fiora --from montevarchi --event bocca_degli_abati:arezzo:santa_fiora --dice 4,2,6,5,4,2,1,5,3 --json
battle g.json arezzo --attacker santa_fiora --from montevarchi --event bocca_degli_abati:arezzo:colle --dice 4
battle g.json arezzo --attacker santa_fiora --from montevarchi --event bocca_degli_abati:attacker --dice 4,2,6,5,4,2,1,5,3 --apply
show g.json --json
