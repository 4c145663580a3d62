/// Builds a `ThemeFileNode` tree from the values a theme-file reader meets in file order, the
/// part every reader (XML plist, binary plist, JSON) shares: open containers, duplicate keys and
/// the nesting limit.
///
/// A stack of open containers rather than recursion, so that nesting costs heap, not stack: a
/// reader may run on a secondary thread with a small stack, and the depth limit alone would not
/// make deep recursion safe there.
struct LocatedTreeBuilder {
    /// What the builder refuses; each reader words it at its own position.
    enum Problem: Error {
        /// A container would be nested deeper than `maximumDepth`.
        case tooDeep
        /// The key is in the dictionary already, first given on `firstLine` (0 in a format
        /// without lines).
        case duplicateKey(firstLine: Int)

        /// The message every reader gives for the problem.
        func message(key: String) -> String {
            switch self {
            case .tooDeep: "nesting is deeper than \(LocatedTreeBuilder.maximumDepth) levels"
            case .duplicateKey(let firstLine) where firstLine > 0: "duplicate key '\(key)' (first at line \(firstLine))"
            case .duplicateKey: "duplicate key '\(key)'"
            }
        }
    }

    /// Far deeper than any real theme, yet bounds the memory a hostile file can make a reader
    /// hold; CoreFoundation's own limit for binary plists.
    static let maximumDepth = 512

    /// A container whose end has not been reached yet.
    private struct Frame {
        var isDictionary: Bool
        var location: SourceLocation
        var items: [ThemeFileNode] = []
        var members: [ThemeFileMember] = []
        /// Line of each key's first occurrence, once the dictionary is large: a style's few keys
        /// are compared with the members read so far instead, which costs less than hashing
        /// each key twice.
        var keyLines: [String: Int]?
        /// The key whose value comes next.
        var pendingKey: String?
        var pendingKeyLocation = SourceLocation(path: "")

        /// Members a dictionary holds before its keys are indexed by hash.
        static let linearSearchLimit = 8

        /// Notes `key`, given on `line`, as the key of the member about to be read; when the
        /// dictionary has the key already, the line where it was first given instead.
        /// (Mutating, so that it runs on the frame in place, not on a copy of it.)
        mutating func noteKey(_ key: String, line: Int) -> Int? {
            guard keyLines != nil || members.count >= Self.linearSearchLimit else {
                return members.first { $0.key == key }.map { $0.keyLocation.line ?? 0 }
            }
            if keyLines == nil {
                // Sized for a theme's top level, the one dictionary with hundreds of keys, so
                // that it is not rehashed at every doubling on the way.
                var lines: [String: Int] = [:]
                lines.reserveCapacity(256)
                for member in members { lines[member.key] = member.keyLocation.line ?? 0 }
                keyLines = lines
            }
            // One hash for both: a duplicate's line replaces the first one's only on the way to
            // the error, which ends the read.
            return keyLines?.updateValue(line, forKey: key)
        }

        var node: ThemeFileNode {
            ThemeFileNode(isDictionary ? .dictionary(members) : .array(items), at: location)
        }
    }

    private var stack: [Frame] = []

    /// Open containers; 0 at the top level.
    var depth: Int { stack.count }

    /// Whether the innermost open container is a dictionary (false at the top level).
    var isInDictionary: Bool { stack.last?.isDictionary ?? false }

    /// Where the innermost open container is written (nowhere at the top level).
    var innermostLocation: SourceLocation { stack.last?.location ?? SourceLocation(path: "") }

    /// The key of the innermost dictionary whose value has not been read yet.
    var pendingKey: String? { stack.last?.pendingKey }

    /// Checks that a container may open at the current depth, whether or not it is empty.
    func checkDepth() throws(Problem) {
        guard stack.count < Self.maximumDepth else { throw .tooDeep }
    }

    /// Opens a container written at `location`, once `checkDepth()` allowed it; its items
    /// follow, then `close()`.
    mutating func open(dictionary isDictionary: Bool, at location: SourceLocation) {
        stack.append(Frame(isDictionary: isDictionary, location: location))
    }

    /// Notes the key of the innermost dictionary's next member; throws if it is a duplicate.
    /// Keys are looked up downstream as Swift Strings, which compare by canonical equivalence,
    /// so keys that differ only in normalization are duplicates too.
    mutating func key(_ key: String, at location: SourceLocation) throws(Problem) {
        let top = stack.count - 1
        if let firstLine = stack[top].noteKey(key, line: location.line ?? 0) {
            throw .duplicateKey(firstLine: firstLine)
        }
        stack[top].pendingKey = key
        stack[top].pendingKeyLocation = location
    }

    /// Files a finished value into the innermost open container (under its pending key, in a
    /// dictionary). Returns the value itself when no container is open: it is the document.
    mutating func add(_ node: ThemeFileNode) -> ThemeFileNode? {
        guard let top = stack.indices.last else { return node }
        if stack[top].isDictionary {
            // Fields are read one by one: copying the whole frame would share its arrays and
            // make the append below copy them, turning large dictionaries quadratic.
            let member = ThemeFileMember(key: stack[top].pendingKey ?? "", at: stack[top].pendingKeyLocation, value: node)
            stack[top].pendingKey = nil
            stack[top].members.append(member)
        } else {
            stack[top].items.append(node)
        }
        return nil
    }

    /// Closes the innermost container and files it into the one around it. Returns the closed
    /// container when it was the outermost: it is the document.
    mutating func close() -> ThemeFileNode? {
        add(stack.removeLast().node)
    }
}
