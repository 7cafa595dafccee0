/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-explain.h: the reasoning behind a computed result: ordered lines, each citing the
 * rule sections it rests on. Calculators also propose the journal actions that apply
 * their result. */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct {
  char *text;
  GStrv rules;   /* section numbers such as "4.3.2" */
} CasExplainLine;

typedef struct _CasExplain CasExplain;

CasExplain *cas_explain_new (void);
void cas_explain_free (CasExplain *self);
/* rules: comma-separated sections ("4.8.1,1.7.2"), or NULL. */
void cas_explain_add (CasExplain *self, const char *rules, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* The same for a line whose words depend on a count `n`: the format is the translation of
 * `singular` or `plural` that the locale's plural rule picks for n (dngettext), the
 * arguments follow (n among them where the line says it). xgettext extracts the pair with
 * --keyword=cas_explain_addn:4,5. */
void cas_explain_addn (CasExplain *self, const char *rules, gulong n, const char *singular, const char *plural, ...)
  G_GNUC_PRINTF (5, 6);
guint cas_explain_get_n_lines (const CasExplain *self);
const CasExplainLine *cas_explain_get_line (const CasExplain *self, guint i);
/* Every section cited, without repeats, in order of first citation. */
GStrv cas_explain_get_rules (const CasExplain *self);
/* [{"text": ..., "rules": [...]}] */
JsonNode *cas_explain_to_json (const CasExplain *self);
/* "text [4.3.2, 1.7.4]" lines, indented. */
void cas_explain_print (const CasExplain *self, GString *out, const char *indent);

/* Proposed journal actions (their text form) that apply a calculator's result. */
void cas_explain_propose (CasExplain *self, const char *format, ...) G_GNUC_PRINTF (2, 3);
guint cas_explain_get_n_actions (const CasExplain *self);
const char *cas_explain_get_action (const CasExplain *self, guint i);
/* NULL-terminated view of the proposed actions, for cas_journal_do_many(). */
const char *const *cas_explain_get_actions (const CasExplain *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasExplain, cas_explain_free)

G_END_DECLS
