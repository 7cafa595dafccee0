/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-audit.h: what on the mirrored table the rules forbid, each with its rule section and
 * an action that fixes it. The table is the truth; the audit only points. */
#pragma once

#include "cas-rules.h"

G_BEGIN_DECLS

typedef struct {
  char *rule;      /* the section broken, e.g. "1.7.3" */
  char *message;
  char *fix;       /* an action in the text language, or NULL when only the players can settle it */
} CasAuditProblem;

typedef struct CasAudit {
  GArray *problems;  /* CasAuditProblem */
} CasAudit;

/* Lists every problem, adds one explanation line each (and a summary when there is none),
 * and proposes each distinct fix once. */
CasAudit *cas_audit_run (const CasTable *t, CasExplain *ex);
void cas_audit_free (CasAudit *self);
guint cas_audit_get_n_problems (const CasAudit *self);
const CasAuditProblem *cas_audit_get_problem (const CasAudit *self, guint i);
/* For CasLcRules.audit: records a problem of section `rule` and explains it; `fix` (an
 * action, or NULL when only the players can settle it) is taken over. */
G_GNUC_PRINTF (5, 6)
void cas_audit_problem (CasAudit *audit, CasExplain *ex, const char *rule, char *fix, const char *format, ...);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CasAudit, cas_audit_free)

G_END_DECLS
