import ThemifyXML
import ThemeModel

/// A `<fontDescription key="…">` child.
struct FontChildCodec: StorageCodec {
    let key: String
    var kind: ValueKind { .font }

    func read(in container: MarkupElement) -> [TypedValue]? {
        container.child("fontDescription", key: key).flatMap(FontMarkup.read).map { [.font($0)] }
    }

    func write(_ values: [TypedValue], in container: MarkupElement, effects: inout WriteEffects) {
        if values.first?.isReset == true {
            if let name = reset(["fontDescription", "nil"], key: key, in: container, effects: &effects)?.attribute("name") { effects.fontsReleased.append(name) }
            return
        }
        guard let font = values.first?.font else { return }
        let (written, replaced) = place(FontMarkup.element(font, key: key), replacing: ["fontDescription", "nil"], key: key, in: container, alreadyRight: { existing in
            existing.name == "fontDescription" && FontMarkup.read(existing) == font
        }, effects: &effects)
        if let name = replaced?.attribute("name") { effects.fontsReleased.append(name) }
        if written, case .custom(let name, _) = font { effects.fontsUsed.append(name) }
    }

    var xmlDescription: String { "`<fontDescription key=\"\(key)\">`" }

    var variationChild: (name: String, key: String)? { ("fontDescription", key) }

    func adjusted(_ value: TypedValue, toVariationHolding existing: TypedValue) -> TypedValue {
        guard let font = value.font, let size = existing.font?.pointSize, let resized = font.withPointSize(size) else { return value }
        return .font(resized)
    }
}
