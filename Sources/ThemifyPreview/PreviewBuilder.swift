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
            let layoutStem = layoutStems.unique(FileStems.safe(PathNames.lastComponent(of: layout.path)))
            var screenStems: [String: String] = [:]
            var reportedParse = false
            for (column, theme) in columns {
                let themed: ThemedLayout
                do {
                    themed = try ThemedLayout(path: layout.path, bytes: layout.bytes, theme: theme, tagging: tagging, assets: assets)
                } catch {
                    if !reportedParse { result.diagnostics += error.diagnostics }
                    reportedParse = true
                    continue
                }
                result.diagnostics += themed.diagnostics
                result.contrastFindings += themed.contrastWarnings
                var builder = PreviewModelBuilder(layoutPath: layout.path, themeName: column.label, images: images, assets: assets, findings: themed.contrastWarnings)
                for screen in builder.screens(of: themed.root) {
                    let key = screen.objectID + "\u{0}" + screen.name
                    let screenStem = screenStems[key] ?? {
                        let stem = FileStems.safe(screen.name) + (screen.objectID.isEmpty ? "" : "-" + FileStems.safe(screen.objectID))
                        screenStems[key] = stem
                        return stem
                    }()
                    let index = result.pictures.count
                    let svg = SVGRenderer(idPrefix: "p\(index)").svg(screen)
                    result.pictures.append(PreviewPicture(screen: screen, column: column, fileStem: "\(layoutStem)/\(screenStem).\(column.id)", svg: svg))
                }
            }
        }
        return result
    }
}

/// File and folder names made from layout, scene and theme names: letters, digits, `-`, `_`
/// and `.` only (no folder separators, nothing hidden), unique where they must be.
struct FileStems {
    private var used: Set<String> = []

    static func safe(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            let allowed = (scalar.value < 128 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) || scalar == "-" || scalar == "_" || scalar == "."
            result.unicodeScalars.append(allowed ? scalar : "_")
        }
        while result.hasPrefix(".") { result.removeFirst() }
        if result.isEmpty { result = "_" }
        return String(result.prefix(80))
    }

    mutating func unique(_ stem: String) -> String {
        var candidate = stem
        var number = 2
        while used.contains(candidate) {
            candidate = "\(stem)-\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }
}
