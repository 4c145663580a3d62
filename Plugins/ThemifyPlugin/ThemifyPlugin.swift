import Foundation
import PackagePlugin

/// Themes a target's layouts on every build: each `.xib` and `.storyboard` among the target's
/// files, with every theme in the target's `Themes` folder, into the plugin's work folder.
/// The variants are declared as outputs, so SwiftPM reruns themify only when a layout or a
/// theme changed, and bundles the variants with the target's resources.
@main
struct ThemifyPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let themesFolder = target.directoryURL.appending(path: "Themes")
        let themeFiles = ((try? FileManager.default.contentsOfDirectory(at: themesFolder, includingPropertiesForKeys: nil)) ?? [])
            .filter { ["plist", "json"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let themeNames = themeFiles.map { $0.deletingPathExtension().lastPathComponent }
        // Variants kept beside the layouts (from a run without -o) are outputs, never inputs:
        // `Profile-metal.xib` would otherwise become `Profile-metal-metal.xib`.
        let layouts = target.sourceFiles.map(\.url).filter { url in
            let stem = url.deletingPathExtension().lastPathComponent
            return ["xib", "storyboard"].contains(url.pathExtension) && !themeNames.contains { stem.hasSuffix("-" + $0) }
        }
        guard !layouts.isEmpty, !themeFiles.isEmpty else { return [] }

        let themify = try context.tool(named: "themify")
        let output = context.pluginWorkDirectoryURL.appending(path: "ThemedLayouts")
        return layouts.map { layout in
            let stem = layout.deletingPathExtension().lastPathComponent
            let variants = themeFiles.map { theme in
                output.appending(path: "\(stem)-\(theme.deletingPathExtension().lastPathComponent).\(layout.pathExtension)")
            }
            // Every theme file is an input: a theme's parent (`$extends`, `default`) changes its
            // variants too.
            return .buildCommand(
                displayName: "Theming \(layout.lastPathComponent) (\(themeFiles.count) themes)",
                executable: themify.url,
                arguments: [layout.path(percentEncoded: false)]
                    + themeFiles.flatMap { ["--theme", $0.path(percentEncoded: false)] }
                    + ["-o", output.path(percentEncoded: false), "--quiet"],
                inputFiles: [layout] + themeFiles,
                outputFiles: variants
            )
        }
    }
}
