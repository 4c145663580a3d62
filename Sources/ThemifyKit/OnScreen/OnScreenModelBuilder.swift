import Foundation
import ThemifyModel
import ThemifyXML

/// Walks a UIKit layout's screens in drawing order (a view, then its subviews, earlier
/// siblings first) and keeps what each view paints, so that each text finds what is behind it:
/// the views drawn before it whose frame covers it, nearest first, down to the first opaque one.
struct OnScreenModelBuilder {
    let layout: Layout
    let resolver: AppearanceColorResolver
    let appearance: Appearance
    let defaults: UIKitDefaultColors
    /// AppKit's colors in the appearance, for a macOS layout.
    let appKit: AppKitColors
    /// What is behind every screen's views: UIKit's window, or AppKit's window background.
    let window: SRGBColor
    private(set) var views: [SourceLocation: OnScreenView] = [:]
    private(set) var runs: [OnScreenTextRun] = []
    /// Each screen's top element (a macOS window or top-level view), in the layout's order.
    var screenRoots: [SourceLocation] = []
    /// What the current screen has painted so far, in drawing order.
    private var layers: [Layer] = []

    private struct Layer {
        let frame: PreviewRect
        let paint: Paint
    }

    private enum Paint {
        /// A color with the alpha of the view and its ancestors multiplied in.
        case color(SRGBColor)
        /// Pixels the layout does not tell (an image).
        case unknown(String)
    }

    /// Elements that hold values, never views: not searched for subviews.
    static let valueElements: Set<String> = [
        "rect", ColorMarkup.elementName, FontMarkup.descriptionElementName, "constraints", "connections", "userDefinedRuntimeAttributes",
        "state", "accessibility",
        "attributedString", "string",
    ]
    /// Bars a navigation or tab bar controller carries as its own children.
    static let barKeys: Set<String> = ["navigationBar", "tabBar", "toolbar"]
    /// How far a covering view's frame may fall short of the text's: Interface Builder's frames
    /// are rounded to the pixel, and a label often pokes out of its card by a fraction.
    private static let slack = 1.0

    init(layout: Layout, theme: ResolvedTheme?, assets: AssetCatalog, appearance: Appearance) {
        self.layout = layout
        resolver = AppearanceColorResolver(root: layout.document.root, assets: assets, theme: theme, appearance: appearance)
        self.appearance = appearance
        defaults = UIKitDefaultColors(appearance)
        appKit = AppKitColors(appearance)
        window = (Self.isAppKit(layout) ? appKit.named("windowBackgroundColor") : nil) ?? defaults.window
    }

    /// A storyboard's scenes (each controller's view, then its bars) and a xib's top-level views,
    /// each a screen of its own over the window.
    mutating func build() {
        guard layout.format == .document else { return }
        if isAppKit {
            buildAppKit()
            return
        }
        guard layout.isUIKit else { return }
        let root = layout.document.root
        if let scenes = root.child("scenes") {
            for scene in scenes.children(named: "scene") {
                guard
                    let controller = scene.child("objects")?.children.first(where: { $0.attribute("sceneMemberID") == "viewController" })
                else { continue }
                startScreen()
                for top in controller.children where top.attribute("key") == "view" || Self.barKeys.contains(top.attribute("key") ?? "") {
                    visit(top, origin: .zero, opacity: 1, clip: nil, tint: defaults.tint)
                }
            }
        } else if let objects = root.child("objects") {
            for object in objects.children {
                startScreen()
                visit(object, origin: .zero, opacity: 1, clip: nil, tint: defaults.tint)
            }
        }
        // Bar button items have no frame of their own: their tint is all the picture needs.
        root.forEachInSubtree { element in
            guard element.name == "barButtonItem", let tint = OnScreenValues(element: element).color(.tint).flatMap(resolve) else {
                return
            }
            views[layout.location(of: element)] = OnScreenView(fill: nil, tint: tint, text: nil)
        }
    }

    /// A new screen: nothing painted yet over its window.
    mutating func startScreen() {
        layers = []
    }

