import Foundation
import Testing
import ThemifyModel

@Suite struct SkinIndexTests {
    static func date(_ text: String) -> Date { SkinDate.parse(text)! }
    static let hash = String(repeating: "ab", count: 32)

    static func entry(_ id: String, from: String? = nil, until: String? = nil, minAppVersion: String? = nil, schema: Int = 1)
        -> SkinIndex.Entry
    {
        SkinIndex.Entry(
            id: id, from: from.map(date), until: until.map(date), minAppVersion: minAppVersion.flatMap(AppVersion.init),
            schema: schema, manifest: SkinPath.manifest(ofSkin: id), manifestSHA256: hash, manifestSize: 10)
    }

    static let newYear = entry("newyear", from: "2026-12-31", until: "2027-01-02", minAppVersion: "2.4")
    static let app = AppVersion("2.4.1")!

    @Test func activeInsideItsWindowOnly() {
        let skin = Self.newYear
        #expect(!skin.isActive(at: Self.date("2026-12-30T23:59:59Z"), appVersion: Self.app, supportedSchemas: 1...1))
        #expect(skin.isActive(at: Self.date("2026-12-31T00:00:00Z"), appVersion: Self.app, supportedSchemas: 1...1))
        #expect(skin.isActive(at: Self.date("2027-01-01T23:59:59Z"), appVersion: Self.app, supportedSchemas: 1...1))
        #expect(!skin.isActive(at: Self.date("2027-01-02T00:00:00Z"), appVersion: Self.app, supportedSchemas: 1...1))
        #expect(Self.entry("open").isActive(at: .distantFuture, appVersion: Self.app, supportedSchemas: 1...1))
    }

    @Test func needsTheAppVersionAndASchemaTheAppReads() {
        let time = Self.date("2027-01-01")
        #expect(!Self.newYear.isActive(at: time, appVersion: AppVersion("2.3.9")!, supportedSchemas: 1...1))
        #expect(Self.newYear.isActive(at: time, appVersion: AppVersion("2.4")!, supportedSchemas: 1...1))
        #expect(!Self.entry("future", schema: 2).isActive(at: time, appVersion: Self.app, supportedSchemas: 1...1))
        #expect(Self.entry("future", schema: 2).isActive(at: time, appVersion: Self.app, supportedSchemas: 1...2))
    }

    @Test func theLatestStartedActiveSkinWins() {
        let winter = Self.entry("winter", from: "2026-12-01", until: "2027-03-01")
        let index = SkinIndex(version: 3, expires: Self.date("2027-06-01"), skins: [winter, Self.newYear])
        #expect(index.activeSkin(at: Self.date("2026-12-15"), appVersion: Self.app, supportedSchemas: 1...1)?.id == "winter")
        #expect(index.activeSkin(at: Self.date("2027-01-01"), appVersion: Self.app, supportedSchemas: 1...1)?.id == "newyear")
        #expect(index.activeSkin(at: Self.date("2027-01-01"), appVersion: AppVersion("1.0")!, supportedSchemas: 1...1)?.id == "winter")
        #expect(index.activeSkin(at: Self.date("2027-04-01"), appVersion: Self.app, supportedSchemas: 1...1) == nil)
    }

    @Test func expiryAndReplay() {
        let index = SkinIndex(version: 5, expires: Self.date("2027-01-10"), skins: [])
        #expect(!index.isExpired(at: Self.date("2027-01-09T23:59:59Z")))
        #expect(index.isExpired(at: Self.date("2027-01-10")))
        #expect(index.isNewer(thanLastSeen: nil))
        #expect(index.isNewer(thanLastSeen: 4))
        #expect(!index.isNewer(thanLastSeen: 5))
        #expect(!index.isNewer(thanLastSeen: 6))
    }

