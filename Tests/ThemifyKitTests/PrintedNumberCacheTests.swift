import Testing

@testable import ThemifyKit

@Suite struct PrintedNumberCacheTests {
    @Test func printsEachNumberOnceAndAnswersFromMemoryAfter() {
        let cache = PrintedNumberCache()
        var printed: [Double] = []
        let print = { (value: Double) -> String in
            printed.append(value)
            return "#\(value)"
        }
        #expect(cache.text(for: 0.1529411765, orPrint: print) == "#0.1529411765")
        #expect(cache.text(for: 0.1529411765, orPrint: print) == "#0.1529411765")
        #expect(cache.text(for: 0.5, orPrint: print) == "#0.5")
        #expect(printed == [0.1529411765, 0.5])
    }

    @Test func keepsNoMoreThanItsCapacityButAlwaysAnswers() {
        let cache = PrintedNumberCache(capacity: 2)
        var calls = 0
        let print = { (value: Double) -> String in
            calls += 1
            return "\(value)"
        }
        for value in [0.25, 0.5, 0.75, 0.75, 0.25] { _ = cache.text(for: value, orPrint: print) }
        // 0.25 and 0.5 are kept; 0.75 is printed each time it is asked for.
        #expect(calls == 4)
        #expect(cache.text(for: 0.75, orPrint: print) == "0.75")
    }

    @Test func componentsOutsideTheByteFractionsPrintAsXcodeDoes() {
        #expect(XcodeNumberFormat.component(0.1529411765) == "0.1529411765")
        #expect(XcodeNumberFormat.component(0.1529411765) == "0.1529411765")
        #expect(XcodeNumberFormat.component(0.6) == "0.59999999999999998")
    }
}
