import ThemifyModel
import ThemifyXML

/// A user-defined runtime attribute, `<userDefinedRuntimeAttribute type="…" keyPath="…">` in
/// the element's `<userDefinedRuntimeAttributes>`, in the form Xcode writes each type (read off
/// the corpus):
///
/// - `type="number"` with `<integer key="value" value="8"/>` for a whole number (`<real>` when
///   the attribute it replaces was one) or `<real key="value" value="0.5"/>`;
/// - `type="boolean" … value="YES"`, `type="string" … value="…"`, `type="image" … value="name"`;
/// - `type="color"` with `<color key="value" …/>`; `type="point"`, `"size"`, `"rect"` with
///   `<point key="value" x="0.0" y="4"/>` and the like.
///
/// An attribute with the same key path is replaced where it is; a new one goes last in the
/// block, which is created where Xcode writes it when the element has none.
struct RuntimeAttributeCodec: StorageCodec {
    /// Nil for the README's description of every key path.
    let keyPath: String?
    var kind: ValueKind { .runtimeAttribute }

    func read(in container: MarkupElement) -> [TypedValue]? {
        guard let keyPath, let existing = Self.attribute(keyPath, in: container) else { return nil }
        return Self.value(of: existing).map { [.runtimeAttribute($0)] }
    }

    func holdsValue(in container: MarkupElement) -> Bool {
        keyPath.map { Self.attribute($0, in: container) != nil } ?? false
    }

    func write(_ values: [TypedValue], in container: MarkupElement, effects: inout WriteEffects) {
        guard let keyPath, let value = values.first?.runtimeAttribute else { return }
        let existing = Self.attribute(keyPath, in: container)
        if let existing, let current = Self.value(of: existing), Self.matches(current, value, tolerance: effects.tolerance) { return }
        let new = Self.element(value, keyPath: keyPath, replacing: existing, era: effects.era)
        if let existing {
            guard !existing.hasSameContent(as: new) else { return }
            existing.parent?.replace(existing, with: new)
            if let old = Self.value(of: existing) { release(old, effects: &effects) }
        } else {
            let block =
                container.child("userDefinedRuntimeAttributes")
                ?? {
                    let created = MarkupElement("userDefinedRuntimeAttributes")
                    container.insert(created, at: ChildOrder.insertionIndex(for: created, in: container))
                    return created
                }()
            block.append(new)
        }
        effects.changedValues += 1
        switch value {
        case .color(let color) where !color.isComponentColor && !ColorMarkup.isInline(color, era: effects.era): effects.colors.append(color)
        case .image(let image): effects.images.append((image, nil, effects.themed))
        default: break
        }
    }

    private func release(_ old: RuntimeAttributeValue, effects: inout WriteEffects) {
        switch old {
        case .image(let image): effects.released.append(image.name)
        case .color(.system(let name)), .color(.asset(let name)): effects.released.append(name)
        default: break
        }
    }

    var xmlDescription: String {
        "`<userDefinedRuntimeAttribute type=\"…\" keyPath=\"\(keyPath ?? "…")\">` in `<userDefinedRuntimeAttributes>`"
    }

    static func attribute(_ keyPath: String, in container: MarkupElement) -> MarkupElement? {
        container.child("userDefinedRuntimeAttributes")?.children.first {
            $0.name == "userDefinedRuntimeAttribute" && $0.attribute("keyPath") == keyPath
        }
    }

    /// The element for `value`, keeping the number form (`integer` or `real`) of the attribute
    /// it replaces where the value allows.
    static func element(_ value: RuntimeAttributeValue, keyPath: String, replacing existing: MarkupElement?, era: XcodeEra) -> MarkupElement
    {
        let head = [MarkupAttribute("type", value.typeName), MarkupAttribute("keyPath", keyPath)]
        func withValue(_ text: String) -> MarkupElement {
            MarkupElement("userDefinedRuntimeAttribute", head + [MarkupAttribute("value", text)])
        }
        func withChild(_ child: MarkupElement) -> MarkupElement { MarkupElement("userDefinedRuntimeAttribute", head, children: [child]) }
        let number: (Double) -> String = XcodeNumberFormat.component
        switch value {
        case .number(let value):
            let whole = value == value.rounded() && abs(value) < 1e15
            let keepsReal = existing?.child("real", key: "value") != nil
            return whole && !keepsReal
                ? withChild(MarkupElement("integer", [MarkupAttribute("key", "value"), MarkupAttribute("value", String(Int(value)))]))
                : withChild(MarkupElement("real", [MarkupAttribute("key", "value"), MarkupAttribute("value", number(value))]))
        case .boolean(let value): return withValue(value ? "YES" : "NO")
        case .string(let text): return withValue(text)
        case .image(let image): return withValue(image.name)
        case .color(let color): return withChild(ColorMarkup.element(color, key: "value", era: era))
        case .point(let x, let y):
            return withChild(
                MarkupElement("point", [MarkupAttribute("key", "value"), MarkupAttribute("x", number(x)), MarkupAttribute("y", number(y))]))
        case .size(let width, let height):
            return withChild(
                MarkupElement(
                    "size",
                    [MarkupAttribute("key", "value"), MarkupAttribute("width", number(width)), MarkupAttribute("height", number(height))]))
        case .rect(let x, let y, let width, let height):
            return withChild(
                MarkupElement(
                    "rect",
                    [
                        MarkupAttribute("key", "value"), MarkupAttribute("x", number(x)), MarkupAttribute("y", number(y)),
                        MarkupAttribute("width", number(width)), MarkupAttribute("height", number(height)),
                    ]))
        }
    }

    /// The value an attribute holds, as a theme would write it; nil for a type themify does not
    /// write (`localizedString`, `nil`, `range`).
    static func value(of attribute: MarkupElement) -> RuntimeAttributeValue? {
        func number(_ element: MarkupElement?, _ name: String) -> Double? { element?.attribute(name).flatMap(Double.init) }
        let child = attribute.children.first { $0.attribute("key") == "value" }
        switch attribute.attribute("type") {
        case "number": return number(child, "value").map(RuntimeAttributeValue.number)
        case "boolean": return attribute.attribute("value").map { .boolean($0 == "YES") }
        case "string": return attribute.attribute("value").map(RuntimeAttributeValue.string)
        case "image": return attribute.attribute("value").map { .image(ImageName(name: $0, isSymbol: false)) }
        case "color": return child.flatMap(ColorMarkup.read).map(RuntimeAttributeValue.color)
        case "point":
            guard let x = number(child, "x"), let y = number(child, "y") else { return nil }
            return .point(x: x, y: y)
        case "size":
            guard let width = number(child, "width"), let height = number(child, "height") else { return nil }
            return .size(width: width, height: height)
        case "rect":
            guard let x = number(child, "x"), let y = number(child, "y"), let width = number(child, "width"),
                let height = number(child, "height")
            else { return nil }
            return .rect(x: x, y: y, width: width, height: height)
        default: return nil
        }
    }

    /// Whether the attribute already holds the value: colors within the theme's tolerance, the
    /// rest exactly.
    private static func matches(_ current: RuntimeAttributeValue, _ new: RuntimeAttributeValue, tolerance: Double) -> Bool {
        if case .color(let held) = current, case .color(let wanted) = new { return ColorMarkup.matches(held, wanted, tolerance: tolerance) }
        return current == new
    }
}
