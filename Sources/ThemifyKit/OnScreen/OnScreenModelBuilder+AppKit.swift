import ThemifyModel
import ThemifyXML

/// macOS layouts, in light or dark Aqua: each window (its title bar over its content view, on
/// the window's background), each top-level view of a xib, each storyboard scene's window or
/// view. Views are placed here as the picture draws them: AppKit counts a frame from its
/// superview's bottom left unless the superview is flipped (scroll, clip, table, outline, stack
/// and collection views are), and each frame is turned into top-left picture coordinates, so a
/// text's frame is where its pixels are.
extension OnScreenModelBuilder {
    /// Elements below an AppKit view that hold values, not subviews.
    static let appKitValueElements: Set<String> = valueElements.union([
        FontMarkup.fontElementName, "autoresizingMask", "windowStyleMask", "windowPositionMask", "windowCollectionBehavior", "point",
        "size",
        "tableColumns", "menu",
    ])
    /// AppKit's text fields, whose cell holds the title and its colors.
    static let appKitFields: Set<String> = ["textField", "searchField", "comboBox", "tokenField", "secureTextField"]
    /// Views whose subviews' frames count from the top.
    static let appKitFlipped: Set<String> = [
        "scrollView", "clipView", "tableView", "outlineView", "stackView", "collectionView", "tableHeaderView", "textView",
    ]
    /// Views that clip their subviews to their bounds.
    static let appKitClipping: Set<String> = ["scrollView", "clipView", "box"]
    /// A titled window's title bar height.
    static let titleBarHeight = 28.0
    /// A box title's strip along the box's top edge, inset from its sides.
    static let boxTitleHeight = 14.0
    static let boxTitleInset = 6.0

    mutating func buildAppKit() {
        let root = layout.document.root
        var tops: [MarkupElement] = []
        if let scenes = root.child("scenes") {
            for scene in scenes.children(named: "scene") {
                for object in scene.child("objects")?.children ?? [] {
                    if let window = object.child("window", key: "window") { tops.append(window) }
                    if let view = object.children.first(where: { $0.attribute("key") == "view" && $0.child("rect", key: "frame") != nil }) {
                        tops.append(view)
                    }
                }
            }
        } else if let objects = root.child("objects") {
            tops = objects.children.filter { $0.name == "window" || $0.name == "panel" || $0.child("rect", key: "frame") != nil }
        }
        for top in tops {
            startScreen()
            screenRoots.append(layout.location(of: top))
            if top.name == "window" || top.name == "panel" {
                visitWindow(top)
            } else {
                visitAppKit(top, in: nil, opacity: 1, clip: nil)
            }
        }
    }

    /// A window: its frame as the title bar over the content view, which fills the rest.
    private mutating func visitWindow(_ window: MarkupElement) {
        guard let content = window.child("view", key: "contentView"),
            let contentRect = window.child("rect", key: "contentRect").flatMap(Self.rect) ?? Self.frame(of: content)
        else { return }
        let titled = window.child("windowStyleMask", key: "styleMask")?.attribute("titled") != "NO"
        let bar = titled ? Self.titleBarHeight : 0
        let frame = PreviewRect(x: 0, y: 0, width: contentRect.width, height: contentRect.height + bar)
        let windowFill = appKit.named("windowBackgroundColor")
        if let windowFill { paint(windowFill, over: frame) }
        var title: OnScreenTextRun?
        if titled {
            let barFrame = PreviewRect(x: 0, y: 0, width: frame.width, height: bar)
            paint(appKit.titleBar, over: barFrame)
            if let color = appKit.named("labelColor") {
                title = textRun(of: window, color: color, font: .systemWeight("semibold", size: .points(13)), frame: barFrame, alpha: 1)
                title?.background = background(behind: barFrame)
            }
            if let title { record(title) }
        }
        var view = OnScreenView(fill: windowFill, tint: accent, text: title)
        view.frame = frame
        record(view, at: window)
        let contentFrame = PreviewRect(x: 0, y: bar, width: contentRect.width, height: contentRect.height)
        visitAppKit(content, in: nil, placed: contentFrame, opacity: 1, clip: frame, windowContent: true)
    }

