import Foundation

/// Reads binary property lists through Foundation, then into nodes located at the file alone
/// (the format records no lines).
///
/// A binary plist may reference one object from many places: under 200 bytes whose arrays all
/// name the same array, a few levels deep, stand for billions of values. Foundation on Linux
/// copies every reference while decoding (its arrays and strings arrive as Swift values), so the
/// file is measured *before* Foundation sees it: a scan of the object graph, each object once,
/// adds up how many values and how much text the tree would hold, and refuses the file when
/// either passes a budget proportional to its size, far above what a theme needs. The
/// conversion afterwards counts values against the same budget.
enum BinaryPropertyListReader {
    static let maximumValues = 1_000_000
    /// Bytes of string content, keys included, counting each reference to a string again.
    static let maximumText = 64 << 20

    static func valueBudget(forFileOf size: Int) -> Int {
        min(maximumValues, 64 * size + 10_000)
    }

    static func textBudget(forFileOf size: Int) -> Int {
        min(maximumText, 64 * size + (1 << 20))
    }

    static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> ThemeFileNode {
        let location = SourceLocation(path: path)
        let values = valueBudget(forFileOf: bytes.count)
        let text = textBudget(forFileOf: bytes.count)
        let problem = bytes.withUnsafeBufferPointer { buffer -> BinaryPropertyListProblem? in
            do throws(BinaryPropertyListProblem) {
                try BinaryPropertyListScanner(buffer).checkExpansion(
                    maximumValues: values, maximumText: text, maximumDepth: PropertyListThemeFileReader.maximumDepth)
                return nil
            } catch {
                return error
            }
        }
        if let problem { throw diagnostic(problem, values: values, text: text, at: location) }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw diagnostic(.unreadable, values: values, text: text, at: location)
        }
        var converter = BinaryPropertyListConverter(location: location, budget: values)
        do {
            return try converter.convert(object)
        } catch {
            throw diagnostic(error, values: values, text: text, at: location)
        }
    }

    private static func diagnostic(
        _ problem: BinaryPropertyListProblem, values: Int, text: Int, at location: SourceLocation
    ) -> DiagnosticError {
        let message =
            switch problem {
            case .unreadable: "not a readable binary property list"
            case .notThemeValue: "binary property list holds a value that is not a theme value"
            case .tooManyValues: "the binary property list expands to more than \(values) values; a theme holds far fewer"
            case .tooMuchText: "the binary property list expands to more than \(text) bytes of text; a theme holds far less"
            case .tooDeep: "nesting is deeper than \(PropertyListThemeFileReader.maximumDepth) levels"
            case .duplicateKey(let message): message
            }
        return DiagnosticError(.error(message, at: location))
    }
}

enum BinaryPropertyListProblem: Error {
    case unreadable, notThemeValue, tooManyValues, tooMuchText, tooDeep
    /// With the builder's message.
    case duplicateKey(String)
}

/// Walks the object graph of a `bplist00` file without decoding it: enough of the format to
/// know each object's kind, size and references.
///
/// Layout: `bplist00`, the objects, a table of their offsets, and a 32-byte trailer giving the
/// size of an offset and of an object reference, the number of objects, the top object and
/// where the table starts. Every offset and reference is bounds-checked; anything out of place
/// is `.unreadable`, as it would be to CoreFoundation.
struct BinaryPropertyListScanner {
    private enum Shape {
        case leaf(text: Int, isString: Bool)
        /// `first` is where the value references start.
        case array(first: Int, count: Int)
        case dictionary(keys: Int, values: Int, count: Int)
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let topObject: Int
    private let tableOffset: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(BinaryPropertyListProblem) {
        let header: [UInt8] = Array("bplist00".utf8)
        guard bytes.count >= header.count + 1 + 32, bytes.starts(with: header) else { throw .unreadable }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let objectCount = Self.unsigned(bytes, at: trailer + 8, size: 8),
            let topObject = Self.unsigned(bytes, at: trailer + 16, size: 8),
            let tableOffset = Self.unsigned(bytes, at: trailer + 24, size: 8),
            objectCount >= 1, topObject < objectCount,
            tableOffset > header.count, tableOffset <= trailer,
            objectCount <= (trailer - tableOffset) / offsetSize
        else { throw .unreadable }
        self.bytes = bytes
        self.objectCount = objectCount
        self.topObject = topObject
        self.tableOffset = tableOffset
    }

