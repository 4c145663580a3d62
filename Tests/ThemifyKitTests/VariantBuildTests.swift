import Foundation
import Testing
import ThemifyModel
import ThemifyTestSupport

@testable import ThemifyKit

/// The build run from the engine alone, without the command line: SampleLayouts with the
/// sample themes, written, checked, with a broken theme, and against what `themify` writes.
@Suite struct VariantBuildTests {
    /// A fresh folder holding SampleLayouts' layouts under `Layouts/` and its themes under `Themes/`.
    private final class Project {
        let root: URL
        var layouts: String { root.appendingPathComponent("Layouts").path }
        var themes: String { root.appendingPathComponent("Themes").path }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("variant-build-\(UUID().uuidString)")
            let files = FileManager.default
            try files.createDirectory(at: root.appendingPathComponent("Layouts"), withIntermediateDirectories: true)
            for layout in ["Profile.xib", "Main.storyboard"] {
                try files.copyItem(
                    at: Fixtures.sampleLayouts.appendingPathComponent(layout), to: root.appendingPathComponent("Layouts/\(layout)"))
            }
            try files.copyItem(at: Fixtures.sampleThemes, to: root.appendingPathComponent("Themes"))
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

        func bytes(_ relative: String) -> [UInt8]? { FileManager.default.contents(atPath: path(relative)).map { [UInt8]($0) } }

        /// Every file under `folder`, relative to it, sorted.
        func files(in folder: String) -> [String] {
            let base = path(folder)
            let all = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
            return all.filter { name in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: base + "/" + name, isDirectory: &isDirectory) && !isDirectory.boolValue
            }.sorted()
        }

        /// Settings that write the variants of `themes` and a nib map into `Out/`.
        func settings(_ themes: [String], check: Bool = false) -> VariantBuildSettings {
            var settings = VariantBuildSettings(inputs: [layouts], themes: themes, themesDirectory: self.themes, projectFolder: root.path)
            settings.destination = .directory(path("Out"))
            settings.nibMap = path("Out/ThemeNibMap.plist")
            settings.check = check
            settings.jobs = 2
            return settings
        }
    }

    @Test func writesEveryVariantAndTheNibMap() throws {
        let project = try Project()
        let result = VariantBuild(project.settings(["metal", "pink"])).run()
        #expect(result.outcome == .succeeded, "\(result.diagnostics.map(\.description))")
        #expect(!result.stoppedBeforeTheming)
        #expect(result.errorCount == 0)
        #expect(result.variants.map(\.status) == Array(repeating: .written, count: 4))
        #expect(Set(result.variants.map { "\($0.layout.split(separator: "/").last ?? "")-\($0.theme)" }).count == 4)
        for variant in result.variants {
            #expect(variant.themedElements > 0 && variant.changedProperties > 0, "\(variant)")
        }
        // The themer's output, unchanged by the writing: the checked-in golden variants.
        for name in ["Profile-metal.xib", "Profile-pink.xib", "Main-metal.storyboard", "Main-pink.storyboard"] {
            let written = try #require(project.bytes("Out/\(name)"), "\(name) was not written")
            #expect(written == (try Fixtures.bytes(Fixtures.golden.appendingPathComponent(name))), "\(name)")
        }
        #expect(result.nibMap == GeneratedFileOutcome(path: project.path("Out/ThemeNibMap.plist"), status: .written))
        let map = String(decoding: try #require(project.bytes("Out/ThemeNibMap.plist")), as: UTF8.self)
        #expect(map.contains("<string>Profile-metal</string>") && map.contains("<string>Main-pink</string>"), "\(map)")
        #expect(result.events.contains(.settled(path: project.path("Out/Profile-metal.xib"), status: .variant(.written))))

        // Built again, nothing changes.
        let again = VariantBuild(project.settings(["metal", "pink"])).run()
        #expect(again.outcome == .succeeded)
        #expect(again.variants.map(\.status) == Array(repeating: .unchanged, count: 4))
        #expect(again.nibMap?.status == .unchanged)
    }

    @Test func checkModeComparesAndWritesNothing() throws {
        let project = try Project()
        let missing = VariantBuild(project.settings(["metal"], check: true)).run()
        #expect(missing.outcome == .outdated)
        #expect(missing.variants.map(\.status) == [.missing, .missing])
        #expect(missing.nibMap?.status == .missing)
        #expect(project.files(in: "Out").isEmpty)

        #expect(VariantBuild(project.settings(["metal"])).run().outcome == .succeeded)
        let current = VariantBuild(project.settings(["metal"], check: true)).run()
        #expect(current.outcome == .succeeded, "\(current.diagnostics.map(\.description))")
        #expect(current.variants.map(\.status) == [.current, .current])
        #expect(current.nibMap?.status == .current)

        let edited = project.path("Out/Profile-metal.xib")
        try Data("<edited/>".utf8).write(to: URL(fileURLWithPath: edited))
        let stale = VariantBuild(project.settings(["metal"], check: true)).run()
        #expect(stale.outcome == .outdated)
        #expect(stale.variants.first { $0.target == edited }?.status == .outdated)
        #expect(stale.diagnostics.contains { $0.location?.path == edited && $0.message.contains("out of date") })
        #expect(project.bytes("Out/Profile-metal.xib") == Array("<edited/>".utf8), "check mode wrote a variant")
    }

    @Test func aBrokenThemeWritesNothingAndTheOthersAreWritten() throws {
        let project = try Project()
        try Data(##"{ "$extends": "default", "primaryHeadingColor": "#GG0000" }"##.utf8)
            .write(to: URL(fileURLWithPath: project.path("Themes/broken.json")))
        let result = VariantBuild(project.settings(["metal", "broken"])).run()
        #expect(result.outcome == .failedInputs)
        #expect(result.errorCount > 0)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.location?.path.hasSuffix("broken.json") == true })
        #expect(result.variants.filter { $0.theme == "broken" }.map(\.status) == [.failed, .failed])
        #expect(result.variants.filter { $0.theme == "metal" }.map(\.status) == [.written, .written])
        #expect(project.files(in: "Out") == ["Main-metal.storyboard", "Profile-metal.xib"])
        // Without the broken theme's variants the nib map would be half of what the app needs.
        #expect(result.nibMap == nil)
        #expect(result.diagnostics.contains { $0.message.contains("the nib map is not written while theme 'broken' has errors") })
    }

    @Test func writesWhatTheCommandLineWrites() throws {
        let project = try Project()
        let result = VariantBuild(project.settings(["default", "metal", "pink"])).run()
        #expect(result.outcome == .succeeded, "\(result.diagnostics.map(\.description))")

        let themify = try #require(TestProcess.builtProduct(), "\(TestProcess.notBuilt())")
        let run = try TestProcess(
            themify,
            [
                project.layouts, "--themes", project.themes, "--theme", "default", "--theme", "metal", "--theme", "pink",
                "-o", project.path("CLI"), "--nib-map", project.path("CLI/ThemeNibMap.plist"), "--jobs", "2",
            ], mergesStandardError: true
        ).run()
        #expect(run.status == 0, "\(run.stdoutText)")
        let files = project.files(in: "Out")
        #expect(files.count == 7, "\(files)")
        #expect(project.files(in: "CLI") == files)
        for file in files {
            #expect(project.bytes("CLI/\(file)") == project.bytes("Out/\(file)"), "\(file)")
        }
    }
}
