import ThemifyKit
import ThemifyModel

/// Renders layouts × themes: each layout themed in memory with each theme (the real themer,
/// so a picture shows what `themify` writes), read into screens, drawn as SVG.
package struct PreviewBuilder: Sendable {
    package var tagging: TaggingConfiguration
    /// Asset catalogs for `asset:` colors, and their PNGs for image views and buttons.
    package var assetFolders: [String]
    /// The appearances each theme is drawn in, in this order; nil for
    /// `PreviewAppearance.defaults(for:)` of the themes drawn.
    package var appearances: [PreviewAppearance]?

    package init(
        tagging: TaggingConfiguration = TaggingConfiguration(), assetFolders: [String] = [], appearances: [PreviewAppearance]? = nil
    ) {
        self.tagging = tagging
        self.assetFolders = assetFolders
        self.appearances = appearances
    }

    /// What rendering produced: the pictures in layout, screen, column order, and the themer's
    /// diagnostics (errors mean nothing should be written).
    package struct Result: Sendable {
        package var pictures: [PreviewPicture]
        package var columns: [PreviewColumn]
        package var diagnostics: [Diagnostic]
        /// Lint's contrast findings, each marked on its picture.
        package var contrastFindings: [Diagnostic]
        /// With `--compare`: the before column and the first theme's, in the first appearance
        /// drawn, for the contact sheet's before → after mode.
        package var comparison: (before: String, after: String)?

        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// `before`, from `--compare`, becomes a column of its own (one per appearance) in front of
    /// the themes. Each theme themes a layout once; each appearance reads the result.
    package func render(layouts: [(path: String, bytes: [UInt8])], themes: [ResolvedTheme], before: ResolvedTheme? = nil) -> Result {
        let assets = assetFolders.isEmpty ? AssetCatalog() : AssetCatalog(searching: assetFolders)
        let images = ImageAssets(searching: assetFolders)
        let appearances =
            appearances.flatMap { $0.isEmpty ? nil : $0 } ?? PreviewAppearance.defaults(for: themes + [before].compactMap { $0 })
        // A theme's columns, one per appearance: `pink`, `pink.dark`.
        var themeColumns: [(columns: [PreviewColumn], theme: ResolvedTheme, label: String)] = []
        var ids: Set<String> = []
        func add(_ theme: ResolvedTheme, id base: String, label: String) {
            var id = base
            while appearances.contains(where: { ids.contains(id + $0.fileSuffix) }) { id += "_" }
            let columns = appearances.map { appearance in
                PreviewColumn(
                    id: id + appearance.fileSuffix, label: label + (appearances.count > 1 ? " · \(appearance.rawValue)" : ""),
                    theme: theme.name, appearance: appearance)
            }
            ids.formUnion(columns.map(\.id))
            themeColumns.append((columns, theme, label))
        }
        if let before { add(before, id: FileStems.safe(before.name) + ".before", label: "\(before.name) (before)") }
        for theme in themes { add(theme, id: FileStems.safe(theme.name), label: theme.name) }
        var result = Result(pictures: [], columns: themeColumns.flatMap(\.columns), diagnostics: [], contrastFindings: [])
        if before != nil, themeColumns.count >= 2 {
            result.comparison = (themeColumns[0].columns[0].id, themeColumns[1].columns[0].id)
        }
        var layoutStems = FileStems()
        for layout in layouts {
            let layoutStem = layoutStems.unique(FileStems.layoutFolder(PathNames.lastComponent(of: layout.path)))
            var screenStems: [String: String] = [:]
            // Names that agree once made safe and cut to 80 characters (`a b` and `a_b`) would
            // write one file; each screen gets a stem of its own, in the layout's order.
            var usedScreenStems = FileStems()
            var reportedOnce = false
            for (columns, theme, label) in themeColumns {
                let themed: ThemedLayout
                do {
                    themed = try ThemedLayout(
                        path: layout.path, bytes: layout.bytes, theme: theme, tagging: tagging, assets: assets,
                        appearances: appearances.map(\.appearance))
                } catch {
                    if !reportedOnce { result.diagnostics += error.diagnostics }
                    reportedOnce = true
                    continue
                }
                result.diagnostics += themed.diagnostics
                // AppKit layouts have a builder of their own (frames from the bottom left, cells);
                // watchOS has no frames and Xcode 3/4 archives another form: named, not drawn.
                let isAppKit = AppKitModelBuilder.isAppKit(themed.root)
                guard themed.isUIKitDocument || isAppKit else {
                    if !reportedOnce {
                        result.diagnostics.append(
                            .warning(
                                "preview draws iOS, tvOS and macOS layouts; this one (watchOS or an Xcode 3/4 archive) is not drawn",
                                at: SourceLocation(path: layout.path, line: 1, column: 1)))
                    }
                    reportedOnce = true
                    continue
                }
                result.contrastFindings += themed.contrastWarnings
                for column in columns {
                    let appearance = column.appearance.appearance
                    let screens: [PreviewScreen]
                    if isAppKit {
                        screens = AppKitModelBuilder(
                            layoutPath: layout.path, themeName: label, appearance: column.appearance, images: images,
                            onScreen: themed.onScreen[appearance]!, findings: themed.contrastWarnings(in: appearance)
                        )
                        .screens(of: themed.roots[appearance]!)
                    } else {
                        var builder = PreviewModelBuilder(
                            layoutPath: layout.path, themeName: label, appearance: column.appearance, images: images,
                            onScreen: themed.onScreen[appearance]!, findings: themed.contrastWarnings(in: appearance))
                        screens = builder.screens(of: themed.roots[appearance]!)
                    }
                    for screen in screens {
                        let key = screen.objectID + "\u{0}" + screen.name
                        let screenStem =
                            screenStems[key]
                            ?? {
                                let stem = usedScreenStems.unique(
                                    FileStems.safe(screen.name) + (screen.objectID.isEmpty ? "" : "-" + FileStems.safe(screen.objectID)))
                                screenStems[key] = stem
                                return stem
                            }()
                        // Counted per appearance, so a light picture's ids are the same with dark ones beside it.
                        let index = result.pictures.count { $0.column.appearance == column.appearance }
                        let renderer = SVGRenderer(idPrefix: "p\(index)" + (column.appearance == .light ? "" : "d"))
                        result.pictures.append(
                            PreviewPicture(
                                screen: screen, column: column, fileStem: "\(layoutStem)/\(screenStem).\(column.id)",
                                svg: renderer.svg(screen), size: renderer.pictureSize(screen)))
                    }
                }
            }
        }
        return result
    }
}
