/// https://developer.apple.com/documentation/uikit/uibarmetrics — Apple's raw values.
public enum UIBarMetrics: Int, Sendable, CustomStringConvertible {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102

    public var description: String {
        switch self {
        case .default: return ".default"
        case .compact: return ".compact"
        case .defaultPrompt: return ".defaultPrompt"
        case .compactPrompt: return ".compactPrompt"
        }
    }
}
