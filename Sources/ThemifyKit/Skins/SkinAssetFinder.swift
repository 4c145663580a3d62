import Foundation
import ThemifyModel

/// Finds the files of an image by the name a theme gives it, in the folders given with
/// `--assets`: an asset catalog's `<name>.imageset` (its `Contents.json` says which file is which
/// scale and idiom) or loose files (`name.png`, `name@2x.png`, `name@3x.png`). Every file is read
/// through the bounded reader, confined to its `--assets` folder.
package struct SkinAssetFinder {
    package struct Image: Sendable, Equatable {
        package var name: String
        package var scale: SkinManifest.Scale
        package var idiom: String
        package var filename: String
        package var path: String
        package var bytes: [UInt8]
    }

    private struct Source {
        var folder: String
        var path: String
    }

    /// Image name → its image sets, in sorted path order so the first found is always the same.
    private var imageSets: [String: [Source]] = [:]
    /// Image name → its loose files.
    private var looseFiles: [String: [Source]] = [:]

    package init(folders: [String]) {
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = PathNames.lastComponent(of: relative)
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                if name.hasSuffix(".imageset") {
                    found.append(relative)
                    enumerator.skipDescendants()
                } else if name.hasSuffix(".colorset") || name.hasSuffix(".symbolset") || name.hasSuffix(".appiconset") {
                    enumerator.skipDescendants()
                } else if AssetCatalog.looseImageExtensions.contains(PathNames.pathExtension(of: name).lowercased()) {
                    found.append(relative)
                }
            }
            for relative in found.sorted() {
                let name = PathNames.lastComponent(of: relative)
                let source = Source(folder: folder, path: PathNames.join(folder, relative))
                if name.hasSuffix(".imageset") {
                    imageSets[PathNames.stem(of: name), default: []].append(source)
                } else {
                    looseFiles[Self.looseImageName(name).name, default: []].append(source)
                }
            }
        }
    }

    /// `header@2x.png` is the 2x file of the image `header`.
    private static func looseImageName(_ file: String) -> (name: String, scale: SkinManifest.Scale) {
        var stem = PathNames.stem(of: file)
        for scale in SkinManifest.Scale.allCases where stem.hasSuffix("@\(scale.rawValue)") {
            stem.removeLast(scale.rawValue.count + 1)
            return (stem, scale)
        }
        return (stem, .one)
    }

    /// Every file of the image `name`, one per (idiom, scale) — the first image set (or loose
    /// file) found wins — or an empty list when no folder has it.
    package func images(named name: String) throws(DiagnosticError) -> [Image] {
        var images: [Image] = []
        var taken = Set<String>()
        for source in imageSets[name] ?? [] {
            for image in try read(imageSet: source, name: name) where taken.insert("\(image.idiom) \(image.scale.rawValue)").inserted {
                images.append(image)
            }
        }
        for source in looseFiles[name] ?? [] {
            let file = PathNames.lastComponent(of: source.path)
            let scale = Self.looseImageName(file).scale
            guard taken.insert("universal \(scale.rawValue)").inserted else { continue }
            images.append(
                Image(
                    name: name, scale: scale, idiom: "universal", filename: file, path: source.path,
                    bytes: try FileReading.read(source.path, confinedTo: source.folder).get()))
        }
        return images
    }

    /// The image set's files for any appearance (dark-mode variants are not published: the
    /// manifest has no appearance field a client could choose by).
    private func read(imageSet source: Source, name: String) throws(DiagnosticError) -> [Image] {
        let contentsPath = source.path + "/Contents.json"
        let node = try JSONThemeFileReader.read(
            FileReading.read(contentsPath, confinedTo: source.folder, maximumSize: AssetCatalog.maximumContentsSize).get(),
            path: contentsPath)
        guard case .dictionary(let root) = node.content,
            case .array(let entries)? = root.first(where: { $0.key == "images" })?.value.content
        else {
            throw DiagnosticError(.error("an image set's Contents.json lists its files under \"images\"", at: node.location))
        }
        var images: [Image] = []
        for entry in entries {
            guard case .dictionary(let fields) = entry.content, !fields.contains(where: { $0.key == "appearances" }) else { continue }
            func string(_ key: String) -> String? {
                if case .string(let text)? = fields.first(where: { $0.key == key })?.value.content { return text }
                return nil
            }
            guard let filename = string("filename") else { continue }
            guard !filename.contains("/"), SkinPath.isSafe(filename) else {
                throw DiagnosticError(
                    .error("image file name '\(ThemeText.shown(filename))' is not a plain file name in its image set", at: entry.location))
            }
            // A vector image (PDF, SVG) has no scale: one file for every scale, published as 1x.
            guard let scale = SkinManifest.Scale(rawValue: string("scale") ?? "1x") else {
                throw DiagnosticError(
                    .error("image scale '\(ThemeText.shown(string("scale") ?? ""))' is not 1x, 2x or 3x", at: entry.location))
            }
            let idiom = string("idiom") ?? "universal"
            guard SkinPath.isSkinID(idiom) else {
                throw DiagnosticError(.error("image idiom '\(ThemeText.shown(idiom))' is not an idiom name", at: entry.location))
            }
            let path = source.path + "/" + filename
            images.append(
                Image(
                    name: name, scale: scale, idiom: idiom, filename: filename, path: path,
                    bytes: try FileReading.read(path, confinedTo: source.folder).get()))
        }
        return images
    }
}
