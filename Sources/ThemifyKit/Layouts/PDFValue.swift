/// One PDF object value, as much of it as reading a page's size needs.
indirect enum PDFValue {
    case number(Double)
    case name(String)
    case array([PDFValue])
    case dictionary([String: PDFValue])
    /// `N G R`: the object numbered N.
    case reference(Int)
    /// Strings, booleans, null and keywords: skipped over, never needed.
    case other

    var dictionary: [String: PDFValue]? {
        if case .dictionary(let members) = self { return members }
        return nil
    }

    /// An array of numbers (a box), or a number alone as a one-element list.
    var numbers: [Double]? {
        switch self {
        case .number(let value): return [value]
        case .array(let items):
            let numbers = items.compactMap { item -> Double? in
                if case .number(let value) = item { return value }
                return nil
            }
            return numbers.count == items.count ? numbers : nil
        default: return nil
        }
    }
}
