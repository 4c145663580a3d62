import ThemifyModel
import ThemifyXML

/// A `<color key="…">` child (replacing a `<nil key="…">` placeholder when there is one).
struct ColorChildCodec: StorageCodec {
    let key: String
    var kind: ValueKind { .color }

    func read(in container: MarkupElement) -> [TypedValue]? {
        container.child("color", key: key).flatMap(ColorMarkup.read).map { [.color($0)] }
    }

    func holdsValue(in container: MarkupElement) -> Bool {
        holdsChild(keyed: key, in: container)
    }

    func write(_ values: [TypedValue], in container: MarkupElement, effects: inout WriteEffects) {
        if values.first?.isReset == true {
            if let removed = reset(["color", "nil"], key: key, in: container, effects: &effects),
                let name = removed.attribute("systemColor") ?? removed.attribute("name")
            {
                effects.released.append(name)
            }
            return
        }
        guard let color = values.first?.color else { return }
        if let problem = CatalogColorMarkup.problemInUIKitLayout(with: color) {
            effects.problems.append(problem)
            return
        }
        let tolerance = effects.tolerance
        let (written, replaced) = place(
            ColorMarkup.element(color, key: key, era: effects.era), replacing: ["color", "nil"], key: key, in: container,
            alreadyRight: { existing in
                existing.name == "color" && ColorMarkup.read(existing).map { ColorMarkup.matches($0, color, tolerance: tolerance) } == true
            }, effects: &effects)
        if let replaced, let name = replaced.attribute("systemColor") ?? replaced.attribute("name") { effects.released.append(name) }
        // Resources and capabilities follow colors actually written: a system color the layout
        // already names in an older form needs no new entry.
        // A system color an older Xcode wrote inline carries its value itself.
        if written, !color.isComponentColor, !ColorMarkup.isInline(color, era: effects.era) { effects.colors.append(color) }
    }

    var xmlDescription: String { "`<color key=\"\(key)\">`" }
}
