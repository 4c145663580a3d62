#if canImport(UIKit) || canImport(ThemifyUIKitShim)
import ThemifyModel

/// Theme values turned into UIKit values: the one place that knows how a `ThemeColor`,
/// `ImageName` or `ThemeFont` becomes a `UIColor`, `UIImage` or `UIFont`, and how state and
/// bar-metrics names become `UIControl.State` and `UIBarMetrics`.
///
/// Tables rather than `switch`es over UIKit's enums: those are open on Apple platforms and
/// closed in the Linux build, so a `switch` would warn on one or the other.
public enum UIKitValues {
    /// A system color keeps adapting to dark mode; an asset color comes from `bundle`'s asset
    /// catalog (nil: the main bundle); nil when the asset catalog has no such color, and for
    /// AppKit's catalog colors, which UIKit has not. A color in a named space is made in it
    /// where UIKit has the space (Display P3; gray, UIKit's white being gamma 2.2 gray), else
    /// converted to the sRGB UIKit's `init(red:green:blue:alpha:)` takes.
    public static func color(_ color: ThemeColor, bundle: Bundle? = nil) -> UIColor? {
        switch color {
        case .sRGB(let value):
            return UIColor(red: CGFloat(value.red), green: CGFloat(value.green), blue: CGFloat(value.blue), alpha: CGFloat(value.alpha))
        case .components(let value):
            switch value.space {
            case .displayP3:
                return UIColor(
                    displayP3Red: CGFloat(value.red), green: CGFloat(value.green), blue: CGFloat(value.blue), alpha: CGFloat(value.alpha))
            case .gray, .calibratedWhite:
                return UIColor(white: CGFloat(value.white), alpha: CGFloat(value.alpha))
            case .sRGB, .deviceRGB, .calibratedRGB:
                return self.color(.sRGB(value.sRGB))
            }
        case .catalog:
            return nil
        case .system(let name):
            if let system = systemColors[name] { return system() }
            // A name UIKit lacks on this platform (tvOS has no system backgrounds, fills, grays 2–6,
            // light or dark text), or one it deprecated whose call would warn
            // (`viewFlipsideBackgroundColor`, iOS 7): its light value, fixed.
            guard let light = SystemColors.lightValues[name] else { return nil }
            return self.color(.sRGB(light))
        case .asset(let name):
            return UIColor(named: name, in: bundle, compatibleWith: nil)
        case .perAppearance(let value):
            return AppearanceDynamicColor.color(value, bundle: bundle)
        }
    }

    /// An asset image (resizable with its cap insets, when it has them) or an SF Symbol. With a
    /// skin installed, its folder is looked in first: the skin's file wins over the bundle's
    /// image of the same name, and a name the skin has no file for comes from the bundle.
    public static func image(_ image: ImageName, bundle: Bundle? = nil, skinFolder: URL? = nil) -> UIImage? {
        let fromSkin =
            image.isSymbol ? nil : skinFolder.flatMap { skinFile(named: image.name, in: $0) }.flatMap { UIImage(contentsOfFile: $0.path) }
        let base =
            fromSkin ?? (image.isSymbol ? UIImage(systemName: image.name) : UIImage(named: image.name, in: bundle, compatibleWith: nil))
        guard let base, let capInsets = image.capInsets else { return base }
        return base.resizableImage(withCapInsets: insets(capInsets))
    }

    /// The skin client stores `name.png`, `name@2x.png`, `name@3x.png` (and `~ipad` variants);
    /// UIKit picks the scale from the base path, as it does for `UIImage(named:)`.
    static func skinFile(named name: String, in folder: URL) -> URL? {
        let fileManager = FileManager.default
        for kind in ["png", "jpg", "jpeg", "pdf", "heic", "gif"] {
            let base = folder.appendingPathComponent("\(name).\(kind)")
            for suffix in ["", "@2x", "@3x", "~ipad", "~ipad@2x"]
            where fileManager.fileExists(atPath: folder.appendingPathComponent("\(name)\(suffix).\(kind)").path) {
                return base
            }
        }
        return nil
    }

