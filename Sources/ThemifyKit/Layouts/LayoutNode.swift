import ThemifyModel
import ThemifyXML

/// A read-only copy of one layout element, with its values decoded by the same codecs the
/// writer uses: what a preview draws, without the XML layer leaving ThemifyKit.
package struct LayoutNode: Sendable {
    package let name: String
    package let attributes: [String: String]
    package let children: [LayoutNode]
    package let location: SourceLocation
    /// For `<color>`: its sRGB value in the snapshot's appearance (`AppearanceColorResolver`:
    /// in light, system colors' light values and asset colors from the layout's resources or the
    /// asset catalogs); nil for forms without one (pattern colors).
    package let color: SRGBColor?
    /// For `<fontDescription>` and attributed text's `<font>`.
    package let font: ThemeFont?
    /// The element's own text (`<string key="text">…</string>`).
    package let text: String?
    /// The theme key the layout tags it with.
    package let themeKey: String?
    /// Everything the theme sets on it (its classes' `$appearance` rules and its key's style),
    /// run-time-only properties included, by property path.
    package let themeStyle: [(path: StylePath, value: StyleValue)]
    /// `themeStyle` with each path as its text, as a preview lists and looks values up.
    package var themeValues: [(path: String, value: StyleValue)] { themeStyle.map { ($0.path.text, $0.value) } }
    /// The theme's colors among them as sRGB in the snapshot's appearance, resolved as the
    /// writer resolves them in light, by property path: what the app would set for the
    /// properties only it sets.
    package let themeColors: [String: SRGBColor]
    /// The picture the element's image attribute names (`image="star"`, an SF Symbol where
    /// `catalog="system"`), as the image codec reads it: a button state's, an image reference's
    /// or a button configuration's, which the picture reads where no property row points.
    package let namedImage: ImageName?
    /// The element's colors and images by what they are for on screen, read through the
    /// property table and its codecs as the writer stores them (an AppKit control's text color
    /// in its cell, a box's border in its own `<color>`), resolved as `color` is.
    private let roleColors: [PropertyRole: SRGBColor]
    private let roleImages: [PropertyRole: ImageName]

    package func attribute(_ name: String) -> String? { attributes[name] }

    package func child(_ name: String, key: String? = nil) -> LayoutNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    package func children(named name: String) -> [LayoutNode] {
        children.filter { $0.name == name }
    }

    /// The color the element has for `role`, as the table reads it and resolved in the
    /// snapshot's appearance; nil where it sets none (or the element cannot take one).
    package func color(_ role: PropertyRole) -> SRGBColor? { roleColors[role] }

    /// The picture the element shows for `role` (an image view's image), as the table reads it.
    package func image(_ role: PropertyRole) -> ImageName? { roleImages[role] }

    /// The theme's value for a property path, if it sets one.
    package func themeValue(_ path: StylePath) -> StyleValue? {
        themeStyle.last { $0.path == path }?.value
    }

    /// The theme's value for a path written as its text (`layer.cornerRadius`).
    package func themeValue(_ path: String) -> StyleValue? {
        themeStyle.last { $0.path.text == path }?.value
    }

    /// Copies `element`'s subtree; `keys` maps tagged elements to their theme keys; `isAppKit`
    /// says whose property rows the document's elements take.
    init(
        _ element: MarkupElement, layout: Layout, colors resolver: AppearanceColorResolver, theme: ResolvedTheme?,
        keys: [ObjectIdentifier: String], isAppKit: Bool
    ) {
        name = element.name
        var attributes: [String: String] = [:]
        for attribute in element.attributes { attributes[attribute.name] = attribute.value }
        self.attributes = attributes
        location = layout.location(of: element)
        color =
            element.name == ColorMarkup.elementName
            ? ColorMarkup.read(element).flatMap(resolver.sRGB)
            : nil
        font = FontMarkup.holdsFont(elementNamed: element.name) ? FontMarkup.read(element) : nil
        text = element.children.isEmpty ? element.text : nil
        let key = keys[ObjectIdentifier(element)]
        themeKey = key
        if let theme {
            let classChain = PropertyTable.themingClassChain(of: element, inAppKitDocument: PropertyTable.isAppKit(element))
            themeStyle = ViewStyle(theme: theme, key: key, classChain: classChain).style?.properties ?? []
        } else {
            themeStyle = []
        }
        var colors: [String: SRGBColor] = [:]
        for (path, value) in themeStyle {
            if let color = value.settings.first?.value.color, let resolved = resolver.sRGB(color) {
                colors[path.text] = resolved
            }
        }
        themeColors = colors
        namedImage = ImageAttributeCodec.image(ResourceEntryTag.imageAttribute, of: element)
        var roleColors: [PropertyRole: SRGBColor] = [:]
        var roleImages: [PropertyRole: ImageName] = [:]
        let rows = PropertyTable.rowsByProperty(of: element, inAppKitDocument: isAppKit) ?? [:]
        for (role, path) in Self.rolePaths where rows[role.propertyName] != nil {
            guard let form = PropertyTable.form(of: path, on: element, inAppKitDocument: isAppKit),
                let values = PropertyWriter.currentValue(of: form, on: element)
            else { continue }
            if let color = values.lazy.compactMap(\.color).first, let value = resolver.sRGB(color) {
                roleColors[role] = value
            }
            if let image = values.lazy.compactMap(\.image).first { roleImages[role] = image }
        }
        self.roleColors = roleColors
        self.roleImages = roleImages
        children = element.children.map {
            LayoutNode($0, layout: layout, colors: resolver, theme: theme, keys: keys, isAppKit: isAppKit)
        }
    }

    /// Each role's property as a style path, parsed once.
    private static let rolePaths: [(PropertyRole, StylePath)] = PropertyRole.allCases.map { ($0, StylePath(text: $0.propertyName)) }
}

extension Layout {
    /// The document as it is now (themed, after `Themer.theme(_:with:)`), as a tree of nodes;
    /// `theme` fills in each element's theme values; colors are resolved as `appearance` shows them.
    package func snapshot(
        assets: AssetCatalog = AssetCatalog(), theme: ResolvedTheme? = nil, tagging: TaggingConfiguration = TaggingConfiguration(),
        appearance: Appearance = .light
    ) -> LayoutNode {
        var keys: [ObjectIdentifier: String] = [:]
        if format == .document {
            for tagged in ThemeKeyDiscovery(tagging: tagging).taggedElements(in: self).elements {
                keys[ObjectIdentifier(tagged.element)] = tagged.key
            }
        }
        let colors = AppearanceColorResolver(root: document.root, assets: assets, theme: theme, appearance: appearance)
        return LayoutNode(
            document.root, layout: self, colors: colors, theme: theme, keys: keys, isAppKit: DocumentFacts.isAppKit(root: document.root))
    }
}
