import ThemifyKit
import ThemifyModel

/// Reads a themed layout into pictures: one per storyboard scene, one per top-level view of a
/// xib. Every value comes from the themed document — what `themify` writes — except the
/// properties only the app sets (layer borders and corners, bar item text attributes), which
/// come from the theme's resolved style for the view, as ThemifyRuntime would set them.
///
/// Fills, tints, text colors and controls' colors are the on-screen model's (`OnScreenModel`),
/// the one lint's contrast check judges: what a picture shows behind a text is what lint measured.
struct PreviewModelBuilder {
    let layoutPath: String
    let themeName: String
    let appearance: PreviewAppearance
    /// UIKit's defaults for what the layout leaves unset, in the picture's appearance.
    let defaults: UIKitDefaultColors
    let images: ImageAssets
    /// What is on screen in the picture's appearance, by element location.
    let onScreen: OnScreenModel
    /// Lint's contrast findings by the element they are about.
    let findings: [SourceLocation: [String]]
    /// Every element with an `id`, for segues (a tab bar's items are its controllers').
    private var objects: [String: LayoutNode] = [:]
    /// The names the layout's `<resources>` list as SF Symbols (`<image name=… catalog="system">`).
    private var systemSymbols: Set<String> = []

    init(
        layoutPath: String, themeName: String, appearance: PreviewAppearance = .light, images: ImageAssets, onScreen: OnScreenModel,
        findings: [Diagnostic]
    ) {
        self.layoutPath = layoutPath
        self.themeName = themeName
        self.appearance = appearance
        self.defaults = UIKitDefaultColors(appearance.appearance)
        self.images = images
        self.onScreen = onScreen
        self.findings = FindingsByElement.messages(findings)
    }

    /// Elements that hold values, never views: not searched for subviews (the on-screen
    /// model's, so the picture draws the views lint measured).
    private static let valueElements = OnScreenModel.valueElements
    /// Bars a navigation or tab bar controller carries as its own children.
    private static let barKeys: Set<String> = ["navigationBar", "tabBar", "toolbar"]

    mutating func screens(of root: LayoutNode) -> [PreviewScreen] {
        objects = [:]
        systemSymbols = Set(
            (root.child("resources")?.children(named: ResourceEntryTag.image) ?? []).filter { $0.attribute("catalog") == "system" }
                .compactMap {
                    $0.attribute("name")
                })
        index(root)
        var screens: [PreviewScreen] = []
        if let scenes = root.child("scenes") {
            for scene in scenes.children(named: "scene") {
                guard let controller = scene.child("objects")?.children.first(where: { $0.attribute("sceneMemberID") == "viewController" })
                else { continue }
                let views = sceneViews(of: controller, depth: 0)
                guard !views.isEmpty else { continue }
                screens.append(
                    screen(named: name(of: controller), id: scene.attribute("sceneID") ?? controller.attribute("id") ?? "", views: views))
            }
        } else if let objects = root.child("objects") {
            // A xib's one view is named after its owner's class, as the app loads it.
            let owner = objects.children.first { $0.attribute("placeholderIdentifier") == "IBFilesOwner" }?.attribute("customClass")
            let tops = objects.children.filter { $0.child("rect", key: "frame") != nil }
            for object in tops {
                guard let view = view(from: object, in: .zero, tint: defaults.tint, controller: nil) else { continue }
                let name =
                    object.attribute("userLabel") ?? object.attribute("customClass") ?? (tops.count == 1 ? owner : nil) ?? object.name
                screens.append(screen(named: name, id: object.attribute("id") ?? "", views: [view]))
            }
        }
        // Two scenes with the same name (two "Settings" controllers) get their ids to tell them apart.
        let counts = Dictionary(grouping: screens, by: \.name).mapValues(\.count)
        return screens.map { screen in
            var named = screen
            if counts[screen.name, default: 0] > 1 { named.name += " (\(screen.objectID))" }
            return named
        }
    }

