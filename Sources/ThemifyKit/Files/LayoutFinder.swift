import Foundation
import ThemifyModel

/// Expands the inputs a user names into layout files.
package enum LayoutFinder {
    package static let layoutExtensions = ["xib", "storyboard"]

    /// Files are taken as given; folders are searched recursively for .xib and .storyboard
    /// files, skipping hidden folders and build products, and skipping variants themify wrote,
    /// so a second run never themes its own output. A variant is recognised by name *and* by
    /// its original: `Profile-metal.xib` (when `metal` is among `variantThemes`) is skipped
    /// when the search also finds a `Profile.xib` (beside it, or anywhere in the folder when an
    /// output folder lies inside it). A real layout merely named like one —
    /// `Onboarding-pink.storyboard` with no `Onboarding.storyboard` — is themed like any other,
    /// with a warning that says so. Results keep the inputs' order; files within a folder are
    /// sorted. A missing input is an error and a folder without layouts a warning; the other
    /// inputs are still found.
    package static func layouts(in inputs: [String], skippingVariantsOf variantThemes: Set<String>) -> (
        paths: [String], diagnostics: [Diagnostic]
    ) {
        // First every input's files, so a variant in one input (an output folder named among
        // the inputs) is recognised by its original in another.
        var searched: [(input: String, isFolder: Bool, search: Search?)] = []
        var diagnostics: [Diagnostic] = []
        var allNames = Set<String>()
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                diagnostics.append(.error("no such file or folder", at: SourceLocation(path: input)))
                continue
            }
            let search = isDirectory.boolValue ? self.search(input, skippingVariantsOf: variantThemes) : nil
            allNames.formUnion(search?.names ?? [PathNames.lastComponent(of: input)])
            searched.append((input, isDirectory.boolValue, search))
        }
        var result: [String] = []
        var seen = Set<String>()
        for (input, isFolder, search) in searched {
            var found = [input]
            if let search {
                found = search.layouts
                for candidate in search.variantCandidates {
                    let originals = originalNames(of: PathNames.lastComponent(of: candidate), themes: variantThemes)
                    if originals.contains(where: { allNames.contains($0.name) }) { continue }
                    found.append(candidate)
                    if let original = originals.first {
                        diagnostics.append(
                            .warning(
                                "named like the '\(original.theme)' variant of '\(original.name)', but no '\(original.name)' was found: themed as a layout of its own; rename it if it is a stale variant to delete",
                                at: SourceLocation(path: candidate), rule: LintRule.variantName))
                    }
                }
                found.sort()
            }
            if isFolder {
                // A layout committed as a symlink to a file outside the folder is not read: the
                // folder is what was asked for, and what it leads to could be anything.
                let (inside, outside) = (
                    found.filter { FileReading.isInside($0, folder: input) }, found.filter { !FileReading.isInside($0, folder: input) }
                )
                for path in outside {
                    diagnostics.append(
                        .error(
                            "leads outside '\(input)' (through a symlink); themify reads only layouts inside the folders it is given",
                            at: SourceLocation(path: path)))
                }
                found = inside
            }
            if found.isEmpty {
                diagnostics.append(.warning("folder holds no .xib or .storyboard layouts", at: SourceLocation(path: input)))
            }
            for path in found where seen.insert(path).inserted { result.append(path) }
        }
        return (result, diagnostics)
    }

    /// One folder's layouts: those not named like a variant, those that are (decided once
    /// every input is searched), and every layout file name seen.
    private struct Search {
        var layouts: [String] = []
        var variantCandidates: [String] = []
        var names = Set<String>()
    }

    private static func search(_ folder: String, skippingVariantsOf themes: Set<String>) -> Search {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        // The enumerator does not descend into a folder given as a symbolic link; found paths
        // still start with the folder as the user named it.
        let resolved = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
        var result = Search()
        guard let enumerator = FileManager.default.enumerator(atPath: resolved) else { return result }
        while let relative = enumerator.nextObject() as? String {
            let name = PathNames.lastComponent(of: relative)
            if name.hasPrefix(".") || name == "build" || name == "DerivedData" {
                if isDirectory(resolved + "/" + relative) { enumerator.skipDescendants() }
                continue
            }
            let fileExtension = PathNames.pathExtension(of: name)
            guard layoutExtensions.contains(fileExtension) else { continue }
            result.names.insert(name)
            if isVariant(name, of: themes) {
                result.variantCandidates.append(base + "/" + relative)
            } else {
                result.layouts.append(base + "/" + relative)
            }
        }
        return result
    }

    /// The layouts `fileName` would be the variant of: `Onboarding-pink.storyboard` →
    /// `Onboarding.storyboard` (theme `pink`); longest theme name first, so `a-b-c.xib` with
    /// themes `c` and `b-c` tries `a.xib` before `a-b.xib`.
    private static func originalNames(of fileName: String, themes: Set<String>) -> [(name: String, theme: String)] {
        let (stem, modifier) = splitDeviceModifier(PathNames.stem(of: fileName))
        let fileExtension = PathNames.pathExtension(of: fileName)
        return themes.filter { stem.hasSuffix("-" + $0) && stem.count > $0.count + 1 }
            .sorted { ($0.count, $1) > ($1.count, $0) }
            .map { theme in (String(stem.dropLast(theme.count + 1)) + modifier + (fileExtension.isEmpty ? "" : "." + fileExtension), theme)
            }
    }

    /// `Profile-metal.xib` is a variant when `metal` is one of `themes`.
    package static func isVariant(_ fileName: String, of themes: Set<String>) -> Bool {
        let stem = splitDeviceModifier(PathNames.stem(of: fileName)).base
        return themes.contains { stem.hasSuffix("-" + $0) && stem.count > $0.count + 1 }
    }

    /// UIKit's device modifiers, which end a nib's name (`Profile~ipad` is loaded for
    /// `Profile` on an iPad) and so must end a variant's name too (`Profile-metal~ipad`).
    package static let deviceModifiers: Set<String> = ["ipad", "iphone"]

    /// `Profile~ipad` → (`Profile`, `~ipad`); a name without a device modifier is its own base.
    package static func splitDeviceModifier(_ stem: String) -> (base: String, modifier: String) {
        guard let tilde = stem.utf8.lastIndex(of: UInt8(ascii: "~")), tilde != stem.startIndex,
            deviceModifiers.contains(String(stem[stem.index(after: tilde)...]))
        else { return (stem, "") }
        return (String(stem[..<tilde]), String(stem[tilde...]))
    }

    /// The name an app loads a layout by: its stem without a device modifier (`Profile`).
    package static func loadName(of layout: String) -> String {
        splitDeviceModifier(PathNames.stem(of: PathNames.lastComponent(of: layout))).base
    }

    private static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    /// Where the variant of `layout` for `theme` goes: beside it, or in `outputDirectory`
    /// keeping the layout's path relative to the folder input it was found in. Plain string
    /// work: this runs for every layout and theme, and NSString's path methods are slow on Linux.
    package static func variantPath(for layout: String, theme: String, outputDirectory: String?, relativeTo inputRoot: String?) -> String {
        let slash = layout.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { String(layout[...$0]) } ?? ""
        let name = slash.map { String(layout[layout.index(after: $0)...]) } ?? layout
        let variantName: String
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex {
            let (base, modifier) = splitDeviceModifier(String(name[..<dot]))
            variantName = "\(base)-\(theme)\(modifier)\(name[dot...])"
        } else {
            variantName = "\(name)-\(theme)"
        }
        guard let outputDirectory else { return folder + variantName }
        var subfolder = ""
        if let inputRoot {
            let root = inputRoot.hasSuffix("/") ? inputRoot : inputRoot + "/"
            if folder.hasPrefix(root) { subfolder = String(folder.dropFirst(root.count)) }
        }
        let output = outputDirectory.hasSuffix("/") ? outputDirectory : outputDirectory + "/"
        return output + subfolder + variantName
    }
}
