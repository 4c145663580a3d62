import Foundation
import Testing

@testable import ThemifyPreview

/// Every picture of SampleLayouts in every sample theme, in light and dark, byte for byte
/// against the recorded SVGs in Golden/svg (THEMIFY_RECORD_GOLDEN=1 records them again). The SVGs are
/// deterministic: rendering twice gives the same bytes.
@Suite struct GoldenSVGTests {
    static let folder = PreviewFixtures.golden.appendingPathComponent("svg")

    static func render() throws -> PreviewBuilder.Result {
        let themes = try PreviewFixtures.sampleThemeNames.map(PreviewFixtures.theme)
        let layouts = try PreviewFixtures.sampleLayoutFiles.map { url in
            (path: "SampleLayouts/" + url.lastPathComponent, bytes: try PreviewFixtures.layout(url).bytes)
        }
        return PreviewBuilder(appearances: [.light, .dark]).render(layouts: layouts, themes: themes)
    }

    @Test func sampleLayoutsInEverySampleThemeMatchTheGoldenSVGs() throws {
        let result = try Self.render()
        #expect(!result.hasErrors)
        #expect(result.pictures.count == 15 * 2)
        let again = try Self.render()
        #expect(result.pictures.map(\.svg) == again.pictures.map(\.svg), "rendering is not deterministic")
        var expectedNames = Set<String>()
        for picture in result.pictures {
            let file = Self.folder.appendingPathComponent(picture.fileStem + ".svg")
            expectedNames.insert(picture.fileStem + ".svg")
            if PreviewFixtures.recordsGolden {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(picture.svgDocument.utf8).write(to: file)
                continue
            }
            let golden = try String(contentsOf: file, encoding: .utf8)
            #expect(
                golden == picture.svgDocument,
                "\(picture.fileStem).svg differs from its golden file (THEMIFY_RECORD_GOLDEN=1 records it again)")
        }
        // No golden file is left over from a picture that is no longer drawn.
        let recorded = (FileManager.default.enumerator(atPath: Self.folder.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".svg")
        }
        #expect(Set(recorded) == expectedNames)
    }

    @Test func themedValuesReachThePicture() throws {
        let result = try Self.render()
        let pink = try #require(result.pictures.first { $0.screen.name == "Settings" && $0.column.id == "pink" })
        // The pink theme's heading color and button background, as the variant has them.
        #expect(pink.svg.contains("fill=\"#C2185B\" xml:space=\"preserve\">Appearance</text>"))
        #expect(pink.svg.contains("fill=\"#FFF0F5\"/>"))
        // What hovering shows: the view's key and the theme's values for it.
        #expect(pink.svg.contains("data-key=\"primaryHeadingColor\" data-values=\"textColor = #C2185B\""))
        #expect(pink.svg.contains("<title>Title Label (label), key &#39;primaryHeadingColor&#39;&#10;textColor = #C2185B</title>"))
        let metal = try #require(result.pictures.first { $0.screen.name == "Settings" && $0.column.id == "metal" })
        #expect(metal.svg.contains("Avenir-Heavy 22"))
        // Dark: the theme's plain colors stay, the layout's system colors and UIKit's defaults turn dark.
        let pinkDark = try #require(result.pictures.first { $0.screen.name == "Settings" && $0.column.id == "pink.dark" })
        #expect(pinkDark.fileStem == "Main.storyboard/Settings-ad5-cW-BHA.pink.dark")
        #expect(pinkDark.svg.contains("fill=\"#C2185B\" xml:space=\"preserve\">Appearance</text>"))
        #expect(pinkDark.svg.contains("class=\"canvas\"") && pinkDark.svg.contains("fill=\"#000000\"/>"))
    }
}
