import Foundation
import Testing
import ThemifyModel

@testable import ThemifyRuntime

/// Records notifications from any thread.
private final class NotificationLog: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [(object: AnyObject?, theme: String?)] = []
    func append(_ notification: Notification) {
        lock.withLock { received.append((notification.object as AnyObject?, notification.userInfo?["theme"] as? String)) }
    }
    var entries: [(object: AnyObject?, theme: String?)] { lock.withLock { received } }
}

@Suite struct ThemeSwitchingTests {
    @Test func aSwitchPostsTheNotificationWithTheNewName() throws {
        let center = NotificationCenter()
        let manager = try Fixtures.manager(center: center)
        let log = NotificationLog()
        let observer = center.addObserver(forName: ThemeManager.didChangeNotification, object: nil, queue: nil) { log.append($0) }
        defer { center.removeObserver(observer) }
        try manager.setTheme("metal")
        try manager.setTheme("metal")  // already current: nothing to redraw
        try manager.setTheme("pink")
        #expect(log.entries.map(\.theme) == ["metal", "pink"])
        #expect(log.entries.allSatisfy { $0.object === manager })
    }

    @Test func everyStreamGetsEveryLaterChange() async throws {
        let manager = try Fixtures.manager()
        try manager.setTheme("pink")  // before the streams: not theirs
        let first = manager.changes
        let second = manager.changes
        try manager.setTheme("metal")
        try manager.setTheme("default")
        var firstNames: [String] = []
        for await name in first {
            firstNames.append(name)
            if firstNames.count == 2 { break }
        }
        var secondNames: [String] = []
        for await name in second {
            secondNames.append(name)
            if secondNames.count == 2 { break }
        }
        #expect(firstNames == ["metal", "default"])
        #expect(secondNames == ["metal", "default"])
    }

    @Test func aStreamEndsWithItsManager() async throws {
        var manager: ThemeManager? = try Fixtures.manager()
        let stream = try #require(manager).changes
        try manager?.setTheme("metal")
        manager = nil
        var names: [String] = []
        for await name in stream { names.append(name) }
        #expect(names == ["metal"])
    }

    /// Switches from many tasks at once: every listener hears them in one order, the order the
    /// manager made them, and the last it hears is the current theme.
    @Test func concurrentSwitchesAreAnnouncedInTheOrderTheyHappened() async throws {
        let center = NotificationCenter()
        let manager = try Fixtures.manager(center: center)
        let log = NotificationLog()
        let observer = center.addObserver(forName: ThemeManager.didChangeNotification, object: nil, queue: nil) { log.append($0) }
        defer { center.removeObserver(observer) }
        let stream = manager.changes
        let names = ["default", "metal", "pink"]
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<6 {
                group.addTask {
                    for round in 0..<100 { try? manager.setTheme(names[(task + round) % 3]) }
                }
            }
        }
        let heard = log.entries.compactMap(\.theme)
        #expect(heard.last == manager.currentTheme)
        #expect(zip(heard, heard.dropFirst()).allSatisfy { $0 != $1 }, "each announcement is a change from the one before")
        var streamed: [String] = []
        for await name in stream {
            streamed.append(name)
            if streamed.count == heard.count { break }
        }
        #expect(streamed == heard)
    }

    /// Readers on many tasks while another switches back and forth: every read sees one
    /// theme's value whole, never a mix or a crash, and the last switch wins.
    @Test func readsDuringSwitchesFromManyTasks() async throws {
        let manager = try Fixtures.manager()
        let headings: Set<ThemeColor?> = [ThemeColor(parsing: "#222222"), ThemeColor(parsing: "#ECEFF1"), ThemeColor(parsing: "#C2185B")]
        let names = ["default", "metal", "pink"]
        let consistent = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for round in 0..<300 { try? manager.setTheme(names[round % 3]) }
                try? manager.setTheme("pink")
                return true
            }
            for _ in 0..<8 {
                group.addTask {
                    var allGood = true
                    for _ in 0..<300 {
                        let theme = manager.currentTheme
                        allGood = allGood && names.contains(theme)
                        allGood = allGood && headings.contains(manager.color("primaryHeadingColor"))
                        let settings = manager.settings(forKey: "card", classChain: ["UIView"])
                        allGood = allGood && settings.contains { $0.property == "backgroundColor" }
                        _ = manager.appearanceSettings
                    }
                    return allGood
                }
            }
            var all = true
            for await result in group { all = all && result }
            return all
        }
        #expect(consistent)
        #expect(manager.currentTheme == "pink")
        #expect(manager.color("primaryHeadingColor") == ThemeColor(parsing: "#C2185B"))
    }
}
