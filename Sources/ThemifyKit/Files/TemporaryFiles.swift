import Foundation
import ThemeModel

/// The temporary files being written right now, so that an interrupted run deletes them before
/// it exits and never leaves debris beside the user's layouts.
///
/// Creating a temporary file and tearing down for an interrupt take the same lock, and the
/// teardown exits while holding it: no file can be created after the sweep, so none survives it.
public final class TemporaryFiles: @unchecked Sendable {
    public static let shared = TemporaryFiles()

    private let lock = NSLock()
    private var paths = Set<String>()
    private var isTerminating = false

    /// `.themify-<pid>-<random>.tmp`: hidden, and at most 37 bytes whatever the target's name.
    static func name() -> String {
        ".themify-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16)).tmp"
    }

    /// Creates (exclusively) and registers a temporary file; nil with `errno` set on failure.
    func create(_ path: String, mode: mode_t) -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        guard !isTerminating else {
            errno = EINTR
            return nil
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return nil }
        paths.insert(path)
        return descriptor
    }

    /// The file was renamed into place or deleted: nothing to clean up any more.
    func forget(_ path: String) {
        lock.lock()
        paths.remove(path)
        lock.unlock()
    }

    /// Deletes every registered temporary file and ends the process with `status`.
    public func removeAllAndExit(_ status: Int32) -> Never {
        lock.lock()
        isTerminating = true
        for path in paths { unlink(path) }
        exit(status)
    }
}
