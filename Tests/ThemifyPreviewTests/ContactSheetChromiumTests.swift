import Foundation
import Testing
import ThemifyModel

@testable import ThemifyPreview

/// The contact sheet of SampleLayouts × default/metal/pink as headless Chromium shows it:
/// screenshots checked against expected images within a tolerance (re-recorded with
/// THEMIFY_RECORD_GOLDEN=1), and the pixels under a themed label in each theme's color, in the
/// light and the dark picture of a theme with per-appearance colors.
@Suite struct ContactSheetChromiumTests {
    /// The Settings scene's title label (`primaryHeadingColor`), at its frame in the layout.
    static let titleLabelID = "qGt-fO-59R"
    static let titleFrame = (x: 20, y: 127, width: 353, height: 26)

    @Test func contactSheetRendersInChromiumAsExpected() throws {
        let chromium = try HeadlessChromium()
        try PreviewFixtures.withTemporaryFolder { folder in
            let themes = try PreviewFixtures.sampleThemeNames.map(PreviewFixtures.theme)
            let layouts = try PreviewFixtures.sampleLayoutFiles.map { url in
                (path: "SampleLayouts/" + url.lastPathComponent, bytes: try PreviewFixtures.layout(url).bytes)
            }
            let result = PreviewBuilder().render(layouts: layouts, themes: themes)
            #expect(!result.hasErrors)
            #expect(result.pictures.count == 5 * 3)
            let index = folder.appendingPathComponent("index.html")
            try Data(ContactSheet.html(result).utf8).write(to: index)
            // Nothing on the page reaches the network.
            let html = try String(contentsOf: index, encoding: .utf8)
            #expect(
                !html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("url(http") && !html.contains("@import"))

            // The Settings scene in each theme, side by side at full size.
            let settings = PreviewFixtures.sampleThemeNames.map { theme in
                result.pictures.firstIndex { $0.screen.name == "Settings" && $0.column.id == theme }
            }
            let ids = try settings.map { "p\(try #require($0))" }
            let screenWidth = 393.0
            let viewerWidth = Int(ContactSheet.viewerOrigin.x * 2 + screenWidth * 3 + ContactSheet.viewerGap * 2)
            let sheetShot = folder.appendingPathComponent("sheet.png").path
            let viewerShot = folder.appendingPathComponent("viewer.png").path
            // Two browsers at once: the test waits for Chromium about as long as for one.
            let sheet = try chromium.screenshot(
                index.absoluteString, size: (1000, 1200), to: sheetShot, profile: folder.appendingPathComponent("profile1").path)
            let viewer = try chromium.screenshot(
                index.absoluteString + "#view=" + ids.joined(separator: "+"), size: (viewerWidth, 940), to: viewerShot,
                profile: folder.appendingPathComponent("profile2").path)
            let domFile = folder.appendingPathComponent("compare.html").path
            let dom = try chromium.dumpDOM(
                index.absoluteString + "#compare=default,pink", to: domFile, profile: folder.appendingPathComponent("profile3").path)
            // A theme with light and dark values: its Settings scene in both, side by side.
            let dual = try PreviewFixtures.theme(json: Self.dualTheme, named: "dual")
            let main = try #require(layouts.first { $0.path.hasSuffix("Main.storyboard") })
            let dualResult = PreviewBuilder().render(layouts: [main], themes: [dual])
            #expect(dualResult.columns.map(\.id) == ["dual", "dual.dark"])
            let dualIDs = try ["dual", "dual.dark"].map { column in
                "p\(try #require(dualResult.pictures.firstIndex { $0.screen.name == "Settings" && $0.column.id == column }))"
            }
            let dualIndex = folder.appendingPathComponent("dual.html")
            try Data(ContactSheet.html(dualResult).utf8).write(to: dualIndex)
            let dualShot = folder.appendingPathComponent("dual.png").path
            let dualWidth = Int(ContactSheet.viewerOrigin.x * 2 + screenWidth * 2 + ContactSheet.viewerGap)
            let dualViewer = try chromium.screenshot(
                dualIndex.absoluteString + "#view=" + dualIDs.joined(separator: "+"), size: (dualWidth, 400), to: dualShot,
                profile: folder.appendingPathComponent("profile4").path)
            try HeadlessChromium.wait(sheet, for: sheetShot)
            try HeadlessChromium.wait(viewer, for: viewerShot)
            try HeadlessChromium.wait(dom, for: domFile)
            try HeadlessChromium.wait(dualViewer, for: dualShot)

            // Before → after, as the page's script builds it: the themed title label is
            // outlined as changed, the untagged "Push notifications" label is not.
            let compared = try String(contentsOfFile: domFile, encoding: .utf8)
            let pairs = try #require(compared.range(of: "<section id=\"compare\">")).upperBound
            let comparison = compared[pairs...]
            #expect(comparison.contains("Main.storyboard · Settings: 5 view(s) changed"))
            #expect(comparison.contains("<g class=\"view changed\" data-id=\"\(Self.titleLabelID)\""))
            #expect(comparison.contains("<g class=\"view\" data-id=\"NRt-fc-THx\""))
            #expect(!comparison.contains("<g class=\"view changed\" data-id=\"NRt-fc-THx\""))

            for (shot, golden) in [(sheetShot, "contact-sheet.png"), (viewerShot, "settings-viewer.png")] {
                let expectedPath = PreviewFixtures.golden.appendingPathComponent(golden).path
                if PreviewFixtures.recordsGolden {
                    try? FileManager.default.removeItem(atPath: expectedPath)
                    try FileManager.default.copyItem(atPath: shot, toPath: expectedPath)
                    continue
                }
                let actual = try PNGImage(contentsOf: shot)
                let expected = try PNGImage(contentsOf: expectedPath)
                let share = actual.differingShare(from: expected)
                #expect(
                    share < 0.01,
                    "\(golden): \(String(format: "%.2f", share * 100))% of pixels differ (record again with THEMIFY_RECORD_GOLDEN=1 if the change is meant)"
                )
            }

