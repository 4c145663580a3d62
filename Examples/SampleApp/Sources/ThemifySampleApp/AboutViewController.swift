import ThemifyRuntime

/// The About tab: everything on it is tagged in the storyboard; nothing to write.
final class AboutViewController: ThemeViewController {}
