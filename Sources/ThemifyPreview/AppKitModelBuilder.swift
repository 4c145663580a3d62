import ThemifyKit
import ThemifyModel

/// Reads a themed macOS (AppKit) layout into pictures: each window (title bar and content
/// view), each top-level view of a xib, each storyboard scene's window or view, in AppKit's
/// colors for the picture's appearance (light or dark Aqua).
///
/// Where each view is, what fills it and each text's color are the on-screen model's
/// (`OnScreenModel`), which places AppKit's bottom-left frames in picture coordinates and which
/// lint's contrast check judges: a finding's text is where the picture draws it. This builder
/// adds what only a picture needs: borders and corners, fonts and alignment, a tab view's tabs,
/// a table's row stripes, images.
struct AppKitModelBuilder {
    let layoutPath: String
    let themeName: String
    let appearance: PreviewAppearance
    let images: ImageAssets
    /// What is on screen in the picture's appearance, by element location.
    let onScreen: OnScreenModel
    let colors: AppKitColors
    let findings: [SourceLocation: [String]]

    init(
        layoutPath: String, themeName: String, appearance: PreviewAppearance = .light, images: ImageAssets, onScreen: OnScreenModel,
        findings: [Diagnostic]
    ) {
        self.layoutPath = layoutPath
        self.themeName = themeName
        self.appearance = appearance
        self.images = images
        self.onScreen = onScreen
        self.colors = AppKitColors(appearance.appearance)
        self.findings = FindingsByElement.messages(findings)
    }

    /// Whether a themed document is an AppKit one (a Cocoa xib or storyboard).
    static func isAppKit(_ root: LayoutNode) -> Bool {
        root.name == "document" && root.attribute("targetRuntime") == "MacOSX.Cocoa"
    }

    /// Elements below a view that hold values, not subviews: the on-screen model's.
    private static let valueElements = OnScreenModel.appKitValueElements

    /// One screen per window or top-level view, as the on-screen model found them.
    func screens(of root: LayoutNode) -> [PreviewScreen] {
        var nodes: [SourceLocation: LayoutNode] = [:]
        func index(_ node: LayoutNode) {
            nodes[node.location] = node
            node.children.forEach(index)
        }
        index(root)
        let tops = onScreen.screenRoots.compactMap { nodes[$0] }
        var screens: [PreviewScreen] = []
        for top in tops {
            let views: [PreviewView]
            if top.name == "window" || top.name == "panel" {
                views = window(top)
            } else {
                views = view(from: top).map { [$0] } ?? []
            }
            guard let size = views.first?.frame else { continue }
            let name = top.attribute("userLabel") ?? top.attribute("title") ?? top.attribute("customClass") ?? top.name
            var screen = PreviewScreen(
                layoutPath: layoutPath, name: name, objectID: top.attribute("id") ?? "", theme: themeName, appearance: appearance,
                size: PreviewRect(
                    x: 0, y: 0, width: min(size.width, PreviewModelBuilder.maximumSize.width),
                    height: min(size.height, PreviewModelBuilder.maximumSize.height)),
                views: views)
            screen.canvas = colors.named("windowBackgroundColor")
            screens.append(screen)
        }
        let counts = Dictionary(grouping: screens, by: \.name).mapValues(\.count)
        return screens.map { screen in
            var named = screen
            if counts[screen.name, default: 0] > 1 { named.name += " (\(screen.objectID))" }
            return named
        }
    }

    // MARK: - Windows and views

    /// A window: the title bar over the content view, which fills the rest.
    private func window(_ node: LayoutNode) -> [PreviewView] {
        guard let placed = onScreen.views[node.location], let frame = placed.frame,
            let content = node.child("view", key: "contentView"), var contentView = view(from: content)
        else { return [] }
        var window = PreviewView(
            id: node.attribute("id") ?? "", kind: node.name,
            displayName: node.attribute("userLabel") ?? node.attribute("title") ?? "Window",
            frame: frame, clipsToBounds: true, fill: placed.fill, border: (colors.bezelBorder, 1), cornerRadius: 0, content: .plain,
            themeKey: node.themeKey, themeValues: [], location: node.location, findings: findings[node.location] ?? [], subviews: [])
        if let title = placed.text {
            let text = PreviewText(
                string: node.attribute("title") ?? "Window", color: title.color,
                font: PreviewFont(pointSize: 13, weight: 600, name: "system-semibold 13"), alignment: .center)
            window.subviews.append(
                plain(
                    id: (node.attribute("id") ?? "") + "-title-bar", kind: "titleBar",
                    frame: PreviewRect(x: frame.x, y: frame.y, width: frame.width, height: contentView.frame.y - frame.y),
                    fill: colors.titleBar, content: .text(text), location: node.location))
        }
        if contentView.fill == nil { contentView.fill = placed.fill }
        window.subviews.append(contentView)
        return [window]
    }

