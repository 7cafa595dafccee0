# BRIGANDS (s19 held; cards2, 1.9.1, 3.1.3; rules-decisions I183): Giordano at Siena;
# Arezzo's March to Monte San Savino, 2 Locales away, names the card and what Arezzo could
# pay; to Montevarchi, 3 away, not.
new inferno in_far_vendetta -o g.json
do g.json "card s19 held" "muster giordano siena" "assets arezzo coin 2"
laden g.json arezzo monte_san_savino
laden g.json arezzo montevarchi
