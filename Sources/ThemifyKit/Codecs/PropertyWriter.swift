import ThemifyModel
import ThemifyXML

/// Writes one property value onto an element in the form the property table gives, through
/// the form's codec, at each of its places.
enum PropertyWriter {
    /// Writes `value` at `form` on `element`, and at each of the form's mirrors that exists.
    /// `tolerance`: a layout color closer than this (CIEDE2000) counts as already right.
    /// `document`: the facts of `element`'s document, when the caller has them already.
    static func write(
        _ value: StyleValue, as form: PropertyForm, on element: MarkupElement, tolerance: Double = 0, document: DocumentFacts? = nil
    ) -> WriteEffects {
        var effects = WriteEffects(themed: element, tolerance: tolerance, document: document)
        let values = value.settings.map(\.value)
        // Mirrors start from children that must already exist (`everyChild`), so they are
        // written only where the layout has them; below those, missing parts are created —
        // except for a reset to the default, which only takes values out.
        let creating = !values.allSatisfy(\.isReset)
        write(values, at: form, on: element, creating: creating, effects: &effects)
        for mirror in form.mirrors { write(values, at: mirror, on: element, creating: creating, effects: &effects) }
        // Size-class variations (`<variation key="widthClass=compact">`) keep their own values:
        // Xcode changes only the base value when a property is edited (oracle case 169), and a
        // variation is the designer's override for that size class.
        return effects
    }

    private static func write(
        _ values: [TypedValue], at target: PropertyForm, on element: MarkupElement, creating: Bool, effects: inout WriteEffects
    ) {
        let codec = target.storage.codec
        for container in target.place.containers(in: element, creating: creating) {
            codec.write(values, in: container, effects: &effects)
        }
    }

    /// The value a property holds on an element today (one per place; a list for segment
    /// images); nil when the layout does not set it or a theme could not write it. A form's
    /// mirrors (a navigation bar's appearance blocks) count as places too: a value is only the
    /// layout's if every place that would receive it holds it.
    /// Whether the element holds a value where `form` keeps it, readable or not: a value a
    /// theme cannot write (a pattern color) is no default to reset.
    static func holdsValue(of form: PropertyForm, on element: MarkupElement) -> Bool {
        form.place.containers(in: element, creating: false).contains { form.storage.codec.holdsValue(in: $0) }
    }

    static func currentValue(of form: PropertyForm, on element: MarkupElement) -> [TypedValue]? {
        var values: [TypedValue] = []
        for (index, target) in ([form] + form.mirrors).enumerated() {
            let containers = target.place.containers(in: element, creating: false)
            if index == 0, containers.isEmpty { return nil }
            for container in containers {
                guard let held = target.storage.codec.read(in: container) else { return nil }
                values += held
            }
        }
        return values
    }
}
