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
            if reset(["font"], key: "NSFont", in: container, effects: &effects) != nil { effects.fontChanged = true }
            return
        }
        guard let font = values.first?.font else { return }
        switch FontMarkup.attributedElement(font) {
        case .success(let element):
            let (written, _) = place(element, replacing: ["font"], key: "NSFont", in: container, alreadyRight: { existing in
                FontMarkup.read(existing) == font
            }, effects: &effects)
            if written { effects.fontChanged = true }
        case .failure(let problem):
            effects.problems.append(problem)
        }
    }

    var xmlDescription: String { "`<font key=\"NSFont\">`" }
}
