#if canImport(UIKit) || canImport(ThemifyUIKitShim)
import ThemifyModel

/// The UIKit back end of the property catalog: for every property the app sets
/// (`PropertyCatalog` entries with the `.runtime` back end), the UIKit setter per class.
///
/// Title text attributes are not here: UIKit takes them as one dictionary per state, so
/// `TextAttributes` gathers a view's `titleTextAttributes.*` settings first. A test fails when
/// the catalog and this table (with `TextAttributes`) disagree about a property or a class.
public enum UIKitPropertyTable {
    /// Every property the app sets, with the class that takes it and the call that sets it.
    public static let setters: [UIKitSetter] = views + controls + bars + layer + runtimeAttributes + notOnTVOS

    /// The setter for `property` on an object of `classChain` (most specific first).
    public static func setter(for property: String, onClassChain classChain: [String]) -> UIKitSetter? {
        // Every runtime attribute's key path shares the one setter.
        let name = PropertyCatalog.runtimeAttributeKeyPath(of: property) == nil ? property : PropertyCatalog.runtimeAttributes
        for className in classChain {
            if let setter = index[name]?[className] { return setter }
        }
        return nil
    }

    private static let index: [String: [String: UIKitSetter]] = Dictionary(grouping: setters, by: \.property).mapValues {
        Dictionary($0.map { ($0.className, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private static let views: [UIKitSetter] = [
        .on(UIView.self, .backgroundColor) { $0.backgroundColor = $1.uiColor },
        .on(UIView.self, .tintColor) { $0.tintColor = $1.uiColor },
        .on(UILabel.self, .textColor) { $0.textColor = $1.uiColor },
        .on(UILabel.self, .font) { $0.font = $1.uiFont(replacing: $0.font) },
        .on(UILabel.self, .highlightedTextColor) { $0.highlightedTextColor = $1.uiColor },
        .on(UILabel.self, .shadowColor) { $0.shadowColor = $1.uiColor },
        .on(UITextField.self, .textColor) { $0.textColor = $1.uiColor },
        .on(UITextField.self, .font) { $0.font = $1.uiFont(replacing: $0.font) },
        .on(UITextView.self, .textColor) { $0.textColor = $1.uiColor },
        .on(UITextView.self, .font) { $0.font = $1.uiFont(replacing: $0.font) },
        .on(UIImageView.self, .image) { $0.image = $1.uiImage },
        .on(UIImageView.self, .highlightedImage) { $0.highlightedImage = $1.uiImage },
        .on(UIProgressView.self, .progressTintColor) { $0.progressTintColor = $1.uiColor },
        .on(UIProgressView.self, .trackTintColor) { $0.trackTintColor = $1.uiColor },
        .on(UIActivityIndicatorView.self, .color) { $0.color = $1.uiColor },
        .on(UITableView.self, .sectionIndexColor) { $0.sectionIndexColor = $1.uiColor },
        .on(UITableView.self, .sectionIndexBackgroundColor) { $0.sectionIndexBackgroundColor = $1.uiColor },
        .on(UITableView.self, .sectionIndexTrackingBackgroundColor) { $0.sectionIndexTrackingBackgroundColor = $1.uiColor },
    ]

    private static let controls: [UIKitSetter] = [
        .on(UIButton.self, .titleColor) { $0.setTitleColor($1.uiColor, for: $1.state) },
        .on(UIButton.self, .titleShadowColor) { $0.setTitleShadowColor($1.uiColor, for: $1.state) },
        .on(UIButton.self, .image) { $0.setImage($1.uiImage, for: $1.state) },
        .on(UIButton.self, .backgroundImage) { $0.setBackgroundImage($1.uiImage, for: $1.state) },
        .on(UIButton.self, .font, viaAppearance: false) { $0.titleLabel?.font = $1.uiFont(replacing: $0.titleLabel?.font) },
        // Like the build tool: only a button that has a configuration takes these.
        // Button configurations exist from iOS 15; before, no layout holds one to theme.
        .on(UIButton.self, .baseForegroundColor, viaAppearance: false) { button, setting in
            guard #available(iOS 15.0, tvOS 15.0, *), var configuration = button.configuration else { return }
            configuration.baseForegroundColor = setting.uiColor
            button.configuration = configuration
        },
        .on(UIButton.self, .baseBackgroundColor, viaAppearance: false) { button, setting in
            guard #available(iOS 15.0, tvOS 15.0, *), var configuration = button.configuration else { return }
            configuration.baseBackgroundColor = setting.uiColor
            button.configuration = configuration
        },
        .on(UISegmentedControl.self, .selectedSegmentTintColor) { $0.selectedSegmentTintColor = $1.uiColor },
        .on(UISegmentedControl.self, .segmentImages, viaAppearance: false) { control, setting in
            guard let index = setting.index, index < control.numberOfSegments else { return }
            control.setImage(setting.uiImage, forSegmentAt: index)
        },
        .on(UISegmentedControl.self, .backgroundImage) { $0.setBackgroundImage($1.uiImage, for: $1.state, barMetrics: $1.uiBarMetrics) },
        .on(UISegmentedControl.self, .dividerImage) {
            $0.setDividerImage($1.uiImage, forLeftSegmentState: $1.state, rightSegmentState: $1.rightState, barMetrics: $1.uiBarMetrics)
        },
        .on(UIPageControl.self, .pageIndicatorTintColor) { $0.pageIndicatorTintColor = $1.uiColor },
        .on(UIPageControl.self, .currentPageIndicatorTintColor) { $0.currentPageIndicatorTintColor = $1.uiColor },
    ]

    private static let bars: [UIKitSetter] = [
        .on(UINavigationBar.self, .barTintColor) { $0.barTintColor = $1.uiColor },
        .on(UINavigationBar.self, .backgroundImage) { $0.setBackgroundImage($1.uiImage, for: $1.uiBarMetrics) },
        .on(UINavigationBar.self, .shadowImage) { $0.shadowImage = $1.uiImage },
        .on(UITabBar.self, .barTintColor) { $0.barTintColor = $1.uiColor },
        .on(UITabBar.self, .unselectedItemTintColor) { $0.unselectedItemTintColor = $1.uiColor },
        .on(UISearchBar.self, .barTintColor) { $0.barTintColor = $1.uiColor },
        .on(UISearchBar.self, .backgroundImage) { $0.backgroundImage = $1.uiImage },
        .on(UISearchBar.self, .searchFieldBackgroundImage) { $0.setSearchFieldBackgroundImage($1.uiImage, for: $1.state) },
        .on(UIBarItem.self, .image) { $0.image = $1.uiImage },
        .on(UIBarButtonItem.self, .tintColor) { $0.tintColor = $1.uiColor },
        .on(UIBarButtonItem.self, .backgroundImage) { $0.setBackgroundImage($1.uiImage, for: $1.state, barMetrics: $1.uiBarMetrics) },
        .on(UITabBarItem.self, .selectedImage) { $0.selectedImage = $1.uiImage },
    ]

    // A layer holds a fixed CGColor: a dynamic color is resolved in the view's traits, and
    // `ThemeEnvironment.traitsDidChange(_:)` sets it again when the appearance changes.
    private static let layer: [UIKitSetter] = [
        .on(UIView.self, .layerBorderColor, viaAppearance: false) {
            $0.layer.borderColor = $1.uiColor?.resolvedColor(with: $0.traitCollection).cgColor
        },
        .on(UIView.self, .layerShadowColor, viaAppearance: false) {
            $0.layer.shadowColor = $1.uiColor?.resolvedColor(with: $0.traitCollection).cgColor
        },
        .on(UIView.self, .layerBorderWidth, viaAppearance: false) { view, setting in setting.cgFloat.map { view.layer.borderWidth = $0 }
        },
        .on(UIView.self, .layerCornerRadius, viaAppearance: false) { view, setting in setting.cgFloat.map { view.layer.cornerRadius = $0 }
        },
        .on(UIView.self, .layerShadowOpacity, viaAppearance: false) { view, setting in
            setting.cgFloat.map { view.layer.shadowOpacity = Float($0) }
        },
        .on(UIView.self, .layerShadowRadius, viaAppearance: false) { view, setting in setting.cgFloat.map { view.layer.shadowRadius = $0 }
        },
        .on(UIView.self, .layerShadowOffset, viaAppearance: false) { view, setting in setting.size.map { view.layer.shadowOffset = $0 } },
    ]

    /// A theme's `runtimeAttributes`, set as a nib sets user-defined runtime attributes: by key
    /// path, through key-value coding, so a theme switch at run time reaches them too. A key
    /// path the object does not have raises, as it does when the nib itself holds it.
    private static let runtimeAttributes: [UIKitSetter] = [
        .on(UIView.self, .runtimeAttributes, viaAppearance: false) { view, setting in
            guard let keyPath = setting.runtimeAttributeKeyPath else { return }
            view.setValue(setting.runtimeAttributeObject, forKeyPath: keyPath)
        },
        .on(UIBarItem.self, .runtimeAttributes, viaAppearance: false) { item, setting in
            guard let keyPath = setting.runtimeAttributeKeyPath else { return }
            item.setValue(setting.runtimeAttributeObject, forKeyPath: keyPath)
        },
    ]

    /// What tvOS does not have (UIKit marks it unavailable there): switches, sliders, steppers,
    /// toolbars and a table view's separator color. On tvOS these rows do not exist, so a theme's
    /// setting for one is left out, as for any property the class has no setter for.
    private static let notOnTVOS: [UIKitSetter] = {
        #if !os(tvOS)
        return [
            .on(UISwitch.self, .onTintColor) { $0.onTintColor = $1.uiColor },
            .on(UISwitch.self, .thumbTintColor) { $0.thumbTintColor = $1.uiColor },
            .on(UISlider.self, .thumbTintColor) { $0.thumbTintColor = $1.uiColor },
            .on(UISlider.self, .minimumTrackTintColor) { $0.minimumTrackTintColor = $1.uiColor },
            .on(UISlider.self, .maximumTrackTintColor) { $0.maximumTrackTintColor = $1.uiColor },
            .on(UISlider.self, .minimumValueImage) { $0.minimumValueImage = $1.uiImage },
            .on(UISlider.self, .maximumValueImage) { $0.maximumValueImage = $1.uiImage },
            .on(UISlider.self, .thumbImage) { $0.setThumbImage($1.uiImage, for: $1.state) },
            .on(UISlider.self, .minimumTrackImage) { $0.setMinimumTrackImage($1.uiImage, for: $1.state) },
            .on(UISlider.self, .maximumTrackImage) { $0.setMaximumTrackImage($1.uiImage, for: $1.state) },
            .on(UIStepper.self, .backgroundImage) { $0.setBackgroundImage($1.uiImage, for: $1.state) },
            .on(UIStepper.self, .dividerImage) {
                $0.setDividerImage($1.uiImage, forLeftSegmentState: $1.state, rightSegmentState: $1.rightState)
            },
            .on(UIStepper.self, .incrementImage) { $0.setIncrementImage($1.uiImage, for: $1.state) },
            .on(UIStepper.self, .decrementImage) { $0.setDecrementImage($1.uiImage, for: $1.state) },
            .on(UIToolbar.self, .barTintColor) { $0.barTintColor = $1.uiColor },
            .on(UIToolbar.self, .backgroundImage) {
                $0.setBackgroundImage($1.uiImage, forToolbarPosition: .any, barMetrics: $1.uiBarMetrics)
            },
            .on(UIToolbar.self, .shadowImage) { $0.setShadowImage($1.uiImage, forToolbarPosition: .any) },
            .on(UITableView.self, .separatorColor) { $0.separatorColor = $1.uiColor },
        ]
        #else
        return []
        #endif
    }()
}
#endif
