import Dispatch
import Foundation
import ThemifyModel

/// Runs work items on a bounded number of threads (`--jobs`), collecting one result per item
/// in item order, and never more at once than a budget holds.
package enum ParallelLoop {
    /// `order` is the order items are started in (largest first keeps the threads busy to
    /// the end instead of leaving one big file for last); results keep item order. An item
    /// starts only while the costs of the items in flight and its own fit `budget`; one item
    /// always runs, however large, so the peak is bounded by the budget or the largest item.
    package static func map<Result: Sendable>(
        count: Int, jobs: Int, order: [Int]? = nil, costs: [Int]? = nil, budget: Int = .max, _ body: @escaping @Sendable (Int) -> Result
    ) -> [Result] {
        let slots = ResultSlots<Result>(count: count)
        let next = Counter()
        let gate = BudgetGate(budget: budget)
        let costs = costs ?? Array(repeating: 0, count: count)
        let group = DispatchGroup()
        let queue = DispatchQueue(label: "themify.jobs", attributes: .concurrent)
        let order = order ?? Array(0..<count)
        for _ in 0..<max(1, min(jobs, count)) {
            queue.async(group: group) {
                while let position = next.take(below: count) {
                    let index = order[position]
                    gate.enter(costs[index])
                    slots[index] = body(index)
                    gate.leave(costs[index])
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
