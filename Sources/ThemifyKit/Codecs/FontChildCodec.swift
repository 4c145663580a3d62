import ThemifyModel
import ThemifyXML

/// A `<fontDescription key="…">` child.
struct FontChildCodec: StorageCodec {
    let key: String
    var kind: ValueKind { .font }

    func read(in container: MarkupElement) -> [TypedValue]? {
        container.child("fontDescription", key: key).flatMap(FontMarkup.read).map { [.font($0)] }
    }

    func holdsValue(in container: MarkupElement) -> Bool {
        holdsChild(keyed: key, in: container)
    }

    func write(_ values: [TypedValue], in container: MarkupElement, effects: inout WriteEffects) {
        if values.first?.isReset == true {
            if reset(["fontDescription", "nil"], key: key, in: container, effects: &effects) != nil { effects.fontChanged = true }
            return
        }
        guard let themed = values.first?.font else { return }
        // A font without a size of its own takes the size of the one it replaces.
        let current = container.child("fontDescription", key: key).flatMap(FontMarkup.pointSize)
        guard let font = themed.resolved(replacingPointSize: current) else {
            effects.warnings.append(
                ValueError(
                    "font '\(themed.themeText)' takes its size from the <\(container.name)>'s font, and it has none; nothing is written (give the font a size, such as '\(themed.withPointSize(17)?.themeText ?? "system 17")')"
                ))
            return
        }
        let written: Bool
        if let existing = container.child("fontDescription", key: key), FontMarkup.resize(existing, to: font) {
            effects.changedValues += 1
            written = true
        } else {
            (written, _) = place(
                FontMarkup.element(font, key: key, family: FontMarkup.knownFamily(of: font, in: effects.document)),
                replacing: ["fontDescription", "nil"], key: key, in: container,
                alreadyRight: { existing in
                    existing.name == "fontDescription" && FontMarkup.read(existing) == font
                }, effects: &effects)
        }
        if written { effects.fontChanged = true }
        if written, case .custom(let name, _) = font { effects.fontsUsed.append(name) }
    }

    var xmlDescription: String { "`<fontDescription key=\"\(key)\">`" }
}
