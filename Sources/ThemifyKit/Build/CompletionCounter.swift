import Foundation

/// Counts finished work items across threads and tells the observer each new count in order.
final class CompletionCounter: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let observer: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    private var done = 0

    init(total: Int, observer: (@Sendable (_ done: Int, _ total: Int) -> Void)?) {
        self.total = total
        self.observer = observer
    }

    func advance() {
        guard let observer else { return }
        lock.withLock {
            done += 1
            observer(done, total)
        }
    }
}