    /// A controller's views as the device shows them: its own view, then its bars over it. A
    /// navigation controller shows its root controller's content under its bar, a tab bar
    /// controller its first tab's (itself perhaps a navigation controller) above its bar, as the
    /// storyboard's relationship segues say; a container with no child keeps its bars alone.
    private func sceneViews(of controller: LayoutNode, depth: Int) -> [PreviewView] {
        let tops = controller.children.filter { child in
            (child.attribute("key") == "view" || Self.barKeys.contains(child.attribute("key") ?? ""))
                && child.child("rect", key: "frame") != nil
        }
        let own = tops.filter { $0.attribute("key") == "view" }.compactMap {
            view(from: $0, in: .zero, tint: defaults.tint, controller: controller)
        }
        var bars = tops.filter { $0.attribute("key") != "view" }.compactMap {
            view(from: $0, in: .zero, tint: defaults.tint, controller: controller)
        }
        // A cycle of relationships (a malformed storyboard) stops after a few levels.
        let child: [PreviewView]
        switch controller.name {
        case "navigationController" where depth < 4:
            child = relationshipDestinations(of: controller, "rootViewController").first.map { sceneViews(of: $0, depth: depth + 1) } ?? []
        case "tabBarController" where depth < 4:
            child = relationshipDestinations(of: controller, "viewControllers").first.map { sceneViews(of: $0, depth: depth + 1) } ?? []
        default:
            child = []
        }
        let content = own + child
        let height = content.map(\.frame.maxY).max()
        let width = content.map(\.frame.maxX).max()
        for index in bars.indices {
            var bar = bars[index]
            // A container's bars span the screen its content fills, however wide Interface
            // Builder recorded them (a 320-point bar over a 600-point "any" canvas).
            if let width, bar.frame.x == 0, bar.frame.width != width { bar.frame.width = width }
            if bar.kind == "tabBar", let height, bar.frame.maxY < height {
                // Interface Builder often records a tab bar at the top; UIKit puts it at the bottom.
                bar = bar.moved(by: height - bar.frame.maxY)
            }
            bars[index] = bar
        }
        // A navigation bar's background reaches up behind the status bar: no band above it.
        let backdrops = bars.filter { $0.kind == "navigationBar" && $0.frame.y > 0 }.map(\.statusBarBackdrop)
        return content + backdrops + bars
    }

    private mutating func index(_ node: LayoutNode) {
        if let id = node.attribute("id") { objects[id] = node }
        for child in node.children { index(child) }
    }

