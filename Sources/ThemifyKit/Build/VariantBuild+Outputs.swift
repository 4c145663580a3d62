import Foundation
import ThemifyModel

/// Where a build's outputs go, and the one output rule they pass before any is written.
extension VariantBuild {
    /// Where the variant of `path` for `theme` goes; nil for standard output.
    static func target(for path: String, theme: String, destination: BuildDestination, root: String?) -> String? {
        switch destination {
        case .standardOutput:
            return nil
        case .inPlace:
            // Through a symbolic link to the file it names, which keeps the link.
            return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        case .besideInputs:
            return LayoutFinder.variantPath(for: path, theme: theme, outputDirectory: nil, relativeTo: nil)
        case .directory(let directory):
            return LayoutFinder.variantPath(for: path, theme: theme, outputDirectory: directory, relativeTo: root)
        }
    }

    /// For each layout found in a folder input, that folder: outputs keep the structure below it.
    func inputRoots(for layouts: [String]) -> [String: String] {
        var roots: [String: String] = [:]
        let folders = settings.inputs.filter { input in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        for layout in layouts {
            if let folder = folders.first(where: { layout.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) { roots[layout] = folder }
        }
        return roots
    }

    /// Every file this run writes, checked by the one output rule (`OutputPathPolicy`) against
    /// every file it reads and each other before any is written.
    func plannedOutputProblems(
        _ layouts: [String], roots: [String: String], themes: [ResolvedTheme], assets: AssetCatalog, colorCatalog: GeneratedAssetCatalog?
    ) -> [Diagnostic] {
        var policy = OutputPathPolicy(projectFolder: settings.projectFolder)
        if settings.destination == .inPlace {
            // The input itself is rewritten — through a link, the file it names, which must not
            // lie outside the project when the link is inside it.
            var problems: [Diagnostic] = []
            for layout in layouts {
                if let problem = policy.confinementProblem(
                    "layout rewritten in place", path: layout, origin: settings.inputsOrigin, writing: true)
                {
                    problems.append(problem)
                }
            }
            if !problems.isEmpty { return problems }
        } else {
            var folder: String?
            if case .directory(let directory) = settings.destination { folder = directory }
            for layout in layouts {
                for theme in themes {
                    guard let target = Self.target(for: layout, theme: theme.name, destination: settings.destination, root: roots[layout])
                    else { continue }
                    policy.add(
                        "variant of '\(layout)' with theme '\(theme.name)'", at: target, origin: settings.destinationOrigin, inside: folder)
                }
            }
        }
        if let nibMap = settings.nibMap { policy.add("nib map", at: nibMap, origin: settings.nibMapOrigin) }
        if let colorCatalog, !colorCatalog.isEmpty {
            for file in colorCatalog.files {
                policy.add("generated color catalog file", at: file.path, origin: settings.colorCatalogOrigin)
            }
        }
        for layout in layouts { policy.protect("the input layout", at: layout) }
        for theme in themes {
            for file in theme.chain { policy.protect("the theme file", at: file.path) }
        }
        // Themes not applied this run are still the project's files.
        for name in ThemeLoader.themeNames(in: settings.themesDirectory) {
            if let file = ThemeLoader.file(ofTheme: name, in: settings.themesDirectory) { policy.protect("the theme file", at: file) }
        }
        // Except the generated catalog's own files, read back when it lies in an assets folder.
        let generated = settings.colorCatalog.map { URL(fileURLWithPath: $0).standardizedFileURL.path + "/" }
        for file in assets.colorSetFiles + assets.imageAndFontFiles {
            if let generated, URL(fileURLWithPath: file).standardizedFileURL.path.hasPrefix(generated) { continue }
            policy.protect("the asset file", at: file)
        }
        if let configuration = settings.configuration { policy.protect("the configuration", at: configuration.path) }
        return policy.problems()
    }

    /// The generated catalog is themify's to prune: it must not be one of the app's own catalogs
    /// given as an assets folder (or hold one), whose color sets it would remove. (Lying inside
    /// an assets folder is fine: it is then read as one more catalog.)
    func colorCatalogProblems(_ generated: GeneratedAssetCatalog) -> [Diagnostic] {
        guard let path = settings.colorCatalog, !generated.isEmpty else { return [] }
        let catalog = URL(fileURLWithPath: path).standardizedFileURL.path
        return settings.assetFolders.compactMap { folder in
            let assets = URL(fileURLWithPath: folder).standardizedFileURL.path
            guard catalog == assets || assets.hasPrefix(catalog + "/") else { return nil }
            return .error(
                "the generated color catalog '\(path)' would be the asset folder '\(folder)' given with --assets, or hold it; themify removes color sets in the catalog it generates, so give it a folder of its own",
                at: nil)
        }
    }
}