    /// Nil for a PostScript name no bundled or system font has. A font without a size of its
    /// own (`"Avenir-Heavy"`, `"system +2"`) takes `current`'s size (the view's font today), or
    /// UIKit's 17 points when there is none.
    public static func font(_ font: ThemeFont, replacing current: UIFont? = nil) -> UIFont? {
        let currentSize = current.map { Double($0.pointSize) } ?? 17
        guard let sized = font.resolved(replacingPointSize: currentSize) else { return nil }
        let size = CGFloat(sized.pointSize ?? currentSize)
        switch sized {
        case .system: return UIFont.systemFont(ofSize: size)
        case .boldSystem: return UIFont.boldSystemFont(ofSize: size)
        case .italicSystem: return UIFont.italicSystemFont(ofSize: size)
        case .systemWeight(let weight, _): return UIFont.systemFont(ofSize: size, weight: weights[weight] ?? .regular)
        case .custom(let name, _): return UIFont(name: name, size: size)
        case .textStyle(let style):
            // tvOS has no large title style (UIFont.TextStyle.largeTitle is unavailable there): a
            // style UIKit lacks, nil like a font no bundled or system font has.
            #if os(tvOS)
            if style == "largeTitle" { return nil }
            #endif
            // The model lists each style with the name UIKit's constant holds (UICTFontTextStyleBody).
            return ThemeFont.textStyles[style].map { UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: $0)) }
        }
    }

    /// A theme's insets as UIKit's.
    public static func insets(_ insets: EdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }

    /// A shadow's offset (`NSShadow.shadowOffset`, `CALayer.shadowOffset`): width and height.
    public static func size(_ offset: Offset) -> CGSize {
        CGSize(width: CGFloat(offset.horizontal), height: CGFloat(offset.vertical))
    }

    // MARK: Defaults a theme resets to (`"default"`)

    /// UIKit's default color for a property set back to `"default"`: nil, which every UIKit
    /// color property takes (the `null_resettable` ones, `UILabel.textColor` or
    /// `UIView.tintColor`, go back to their default on nil), except a layer's border and
    /// shadow colors: nil there means no color, while Core Animation starts them opaque black
    /// (`CALayer.borderColor`, `CALayer.shadowColor`: "The default value of this property is
    /// an opaque black color").
    public static func defaultColor(of property: String) -> UIColor? {
        [PropertyName.layerBorderColor, .layerShadowColor].contains(PropertyName(rawValue: property)) ? .black : nil
    }

    /// A layer's number as Core Animation starts it (CALayer's documented defaults); a
    /// number cannot be nil, so a reset sets this.
    public static func defaultNumber(of property: String) -> CGFloat? {
        layerNumberDefaults[PropertyName(rawValue: property)]
    }

    /// `CALayer.shadowOffset` starts at (0.0, -3.0).
    public static func defaultOffset(of property: String) -> CGSize? {
        PropertyName(rawValue: property) == .layerShadowOffset ? CGSize(width: 0, height: -3) : nil
    }

    private static let layerNumberDefaults: [PropertyName: CGFloat] = [
        .layerBorderWidth: 0, .layerCornerRadius: 0, .layerShadowOpacity: 0, .layerShadowRadius: 3,
    ]

    /// `normal`, `highlighted`, `disabled`, `selected`, `focused`; nil for any other name.
    public static func state(_ name: String) -> UIControl.State? {
        states[name]
    }

    /// `default`, `compact`, `defaultPrompt`, `compactPrompt`; nil for any other name.
    public static func barMetrics(_ name: String) -> UIBarMetrics? {
        barMetricsByName[name]
    }

    #if !os(tvOS)
    /// The status bar a theme's `$statusBarStyle` names.
    public static func statusBarStyle(_ style: StatusBarStyle) -> UIStatusBarStyle {
        statusBarStyles[style] ?? .default
    }

    private static let statusBarStyles: [StatusBarStyle: UIStatusBarStyle] = [
        .default: .default, .lightContent: .lightContent, .darkContent: .darkContent,
    ]
    #endif

    private static let states: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "disabled": .disabled, "selected": .selected, "focused": .focused,
    ]

    private static let barMetricsByName: [String: UIBarMetrics] = [
        "default": .default, "compact": .compact, "defaultPrompt": .defaultPrompt, "compactPrompt": .compactPrompt,
    ]

    private static let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "heavy": .heavy, "black": .black,
    ]

    /// The model's system color names (`SystemColors`), as UIKit's class properties.
    private static let systemColors: [String: @Sendable () -> UIColor] = {
        var colors: [String: @Sendable () -> UIColor] = [
            "systemRedColor": { .systemRed }, "systemOrangeColor": { .systemOrange },
            "systemYellowColor": { .systemYellow }, "systemGreenColor": { .systemGreen },
            "systemTealColor": { .systemTeal }, "systemBlueColor": { .systemBlue },
            "systemIndigoColor": { .systemIndigo }, "systemPurpleColor": { .systemPurple },
            "systemPinkColor": { .systemPink }, "systemBrownColor": { .systemBrown },
            "systemGrayColor": { .systemGray },
            "labelColor": { .label }, "secondaryLabelColor": { .secondaryLabel },
            "tertiaryLabelColor": { .tertiaryLabel }, "quaternaryLabelColor": { .quaternaryLabel },
            "placeholderTextColor": { .placeholderText }, "linkColor": { .link },
            "separatorColor": { .separator }, "opaqueSeparatorColor": { .opaqueSeparator },
        ]
        // Mint, cyan and the tint color arrive with iOS 15; before, their nearest older colors
        // stand in (system blue is the default tint).
        if #available(iOS 15.0, tvOS 15.0, *) {
            colors["systemMintColor"] = { .systemMint }
            colors["systemCyanColor"] = { .systemCyan }
            colors["tintColor"] = { .tintColor }
        } else {
            colors["systemMintColor"] = { .systemTeal }
            colors["systemCyanColor"] = { .systemTeal }
            colors["tintColor"] = { .systemBlue }
        }
        // tvOS has none of these (UIKit marks them unavailable there): on tvOS the names are
        // colors UIKit lacks, which `color(_:bundle:)` gives their light value.
        #if !os(tvOS)
        let iOSOnly: [String: @Sendable () -> UIColor] = [
            "systemBackgroundColor": { .systemBackground },
            "secondarySystemBackgroundColor": { .secondarySystemBackground },
            "tertiarySystemBackgroundColor": { .tertiarySystemBackground },
            "systemGray2Color": { .systemGray2 }, "systemGray3Color": { .systemGray3 },
            "systemGray4Color": { .systemGray4 }, "systemGray5Color": { .systemGray5 },
            "systemGray6Color": { .systemGray6 },
            "systemFillColor": { .systemFill }, "secondarySystemFillColor": { .secondarySystemFill },
            "tertiarySystemFillColor": { .tertiarySystemFill }, "quaternarySystemFillColor": { .quaternarySystemFill },
            "systemGroupedBackgroundColor": { .systemGroupedBackground },
            "secondarySystemGroupedBackgroundColor": { .secondarySystemGroupedBackground },
            "tertiarySystemGroupedBackgroundColor": { .tertiarySystemGroupedBackground },
            // Older layouts' names; UIKit's replacements for them.
            "groupTableViewBackgroundColor": { .systemGroupedBackground },
            "tableCellGroupedBackgroundColor": { .secondarySystemGroupedBackground },
            "darkTextColor": { .darkText }, "lightTextColor": { .lightText },
        ]
        colors.merge(iOSOnly) { first, _ in first }
        #endif
        return colors
    }()
}
#endif
