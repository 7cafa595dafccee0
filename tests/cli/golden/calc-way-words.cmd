# Issue 14, item 11: the Laden explanation names each Way by its type and the Locales it
# joins (Dorpat to Odenpäh: tw03 and ww02; Gdov to Uzmen: ww05 and ww08), not by its id.
new nevsky pleskau -o g.json
laden g.json hermann odenpah
do g.json "move gavrilo gdov"
laden g.json gavrilo uzmen
