#ifndef THEMIFY_CZLIB_SHIM_H
#define THEMIFY_CZLIB_SHIM_H

// zlib's crc32, the checksum every zip entry records.
#include <zlib.h>

#endif
