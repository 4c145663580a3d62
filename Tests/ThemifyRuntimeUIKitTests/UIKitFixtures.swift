// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import Foundation
import ThemifyUIKitShim
@testable import ThemifyRuntime

/// Themes for the UIKit layer's tests, read as files found from `#filePath`.
enum UIKitFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// `default` and `night` (tagged keys, `$appearance` rules, `$statusBarStyle`).
    static let themes = folder.appendingPathComponent("Themes", isDirectory: true)
    static let nibMap = folder.appendingPathComponent("ThemeNibMap.plist")
    /// The acceptance fixture of seed 002, kept once, by the core tests.
    static let segmentedThemes = folder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ThemifyRuntimeTests/Fixtures/Themes", isDirectory: true)

    static func freshDefaults() -> UserDefaults {
        let name = "ThemifyRuntimeUIKitTests.\(UUID().uuidString)"
        let defaults = UserDefaults(suiteName: name)!
        defaults.removePersistentDomain(forName: name)
        return defaults
    }

    /// A manager over `default` and `night`, with its own defaults and notification center.
    static func manager(center: NotificationCenter = NotificationCenter()) throws -> ThemeManager {
        try ThemeManager(themesFolder: themes, defaults: freshDefaults(), nibMap: nibMap, notificationCenter: center)
    }

    /// The manager installed for the UIKit layer, observed on `center`, with the log cleared.
    @MainActor static func installed() throws -> (ThemeManager, NotificationCenter) {
        let center = NotificationCenter()
        let manager = try manager(center: center)
        ThemeEnvironment.install(manager, notificationCenter: center)
        UIKitCallLog.shared.reset()
        return (manager, center)
    }
}
#endif
