/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-plan.c: being written. */
#include <adwaita.h>
static void pending (void) { g_test_skip ("being written"); }
int main (int argc, char **argv) { g_test_init (&argc, &argv, NULL); g_test_add_func ("/ui/plan/pending", pending); return g_test_run (); }
