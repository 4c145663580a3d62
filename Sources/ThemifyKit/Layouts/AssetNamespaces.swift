import ThemifyModel

/// Folders of an asset catalog that provide a namespace (`"provides-namespace" : true` in their
/// `Contents.json`): Xcode names the assets inside them `Folder/Name`, as the generated catalog's
/// theme folders do. Each folder's file is read once, through the bounded reader.
struct AssetNamespaces {
    private var providesNamespace: [String: Bool] = [:]

    /// `Night/Sub/` for an asset at `Night/Sub/heading.colorset` when both folders provide a
    /// namespace; folders that do not (groups) add nothing, and neither does the catalog itself.
    mutating func prefix(of relative: String, in root: String) -> String {
        var components = relative.split(separator: "/").map(String.init)
        components.removeLast()
        var prefix = ""
        var path = root
        for component in components {
            path = PathNames.join(path, component)
            if component.hasSuffix(".xcassets") { continue }
            if provides(path, in: root) { prefix += component + "/" }
        }
        return prefix
    }

    private mutating func provides(_ folder: String, in root: String) -> Bool {
        if let known = providesNamespace[folder] { return known }
        var result = false
        if case .success(let bytes) = FileReading.read(
            PathNames.join(folder, "Contents.json"), confinedTo: root, maximumSize: AssetCatalog.maximumContentsSize),
            let node = try? JSONThemeFileReader.read(bytes, path: folder),
            case .dictionary(let members) = node.content,
            case .dictionary(let properties)? = members.first(where: { $0.key == "properties" })?.value.content,
            case .bool(true)? = properties.first(where: { $0.key == "provides-namespace" })?.value.content
        {
            result = true
        }
        providesNamespace[folder] = result
        return result
    }
}
