#ifndef THEMIFY_CLIBCRYPTO_SHIM_H
#define THEMIFY_CLIBCRYPTO_SHIM_H

// Only what ThemifySkinCrypto's libcrypto back end uses: Ed25519 through the EVP_PKEY interface
// (OpenSSL 1.1.1 and later) and SHA-256 through the EVP digest interface.
#include <openssl/evp.h>
#include <openssl/rand.h>
#include <openssl/crypto.h>

#endif
