/// A growable run of plain values in memory of its own, for the records the bounds pass writes
/// as it reads a file (`MarkupBounds`).
///
/// Appending to an array through an `inout` parameter checks the array's uniqueness and
/// capacity at every append, a good part of a pass that appends for every attribute of a file;
/// here an append is a store, and the records become an array once, at the end.
struct RecordBuffer<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Drops the records from index `count` on.
    mutating func truncate(to count: Int) {
        self.count = min(self.count, count)
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.initialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The records as an array; the buffer is unusable afterwards.
    consuming func finish() -> [Element] {
        let records = Array(UnsafeBufferPointer(start: base, count: count))
        base.deallocate()
        return records
    }
}
