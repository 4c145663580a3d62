import Foundation

/// The temporary files being written right now, so that an interrupted run can delete them
/// before it exits and never leaves debris beside the user's layouts.
public final class TemporaryFiles: @unchecked Sendable {
    public static let shared = TemporaryFiles()

    // A plain lock: the set is touched from writer tasks and from the signal-handling thread.
    private let lock = NSLock()
    private var paths = Set<String>()

    func register(_ path: String) {
        lock.lock()
        paths.insert(path)
        lock.unlock()
    }

    func unregister(_ path: String) {
        lock.lock()
        paths.remove(path)
        lock.unlock()
    }

    /// Deletes every temporary file still registered.
    public func removeAll() {
        lock.lock()
        let pending = paths
        paths.removeAll()
        lock.unlock()
        for path in pending { unlink(path) }
    }
}
