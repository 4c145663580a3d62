import Foundation
import PackagePlugin

/// Themes a target's layouts on every build: each `.xib` and `.storyboard` among the target's
/// files, with every theme in the target's `Themes` folder, into the plugin's work folder, with
/// the asset catalog of the themes' per-appearance colors (`Themes.xcassets`).
/// The variants are declared as outputs, so SwiftPM reruns themify only when a layout or a
/// theme changed, and bundles the variants with the target's resources. A target that uses
/// ThemifyRuntime also gets its typed keys (`themify codegen`) compiled in.
@main
struct ThemifyPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let themesFolder = target.directoryURL.appending(path: "Themes")
        let themeFiles = ((try? FileManager.default.contentsOfDirectory(at: themesFolder, includingPropertiesForKeys: nil)) ?? [])
            .filter { ["plist", "json"].contains($0.pathExtension) && !Self.isSkin($0) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let themeNames = themeFiles.map { $0.deletingPathExtension().lastPathComponent }
        // Variants kept beside the layouts (from a run without -o) are outputs, never inputs:
        // `Profile-metal.xib` would otherwise become `Profile-metal-metal.xib`.
        let layouts = target.sourceFiles.map(\.url).filter { url in
            let stem = url.deletingPathExtension().lastPathComponent
            return ["xib", "storyboard"].contains(url.pathExtension) && !themeNames.contains { stem.hasSuffix("-" + $0) }
        }
        guard !themeFiles.isEmpty else { return [] }

        let themify = try context.tool(named: "themify")
        var commands: [Command] = []
        if Self.usesThemifyRuntime(target) {
            let keys = context.pluginWorkDirectoryURL.appending(path: "ThemeKeys.swift")
            commands.append(
                .buildCommand(
                    displayName: "Generating typed theme keys for \(target.name)",
                    executable: themify.url,
                    arguments: [
                        "codegen", "--themes", themesFolder.path(percentEncoded: false), "-o", keys.path(percentEncoded: false), "--quiet",
                    ],
                    inputFiles: themeFiles,
                    outputFiles: [keys]
                ))
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "ThemedLayouts")
        // The asset catalog of per-appearance colors depends on the themes alone: every command
        // names the same one (writing it leaves identical bytes alone), and the first declares
        // it, so it is bundled once. Named explicitly, it is written even when no theme needs it.
        let catalog = context.pluginWorkDirectoryURL.appending(path: "Themes.xcassets")
        return commands
            + layouts.enumerated().map { index, layout in
                // As themify names variants: a device modifier stays last (`Profile-metal~ipad.xib`).
                var stem = layout.deletingPathExtension().lastPathComponent
                var modifier = ""
                for device in ["~ipad", "~iphone"] where stem.hasSuffix(device) && stem.count > device.count {
                    stem.removeLast(device.count)
                    modifier = device
                }
                let variants = themeFiles.map { theme in
                    output.appending(path: "\(stem)-\(theme.deletingPathExtension().lastPathComponent)\(modifier).\(layout.pathExtension)")
                }
                // Every theme file is an input: a theme's parent (`$extends`, `default`) changes its
                // variants too.
                return .buildCommand(
                    displayName: "Theming \(layout.lastPathComponent) (\(themeFiles.count) themes)",
                    executable: themify.url,
                    arguments: [layout.path(percentEncoded: false)]
                        + themeFiles.flatMap { ["--theme", $0.path(percentEncoded: false)] }
                        + ["-o", output.path(percentEncoded: false), "--color-catalog", catalog.path(percentEncoded: false), "--quiet"],
                    inputFiles: [layout] + themeFiles,
                    outputFiles: variants + (index == 0 ? [catalog] : [])
                )
            }
    }

    /// A holiday skin (`"$skin": true`) kept in the themes folder is published with `themify
    /// pack`, never built into the app: it gets no variants (`themify` would refuse it, named).
    /// Any mention of `$skin` counts, which at worst leaves out a theme that only quotes it.
    private static func isSkin(_ file: URL) -> Bool {
        guard let data = try? Data(contentsOf: file) else { return false }
        return String(decoding: data, as: UTF8.self).contains("$skin")
    }

    /// Whether the target links ThemifyRuntime, directly or through a product: only then does the
    /// generated file, which extends ThemifyRuntime's key types, compile.
    private static func usesThemifyRuntime(_ target: SourceModuleTarget) -> Bool {
        target.dependencies.contains { dependency in
            switch dependency {
            case .target(let dependency): return dependency.name == "ThemifyRuntime"
            case .product(let product): return product.name == "ThemifyRuntime"
            @unknown default: return false
            }
        } || target.recursiveTargetDependencies.contains { $0.name == "ThemifyRuntime" }
    }
}
