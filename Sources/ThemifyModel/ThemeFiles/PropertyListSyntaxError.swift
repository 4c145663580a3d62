/// A problem found while reading an XML property list, at a byte offset; turned into a line and
/// column once, when thrown out of the reader.
struct PropertyListSyntaxError: Error {
    var message: String
    var offset: Int
}
