/// The elements read whose parent has not ended yet, innermost parent's last, for the tree
/// builder.
///
/// Kept in memory of its own rather than in an array: when an element ends, its children move
/// from here into the one array it keeps, with no retain and release per child (copying an
/// array slice out and removing it cost both, for every element of a file).
struct PendingElements {
    private var storage: UnsafeMutablePointer<MarkupElement>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 256
        storage = .allocate(capacity: capacity)
    }

    /// Takes `element` over (the caller's reference moves in, with no retain of its own).
    @inline(__always)
    mutating func push(_ element: consuming MarkupElement) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<MarkupElement>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    /// Moves the elements from index `start` on, in order, into an array of their own.
    mutating func popAll(from start: Int) -> [MarkupElement] {
        let moved = count - start
        guard moved > 0 else { return [] }
        let elements = [MarkupElement](unsafeUninitializedCapacity: moved) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: storage + start, count: moved)
            initialized = moved
        }
        count = start
        return elements
    }

    /// Releases what is still here (a parse that stopped part way) and the memory itself; the
    /// stack is unusable afterwards.
    mutating func deallocate() {
        storage.deinitialize(count: count)
        count = 0
        storage.deallocate()
    }
}
