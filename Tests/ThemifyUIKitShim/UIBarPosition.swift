/// https://developer.apple.com/documentation/uikit/uibarposition — Apple's raw values.
public enum UIBarPosition: Int, Sendable, CustomStringConvertible {
    case any = 0
    case bottom = 1
    case top = 2
    case topAttached = 3

    public var description: String {
        switch self {
        case .any: return ".any"
        case .bottom: return ".bottom"
        case .top: return ".top"
        case .topAttached: return ".topAttached"
        }
    }
}
