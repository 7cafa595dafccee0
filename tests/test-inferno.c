/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-inferno.c: Inferno (Levy & Campaign vol. III, issue 17) loads through the series
 * loader (src/lc/cas-game.c), and each of its six scenarios sets up exactly as rulebook 6.0
 * lists it. Counts and spot facts are written here from the rulebook (RB) and
 * shared/reference/inferno/data.md, independently of data/games/inferno. */
#include "castellan.h"

#include <string.h>

static CasGame *
inferno (void)
{
  g_autoptr(GError) error = NULL;
  CasGame *game = cas_game_load_builtin ("inferno", &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static int
count_type (CasGame *game, const char *type)
{
  int n = 0;
  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    n += g_str_equal (cas_game_get_locale_type (game, cas_game_get_locale (game, (int) i)->type)->id, type);
  return n;
}

/* The registry: Inferno is a Levy & Campaign game (docs/adding-a-game.md, step 2). */
static void
test_registered (void)
{
  const CasModule *m = cas_module_find ("inferno");
  g_assert_nonnull (m);
  g_assert_cmpstr (m->family, ==, "lc");
  g_assert_cmpstr (m->name, ==, "Inferno");
  g_autoptr(CasGame) game = inferno ();
  g_assert_cmpstr (cas_game_get_id (game), ==, "inferno");
  g_assert_cmpstr (cas_game_get_side_id (game, 0), ==, "guelph");
  g_assert_cmpstr (cas_game_get_side_id (game, 1), ==, "ghibelline");
}

/* The counts of the sources: 60 Locales = 5 Cities + 16 Towns + 36 Castles + 3 Outposts,
 * 8 Ports, 91 Ways (25 Roads, 66 Tracks), 12 Lords, 8 unit types, 52 Arts of War cards,
 * 16 Calendar boxes, six scenarios (RB 1.3.1, 1.3.2, 1.6, 1.9, 6.0; data.md §1-§9). */
static void
test_counts (void)
{
  g_autoptr(CasGame) game = inferno ();
  int ports = 0, roads = 0;

  g_assert_cmpuint (cas_game_get_n_locales (game), ==, 60);
  g_assert_cmpint (count_type (game, "city"), ==, 5);
  g_assert_cmpint (count_type (game, "town"), ==, 16);
  g_assert_cmpint (count_type (game, "castle"), ==, 36);
  g_assert_cmpint (count_type (game, "outpost"), ==, 3);
  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    ports += cas_game_get_locale (game, (int) i)->seaport;
  g_assert_cmpint (ports, ==, 8);
  g_assert_cmpuint (cas_game_get_n_ways (game), ==, 91);
  for (guint i = 0; i < cas_game_get_n_ways (game); i++)
    roads += g_str_equal (cas_game_get_way_type (game, cas_game_get_way (game, (int) i)->type)->id, "road");
  g_assert_cmpint (roads, ==, 25);
  g_assert_cmpuint (cas_game_get_n_lords (game), ==, 12);
  g_assert_cmpuint (cas_game_get_n_units (game), ==, 8);
  g_assert_cmpuint (cas_game_get_n_cards (game), ==, 52);
  g_assert_cmpuint (cas_game_get_n_boxes (game), ==, 16);
  g_assert_cmpuint (cas_game_get_n_scenarios (game), ==, 6);
  g_assert_cmpuint (cas_game_get_n_regions (game), ==, 0); /* no Regions (RB, changes from Nevsky) */
  g_assert_cmpuint (cas_game_get_n_comuni (game), ==, 2);   /* Firenze's and Siena's (1.5.1) */
}

/* The public ids of issue 17: Lords, unit types, scenarios, in the data's order. */
static void
test_ids (void)
{
  static const char *const lords[] = { "firenze", "arezzo", "colle", "lucca", "guido", "orvieto",
                                       "siena", "pisa", "provenzano", "giordano", "astimberg", "santa_fiora" };
  static const char *const units[] = { "ritter", "cavalieri", "berrovieri", "light_horse",
                                       "men_at_arms", "armigeri", "militia", "villici" };
  static const char *const scenarios[] = { "dolenti_note", "in_far_vendetta", "santafior_oscura", "arbia_colorata",
                                           "lasciate_ogne_speranza", "di_sangue_tempio" };
  static const char *const assets[] = { "prov", "coin", "loot", "cart", "ship" };
  g_autoptr(CasGame) game = inferno ();

  for (guint i = 0; i < G_N_ELEMENTS (lords); i++)
    {
      g_assert_cmpint (cas_game_find_lord (game, lords[i]), ==, (int) i);
      g_assert_cmpint (cas_game_get_lord (game, (int) i)->side, ==, i < 6 ? 0 : 1);
    }
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    g_assert_cmpstr (cas_game_unit_id (game, (int) i), ==, units[i]);
  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    g_assert_cmpint (cas_game_find_scenario (game, scenarios[i]), ==, (int) i);
  g_assert_cmpuint (cas_game_get_n_assets (game), ==, G_N_ELEMENTS (assets));
  for (guint i = 0; i < G_N_ELEMENTS (assets); i++)
    g_assert_cmpstr (cas_game_asset_id (game, (int) i), ==, assets[i]);
}

/* Spot facts against the rulebook and data.md. */
static void
test_facts (void)
{
  g_autoptr(CasGame) game = inferno ();

  /* 1.7: Asset cap 16; Carts and Ships are the Transport, the Ship only Pisa's (4.7.3).
   * Roles from data: Inferno's Ship is its fifth Asset, it has no Sled or Boat. */
  g_assert_cmpint (cas_game_get_asset_cap (game), ==, 16);
  g_assert_cmpint (cas_game_asset_slot (game, CAS_ASSET_CART), ==, 3);
  g_assert_cmpint (cas_game_asset_slot (game, CAS_ASSET_SHIP), ==, 4);
  g_assert_cmpint (cas_game_asset_slot (game, CAS_ASSET_GAME_0), ==, -1);
  g_assert_cmpint (cas_game_asset_slot (game, CAS_ASSET_GAME_1), ==, -1);
  g_assert_cmpint (cas_game_asset_slot (game, CAS_ASSET_PROV), ==, 0);
  g_assert_true (cas_game_asset_is_transport (game, 3) && cas_game_asset_is_transport (game, 4));
  g_assert_false (cas_game_asset_is_transport (game, CAS_ASSET_LOOT));
  g_assert_true (cas_game_get_asset (game, 4)->lords == G_GUINT64_CONSTANT (1) << cas_game_find_lord (game, "pisa"));

  /* 4.8.1: Feed 1 up to 6 units, 2 up to 12, 3 from 13. */
  g_assert_cmpint (cas_game_feed_need (game, 6), ==, 1);
  g_assert_cmpint (cas_game_feed_need (game, 7), ==, 2);
  g_assert_cmpint (cas_game_feed_need (game, 12), ==, 2);
  g_assert_cmpint (cas_game_feed_need (game, 13), ==, 3);

  /* 1.3.2, 4.1: 60-day boxes; Plans of 7 in Spring, 6 in Summer, 7 in Autumn, 4 in Winter;
   * box 2 is April-May 1259 with Grow (4.9.1), box 6 December-January, Winter. */
  g_assert_cmpint (cas_game_get_days_per_box (game), ==, 60);
  g_assert_cmpstr (cas_game_get_box (game, 2)->months, ==, "Apr-May");
  g_assert_cmpint (cas_game_get_box (game, 2)->year, ==, 1259);
  g_assert_true (cas_game_get_box (game, 2)->grow);
  g_assert_false (cas_game_get_box (game, 3)->grow);
  g_assert_cmpstr (cas_game_get_box_season (game, 6)->id, ==, "winter");
  g_assert_cmpint (cas_game_get_box_season (game, 6)->plan_size, ==, 4);
  g_assert_cmpint (cas_game_get_box_season (game, 2)->plan_size, ==, 7);
  g_assert_cmpint (cas_game_get_box_season (game, 3)->plan_size, ==, 6);
  g_assert_cmpint (cas_game_get_box_season (game, 5)->plan_size, ==, 7);
  /* data.md §1: the Season of the Feb-Mar and Aug-Sep boxes is unverified (default Spring,
   * Summer; the alternative Winter, Autumn), each with its setting. */
  const CasBox *feb = cas_game_get_box (game, 1), *aug = cas_game_get_box (game, 4);
  g_assert_true (feb->unverified && aug->unverified);
  g_assert_cmpstr (cas_game_get_season (game, feb->season)->id, ==, "spring");
  g_assert_cmpstr (cas_game_get_season (game, feb->alt_season)->id, ==, "winter");
  g_assert_cmpstr (cas_game_get_season (game, aug->alt_season)->id, ==, "autumn");
  g_assert_cmpstr (cas_game_get_setting (game, feb->setting)->id, ==, "feb_mar_season");
  g_assert_cmpstr (cas_game_get_setting (game, aug->setting)->id, ==, "aug_sep_season");
  g_assert_false (cas_game_get_box (game, 2)->unverified);

  /* 1.3.1: Firenze is a Guelph City (Size 3), a Leading City, a Port (4.7.3) and the Main
   * Seat of its Podestà; Pisa a Ghibelline City and Port; Orvieto a Guelph Outpost, Seat
   * of the Orvieto Lord; Outposts are no Strongholds. */
  const CasLocale *firenze = cas_game_get_locale (game, cas_game_find_locale (game, "firenze"));
  g_assert_cmpint (firenze->side, ==, 0);
  g_assert_cmpint (firenze->capacity, ==, 3);
  g_assert_cmpint (firenze->vp, ==, 3);
  g_assert_true (firenze->leading_city && firenze->seaport && firenze->stronghold);
  g_assert_cmpint (firenze->main_seat_of, ==, cas_game_find_lord (game, "firenze"));
  g_assert_cmpint (firenze->region, ==, -1);
  const CasLocale *pisa = cas_game_get_locale (game, cas_game_find_locale (game, "pisa"));
  g_assert_true (pisa->side == 1 && pisa->seaport && !pisa->leading_city);
  const CasLocale *orvieto = cas_game_get_locale (game, cas_game_find_locale (game, "orvieto"));
  g_assert_true (orvieto->side == 0 && !orvieto->stronghold && orvieto->vp == 0);
  g_assert_cmpint (orvieto->n_seats, ==, 1);
  g_assert_cmpint (orvieto->seats[0], ==, cas_game_find_lord (game, "orvieto"));
  g_assert_true (cas_game_get_locale (game, cas_game_find_locale (game, "siena"))->leading_city);

  /* data.md §5: the first Road joins Vecliano and Lucca. */
  const CasWay *w01 = cas_game_get_way (game, 0);
  g_assert_cmpstr (w01->id, ==, "w01");
  g_assert_cmpstr (cas_game_get_way_type (game, w01->type)->id, ==, "road");
  g_assert_true (cas_game_adjacent (game, cas_game_find_locale (game, "vecliano"), cas_game_find_locale (game, "lucca")));
  g_assert_true (cas_game_get_way_type (game, w01->type)->free_first_march);
  g_assert_cmpint (cas_game_get_way_type (game, w01->type)->laden_prov_per_cart, ==, 2);

  /* data.md §6 (mats): the Firenze Podestà, Commander: Fealty 5, Service 3, Lordship 3,
   * Command 2; 2 Cavalieri, 2 Men-at-Arms; 2 Coin, 2 Carts, 2 Provender; Seats Firenze,
   * Prato, Poggio Bonizio; his Comune. Giordano: 3 Ritter, 2 MaA, 2 Militia, 3 Carts. */
  const CasLord *f = cas_game_get_lord (game, cas_game_find_lord (game, "firenze"));
  g_assert_true (f->podesta && f->commander);
  g_assert_cmpint (f->fealty, ==, 5);
  g_assert_cmpint (f->service, ==, 3);
  g_assert_cmpint (f->lordship, ==, 3);
  g_assert_cmpint (f->command, ==, 2);
  g_assert_cmpint (f->forces[cas_game_find_unit (game, "cavalieri")], ==, 2);
  g_assert_cmpint (f->forces[cas_game_find_unit (game, "men_at_arms")], ==, 2);
  g_assert_cmpint (f->assets[CAS_ASSET_COIN], ==, 2);
  g_assert_cmpint (f->assets[3], ==, 2);
  g_assert_cmpint (f->assets[CAS_ASSET_PROV], ==, 2);
  g_assert_cmpint (f->n_seats, ==, 3);
  g_assert_cmpstr (cas_game_get_comune (game, f->comune)->id, ==, "firenze_comune");
  g_assert_cmpint (cas_game_get_comune (game, f->comune)->leading_city, ==, cas_game_find_locale (game, "firenze"));
  const CasLord *g = cas_game_get_lord (game, cas_game_find_lord (game, "giordano"));
  g_assert_false (g->podesta || g->commander);
  g_assert_cmpint (g->forces[cas_game_find_unit (game, "ritter")], ==, 3);
  g_assert_cmpint (g->assets[3], ==, 3);
  /* Only Pisa's mat holds Ships (1.7). */
  g_assert_true (cas_game_get_lord (game, cas_game_find_lord (game, "pisa"))->ships);
  g_assert_cmpint (cas_game_get_lord (game, cas_game_find_lord (game, "pisa"))->assets[4], ==, 2);

  /* 1.6 (data.md §3): Ritter 2 Hits in Battle, 1 in Storm, Armor 1-4; Villici removed when
   * hit; the pool holds 8 Ritter. */
  const CasUnit *ritter = cas_game_get_unit (game, 0);
  g_assert_cmpfloat (ritter->melee, ==, 2);
  g_assert_cmpfloat (ritter->storm_melee, ==, 1);
  g_assert_cmpint (ritter->range, ==, 4);
  g_assert_true (ritter->horse);
  g_assert_cmpint (ritter->pieces, ==, 8);
  g_assert_cmpint (cas_game_get_unit (game, 7)->protection, ==, CAS_PROTECTION_NONE);

  /* 3.4.2, 3.5.3: Altopascio may be Mustered by Firenze or Lucca (the table keeps it on
   * Firenze's mat); a Carroccio is a Comune's Special Vassal without Service. */
  const CasVassal *alto = cas_game_get_vassal (game, cas_game_find_vassal (game, "altopascio"));
  g_assert_cmpint (alto->lord, ==, cas_game_find_lord (game, "firenze"));
  g_assert_true (alto->also_lords == G_GUINT64_CONSTANT (1) << cas_game_find_lord (game, "lucca"));
  g_assert_cmpint (alto->special_card, ==, cas_game_find_card (game, "f22"));
  const CasVassal *car = cas_game_get_vassal (game, cas_game_find_vassal (game, "siena_carroccio"));
  g_assert_cmpint (car->comune, ==, cas_game_get_lord (game, cas_game_find_lord (game, "siena"))->comune);
  g_assert_cmpint (car->service, ==, 0);
  const CasVassal *cerchi = cas_game_get_vassal (game, cas_game_find_vassal (game, "firenze_cerchi"));
  g_assert_cmpint (cerchi->n_seats, ==, 1);
  g_assert_cmpint (cerchi->seats[0], ==, cas_game_find_locale (game, "firenze"));

  /* 5.1: Allegiance markers 1 VP, Ruins and Ravaged ½. */
  g_assert_cmpint (cas_game_get_marker_set (game), ==, CAS_MARKERS_ALLEGIANCE);
  g_assert_cmpint (cas_game_get_vp_values (game)->marker_halves, ==, 2);
  g_assert_cmpint (cas_game_get_vp_values (game)->ruins_halves, ==, 1);
  g_assert_cmpint (cas_game_get_vp_values (game)->ravaged_halves, ==, 1);
  /* ransom (issue 17, I70): the Captured Knights boxes are Inferno's only cells. */
  int n_cells = -1;
  const CasGameCell *cells = cas_game_get_cells (game, &n_cells);
  g_assert_cmpint (n_cells, ==, 32); /* inferno-levy: and 12 Levy actions spent, the arrivals and 4 War Events (3.4, 3.5); levy: the two Comuni in play (1.5.1, 3.5.3); ransom: the Captured Knights boxes (4.4.4); victory: the Carroccio; treachery: the cards held (1.4.3); mats: TAGLIA, the boxes by type, the Call to Arms declared */
  g_assert_cmpstr (cells[8].name, ==, "taglia"); /* mats: who took his TAGLIA Vassal (3.4.2, I135) */
  g_assert_true (cells[8].omit_initial);
  g_assert_cmpstr (cells[0].name, ==, "comune.firenze");
  g_assert_cmpstr (cells[2].name, ==, "captured.guelph");
  g_assert_cmpstr (cells[3].name, ==, "captured.ghibelline");
  g_assert_true (cells[2].omit_initial && cells[3].omit_initial);
  /* victory: the Captured Carroccio per captor, 2 VP each (4.4.3, 5.1). */
  g_assert_cmpstr (cells[4].name, ==, "captured_carroccio.guelph");
  g_assert_cmpint (cas_game_get_cell_vp_halves (game, 4), ==, 4);
  g_assert_cmpint (cas_game_get_cell_vp_halves (game, 5), ==, 4);
}

/* The loader keeps refusing what it cannot trust in Inferno's members too. */
static GHashTable *
files_of (const char *dir)
{
  GHashTable *files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_bytes_unref);
  static const char *const names[] = { "game.json", "map.json", "lords.json", "forces.json", "cards.json", "scenarios.json" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      char *contents = NULL;
      gsize len = 0;
      g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
      g_hash_table_insert (files, g_strdup (names[i]), g_bytes_new_take (contents, len));
    }
  return files;
}

static void
expect_refused (const char *file, const char *old, const char *new, const char *message)
{
  g_autofree char *dir = g_build_filename (g_getenv ("CASTELLAN_DATA_DIR"), "games", "inferno", NULL);
  g_autoptr(GHashTable) files = files_of (dir);
  GBytes *bytes = g_hash_table_lookup (files, file);
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  char *at = strstr (text, old);
  g_assert_nonnull (at);
  g_autoptr(GString) s = g_string_new_len (text, at - text);
  g_string_append (s, new);
  g_string_append (s, at + strlen (old));
  g_hash_table_insert (files, g_strdup (file), g_bytes_new (s->str, s->len));
  g_autoptr(GError) error = NULL;
  g_autoptr(CasGame) game = cas_game_load_from_memory (files, &error);
  g_assert_null (game);
  if (strstr (error->message, message) == NULL)
    g_error ("expected “%s” in “%s”", message, error->message);
}

static void
test_refused (void)
{
  expect_refused ("map.json", "\"side\": \"guelph\"", "\"side\": \"papal\"", "must name a side");
  expect_refused ("lords.json", "\"seats\": [\"firenze\"]", "\"seats\": [\"pisa\"]", "Vassal Seat");
  expect_refused ("scenarios.json", "\"victory_markers\": {\"guelph\": 4,", "\"victory_markers\": {\"guelph\": 5,",
                  "victory_markers.guelph is 5 but the set-up is worth 4 VP");
  expect_refused ("scenarios.json", "\"end_box\": 3", "\"end_box\": 4", "end_box");
  expect_refused ("scenarios.json", "\"besieging\": true", "\"besieging\": false", "besieging");
  expect_refused ("game.json", "\"alternative\": {\"season\": \"winter\"},", "", "alternative");
  expect_refused ("game.json", "{\"id\": \"ship\", \"name\": \"Ship\", \"transport\": true,",
                  "{\"id\": \"ship\", \"name\": \"Ship\", \"transport\": true, \"role\": \"cart\",", "two Asset types");
}

/* ------------------------------------------------------------------------ */
/* 6.0: one test per scenario, every placement it lists. */

typedef struct {
  const char *id;
  int box, end;            /* Levy marker, End marker (-1: none) */
  const char *on_map;      /* "lord@locale:service ..." */
  const char *cylinders;   /* "lord:box ..." */
  const char *markers;     /* "locale:allegiance:ravaged:ruins:siege ..." (g/h: purple/gold, '-' none) */
  int vp_guelph, vp_ghibelline; /* the Victory markers' boxes, in VP */
  const char *held;        /* Events Held at the start */
  const char *capabilities;/* side-wide Capabilities in play */
  const char *extra;       /* "lord:asset:n": Assets beyond the mat */
} Setup;

static const Setup setups[] = {
  /* 6.0 A Dolenti Note: Levy box 1, End box 3; Firenze, Arezzo, Siena at home with Service
   * in box 3; Provenzano's cylinder in box 1; two Ghibelline Allegiance markers each at
   * Poggio Bonizio and Cortona, and (lost in the seed's OCR, data.md §9 and §11) two Guelph
   * ones each at Montalcino and Montepulciano; both Victory markers in box 4; F3 Held. */
  { "dolenti_note", 1, 3, "firenze@firenze:3 arezzo@arezzo:3 siena@siena:3", "provenzano:1",
    "poggio_bonizio:2:-:-:0 cortona:2:-:-:0 montalcino:2:-:-:0 montepulciano:2:-:-:0", 4, 4, "f3", "", "" },
  /* 6.0 B In far Vendetta: Levy box 4, End box 9; Firenze, Arezzo, Siena and Provenzano
   * with Service in box 6; cylinders Colle and Santa Fiora 4, Giordano 5, Guido and
   * Astimberg 7, Orvieto 8, Lucca and Pisa 9; two Guelph Allegiance markers each at
   * Volterra, Montalcino, Montepulciano; two Ghibelline at Poggio Bonizio; gold Ravaged and
   * Ruins at Monte San Savino, Castelnuovo Berardenga, Cortona; gold Victory 5, purple 6. */
  { "in_far_vendetta", 4, 9, "firenze@firenze:6 arezzo@arezzo:6 siena@siena:6 provenzano@siena:6",
    "colle:4 santa_fiora:4 giordano:5 guido:7 astimberg:7 orvieto:8 lucca:9 pisa:9",
    "volterra:2:-:-:0 montalcino:2:-:-:0 montepulciano:2:-:-:0 poggio_bonizio:2:-:-:0 monte_san_savino:0:h:h:0 "
    "castelnuovo_berardenga:0:h:h:0 cortona:0:h:h:0", 6, 5, "", "", "" },
  /* 6.0 C Santafior Oscura: Levy box 6, End box 9; Colle at Colle, Giordano at Siena, both
   * Service box 8; cylinders Firenze, Siena, Provenzano 6, Guido and Santa Fiora 8, Lucca
   * and Pisa 9; two Guelph Allegiance each at Volterra, Montalcino, Montepulciano, Grosseto,
   * one each at Montemassi and Montepescali; two Ghibelline at Poggio Bonizio; gold Ravaged
   * at Colle, Montespertoli, San Casciano, Barberino; gold Ravaged and Ruins at Castelnuovo
   * Berardenga and Monte San Savino; S22 Manfredi in play (3 VP to the Ghibellines); gold
   * Victory 9, purple 10. */
  { "santafior_oscura", 6, 9, "colle@colle:8 giordano@siena:8",
    "firenze:6 siena:6 provenzano:6 guido:8 santa_fiora:8 lucca:9 pisa:9",
    "volterra:2:-:-:0 montalcino:2:-:-:0 montepulciano:2:-:-:0 grosseto:2:-:-:0 montemassi:1:-:-:0 "
    "montepescali:1:-:-:0 poggio_bonizio:2:-:-:0 colle:0:h:-:0 montespertoli:0:h:-:0 san_casciano:0:h:-:0 "
    "barberino:0:h:-:0 castelnuovo_berardenga:0:h:h:0 monte_san_savino:0:h:h:0", 10, 9, "", "s22", "" },
  /* 6.0 D Arbia Colorata in Rosso: Levy box 9, End box 12; Guido at the western
   * Lombardia-Bologna Outpost (Service 12), Arezzo and Orvieto at Arezzo, Colle at Colle,
   * Astimberg at Siena, Giordano at Massa Marittima (Service 11), Provenzano (11) and Santa
   * Fiora (10) with two gold Siege markers at Montepulciano; cylinders Firenze, Lucca,
   * Siena, Pisa 9; two Guelph Allegiance each at Volterra, Montalcino, Montepulciano, one at
   * Casole; two Ghibelline at Poggio Bonizio; gold Ravaged at Montespertoli, Barberino, San
   * Casciano, Monte San Savino; gold Ruins at Castelnuovo Berardenga and Monte San Savino;
   * gold Victory 5, purple 7. */
  { "arbia_colorata", 9, 12,
    "guido@lombardia_bologna_west:12 arezzo@arezzo:11 orvieto@arezzo:11 colle@colle:11 astimberg@siena:11 "
    "provenzano@montepulciano:11 santa_fiora@montepulciano:10 giordano@massa_marittima:11",
    "firenze:9 lucca:9 siena:9 pisa:9",
    "volterra:2:-:-:0 montalcino:2:-:-:0 montepulciano:2:-:-:2 casole:1:-:-:0 poggio_bonizio:2:-:-:0 "
    "montespertoli:0:h:-:0 barberino:0:h:-:0 san_casciano:0:h:-:0 monte_san_savino:0:h:h:0 "
    "castelnuovo_berardenga:0:-:h:0", 7, 5, "", "", "" },
  /* 6.0 E Lasciate Ogne Speranza: Levy box 12, End box 15; Lucca at Lucca, Arezzo at
   * Arezzo, Giordano at Firenze (with two Coin more), Astimberg at Siena, all Service box
   * 14; cylinders Siena and Pisa 12, Firenze, Colle, Orvieto 13; purple Ruins and Ravaged
   * at Monteriggioni, Casole, Montemassi, Montepulciano; three Ghibelline Allegiance at
   * Firenze, one each at San Casciano and Barberino; gold Ravaged at San Casciano,
   * Barberino, Castelnuovo Berardenga, Castiglione; S23 Taglia in play; Guelph VP double but
   * for Ravaged: purple Victory 6, gold 7. */
  { "lasciate_ogne_speranza", 12, 15, "lucca@lucca:14 arezzo@arezzo:14 giordano@firenze:14 astimberg@siena:14",
    "siena:12 pisa:12 firenze:13 colle:13 orvieto:13",
    "monteriggioni:0:g:g:0 casole:0:g:g:0 montemassi:0:g:g:0 montepulciano:0:g:g:0 firenze:3:-:-:0 "
    "san_casciano:1:h:-:0 barberino:1:h:-:0 castelnuovo_berardenga:0:h:-:0 castiglione:0:h:-:0", 6, 7, "", "s23",
    "giordano:coin:2" },
  /* 6.0 F Di Sangue t'Empio: Levy box 1, no End marker (Exhaustion); Firenze, Arezzo,
   * Siena at home with Service in box 3; cylinders Provenzano 1, Colle 3, Santa Fiora 4,
   * Giordano 5, Guido and Astimberg 7, Orvieto 8, Lucca and Pisa 9; two Guelph Allegiance
   * each at Volterra, Montalcino, Montepulciano; two Ghibelline each at Poggio Bonizio and
   * Cortona; gold Victory 4, purple 6; F3 Held. */
  { "di_sangue_tempio", 1, -1, "firenze@firenze:3 arezzo@arezzo:3 siena@siena:3",
    "provenzano:1 colle:3 santa_fiora:4 giordano:5 guido:7 astimberg:7 orvieto:8 lucca:9 pisa:9",
    "volterra:2:-:-:0 montalcino:2:-:-:0 montepulciano:2:-:-:0 poggio_bonizio:2:-:-:0 cortona:2:-:-:0", 6, 4, "f3",
    "", "" },
};

static int
marker_side (const char *s)
{
  return s[0] == 'g' ? 1 : s[0] == 'h' ? 2 : 0;
}

static void
check_setup (gconstpointer data)
{
  const Setup *e = data;
  g_autoptr(CasGame) game = inferno ();
  g_autoptr(GError) error = NULL;
  int scenario = cas_game_find_scenario (game, e->id);
  g_assert_cmpint (scenario, >=, 0);
  g_autoptr(CasJournal) journal = cas_journal_new (game, scenario, &error);
  g_assert_no_error (error);
  const CasTable *t = cas_journal_get_table (journal);
  guint8 seen[16] = { 0 };

  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_BOX), ==, e->box);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_PHASE), ==, CAS_PHASE_LEVY);
  g_assert_cmpint (CAS_GLOBAL (t, CAS_G_END_BOX), ==, e->end);

  /* Map: Mustered Lords with their mat's Forces and Assets "as if just Levied" (6.0, 3.4.1),
   * Vassals Ready but Special Vassals aside (3.4.2), Service markers on the Calendar. */
  g_auto(GStrv) on_map = g_strsplit (e->on_map, " ", -1);
  for (char **p = on_map; *p && **p; p++)
    {
      g_auto(GStrv) a = g_strsplit_set (*p, "@:", -1);
      int l = cas_game_find_lord (game, a[0]);
      g_assert_cmpint (l, >=, 0);
      const CasLord *lord = cas_game_get_lord (game, l);
      seen[l] = 1;
      g_assert_cmpint (CAS_LORD (t, l, CAS_L_STATE), ==, CAS_LORD_MAP);
      g_assert_cmpstr (cas_game_get_locale (game, CAS_LORD (t, l, CAS_L_LOCALE))->id, ==, a[1]);
      g_assert_cmpint (CAS_LORD (t, l, CAS_L_SERVICE), ==, atoi (a[2]));
      for (int f = 0; f < CAS_MAX_FORCES; f++)
        g_assert_cmpint (CAS_LORD (t, l, CAS_L_FORCES + f), ==, lord->forces[f]);
      for (int x = 0; x < CAS_MAX_ASSETS; x++)
        {
          int extra = 0;
          g_auto(GStrv) ex = g_strsplit (e->extra, " ", -1);
          for (char **q = ex; *q && **q; q++)
            {
              g_auto(GStrv) b = g_strsplit (*q, ":", -1);
              if (g_str_equal (b[0], a[0]) && g_strcmp0 (cas_game_asset_id (game, x), b[1]) == 0)
                extra = atoi (b[2]);
            }
          g_assert_cmpint (CAS_LORD (t, l, CAS_L_ASSETS + x), ==, lord->assets[x] + extra);
        }
      for (int v = 0; v < lord->n_vassals; v++)
        {
          const CasVassal *vassal = cas_game_get_vassal (game, lord->vassals[v]);
          gboolean special = vassal->special_card >= 0 || vassal->comune >= 0;
          g_assert_cmpint (CAS_LORD (t, l, CAS_L_VASSAL + v), ==, special ? CAS_VASSAL_ASIDE : CAS_VASSAL_READY);
        }
      g_assert_false (CAS_LORD (t, l, CAS_L_MOVED));
      g_assert_cmpint (CAS_LORD (t, l, CAS_L_LIEUTENANT), ==, -1);
    }
  /* Calendar: Ready cylinders. */
  g_auto(GStrv) cyl = g_strsplit (e->cylinders, " ", -1);
  for (char **p = cyl; *p && **p; p++)
    {
      g_auto(GStrv) a = g_strsplit (*p, ":", -1);
      int l = cas_game_find_lord (game, a[0]);
      g_assert_cmpint (l, >=, 0);
      seen[l] = 1;
      g_assert_cmpint (CAS_LORD (t, l, CAS_L_STATE), ==, CAS_LORD_CALENDAR);
      g_assert_cmpint (CAS_LORD (t, l, CAS_L_BOX), ==, atoi (a[1]));
      g_assert_cmpint (CAS_LORD (t, l, CAS_L_SERVICE), ==, CAS_NO_SERVICE);
    }
  /* Remove from play: every Lord not named (6.0). */
  for (guint l = 0; l < cas_game_get_n_lords (game); l++)
    if (!seen[l])
      g_assert_cmpint (CAS_LORD (t, l, CAS_L_STATE), ==, CAS_LORD_REMOVED);

  /* Markers: exactly those listed; every other Locale clean. */
  guint8 marked[64] = { 0 };
  g_auto(GStrv) markers = g_strsplit (e->markers, " ", -1);
  for (char **p = markers; *p && **p; p++)
    {
      g_auto(GStrv) a = g_strsplit (*p, ":", -1);
      int loc = cas_game_find_locale (game, a[0]);
      g_assert_cmpint (loc, >=, 0);
      marked[loc] = 1;
      g_assert_cmpint (CAS_LOCALE (t, loc, CAS_C_CONQUERED), ==, atoi (a[1]));
      g_assert_cmpint (CAS_LOCALE (t, loc, CAS_C_RAVAGED), ==, marker_side (a[2]));
      g_assert_cmpint (CAS_LOCALE (t, loc, CAS_C_RUINS), ==, marker_side (a[3]));
      g_assert_cmpint (CAS_LOCALE (t, loc, CAS_C_SIEGE), ==, atoi (a[4]));
    }
  for (guint i = 0; i < cas_game_get_n_locales (game); i++)
    {
      g_assert_cmpint (CAS_LOCALE (t, i, CAS_C_WALLS), ==, 0);
      g_assert_cmpint (CAS_LOCALE (t, i, CAS_C_CASTLE), ==, 0);
      if (!marked[i])
        for (int c = 0; c < CAS_C_N; c++)
          g_assert_cmpint (CAS_LOCALE (t, i, c), ==, 0);
    }

  /* Cards: Held Events and side-wide Capabilities; the rest in the decks. */
  for (guint c = 0; c < cas_game_get_n_cards (game); c++)
    {
      const char *id = cas_game_get_card (game, (int) c)->id;
      g_auto(GStrv) held = g_strsplit (e->held, " ", -1);
      g_auto(GStrv) caps = g_strsplit (e->capabilities, " ", -1);
      int state = g_strv_contains ((const char *const *) held, id)   ? CAS_CARD_HELD
                  : g_strv_contains ((const char *const *) caps, id) ? CAS_CARD_CAPABILITY
                                                                     : CAS_CARD_DECK;
      g_assert_cmpint (CAS_CARD (t, c, CAS_K_STATE), ==, state);
      g_assert_cmpint (CAS_CARD (t, c, CAS_K_LORD), ==, -1);
    }

  /* 5.1, 6.0: the Victory totals printed there. */
  g_assert_cmpint (cas_table_vp_halves (t, 0), ==, 2 * e->vp_guelph);
  g_assert_cmpint (cas_table_vp_halves (t, 1), ==, 2 * e->vp_ghibelline);
}