    /// Adds a color painted over `frame`, its alpha as seen.
    mutating func paint(_ color: SRGBColor, over frame: PreviewRect) {
        if color.alpha > 0 { layers.append(Layer(frame: frame, paint: .color(color))) }
    }

    /// Adds what the view paints under its contents.
    mutating func paint(_ element: MarkupElement, _ values: OnScreenValues, fill: SRGBColor?, alpha: Double, in visible: PreviewRect) {
        if let reason = Self.unknownPaint(of: element, values) {
            layers.append(Layer(frame: visible, paint: .unknown(reason)))
        } else if let fill, fill.alpha > 0 {
            var seen = fill
            seen.alpha *= alpha
            layers.append(Layer(frame: visible, paint: .color(seen)))
        }
    }

    mutating func record(_ run: OnScreenTextRun) {
        runs.append(run)
    }

    mutating func record(_ view: OnScreenView, at element: MarkupElement) {
        views[layout.location(of: element)] = view
    }

    /// A layout's color in the model's appearance (a macOS layout's named colors as AppKit's).
    func resolve(_ color: ThemeColor) -> SRGBColor? { resolver.sRGB(color) }

    /// A macOS document: its named colors are NSColor's, not UIKit's.
    var isAppKit: Bool { Self.isAppKit(layout) }

    static func isAppKit(_ layout: Layout) -> Bool { layout.document.root.attribute("targetRuntime") == "MacOSX.Cocoa" }

    private mutating func visit(
        _ element: MarkupElement, origin: PreviewRect, opacity: Double, clip: PreviewRect?, tint inherited: SRGBColor
    ) {
        guard element.attribute("hidden") != "YES", let rect = Self.frame(of: element) else { return }
        let frame = rect.offset(by: origin)
        let alpha = opacity * Self.alpha(of: element)
        let values = OnScreenValues(element: element)
        let tint = values.color(.tint).flatMap(resolve) ?? inherited
        let fill = self.fill(of: element, values, tint: tint)
        // What of the view is on screen: nothing where a clipping ancestor cuts it away.
        let visible: PreviewRect? = clip.map { frame.intersection($0) } ?? frame
        if let visible, alpha > 0 { paint(element, values, fill: fill, alpha: alpha, in: visible) }
        var run = textRun(of: element, values, frame: visible ?? frame, alpha: alpha, tint: tint)
        if let visible, alpha > 0, run != nil {
            run?.background = background(behind: visible)
            if let run { runs.append(run) }
        }
        var view = OnScreenView(fill: fill, tint: tint, text: run)
        view.showsLargeTitle = Self.showsLargeTitle(element, visible ?? frame)
        view.font = values.font(element.name != "navigationBar" ? .font : view.showsLargeTitle ? .barLargeTitleFont : .barTitleFont)
        for role in PropertyRole.controlColors {
            if let color = values.color(role).flatMap(resolve) { view.controlColors[role] = color }
        }
        if element.name == "button" {
            for state in element.children(named: "state") {
                guard let key = state.attribute("key"), key != "normal",
                    let color = values.color(.titleColor, inState: key).flatMap(resolve)
                else { continue }
                view.stateTitleColors[key] = color
            }
        }
        views[layout.location(of: element)] = view
        let clipsSubviews = element.attribute("clipsSubviews") == "YES" || Self.masksToBounds(element)
        let childClip = clipsSubviews ? (visible ?? PreviewRect(x: frame.x, y: frame.y, width: 0, height: 0)) : clip
        forEachSubview(of: element, skipping: Self.valueElements) { subview in
            visit(subview, origin: frame, opacity: alpha, clip: childClip, tint: tint)
        }
    }

    /// Every element with a frame below a view is one of its subviews, whatever holds it
    /// (`subviews`, a table's `prototypes`, a cell's `contentView`, a header view's key).
    func forEachSubview(of element: MarkupElement, skipping values: Set<String>, _ body: (MarkupElement) -> Void) {
        for child in element.children where !values.contains(child.name) {
            if child.child("rect", key: "frame") != nil {
                body(child)
            } else {
                forEachSubview(of: child, skipping: values, body)
            }
        }
    }

