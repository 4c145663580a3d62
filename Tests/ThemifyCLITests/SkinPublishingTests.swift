import Foundation
import Testing
import ThemifyKit
import ThemifyModel
import ThemifySkinCrypto

@testable import ThemifyCLI

/// A site folder with a key, two themes and an asset catalog, published by the real commands.
struct SkinSite {
    let sandbox: Sandbox
    var site: String { sandbox.path("site") }
    var key: String { sandbox.path("keys/skins") }

    static let headerOne: [UInt8] = Array("PNG header 1x".utf8)
    static let headerTwo: [UInt8] = Array("PNG header 2x".utf8)

    init(_ sandbox: Sandbox) throws {
        self.sandbox = sandbox
        try sandbox.makeFolder("keys")
        #expect(themify("keygen", "-o", key, "-q").exitCode == .success)
        try sandbox.write(
            ##"{"screenBackground": "#FFFFFF", "headerImage": "header", "primaryHeadingColor": "#000000"}"##, to: "Themes/default.json")
        try sandbox.write(
            ##"{"headerImage": "header_newyear", "screenBackground": "#B71C1C", "badge": {"image": "snow"}}"##, to: "Themes/newyear.json")
        try sandbox.write(##"{"headerImage": "header_newyear", "screenBackground": "#0D47A1"}"##, to: "Themes/winter.json")
        try sandbox.write(Self.headerOne, to: "Assets/App.xcassets/header_newyear.imageset/header.png")
        try sandbox.write(Self.headerTwo, to: "Assets/App.xcassets/header_newyear.imageset/header@2x.png")
        try sandbox.write(
            #"{"images": [{"idiom": "universal", "filename": "header.png", "scale": "1x"}, {"idiom": "universal", "filename": "header@2x.png", "scale": "2x"}, {"idiom": "universal", "scale": "3x"}]}"#,
            to: "Assets/App.xcassets/header_newyear.imageset/Contents.json")
        try sandbox.write(Array("PNG snow".utf8), to: "Assets/snow@2x.png")
    }

    func pack(_ theme: String, id: String? = nil, _ extra: [String] = []) -> RunResult {
        themify(
            [
                "pack", theme, "--themes", sandbox.path("Themes"), "--assets", sandbox.path("Assets"), "--id", id ?? theme,
                "--key", key, "-o", site, "--expires", "2027-03-01", "-q",
            ] + extra)
    }

    func verify(_ publicKey: String? = nil) -> RunResult {
        themify("verify", site, "--public-key", publicKey ?? key + ".pub")
    }

    /// Every file of the site with its bytes.
    func snapshot() throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for file in sandbox.files("site") { files[file] = try sandbox.bytes("site/" + file) }
        return files
    }

    func index() throws -> SkinIndex {
        let key = try SkinKeyFile.readPublicKey(self.key + ".pub")
        return try SignedSkinIndex(fileBytes: sandbox.bytes("site/index.json")).verifiedIndex { key.isValidSignature($1, for: $0) }
    }

    func manifest(_ id: String) throws -> SkinManifest {
        try SkinManifest(canonicalBytes: sandbox.bytes("site/skins/\(id)/manifest.json"))
    }

    /// Signs `index` with the site's key and writes it as the site's index: what a publisher
    /// (or a test playing a hostile one with the key) can do.
    func resign(_ index: SkinIndex) throws {
        let key = try SkinKeyFile.readPrivateKey(self.key)
        let signed = SignedSkinIndex(
            keyID: key.publicKey.keyID, payload: index.canonicalBytes, signature: try key.signature(for: index.canonicalBytes))
        try sandbox.write(signed.fileBytes, to: "site/index.json")
    }
}

@Suite struct KeygenTests {
    @Test func writesAPrivateKeyOnlyItsOwnerReadsAndAPublicKey() throws {
        try withSandbox { sandbox in
            let result = themify("keygen", "-o", sandbox.path("k"))
            #expect(themify("keygen", "-o", sandbox.path("new/folder/k"), "-q").exitCode == .success)
            #expect(try sandbox.permissions("new/folder/k") == 0o600)
            #expect(result.exitCode == .success, "\(result.stderr)")
            #expect(try sandbox.permissions("k") == 0o600)
            #expect(try sandbox.text("k").hasPrefix("themify-ed25519-private "))
            #expect(try sandbox.text("k.pub").hasPrefix("themify-ed25519-public "))
            let key = try SkinKeyFile.readPrivateKey(sandbox.path("k"))
            #expect(try SkinKeyFile.readPublicKey(sandbox.path("k.pub")) == key.publicKey)
            expectNoHiddenFiles(in: sandbox)
        }
    }

    @Test func neverOverwritesAKey() throws {
        try withSandbox { sandbox in
            #expect(themify("keygen", "-o", sandbox.path("k"), "-q").exitCode == .success)
            let before = try sandbox.bytes("k")
            let again = themify("keygen", "-o", sandbox.path("k"))
            #expect(again.exitCode == .writeError)
            #expect(again.stderr.contains("exists already"))
            #expect(try sandbox.bytes("k") == before)
            try sandbox.write("mine", to: "other.pub")
            #expect(themify("keygen", "-o", sandbox.path("other")).exitCode == .writeError)
            #expect(!sandbox.exists("other"), "a refusal leaves no half of a pair")
            expectNoHiddenFiles(in: sandbox)
        }
    }

    @Test func aPublicKeyWhereThePrivateBelongsIsNamed() throws {
        try withSandbox { sandbox in
            #expect(themify("keygen", "-o", sandbox.path("k"), "-q").exitCode == .success)
            #expect(throws: DiagnosticError.self) { try SkinKeyFile.readPrivateKey(sandbox.path("k.pub")) }
            let site = try SkinSite(sandbox)
            let result = themify(
                "pack", "newyear", "--themes", sandbox.path("Themes"), "--assets", sandbox.path("Assets"), "--id", "x", "--key",
                site.key + ".pub", "-o", site.site, "--expires", "2027-01-01")
            #expect(result.exitCode == .inputError)
            #expect(result.stderr.contains("this is a public key file; a private key"))
        }
    }
}

@Suite struct PackTests {
    @Test func publishesASkinThatVerifies() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            let packed = site.pack("newyear", ["--from", "2026-12-31", "--until", "2027-01-02", "--min-app-version", "2.4", "--zip"])
            #expect(packed.exitCode == .success, "\(packed.stderr)")
            let verified = site.verify()
            #expect(verified.exitCode == .success, "\(verified.stderr)")
            let index = try site.index()
            #expect(index.version == 1)
            #expect(index.skins.map(\.id) == ["newyear"])
            #expect(index.skins[0].from == SkinDate.parse("2026-12-31") && index.skins[0].minAppVersion == AppVersion("2.4"))
            let manifest = try site.manifest("newyear")
            #expect(
                manifest.assets.map { "\($0.name) \($0.scale.rawValue) \($0.filename)" } == [
                    "header_newyear 1x header.png", "header_newyear 2x header@2x.png", "snow 2x snow@2x.png",
                ])
            #expect(try sandbox.bytes("site/" + manifest.assets[0].object.path) == SkinSite.headerOne)
            // The theme object is the chain in one file, read back by the model's own reader.
            let themeBytes = try sandbox.bytes("site/" + manifest.theme.path)
            let theme = try Theme(node: ThemeFileReader.parse(themeBytes, path: "newyear.json"), path: "newyear.json")
            #expect(theme.entries.map(\.key).sorted() == ["badge", "headerImage", "primaryHeadingColor", "screenBackground"])
            #expect(theme.extends == nil)
            expectNoHiddenFiles(in: sandbox, "site")
        }
    }

    @Test func republishingTheSameInputsWritesTheSameBytes() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            #expect(site.pack("newyear", ["--zip"]).exitCode == .success)
            let first = try site.snapshot()
            let result = site.pack("newyear", ["--zip"])
            #expect(result.exitCode == .success, "\(result.stderr)")
            #expect(try site.snapshot() == first)
            #expect(try site.index().version == 1, "nothing changed, so the version stays")
        }
    }

    @Test func aChangeRaisesTheVersionAndKeepsTheOtherSkins() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            #expect(site.pack("newyear").exitCode == .success)
            #expect(site.pack("winter").exitCode == .success)
            #expect(try site.index().version == 2)
            #expect(try site.index().skins.map(\.id) == ["newyear", "winter"])
            #expect(site.pack("newyear", ["--until", "2027-01-07"]).exitCode == .success)
            let index = try site.index()
            #expect(index.version == 3)
            #expect(index.skins.map(\.id) == ["newyear", "winter"])
            #expect(index.skins[0].until == SkinDate.parse("2027-01-07"))
            #expect(site.verify().exitCode == .success)
        }
    }

    @Test func aFileTwoSkinsShareIsStoredOnce() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            #expect(site.pack("newyear").exitCode == .success)
            #expect(site.pack("winter").exitCode == .success)
            let shared = try site.manifest("winter").assets.map(\.object.path)
            #expect(Set(shared).isSubset(of: Set(try site.manifest("newyear").assets.map(\.object.path))))
            // newyear: theme, two headers, snow; winter: its theme. Headers are not stored twice.
            #expect(sandbox.files("site/objects").count == 5)
        }
    }

    @Test func keysTheLayoutsUseMustBeSetOrAllowedMissing() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            let layout = try sandbox.copySample("Profile.xib", to: "Layouts/Profile.xib")
            let refused = site.pack("newyear", [layout])
            #expect(refused.exitCode == .inputError)
            let missing = refused.diagnostics(at: layout, severity: "error")
            #expect(
                missing.contains { $0.message.hasPrefix("skin 'newyear' sets no key 'secondaryText' (theme 'newyear' → 'default')") },
                "\(refused.stderr)")
            #expect(!missing.contains { $0.message.contains("'screenBackground'") }, "set by the skin")
            #expect(!sandbox.exists("site"), "a refused skin writes nothing")
            let keys = [
                "secondaryText", "cardBackground", "bodyText", "accentControl", "primaryButton", "accentSwitch", "tabBar", "navigationBar",
                "captionText", "footerText",
            ]
            let allowed = site.pack("newyear", ["--allow-missing", keys.joined(separator: ",")] + [layout])
            let stillMissing = allowed.diagnostics(at: layout, severity: "error").map(\.message)
            #expect(allowed.exitCode == .success, "\(stillMissing)")
        }
    }

    @Test func anImageNoCatalogHasIsRefused() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            try FileManager.default.removeItem(atPath: sandbox.path("Assets/snow@2x.png"))
            let result = site.pack("newyear")
            #expect(result.exitCode == .inputError)
            #expect(result.stderr.contains("key 'badge' names the image 'snow', which no --assets folder has"), "\(result.stderr)")
            #expect(!sandbox.exists("site"))
        }
    }

    @Test func aSiteSignedByAnotherKeyIsNotTakenOver() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            #expect(site.pack("newyear").exitCode == .success)
            let before = try site.snapshot()
            #expect(themify("keygen", "-o", sandbox.path("keys/other"), "-q").exitCode == .success)
            let result = themify(
                "pack", "winter", "--themes", sandbox.path("Themes"), "--assets", sandbox.path("Assets"), "--id", "winter",
                "--key", sandbox.path("keys/other"), "-o", site.site)
            #expect(result.exitCode == .inputError)
            #expect(result.stderr.contains("the signature does not verify"), "\(result.stderr)")
            #expect(try site.snapshot() == before)
        }
    }

    @Test func theFirstPackNeedsAnExpiryAndDatesAreChecked() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            let noExpiry = themify(
                "pack", "newyear", "--themes", sandbox.path("Themes"), "--assets", sandbox.path("Assets"), "--id", "newyear", "--key",
                site.key, "-o", site.site)
            #expect(noExpiry.exitCode == .inputError)
            #expect(noExpiry.stderr.contains("needs --expires"))
            #expect(site.pack("newyear", ["--from", "2027-01-02", "--until", "2027-01-01"]).exitCode == .usageError)
            #expect(site.pack("newyear", ["--from", "2027-02-30"]).exitCode == .usageError)
            #expect(site.pack("newyear", id: "../evil").exitCode == .usageError)
            #expect(site.pack("newyear", ["--min-app-version", "two"]).exitCode == .usageError)
            #expect(!sandbox.exists("site"))
        }
    }

    @Test func theZipHoldsTheManifestAndObjectsUnderSafeNames() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            #expect(site.pack("newyear", ["--zip"]).exitCode == .success)
            let zip = try sandbox.bytes("site/skins/newyear.zip")
            let entries = try StoredZipEntries(zip)
            let manifest = try site.manifest("newyear")
            #expect(entries.map(\.name) == ["manifest.json"] + Set(manifest.objects.map(\.path)).sorted())
            #expect(entries.allSatisfy { SkinPath.isSafe($0.name) })
            for entry in entries {
                #expect(
                    entry.data
                        == (try sandbox.bytes("site/" + (entry.name == "manifest.json" ? "skins/newyear/manifest.json" : entry.name))))
            }
        }
    }
}

/// Reads a stored (uncompressed) zip's local entries: enough to check what `pack --zip` wrote.
struct StoredZipEntries: Sequence {
    struct Entry {
        let name: String
        let data: [UInt8]
    }
    struct Malformed: Error {}
    private let entries: [Entry]

    init(_ bytes: [UInt8]) throws {
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        var entries: [Entry] = []
        var offset = 0
        while offset + 30 <= bytes.count, u32(offset) == 0x0403_4B50 {
            guard u16(offset + 8) == 0 else { throw Malformed() }
            let size = u32(offset + 18)
            let nameLength = u16(offset + 26)
            let extraLength = u16(offset + 28)
            let nameStart = offset + 30
            let dataStart = nameStart + nameLength + extraLength
            guard dataStart + size <= bytes.count, u32(offset + 22) == size else { throw Malformed() }
            entries.append(
                Entry(
                    name: String(decoding: bytes[nameStart..<nameStart + nameLength], as: UTF8.self),
                    data: Array(bytes[dataStart..<dataStart + size])))
            offset = dataStart + size
        }
        guard u32(offset) == 0x0201_4B50 else { throw Malformed() }
        self.entries = entries
    }

    func makeIterator() -> IndexingIterator<[Entry]> { entries.makeIterator() }
}
