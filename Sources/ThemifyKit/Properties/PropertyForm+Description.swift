import ThemifyModel

extension PropertyForm {
    /// The XML a form writes, in words, for the README's property list and for messages.
    package var xmlDescription: String {
        let storage = self.storage.codec.xmlDescription
        let place = Self.describe(self.place)
        var text = place.isEmpty ? storage : "\(storage) in \(place)"
        if !mirrors.isEmpty {
            text +=
                "; also "
                + mirrors.map { mirror in
                    let place = Self.describe(mirror.place)
                    return place.isEmpty ? mirror.xmlDescription : "in \(place)"
                }.joined(separator: ", ")
        }
        return text
    }

    private static func describe(_ place: Place) -> String {
        switch place {
        case .element: return ""
        case .state: return "`<state key=\"normal\">` (or the state named)"
        case .child(let name, let key, _): return "`<\(name) key=\"\(key)\">`"
        case .attributedFragments(let key): return "every fragment of `<attributedString key=\"\(key)\">`"
        case .everyChild(let name): return "each `<\(name)>`"
        case .within(let outer, let inner): return "\(describe(inner)) of \(describe(outer))"
        }
    }
}
