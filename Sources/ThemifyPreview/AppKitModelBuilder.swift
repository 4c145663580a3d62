import ThemifyKit
import ThemifyModel

/// Reads a themed macOS (AppKit) layout into pictures: each window (title bar and content
/// view), each top-level view of a xib, each storyboard scene's window or view, in AppKit's
/// light colors.
///
/// AppKit frames count from their superview's bottom left unless the superview is flipped
/// (scroll, clip, table, outline, stack and collection views are); every frame is turned into
/// the picture's top-left coordinates here, so the drawing is the one iOS pictures use.
/// Controls draw from their cells: a text field's title and font, a button's title and bezel, a
/// box's title, a table's column headers and rows.
struct AppKitModelBuilder {
    let layoutPath: String
    let themeName: String
    let images: ImageAssets
    let findings: [SourceLocation: [String]]

    init(layoutPath: String, themeName: String, images: ImageAssets, findings: [Diagnostic]) {
        self.layoutPath = layoutPath
        self.themeName = themeName
        self.images = images
        self.findings = FindingsByElement.messages(findings)
    }

    /// Whether a themed document is an AppKit one (a Cocoa xib or storyboard).
    static func isAppKit(_ root: LayoutNode) -> Bool {
        root.name == "document" && root.attribute("targetRuntime") == "MacOSX.Cocoa"
    }

    /// A title bar's height, as a titled window draws it.
    static let titleBarHeight = 28.0
    /// Elements below a view that hold values, not subviews: the on-screen model's, whose
    /// contrast findings the picture shows.
    private static let valueElements = OnScreenModel.appKitValueElements
    /// Views whose subviews' frames count from the top.
    private static let flippedKinds: Set<String> = [
        "scrollView", "clipView", "tableView", "outlineView", "stackView", "collectionView", "tableHeaderView", "textView",
    ]

    func screens(of root: LayoutNode) -> [PreviewScreen] {
        var tops: [LayoutNode] = []
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
        var screens: [PreviewScreen] = []
        for top in tops where top.attribute("hidden") != "YES" || top.name == "window" || top.name == "panel" {
            let views: [PreviewView]
            if top.name == "window" || top.name == "panel" {
                views = window(top)
            } else {
                views = view(from: top, parent: nil).map { [$0] } ?? []
            }
            guard let size = views.first?.frame else { continue }
            let name = top.attribute("userLabel") ?? top.attribute("title") ?? top.attribute("customClass") ?? top.name
            screens.append(
                PreviewScreen(
                    layoutPath: layoutPath, name: name, objectID: top.attribute("id") ?? "", theme: themeName, appearance: .light,
                    size: PreviewRect(
                        x: 0, y: 0, width: min(size.width, PreviewModelBuilder.maximumSize.width),
                        height: min(size.height, PreviewModelBuilder.maximumSize.height)),
                    views: views))
        }
        let counts = Dictionary(grouping: screens, by: \.name).mapValues(\.count)
        return screens.map { screen in
            var named = screen
            if counts[screen.name, default: 0] > 1 { named.name += " (\(screen.objectID))" }
            return named
        }
    }

    // MARK: - Windows and views

    /// A window: its frame as the title bar over the content view, which fills the rest.
    private func window(_ node: LayoutNode) -> [PreviewView] {
        guard let content = node.child("view", key: "contentView"),
            let contentRect = node.child("rect", key: "contentRect").flatMap(Self.rect)
                ?? content.child("rect", key: "frame").flatMap(Self.rect)
        else { return [] }
        let titled = node.child("windowStyleMask", key: "styleMask")?.attribute("titled") != "NO"
        let bar = titled ? Self.titleBarHeight : 0
        let frame = PreviewRect(x: 0, y: 0, width: contentRect.width, height: contentRect.height + bar)
        let contentFrame = PreviewRect(x: 0, y: bar, width: contentRect.width, height: contentRect.height)
        var views = [
            PreviewView(
                id: node.attribute("id") ?? "", kind: node.name,
                displayName: node.attribute("userLabel") ?? node.attribute("title") ?? "Window", frame: frame,
                clipsToBounds: true, fill: AppKitColors.named["windowBackgroundColor"], border: (AppKitColors.bezelBorder, 1),
                cornerRadius: 0, content: .plain,
                themeKey: node.themeKey, themeValues: [], location: node.location, findings: findings[node.location] ?? [], subviews: [])
        ]
        if titled {
            let title = PreviewText(
                string: node.attribute("title") ?? "Window", color: AppKitColors.named["labelColor"]!,
                font: PreviewFont(pointSize: 13, weight: 600, name: "system-semibold 13"), alignment: .center)
            views[0].subviews.append(
                plain(
                    id: (node.attribute("id") ?? "") + "-title-bar", kind: "titleBar",
                    frame: PreviewRect(x: 0, y: 0, width: frame.width, height: bar), fill: AppKitColors.titleBar, content: .text(title),
                    location: node.location))
        }
        if var contentView = view(from: content, parent: (contentFrame, flipped: false), frameOverride: contentFrame) {
            if contentView.fill == nil { contentView.fill = AppKitColors.named["windowBackgroundColor"] }
            views[0].subviews.append(contentView)
        }
        return views
    }

