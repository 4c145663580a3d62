import ThemifyModel

extension VariantBuild {
    /// What `run()` would read and write, for a build system's declared inputs and outputs (an
    /// Xcode run-script phase's `.xcfilelist`s). Nil with the problems that stop a build
    /// before theming: a theme with errors, a missing input, a color that cannot be a color set.
    public func plannedFiles() -> (files: BuildFiles?, problems: [Diagnostic]) {
        let (themes, problems) = ThemeSelection.load(
            settings.themes, in: settings.themesDirectory, shownAs: settings.themesDirectoryShown, fromFolder: settings.themesFromFolder)
        guard problems.isEmpty else { return (nil, problems) }
        let variantThemes = Set(themes.map(\.name)).union(ThemeLoader.themeNames(in: settings.themesDirectory))
        let (layouts, findings) = LayoutFinder.layouts(in: settings.inputs, skippingVariantsOf: variantThemes)
        guard !findings.contains(where: { $0.severity == .error }) else { return (nil, findings) }

        var files = BuildFiles(layouts: layouts)
        for theme in themes { files.otherInputs += theme.chain.map(\.path) }
        if let configuration = settings.configuration { files.otherInputs.append(configuration.path) }
        // Asset colors' design-time values, image sizes and font file names are written into the
        // variants: those files are inputs too, so editing one reruns the phase. Each file, not
        // its folder: Xcode compares an input folder by its own date, which editing a file in it
        // does not change.
        let assets = AssetCatalog(searching: settings.assetFolders)
        files.otherInputs += (assets.colorSetFiles + assets.imageAndFontFiles).sorted()
        let roots = inputRoots(for: layouts)
        // A variant for standard output is named where it would be written beside its layout.
        let destination = settings.destination == .standardOutput ? .besideInputs : settings.destination
        for layout in layouts {
            for theme in themes {
                // In place, the layout as the project names it, not the file a link leads to.
                let target =
                    destination == .inPlace
                    ? layout : Self.target(for: layout, theme: theme.name, destination: destination, root: roots[layout])
                if let target { files.outputs.append(target) }
            }
        }
        if let nibMap = settings.nibMap { files.outputs.append(nibMap) }
        // The generated catalog of per-appearance colors: every file the run writes in it.
        if let path = settings.colorCatalog {
            let catalog = GeneratedAssetCatalog(themes: themes, at: path, evenWhenEmpty: settings.colorCatalogIsExplicit)
            // A color the run could not write is no output to list; the run stops at it.
            guard catalog.problems.isEmpty else { return (nil, findings + catalog.problems) }
            files.outputs += catalog.files.map(\.path)
        }
        return (files, findings)
    }
}
