/// https://developer.apple.com/documentation/uikit/uitraitenvironment — traitCollection and
/// traitCollectionDidChange(_:) (deprecated in iOS 17 for registerForTraitChanges), adopted by
/// UIView and UIViewController. Deprecated on iOS and Mac Catalyst only: the availability of
/// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
/// is iOS 8.0–17.0, Mac Catalyst 13.1–17.0 and tvOS with neither version nor deprecation.
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// https://developer.apple.com/documentation/uikit/uitraitdefinition and
/// https://developer.apple.com/documentation/uikit/uitrait
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {}

@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

/// https://developer.apple.com/documentation/uikit/uitraituserinterfacestyle
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition {}

/// https://developer.apple.com/documentation/uikit/uitraitaccessibilitycontrast
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitAccessibilityContrast: UITraitDefinition {}

/// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94 —
/// registerForTraitChanges(_:handler:), adopted by UIView and UIViewController.
@available(iOS 17.0, tvOS 17.0, *)
@MainActor public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration
}

/// What the shim keeps per trait environment: its collection and the handlers registered on it.
/// Not UIKit: a test changes an object's traits with `shimChangeTraits(to:)`.
@MainActor final class ShimTraits {
    var collection = UITraitCollection()
    var handlers: [(observed: [String], call: (UITraitCollection) -> Void)] = []

    final class Registration: NSObject, @unchecked Sendable {}

    /// Sets the collection, then calls what UIKit calls: the registered handlers whose traits
    /// changed, and `traitCollectionDidChange(_:)`.
    func change(to collection: UITraitCollection, previousDidChange: (UITraitCollection) -> Void) {
        let previous = self.collection
        self.collection = collection
        var changed: [String] = []
        if previous.userInterfaceStyle != collection.userInterfaceStyle { changed.append("UITraitUserInterfaceStyle") }
        if previous.accessibilityContrast != collection.accessibilityContrast { changed.append("UITraitAccessibilityContrast") }
        for handler in handlers where handler.observed.contains(where: changed.contains) { handler.call(previous) }
        previousDidChange(previous)
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension ShimTraits.Registration: UITraitChangeRegistration {}
