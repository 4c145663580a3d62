import Foundation

/// Admits work while what is in flight fits the budget; one item at a time always fits.
final class BudgetGate: @unchecked Sendable {
    private let condition = NSCondition()
    private let budget: Int
    private var inFlight = 0
    private var running = 0
    /// The most that was ever in flight at once, for tests.
    private(set) var peak = 0

    init(budget: Int) {
        self.budget = budget
    }

    func enter(_ cost: Int) {
        condition.lock()
        while running > 0, cost > budget - inFlight { condition.wait() }
        inFlight += cost
        running += 1
        peak = max(peak, inFlight)
        condition.unlock()
    }

    func leave(_ cost: Int) {
        condition.lock()
        inFlight -= cost
        running -= 1
        condition.broadcast()
        condition.unlock()
    }
}
