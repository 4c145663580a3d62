#ifndef THEMIFY_CLIBZIP_SHIM_H
#define THEMIFY_CLIBZIP_SHIM_H

// libzip writes the zip a published skin can be downloaded as (`themify pack --zip`).
#include <zip.h>

#endif