            // Under the themed title label: the theme's own heading color, on its background.
            let image = try PNGImage(contentsOf: viewerShot)
            for (column, name) in PreviewFixtures.sampleThemeNames.enumerated() {
                let theme = try PreviewFixtures.theme(name)
                let heading = try #require(Self.color(theme, key: "primaryHeadingColor", property: "textColor"))
                let background = try #require(Self.color(theme, key: "screenBackground", property: "backgroundColor"))
                let left = Int(ContactSheet.viewerOrigin.x + Double(column) * (screenWidth + ContactSheet.viewerGap))
                let top = Int(ContactSheet.viewerOrigin.y)
                let label = (
                    x: left + Self.titleFrame.x, y: top + Self.titleFrame.y, width: Self.titleFrame.width, height: Self.titleFrame.height
                )
                let inked = image.count(of: Self.bytes(heading), in: label)
                #expect(
                    inked >= 40, "theme '\(name)': only \(inked) pixel(s) under the title label are its heading color \(heading.hexString)")
                // Right of the word "Appearance" the label is empty: the screen's background shows.
                let beside = image.rgb(label.x + label.width - 4, label.y + label.height / 2)
                let expected = Self.bytes(background)
                #expect(
                    abs(beside.0 - expected.0) <= 2 && abs(beside.1 - expected.1) <= 2 && abs(beside.2 - expected.2) <= 2,
                    "theme '\(name)': background beside the label is \(beside), not \(background.hexString)")
            }

            // The dual theme's light picture, then its dark one: each in that appearance's values.
            let dualImage = try PNGImage(contentsOf: dualShot)
            for (column, colors) in [(heading: "#C2185B", background: "#FFF0F5"), (heading: "#F48FB1", background: "#1A0A10")].enumerated()
            {
                let heading = try #require(SRGBColor(hex: colors.heading))
                let background = try #require(SRGBColor(hex: colors.background))
                let left = Int(ContactSheet.viewerOrigin.x + Double(column) * (screenWidth + ContactSheet.viewerGap))
                let label = (
                    x: left + Self.titleFrame.x, y: Int(ContactSheet.viewerOrigin.y) + Self.titleFrame.y, width: Self.titleFrame.width,
                    height: Self.titleFrame.height
                )
                let inked = dualImage.count(of: Self.bytes(heading), in: label)
                #expect(inked >= 40, "dual theme, column \(column): only \(inked) pixel(s) under the title label are \(colors.heading)")
                let beside = dualImage.rgb(label.x + label.width - 4, label.y + label.height / 2)
                let expected = Self.bytes(background)
                #expect(
                    abs(beside.0 - expected.0) <= 2 && abs(beside.1 - expected.1) <= 2 && abs(beside.2 - expected.2) <= 2,
                    "dual theme, column \(column): background beside the label is \(beside), not \(colors.background)")
            }
        }
    }

    /// The heading and screen background per appearance; the variant names them from the
    /// generated catalog, so the dark picture's pixels come from the catalog's dark values.
    static let dualTheme =
        ##"{"primaryHeadingColor": {"light": "#C2185B", "dark": "#F48FB1"}, "screenBackground": {"light": "#FFF0F5", "dark": "#1A0A10"}}"##

    /// A key's color in the theme file: its plain value, or one property of its style.
    static func color(_ theme: ResolvedTheme, key: String, property: String) -> SRGBColor? {
        switch theme.value(forKey: key) {
        case .plain(let plain)?:
            return SRGBColor(hex: plain.text)
        case .style(let style)?:
            if case .color(.sRGB(let color))? = style.value(for: StylePath(property: property))?.settings.first?.value { return color }
            return nil
        case nil:
            return nil
        }
    }

    static func bytes(_ color: SRGBColor) -> (Int, Int, Int) {
        (Int((color.red * 255).rounded()), Int((color.green * 255).rounded()), Int((color.blue * 255).rounded()))
    }
}
