#if canImport(UIKit) || canImport(ThemifyUIKitShim)
import ThemifyModel

/// How one catalog property reaches one UIKit class: the setter that applies a
/// `ResolvedSetting` to an object of that class (or to its appearance proxy).
public struct UIKitSetter: Sendable {
    /// The catalog name (`backgroundImage`, `layer.borderColor`).
    public let property: String
    /// The UIKit class, as the catalog names it (`UISegmentedControl`); it reaches subclasses.
    public let className: String
    /// Whether an appearance proxy takes it. A proxy records only its class's appearance
    /// selectors; a setter that reads the object first (its layer, its title label, its
    /// configuration, its number of segments) has nothing to read on a proxy.
    public let viaAppearance: Bool
    private let body: @MainActor @Sendable (AnyObject, ResolvedSetting) -> Void

    /// A setter for `property` on `Target` and its subclasses.
    static func on<Target: AnyObject>(
        _ target: Target.Type, _ property: PropertyName, viaAppearance: Bool = true,
        _ body: @escaping @MainActor @Sendable (Target, ResolvedSetting) -> Void
    ) -> UIKitSetter {
        UIKitSetter(property: property.rawValue, className: String(describing: target), viaAppearance: viaAppearance) { object, setting in
            body(UIKitSetter.cast(object, to: Target.self), setting)
        }
    }

    private init(
        property: String, className: String, viaAppearance: Bool, body: @escaping @MainActor @Sendable (AnyObject, ResolvedSetting) -> Void
    ) {
        self.property = property
        self.className = className
        self.viaAppearance = viaAppearance
        self.body = body
    }

    /// `object` as `Target`. The applier looks setters up by the object's own class chain, so
    /// `Target` is always one of its classes; but an appearance proxy's class on Apple
    /// platforms is UIKit's private proxy class, which a checked cast rejects, and which
    /// forwards every message to the appearance of the class it stands for.
    static func cast<Target: AnyObject>(_ object: AnyObject, to target: Target.Type) -> Target {
        if let typed = object as? Target { return typed }
        return Unmanaged<Target>.fromOpaque(Unmanaged.passUnretained(object).toOpaque()).takeUnretainedValue()
    }

    /// Only with an object whose class chain (or, for a proxy, whose class's chain) has `className`.
    @MainActor func apply(_ setting: ResolvedSetting, to object: AnyObject) {
        body(object, setting)
    }
}
#endif
