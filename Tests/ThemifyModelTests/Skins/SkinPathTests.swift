import Testing
import ThemifyModel

@Suite struct SkinPathTests {
    @Test(arguments: ["objects/ab", "skins/newyear/manifest.json", "index.json", "a.b/c-d_e"])
    func relativePathsAreSafe(_ path: String) {
        #expect(SkinPath.problem(with: path) == nil)
    }

    @Test(arguments: [
        ("", "is empty"), ("/etc/passwd", "is absolute"), ("../index.json", "has a '..' component"),
        ("objects/../../x", "has a '..' component"), ("./objects", "has a '.' component"),
        ("objects\\x", "holds a backslash"), ("objects//x", "has an empty component ('//' or a trailing '/')"),
        ("objects/", "has an empty component ('//' or a trailing '/')"), ("a\nb", "holds a control character"),
        ("a\u{7F}", "holds a control character"), ("a\u{202E}gnp.exe", "holds a control character"),
        ("C:x", "is not a plain relative path (it holds '~' or ':')"), ("~/x", "is not a plain relative path (it holds '~' or ':')"),
    ])
    func unsafePathsSayWhy(_ path: String, _ problem: String) {
        #expect(SkinPath.problem(with: path) == problem)
    }

    @Test func hashesAndIDs() {
        #expect(SkinPath.isSHA256(String(repeating: "a0", count: 32)))
        #expect(!SkinPath.isSHA256(String(repeating: "A0", count: 32)))
        #expect(!SkinPath.isSHA256(String(repeating: "a", count: 63)))
        #expect(SkinPath.isSkinID("newyear-2027") && SkinPath.isSkinID("a.b_c"))
        #expect(!SkinPath.isSkinID("") && !SkinPath.isSkinID(".hidden") && !SkinPath.isSkinID("New") && !SkinPath.isSkinID("a/b"))
        #expect(!SkinPath.isSkinID(String(repeating: "a", count: 65)))
    }
}

@Suite struct AppVersionTests {
    @Test func comparesNumerically() throws {
        let v = { (text: String) throws -> AppVersion in try #require(AppVersion(text)) }
        #expect(try v("2.10") > v("2.9"))
        #expect(try v("2.0") == v("2"))
        #expect(try v("2.0.1") > v("2"))
        #expect(try v("1.9.9") < v("2"))
        #expect(try v("10").description == "10")
    }

    @Test(arguments: ["", "1.", ".1", "1..2", "a", "1.-2", "1.2b", "1 .2", "1234567890"])
    func refusesWhatIsNotAVersion(_ text: String) {
        #expect(AppVersion(text) == nil)
    }
}

@Suite struct SkinDateTests {
    @Test func readsAndWritesUTCSeconds() throws {
        let date = try #require(SkinDate.parse("2026-12-24T18:30:05Z"))
        #expect(date.timeIntervalSince1970 == 1_798_137_005)
        #expect(SkinDate.format(date) == "2026-12-24T18:30:05Z")
        #expect(SkinDate.parse("2026-12-24").map(SkinDate.format) == "2026-12-24T00:00:00Z")
    }

    @Test(arguments: ["2026-02-31", "2026-12-24T18:30:05", "2026-12-24T18:30:05+01:00", "2026-12-24T18:30:05.5Z", "yesterday", ""])
    func refusesOtherForms(_ text: String) {
        #expect(SkinDate.parse(text) == nil)
    }
}