    /// One view where the on-screen model placed it; nil for one the model does not show
    /// (hidden, without a frame, in a tab that is not the first).
    private func view(from node: LayoutNode) -> PreviewView? {
        guard let placed = onScreen.views[node.location], let frame = placed.frame else { return nil }
        var subviews: [PreviewView] = []
        collectSubviews(of: node, into: &subviews)
        subviews += tableRows(of: node, frame: frame)
        if node.name == "scrollView" { subviews += headerTitles(ofScrollView: node) }
        if node.name == "form" { subviews += formCells(of: node, frame: frame) }
        if node.name == "tabView", let items = node.child("tabViewItems")?.children(named: "tabViewItem"), !items.isEmpty {
            // The tabs' labels over the view, the first one selected.
            let labels = items.map { $0.attribute("label") ?? "Tab" }
            let tabFont = PreviewFont(pointSize: 13, name: "system 13")
            // Drawn as equal segments, each as wide as the widest label needs.
            let widest = labels.map { TextMetrics.width(of: $0, font: tabFont) }.max() ?? 0
            let width = min(frame.width, Double(labels.count) * (widest + 20))
            if let textColor = colors.named("controlTextColor"), let selected = colors.named("selectedControlColor") {
                subviews.append(
                    plain(
                        id: (node.attribute("id") ?? "") + "-tabs", kind: "tabs",
                        frame: PreviewRect(x: frame.x + (frame.width - width) / 2, y: frame.y, width: width, height: 22),
                        fill: colors.named("controlColor"),
                        content: .segments(titles: labels, selected: 0, font: tabFont, textColor: textColor, selectedFill: selected),
                        location: node.location))
            }
        }
        if node.name == "box", let title = placed.text {
            // The title sits on the box's top edge, as AppKit draws it.
            let text = PreviewText(
                string: node.attribute("title") ?? "", color: title.color, font: PreviewFont(pointSize: 11, name: "smallSystem 11"))
            subviews.append(
                plain(
                    id: (node.attribute("id") ?? "") + "-title", kind: "boxTitle", frame: title.frame, fill: nil, content: .text(text),
                    location: node.location))
        }
        let look = look(of: node)
        return PreviewView(
            id: node.attribute("id") ?? "", kind: node.name,
            displayName: node.attribute("userLabel") ?? node.attribute("customClass") ?? node.name,
            frame: frame, alpha: alpha(of: node),
            clipsToBounds: OnScreenModel.appKitClipping.contains(node.name),
            fill: placed.fill, border: look.border, cornerRadius: look.cornerRadius, content: content(of: node, placed: placed),
            themeKey: node.themeKey, themeValues: node.themeValues.map { ($0.path, $0.value.text) },
            location: node.location, findings: findings[node.location] ?? [], subviews: subviews)
    }

