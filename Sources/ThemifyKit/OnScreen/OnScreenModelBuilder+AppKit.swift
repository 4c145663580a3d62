import ThemifyModel
import ThemifyXML

/// macOS layouts, in light Aqua (the appearance a macOS picture is drawn in; AppKit's catalog
/// colors are known here in it alone): each window's content view over the window's background,
/// each top-level view, each scene's window or view. AppKit counts frames from the bottom left,
/// and flipped views from the top; which one does not change which view covers which (a flip
/// mirrors a view's whole subtree within its bounds), so frames are simply added up here.
extension OnScreenModelBuilder {
    /// Elements below an AppKit view that hold values, not subviews.
    static let appKitValueElements: Set<String> = valueElements.union([
        FontMarkup.fontElementName, "autoresizingMask", "windowStyleMask", "windowPositionMask", "windowCollectionBehavior", "point",
        "size",
        "tableColumns", "menu",
    ])
    /// AppKit's text fields, whose cell holds the title and its colors.
    static let appKitFields: Set<String> = ["textField", "searchField", "comboBox", "tokenField"]

    mutating func buildAppKit() {
        let root = layout.document.root
        var tops: [(element: MarkupElement, window: Bool)] = []
        if let scenes = root.child("scenes") {
            for scene in scenes.children(named: "scene") {
                for object in scene.child("objects")?.children ?? [] {
                    if let content = object.child("window", key: "window")?.child("view", key: "contentView") {
                        tops.append((content, true))
                    }
                    if let view = object.children.first(where: { $0.attribute("key") == "view" && $0.child("rect", key: "frame") != nil }) {
                        tops.append((view, false))
                    }
                }
            }
        } else if let objects = root.child("objects") {
            for object in objects.children {
                if object.name == "window" || object.name == "panel" {
                    if let content = object.child("view", key: "contentView") { tops.append((content, true)) }
                } else if object.child("rect", key: "frame") != nil {
                    tops.append((object, false))
                }
            }
        }
        for (top, isWindowContent) in tops {
            startScreen()
            visitAppKit(top, origin: .zero, opacity: 1, clip: nil, windowContent: isWindowContent)
        }
    }

    private mutating func visitAppKit(
        _ element: MarkupElement, origin: PreviewRect, opacity: Double, clip: PreviewRect?, windowContent: Bool = false
    ) {
        guard element.attribute("hidden") != "YES", let rect = Self.frame(of: element) else { return }
        let frame = rect.offset(by: origin)
        let alpha = opacity * Self.alpha(of: element)
        let values = OnScreenValues(element: element)
        var fill = appKitFill(of: element, values)
        if windowContent, fill == nil { fill = AppKitColors.named["windowBackgroundColor"] }
        let visible: PreviewRect? = clip.map { frame.intersection($0) } ?? frame
        if let visible, alpha > 0 { paint(element, values, fill: fill, alpha: alpha, in: visible) }
        var run = appKitTextRun(of: element, values, frame: visible ?? frame, alpha: alpha)
        if let visible, alpha > 0, run != nil {
            run?.background = background(behind: visible)
            if let run { record(run) }
        }
        record(OnScreenView(fill: fill, tint: defaults.tint, text: run), at: element)
        let childClip = element.name == "clipView" || element.name == "scrollView" ? (visible ?? .zero) : clip
        forEachSubview(of: element, skipping: Self.appKitValueElements) { subview in
            visitAppKit(subview, origin: frame, opacity: alpha, clip: childClip)
        }
    }

    /// What AppKit draws behind a view's contents, as the macOS picture draws it.
    private func appKitFill(of element: MarkupElement, _ values: OnScreenValues) -> SRGBColor? {
        let cell = element.child("textFieldCell", key: "cell") ?? element.children.first { $0.attribute("key") == "cell" }
        switch element.name {
        case _ where Self.appKitFields.contains(element.name):
            let editable =
                cell?.attribute("editable") == "YES" || cell?.attribute("borderStyle") == "bezel"
                || cell?.attribute("drawsBackground") == "YES"
            guard editable else { return nil }
            return values.color(.background).flatMap(resolve) ?? AppKitColors.named["textBackgroundColor"]
        case "box":
            if element.attribute("boxType") == "separator" { return nil }
            return values.color(.boxFill).flatMap(resolve) ?? AppKitColors.boxFill
        case "tableView", "outlineView":
            return values.color(.background).flatMap(resolve) ?? AppKitColors.named["controlBackgroundColor"]
        default:
            return element.attribute("drawsBackground") == "NO" ? nil : values.color(.background).flatMap(resolve)
        }
    }

    private func appKitTextRun(of element: MarkupElement, _ values: OnScreenValues, frame: PreviewRect, alpha: Double) -> OnScreenTextRun? {
        guard Self.appKitFields.contains(element.name), let cell = element.children.first(where: { $0.attribute("key") == "cell" })
        else { return nil }
        let title = cell.attribute("title") ?? cell.child("string", key: "title")?.text ?? ""
        let color: SRGBColor
        if !title.isEmpty {
            guard let named = values.color(.textColor).flatMap(resolve) ?? AppKitColors.named["controlTextColor"] else { return nil }
            color = named
        } else if !(cell.attribute("placeholderString") ?? "").isEmpty, let placeholder = AppKitColors.named["placeholderTextColor"] {
            color = placeholder
        } else {
            return nil
        }
        return textRun(of: element, color: color, font: values.font(.font) ?? .system(size: .points(13)), frame: frame, alpha: alpha)
    }
}
