import ThemifyXML
import ThemeModel

/// A `<font key="…">` child of a macOS layout's cell (`<font key="font" metaFont="system"/>`).
struct AppKitFontChildCodec: StorageCodec {
    let key: String
    var kind: ValueKind { .font }

    func read(in container: MarkupElement) -> [TypedValue]? {
        container.child("font", key: key).flatMap(AppKitFontMarkup.read).map { [.font($0)] }
    }

    func write(_ values: [TypedValue], in container: MarkupElement, effects: inout WriteEffects) {
        guard let font = values.first?.font else { return }
        switch AppKitFontMarkup.element(font, key: key) {
        case .failure(let problem):
            effects.problems.append(problem)
        case .success(let element):
            _ = place(element, replacing: ["font", "nil"], key: key, in: container, alreadyRight: { existing in
                existing.name == "font" && AppKitFontMarkup.read(existing) == font
            }, effects: &effects)
        }
    }

    var xmlDescription: String { "`<font key=\"\(key)\">`" }
}
