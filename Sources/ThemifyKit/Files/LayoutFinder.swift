import Foundation
import ThemeModel

/// Expands the inputs a user names into layout files.
package enum LayoutFinder {
    package static let layoutExtensions = ["xib", "storyboard"]

    /// Files are taken as given; folders are searched recursively for .xib and .storyboard
    /// files, skipping hidden folders and build products, and skipping variants themify wrote
    /// (`Profile-metal.xib` when `metal` is among `variantThemes`), so a second run never themes
    /// its own output. Results keep the inputs' order; files within a folder are sorted. A
    /// missing input is an error and a folder without layouts a warning; the other inputs are
    /// still found.
    package static func layouts(in inputs: [String], skippingVariantsOf variantThemes: Set<String>) -> (paths: [String], diagnostics: [Diagnostic]) {
        var result: [String] = []
        var seen = Set<String>()
        var diagnostics: [Diagnostic] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                diagnostics.append(.error("no such file or folder", at: SourceLocation(path: input)))
                continue
            }
            var found = isDirectory.boolValue ? search(input, skippingVariantsOf: variantThemes) : [input]
            if isDirectory.boolValue {
                // A layout committed as a symlink to a file outside the folder is not read: the
                // folder is what was asked for, and what it leads to could be anything.
                let (inside, outside) = (found.filter { FileReading.isInside($0, folder: input) }, found.filter { !FileReading.isInside($0, folder: input) })
                for path in outside {
                    diagnostics.append(.error("leads outside '\(input)' (through a symlink); themify reads only layouts inside the folders it is given", at: SourceLocation(path: path)))
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

    private static func search(_ folder: String, skippingVariantsOf themes: Set<String>) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        // The enumerator does not descend into a folder given as a symbolic link; found paths
        // still start with the folder as the user named it.
        let resolved = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: resolved) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = PathNames.lastComponent(of: relative)
            if name.hasPrefix(".") || name == "build" || name == "DerivedData" {
                if isDirectory(resolved + "/" + relative) { enumerator.skipDescendants() }
                continue
            }
            let fileExtension = PathNames.pathExtension(of: name)
            guard layoutExtensions.contains(fileExtension), !isVariant(name, of: themes) else { continue }
            found.append(base + "/" + relative)
        }
        return found.sorted()
    }

    /// `Profile-metal.xib` is a variant when `metal` is one of `themes`.
    package static func isVariant(_ fileName: String, of themes: Set<String>) -> Bool {
        let stem = PathNames.stem(of: fileName)
        return themes.contains { stem.hasSuffix("-" + $0) && stem.count > $0.count + 1 }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    /// Where the variant of `layout` for `theme` goes: beside it, or in `outputDirectory`
    /// keeping the layout's path relative to the folder input it was found in. Plain string
    /// work: this runs for every layout and theme, and NSString's path methods are slow on Linux.
    package static func variantPath(for layout: String, theme: String, outputDirectory: String?, relativeTo inputRoot: String?) -> String {
        let slash = layout.lastIndex(of: "/")
        let folder = slash.map { String(layout[...$0]) } ?? ""
        let name = slash.map { String(layout[layout.index(after: $0)...]) } ?? layout
        let variantName: String
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            variantName = "\(name[..<dot])-\(theme)\(name[dot...])"
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
