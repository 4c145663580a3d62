import Foundation
import ThemifyRuntime

/// Loads the layouts (and the themed variants ThemifyPlugin adds) from the target's resource
/// bundle, as an app's `nibName` override would.
public enum SampleApp {
    /// `Profile` or a variant such as `Profile-metal`.
    public static func layoutURL(named name: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: "xib")
    }

    /// A key from the generated `ThemeKeys.swift`: it compiles only if the plugin wrote it.
    public static let headerImageKey: ImageKey = .headerImage
}
