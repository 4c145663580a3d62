import Foundation
import Testing
import ThemifyKit
import ThemifyModel
import ThemifySkinCrypto

@testable import ThemifyCLI

/// `themify verify` fails, with a located error, on every tampering a hostile host could do.
/// (Replaying an older, validly signed index is not among them: it verifies, and only the client,
/// remembering the last version it accepted, can refuse it — `SkinIndex.isNewer`.)
@Suite struct SiteVerifyTests {
    /// A published site with two skins, and the check that a tampering `edit` is caught.
    func expectCaught(
        _ expected: String, at file: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ edit: (SkinSite) throws -> Void
    ) throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            #expect(site.pack("newyear").exitCode == .success, sourceLocation: sourceLocation)
            #expect(site.pack("winter").exitCode == .success, sourceLocation: sourceLocation)
            #expect(site.verify().exitCode == .success, sourceLocation: sourceLocation)
            try edit(site)
            let result = site.verify()
            #expect(result.exitCode == .inputError, sourceLocation: sourceLocation)
            #expect(result.stderr.contains(expected), "\(result.stderr)", sourceLocation: sourceLocation)
            if let file {
                #expect(
                    result.stderr.contains(sandbox.path("site/" + file) + ":"), "located at \(file): \(result.stderr)",
                    sourceLocation: sourceLocation)
            }
            #expect(
                result.stderr.split(separator: "\n").allSatisfy { $0.contains(": error: ") || $0.contains(": note: ") },
                sourceLocation: sourceLocation)
        }
    }

    func objectPath(_ site: SkinSite, skin: String = "newyear", asset: Int = 0) throws -> String {
        "site/" + (try site.manifest(skin).assets[asset].object.path)
    }

    @Test func aChangedIndexByte() throws {
        try expectCaught("the signature does not verify", at: "index.json") { site in
            let signed = try SignedSkinIndex(fileBytes: site.sandbox.bytes("site/index.json"))
            var payload = signed.payload
            let position = try #require(payload.firstIndex(of: UInt8(ascii: "9")))
            payload[position] = UInt8(ascii: "8")
            try site.sandbox.write(
                SignedSkinIndex(keyID: signed.keyID, payload: payload, signature: signed.signature).fileBytes, to: "site/index.json")
        }
    }

    @Test func aChangedSignatureByte() throws {
        try expectCaught("the signature does not verify") { site in
            let signed = try SignedSkinIndex(fileBytes: site.sandbox.bytes("site/index.json"))
            var signature = signed.signature
            signature[10] ^= 0x20
            try site.sandbox.write(
                SignedSkinIndex(keyID: signed.keyID, payload: signed.payload, signature: signature).fileBytes, to: "site/index.json")
        }
    }

    @Test func theWrongPublicKey() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            #expect(site.pack("newyear").exitCode == .success)
            #expect(themify("keygen", "-o", sandbox.path("keys/other"), "-q").exitCode == .success)
            let result = site.verify(sandbox.path("keys/other.pub"))
            #expect(result.exitCode == .inputError)
            #expect(result.stderr.contains("the signature does not verify"))
            #expect(result.stderr.contains("note: the index names key"))
        }
    }

    @Test func aChangedManifest() throws {
        try expectCaught("skin 'newyear': the manifest is not the one the index signs", at: "skins/newyear/manifest.json") { site in
            var bytes = try site.sandbox.bytes("site/skins/newyear/manifest.json")
            bytes[bytes.count / 2] ^= 0x01
            try site.sandbox.write(bytes, to: "site/skins/newyear/manifest.json")
        }
    }

    @Test func aManifestFromAnotherSkin() throws {
        try expectCaught("skin 'newyear': the manifest is not the one the index signs") { site in
            try site.sandbox.write(site.sandbox.bytes("site/skins/winter/manifest.json"), to: "site/skins/newyear/manifest.json")
        }
    }

    @Test func aMissingManifest() throws {
        try expectCaught("skin 'winter': manifest:") { site in
            try FileManager.default.removeItem(atPath: site.sandbox.path("site/skins/winter/manifest.json"))
        }
    }

    @Test func aChangedObject() throws {
        try expectCaught("object's SHA-256 is") { site in
            let path = try objectPath(site)
            var bytes = try site.sandbox.bytes(path)
            bytes[0] ^= 0x01
            try site.sandbox.write(bytes, to: path)
        }
    }

    @Test func aMissingObject() throws {
        try expectCaught("object named by skins/newyear/manifest.json:") { site in
            try FileManager.default.removeItem(atPath: site.sandbox.path(try objectPath(site, asset: 1)))
        }
    }

    @Test func aTruncatedObject() throws {
        try expectCaught("bytes; skins/newyear/manifest.json says") { site in
            let path = try objectPath(site)
            try site.sandbox.write(Array(try site.sandbox.bytes(path).dropLast()), to: path)
        }
    }

    @Test func aTruncatedIndex() throws {
        try expectCaught("index: not JSON", at: "index.json") { site in
            try site.sandbox.write(Array(try site.sandbox.bytes("site/index.json").prefix(40)), to: "site/index.json")
        }
    }

    /// Even a validly signed index (a leaked key, a buggy publisher) may not send a client outside
    /// the site: the model's path check refuses `..` before anything is fetched.
    @Test func aSignedManifestPathWithDotDot() throws {
        try expectCaught("skins[0].manifest '../outside.json' has a '..' component") { site in
            var index = try site.index()
            index.skins[0].manifest = "../outside.json"
            try site.resign(index)
        }
    }

    @Test func aSignedObjectPathWithDotDot() throws {
        try expectCaught("assets[0].object.path '../../../etc/passwd' has a '..' component") { site in
            var manifest = try site.manifest("newyear")
            manifest.assets[0].object.path = "../../../etc/passwd"
            let bytes = SkinJSON.encode(manifest)
            try site.sandbox.write(bytes, to: "site/skins/newyear/manifest.json")
            var index = try site.index()
            index.skins[0].manifestSHA256 = SHA256Digest.hexHash(bytes)
            index.skins[0].manifestSize = bytes.count
            try site.resign(index)
        }
    }

    @Test func aReplayedOlderIndexStillVerifiesAndIsTheClientsToRefuse() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            #expect(site.pack("newyear").exitCode == .success)
            let old = try sandbox.bytes("site/index.json")
            #expect(site.pack("newyear", ["--until", "2027-01-07"]).exitCode == .success)
            let current = try site.index()
            try sandbox.write(old, to: "site/index.json")
            #expect(site.verify().exitCode == .success)
            #expect(try !site.index().isNewer(thanLastSeen: current.version))
        }
    }
}
