# Issue 17 (victory): Inferno's Victory at the start of each scenario, as 6.0 prints the
# Victory markers (A 4/4, B 6/5, C 10/9 with Manfredi, D 7/5, E 6/7 doubled, F 6/4); the
# last box by the End marker (F: none until Exhaustion).
new inferno dolenti_note -o a.json
victory a.json
new inferno santafior_oscura -o c.json
victory c.json
new inferno lasciate_ogne_speranza -o e.json
victory e.json --json
new inferno di_sangue_tempio -o f.json
victory f.json
