#if canImport(UIKit) || canImport(ThemifyUIKitShim)
import ThemifyModel

/// Title text attributes: UIKit takes one dictionary per state (`setTitleTextAttributes(_:for:)`),
/// a theme sets its parts one by one (`titleTextAttributes.textColor`, `.font`, `.shadowColor`,
/// `.shadowOffset`). This gathers a view's parts per state into one dictionary — the shadow's
/// color and offset into one `NSShadow` — and hands each to the class's sink.
public enum TextAttributes {
    /// The style group text attributes are written under (`titleTextAttributes.textColor`).
    public static let group = PropertyName.titleTextAttributesGroup

    /// The parts a theme may set, by the name after `titleTextAttributes.`.
    public static let parts: Set<String> = Set(
        [
            PropertyName.titleTextAttributesTextColor, .titleTextAttributesFont, .titleTextAttributesShadowColor,
            .titleTextAttributesShadowOffset,
        ]
        .map(\.member))

    /// A class that takes title text attributes (reaching its subclasses), with the call that
    /// gives it one state's dictionary.
    struct Sink: Sendable {
        let className: String
        let set: @MainActor @Sendable (AnyObject, [NSAttributedString.Key: Any], UIControl.State) -> Void
    }

    static let sinks: [Sink] = [
        Sink(className: "UINavigationBar") { object, attributes, _ in
            UIKitSetter.cast(object, to: UINavigationBar.self).titleTextAttributes = attributes
        },
        Sink(className: "UISegmentedControl") { object, attributes, state in
            UIKitSetter.cast(object, to: UISegmentedControl.self).setTitleTextAttributes(attributes, for: state)
        },
        Sink(className: "UIBarItem") { object, attributes, state in
            UIKitSetter.cast(object, to: UIBarItem.self).setTitleTextAttributes(attributes, for: state)
        },
    ]

    /// The UIKit classes that take text attributes as a dictionary.
    public static var sinkClasses: [String] { sinks.map(\.className) }

    /// Whether `property` (a name inside the group) is one of the attributes UIKit takes.
    public static func isPart(_ property: String) -> Bool {
        property.hasPrefix(group + ".")
    }

    /// One dictionary per state (in the order the settings first name it), each given to the
    /// sink of the most specific class of `classChain` that has one.
    @MainActor static func apply(_ settings: [ResolvedSetting], to object: AnyObject, classChain: [String]) {
        guard let sink = classChain.lazy.compactMap({ name in sinks.first { $0.className == name } }).first else { return }
        var order: [[String]] = []
        var byStates: [[String]: [ResolvedSetting]] = [:]
        for setting in settings where isPart(setting.property) {
            if byStates[setting.states] == nil { order.append(setting.states) }
            byStates[setting.states, default: []].append(setting)
        }
        for states in order {
            guard let parts = byStates[states] else { continue }
            sink.set(object, dictionary(parts), states.first.flatMap(UIKitValues.state) ?? .normal)
        }
    }

    /// The attributes one state's parts make; the last value of a part wins.
    @MainActor static func dictionary(_ parts: [ResolvedSetting]) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        var shadowColor: UIColor?
        var shadowOffset: CGSize?
        for part in parts {
            switch PropertyName(rawValue: part.property) {
            case .titleTextAttributesTextColor: attributes[.foregroundColor] = part.uiColor
            case .titleTextAttributesFont: attributes[.font] = part.uiFont
            case .titleTextAttributesShadowColor: shadowColor = part.uiColor
            case .titleTextAttributesShadowOffset: shadowOffset = part.size
            default: break
            }
        }
        if shadowColor != nil || shadowOffset != nil {
            let shadow = NSShadow()
            if let shadowColor { shadow.shadowColor = shadowColor }
            if let shadowOffset { shadow.shadowOffset = shadowOffset }
            attributes[.shadow] = shadow
        }
        return attributes
    }
}
#endif
