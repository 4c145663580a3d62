import Foundation

/// Type-checks Swift files against the modules this test run was built with, so generated code
/// is checked by the real compiler and not by comparing strings.
enum SwiftCompiler {
    struct Outcome {
        let status: Int32
        let output: String
    }

    /// The folder of built `.swiftmodule`s: `Modules` beside the test bundle, else the
    /// package's `.build/debug/Modules`.
    static var modulesFolder: URL? {
        var candidates: [URL] = []
        for url in [Bundle.main.executableURL, Bundle.main.bundleURL].compactMap({ $0 }) {
            candidates.append(url.deletingLastPathComponent().appendingPathComponent("Modules"))
            candidates.append(url.appendingPathComponent("Modules"))
        }
        candidates.append(Fixtures.packageRoot.appendingPathComponent(".build/debug/Modules"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("ThemeKit.swiftmodule").path) }
    }

    /// `swiftc` on the PATH, else beside the running toolchain's `swift`.
    static var executable: URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    static func typecheck(_ files: [URL]) throws -> Outcome? {
        guard let executable, let modulesFolder else { return nil }
        let process = Process()
        process.executableURL = executable
        // ThemeKit imports SkinCrypto, which sees libcrypto through the CLibCrypto module map on
        // Linux: the compiler needs that map to load the built modules.
        let systemModules = ["CLibCrypto", "CLibXML2"].flatMap { ["-I", Fixtures.packageRoot.appendingPathComponent("Sources/\($0)").path] }
        process.arguments = ["-typecheck", "-swift-version", "6", "-I", modulesFolder.path] + systemModules + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
