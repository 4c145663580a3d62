/// https://developer.apple.com/documentation/uikit/uiappearance
/// `static func appearance() -> Self`,
/// `static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self`.
@MainActor public protocol UIAppearance: NSObjectProtocol {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// https://developer.apple.com/documentation/uikit/uiappearancecontainer
@MainActor public protocol UIAppearanceContainer: NSObjectProtocol {}