    /// One view at its frame in picture coordinates: `parent` is the superview's frame there and
    /// whether it counts from the top; nil for a top-level view, drawn at the origin.
    private func view(from node: LayoutNode, parent: (frame: PreviewRect, flipped: Bool)?, frameOverride: PreviewRect? = nil)
        -> PreviewView?
    {
        guard node.attribute("hidden") != "YES", let rect = node.child("rect", key: "frame").flatMap(Self.rect) else { return nil }
        let frame: PreviewRect
        if let frameOverride {
            frame = frameOverride
        } else if let parent {
            let y = parent.flipped ? parent.frame.y + rect.y : parent.frame.maxY - rect.y - rect.height
            frame = PreviewRect(x: parent.frame.x + rect.x, y: y, width: rect.width, height: rect.height)
        } else {
            frame = PreviewRect(x: 0, y: 0, width: rect.width, height: rect.height)
        }
        let flipped = Self.flippedKinds.contains(node.name) || node.attribute("flipped") == "YES"
        var subviews: [PreviewView] = []
        collectSubviews(of: node, into: &subviews, frame: frame, flipped: flipped)
        subviews += tableParts(of: node, frame: frame)
        if node.name == "scrollView" { subviews += headerTitles(ofScrollView: node, frame: frame) }
        if node.name == "tabView", let items = node.child("tabViewItems")?.children(named: "tabViewItem"), !items.isEmpty {
            // The tabs' labels over the view, the first one selected.
            let labels = items.map { $0.attribute("label") ?? "Tab" }
            let tabFont = PreviewFont(pointSize: 13, name: "system 13")
            // Drawn as equal segments, each as wide as the widest label needs.
            let widest = labels.map { TextMetrics.width(of: $0, font: tabFont) }.max() ?? 0
            let width = min(frame.width, Double(labels.count) * (widest + 20))
            subviews.append(
                plain(
                    id: (node.attribute("id") ?? "") + "-tabs", kind: "tabs",
                    frame: PreviewRect(x: frame.x + (frame.width - width) / 2, y: frame.y, width: width, height: 22),
                    fill: AppKitColors.named["controlColor"],
                    content: .segments(
                        titles: labels, selected: 0, font: tabFont, textColor: AppKitColors.named["controlTextColor"]!,
                        selectedFill: AppKitColors.named["selectedControlColor"]!), location: node.location))
        }
        if node.name == "box", node.attribute("titlePosition") != "noTitle", let title = node.attribute("title"), !title.isEmpty,
            node.attribute("boxType") != "separator"
        {
            // The title sits on the box's top edge, as AppKit draws it.
            let text = PreviewText(
                string: title, color: AppKitColors.named["labelColor"]!, font: PreviewFont(pointSize: 11, name: "smallSystem 11"))
            subviews.append(
                plain(
                    id: (node.attribute("id") ?? "") + "-title", kind: "boxTitle",
                    frame: PreviewRect(x: frame.x + 6, y: frame.y, width: max(frame.width - 12, 0), height: 14),
                    fill: nil, content: .text(text), location: node.location))
        }
        let look = look(of: node)
        return PreviewView(
            id: node.attribute("id") ?? "", kind: node.name,
            displayName: node.attribute("userLabel") ?? node.attribute("customClass") ?? node.name,
            frame: frame, alpha: alpha(of: node),
            clipsToBounds: ["scrollView", "clipView", "box"].contains(node.name),
            fill: look.fill, border: look.border, cornerRadius: look.cornerRadius, content: content(of: node, frame: frame),
            themeKey: node.themeKey, themeValues: node.themeValues.map { ($0.path, $0.value.text) },
            location: node.location, findings: findings[node.location] ?? [], subviews: subviews)
    }