    /// The layers drawn before the text that cover it, nearest first, composed over the window
    /// up from the nearest opaque one; unknown when an image is among them.
    func background(behind frame: PreviewRect) -> OnScreenBackground {
        var shown: [SRGBColor] = []
        for layer in layers.reversed() where Self.covers(layer.frame, frame) {
            switch layer.paint {
            case .unknown(let reason):
                return .unknown(reason: reason)
            case .color(let color):
                shown.append(color)
            }
            if shown.last!.alpha >= 1 { break }
        }
        var result = window
        for color in shown.reversed() { result = ContrastRatio.composite(color, over: result) }
        result.alpha = 1
        return .known(result)
    }

    private static func covers(_ outer: PreviewRect, _ inner: PreviewRect) -> Bool {
        outer.x <= inner.x + slack && outer.y <= inner.y + slack && outer.maxX >= inner.maxX - slack && outer.maxY >= inner.maxY - slack
    }

    // MARK: - Looks

    /// The view's fill: its background color, or what UIKit draws where the layout sets none.
    private func fill(of element: MarkupElement, _ values: OnScreenValues, tint: SRGBColor) -> SRGBColor? {
        let own = values.color(.background).flatMap(resolve)
        switch element.name {
        case "navigationBar", "toolbar", "tabBar":
            return values.color(.barTint).flatMap(resolve) ?? defaults.bar
        case "textField" where element.attribute("borderStyle") == "roundedRect":
            return own ?? defaults.fieldBackground
        case "button":
            // A configured button draws its base background, a filled one in its tint by default.
            guard let configuration = Self.configuration(of: element) else { return own }
            return own ?? values.color(.configurationBackground).flatMap(resolve)
                ?? (configuration.attribute("style") == "filled" ? tint : nil)
        default:
            return own
        }
    }

    /// Why the view's pixels are not known from the layout, when they are not.
    private static func unknownPaint(of element: MarkupElement, _ values: OnScreenValues) -> String? {
        switch element.name {
        case "imageView" where values.has(.image) || element.attribute("systemName") != nil:
            return "an image view"
        case "visualEffectView":
            return "a blurring view"
        default:
            return nil
        }
    }

    // MARK: - Text

    private func textRun(of element: MarkupElement, _ values: OnScreenValues, frame: PreviewRect, alpha: Double, tint: SRGBColor)
        -> OnScreenTextRun?
    {
        let color: SRGBColor
        var font = values.font(.font)
        switch element.name {
        case "label", "textView":
            guard Self.hasText(element) else { return nil }
            color = values.color(.textColor).flatMap(resolve) ?? defaults.label
        case "textField":
            if Self.hasText(element) {
                color = values.color(.textColor).flatMap(resolve) ?? defaults.label
            } else if !(element.attribute("placeholder") ?? "").isEmpty {
                color = defaults.placeholder
            } else {
                return nil
            }
        case "button":
            if let configuration = Self.configuration(of: element) {
                guard !(configuration.attribute("title") ?? "").isEmpty else { return nil }
                color =
                    values.color(.configurationForeground).flatMap(resolve)
                    ?? (configuration.attribute("style") == "filled" ? defaults.filledTitle : tint)
            } else {
                let normal = element.children(named: "state").first { $0.attribute("key") == "normal" }
                let title = normal?.attribute("title") ?? normal?.child("string", key: "title")?.text ?? ""
                guard !title.isEmpty else { return nil }
                // A custom button's default title is white; a system button's is its tint.
                color =
                    values.color(.titleColor).flatMap(resolve)
                    ?? (element.attribute("buttonType") == nil ? defaults.filledTitle : tint)
            }
        case "navigationBar":
            if let area = Self.navigationBarLook(element, frame).largeTitleArea {
                // A bar that shows its title large shows only that one.
                color = values.color(.barLargeTitleColor).flatMap(resolve) ?? defaults.label
                font = values.font(.barLargeTitleFont) ?? NavigationBarLook.largeTitleFont
                return textRun(of: element, color: color, font: font, frame: area, alpha: alpha)
            }
            color = values.color(.barTitleColor).flatMap(resolve) ?? defaults.label
            font = values.font(.barTitleFont) ?? NavigationBarLook.titleFont
        default:
            return nil
        }
        return textRun(of: element, color: color, font: font, frame: frame, alpha: alpha)
    }