/* `show --json` keeps Nevsky's shape where the concept is shared and names Inferno's own
 * markers (docs/cli.md): no Veche or Legate, "end", and Locales with allegiance and ruins;
 * it reads back to the same table. */
static void
test_json (void)
{
  g_autoptr(CasGame) game = inferno ();
  g_autoptr(CasJournal) journal = cas_journal_new (game, cas_game_find_scenario (game, "arbia_colorata"), NULL);
  const CasTable *t = cas_journal_get_table (journal);
  g_autoptr(JsonNode) node = cas_table_to_json (t);
  JsonObject *o = json_node_get_object (node);

  g_assert_false (json_object_has_member (o, "veche"));
  g_assert_false (json_object_has_member (o, "legate"));
  g_assert_cmpint (json_object_get_int_member (o, "end"), ==, 12);
  g_assert_cmpint (json_object_get_int_member (o, "box"), ==, 9);
  g_assert_cmpstr (json_object_get_string_member (o, "phase"), ==, "levy");
  JsonObject *vp = json_object_get_object_member (o, "vp");
  g_assert_cmpint (json_object_get_int_member (vp, "guelph"), ==, 7);
  g_assert_cmpint (json_object_get_int_member (vp, "ghibelline"), ==, 5);
  JsonArray *locales = json_object_get_array_member (o, "locales");
  JsonObject *mp = json_array_get_object_element (locales, (guint) cas_game_find_locale (game, "montepulciano"));
  g_assert_cmpint (json_object_get_int_member (mp, "allegiance"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (mp, "siege"), ==, 2);
  g_assert_true (json_object_get_null_member (mp, "ruins"));
  g_assert_false (json_object_has_member (mp, "conquered"));
  g_assert_false (json_object_has_member (mp, "castle"));
  JsonObject *msv = json_array_get_object_element (locales, (guint) cas_game_find_locale (game, "monte_san_savino"));
  g_assert_cmpstr (json_object_get_string_member (msv, "ruins"), ==, "ghibelline");
  JsonObject *lord = json_array_get_object_element (json_object_get_array_member (o, "lords"), 0);
  static const char *const members[] = { "id", "side", "state", "locale", "box", "service", "forces", "routed",
                                         "assets", "vassals", "moved", "marshal", "lieutenant" };
  g_assert_cmpuint (json_object_get_size (lord), ==, G_N_ELEMENTS (members));
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    g_assert_true (json_object_has_member (lord, members[i]));

  g_autoptr(CasTable) back = cas_table_new (game);
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_table_from_json (back, node, &error));
  g_assert_no_error (error);
  g_assert_true (cas_table_equal (back, t));
}