    /// Adds up, each object once, how many values and bytes of text the tree from the top
    /// object would hold and how deep it nests; throws as soon as a limit is passed.
    func checkExpansion(maximumValues: Int, maximumText: Int, maximumDepth: Int) throws(BinaryPropertyListProblem) {
        struct Frame {
            var object: Int
            var first: Int
            var count: Int
            var next = 0
            var values = 1
            var text: Int
            /// Containers from this one down, itself included.
            var height = 1
        }
        // Saturating totals: past a limit the exact number no longer matters.
        let valueCap = maximumValues + 1
        let textCap = maximumText + 1
        // 0: not seen, 1: open (on the stack), 2: done.
        var state = [UInt8](repeating: 0, count: objectCount)
        var values = [Int](repeating: 0, count: objectCount)
        var text = [Int](repeating: 0, count: objectCount)
        var height = [Int](repeating: 0, count: objectCount)
        var stack: [Frame] = []

        /// Opens `object`: a frame for a container, nil for a leaf (which is then done).
        func open(_ object: Int) throws(BinaryPropertyListProblem) -> Frame? {
            switch try shape(of: object) {
            case .leaf(let weight, _):
                state[object] = 2
                values[object] = 1
                text[object] = min(weight, textCap)
                return nil
            case .array(let first, let count):
                state[object] = 1
                return Frame(object: object, first: first, count: count, text: 0)
            case .dictionary(let keys, let first, let count):
                var keyText = 0
                for index in 0..<count {
                    guard case .leaf(let weight, isString: true) = try shape(of: try reference(at: keys + index * referenceSize)) else {
                        throw .notThemeValue
                    }
                    keyText = min(keyText + weight, textCap)
                }
                state[object] = 1
                return Frame(object: object, first: first, count: count, text: keyText)
            }
        }

        /// Adds a finished `child` to the frame at `index` (whose nesting depth is `index + 1`).
        func fold(_ child: Int, into index: Int) throws(BinaryPropertyListProblem) {
            stack[index].values = min(stack[index].values + values[child], valueCap)
            stack[index].text = min(stack[index].text + text[child], textCap)
            stack[index].height = max(stack[index].height, height[child] + 1)
            guard stack[index].values <= maximumValues else { throw .tooManyValues }
            guard stack[index].text <= maximumText else { throw .tooMuchText }
            guard index + 1 + height[child] <= maximumDepth else { throw .tooDeep }
        }

        guard let root = try open(topObject) else {
            guard text[topObject] <= maximumText else { throw .tooMuchText }
            return
        }
        stack.append(root)
        while let top = stack.indices.last {
            if stack[top].next < stack[top].count {
                let child = try reference(at: stack[top].first + stack[top].next * referenceSize)
                stack[top].next += 1
                switch state[child] {
                case 0:
                    if let frame = try open(child) {
                        guard stack.count < maximumDepth else { throw .tooDeep }
                        stack.append(frame)
                        continue
                    }
                case 1:
                    // A container inside itself: CoreFoundation refuses it too.
                    throw .unreadable
                default:
                    break
                }
                try fold(child, into: top)
            } else {
                let frame = stack.removeLast()
                state[frame.object] = 2
                values[frame.object] = frame.values
                text[frame.object] = frame.text
                height[frame.object] = frame.height
                if let parent = stack.indices.last { try fold(frame.object, into: parent) }
            }
        }
    }

    private func reference(at offset: Int) throws(BinaryPropertyListProblem) -> Int {
        guard let object = Self.unsigned(bytes, at: offset, size: referenceSize), object < objectCount else { throw .unreadable }
        return object
    }

    private func shape(of object: Int) throws(BinaryPropertyListProblem) -> Shape {
        guard let start = Self.unsigned(bytes, at: tableOffset + object * offsetSize, size: offsetSize),
            start >= 8, start < tableOffset
        else { throw .unreadable }
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08, 0x09: return .leaf(text: 0, isString: false)  // false, true
            case 0x00, 0x0F: throw .notThemeValue  // null, fill
            default: throw .unreadable
            }
        case 0x1:  // integer of 2^low bytes
            guard low <= 4 else { throw .unreadable }
            try checkRoom(from: start + 1, count: 1 << low, unit: 1)
            return .leaf(text: 0, isString: false)
        case 0x2:  // real of 2^low bytes
            guard low == 2 || low == 3 else { throw .unreadable }
            try checkRoom(from: start + 1, count: 1 << low, unit: 1)
            return .leaf(text: 0, isString: false)
        case 0x3:  // date
            guard marker == 0x33 else { throw .unreadable }
            throw .notThemeValue
        case 0x4, 0x8, 0xB, 0xC:  // data, UID, ordered set, set
            throw .notThemeValue
        case 0x5, 0x7:  // ASCII, UTF-8 string: count bytes
            let (count, first) = try length(at: start, low: low)
            try checkRoom(from: first, count: count, unit: 1)
            return .leaf(text: count, isString: true)
        case 0x6:  // UTF-16 string: count code units, up to 3 UTF-8 bytes each
            let (count, first) = try length(at: start, low: low)
            try checkRoom(from: first, count: count, unit: 2)
            return .leaf(text: 3 * count, isString: true)
        case 0xA:
            let (count, first) = try length(at: start, low: low)
            try checkRoom(from: first, count: count, unit: referenceSize)
            return .array(first: first, count: count)
        case 0xD:  // count key references, then count value references
            let (count, first) = try length(at: start, low: low)
            try checkRoom(from: first, count: count, unit: 2 * referenceSize)
            return .dictionary(keys: first, values: first + count * referenceSize, count: count)
        default:
            throw .unreadable
        }
    }

    /// An object's count: the marker's low nibble, or (when that is 15) the integer object after it.
    private func length(at start: Int, low: Int) throws(BinaryPropertyListProblem) -> (count: Int, first: Int) {
        guard low == 0x0F else { return (low, start + 1) }
        guard start + 2 <= tableOffset else { throw .unreadable }
        let marker = bytes[start + 1]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else { throw .unreadable }
        let size = 1 << Int(marker & 0x0F)
        guard start + 2 + size <= tableOffset, let count = Self.unsigned(bytes, at: start + 2, size: size) else { throw .unreadable }
        return (count, start + 2 + size)
    }

    /// Objects lie between the header and the offset table.
    private func checkRoom(from first: Int, count: Int, unit: Int) throws(BinaryPropertyListProblem) {
        guard first <= tableOffset, count <= (tableOffset - first) / unit else { throw .unreadable }
    }

    /// A big-endian unsigned integer of `size` bytes; nil if out of the buffer or past `Int.max`.
    private static func unsigned(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size <= bytes.count - offset else { return nil }
        var value: UInt64 = 0
        for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
        return Int(exactly: value)
    }
}

