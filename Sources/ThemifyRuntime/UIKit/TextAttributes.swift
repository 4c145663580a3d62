#if canImport(UIKit) || canImport(ThemifyUIKitShim)
import ThemifyModel

/// Title text attributes: UIKit takes one dictionary per state (`setTitleTextAttributes(_:for:)`),
/// a theme sets its parts one by one (`titleTextAttributes.textColor`, `.font`, `.shadowColor`,
/// `.shadowOffset`, and a navigation bar's `largeTitleTextAttributes.*` likewise). This gathers
/// a view's parts per group and state into one dictionary — the shadow's color and offset into
/// one `NSShadow` — and hands each to the class's sink for that group.
public enum TextAttributes {
    /// The style groups text attributes are written under (`titleTextAttributes.textColor`,
    /// `largeTitleTextAttributes.font`).
    public static let groups = [PropertyName.titleTextAttributesGroup, PropertyName.largeTitleTextAttributesGroup]

    /// The parts a theme may set in a group, by the name after the group's (`textColor`).
    public static let parts: Set<String> = Set(
        [
            PropertyName.titleTextAttributesTextColor, .titleTextAttributesFont, .titleTextAttributesShadowColor,
            .titleTextAttributesShadowOffset,
        ]
        .map(\.member))

    /// A class that takes one group's text attributes (reaching its subclasses), with the call
    /// that gives it one state's dictionary.
    struct Sink: Sendable {
        let group: String
        let className: String
        let set: @MainActor @Sendable (AnyObject, [NSAttributedString.Key: Any], UIControl.State) -> Void
    }

    static let sinks: [Sink] =
        [
            Sink(group: PropertyName.titleTextAttributesGroup, className: "UINavigationBar") { object, attributes, _ in
                UIKitSetter.cast(object, to: UINavigationBar.self).titleTextAttributes = attributes
            },
            Sink(group: PropertyName.titleTextAttributesGroup, className: "UISegmentedControl") { object, attributes, state in
                UIKitSetter.cast(object, to: UISegmentedControl.self).setTitleTextAttributes(attributes, for: state)
            },
            Sink(group: PropertyName.titleTextAttributesGroup, className: "UIBarItem") { object, attributes, state in
                UIKitSetter.cast(object, to: UIBarItem.self).setTitleTextAttributes(attributes, for: state)
            },
        ] + largeTitleSinks

    /// tvOS has no large titles (UIKit marks `largeTitleTextAttributes` unavailable there): a
    /// theme's large title settings are left out, as for any property a class has no setter for.
    private static let largeTitleSinks: [Sink] = {
        #if !os(tvOS)
        return [
            Sink(group: PropertyName.largeTitleTextAttributesGroup, className: "UINavigationBar") { object, attributes, _ in
                UIKitSetter.cast(object, to: UINavigationBar.self).largeTitleTextAttributes = attributes
            }
        ]
        #else
        return []
        #endif
    }()

    /// Each group with the UIKit classes that take it as a dictionary.
    public static var sinkClasses: [(group: String, className: String)] { sinks.map { ($0.group, $0.className) } }

    /// The group `property` belongs to when it is a part of one UIKit takes as a dictionary.
    public static func group(of property: String) -> String? {
        groups.first { property.hasPrefix($0 + ".") }
    }

    /// Whether `property` is a part of a text attributes group.
    public static func isPart(_ property: String) -> Bool {
        group(of: property) != nil
    }

    /// One dictionary per group and state (in the order the settings first name them), each
    /// given to that group's sink of the most specific class of `classChain` that has one.
    @MainActor static func apply(_ settings: [ResolvedSetting], to object: AnyObject, classChain: [String]) {
        struct Target: Hashable {
            let group: String
            let states: [String]
        }
        var order: [Target] = []
        var byTarget: [Target: [ResolvedSetting]] = [:]
        for setting in settings {
            guard let group = group(of: setting.property) else { continue }
            let target = Target(group: group, states: setting.states)
            if byTarget[target] == nil { order.append(target) }
            byTarget[target, default: []].append(setting)
        }
        for target in order {
            guard let parts = byTarget[target],
                let sink = classChain.lazy.compactMap({ name in sinks.first { $0.group == target.group && $0.className == name } }).first
            else { continue }
            sink.set(object, dictionary(parts), target.states.first.flatMap(UIKitValues.state) ?? .normal)
        }
    }

    /// The attributes one state's parts make; the last value of a part wins.
    @MainActor static func dictionary(_ parts: [ResolvedSetting]) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        var shadowColor: UIColor?
        var shadowOffset: CGSize?
        for part in parts {
            switch PropertyName(rawValue: part.property).member {
            case PropertyName.titleTextAttributesTextColor.member: attributes[.foregroundColor] = part.uiColor
            case PropertyName.titleTextAttributesFont.member: attributes[.font] = part.uiFont
            case PropertyName.titleTextAttributesShadowColor.member: shadowColor = part.uiColor
            case PropertyName.titleTextAttributesShadowOffset.member: shadowOffset = part.size
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
