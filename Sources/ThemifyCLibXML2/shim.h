#ifndef THEMIFY_CLIBXML2_SHIM_H
#define THEMIFY_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU, and its headers then include the system ICU headers, whose
// types clash with the ICU that Foundation bundles ("'UErrorCode' has different definitions in
// different modules"). themify never uses libxml2's ICU paths, so the flag is dropped before any
// header that would act on it.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlmemory.h>

// `xmlFree` is a global function pointer, which Swift 6 rejects as shared mutable state.
static inline void themify_xmlFree(void *pointer) {
    xmlFree(pointer);
}

#endif
