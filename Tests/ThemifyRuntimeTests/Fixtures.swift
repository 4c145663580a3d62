import Foundation

@testable import ThemifyRuntime

/// Fixtures live beside the tests and are read as files (found from `#filePath`, which works on
/// Linux), not bundled as resources.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// `default`, `metal` (with `$appearance` rules) and `pink`, which extends `metal`.
    static let chain = folder.appendingPathComponent("Chain", isDirectory: true)
    /// The segmented-control theme of seed 002, alone, so nothing else reaches its views.
    static let themes = folder.appendingPathComponent("Themes", isDirectory: true)
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A `UserDefaults` of its own per test, so tests neither see each other's choice nor the
    /// machine's.
    static func freshDefaults() -> UserDefaults {
        let name = "ThemifyRuntimeTests.\(UUID().uuidString)"
        let defaults = UserDefaults(suiteName: name)!
        defaults.removePersistentDomain(forName: name)
        return defaults
    }

    /// A manager over the `Chain` themes with its own defaults and notification center.
    static func manager(defaults: UserDefaults = freshDefaults(), nibMap: URL? = nil, center: NotificationCenter = NotificationCenter())
        throws -> ThemeManager
    {
        try ThemeManager(themesFolder: chain, defaults: defaults, nibMap: nibMap, notificationCenter: center)
    }

    /// A folder of its own under the temporary directory, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ThemifyRuntimeTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
