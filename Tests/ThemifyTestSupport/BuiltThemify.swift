import Foundation

extension ExternalTool {
    /// The `themify` executable SwiftPM built beside the test bundle, else under
    /// `packageRoot/.build/debug`; nil before `swift build`.
    public static func builtThemify(packageRoot: URL) -> ExternalTool? {
        var candidates: [URL] = []
        for url in [Bundle.main.executableURL, Bundle.main.bundleURL].compactMap({ $0 }) {
            candidates.append(url.deletingLastPathComponent().appendingPathComponent("themify"))
            candidates.append(url.appendingPathComponent("themify"))
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/themify"))
        let found = candidates.first { candidate in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: candidate.path)
        }
        return found.map { ExternalTool(executable: $0) }
    }

    private init(executable: URL) {
        self.executable = executable
    }
}
