import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// A real-shaped macOS window (`Fixtures/AppKit/Controls.xib`) through a theme that sets every
/// AppKit property (`Fixtures/Themes/appkit.json`), compared with `Golden/AppKit-Controls-appkit.xib`
/// (`scripts/record-golden.sh` re-records it).
@Suite struct AppKitGoldenTests {
    /// Every AppKit property of the table, on controls and on cells, in one real-shaped window.
    @Test func aWholeMacOSLayoutMatchesGolden() throws {
        let layout = AppKitThemingTests.fixtures.appendingPathComponent("AppKit/Controls.xib")
        var loader = ThemeLoader()
        let theme = try loader.resolve(path: AppKitThemingTests.fixtures.appendingPathComponent("Themes/appkit.json").path)
        let result = Themer().theme(try Fixtures.bytes(layout), path: "Controls.xib", with: theme)
        // A symbol Xcode's size table lacks for this era is estimated and said; nothing else.
        let findings = result.diagnostics.filter { $0.rule != LintRule.unknownSystemImage }
        #expect(findings.isEmpty, "\(findings.map(\.description))")
        let output = try #require(result.output)
        try GoldenFile.check(output, against: Fixtures.golden.appendingPathComponent("AppKit-Controls-appkit.xib"))
        let again = Themer().theme(output, path: "Controls.xib", with: theme)
        #expect(again.output == output)
        #expect(again.changedProperties == 0)
    }

    /// The theme sets every property the AppKit rows write, so the golden file covers them all.
    @Test func theThemeSetsEveryAppKitProperty() throws {
        let json = try Data(contentsOf: AppKitThemingTests.fixtures.appendingPathComponent("Themes/appkit.json"))
        let styles = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        // Plain strings here are images (image views and items).
        let set = Set(
            styles.values.flatMap { ($0 as? [String: Any]).map { Array($0.keys) } ?? ["image"] }.map {
                // The runtime attributes group stands for the table's row of every key path.
                $0 == "runtimeAttributes" ? PropertyCatalog.runtimeAttributes : $0
            })
        #expect(set == Set(PropertyTable.rows.filter { $0.platform == .appKit }.map(\.property)))
    }
}