/// Turns what Foundation decoded into nodes, iteratively, counting every value against the
/// budget; the nodes are built by the `LocatedTreeBuilder` the other readers feed too.
struct BinaryPropertyListConverter {
    /// A container whose elements are being converted.
    private struct Pending {
        /// Sorted, for a dictionary: binary plists keep no order that survives Foundation.
        var keys: [String]
        var elements: [Any]
        var next = 0
    }

    let location: SourceLocation
    let budget: Int
    private var count = 0
    private var pending: [Pending] = []
    private var tree = LocatedTreeBuilder()

    init(location: SourceLocation, budget: Int) {
        self.location = location
        self.budget = budget
    }

    mutating func convert(_ root: Any) throws(BinaryPropertyListProblem) -> ThemeFileNode {
        pending.removeAll()
        tree = LocatedTreeBuilder()
        count = 0
        if let leaf = try begin(root) { return leaf }
        while let top = pending.indices.last {
            let next = pending[top].next
            if next < pending[top].elements.count {
                pending[top].next += 1
                if tree.isInDictionary {
                    let key = pending[top].keys[next]
                    do throws(LocatedTreeBuilder.Problem) {
                        try tree.key(key, at: location)
                    } catch {
                        // Foundation's keys are unique as NSStrings, but two can still be
                        // canonically equivalent, and so the same Swift String.
                        throw .duplicateKey(error.message(key: key))
                    }
                }
                if let leaf = try begin(pending[top].elements[next]) { _ = tree.add(leaf) }
            } else {
                pending.removeLast()
                if let document = tree.close() { return document }
            }
        }
        preconditionFailure("the converter's stack emptied without a root")
    }

    /// Counts `object`; returns it as a node if it is a leaf or empty, or opens a container and returns nil.
    private mutating func begin(_ object: Any) throws(BinaryPropertyListProblem) -> ThemeFileNode? {
        count += 1
        guard count <= budget else { throw .tooManyValues }
        if let string = object as? String { return ThemeFileNode(.string(string), at: location) }
        if let number = object as? NSNumber { return ThemeFileNode(try Self.content(of: number), at: location) }
        if let array = object as? [Any] {
            try checkDepth()
            if array.isEmpty { return ThemeFileNode(.array([]), at: location) }
            tree.open(dictionary: false, at: location)
            pending.append(Pending(keys: [], elements: array))
            return nil
        }
        if let dictionary = object as? [String: Any] {
            try checkDepth()
            if dictionary.isEmpty { return ThemeFileNode(.dictionary([]), at: location) }
            let members = dictionary.sorted { $0.key < $1.key }
            tree.open(dictionary: true, at: location)
            pending.append(Pending(keys: members.map(\.key), elements: members.map(\.value)))
            return nil
        }
        throw .notThemeValue
    }

    private func checkDepth() throws(BinaryPropertyListProblem) {
        do throws(LocatedTreeBuilder.Problem) {
            try tree.checkDepth()
        } catch {
            throw .tooDeep
        }
    }

    private static func content(of number: NSNumber) throws(BinaryPropertyListProblem) -> ThemeFileNode.Content {
        switch String(cString: number.objCType) {
        case "c":
            // Booleans arrive as NSNumbers too; their Objective-C type is `c` (char).
            return .bool(number.boolValue)
        case "d", "f":
            let double = number.doubleValue
            guard double.isFinite else { throw .notThemeValue }
            if double == double.rounded(), let integer = Int(exactly: double) { return .integer(integer) }
            return .real(double)
        case "Q", "L", "I", "S", "C":
            if let integer = Int(exactly: number.uint64Value) { return .integer(integer) }
            return .real(number.doubleValue)
        default:
            return .integer(Int(number.int64Value))
        }
    }
}
