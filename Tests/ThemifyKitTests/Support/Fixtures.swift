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

    /// Layouts Xcode saved in a folder of the developer's (`THEMIFY_ORACLE_LAYOUTS=<folder>`,
    /// searched through): a project of their own, or files from projects the corpus does not
    /// hold, which the corpus oracles then take as they take the corpus. None when unset, so
    /// the suite's own cases are the same on every machine.
    static var ownOracleLayouts: [URL] {
        guard let folder = ProcessInfo.processInfo.environment["THEMIFY_ORACLE_LAYOUTS"], !folder.isEmpty else { return [] }
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { ["xib", "storyboard"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
    }

    /// The oracle's files after each commit (`shared/oracle/cases/*/after.*`): Xcode's own
    /// writing, each one more Xcode-written layout whose every value the corpus oracles can
    /// take out and set again. The oracle's `themeKey` tags are taken out (they are the
    /// oracle's, not Xcode's), each distinct file is kept once, and the cases
    /// `oracle-failing.txt` lists (text edits and files Xcode read that are not there) are
    /// left out. Written once per run, atomically, into one temporary folder that every run
    /// reuses (the same files each time), so runs leave no folders behind.
    static let oracleAfterLayouts: [URL] = {
        let cases = corpus.deletingLastPathComponent().appendingPathComponent("oracle/cases")
        let failing =
            (try? String(
                contentsOf: packageRoot.appendingPathComponent("Tests/ThemifyCLITests/Fixtures/oracle-failing.txt"), encoding: .utf8))?
            .split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) } ?? []
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themify-oracle-after")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tag = #/^ *<userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="k[0-9]+"/>$/#
        var seen = Set<String>()
        var layouts: [URL] = []
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: cases.path)) ?? []).sorted() where !failing.contains(name) {
            for file in ["after.xib", "after.storyboard"] {
                guard let text = try? String(contentsOf: cases.appendingPathComponent(name).appendingPathComponent(file), encoding: .utf8)
                else { continue }
                var lines = text.components(separatedBy: "\n").filter { $0.wholeMatch(of: tag) == nil }
                // A block that held only the tag goes with it.
                var index = lines.count - 1
                while index > 0 {
                    if lines[index].hasSuffix("</userDefinedRuntimeAttributes>"),
                        lines[index - 1].hasSuffix("<userDefinedRuntimeAttributes>")
                    {
                        lines.removeSubrange(index - 1...index)
                        index -= 1
                    }
                    index -= 1
                }
                let untagged = lines.joined(separator: "\n")
                guard seen.insert(untagged).inserted else { continue }
                let url = folder.appendingPathComponent("oracle-\(name)-\(file)")
                if (try? untagged.write(to: url, atomically: true, encoding: .utf8)) != nil { layouts.append(url) }
            }
        }
        return layouts
    }()

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