    @Test func canonicalBytesAreStableAndRoundTrip() throws {
        let index = SkinIndex(version: 2, expires: Self.date("2027-06-01"), skins: [Self.newYear, Self.entry("a")])
        let bytes = index.canonicalBytes
        #expect(bytes == SkinIndex(version: 2, expires: Self.date("2027-06-01"), skins: [Self.entry("a"), Self.newYear]).canonicalBytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix(#"{"expires":"2027-06-01T00:00:00Z","skins":[{"id":"a","manifest":"skins/a/manifest.json""#))
        #expect(!text.contains(" ") && !text.contains("\n") && !text.contains("\\/"))
        #expect(try SkinIndex(canonicalBytes: bytes) == index)
    }

    @Test func validationRefusesWhatAClientMustNotFollow() {
        func problem(_ skins: [SkinIndex.Entry], version: Int = 1) -> String? {
            let bytes = SkinJSON.encode(SkinIndexShape(version: version, expires: Self.date("2027-01-01"), skins: skins))
            do {
                _ = try SkinIndex(canonicalBytes: bytes)
                return nil
            } catch { return error.message }
        }
        #expect(problem([Self.entry("a")]) == nil)
        #expect(problem([Self.entry("a")], version: 0) == "'version' must be 1 or more, not 0")
        #expect(problem([Self.entry("b"), Self.entry("a")]) == "skins[1].id 'a' is out of order or repeated; skins are sorted by id")
        #expect(problem([Self.entry("a"), Self.entry("a")]) == "skins[1].id 'a' is out of order or repeated; skins are sorted by id")
        var escaping = Self.entry("a")
        escaping.manifest = "../../etc/passwd"
        #expect(problem([escaping]) == "skins[0].manifest '../../etc/passwd' has a '..' component")
        var badHash = Self.entry("a")
        badHash.manifestSHA256 = "xyz"
        #expect(problem([badHash]) == "skins[0].manifestSHA256 is not 64 lowercase hex digits")
        #expect(problem([Self.entry("a", from: "2027-01-02", until: "2027-01-01")]) == "skins[0] ends ('until') before it starts ('from')")
        #expect(problem([Self.entry("Bad")])?.hasPrefix("skins[0].id 'Bad' is not a skin id") == true)
    }

    @Test func missingFieldsAndWrongTypesAreNamed() {
        #expect(throws: SkinFormatError("'version' is missing")) {
            try SkinIndex(canonicalBytes: Array(#"{"expires":"2027-01-01T00:00:00Z","skins":[]}"#.utf8))
        }
        #expect(throws: SkinFormatError("'version' has the wrong type")) {
            try SkinIndex(canonicalBytes: Array(#"{"version":"1","expires":"2027-01-01T00:00:00Z","skins":[]}"#.utf8))
        }
        #expect(throws: SkinFormatError.self) {
            try SkinIndex(canonicalBytes: Array(#"{"version":1,"expires":"tomorrow","skins":[]}"#.utf8))
        }
        #expect(throws: SkinFormatError("not JSON")) { try SkinIndex(canonicalBytes: Array("{".utf8)) }
    }

    @Test func aSignedIndexIsParsedOnlyWhenItsSignatureChecks() throws {
        let index = SkinIndex(version: 1, expires: Self.date("2027-01-01"), skins: [Self.newYear])
        let signed = SignedSkinIndex(keyID: "k1", payload: index.canonicalBytes, signature: [1, 2, 3])
        let reread = try SignedSkinIndex(fileBytes: signed.fileBytes)
        #expect(reread == signed)
        #expect(try reread.verifiedIndex { payload, signature in payload == index.canonicalBytes && signature == [1, 2, 3] } == index)
        #expect(throws: SkinFormatError.self) { try reread.verifiedIndex { _, _ in false } }
        #expect(String(decoding: signed.fileBytes, as: UTF8.self).hasPrefix(#"{"keyId":"k1","payload":""#))
    }
}

/// An index as a hostile or buggy publisher could write it, bypassing `SkinIndex`'s sorting.
private struct SkinIndexShape: Encodable {
    var version: Int
    var expires: Date
    var skins: [SkinIndex.Entry]
}
