import Foundation
import ThemeModel

/// Where the CLI's output goes: passed in rather than printed globally, so tests capture it and
/// Swift 6 sees no shared mutable state.
public protocol OutputSink: Sendable {
    /// Variant bytes (`-o -`) and requested listings.
    func writeOutput(_ bytes: [UInt8])
    /// Diagnostics and progress.
    func writeDiagnostics(_ text: String)
}

/// The process's standard output and standard error.
public struct StandardStreams: OutputSink {
    public init() {}

    public func writeOutput(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }

    public func writeDiagnostics(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
