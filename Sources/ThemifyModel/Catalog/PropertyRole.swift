/// What a catalog property is for on screen, for the readers that draw or measure a layout (the
/// preview and lint's contrast check): they ask for "the text color of this view" by its role,
/// and the catalog names the property, so no reader spells a layout key of its own.
package enum PropertyRole: Sendable, CaseIterable {
    /// A view's own fill.
    case background
    /// The tint a view and its subviews take where they set no color.
    case tint
    /// A label's, text field's or text view's text.
    case textColor
    /// The font of that text, and a button's title font.
    case font
    /// A button's title in the normal state.
    case titleColor
    /// A configured button's title.
    case configurationForeground
    /// A configured button's fill.
    case configurationBackground
    /// A navigation, tab or tool bar's fill.
    case barTint
    /// A navigation bar's title.
    case barTitleColor
    /// A navigation bar's title font.
    case barTitleFont
    /// A navigation bar's large title (iOS 11), shown below its buttons when it prefers one.
    case barLargeTitleColor
    /// The large title's font.
    case barLargeTitleFont
    /// The picture an image view shows.
    case image
    /// A switch's track when on.
    case onTint
    /// A switch's or slider's thumb.
    case thumbTint
    /// A slider's track below and above its value.
    case minimumTrackTint
    case maximumTrackTint
    /// The pictures at a slider's minimum and maximum ends.
    case minimumValueImage
    case maximumValueImage
    /// A segmented control's selected segment.
    case selectedSegmentTint
    /// A tab bar's items other than the selected one.
    case unselectedItemTint
    /// A macOS box's fill.
    case boxFill
    /// A macOS box's border.
    case boxBorder
    /// A macOS button's title, where it sets its own.
    case contentTint

    /// The roles that are a control's own colors, beyond its fill and text.
    package static let controlColors: [PropertyRole] = [
        .onTint, .thumbTint, .minimumTrackTint, .maximumTrackTint, .selectedSegmentTint, .unselectedItemTint,
    ]

    /// The catalog property that plays the role.
    package var propertyName: String {
        switch self {
        case .background: return "backgroundColor"
        case .tint: return "tintColor"
        case .textColor: return "textColor"
        case .font: return "font"
        case .titleColor: return "titleColor"
        case .configurationForeground: return "baseForegroundColor"
        case .configurationBackground: return "baseBackgroundColor"
        case .barTint: return "barTintColor"
        case .barTitleColor: return "titleTextAttributes.textColor"
        case .barTitleFont: return "titleTextAttributes.font"
        case .barLargeTitleColor: return "largeTitleTextAttributes.textColor"
        case .barLargeTitleFont: return "largeTitleTextAttributes.font"
        case .image: return "image"
        case .onTint: return "onTintColor"
        case .thumbTint: return "thumbTintColor"
        case .minimumTrackTint: return "minimumTrackTintColor"
        case .maximumTrackTint: return "maximumTrackTintColor"
        case .minimumValueImage: return "minimumValueImage"
        case .maximumValueImage: return "maximumValueImage"
        case .selectedSegmentTint: return "selectedSegmentTintColor"
        case .unselectedItemTint: return "unselectedItemTintColor"
        case .boxFill: return "fillColor"
        case .boxBorder: return "borderColor"
        case .contentTint: return "contentTintColor"
        }
    }
}