    /// One view and its subviews: `parent` is the superview's frame in picture coordinates and
    /// whether it counts from the top; nil for a top-level view, at the origin (`placed`, when
    /// given, is where the view goes: a window's content view under its title bar).
    private mutating func visitAppKit(
        _ element: MarkupElement, in parent: (frame: PreviewRect, flipped: Bool)?, placed: PreviewRect? = nil, opacity: Double,
        clip: PreviewRect?, windowContent: Bool = false
    ) {
        guard element.attribute("hidden") != "YES", let rect = Self.frame(of: element) else { return }
        let frame: PreviewRect
        if let placed {
            frame = placed
        } else if let parent {
            let y = parent.flipped ? parent.frame.y + rect.y : parent.frame.maxY - rect.y - rect.height
            frame = PreviewRect(x: parent.frame.x + rect.x, y: y, width: rect.width, height: rect.height)
        } else {
            frame = PreviewRect(x: 0, y: 0, width: rect.width, height: rect.height)
        }
        let alpha = opacity * ViewOpacity.value(element.attribute(ViewOpacity.appKitAttribute))
        let values = OnScreenValues(element: element)
        var fill = appKitFill(of: element, values)
        if windowContent, fill == nil { fill = appKit.named("windowBackgroundColor") }
        let visible: PreviewRect? = clip.map { frame.intersection($0) } ?? frame
        if let visible, alpha > 0 { paint(element, values, fill: fill, alpha: alpha, in: visible) }
        var run = appKitTextRun(of: element, values, frame: visible ?? frame, alpha: alpha)
        if let visible, alpha > 0, run != nil {
            run?.background = background(behind: visible)
            if let run { record(run) }
        }
        let flipped = Self.appKitFlipped.contains(element.name) || element.attribute("flipped") == "YES"
        let childClip =
            Self.appKitClipping.contains(element.name) ? (visible ?? PreviewRect(x: frame.x, y: frame.y, width: 0, height: 0)) : clip
        forEachAppKitSubview(of: element) { subview in
            visitAppKit(subview, in: (frame, flipped), opacity: alpha, clip: childClip)
        }
        // What AppKit draws over the subviews: a box's title on its top edge, a table's headers.
        if element.name == "box", let visible, alpha > 0, let title = boxTitleRun(of: element, frame: frame, alpha: alpha, clip: visible) {
            run = title
            record(title)
        }
        if element.name == "scrollView", alpha > 0 { recordHeaderTitles(ofScrollView: element, frame: frame, alpha: alpha, clip: visible) }
        var view = OnScreenView(fill: fill, tint: accent, text: run)
        view.font = values.font(.font)
        view.frame = frame
        record(view, at: element)
    }

    /// Subviews as AppKit shows them: a tab view shows its first tab's view alone, and a cell
    /// holds values, not views.
    private func forEachAppKitSubview(of element: MarkupElement, _ body: (MarkupElement) -> Void) {
        for child in element.children where !Self.appKitValueElements.contains(child.name) && !child.name.hasSuffix("Cell") {
            if child.name == "tabViewItems" {
                if let first = child.children(named: "tabViewItem").first { forEachAppKitSubview(of: first, body) }
            } else if child.child("rect", key: "frame") != nil {
                body(child)
            } else {
                forEachAppKitSubview(of: child, body)
            }
        }
    }

    /// The accent every control takes where it sets no tint of its own.
    private var accent: SRGBColor { appKit.named("controlAccentColor") ?? defaults.tint }

    // MARK: - Fills

    /// What AppKit draws behind a view's contents.
    private func appKitFill(of element: MarkupElement, _ values: OnScreenValues) -> SRGBColor? {
        let cell = Self.cell(of: element)
        switch element.name {
        case _ where Self.appKitFields.contains(element.name):
            guard Self.look(of: cell).drawsFieldBezel else { return nil }
            return values.color(.background).flatMap(resolve) ?? appKit.named("textBackgroundColor")
        case "button", "popUpButton":
            let look = Self.look(of: cell)
            guard look.fillsBezel else { return nil }
            return appKit.named(look.isDefaultButton ? "controlAccentColor" : "controlColor")
        case "box":
            if element.attribute("boxType") == "separator" { return appKit.separator }
            return values.color(.boxFill).flatMap(resolve) ?? appKit.boxFill
        case "tableView", "outlineView":
            return values.color(.background).flatMap(resolve) ?? appKit.named("controlBackgroundColor")
        case "tableHeaderView":
            return appKit.headerFill
        default:
            return element.attribute("drawsBackground") == "NO" ? nil : values.color(.background).flatMap(resolve)
        }
    }

    // MARK: - Text

