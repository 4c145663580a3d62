import Foundation
import Testing
import ThemifyModel
import ThemifyTestSupport

@testable import ThemifyCLI

/// ThemifyPlugin, used as a package's build-tool plugin: `swift build` of the fixture package
/// (Fixtures/PluginPackage) themes its layout with its three themes and bundles the variants.
@Suite struct PluginTests {
    static let fixture = Fixtures.packageRoot.appendingPathComponent("Tests/ThemifyCLITests/Fixtures/PluginPackage")
    static let pathPlaceholder = "@THEMIFY_PACKAGE_PATH@"
    static let identityPlaceholder = "@THEMIFY_PACKAGE_IDENTITY@"

    /// A Swift string literal's contents for `text`.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// The fixture's build compiles themify from scratch: a minute or two. One test only, with
    /// an incremental rebuild at its end.
    @Test func swiftBuildBundlesTheVariantsThePluginWrites() throws {
        try withBuiltThemify { sandbox, themify in
            guard let swift = TestProcess.onPath("swift") else {
                Issue.record(
                    "'swift' is not on PATH (\(ProcessInfo.processInfo.environment["PATH"] ?? "")); the plugin test runs 'swift build'")
                return
            }
            let package = try sandbox.copy(Self.fixture, to: "SampleApp")
            #expect(!FileManager.default.fileExists(atPath: package + "/.build"), "the fixture is copied without build products")

            // Point the copy at this package, by path and by identity (its folder's name).
            let manifestPath = package + "/Package.swift"
            let manifest = try String(contentsOfFile: manifestPath, encoding: .utf8)
            try #require(manifest.contains(".package(path: \"\(Self.pathPlaceholder)\")"), "the fixture manifest has the path placeholder")
            try #require(manifest.contains("package: \"\(Self.identityPlaceholder)\""), "the fixture manifest has the identity placeholder")
            let root = Fixtures.packageRoot.standardizedFileURL.path
            let identity = Fixtures.packageRoot.standardizedFileURL.lastPathComponent.lowercased()
            try manifest
                .replacingOccurrences(of: Self.pathPlaceholder, with: Self.escaped(root))
                .replacingOccurrences(of: Self.identityPlaceholder, with: Self.escaped(identity))
                .write(toFile: manifestPath, atomically: true, encoding: .utf8)

            let scratch = sandbox.path(".build")
            let build = try runProcess(
                swift, ["build", "--scratch-path", scratch], in: URL(fileURLWithPath: package),
                environment: ProcessInfo.processInfo.environment, watchdog: 30 * 60)
            #expect(build.exited(with: 0), "\(build)")

            // What themify itself writes for the same layout and themes.
            let expected = try themify.run([
                "SampleApp/Sources/SampleApp/Layouts/Profile.xib", "--themes", "SampleApp/Sources/SampleApp/Themes",
                "--theme", "default", "--theme", "metal", "--theme", "pink", "-o", "Expected",
            ])
            #expect(expected.exited(with: 0), "\(expected)")

            let bundle = ".build/debug/SampleApp_SampleApp.resources"
            let bundled = sandbox.files(bundle)
            for theme in SampleProject.themes {
                let name = "Profile-\(theme).xib"
                #expect(bundled.contains(name), "\(name) is in the resource bundle: \(bundled)")
                guard bundled.contains(name) else { continue }
                #expect(try sandbox.bytes("\(bundle)/\(name)") == sandbox.bytes("Expected/\(name)"), "\(name) holds what themify writes")
            }

            // The catalog of the themes' per-appearance colors is bundled as themify writes it
            // (copied, on Linux; on Apple platforms SwiftPM compiles it, as it does any catalog).
            let colorSet = "Themes.xcassets/pink/cardBackground.colorset/Contents.json"
            #expect(bundled.contains(colorSet), "the generated catalog is in the resource bundle: \(bundled)")
            if bundled.contains(colorSet) {
                #expect(try sandbox.bytes("\(bundle)/\(colorSet)") == sandbox.bytes("Expected/\(colorSet)"))
            }

            // The loop guard holds for the plugin too: a variant kept beside its layout (as a
            // `themify` run without -o leaves it) is not themed again on the next build.
            try sandbox.copy(
                URL(fileURLWithPath: sandbox.path("Expected/Profile-metal.xib")),
                to: "SampleApp/Sources/SampleApp/Layouts/Profile-metal.xib")
            let rebuild = try runProcess(
                swift, ["build", "--scratch-path", scratch], in: URL(fileURLWithPath: package),
                environment: ProcessInfo.processInfo.environment, watchdog: 30 * 60)
            #expect(rebuild.exited(with: 0), "\(rebuild)")
            let rebundled = sandbox.files(bundle)
            #expect(doublySuffixedNames(rebundled).isEmpty, "variants of variants in the resource bundle: \(rebundled)")
            let pluginOutputs = sandbox.files(".build/plugins/outputs").map { ($0 as NSString).lastPathComponent }
            #expect(doublySuffixedNames(pluginOutputs).isEmpty, "variants of variants among the plugin's outputs: \(pluginOutputs)")
        }
    }
}
