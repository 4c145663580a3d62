/// A catalog property's name as a typed identifier: the one place each name is spelled, so
/// code that means a property (the UIKit setters, the build tool's special cases, the app's
/// lookups) names it as `.textColor` and a misspelling is a compile error, not a miss.
///
/// The spelling is UIKit's (AppKit's for the macOS-only ones); a dotted name is a property of
/// a group a style writes as a nested dictionary (`titleTextAttributes.textColor`). A string
/// literal converts, so an app's `manager.color(key, for: "textColor")` reads as before.
public struct PropertyName: RawRepresentable, Sendable, Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name as the catalog and theme files spell it.
    public let rawValue: String

    /// A name as spelled; whether the catalog has it is the catalog's to say.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A name written in code (`"textColor"`).
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The name as spelled.
    public var description: String { rawValue }

    /// In the order of their spelling.
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

    /// `backgroundColor`, on UIView, NSTextField, NSTextFieldCell, NSTableView, NSTextView,
    /// NSClipView, NSPathControl, NSPathCell, NSDatePicker, NSDatePickerCell.
    public static let backgroundColor: PropertyName = "backgroundColor"
    /// `tintColor`, on UIView, UIBarButtonItem.
    public static let tintColor: PropertyName = "tintColor"

    // MARK: Text

    /// `textColor`, on UILabel, UITextField, UITextView, NSTextField, NSTextFieldCell, NSTextView,
    /// NSDatePicker, NSDatePickerCell.
    public static let textColor: PropertyName = "textColor"
    /// `font`, on UILabel, UITextField, UITextView, UIButton, NSButton, NSButtonCell, NSTextField,
    /// NSTextFieldCell, NSSegmentedControl, NSSegmentedCell, NSTabView, NSDatePicker,
    /// NSDatePickerCell.
    public static let font: PropertyName = "font"
    /// `highlightedTextColor`, on UILabel.
    public static let highlightedTextColor: PropertyName = "highlightedTextColor"
    /// `shadowColor`, on UILabel.
    public static let shadowColor: PropertyName = "shadowColor"

    // MARK: Images

    /// `image`, on UIImageView, UIBarItem, UIButton, NSButton, NSButtonCell, NSImageView,
    /// NSImageCell, NSMenuItem, NSToolbarItem, NSTabViewItem.
    public static let image: PropertyName = "image"
    /// `highlightedImage`, on UIImageView.
    public static let highlightedImage: PropertyName = "highlightedImage"
    /// `selectedImage`, on UITabBarItem.
    public static let selectedImage: PropertyName = "selectedImage"

    // MARK: Buttons and controls

    /// `titleColor`, on UIButton.
    public static let titleColor: PropertyName = "titleColor"
    /// `titleShadowColor`, on UIButton.
    public static let titleShadowColor: PropertyName = "titleShadowColor"
    /// `backgroundImage`, on UIButton, UISegmentedControl, UIBarButtonItem, UINavigationBar,
    /// UIToolbar, UISearchBar, UIStepper.
    public static let backgroundImage: PropertyName = "backgroundImage"
    /// `baseForegroundColor`, on UIButton.
    public static let baseForegroundColor: PropertyName = "baseForegroundColor"
    /// `baseBackgroundColor`, on UIButton.
    public static let baseBackgroundColor: PropertyName = "baseBackgroundColor"
    /// `selectedSegmentTintColor`, on UISegmentedControl.
    public static let selectedSegmentTintColor: PropertyName = "selectedSegmentTintColor"
    /// `segmentImages`, on UISegmentedControl, NSSegmentedControl, NSSegmentedCell.
    public static let segmentImages: PropertyName = "segmentImages"
    /// `dividerImage`, on UISegmentedControl, UIStepper.
    public static let dividerImage: PropertyName = "dividerImage"
    /// `onTintColor`, on UISwitch.
    public static let onTintColor: PropertyName = "onTintColor"
    /// `thumbTintColor`, on UISwitch, UISlider.
    public static let thumbTintColor: PropertyName = "thumbTintColor"
    /// `minimumTrackTintColor`, on UISlider.
    public static let minimumTrackTintColor: PropertyName = "minimumTrackTintColor"
    /// `maximumTrackTintColor`, on UISlider.
    public static let maximumTrackTintColor: PropertyName = "maximumTrackTintColor"
    /// `minimumValueImage`, on UISlider: the picture at the slider's minimum end.
    public static let minimumValueImage: PropertyName = "minimumValueImage"
    /// `maximumValueImage`, on UISlider: the picture at the slider's maximum end.
    public static let maximumValueImage: PropertyName = "maximumValueImage"
    /// `thumbImage`, on UISlider.
    public static let thumbImage: PropertyName = "thumbImage"
    /// `minimumTrackImage`, on UISlider.
    public static let minimumTrackImage: PropertyName = "minimumTrackImage"
    /// `maximumTrackImage`, on UISlider.
    public static let maximumTrackImage: PropertyName = "maximumTrackImage"
    /// `incrementImage`, on UIStepper.
    public static let incrementImage: PropertyName = "incrementImage"
    /// `decrementImage`, on UIStepper.
    public static let decrementImage: PropertyName = "decrementImage"
    /// `progressTintColor`, on UIProgressView.
    public static let progressTintColor: PropertyName = "progressTintColor"
    /// `trackTintColor`, on UIProgressView.
    public static let trackTintColor: PropertyName = "trackTintColor"
    /// `color`, on UIActivityIndicatorView, NSColorWell.
    public static let color: PropertyName = "color"
    /// `pageIndicatorTintColor`, on UIPageControl.
    public static let pageIndicatorTintColor: PropertyName = "pageIndicatorTintColor"
    /// `currentPageIndicatorTintColor`, on UIPageControl.
    public static let currentPageIndicatorTintColor: PropertyName = "currentPageIndicatorTintColor"

    // MARK: Bars

    /// `barTintColor`, on UINavigationBar, UITabBar, UIToolbar, UISearchBar.
    public static let barTintColor: PropertyName = "barTintColor"
    /// `unselectedItemTintColor`, on UITabBar.
    public static let unselectedItemTintColor: PropertyName = "unselectedItemTintColor"
    /// `shadowImage`, on UINavigationBar, UIToolbar.
    public static let shadowImage: PropertyName = "shadowImage"
    /// `searchFieldBackgroundImage`, on UISearchBar.
    public static let searchFieldBackgroundImage: PropertyName = "searchFieldBackgroundImage"

    /// The group of a bar's or a segmented control's title text attributes.
    public static let titleTextAttributesGroup = "titleTextAttributes"
    /// `titleTextAttributes.textColor`, on UINavigationBar, UISegmentedControl, UIBarItem.
    public static let titleTextAttributesTextColor: PropertyName = "titleTextAttributes.textColor"
    /// `titleTextAttributes.font`, on UINavigationBar, UISegmentedControl, UIBarItem.
    public static let titleTextAttributesFont: PropertyName = "titleTextAttributes.font"
    /// `titleTextAttributes.shadowColor`, on UISegmentedControl, UIBarItem, UINavigationBar.
    public static let titleTextAttributesShadowColor: PropertyName = "titleTextAttributes.shadowColor"
    /// `titleTextAttributes.shadowOffset`, on UISegmentedControl, UIBarItem, UINavigationBar.
    public static let titleTextAttributesShadowOffset: PropertyName = "titleTextAttributes.shadowOffset"

    /// The group of a navigation bar's large title text attributes (iOS 11's large titles).
    public static let largeTitleTextAttributesGroup = "largeTitleTextAttributes"
    /// `largeTitleTextAttributes.textColor`, on UINavigationBar.
    public static let largeTitleTextAttributesTextColor: PropertyName = "largeTitleTextAttributes.textColor"
    /// `largeTitleTextAttributes.font`, on UINavigationBar.
    public static let largeTitleTextAttributesFont: PropertyName = "largeTitleTextAttributes.font"
    /// `largeTitleTextAttributes.shadowColor`, on UINavigationBar.
    public static let largeTitleTextAttributesShadowColor: PropertyName = "largeTitleTextAttributes.shadowColor"
    /// `largeTitleTextAttributes.shadowOffset`, on UINavigationBar.
    public static let largeTitleTextAttributesShadowOffset: PropertyName = "largeTitleTextAttributes.shadowOffset"

    // MARK: Tables

    /// `separatorColor`, on UITableView.
    public static let separatorColor: PropertyName = "separatorColor"
    /// `sectionIndexColor`, on UITableView.
    public static let sectionIndexColor: PropertyName = "sectionIndexColor"
    /// `sectionIndexBackgroundColor`, on UITableView.
    public static let sectionIndexBackgroundColor: PropertyName = "sectionIndexBackgroundColor"
    /// `sectionIndexTrackingBackgroundColor`, on UITableView: the index's background while a
    /// finger drags through it.
    public static let sectionIndexTrackingBackgroundColor: PropertyName = "sectionIndexTrackingBackgroundColor"

    // MARK: Layers (set only at run time)

    /// `layer.borderColor`, on UIView.
    public static let layerBorderColor: PropertyName = "layer.borderColor"
    /// `layer.shadowColor`, on UIView.
    public static let layerShadowColor: PropertyName = "layer.shadowColor"
    /// `layer.borderWidth`, on UIView.
    public static let layerBorderWidth: PropertyName = "layer.borderWidth"
    /// `layer.cornerRadius`, on UIView.
    public static let layerCornerRadius: PropertyName = "layer.cornerRadius"
    /// `layer.shadowOpacity`, on UIView.
    public static let layerShadowOpacity: PropertyName = "layer.shadowOpacity"
    /// `layer.shadowRadius`, on UIView.
    public static let layerShadowRadius: PropertyName = "layer.shadowRadius"
    /// `layer.shadowOffset`, on UIView.
    public static let layerShadowOffset: PropertyName = "layer.shadowOffset"

    /// The one entry that stands for every user-defined runtime attribute's key path.
    public static let runtimeAttributes: PropertyName = "runtimeAttributes.*"

    // MARK: AppKit only

    /// `alternateImage`, on NSButton, NSButtonCell.
    public static let alternateImage: PropertyName = "alternateImage"
    /// `titleFont`, on NSBox.
    public static let titleFont: PropertyName = "titleFont"
    /// `contentTintColor`, on NSButton.
    public static let contentTintColor: PropertyName = "contentTintColor"
    /// `bezelColor`, on NSButton.
    public static let bezelColor: PropertyName = "bezelColor"
    /// `insertionPointColor`, on NSTextView.
    public static let insertionPointColor: PropertyName = "insertionPointColor"
    /// `fillColor`, on NSBox.
    public static let fillColor: PropertyName = "fillColor"
    /// `borderColor`, on NSBox.
    public static let borderColor: PropertyName = "borderColor"
    /// `gridColor`, on NSTableView.
    public static let gridColor: PropertyName = "gridColor"
}
