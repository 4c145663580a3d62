#ifndef THEMIFY_CZLIB_SHIM_H
#define THEMIFY_CZLIB_SHIM_H

// zlib inflates PNG image data for the preview tests' pixel comparisons.
#include <zlib.h>

#endif
