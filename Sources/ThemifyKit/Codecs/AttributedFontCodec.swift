import ThemifyXML
import ThemeModel

/// A `<font key="NSFont">` child of attributed-text attributes, which records system fonts by
/// meta-font name.
struct AttributedFontCodec: StorageCodec {
    var kind: ValueKind { .font }

    func read(in container: MarkupElement) -> [TypedValue]? {
        container.child("font", key: "NSFont").flatMap(FontMarkup.read).map { [.font($0)] }
    }

    func write(_ values: [TypedValue], in container: MarkupElement, effects: inout WriteEffects) {
        if values.first?.isReset == true {
            if let name = reset(["font"], key: "NSFont", in: container, effects: &effects)?.attribute("name") { effects.fontsReleased.append(name) }
            return
        }
        guard let font = values.first?.font else { return }
        switch FontMarkup.attributedElement(font) {
        case .success(let element):
            let (written, replaced) = place(element, replacing: ["font"], key: "NSFont", in: container, alreadyRight: { existing in
                FontMarkup.read(existing) == font
            }, effects: &effects)
            if let name = replaced?.attribute("name") { effects.fontsReleased.append(name) }
            if written, case .custom(let name, _) = font { effects.fontsUsed.append(name) }
        case .failure(let problem):
            effects.problems.append(problem)
        }
    }

    var xmlDescription: String { "`<font key=\"NSFont\">`" }
}
