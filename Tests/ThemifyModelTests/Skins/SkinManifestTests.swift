import Foundation
import Testing

@testable import ThemifyModel

@Suite struct SkinManifestTests {
    static let hashA = String(repeating: "a", count: 64)
    static let hashB = String(repeating: "b", count: 64)

    static func manifest(assets: [SkinManifest.Asset]) -> SkinManifest {
        SkinManifest(id: "newyear", theme: .init(sha256: hashA, size: 12), assets: assets)
    }

    @Test func roundTripsAndSortsItsAssets() throws {
        let two = SkinManifest.Asset(
            name: "header", scale: .two, idiom: "universal", filename: "header@2x.png", object: .init(sha256: Self.hashB, size: 3))
        let one = SkinManifest.Asset(
            name: "header", scale: .one, idiom: "universal", filename: "header.png", object: .init(sha256: Self.hashA, size: 3))
        let manifest = Self.manifest(assets: [two, one])
        #expect(manifest.assets.map(\.scale) == [.one, .two])
        #expect(try SkinManifest(canonicalBytes: manifest.canonicalBytes) == manifest)
        #expect(manifest.canonicalBytes == Self.manifest(assets: [one, two]).canonicalBytes)
        #expect(manifest.objects.map(\.path) == ["objects/\(Self.hashA)", "objects/\(Self.hashA)", "objects/\(Self.hashB)"])
    }

    @Test func refusesUnsafeOrInconsistentFields() {
        func problem(_ edit: (inout SkinManifest) -> Void) -> String? {
            var manifest = Self.manifest(assets: [
                SkinManifest.Asset(
                    name: "header", scale: .one, idiom: "universal", filename: "header.png", object: .init(sha256: Self.hashB, size: 3))
            ])
            edit(&manifest)
            do {
                _ = try SkinManifest(canonicalBytes: SkinJSON.encode(manifest))
                return nil
            } catch { return error.message }
        }
        #expect(problem { _ in } == nil)
        #expect(problem { $0.theme.path = "../secret" } == "theme.path '../secret' has a '..' component")
        #expect(problem { $0.theme.path = "objects/\(Self.hashB)" } == "theme.path 'objects/\(Self.hashB)' is not objects/<its sha256>")
        #expect(problem { $0.assets[0].object.path = "/etc/passwd" } == "assets[0].object.path '/etc/passwd' is absolute")
        #expect(problem { $0.assets[0].filename = "../header.png" } == "assets[0].filename '../header.png' is not a plain file name")
        #expect(problem { $0.assets[0].filename = "a/header.png" } == "assets[0].filename 'a/header.png' is not a plain file name")
        #expect(problem { $0.assets[0].name = "a\\b" } == "assets[0].name 'a\\b' is not an image name")
        #expect(problem { $0.theme.sha256 = "00" } == "theme.sha256 is not 64 lowercase hex digits")
        #expect(problem { $0.theme.size = -1 } == "theme.size is negative")
        #expect(problem { $0.id = "../x" } == "'id' '../x' is not a skin id")
    }

    @Test func assetsAreUniqueAndInOrder() {
        let asset = SkinManifest.Asset(
            name: "h", scale: .one, idiom: "universal", filename: "h.png", object: .init(sha256: Self.hashB, size: 3))
        var twice = Self.manifest(assets: [asset])
        twice.assets.append(asset)
        #expect(
            throws: SkinFormatError(
                "assets[1] is out of order or repeats an image, idiom and scale; assets are sorted by name, idiom, scale")
        ) {
            try SkinManifest(canonicalBytes: SkinJSON.encode(twice))
        }
        var other = asset
        other.scale = .two
        #expect(throws: Never.self) { try SkinManifest(canonicalBytes: SkinJSON.encode(Self.manifest(assets: [other, asset]))) }
    }

    @Test func unknownScalesAreRefused() {
        let text = String(
            decoding: Self.manifest(assets: [
                SkinManifest.Asset(
                    name: "h", scale: .one, idiom: "universal", filename: "h.png", object: .init(sha256: Self.hashB, size: 3))
            ]).canonicalBytes, as: UTF8.self)
        #expect(throws: SkinFormatError.self) {
            try SkinManifest(canonicalBytes: Array(text.replacingOccurrences(of: "\"1x\"", with: "\"4x\"").utf8))
        }
    }
}