    /// Where a navigation bar at `frame` shows its title.
    static func navigationBarLook(_ element: MarkupElement, _ frame: PreviewRect) -> NavigationBarLook {
        NavigationBarLook(frame: frame, prefersLargeTitles: element.attribute("largeTitles") == "YES")
    }

    static func showsLargeTitle(_ element: MarkupElement, _ frame: PreviewRect) -> Bool {
        element.name == "navigationBar" && navigationBarLook(element, frame).largeTitleArea != nil
    }

    /// A text in `color` and `font`, its background to be found.
    func textRun(of element: MarkupElement, color: SRGBColor, font: ThemeFont?, frame: PreviewRect, alpha: Double) -> OnScreenTextRun {
        var seen = color
        seen.alpha *= alpha
        let (pointSize, bold) = Self.size(of: font)
        return OnScreenTextRun(
            location: layout.location(of: element), kind: element.name, frame: frame, color: color, seenColor: seen,
            background: .unknown(reason: "not on screen"), pointSize: pointSize, isBold: bold)
    }

    private static func hasText(_ element: MarkupElement) -> Bool {
        if let attributed = element.child("attributedString", key: "attributedText") {
            return attributed.children(named: "fragment").contains { fragment in
                !(fragment.attribute("content") ?? fragment.child("string", key: "content")?.text ?? "").isEmpty
            }
        }
        return !(element.attribute("text") ?? element.child("string", key: "text")?.text ?? "").isEmpty
    }

    /// Point size and boldness (bold, heavy or black weights); nil size for Dynamic Type
    /// styles, whose size the user chooses; UIKit's 17 pt when the layout sets none.
    private static func size(of font: ThemeFont?) -> (Double?, Bool) {
        guard let font else { return (17, false) }
        switch font {
        case .boldSystem: return (font.pointSize, true)
        case .systemWeight(let weight, _): return (font.pointSize, ["bold", "heavy", "black"].contains(weight))
        case .custom(let name, _): return (font.pointSize, name.range(of: "Bold|Heavy|Black", options: .regularExpression) != nil)
        case .system, .italicSystem, .textStyle: return (font.pointSize, false)
        }
    }

    // MARK: - Geometry

    static func frame(of element: MarkupElement) -> PreviewRect? {
        element.child("rect", key: "frame").flatMap(rect)
    }

    /// A `<rect>`'s value, when it is a finite, non-negative one.
    static func rect(_ rect: MarkupElement) -> PreviewRect? {
        guard let x = rect.attribute("x").flatMap(Double.init), let y = rect.attribute("y").flatMap(Double.init),
            let width = rect.attribute("width").flatMap(Double.init), let height = rect.attribute("height").flatMap(Double.init),
            [x, y, width, height].allSatisfy(\.isFinite), width >= 0, height >= 0
        else { return nil }
        return PreviewRect(x: x, y: y, width: width, height: height)
    }

    /// UIView's `alpha`, within 0…1.
    static func alpha(of element: MarkupElement) -> Double {
        ViewOpacity.value(element.attribute(ViewOpacity.uiKitAttribute))
    }

    private static func masksToBounds(_ element: MarkupElement) -> Bool {
        element.child("userDefinedRuntimeAttributes")?.children.contains {
            $0.attribute("keyPath") == "layer.masksToBounds" && $0.attribute("value") == "YES"
        } ?? false
    }

    private static func configuration(of element: MarkupElement) -> MarkupElement? {
        element.child("buttonConfiguration", key: "configuration")
    }
}