/* 5.1, 6.0: the Victory calculator's items add up to the table's totals (Inferno's hook:
 * Ruins ½ each, C's Manfredi 3 VP while in play, E's doubled Guelph VP but for Ravaged). */
static void
test_victory (void)
{
  g_autoptr(CasGame) game = inferno ();
  static const struct { const char *id; int guelph, ghibelline, ruins, scenario; } cases[] = {
    { "in_far_vendetta", 12, 10, 3, 0 },       /* halves; gold: 2 + 3 Ravaged ½ + 3 Ruins ½ */
    { "santafior_oscura", 20, 18, 2, 6 },      /* gold: 2 + 6 Ravaged ½ + 2 Ruins ½ + Manfredi 3 */
    { "lasciate_ogne_speranza", 12, 14, 4, 1 },/* purple: (4 Ruins ½) x 2 + 4 Ravaged ½ */
  };
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(CasJournal) j = cas_journal_new (game, cas_game_find_scenario (game, cases[c].id), NULL);
      g_autoptr(CasExplain) ex = cas_explain_new ();
      g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);
      int ruins = 0, scenario = 0;
      g_assert_cmpint (v->halves[0], ==, cases[c].guelph);
      g_assert_cmpint (v->halves[1], ==, cases[c].ghibelline);
      for (guint k = 0; k < v->items->len; k++)
        {
          const CasVpItem *item = &g_array_index (v->items, CasVpItem, k);
          ruins += item->kind == CAS_VP_RUINS;
          scenario += item->kind == CAS_VP_SCENARIO ? item->halves : 0;
        }
      g_assert_cmpint (ruins, ==, cases[c].ruins);
      g_assert_cmpint (scenario, ==, g_str_equal (cases[c].id, "lasciate_ogne_speranza") ? 4 : cases[c].scenario);
    }
  /* C: Manfredi counts only while in play (rules-decisions I13). */
  g_autoptr(CasJournal) j = cas_journal_new (game, cas_game_find_scenario (game, "santafior_oscura"), NULL);
  g_autoptr(GError) error = NULL;
  g_assert_true (cas_journal_do (j, "discard s22", &error));
  g_assert_no_error (error);
  g_assert_cmpint (cas_table_vp_halves (cas_journal_get_table (j), 1), ==, 12);
  g_autoptr(CasExplain) ex = cas_explain_new ();
  g_autoptr(CasVictory) v = cas_victory_compute (cas_journal_get_table (j), ex);
  g_assert_cmpint (v->halves[1], ==, 12);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/inferno/registered", test_registered);
  g_test_add_func ("/inferno/counts", test_counts);
  g_test_add_func ("/inferno/ids", test_ids);
  g_test_add_func ("/inferno/facts", test_facts);
  g_test_add_func ("/inferno/refused", test_refused);
  for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
    {
      g_autofree char *path = g_strdup_printf ("/inferno/setup/%s", setups[i].id);
      g_test_add_data_func (path, &setups[i], check_setup);
    }
  g_test_add_func ("/inferno/json", test_json);
  g_test_add_func ("/inferno/victory", test_victory);
  return g_test_run ();
}
