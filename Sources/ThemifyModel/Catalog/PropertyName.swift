/// A catalog property's name as a typed identifier: the one place each name is spelled, so
/// code that means a property (the UIKit setters, the build tool's special cases, the app's
/// lookups) names it as `.textColor` and a misspelling is a compile error, not a miss.
///
/// The spelling is UIKit's (AppKit's for the macOS-only ones); a dotted name is a property of
/// a group a style writes as a nested dictionary (`titleTextAttributes.textColor`). A string
/// literal converts, so an app's `manager.color(key, for: "textColor")` reads as before.
public struct PropertyName: RawRepresentable, Sendable, Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { self.init(rawValue: value) }

    public var description: String { rawValue }

    public static func < (lhs: PropertyName, rhs: PropertyName) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The group a dotted name belongs to (`titleTextAttributes`); nil for a plain name.
    public var group: String? {
        rawValue.firstIndex(of: ".").map { String(rawValue[..<$0]) }
    }

    /// The name inside its group (`textColor` of `titleTextAttributes.textColor`); the name
    /// itself for a plain one.
    public var member: String {
        rawValue.firstIndex(of: ".").map { String(rawValue[rawValue.index(after: $0)...]) } ?? rawValue
    }

    // MARK: Every view

    public static let backgroundColor: PropertyName = "backgroundColor"
    public static let tintColor: PropertyName = "tintColor"

    // MARK: Text

    public static let textColor: PropertyName = "textColor"
    public static let font: PropertyName = "font"
    public static let highlightedTextColor: PropertyName = "highlightedTextColor"
    public static let shadowColor: PropertyName = "shadowColor"

    // MARK: Images

    public static let image: PropertyName = "image"
    public static let highlightedImage: PropertyName = "highlightedImage"
    public static let selectedImage: PropertyName = "selectedImage"

    // MARK: Buttons and controls

    public static let titleColor: PropertyName = "titleColor"
    public static let titleShadowColor: PropertyName = "titleShadowColor"
    public static let backgroundImage: PropertyName = "backgroundImage"
    public static let baseForegroundColor: PropertyName = "baseForegroundColor"
    public static let baseBackgroundColor: PropertyName = "baseBackgroundColor"
    public static let selectedSegmentTintColor: PropertyName = "selectedSegmentTintColor"
    public static let segmentImages: PropertyName = "segmentImages"
    public static let dividerImage: PropertyName = "dividerImage"
    public static let onTintColor: PropertyName = "onTintColor"
    public static let thumbTintColor: PropertyName = "thumbTintColor"
    public static let minimumTrackTintColor: PropertyName = "minimumTrackTintColor"
    public static let maximumTrackTintColor: PropertyName = "maximumTrackTintColor"
    public static let thumbImage: PropertyName = "thumbImage"
    public static let minimumTrackImage: PropertyName = "minimumTrackImage"
    public static let maximumTrackImage: PropertyName = "maximumTrackImage"
    public static let incrementImage: PropertyName = "incrementImage"
    public static let decrementImage: PropertyName = "decrementImage"
    public static let progressTintColor: PropertyName = "progressTintColor"
    public static let trackTintColor: PropertyName = "trackTintColor"
    public static let color: PropertyName = "color"
    public static let pageIndicatorTintColor: PropertyName = "pageIndicatorTintColor"
    public static let currentPageIndicatorTintColor: PropertyName = "currentPageIndicatorTintColor"

    // MARK: Bars

    public static let barTintColor: PropertyName = "barTintColor"
    public static let unselectedItemTintColor: PropertyName = "unselectedItemTintColor"
    public static let shadowImage: PropertyName = "shadowImage"
    public static let searchFieldBackgroundImage: PropertyName = "searchFieldBackgroundImage"

    /// The group of a bar's or a segmented control's title text attributes.
    public static let titleTextAttributesGroup = "titleTextAttributes"
    public static let titleTextAttributesTextColor: PropertyName = "titleTextAttributes.textColor"
    public static let titleTextAttributesFont: PropertyName = "titleTextAttributes.font"
    public static let titleTextAttributesShadowColor: PropertyName = "titleTextAttributes.shadowColor"
    public static let titleTextAttributesShadowOffset: PropertyName = "titleTextAttributes.shadowOffset"

    // MARK: Tables

    public static let separatorColor: PropertyName = "separatorColor"
    public static let sectionIndexColor: PropertyName = "sectionIndexColor"
    public static let sectionIndexBackgroundColor: PropertyName = "sectionIndexBackgroundColor"

    // MARK: Layers (set only at run time)

    public static let layerBorderColor: PropertyName = "layer.borderColor"
    public static let layerShadowColor: PropertyName = "layer.shadowColor"
    public static let layerBorderWidth: PropertyName = "layer.borderWidth"
    public static let layerCornerRadius: PropertyName = "layer.cornerRadius"
    public static let layerShadowOpacity: PropertyName = "layer.shadowOpacity"
    public static let layerShadowRadius: PropertyName = "layer.shadowRadius"
    public static let layerShadowOffset: PropertyName = "layer.shadowOffset"

    /// The one entry that stands for every user-defined runtime attribute's key path.
    public static let runtimeAttributes: PropertyName = "runtimeAttributes.*"

    // MARK: AppKit only

    public static let alternateImage: PropertyName = "alternateImage"
    public static let titleFont: PropertyName = "titleFont"
    public static let contentTintColor: PropertyName = "contentTintColor"
    public static let bezelColor: PropertyName = "bezelColor"
    public static let insertionPointColor: PropertyName = "insertionPointColor"
    public static let fillColor: PropertyName = "fillColor"
    public static let borderColor: PropertyName = "borderColor"
    public static let gridColor: PropertyName = "gridColor"
}
