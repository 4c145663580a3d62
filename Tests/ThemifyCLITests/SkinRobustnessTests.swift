import Foundation
import Testing
import ThemifyModel

@testable import ThemifyCLI

/// Publishing on the real executable, with hostile inputs: what pack reads stays confined to the
/// folders it is given, a failure leaves the site serving what it served, and every problem is
/// one located line with a documented exit code.
@Suite struct SkinRobustnessTests {
    @Test func theBuiltExecutablePublishesAndVerifies() throws {
        guard let executable = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            let keygen = try RobustnessHarness.run(executable, ["keygen", "-o", "keys/ci"], in: sandbox)
            #expect(keygen.status == 0, "\(keygen)")
            let pack = try RobustnessHarness.run(
                executable,
                [
                    "pack", "newyear", "--themes", "Themes", "--assets", "Assets", "--id", "newyear",
                    "--key", "keys/ci", "-o", "site", "--expires", "2027-02-01", "--zip",
                ], in: sandbox)
            #expect(pack.status == 0, "\(pack)")
            let verify = try RobustnessHarness.run(executable, ["verify", "site", "--public-key", "keys/ci.pub"], in: sandbox)
            #expect(verify.status == 0, "\(verify)")
            let wrongKey = try RobustnessHarness.run(executable, ["verify", "site", "--public-key", site.key + ".pub"], in: sandbox)
            #expect(wrongKey.status == 1, "\(wrongKey)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(wrongKey)
            let usage = try RobustnessHarness.run(executable, ["verify", "site"], in: sandbox)
            #expect(usage.status == 2, "\(usage)")
        }
    }

    @Test func anImageSetNamingAFileOutsideItIsRefused() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            try sandbox.write("secret", to: "secret.png")
            try sandbox.write(
                #"{"images": [{"idiom": "universal", "filename": "../../../secret.png", "scale": "1x"}]}"#,
                to: "Assets/App.xcassets/header_newyear.imageset/Contents.json")
            let result = site.pack("newyear")
            #expect(result.exitCode == .inputError)
            #expect(
                result.stderr.contains("image file name '../../../secret.png' is not a plain file name in its image set"),
                "\(result.stderr)")
            #expect(!sandbox.exists("site"))
        }
    }

    @Test func anImageLinkedFromOutsideTheAssetsFolderIsRefused() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            try sandbox.write("secret", to: "secret.png")
            try FileManager.default.removeItem(atPath: sandbox.path("Assets/snow@2x.png"))
            try FileManager.default.createSymbolicLink(
                atPath: sandbox.path("Assets/snow@2x.png"), withDestinationPath: sandbox.path("secret.png"))
            let result = site.pack("newyear")
            #expect(result.exitCode == .inputError, "\(result.stderr)")
            #expect(!sandbox.exists("site"))
            #expect(result.stderr.contains("snow@2x.png:"), "\(result.stderr)")
            #expect(!result.stderr.contains("names the image"), "the file is found, then refused for leading outside")
        }
    }

    @Test func aSymbolicallyLinkedFolderInTheSiteIsNotWrittenThrough() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            try sandbox.makeFolder("elsewhere")
            try sandbox.makeFolder("site")
            try FileManager.default.createSymbolicLink(atPath: sandbox.path("site/objects"), withDestinationPath: sandbox.path("elsewhere"))
            let result = site.pack("newyear")
            #expect(result.exitCode == .inputError)
            #expect(
                result.stderr.hasPrefix(sandbox.path("site/objects") + ":") && result.stderr.contains("error: is a symbolic link"),
                "\(result.stderr)")
            #expect(sandbox.files("elsewhere").isEmpty)
            #expect(!sandbox.exists("site/index.json"))
        }
    }

    /// The zip is written after the manifest and before the index: when it cannot be written, the
    /// new manifest is taken back, so the old index's pinned hash still matches.
    @Test func aFailedWriteLeavesThePreviousSiteServing() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            #expect(site.pack("newyear").exitCode == .success)
            let before = try site.snapshot()
            try sandbox.write("in the way", to: "site/skins/newyear.zip/blocker")
            try sandbox.write(
                ##"{"headerImage": "header_newyear", "screenBackground": "#000000", "badge": {"image": "snow"}}"##,
                to: "Themes/newyear.json")
            let result = site.pack("newyear", ["--zip"])
            #expect(result.exitCode == .writeError, "\(result.stderr)")
            #expect(result.stderr.contains("the site still serves what it served"))
            let after = try site.snapshot()
            #expect(after["index.json"] == before["index.json"])
            #expect(after["skins/newyear/manifest.json"] == before["skins/newyear/manifest.json"])
            try FileManager.default.removeItem(atPath: sandbox.path("site/skins/newyear.zip"))
            #expect(site.verify().exitCode == .success)
            expectNoHiddenFiles(in: sandbox, "site")
        }
    }
}
