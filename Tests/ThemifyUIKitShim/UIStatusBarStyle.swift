/// https://developer.apple.com/documentation/uikit/uistatusbarstyle — Apple's raw values.
/// Not on tvOS: the page's availability lists iOS, iPadOS, Mac Catalyst and visionOS only.
@available(tvOS, unavailable)
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