    private func collectSubviews(of node: LayoutNode, into subviews: inout [PreviewView], frame: PreviewRect, flipped: Bool) {
        for child in node.children where !Self.valueElements.contains(child.name) && !child.name.hasSuffix("Cell") {
            if child.name == "tabViewItems" {
                // A tab view shows one tab's view at a time: the first.
                if let first = child.children(named: "tabViewItem").first {
                    collectSubviews(of: first, into: &subviews, frame: frame, flipped: flipped)
                }
                continue
            }
            if child.child("rect", key: "frame") != nil {
                if let view = view(from: child, parent: (frame, flipped)) { subviews.append(view) }
            } else {
                collectSubviews(of: child, into: &subviews, frame: frame, flipped: flipped)
            }
        }
    }

    private func plain(
        id: String, kind: String, frame: PreviewRect, fill: SRGBColor?, content: PreviewView.Content, location: SourceLocation
    ) -> PreviewView {
        PreviewView(
            id: id, kind: kind, displayName: kind, frame: frame, clipsToBounds: false, fill: fill, border: nil, cornerRadius: 0,
            content: content,
            themeKey: nil, themeValues: [], location: location, findings: [], subviews: [])
    }

    /// A table's column headers (when it has a header) and a few rows in its row colors, as an
    /// empty table shows them in Interface Builder.
    private func tableParts(of node: LayoutNode, frame: PreviewRect) -> [PreviewView] {
        guard node.name == "tableView" || node.name == "outlineView",
            let columns = node.child("tableColumns")?.children(named: "tableColumn"), !columns.isEmpty
        else { return [] }
        var parts: [PreviewView] = []
        let rowHeight = node.attribute("rowHeight").flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 17
        if node.attribute("alternatingRowBackgroundColors") == "YES" {
            var y = frame.y + rowHeight
            var row = 0
            while y < frame.maxY, row < 200 {
                parts.append(
                    plain(
                        id: "\(node.attribute("id") ?? "")-row\(row)", kind: "tableRow",
                        frame: PreviewRect(x: frame.x, y: y, width: frame.width, height: min(rowHeight, frame.maxY - y)),
                        fill: AppKitColors.named["alternatingContentBackgroundColor"], content: .plain, location: node.location))
                y += 2 * rowHeight
                row += 1
            }
        }
        return parts
    }

    /// A scroll view's table header: each column's title at the column's width, in the header
    /// view's frame (the header view itself is drawn as one of the scroll view's subviews).
    private func headerTitles(ofScrollView node: LayoutNode, frame: PreviewRect) -> [PreviewView] {
        guard let header = node.child("tableHeaderView", key: "headerView"),
            let rect = header.child("rect", key: "frame").flatMap(Self.rect),
            let table = Self.firstDescendant(of: node, where: { $0.name == "tableView" || $0.name == "outlineView" }),
            let columns = table.child("tableColumns")?.children(named: "tableColumn")
        else { return [] }
        var x = frame.x + rect.x
        var titles: [PreviewView] = []
        for (index, column) in columns.enumerated() where column.attribute("hidden") != "YES" {
            let width = column.attribute("width").flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 100
            let cell = column.child("tableHeaderCell", key: "headerCell")
            let title = cell?.attribute("title") ?? cell?.child("string", key: "title")?.text ?? ""
            let columnFrame = PreviewRect(x: x + 4, y: frame.y + rect.y, width: max(min(width, frame.maxX - x) - 8, 0), height: rect.height)
            if !title.isEmpty {
                let text = PreviewText(
                    string: title, color: cell?.color(.textColor) ?? AppKitColors.named["headerTextColor"]!,
                    font: cell.map(font(of:)) ?? PreviewFont(pointSize: 11, name: "smallSystem 11"),
                    alignment: cell.map { alignment(of: $0) } ?? .leading)
                titles.append(
                    plain(
                        id: "\(column.attribute("id") ?? "column")-header\(index)", kind: "tableHeader", frame: columnFrame, fill: nil,
                        content: .text(text), location: column.location))
            }
            x += width + 3
            if x >= frame.maxX { break }
        }
        return titles
    }

