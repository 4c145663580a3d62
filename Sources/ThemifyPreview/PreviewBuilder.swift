import ThemifyKit
import ThemeModel

/// Renders layouts × themes: each layout themed in memory with each theme (the real themer,
/// so a picture shows what `themify` writes), read into screens, drawn as SVG.
public struct PreviewBuilder: Sendable {
    public var tagging: TaggingConfiguration
    /// Asset catalogs for `asset:` colors, and their PNGs for image views and buttons.
    public var assetFolders: [String]
    public var appearance: PreviewAppearance

    public init(tagging: TaggingConfiguration = TaggingConfiguration(), assetFolders: [String] = [], appearance: PreviewAppearance = .light) {
        self.tagging = tagging
        self.assetFolders = assetFolders
        self.appearance = appearance
    }

    /// What rendering produced: the pictures in layout, screen, column order, and the themer's
    /// diagnostics (errors mean nothing should be written).
    public struct Result: Sendable {
        public var pictures: [PreviewPicture]
        public var columns: [PreviewColumn]
        public var diagnostics: [Diagnostic]
        /// Lint's contrast findings, each marked on its picture.
        public var contrastFindings: [Diagnostic]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// `before`, from `--compare`, becomes a column of its own in front of the themes.
    public func render(layouts: [(path: String, bytes: [UInt8])], themes: [ResolvedTheme], before: ResolvedTheme? = nil) -> Result {
        let assets = assetFolders.isEmpty ? AssetCatalog() : AssetCatalog(searching: assetFolders)
        let images = ImageAssets(searching: assetFolders)
        var columns: [(PreviewColumn, ResolvedTheme)] = []
        if let before {
            columns.append((PreviewColumn(id: FileStems.safe(before.name) + ".before", label: "\(before.name) (before)", theme: before.name, appearance: appearance), before))
        }
        for theme in themes {
            var id = FileStems.safe(theme.name)
            while columns.contains(where: { $0.0.id == id }) { id += "_" }
            columns.append((PreviewColumn(id: id, label: theme.name, theme: theme.name, appearance: appearance), theme))
        }
        var result = Result(pictures: [], columns: columns.map(\.0), diagnostics: [], contrastFindings: [])
        var layoutStems = FileStems()
        for layout in layouts {
            let layoutStem = layoutStems.unique(FileStems.layoutFolder(PathNames.lastComponent(of: layout.path)))
            var screenStems: [String: String] = [:]
            var reportedOnce = false
            for (column, theme) in columns {
                let themed: ThemedLayout
                do {
                    themed = try ThemedLayout(path: layout.path, bytes: layout.bytes, theme: theme, tagging: tagging, assets: assets)
                } catch {
                    if !reportedOnce { result.diagnostics += error.diagnostics }
                    reportedOnce = true
                    continue
                }
                result.diagnostics += themed.diagnostics
                // AppKit frames count from the bottom left and watchOS has none: drawing them
                // as UIKit would put views where they are not, so they are named, not drawn.
                guard themed.isUIKitDocument else {
                    if !reportedOnce {
                        result.diagnostics.append(.warning("preview draws iOS and tvOS layouts; this one (AppKit, watchOS or an Xcode 3/4 archive) is not drawn", at: SourceLocation(path: layout.path, line: 1, column: 1)))
                    }
                    reportedOnce = true
                    continue
                }
                result.contrastFindings += themed.contrastWarnings
                var builder = PreviewModelBuilder(layoutPath: layout.path, themeName: column.label, images: images, findings: themed.contrastWarnings)
                for screen in builder.screens(of: themed.root) {
                    let key = screen.objectID + "\u{0}" + screen.name
                    let screenStem = screenStems[key] ?? {
                        let stem = FileStems.safe(screen.name) + (screen.objectID.isEmpty ? "" : "-" + FileStems.safe(screen.objectID))
                        screenStems[key] = stem
                        return stem
                    }()
                    let index = result.pictures.count
                    let renderer = SVGRenderer(idPrefix: "p\(index)")
                    result.pictures.append(PreviewPicture(
                        screen: screen, column: column, fileStem: "\(layoutStem)/\(screenStem).\(column.id)",
                        svg: renderer.svg(screen), size: renderer.pictureSize(screen)))
                }
            }
        }
        return result
    }
}
