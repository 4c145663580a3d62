import Testing
import ThemifySkinCrypto

/// FIPS 180-4 known answers (the NIST examples), and a message longer than one block.
@Suite struct SHA256DigestTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func knownAnswers(message: String, digest: String) {
        #expect(SHA256Digest.hexHash(Array(message.utf8)) == digest)
        #expect(SHA256Digest.hash(Array(message.utf8)) == bytes(digest))
    }

    @Test func millionAs() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256Digest.hexHash(message) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func hexIsLowercaseTwoDigitsAByte() {
        #expect(SHA256Digest.hex([0x00, 0x0f, 0xa0, 0xff]) == "000fa0ff")
    }
}
