import Foundation
import ThemifyModel

/// One value to set on a view or an appearance proxy, decided in full: the property, the
/// control states and bar metrics UIKit takes it for, and the typed value. The UIKit layer
/// only translates it into the call (`setBackgroundImage(_:for:barMetrics:)`).
public struct ResolvedSetting: Sendable, Hashable {
    /// The catalog name: `textColor`, `titleTextAttributes.textColor`, `backgroundImage`,
    /// `dividerImage`, `layer.cornerRadius`, …
    public let property: String
    /// `[]` for a property not set per state; `["selected"]` for one state; the left and the
    /// right segment's states for a divider (`["selected", "normal"]`).
    public let states: [String]
    /// `default`, `compact`, `defaultPrompt` or `compactPrompt` for a property UIKit takes per
    /// bar metrics; nil for any other.
    public let barMetrics: String?
    /// The value to set, parsed: a color, font, image, number, … or `"default"` (UIKit's own default).
    public let value: TypedValue
    /// The position in a list a property takes one value per item of (the segment of
    /// `segmentImages`); nil for any other property.
    public let index: Int?

    /// A setting decided in full; the UIKit layer only turns it into the call.
    public init(property: String, states: [String] = [], barMetrics: String? = nil, value: TypedValue, index: Int? = nil) {
        self.property = property
        self.states = states
        self.barMetrics = barMetrics
        self.value = value
        self.index = index
    }
}
