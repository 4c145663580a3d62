import Testing
import ThemifySkinCrypto

/// RFC 8032 section 7.1, tests 1 and 2: the same vectors run against whichever back end this
/// platform builds (CryptoKit or libcrypto).
@Suite struct Ed25519Tests {
    struct Vector: Sendable {
        let secretKey: String
        let publicKey: String
        let message: String
        let signature: String
    }

    static let rfc8032: [Vector] = [
        Vector(
            secretKey: "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
            publicKey: "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
            message: "",
            signature:
                "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
        ),
        Vector(
            secretKey: "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
            publicKey: "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
            message: "72",
            signature:
                "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"
        ),
    ]

    @Test(arguments: rfc8032)
    func keyPairAndSignatureMatchTheRFC(_ vector: Vector) throws {
        let key = try Ed25519PrivateKey(rawRepresentation: bytes(vector.secretKey))
        #expect(SHA256Digest.hex(key.publicKey.rawRepresentation) == vector.publicKey)
        let signature = try key.signature(for: bytes(vector.message))
        // CryptoKit may randomize its signatures; libcrypto's are RFC 8032's deterministic ones.
        #if !canImport(CryptoKit)
        #expect(SHA256Digest.hex(signature) == vector.signature)
        #endif
        #expect(key.publicKey.isValidSignature(signature, for: bytes(vector.message)))
        let published = try Ed25519PublicKey(rawRepresentation: bytes(vector.publicKey))
        #expect(published.isValidSignature(bytes(vector.signature), for: bytes(vector.message)))
    }

    @Test(arguments: rfc8032)
    func anyChangeBreaksTheSignature(_ vector: Vector) throws {
        let key = try Ed25519PublicKey(rawRepresentation: bytes(vector.publicKey))
        let signature = bytes(vector.signature)
        let message = bytes(vector.message)
        for index in signature.indices {
            var flipped = signature
            flipped[index] ^= 0x01
            #expect(!key.isValidSignature(flipped, for: message), "signature byte \(index) flipped")
        }
        #expect(!key.isValidSignature(signature, for: message + [0]))
        #expect(!key.isValidSignature(Array(signature.dropLast()), for: message))
        #expect(!key.isValidSignature([], for: message))
        let other = try Ed25519PublicKey(rawRepresentation: bytes(Self.rfc8032.first { $0.publicKey != vector.publicKey }!.publicKey))
        #expect(!other.isValidSignature(signature, for: message))
    }

    @Test func generatedKeysAreFreshAndSignTheirMessages() throws {
        let first = try Ed25519PrivateKey()
        let second = try Ed25519PrivateKey()
        #expect(first.rawRepresentation != second.rawRepresentation)
        #expect(first.rawRepresentation.count == 32 && first.publicKey.rawRepresentation.count == 32)
        let message = Array("index".utf8)
        let signature = try first.signature(for: message)
        #expect(first.publicKey.isValidSignature(signature, for: message))
        #expect(!second.publicKey.isValidSignature(signature, for: message))
        #expect(first.publicKey.keyID.count == 16 && first.publicKey.keyID != second.publicKey.keyID)
    }

    @Test func keysOfTheWrongLengthAreRefused() {
        #expect(throws: SkinCryptoError.wrongKeyLength(31)) { try Ed25519PrivateKey(rawRepresentation: [UInt8](repeating: 1, count: 31)) }
        #expect(throws: SkinCryptoError.wrongKeyLength(33)) { try Ed25519PublicKey(rawRepresentation: [UInt8](repeating: 1, count: 33)) }
    }
}

func bytes(_ hex: String) -> [UInt8] {
    var result: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
        let next = hex.index(index, offsetBy: 2)
        result.append(UInt8(hex[index..<next], radix: 16)!)
        index = next
    }
    return result
}
