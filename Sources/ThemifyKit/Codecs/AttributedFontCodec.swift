import ThemifyModel
import ThemifyXML

/// A `<font key="NSFont">` child of attributed-text attributes, which records system fonts by
/// meta-font name.
struct AttributedFontCodec: StorageCodec {
    var kind: ValueKind { .font }

    func read(in container: MarkupElement) -> [TypedValue]? {
        container.child("font", key: "NSFont").flatMap(FontMarkup.read).map { [.font($0)] }
    }

    func holdsValue(in container: MarkupElement) -> Bool {
        holdsChild(keyed: "NSFont", in: container)
    }

    func write(_ values: [TypedValue], in container: MarkupElement, effects: inout WriteEffects) {
        if values.first?.isReset == true {
            if reset(["font"], key: "NSFont", in: container, effects: &effects) != nil { effects.fontChanged = true }
            return
        }
        guard let themed = values.first?.font else { return }
        // Each fragment keeps its own size when the theme's font has none.
        let current = container.child("font", key: "NSFont").flatMap(FontMarkup.pointSize)
        guard let font = themed.resolved(replacingPointSize: current) else {
            effects.warnings.append(
                ValueError(
                    "font '\(themed.themeText)' takes its size from the attributed text's font, and a fragment has none; nothing is written there (give the font a size)"
                ))
            return
        }
        let sizeFirst = effects.document.metaFontSizeComesFirst
        switch FontMarkup.attributedElement(font, sizeFirst: sizeFirst) {
        case .success(let element):
            let (written, _) = place(
                element, replacing: ["font"], key: "NSFont", in: container,
                alreadyRight: { existing in
                    FontMarkup.read(existing) == font
                }, effects: &effects)
            if written { effects.fontChanged = true }
        case .failure(let problem):
            effects.problems.append(problem)
        }
    }

    var xmlDescription: String { "`<font key=\"NSFont\">`" }
}