    private func appKitTextRun(of element: MarkupElement, _ values: OnScreenValues, frame: PreviewRect, alpha: Double) -> OnScreenTextRun? {
        guard let cell = Self.cell(of: element) else { return nil }
        let font = values.font(.font) ?? .system(size: .points(13))
        if Self.appKitFields.contains(element.name) {
            let title = Self.title(of: cell)
            let color: SRGBColor?
            if !title.isEmpty {
                color = values.color(.textColor).flatMap(resolve) ?? appKit.named("controlTextColor")
            } else if !(cell.attribute("placeholderString") ?? "").isEmpty {
                color = appKit.named("placeholderTextColor")
            } else {
                return nil
            }
            return color.map { textRun(of: element, color: $0, font: font, frame: frame, alpha: alpha) }
        }
        guard element.name == "button" || element.name == "popUpButton", !Self.title(of: cell).isEmpty else { return nil }
        // A default button's title is white on the accent; others take the content tint, which a
        // button keeps itself, not in its cell.
        let color =
            Self.look(of: cell).isDefaultButton
            ? SRGBColor(red: 1, green: 1, blue: 1) : values.color(.contentTint).flatMap(resolve) ?? appKit.named("controlTextColor")
        return color.map { textRun(of: element, color: $0, font: font, frame: frame, alpha: alpha) }
    }

    /// A box's title, in the label color on the box's top edge.
    private func boxTitleRun(of box: MarkupElement, frame: PreviewRect, alpha: Double, clip: PreviewRect) -> OnScreenTextRun? {
        guard box.attribute("titlePosition") != "noTitle", box.attribute("boxType") != "separator",
            !(box.attribute("title") ?? "").isEmpty, let color = appKit.named("labelColor")
        else { return nil }
        let strip = PreviewRect(
            x: frame.x + Self.boxTitleInset, y: frame.y, width: max(frame.width - 2 * Self.boxTitleInset, 0), height: Self.boxTitleHeight)
        guard let visible = strip.intersection(clip) else { return nil }
        var run = textRun(of: box, color: color, font: .system(size: .points(11)), frame: visible, alpha: alpha)
        run.background = background(behind: visible)
        return run
    }

    /// A scroll view's table header: each column's title at the column's width, in the header
    /// view's frame, recorded at the column's element.
    private mutating func recordHeaderTitles(ofScrollView scrollView: MarkupElement, frame: PreviewRect, alpha: Double, clip: PreviewRect?)
    {
        guard let header = scrollView.child("tableHeaderView", key: "headerView"), let rect = Self.frame(of: header),
            let table = Self.firstDescendant(of: scrollView, where: { $0.name == "tableView" || $0.name == "outlineView" }),
            let columns = table.child("tableColumns")?.children(named: "tableColumn")
        else { return }
        var x = frame.x + rect.x
        for column in columns where column.attribute("hidden") != "YES" {
            let width = column.attribute("width").flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 100
            let columnFrame = PreviewRect(x: x + 4, y: frame.y + rect.y, width: max(min(width, frame.maxX - x) - 8, 0), height: rect.height)
            x += width + 3
            let cell = column.child("tableHeaderCell", key: "headerCell")
            let values = cell.map { OnScreenValues(element: $0) }
            var view = OnScreenView(fill: nil, tint: accent, text: nil)
            view.frame = columnFrame
            view.font = values?.font(.font)
            if let cell, !Self.title(of: cell).isEmpty,
                let color = values?.color(.textColor).flatMap(resolve) ?? appKit.named("headerTextColor")
            {
                let visible = clip.map { columnFrame.intersection($0) } ?? columnFrame
                var run = textRun(
                    of: column, color: color, font: view.font ?? .system(size: .points(11)), frame: visible ?? columnFrame, alpha: alpha)
                if let visible {
                    run.background = background(behind: visible)
                    record(run)
                }
                view.text = run
            }
            record(view, at: column)
            if x >= frame.maxX { break }
        }
    }

    // MARK: - Cells

    private static func cell(of element: MarkupElement) -> MarkupElement? {
        element.children.first { $0.attribute("key") == "cell" }
    }

    private static func title(of cell: MarkupElement) -> String {
        cell.attribute("title") ?? cell.child("string", key: "title")?.text ?? ""
    }

    /// What AppKit draws for a control with this cell.
    static func look(of cell: MarkupElement?) -> AppKitControlLook {
        AppKitControlLook { cell?.attribute($0) }
    }

    private static func firstDescendant(of element: MarkupElement, where matches: (MarkupElement) -> Bool) -> MarkupElement? {
        for child in element.children {
            if matches(child) { return child }
            if let found = firstDescendant(of: child, where: matches) { return found }
        }
        return nil
    }
}
