import Foundation
import Testing
import ThemifyModel

@testable import ThemifyRuntime

/// Seed 001's holiday skin: a theme file laid over whichever theme is chosen, its values first,
/// the theme's chain for the rest, until it is removed.
@Suite struct SkinTests {
    static let newYear = Fixtures.folder.appendingPathComponent("Skins/newyear.json")

    @Test func aSkinWinsAndTheChosenThemeFillsIn() throws {
        let manager = try Fixtures.manager()
        try manager.setTheme("pink")
        try manager.setSkin(Self.newYear)
        #expect(manager.skinName == "newyear")
        #expect(manager.skinFolder == Self.newYear.deletingLastPathComponent())
        #expect(manager.image("headerImage") == ImageName(name: "header_newyear"))
        #expect(manager.color("primaryHeadingColor") == ThemeColor(parsing: "#C2185B"), "pink's")
        #expect(manager.statusBarStyle == .lightContent)
        // Styles merge: the skin's background over metal's shadow and default's border.
        let card = Set(manager.settings(forKey: "card", classChain: ["UIView"]))
        #expect(card.contains(ResolvedSetting(property: "backgroundColor", value: .color(ThemeColor(parsing: "#B71C1C")!))))
        #expect(card.contains(ResolvedSetting(property: "layer.borderWidth", value: .number(ThemeNumber(1)))))

        // It stays over a newly chosen theme, and leaves with nil.
        try manager.setTheme("default")
        #expect(manager.image("headerImage") == ImageName(name: "header_newyear"))
        #expect(manager.color("primaryHeadingColor") == ThemeColor(parsing: "#222222"))
        try manager.setSkin(nil)
        #expect(manager.skinName == nil)
        #expect(manager.image("headerImage") == ImageName(name: "header_default"))
        #expect(manager.statusBarStyle == .darkContent)
    }

    @Test func settingASkinAnnouncesIt() async throws {
        let center = NotificationCenter()
        let manager = try Fixtures.manager(center: center)
        let stream = manager.changes
        let received = NotificationBox()
        let observer = center.addObserver(forName: ThemeManager.didChangeNotification, object: manager, queue: nil) {
            received.add($0.userInfo as? [String: String] ?? [:])
        }
        defer { center.removeObserver(observer) }
        try manager.setSkin(Self.newYear)
        try manager.setSkin(nil)
        #expect(received.all == [["theme": "default", "skin": "newyear"], ["theme": "default"]])
        var names: [String] = []
        for await name in stream {
            names.append(name)
            if names.count == 2 { break }
        }
        #expect(names == ["default", "default"])
    }

    @Test func aBrokenSkinOrOneThatExtendsIsRefusedAndTheOldOneStays() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = try Fixtures.manager()
        try manager.setSkin(Self.newYear)
        let extending = folder.appendingPathComponent("easter.json")
        try Data(##"{"$extends": "metal", "headerImage": "egg"}"##.utf8).write(to: extending)
        #expect {
            try manager.setSkin(extending)
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.description) == [
                "\(extending.path):1:14: error: a skin lays over the chosen theme; '$extends' has no meaning in it"
            ]
        }
        let broken = folder.appendingPathComponent("broken.json")
        try Data(##"{"headerImage": 12}"##.utf8).write(to: broken)
        #expect(throws: DiagnosticError.self) { try manager.setSkin(broken) }
        #expect(manager.skinName == "newyear")
        #expect(manager.image("headerImage") == ImageName(name: "header_newyear"))
    }
}

private final class NotificationBox: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [[String: String]] = []
    func add(_ userInfo: [String: String]) { lock.withLock { received.append(userInfo) } }
    var all: [[String: String]] { lock.withLock { received } }
}
