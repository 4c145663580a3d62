/// `$statusBarStyle`: the status bar a theme wants over its screens, as `UIStatusBarStyle`
/// names them. A layout cannot hold it; the app returns it from `preferredStatusBarStyle`.
public enum StatusBarStyle: String, Sendable, Hashable, CaseIterable {
    /// `UIStatusBarStyle.default`: dark or light content as the system chooses for the appearance.
    case `default`
    /// `UIStatusBarStyle.lightContent`: light text and icons, for dark screens.
    case lightContent
    /// `UIStatusBarStyle.darkContent`: dark text and icons, for light screens.
    case darkContent
}
