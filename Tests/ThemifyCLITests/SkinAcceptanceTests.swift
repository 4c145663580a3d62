import Foundation
import Testing
import ThemifyKit
import ThemifyModel
import ThemifySkinCrypto

@testable import ThemifyCLI

/// `pack` and `verify` accept exactly what a client installs (`SkinFileLayout`, shared with
/// the client), and fail with located errors where they cannot go on.
@Suite struct SkinAcceptanceTests {
    /// An image set `name` holding one 1x file `filename`.
    private static func imageSet(_ name: String, filename: String, in site: SkinSite) throws {
        try site.sandbox.write(Array("PNG \(name)".utf8), to: "Assets/App.xcassets/\(name).imageset/\(filename)")
        try site.sandbox.write(
            #"{"images": [{"idiom": "universal", "filename": "\#(filename)", "scale": "1x"}]}"#,
            to: "Assets/App.xcassets/\(name).imageset/Contents.json")
    }

    /// Packs a theme naming the images of `sets` as skin `id`; refused with `expected`, and
    /// nothing written.
    private func expectPackRefused(
        id: String, sets: [(name: String, filename: String)], _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            for set in sets { try Self.imageSet(set.name, filename: set.filename, in: site) }
            let members = sets.enumerated().map { #""image\#($0.offset)": {"image": "\#($0.element.name)"}"# }.joined(separator: ", ")
            // The default theme's header image is set to one the catalog has: the chain is complete.
            try sandbox.write(#"{"headerImage": "header_newyear", "# + members + "}", to: "Themes/hostile.json")
            let result = site.pack("hostile", id: id)
            #expect(result.exitCode == .inputError, "\(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stderr.contains(expected), "\(result.stderr)", sourceLocation: sourceLocation)
            #expect(
                result.stderr.contains(sandbox.path("Themes/hostile.json") + ":"), "located at the theme: \(result.stderr)",
                sourceLocation: sourceLocation)
            #expect(!sandbox.exists("site/index.json"), sourceLocation: sourceLocation)
        }
    }

    @Test func imageSetsThatDifferOnlyInCaseAreRefused() throws {
        try expectPackRefused(id: "clash", sets: [("Header", "a.png"), ("header", "b.png")], "differ only in case")
    }

    @Test func anImageWithoutAPlainExtensionIsRefused() throws {
        try expectPackRefused(id: "plain", sets: [("logo", "logo")], "has no plain file extension")
        try expectPackRefused(id: "plain", sets: [("logo", "logo.p-n-g")], "has no plain file extension")
    }

    @Test func anImageLandingOnTheThemeOrManifestFileIsRefused() throws {
        try expectPackRefused(id: "logo", sets: [("logo", "logo.json")], "would both be 'logo.json'")
        try expectPackRefused(id: "skin", sets: [("manifest", "x.json")], "would both be 'manifest.json'")
        try expectPackRefused(id: "skin", sets: [("Manifest", "x.JSON")], "differ only in case")
    }

    /// A manifest a client refuses, signed anyway (a leaked key, another publisher): verify
    /// refuses it with the client's reason.
    @Test func verifyRefusesAManifestTheClientRefuses() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            #expect(site.pack("newyear").exitCode == .success)
            var manifest = try site.manifest("newyear")
            let first = manifest.assets[0]
            manifest.assets.insert(
                SkinManifest.Asset(
                    name: first.name.uppercased(), scale: first.scale, idiom: first.idiom, filename: first.filename, object: first.object),
                at: 0)
            let bytes = SkinJSON.encode(manifest)
            try sandbox.write(bytes, to: "site/skins/newyear/manifest.json")
            var index = try site.index()
            index.skins[0].manifestSHA256 = SHA256Digest.hexHash(bytes)
            index.skins[0].manifestSize = bytes.count
            try site.resign(index)
            let result = site.verify()
            #expect(result.exitCode == .inputError)
            #expect(
                result.stderr.contains(
                    "skin 'newyear': manifest: two files of the skin, 'HEADER_NEWYEAR.png' and 'header_newyear.png', differ only in case"),
                "\(result.stderr)")
            #expect(result.stderr.contains(sandbox.path("site/skins/newyear/manifest.json") + ":"), "\(result.stderr)")
        }
    }

    @Test func aMissingObjectIsReportedMissing() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            #expect(site.pack("newyear").exitCode == .success)
            let object = try site.manifest("newyear").assets[0].object.path
            try FileManager.default.removeItem(atPath: sandbox.path("site/" + object))
            let result = site.verify()
            #expect(result.exitCode == .inputError)
            #expect(
                result.stderr.contains(
                    sandbox.path("site/" + object) + ":1:1: error: object named by skins/newyear/manifest.json: cannot read: "),
                "\(result.stderr)")
            #expect(!result.stderr.contains("leads outside"), "\(result.stderr)")
        }
    }

    /// A site whose signed index has the highest version there is cannot take another index:
    /// a located error, the site as it was, never an overflow trap.
    @Test func packingOntoAnIndexOfTheHighestVersionIsALocatedError() throws {
        try withSandbox { sandbox in
            let site = try SkinSite(sandbox)
            #expect(site.pack("newyear").exitCode == .success)
            var index = try site.index()
            index.version = Int.max
            try site.resign(index)
            let before = try site.snapshot()
            let result = site.pack("winter")
            #expect(result.exitCode == .inputError, "\(result.stderr)")
            #expect(
                result.stderr.contains(
                    sandbox.path("site/index.json") + ":1:1: error: the site's index has version \(Int.max), the highest there is"),
                "\(result.stderr)")
            #expect(try site.snapshot() == before)
            // Packing what the index already holds changes nothing and needs no new version.
            #expect(site.pack("newyear").exitCode == .success)
            #expect(try site.index().version == Int.max)
        }
    }
}