    private static func firstDescendant(of node: LayoutNode, where matches: (LayoutNode) -> Bool) -> LayoutNode? {
        for child in node.children {
            if matches(child) { return child }
            if let found = firstDescendant(of: child, where: matches) { return found }
        }
        return nil
    }

    // MARK: - Look and content

    private func alpha(of node: LayoutNode) -> Double {
        guard let text = node.attribute("alphaValue"), let value = Double(text), value.isFinite else { return 1 }
        return min(max(value, 0), 1)
    }

    private func cell(of node: LayoutNode) -> LayoutNode? {
        node.children.first { $0.attribute("key") == "cell" }
    }

    private func look(of node: LayoutNode) -> (fill: SRGBColor?, border: (color: SRGBColor, width: Double)?, cornerRadius: Double) {
        let cell = cell(of: node)
        switch node.name {
        case "textField", "searchField", "comboBox", "tokenField":
            let editable =
                cell?.attribute("editable") == "YES" || cell?.attribute("borderStyle") == "bezel"
                || cell?.attribute("drawsBackground") == "YES"
            guard editable else { return (nil, nil, 0) }
            return (
                cell?.color(.background) ?? AppKitColors.named["textBackgroundColor"], (AppKitColors.bezelBorder, 1),
                node.name == "searchField" ? 6 : 0
            )
        case "button", "popUpButton":
            guard let cell,
                ["rounded", "regularSquare", "texturedRounded", "roundRect", "push", "smallSquare", "recessed", "inline"].contains(
                    cell.attribute("bezelStyle") ?? ""),
                !["check", "radio"].contains(cell.attribute("type") ?? "")
            else { return (nil, nil, 0) }
            let isDefault = cell.attribute("keyEquivalent") == "\r"
            return (
                isDefault ? AppKitColors.named["controlAccentColor"] : AppKitColors.named["controlColor"], (AppKitColors.bezelBorder, 0.5),
                5
            )
        case "box":
            if node.attribute("boxType") == "separator" { return (AppKitColors.named["separatorColor"], nil, 0) }
            let fill = node.color(.boxFill) ?? AppKitColors.boxFill
            return (fill, (node.color(.boxBorder) ?? AppKitColors.named["separatorColor"]!, 1), 5)
        case "scrollView":
            return (nil, node.attribute("borderType") == "none" ? nil : (AppKitColors.bezelBorder, 1), 0)
        case "tableView", "outlineView":
            return (node.color(.background) ?? AppKitColors.named["controlBackgroundColor"], nil, 0)
        case "tableHeaderView":
            return (AppKitColors.headerFill, nil, 0)
        default:
            return (node.color(.background).flatMap { node.attribute("drawsBackground") == "NO" ? nil : $0 }, nil, 0)
        }
    }

