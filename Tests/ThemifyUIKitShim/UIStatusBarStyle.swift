/// https://developer.apple.com/documentation/uikit/uistatusbarstyle — Apple's raw values.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
