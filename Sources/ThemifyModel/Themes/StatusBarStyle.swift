/// `$statusBarStyle`: the status bar a theme wants over its screens, as `UIStatusBarStyle`
/// names them. A layout cannot hold it; the app returns it from `preferredStatusBarStyle`.
public enum StatusBarStyle: String, Sendable, Hashable, CaseIterable {
    case `default`
    case lightContent
    case darkContent
}
