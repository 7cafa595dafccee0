/* SPDX-License-Identifier: GPL-3.0-or-later */
/* replay.c: runs a fuzz target over files and directories of inputs, so the corpus and
 * every past crasher run in `meson test` with any compiler (libFuzzer brings its own
 * main for the long runs). */
#include <glib.h>
#include <stdint.h>
#include <stdio.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static int
run_file (const char *path)
{
  g_autofree char *data = NULL;
  gsize len = 0;
  if (!g_file_get_contents (path, &data, &len, NULL))
    {
      fprintf (stderr, "cannot read %s\n", path);
      return 1;
    }
  LLVMFuzzerTestOneInput ((const uint8_t *) data, len);
  return 0;
}

int
main (int argc, char **argv)
{
  int n = 0, failed = 0;
  for (int i = 1; i < argc; i++)
    {
      if (g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        {
          g_autoptr(GDir) dir = g_dir_open (argv[i], 0, NULL);
          const char *name;
          while (dir && (name = g_dir_read_name (dir)))
            {
              g_autofree char *path = g_build_filename (argv[i], name, NULL);
              failed += run_file (path);
              n++;
            }
        }
      else
        {
          failed += run_file (argv[i]);
          n++;
        }
    }
  printf ("%d passed, %d failed\n", n - failed, failed);
  return failed ? 1 : 0;
}