    private func content(of node: LayoutNode, frame: PreviewRect) -> PreviewView.Content {
        let cell = cell(of: node)
        switch node.name {
        case "textField", "searchField", "comboBox", "tokenField":
            guard let cell else { return .plain }
            let title = cell.attribute("title") ?? cell.child("string", key: "title")?.text
            let placeholder = cell.attribute("placeholderString")
            guard let string = title.flatMap({ $0.isEmpty ? nil : $0 }) ?? placeholder else { return .plain }
            let textColor =
                title?.isEmpty == false
                ? cell.color(.textColor) ?? AppKitColors.named["controlTextColor"]! : AppKitColors.named["placeholderTextColor"]!
            let lines = frame.height > TextMetrics.lineHeight * font(of: cell).pointSize * 1.6 ? 0 : 1
            return .text(
                PreviewText(
                    string: string, color: textColor, font: font(of: cell), alignment: alignment(of: cell), lineLimit: lines,
                    lineBreakMode: lines == 0 ? .wordWrap : lineBreakMode(of: cell)))
        case "button", "popUpButton":
            guard let cell else { return .plain }
            let title = cell.attribute("title") ?? ""
            let isDefault = cell.attribute("keyEquivalent") == "\r"
            let check = ["check", "radio"].contains(cell.attribute("type") ?? "")
            // A button keeps its content tint itself, not in its cell.
            let color =
                isDefault ? SRGBColor(bytes: 0xFF, 0xFF, 0xFF) : node.color(.contentTint) ?? AppKitColors.named["controlTextColor"]!
            let text = PreviewText(
                string: (check ? (cell.attribute("type") == "radio" ? "◯ " : "☐ ") : "") + title, color: color, font: font(of: cell),
                alignment: check ? .leading : alignment(of: cell, default: .center), lineBreakMode: .middleTruncation)
            return title.isEmpty ? .plain : .button([PreviewView.ButtonState(state: "normal", title: text, image: nil)])
        case "imageView":
            guard let image = node.image(.image) else { return .plain }
            let name = image.name
            // SF Symbols and AppKit's named images (NSApplicationIcon) come with macOS.
            if image.isSymbol || name.hasPrefix("NS") {
                return .image(
                    PreviewImage(
                        name: name, png: nil, contentMode: "scaleAspectFit", isSystemSymbol: true,
                        tint: AppKitColors.named["controlAccentColor"]))
            }
            return .image(PreviewImage(name: name, png: images.png(named: name), contentMode: "scaleAspectFit"))
        default:
            return .plain
        }
    }

    /// A cell's font: `metaFont` (AppKit's named system fonts) at its size or the given one,
    /// else the font's name and size.
    private func font(of cell: LayoutNode) -> PreviewFont {
        guard let font = cell.child(FontMarkup.fontElementName, key: PropertyRole.font.propertyName) else {
            return PreviewFont(pointSize: 13, name: "system 13")
        }
        let sizeText = font.attribute("size")
        let size = sizeText.flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        if let meta = font.attribute("metaFont") {
            let (base, weight): (Double, Int) =
                switch meta {
                case "systemBold": (13, 700)
                case "smallSystem": (11, 400)
                case "smallSystemBold": (11, 700)
                case "miniSystem", "label": (meta == "label" ? 10 : 9, 400)
                case "miniSystemBold": (9, 700)
                case "menu", "menuBar": (14, 400)
                case "toolTip": (11, 400)
                default: (13, 400)
                }
            let points = size ?? base
            return PreviewFont(pointSize: points, weight: weight, name: "\(meta) \(SVGMarkup.number(points))")
        }
        let name = font.attribute("name") ?? "system"
        return PreviewFont(
            pointSize: size ?? 13, weight: name.contains("Bold") ? 700 : name.contains("Medium") ? 500 : 400,
            name: "\(name) \(SVGMarkup.number(size ?? 13))")
    }

    private func alignment(of cell: LayoutNode, default fallback: PreviewText.Alignment = .leading) -> PreviewText.Alignment {
        switch cell.attribute("alignment") {
        case "center"?: return .center
        case "right"?: return .trailing
        case "left"?, "natural"?, "justified"?: return .leading
        default: return fallback
        }
    }

    /// AppKit writes its line break modes as `truncatingTail`, `clipping`, `wordWrapping`.
    private func lineBreakMode(of cell: LayoutNode) -> PreviewText.LineBreakMode {
        switch cell.attribute("lineBreakMode") {
        case "truncatingHead"?: return .headTruncation
        case "truncatingMiddle"?: return .middleTruncation
        case "truncatingTail"?: return .tailTruncation
        case "wordWrapping"?: return .wordWrap
        case "charWrapping"?: return .characterWrap
        default: return .clipping
        }
    }

    private static func rect(_ node: LayoutNode) -> PreviewRect? {
        guard let x = node.attribute("x").flatMap(Double.init), let y = node.attribute("y").flatMap(Double.init),
            let width = node.attribute("width").flatMap(Double.init), let height = node.attribute("height").flatMap(Double.init),
            [x, y, width, height].allSatisfy(\.isFinite), width >= 0, height >= 0
        else { return nil }
        return PreviewRect(x: x, y: y, width: width, height: height)
    }
}
