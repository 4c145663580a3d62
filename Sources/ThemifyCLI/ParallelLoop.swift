import Dispatch
import Foundation

/// Runs work items on a bounded number of threads (`--jobs`), collecting one result per item
/// in item order.
enum ParallelLoop {
    static func map<Result: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result] {
        let slots = ResultSlots<Result>(count: count)
        let next = Counter()
        let group = DispatchGroup()
        let queue = DispatchQueue(label: "themify.jobs", attributes: .concurrent)
        for _ in 0..<max(1, min(jobs, count)) {
            queue.async(group: group) {
                while let index = next.take(below: count) {
                    slots[index] = body(index)
                }
            }
        }
        group.wait()
        return slots.values
    }
}

/// The next unclaimed item index, shared by the worker threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            defer { value += 1 }
            return value
        }
    }
}
