/*
 * The libxml2 floor for scripts/bench.sh: the plainest program that does what themify's
 * workload needs of an XML library — read each layout into a tree once, and write it out once
 * per theme. No theming at all, so this is less work than themify does.
 *
 *   libxml2_floor OUT_DIR THEME_COUNT FILE...
 *
 * Writes OUT_DIR/<stem>-<theme index>.<extension>, every variant in the one folder as themify
 * writes them (the file system's share of the work is then the same on both sides: files spread
 * over several new folders land in other block groups and cost ext4 less to create); exits 1
 * on the first file that fails.
 */
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s OUT_DIR THEME_COUNT FILE...\n", argv[0]);
        return 2;
    }
    const char *out = argv[1];
    int themes = atoi(argv[2]);
    char path[4096];
    mkdir(out, 0755);
    xmlInitParser();
    for (int index = 3; index < argc; index++) {
        /* The same options themify reads with: no network, entities left as they are. */
        xmlDocPtr document = xmlReadFile(argv[index], NULL, XML_PARSE_NONET | XML_PARSE_NOWARNING);
        if (document == NULL) {
            fprintf(stderr, "%s: not well-formed\n", argv[index]);
            return 1;
        }
        const char *base = strrchr(argv[index], '/');
        base = base ? base + 1 : argv[index];
        const char *dot = strrchr(base, '.');
        int stem = dot ? (int)(dot - base) : (int)strlen(base);
        for (int theme = 0; theme < themes; theme++) {
            snprintf(path, sizeof path, "%s/%.*s-%d%s", out, stem, base, theme, dot ? dot : "");
            if (xmlSaveFile(path, document) < 0) {
                fprintf(stderr, "%s: cannot write\n", path);
                return 1;
            }
        }
        xmlFreeDoc(document);
    }
    xmlCleanupParser();
    return 0;
}
