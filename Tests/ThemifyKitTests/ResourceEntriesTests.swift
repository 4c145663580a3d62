import Foundation
import Testing
import ThemifyModel
import ThemifyXML

@testable import ThemifyKit

/// The catalogs of one theming run share what `<resources>` holds (`ResourceEntries`) instead of
/// reading the block at every lookup; whatever order the file's block is in, they must put each
/// entry exactly where catalogs reading the block afresh each time do.
@Suite struct ResourceEntriesTests {
    private func layout(_ resources: String) throws -> Layout {
        try Layout(path: "Test.xib", bytes: Array(Fixtures.xib("", resources: resources).utf8))
    }

    /// The same edits through catalogs sharing one `ResourceEntries` and through fresh ones.
    private func edited(_ resources: String) throws -> (shared: String, fresh: String) {
        var outputs: [String] = []
        for sharing in [true, false] {
            let layout = try layout(resources)
            let entries = ResourceEntries()
            let catalog = { ResourceCatalog(root: layout.document.root, entries: sharing ? entries : ResourceEntries()) }
            catalog().addImage(ImageName(name: "aa"), size: ("10", "10"))
            catalog().addImage(ImageName(name: "c"), size: ("10", "10"))
            catalog().addImage(ImageName(name: "b"), size: ("99", "99"))
            // A project image that becomes the symbol of the same name: replaced.
            catalog().addImage(ImageName(name: "a", isSymbol: true), size: ("64", "64"))
            _ = catalog().addColor(.system("systemRedColor"), assets: AssetCatalog())
            _ = catalog().addColor(.system("systemRedColor"), assets: AssetCatalog())
            catalog().addImage(ImageName(name: "ab"), size: ("10", "10"))
            outputs.append(String(decoding: layout.document.serialized(), as: UTF8.self))
        }
        return (outputs[0], outputs[1])
    }

    @Test func entriesGoWhereAFreshReadPutsThemInXcodesOrder() throws {
        let (shared, fresh) = try edited(
            """
                    <image name="a" width="1" height="1"/>
                    <image name="b" width="1" height="1"/>
                    <systemColor name="systemBlueColor">
                        <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
            """)
        #expect(shared == fresh)
        let names = shared.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "name=\"")?.upperBound else { return nil }
            return String(line[start...].prefix { $0 != "\"" })
        }
        #expect(names == ["a", "aa", "ab", "b", "c", "systemBlueColor", "systemRedColor"])
        #expect(shared.contains(#"<image name="a" catalog="system" width="64" height="64"/>"#))
        #expect(shared.contains(#"<image name="b" width="1" height="1"/>"#))
    }

    @Test func entriesGoWhereAFreshReadPutsThemInABlockOutOfOrder() throws {
        let (shared, fresh) = try edited(
            """
                    <image name="b" width="1" height="1"/>
                    <image name="a" width="1" height="1"/>
                    <image name="b" width="2" height="2"/>
                    <image name="ab" width="1" height="1"/>
            """)
        #expect(shared == fresh)
    }
}
