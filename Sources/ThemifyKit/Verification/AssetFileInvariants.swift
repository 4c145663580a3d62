import ThemifyModel

/// What reading the app's asset files must keep for any bytes, checked by the fuzzer (`Fuzz/`)
/// on image, font and color-set files, which `--assets` reads from wherever a project keeps
/// them (a damaged file, a Git LFS pointer, a file made by any tool): each reader ends without a
/// trap or a read past the bytes; an image's size is finite and positive and prints as a length
/// a layout can hold; a font's names are non-empty; and every color a color set gives any
/// device prints as numbers in its `<namedColor>` entry.
package enum AssetFileInvariants {
    /// What went wrong, one line each; empty when every property holds.
    package static func violations(in bytes: [UInt8]) -> [String] {
        var found: [String] = []
        if let size = ImageFileSize.read(bytes) { found += lengthViolations(of: "an image", size.width, size.height) }
        if let box = PDFPageBox.firstPageSize(bytes) { found += lengthViolations(of: "a PDF page", box.width, box.height) }
        if let size = HEIFImageSize.size(bytes), size.width == 0 || size.height == 0 {
            found.append("a HEIF image is \(size.width)×\(size.height) pixels")
        }
        for face in FontFileNames.faces(in: bytes) where face.postScriptName.isEmpty {
            found.append("a font face has an empty PostScript name")
        }
        if let node = try? JSONThemeFileReader.read(bytes, path: "Contents.json"), let set = AssetColorSet(contents: node) {
            for idiom in [nil] + ImageIdiom.allCases.map(Optional.some) {
                found += colorViolations(of: set.value(for: idiom), for: idiom?.rawValue ?? "no device")
            }
        }
        return found
    }

    private static func lengthViolations(of what: String, _ width: Double, _ height: Double) -> [String] {
        [width, height].flatMap { length -> [String] in
            guard length.isFinite, length > 0 else { return ["\(what) has a length of \(length)"] }
            let printed = AssetImage.points(length)
            return Double(printed).map { $0.isFinite && $0 > 0 } == true ? [] : ["\(what)'s length \(length) prints as '\(printed)'"]
        }
    }

    private static func colorViolations(of value: AssetColorSet.Value, for device: String) -> [String] {
        let color = value.color
        guard [color.red, color.green, color.blue, color.alpha].allSatisfy(\.isFinite) else {
            return ["a color set gives \(device) a color of components \(color)"]
        }
        var space: String?
        if case .components(_, let named) = value { space = named }
        let entry = ColorMarkup.resourceEntry(name: "fuzz", tag: "namedColor", value: color, colorSpace: space)
        let numbers = ["red", "green", "blue", "white", "alpha"]
        return entry.children.flatMap(\.attributes).filter { numbers.contains($0.name) && Double($0.value)?.isFinite != true }.map {
            "a color set's \($0.name) for \(device) prints as '\($0.value)'"
        }
    }
}
