#ifndef THEMIFY_CZLIB_SHIM_H
#define THEMIFY_CZLIB_SHIM_H

// zlib: the build engine inflates PDF object streams; the preview tests inflate PNG pixels.
#include <zlib.h>

#endif
