import Foundation
import ThemifyModel

/// The temporary files being written right now, so that an interrupted run deletes them before
/// it exits and never leaves debris beside the user's layouts.
///
/// Creating a temporary file and tearing down for an interrupt take the same lock, and the
/// teardown exits while holding it: no file can be created after the sweep, so none survives it.
package final class TemporaryFiles: @unchecked Sendable {
    package static let shared = TemporaryFiles()

    private let lock = NSLock()
    private var paths = Set<String>()
    private var isTerminating = false
    /// Folders already swept for other runs' leftovers.
    private var swept = Set<String>()

    /// `.themify-<pid>-<hex>.tmp`: hidden, and at most 37 bytes whatever the target's name. The
    /// hex is a random number drawn once per run plus a count, so names differ across runs and
    /// within one without asking the kernel for randomness (and the PID) for every file.
    static func name() -> String {
        ".themify-\(processIdentifier)-\(String(nameBase &+ nameCounter.next(), radix: 16)).tmp"
    }

    private static let processIdentifier = getpid()
    private static let nameBase = UInt64.random(in: 0...UInt64.max)
    private static let nameCounter = Counter()

    /// A count shared by the threads that write variants.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value: UInt64 = 0

        func next() -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            value &+= 1
            return value
        }
    }

    /// Removes, once per folder and run, the temporary files that a killed themify (SIGKILL,
    /// a crash, power loss) left in `directory`: names of themify's own pattern whose process
    /// is gone or that are over a minute old. Nothing else is touched.
    func removeStale(in directory: String) {
        lock.lock()
        let isNew = swept.insert(directory).inserted
        lock.unlock()
        guard isNew, let names = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory) else { return }
        let now = time(nil)
        for name in names {
            guard let pid = Self.processIdentifier(inTemporaryName: name), pid != getpid() else { continue }
            let path = (directory.isEmpty ? "" : directory + "/") + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let isGone = kill(pid, 0) != 0 && errno == ESRCH
            if isGone || now - status.st_mtim.tv_sec > 60 { unlink(path) }
        }
    }

    /// The PID in `.themify-<pid>-<hex>.tmp`, or in `.<name>.themify-<pid>-<digits>` (the
    /// pattern of earlier versions); nil for any other name.
    static func processIdentifier(inTemporaryName name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".themify-", options: .backwards) else { return nil }
        var rest = name[marker.upperBound...]
        let isCurrent = marker.lowerBound == name.startIndex
        if isCurrent {
            guard rest.hasSuffix(".tmp") else { return nil }
            rest = rest.dropLast(4)
        }
        let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, !parts[1].isEmpty,
            parts[1].allSatisfy({ isCurrent ? $0.isHexDigit : $0.isNumber })
        else { return nil }
        return pid
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
    package func removeAllAndExit(_ status: Int32) -> Never {
        lock.lock()
        isTerminating = true
        for path in paths { unlink(path) }
        exit(status)
    }
}
