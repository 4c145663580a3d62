import ThemifyModel
import ThemifyXML

/// A `<font key="…">` child of a macOS layout's cell (`<font key="font" metaFont="system"/>`).
struct AppKitFontChildCodec: StorageCodec {
    let key: String
    var kind: ValueKind { .font }

    func read(in container: MarkupElement) -> [TypedValue]? {
        container.child("font", key: key).flatMap(AppKitFontMarkup.read).map { [.font($0)] }
    }

    func holdsValue(in container: MarkupElement) -> Bool {
        holdsChild(keyed: key, in: container)
    }

    func write(_ values: [TypedValue], in container: MarkupElement, effects: inout WriteEffects) {
        if values.first?.isReset == true {
            _ = reset(["font", "nil"], key: key, in: container, effects: &effects)
            return
        }
        guard let themed = values.first?.font else { return }
        // A font without a size of its own takes the size of the one it replaces.
        let current = container.child("font", key: key).flatMap(AppKitFontMarkup.read)?.pointSize
        guard let font = themed.resolved(replacingPointSize: current) else {
            effects.warnings.append(
                ValueError(
                    "font '\(themed.themeText)' takes its size from the cell's font, and it has none; nothing is written (give the font a size, such as 'system 13')"
                ))
            return
        }
        switch AppKitFontMarkup.element(font, key: key) {
        case .failure(let problem):
            effects.problems.append(problem)
        case .success(let element):
            _ = place(
                element, replacing: ["font", "nil"], key: key, in: container,
                alreadyRight: { existing in
                    existing.name == "font" && AppKitFontMarkup.read(existing) == font
                }, effects: &effects)
        }
    }

    var xmlDescription: String { "`<font key=\"\(key)\">`" }
}
