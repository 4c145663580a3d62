import Foundation
import ThemifyModel
import ThemifyTestSupport

@testable import ThemifyKit

/// Paths and builders shared by the kit's tests; everything is found relative to this file.
enum Fixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sampleLayouts = packageRoot.appendingPathComponent("SampleLayouts")
    static let sampleThemes = sampleLayouts.appendingPathComponent("Themes")
    static let golden = packageRoot.appendingPathComponent("Tests/ThemifyKitTests/Golden")
    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static var corpusLayouts: [URL] {
        let directory = corpus.appendingPathComponent("layouts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().map { directory.appendingPathComponent($0) }
    }

    static func bytes(_ url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    /// A theme read from JSON text, named `name`, extending nothing.
    static func theme(_ json: String, name: String = "test") throws -> ResolvedTheme {
        let node = try JSONThemeFileReader.read(Array(json.utf8), path: "\(name).json")
        return ResolvedTheme(chain: [try Theme(node: node, path: "\(name).json")])
    }

    /// A minimal iOS xib in the form Xcode writes, with `body` inside its root view's subviews.
    static func xib(_ body: String, resources: String = "") -> String {
        TestLayouts.xib(body, resources: resources)
    }

    /// A themable element's runtime-attribute tag block, indented for `xib` bodies.
    static func runtimeTag(_ key: String, indent: String = "                        ") -> String {
        """
        \(indent)<userDefinedRuntimeAttributes>
        \(indent)    <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="\(key)"/>
        \(indent)</userDefinedRuntimeAttributes>
        """
    }

    /// Themes `text` and returns the output as text, with the diagnostics.
    static func themed(_ text: String, with theme: ResolvedTheme, tagging: TaggingConfiguration = TaggingConfiguration()) -> (
        output: String?, diagnostics: [Diagnostic]
    ) {
        let result = Themer(tagging: tagging).theme(Array(text.utf8), path: "Test.xib", with: theme)
        return (result.output.map { String(decoding: $0, as: UTF8.self) }, result.diagnostics)
    }

    /// The lines of `after` that differ from `before` (same line count assumed where compared).
    static func changedLines(_ before: String, _ after: String) -> [String] {
        let old = before.split(separator: "\n", omittingEmptySubsequences: false)
        let new = after.split(separator: "\n", omittingEmptySubsequences: false)
        let oldSet = Set(old)
        return new.filter { !oldSet.contains($0) }.map(String.init)
    }
}