    /// The views the model placed below `node`, nested under the nearest one it placed.
    private func collectSubviews(of node: LayoutNode, into subviews: inout [PreviewView]) {
        for child in node.children where !Self.valueElements.contains(child.name) {
            if onScreen.views[child.location]?.frame != nil {
                if let view = view(from: child) { subviews.append(view) }
            } else {
                collectSubviews(of: child, into: &subviews)
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

    /// A table's alternate rows in their stripe color, as an empty table shows them in
    /// Interface Builder.
    private func tableRows(of node: LayoutNode, frame: PreviewRect) -> [PreviewView] {
        guard node.name == "tableView" || node.name == "outlineView", node.attribute("alternatingRowBackgroundColors") == "YES",
            let columns = node.child("tableColumns")?.children(named: "tableColumn"), !columns.isEmpty
        else { return [] }
        var rows: [PreviewView] = []
        let rowHeight = node.attribute("rowHeight").flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 17
        var y = frame.y + rowHeight
        while y < frame.maxY, rows.count < 200 {
            rows.append(
                plain(
                    id: "\(node.attribute("id") ?? "")-row\(rows.count)", kind: "tableRow",
                    frame: PreviewRect(x: frame.x, y: y, width: frame.width, height: min(rowHeight, frame.maxY - y)),
                    fill: colors.rowStripe, content: .plain, location: node.location))
            y += 2 * rowHeight
        }
        return rows
    }

    /// A scroll view's table header: each column's title where the model placed it (the header
    /// view itself is drawn as one of the scroll view's subviews).
    private func headerTitles(ofScrollView node: LayoutNode) -> [PreviewView] {
        guard let table = Self.firstDescendant(of: node, where: { $0.name == "tableView" || $0.name == "outlineView" }),
            let columns = table.child("tableColumns")?.children(named: "tableColumn")
        else { return [] }
        var titles: [PreviewView] = []
        for (index, column) in columns.enumerated() {
            guard let run = onScreen.views[column.location]?.text, let cell = column.child("tableHeaderCell", key: "headerCell") else {
                continue
            }
            let text = PreviewText(
                string: cell.attribute("title") ?? cell.child("string", key: "title")?.text ?? "", color: run.color,
                font: font(of: cell, default: PreviewFont(pointSize: 11, name: "smallSystem 11")), alignment: alignment(of: cell))
            titles.append(
                plain(
                    id: "\(column.attribute("id") ?? "column")-header\(index)", kind: "tableHeader", frame: run.frame, fill: nil,
                    content: .text(text), location: column.location))
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
        ViewOpacity.value(node.attribute(ViewOpacity.appKitAttribute))
    }

    private func cell(of node: LayoutNode) -> LayoutNode? {
        node.children.first { $0.attribute("key") == "cell" }
    }

    /// What AppKit draws for a control with this cell, as the on-screen model decides it.
    private func look(of cell: LayoutNode?) -> AppKitControlLook {
        AppKitControlLook { cell?.attribute($0) }
    }

    /// The lines and corners AppKit draws around a view; its fill is the model's.
    private func look(of node: LayoutNode) -> (border: (color: SRGBColor, width: Double)?, cornerRadius: Double) {
        let cell = cell(of: node)
        switch node.name {
        case _ where OnScreenModel.appKitFields.contains(node.name):
            guard look(of: cell).drawsFieldBezel else { return (nil, 0) }
            return ((colors.bezelBorder, 1), node.name == "searchField" ? 6 : 0)
        case "button", "popUpButton":
            guard look(of: cell).fillsBezel else { return (nil, 0) }
            return ((colors.bezelBorder, 0.5), 5)
        case "box":
            if node.attribute("boxType") == "separator" { return (nil, 0) }
            return ((node.color(.boxBorder) ?? colors.separator).map { ($0, 1) }, 5)
        case "scrollView":
            return (node.attribute("borderType") == "none" ? nil : (colors.bezelBorder, 1), 0)
        default:
            return (nil, 0)
        }
    }

    /// What the view draws inside: a field's or button's title in the model's text color.
    private func content(of node: LayoutNode, placed: OnScreenView) -> PreviewView.Content {
        let cell = cell(of: node)
        switch node.name {
        case _ where OnScreenModel.appKitFields.contains(node.name):
            guard let cell, let run = placed.text else { return .plain }
            let title = cell.attribute("title") ?? cell.child("string", key: "title")?.text
            let placeholder = cell.attribute("placeholderString")
            guard var string = title.flatMap({ $0.isEmpty ? nil : $0 }) ?? placeholder else { return .plain }
            // A secure field shows a bullet for each character of its text, never the text.
            if node.name == "secureTextField", let title, !title.isEmpty { string = String(repeating: "•", count: title.count) }
            let lines = placed.frame.map { $0.height > TextMetrics.lineHeight * font(of: cell).pointSize * 1.6 } == true ? 0 : 1
            return .text(
                PreviewText(
                    string: string, color: run.color, font: font(of: cell), alignment: alignment(of: cell), lineLimit: lines,
                    lineBreakMode: lines == 0 ? .wordWrap : lineBreakMode(of: cell)))
        case "button", "popUpButton":
            guard let cell, let run = placed.text else { return .plain }
            let title = cell.attribute("title") ?? ""
            let check = look(of: cell).isCheckOrRadio
            let text = PreviewText(
                string: (check ? (cell.attribute("type") == "radio" ? "◯ " : "☐ ") : "") + title, color: run.color, font: font(of: cell),
                alignment: check ? .leading : alignment(of: cell, default: .center), lineBreakMode: .middleTruncation)
            return .button([PreviewView.ButtonState(state: "normal", title: text, image: nil)])
        case "imageView":
            guard let image = node.image(.image) else { return .plain }
            let name = image.name
            // SF Symbols and AppKit's named images (NSApplicationIcon) come with macOS.
            if image.isSymbol || name.hasPrefix("NS") {
                return .image(
                    PreviewImage(name: name, png: nil, contentMode: "scaleAspectFit", isSystemSymbol: true, tint: placed.tint))
            }
            return .image(PreviewImage(name: name, png: images.png(named: name), contentMode: "scaleAspectFit"))
        default:
            return .plain
        }
    }

    /// A form's cells as AppKit lays them out: row by row down each column from the form's top
    /// (a matrix is flipped), `cellSize` apart by the `intercellSpacing`. Each title is drawn in
    /// its `titleFont` in the control text color, right-aligned (NSFormCell's default) before
    /// the entry, which starts where the column's widest title ends, on the text background.
    private func formCells(of node: LayoutNode, frame: PreviewRect) -> [PreviewView] {
        func size(_ key: String) -> (width: Double, height: Double)? {
            guard let size = node.child("size", key: key), let width = size.attribute("width").flatMap(Double.init),
                let height = size.attribute("height").flatMap(Double.init), width.isFinite, height.isFinite, width >= 0, height >= 0
            else { return nil }
            return (width, height)
        }
        guard let columns = node.child("cells")?.children(named: "column"), let cell = size("cellSize"),
            let textColor = colors.named("controlTextColor")
        else { return [] }
        let spacing = size("intercellSpacing") ?? (0, 0)
        var views: [PreviewView] = []
        for (columnIndex, column) in columns.enumerated() {
            let cells = column.children(named: "formCell")
            let titles = cells.map {
                PreviewText(string: $0.attribute("title") ?? "", color: textColor, font: font(of: $0, key: PropertyName.titleFont.rawValue))
            }
            // The title's width with the gap AppKit leaves before the entry's bezel.
            let titleWidth = min(cell.width, (titles.map { TextMetrics.width(of: $0.string, font: $0.font) }.max() ?? 0) + 4)
            for (rowIndex, (formCell, title)) in zip(cells, titles).enumerated() {
                let x = frame.x + Double(columnIndex) * (cell.width + spacing.width)
                let y = frame.y + Double(rowIndex) * (cell.height + spacing.height)
                let id = formCell.attribute("id") ?? ""
                var aligned = title
                aligned.alignment = .trailing
                views.append(
                    plain(
                        id: id + "-title", kind: "formTitle",
                        frame: PreviewRect(x: x, y: y, width: max(0, titleWidth - 4), height: cell.height),
                        fill: nil, content: .text(aligned), location: formCell.location))
                // The entry carries the cell's key and values, which the legend lists.
                views.append(
                    PreviewView(
                        id: id, kind: "formCell", displayName: "formCell",
                        frame: PreviewRect(x: x + titleWidth, y: y, width: cell.width - titleWidth, height: cell.height),
                        clipsToBounds: false,
                        fill: colors.named("textBackgroundColor"), border: nil, cornerRadius: 0, content: .plain,
                        themeKey: formCell.themeKey,
                        themeValues: formCell.themeValues.map { ($0.path, $0.value.text) }, location: formCell.location,
                        findings: findings[formCell.location] ?? [], subviews: []))
            }
        }
        return views
    }

    /// A cell's font (`key`: `font`, or a form cell's `titleFont`): `metaFont` (AppKit's named
    /// system fonts) at its size or the given one, else the font's name and size; `fallback`
    /// where the cell names none.
    private func font(
        of cell: LayoutNode, key: String = PropertyRole.font.propertyName,
        default fallback: PreviewFont = PreviewFont(pointSize: 13, name: "system 13")
    ) -> PreviewFont {
        guard let font = cell.child(FontMarkup.fontElementName, key: key) else { return fallback }
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
}
