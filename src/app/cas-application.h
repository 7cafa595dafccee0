/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cas-application.h: the AdwApplication: app-wide actions, accelerators, windows. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CAS_TYPE_APPLICATION (cas_application_get_type ())
G_DECLARE_FINAL_TYPE (CasApplication, cas_application, CAS, APPLICATION, AdwApplication)

CasApplication *cas_application_new (void);
GSettings *cas_application_get_settings (CasApplication *self);

G_END_DECLS