    private func screen(named name: String, id: String, views: [PreviewView]) -> PreviewScreen {
        let union = views.map(\.frame).reduce(PreviewRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
        // A runaway frame (a content view a million points tall) must not make a picture no
        // renderer can allocate: the picture stops at a size beyond any real screen.
        let bounds = PreviewRect(
            x: 0, y: 0, width: min(union.maxX, Self.maximumSize.width), height: min(union.maxY, Self.maximumSize.height))
        return PreviewScreen(
            layoutPath: layoutPath, name: name, objectID: id, theme: themeName, appearance: appearance, size: bounds, views: views)
    }

    private func name(of controller: LayoutNode) -> String {
        controller.attribute("title") ?? controller.child("navigationItem")?.attribute("title")
            ?? controller.attribute("customClass") ?? controller.attribute("userLabel") ?? controller.name
    }

    // MARK: - Views

    private func view(from node: LayoutNode, in parent: PreviewRect, tint inherited: SRGBColor, controller: LayoutNode?) -> PreviewView? {
        guard node.attribute("hidden") != "YES", let rect = node.child("rect", key: "frame").flatMap(Self.rect) else { return nil }
        let frame = rect.offset(by: parent)
        let look = onScreen.views[node.location]
        let tint = look?.tint ?? inherited
        var subviews: [PreviewView] = []
        collectSubviews(of: node, into: &subviews, frame: frame, tint: tint)
        let layer = layerLook(of: node)
        return PreviewView(
            id: node.attribute("id") ?? "", kind: node.name,
            displayName: node.attribute("userLabel") ?? node.attribute("customClass") ?? node.name,
            frame: frame, alpha: alpha(of: node),
            clipsToBounds: node.attribute("clipsSubviews") == "YES" || runtimeBoolean(node, Self.masksToBounds) == true,
            fill: look?.fill, border: layer.border, cornerRadius: layer.cornerRadius,
            content: content(of: node, tint: tint, controller: controller),
            themeKey: node.themeKey,
            themeValues: node.themeValues.map { ($0.path, $0.value.text) },
            location: node.location, findings: findings[node.location] ?? [],
            subviews: subviews)
    }

    /// UIView's `alpha` (Interface Builder writes it only when it is not 1), within 0…1; the
    /// picture multiplies it into the view's subtree as UIKit composes it.
    private func alpha(of node: LayoutNode) -> Double {
        ViewOpacity.value(node.attribute(ViewOpacity.uiKitAttribute))
    }

    /// Every element with a frame below a view is one of its subviews, whatever holds it
    /// (`subviews`, a table's `prototypes`, a cell's `contentView`, a header view's key).
    private func collectSubviews(of node: LayoutNode, into subviews: inout [PreviewView], frame: PreviewRect, tint: SRGBColor) {
        for child in node.children where !Self.valueElements.contains(child.name) {
            if child.child("rect", key: "frame") != nil {
                if let view = view(from: child, in: frame, tint: tint, controller: nil) { subviews.append(view) }
            } else {
                collectSubviews(of: child, into: &subviews, frame: frame, tint: tint)
            }
        }
    }

    private static func rect(_ node: LayoutNode) -> PreviewRect? {
        guard let x = node.attribute("x").flatMap(Double.init), let y = node.attribute("y").flatMap(Double.init),
            let width = node.attribute("width").flatMap(Double.init), let height = node.attribute("height").flatMap(Double.init),
            [x, y, width, height].allSatisfy(\.isFinite), width >= 0, height >= 0
        else { return nil }
        return PreviewRect(x: x, y: y, width: width, height: height)
    }

    // MARK: - Layer: layout runtime attributes, then the theme's run-time values

    /// The run-time attribute a layout clips a view's layer with (no catalog property: a theme
    /// cannot set it, the layout's designer can).
    private static let masksToBounds = "layer.masksToBounds"

    /// The layer's look. The catalog's layer properties are named by their key paths
    /// (`layer.cornerRadius`), so a layout's own run-time attribute for one is found by its name.
    private func layerLook(of node: LayoutNode) -> (border: (color: SRGBColor, width: Double)?, cornerRadius: Double) {
        let radius =
            themeNumber(node, .layerCornerRadius) ?? runtimeNumber(node, PropertyName.layerCornerRadius.rawValue)
            ?? (node.name == "textField" && node.attribute("borderStyle") == "roundedRect" ? 5 : 0)
        var width = themeNumber(node, .layerBorderWidth) ?? runtimeNumber(node, PropertyName.layerBorderWidth.rawValue) ?? 0
        var borderColor =
            themeColor(node, .layerBorderColor) ?? runtimeColor(node, PropertyName.layerBorderColor.rawValue)
            ?? SRGBColor(red: 0, green: 0, blue: 0)
        if width == 0, node.name == "textField", ["roundedRect", "line", "bezel"].contains(node.attribute("borderStyle") ?? "") {
            width = 1
            borderColor = SRGBColor(bytes: 0xCC, 0xCC, 0xCC)
        }
        return (width > 0 ? (borderColor, width) : nil, radius)
    }

    private func runtimeAttribute(_ node: LayoutNode, _ keyPath: String) -> LayoutNode? {
        node.child("userDefinedRuntimeAttributes")?.children.first { $0.attribute("keyPath") == keyPath }
    }

    private func runtimeNumber(_ node: LayoutNode, _ keyPath: String) -> Double? {
        guard let attribute = runtimeAttribute(node, keyPath) else { return nil }
        return (attribute.child("real") ?? attribute.child("integer"))?.attribute("value").flatMap(Double.init)
            ?? attribute.attribute("value").flatMap(Double.init)
    }

    private func runtimeBoolean(_ node: LayoutNode, _ keyPath: String) -> Bool? {
        runtimeAttribute(node, keyPath)?.attribute("value").map { $0 == "YES" }
    }

    private func runtimeColor(_ node: LayoutNode, _ keyPath: String) -> SRGBColor? {
        runtimeAttribute(node, keyPath)?.child(ColorMarkup.elementName)?.color
    }

    private func themeNumber(_ node: LayoutNode, _ property: PropertyName) -> Double? {
        node.themeValue(property.rawValue)?.settings.first?.value.number?.value
    }

    /// A run-time-only color the theme sets, resolved as the app would at run time.
    private func themeColor(_ node: LayoutNode, _ property: PropertyName) -> SRGBColor? {
        node.themeColors[property.rawValue]
    }

    // MARK: - Content

    private func content(of node: LayoutNode, tint: SRGBColor, controller: LayoutNode?) -> PreviewView.Content {
        let look = onScreen.views[node.location]
        func control(_ role: PropertyRole) -> SRGBColor? { look?.controlColors[role] }
        switch node.name {
        case "label":
            return text(of: node, defaultColor: defaults.label, lineLimit: node.attribute("numberOfLines").flatMap(Int.init) ?? 1).map(
                PreviewView.Content.text) ?? .plain
        case "textView":
            return text(of: node, defaultColor: defaults.label, lineLimit: 0).map(PreviewView.Content.text) ?? .plain
        case "textField":
            if let value = text(of: node, defaultColor: defaults.label, lineLimit: 1) { return .text(value) }
            guard let placeholder = node.attribute("placeholder") else { return .plain }
            return .text(
                PreviewText(
                    string: placeholder, color: look?.text?.color ?? defaults.placeholder, font: font(of: node),
                    alignment: alignment(of: node), lineLimit: 1))
        case "button":
            return .button(buttonStates(of: node, tint: tint))
        case "imageView":
            return node.image(.image).map {
                .image(image(named: $0.name, contentMode: node.attribute("contentMode"), system: $0.isSymbol, tint: tint))
            }
                ?? node.attribute("systemName").map {
                    .image(image(named: $0, contentMode: node.attribute("contentMode"), system: true, tint: tint))
                } ?? .plain
        case "segmentedControl":
            let titles = node.child("segments")?.children(named: "segment").map { $0.attribute("title") ?? "" } ?? []
            let textColor = themeColor(node, .titleTextAttributesTextColor) ?? defaults.label
            let selectedFill = control(.selectedSegmentTint) ?? defaults.selectedSegment
            return .segments(
                titles: titles, selected: node.attribute("selectedSegmentIndex").flatMap(Int.init) ?? 0,
                font: PreviewFont(pointSize: 13, weight: 500, name: "system-medium 13"), textColor: textColor, selectedFill: selectedFill)
        case "switch":
            return .toggle(
                isOn: node.attribute("on") == "YES", onTint: control(.onTint) ?? defaults.switchOn,
                thumb: control(.thumbTint) ?? defaults.thumb)
        case "slider":
            func endImage(_ role: PropertyRole) -> PreviewImage? {
                node.image(role).map { image(named: $0.name, contentMode: "center", system: $0.isSymbol, tint: tint) }
            }
            let value = node.attribute("value").flatMap(Double.init) ?? 0.5
            let low = node.attribute("minValue").flatMap(Double.init) ?? 0
            let high = node.attribute("maxValue").flatMap(Double.init) ?? 1
            return .slider(
                fraction: high > low ? min(max((value - low) / (high - low), 0), 1) : 0,
                minimumTrack: control(.minimumTrackTint) ?? tint,
                maximumTrack: control(.maximumTrackTint) ?? defaults.track,
                thumb: control(.thumbTint) ?? defaults.thumb,
                ends: PreviewView.SliderEnds(minimum: endImage(.minimumValueImage), maximum: endImage(.maximumValueImage)))
        case "navigationBar":
            let large = look?.showsLargeTitle == true
            let titleColor = look?.text?.color ?? defaults.label
            let titleFont = PreviewFont(look?.font ?? (large ? NavigationBarLook.largeTitleFont : NavigationBarLook.titleFont))
            let item = navigationItem(of: controller)
            let title = PreviewText(
                string: item?.attribute("title") ?? "Title", color: titleColor, font: titleFont, alignment: large ? .leading : .center)
            func button(_ key: String, _ alignment: PreviewText.Alignment) -> PreviewText? {
                guard let button = item?.children.first(where: { $0.name == "barButtonItem" && $0.attribute("key") == key }) else {
                    return nil
                }
                let label =
                    button.attribute("title") ?? button.attribute("systemItem").map(Self.systemItemTitle) ?? button.image(.image)?.name
                    ?? "Item"
                return PreviewText(
                    string: label, color: onScreen.views[button.location]?.tint ?? tint, font: .standard, alignment: alignment)
            }
            return .navigationBar(
                title: title, leading: button("leftBarButtonItem", .leading), trailing: button("rightBarButtonItem", .trailing),
                largeTitle: large)
        case "tabBar":
            let unselected = control(.unselectedItemTint) ?? defaults.unselectedItem
            let titles = tabTitles(of: controller)
            let font = PreviewFont(pointSize: 10, weight: 500, name: "system-medium 10")
            return .bar(
                items: titles.enumerated().map { index, title in
                    PreviewText(string: title, color: index == 0 ? tint : unselected, font: font, alignment: .center)
                })
        case "toolbar":
            let items =
                node.child("items")?.children(named: "barButtonItem").map { item in
                    PreviewText(
                        string: item.attribute("title") ?? item.attribute("systemItem") ?? "Item",
                        color: onScreen.views[item.location]?.tint ?? tint,
                        font: .standard, alignment: .center)
                } ?? []
            return .bar(items: items)
        default:
            return .plain
        }
    }

    /// An image by name; an SF Symbol when the reference says `catalog="system"` or the
    /// layout's resources list the name as one, which no asset folder is asked for.
    private func image(named name: String, contentMode: String?, system: Bool = false, tint: SRGBColor? = nil) -> PreviewImage {
        if system || systemSymbols.contains(name) {
            return PreviewImage(name: name, png: nil, contentMode: contentMode ?? "scaleToFill", isSystemSymbol: true, tint: tint)
        }
        return PreviewImage(name: name, png: images.png(named: name), contentMode: contentMode ?? "scaleToFill")
    }

    /// A label's, text view's or field's text: `text=`, `<string key="text">` or attributed
    /// text's fragments (in the first fragment's color and font).
    private func text(of node: LayoutNode, defaultColor: SRGBColor, lineLimit: Int) -> PreviewText? {
        let alignment = alignment(of: node)
        if let attributed = node.child("attributedString", key: "attributedText") {
            let fragments = attributed.children(named: "fragment")
            let string = fragments.map { $0.attribute("content") ?? $0.child("string", key: "content")?.text ?? "" }.joined()
            guard !string.isEmpty else { return nil }
            let fragmentColor = onScreen.views[node.location]?.text?.color ?? defaultColor
            let fragmentFont = font(of: node)
            return PreviewText(
                string: string, color: fragmentColor, font: fragmentFont, alignment: alignment, lineLimit: lineLimit,
                lineBreakMode: lineBreakMode(of: node), minimumScale: minimumScale(of: node, font: fragmentFont))
        }
        guard let string = node.attribute("text") ?? node.child("string", key: "text")?.text, !string.isEmpty else { return nil }
        let font = font(of: node)
        return PreviewText(
            string: string, color: onScreen.views[node.location]?.text?.color ?? defaultColor, font: font, alignment: alignment,
            lineLimit: lineLimit,
            lineBreakMode: lineBreakMode(of: node), minimumScale: minimumScale(of: node, font: font))
    }

    /// How a view cuts what does not fit: the layout's `lineBreakMode`, else UIKit's default
    /// (a button's title truncates in the middle, a text view wraps, the rest truncate the tail).
    private func lineBreakMode(of node: LayoutNode) -> PreviewText.LineBreakMode {
        if let mode = node.attribute("lineBreakMode").flatMap(PreviewText.LineBreakMode.init(rawValue:)) { return mode }
        switch node.name {
        case "button": return .middleTruncation
        case "textView": return .wordWrap
        default: return .tailTruncation
        }
    }

    /// How far a label or field shrinks its text before cutting it. Interface Builder writes
    /// `adjustsFontSizeToFit="NO"` when it is off, so its absence means on; the floor is
    /// `minimumScaleFactor`, or the older `minimumFontSize` over the font's size; on with
    /// neither, UIKit keeps the font's size.
    private func minimumScale(of node: LayoutNode, font: PreviewFont) -> Double {
        guard ["label", "textField"].contains(node.name), node.attribute("adjustsFontSizeToFit") != "NO" else { return 1 }
        if let text = node.attribute("minimumScaleFactor"), let factor = Double(text), factor.isFinite, factor > 0 { return min(factor, 1) }
        if let text = node.attribute("minimumFontSize"), let size = Double(text), size.isFinite, size > 0, font.pointSize > 0 {
            return min(size / font.pointSize, 1)
        }
        return 1
    }

    private func font(of node: LayoutNode) -> PreviewFont {
        onScreen.views[node.location]?.font.map(PreviewFont.init) ?? .standard
    }

    private func alignment(of node: LayoutNode) -> PreviewText.Alignment {
        switch node.attribute("textAlignment") ?? node.attribute("contentHorizontalAlignment") {
        case "center"?: return .center
        case "right"?, "trailing"?: return .trailing
        case nil where node.name == "button": return .center
        default: return .leading
        }
    }

    /// The states a button sets a title, title color or image for, normal first. A state
    /// without its own title shows the normal title in its own color, as UIKit does.
    private func buttonStates(of node: LayoutNode, tint: SRGBColor) -> [PreviewView.ButtonState] {
        let font = font(of: node)
        let alignment = alignment(of: node)
        let lineBreakMode = lineBreakMode(of: node)
        let look = onScreen.views[node.location]
        // A custom button's default title is white; a system button's is its tint.
        let defaultColor = node.attribute("buttonType") == nil ? defaults.filledTitle : tint
        if let configuration = node.child("buttonConfiguration", key: "configuration") {
            let title = configuration.attribute("title") ?? ""
            let titleColor =
                look?.text?.color ?? (configuration.attribute("style") == "filled" ? defaults.filledTitle : tint)
            let configured = configuration.namedImage.map {
                image(named: $0.name, contentMode: "center", system: $0.isSymbol, tint: titleColor)
            }
            return [
                PreviewView.ButtonState(
                    state: "normal",
                    title: title.isEmpty
                        ? nil
                        : PreviewText(string: title, color: titleColor, font: font, alignment: alignment, lineBreakMode: lineBreakMode),
                    image: configured)
            ]
        }
        let states = node.children(named: "state")
        let normal = states.first { $0.attribute("key") == "normal" }
        let normalTitle = normal?.attribute("title") ?? normal?.child("string", key: "title")?.text
        let normalColor = look?.text?.color ?? defaultColor
        var result: [PreviewView.ButtonState] = []
        for key in ["normal", "highlighted", "selected", "disabled"] {
            let state = states.first { $0.attribute("key") == key }
            guard key == "normal" || state != nil else { continue }
            let title = state?.attribute("title") ?? normalTitle
            let titleColor = look?.stateTitleColors[key] ?? normalColor
            // The state's own image, its image reference (Xcode 13 on), else the normal state's.
            let imageName =
                state?.namedImage ?? state?.child(Self.imageReference, key: PropertyName.image.rawValue)?.namedImage
                ?? (key == "normal" ? nil : normal?.namedImage)
            result.append(
                PreviewView.ButtonState(
                    state: key,
                    title: title.map {
                        PreviewText(string: $0, color: titleColor, font: font, alignment: alignment, lineBreakMode: lineBreakMode)
                    },
                    image: imageName.map {
                        image(named: $0.name, contentMode: "center", system: $0.isSymbol, tint: titleColor)
                    }))
        }
        return result
    }

    /// The element a button state names its image with in newer layouts
    /// (`<imageReference key="image" image="star" catalog="system"/>`).
    private static let imageReference = "imageReference"

    /// The navigation item a navigation bar shows: its controller's own, or its root
    /// controller's (a navigation controller's bar shows the first screen's title and buttons).
    private func navigationItem(of controller: LayoutNode?) -> LayoutNode? {
        guard let controller else { return nil }
        if let own = controller.child("navigationItem") { return own }
        return relationshipDestinations(of: controller, "rootViewController").first?.child("navigationItem")
    }

    /// What a system bar button item shows, in English.
    private static func systemItemTitle(_ item: String) -> String {
        // Words, not Apple's glyphs: the bundled font draws every one of them alike everywhere.
        [
            "add": "+", "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "compose": "Compose", "action": "Share",
            "search": "Search", "refresh": "Refresh", "trash": "Delete", "reply": "Reply", "bookmarks": "Bookmarks", "organize": "Organize",
            "camera": "Camera", "play": "Play", "pause": "Pause", "stop": "Stop", "rewind": "Rewind", "fastForward": "Forward",
            "undo": "Undo", "redo": "Redo", "close": "Close",
        ][item] ?? item
    }

    /// A tab bar's item titles: each of its controllers' tab bar item.
    private func tabTitles(of controller: LayoutNode?) -> [String] {
        guard let controller else { return [] }
        return relationshipDestinations(of: controller, "viewControllers").map { destination in
            destination.child("tabBarItem")?.attribute("title") ?? destination.attribute("title") ?? "Item"
        }
    }

    private func relationshipDestinations(of controller: LayoutNode, _ relationship: String) -> [LayoutNode] {
        (controller.child("connections")?.children(named: "segue") ?? [])
            .filter { $0.attribute("relationship") == relationship }
            .compactMap { $0.attribute("destination").flatMap { objects[$0] } }
    }

    /// The largest picture, in points.
    static let maximumSize = (width: 4000.0, height: 8000.0)
}
