import Foundation
import ThemifyTestSupport

/// Type-checks Swift files against the modules this test run was built with, so generated code
/// is checked by the real compiler and not by comparing strings.
enum SwiftCompiler {
    typealias Outcome = ExternalTool.Outcome

    /// The folder of built `.swiftmodule`s: `Modules` among the test run's build products.
    static var modulesFolder: URL? {
        TestProcess.builtProductsFolder(containing: "Modules/ThemifyRuntime.swiftmodule").map { $0.appendingPathComponent("Modules") }
    }

    /// `swiftc` on the PATH.
    static var compiler: ExternalTool? { try? ExternalTool("swiftc") }

    static func typecheck(_ files: [URL]) throws -> Outcome? {
        guard let modulesFolder else { return nil }
        // ThemifySkinCrypto imports libcrypto's module internally, but a module built without
        // library evolution still needs its C dependencies' module maps to be loaded, which
        // SwiftPM and Xcode pass to every client: so does this.
        let systemModules = ["ThemifyCLibCrypto", "ThemifyCLibXML2", "ThemifyCZlib"].flatMap {
            ["-Xcc", "-fmodule-map-file=" + Fixtures.packageRoot.appendingPathComponent("Sources/\($0)/module.modulemap").path]
        }
        return try run(["-typecheck", "-swift-version", "6", "-I", modulesFolder.path] + systemModules + files.map(\.path))
    }

    /// Type-checks a package manifest against the toolchain's PackageDescription, at the tools
    /// version themify's own manifest declares.
    static func typecheckManifest(_ file: URL) throws -> Outcome? {
        guard let compiler else { return nil }
        let manifestAPI = compiler.executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/pm/ManifestAPI")
        return try run(["-typecheck", "-I", manifestAPI.path, "-package-description-version", "6.1", file.path])
    }

    private static func run(_ arguments: [String]) throws -> Outcome? {
        try compiler?.run(arguments)
    }
}
