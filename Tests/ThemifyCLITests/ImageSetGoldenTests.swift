import Foundation
import Testing

/// A storyboard whose image views change to images of every shape a project holds, themed
/// through the command line with `--assets`: its `<resources>` entries carry the sizes Xcode
/// reads from each (`Fixtures/ImageSets/assets`: an image set with dark files, one with iPhone,
/// iPad and universal slots, one with a size-class slot and a 2x slot holding a file named for
/// 3x, a PDF, an SVG, loose files with device modifiers, a set in a namespace folder, and a
/// name with its file's extension), and the replaced image's entry stays because an
/// `@IBInspectable` runtime attribute still names it. Compared with checked-in outputs;
/// `THEMIFY_RECORD_GOLDEN=1` writes them anew.
@Suite struct ImageSetGoldenTests {
    static let folder = Fixtures.packageRoot.appendingPathComponent("Tests/ThemifyCLITests/Fixtures/ImageSets")

    /// The layout's device picks the rendition: the same storyboard drawn for an iPhone and for an iPad.
    static let devices = [
        ("iphone", #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#),
        ("ipad", #"<device id="ipad10_9rounded" orientation="portrait" layout="fullscreen" appearance="light"/>"#),
    ]

    @Test(arguments: devices)
    func eachShapeOfImageIsSizedAsXcodeSizesIt(device: (name: String, element: String)) throws {
        let original = try String(contentsOf: Self.folder.appendingPathComponent("Images.storyboard"), encoding: .utf8)
        let layout = original.replacingOccurrences(of: Self.devices[0].1, with: device.element)
        try #require(layout.contains(device.element))
        try withSandbox { sandbox in
            let input = try sandbox.write(layout, to: "Images.storyboard")
            let result = themify(
                input, "--theme", Self.folder.appendingPathComponent("theme.json").path, "--assets",
                Self.folder.appendingPathComponent("assets").path, "-o", "-")
            #expect(result.exitCode == .success, "\(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            let golden = Self.folder.appendingPathComponent("Images-\(device.name).storyboard")
            if ProcessInfo.processInfo.environment["THEMIFY_RECORD_GOLDEN"] == "1" {
                try Data(result.stdout).write(to: golden)
                return
            }
            let expected = try [UInt8](Data(contentsOf: golden))
            #expect(result.stdout == expected, "themify's output differs from \(golden.lastPathComponent)")
        }
    }
}
