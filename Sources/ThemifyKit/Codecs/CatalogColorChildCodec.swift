import ThemifyModel
import ThemifyXML

/// A `<color key="…">` child of a macOS layout's element: AppKit's catalog colors for
/// `system:` names, no `<resources>` copy for them.
struct CatalogColorChildCodec: StorageCodec {
    let key: String
    var kind: ValueKind { .color }

    func read(in container: MarkupElement) -> [TypedValue]? {
        container.child("color", key: key).flatMap(CatalogColorMarkup.read).map { [.color($0)] }
    }

    func holdsValue(in container: MarkupElement) -> Bool {
        holdsChild(keyed: key, in: container)
    }

    func write(_ values: [TypedValue], in container: MarkupElement, effects: inout WriteEffects) {
        if values.first?.isReset == true {
            // Xcode drops the child (oracle cases 380, 384); a `<nil key="backgroundColor"/>` of a
            // clip view that draws no background is the default already and stays.
            if let removed = reset(["color", "nil"], key: key, in: container, effects: &effects), removed.attribute("catalog") == nil,
                let name = removed.attribute("name")
            {
                effects.released.append(name)
            }
            return
        }
        guard let color = values.first?.color else { return }
        if let problem = CatalogColorMarkup.problem(with: color) {
            effects.problems.append(problem)
            return
        }
        let tolerance = effects.tolerance
        let (written, replaced) = place(
            CatalogColorMarkup.element(color, key: key, era: effects.era), replacing: ["color", "nil"], key: key, in: container,
            alreadyRight: { existing in
                existing.name == "color"
                    && CatalogColorMarkup.read(existing).map { ColorMarkup.matches($0, color, tolerance: tolerance) } == true
            }, effects: &effects)
        // Only an asset color has a `<resources>` entry that may now be unused.
        if let replaced, replaced.attribute("catalog") == nil, let name = replaced.attribute("name") { effects.released.append(name) }
        if written, case .asset = color { effects.colors.append(color) }
    }

    var xmlDescription: String { "`<color key=\"\(key)\">`" }
}
