internal import ThemifyCZlib

/// PDF's `/FlateDecode` (a zlib stream), inflated by the system's zlib with a cap on what it may
/// produce: a page box sits in a few hundred bytes, and a hostile stream that inflates a
/// thousandfold must not take the build's memory with it.
enum FlateDecoder {
    /// The bytes `input` inflates to, or nil when it is not a whole zlib stream or would
    /// inflate past `limit` bytes.
    static func inflate(_ input: [UInt8], limit: Int) -> [UInt8]? {
        guard !input.isEmpty, limit > 0 else { return nil }
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        var status = Z_OK
        var input = input
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while status == Z_OK {
                let produced: Int = chunk.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    status = ThemifyCZlib.inflate(&stream, Z_NO_FLUSH)
                    return target.count - Int(stream.avail_out)
                }
                guard output.count + produced <= limit else {
                    status = Z_MEM_ERROR
                    break
                }
                output += chunk[0..<produced]
                // No progress with input left is a truncated stream, not a reason to spin.
                if status == Z_OK, produced == 0, stream.avail_in == 0 { status = Z_BUF_ERROR }
            }
            stream.next_in = nil
            stream.next_out = nil
        }
        return status == Z_STREAM_END ? output : nil
    }
}
