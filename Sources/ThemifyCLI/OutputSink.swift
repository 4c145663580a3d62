import Foundation
import ThemifyModel

/// Where the CLI's output goes: passed in rather than printed globally, so tests capture it and
/// Swift 6 sees no shared mutable state.
package protocol OutputSink: Sendable {
    /// Variant bytes (`-o -`) and requested listings.
    func writeOutput(_ bytes: [UInt8])
    /// Diagnostics and progress.
    func writeDiagnostics(_ text: String)
    /// Whether a write was lost (a full disk behind `>`, a closed stream): the run then ends
    /// with exit 3 like any other failed write.
    var hasFailedWrites: Bool { get }
}

extension OutputSink {
    package var hasFailedWrites: Bool { false }
}

/// The process's standard output and standard error, written with `write(2)`: Foundation's
/// `FileHandle.write(_:)` traps on an error (`>/dev/full`, a closed pipe), which would end the
/// run with SIGILL instead of exit 3.
package struct StandardStreams: OutputSink {
    /// Shared by every instance: the process has one standard output and one standard error.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var failed = false
        /// Descriptors that were closed when themify started: `/dev/null` holds their number,
        /// so that no file themify opens becomes "standard output", and writes to them fail.
        var closed: Set<Int32> = []

        init() {
            for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
                let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
                if null >= 0, null != descriptor {
                    dup2(null, descriptor)
                    close(null)
                }
                closed.insert(descriptor)
            }
        }

        func markFailed() {
            lock.lock()
            failed = true
            lock.unlock()
        }
    }

    private static let state = State()

    package init() { _ = Self.state }

    package var hasFailedWrites: Bool {
        Self.state.lock.lock()
        defer { Self.state.lock.unlock() }
        return Self.state.failed
    }

    package func writeOutput(_ bytes: [UInt8]) {
        write(bytes, to: STDOUT_FILENO)
    }

    package func writeDiagnostics(_ text: String) {
        write(Array(text.utf8), to: STDERR_FILENO)
    }

    private func write(_ bytes: [UInt8], to descriptor: Int32) {
        guard !Self.state.closed.contains(descriptor) else { return Self.state.markFailed() }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return Self.state.markFailed()
            }
            offset += written
        }
    }
}
