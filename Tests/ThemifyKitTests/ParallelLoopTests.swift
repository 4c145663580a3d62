import Foundation
import Testing

@testable import ThemifyKit

/// `--jobs` threads, but never more work in flight than the memory budget holds.
@Suite struct ParallelLoopTests {
    /// The most items seen running at once.
    final class Concurrency: @unchecked Sendable {
        private let lock = NSLock()
        private var running = 0
        private(set) var peak = 0

        func run(_ body: () -> Void) {
            lock.withLock {
                running += 1
                peak = max(peak, running)
            }
            body()
            lock.withLock { running -= 1 }
        }
    }

    private func peak(costs: [Int], budget: Int, jobs: Int) -> Int {
        let concurrency = Concurrency()
        let results = ParallelLoop.map(count: costs.count, jobs: jobs, costs: costs, budget: budget) { index in
            concurrency.run { usleep(20_000) }
            return index
        }
        #expect(results == Array(0..<costs.count))
        return concurrency.peak
    }

    @Test func itemsStartOnlyWhileTheyFitTheBudget() {
        #expect(peak(costs: [10, 10, 10, 10], budget: 15, jobs: 4) == 1)
        #expect(peak(costs: [10, 10, 10, 10], budget: 25, jobs: 4) <= 2)
    }

    @Test func anItemLargerThanTheBudgetStillRunsAlone() {
        #expect(peak(costs: [100, 1, 1], budget: 10, jobs: 3) >= 1)
    }

    @Test func theBudgetComesFromTheEnvironmentOrTheMachine() {
        #expect(MemoryBudget.bytes(environment: ["THEMIFY_MEMORY_BUDGET_MB": "64"]) == 64 << 20)
        #expect(MemoryBudget.bytes(environment: [:]) > 0)
        #expect(MemoryBudget.bytes(environment: [:]) <= 4 << 30)
    }
}
