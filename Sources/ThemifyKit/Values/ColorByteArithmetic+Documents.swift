import ThemifyModel

/// Which arithmetic a layout holds follows the system and Xcode that saved it, not the layout.
/// Of the whole-byte components of plain colors in the corpus and the oracle that tell the two
/// apart, every one in a document saved on OS X 10.11 or macOS 10.12 (`systemVersion` 15x, 16x;
/// Xcode 7.3 to 8.3) or by Xcode 9 and 10, which no longer record the system (13xxx, 14xxx), is
/// a product (10 distinct values in 24 files; oracle case 032 is a fresh Xcode 8.3 edit on
/// 10.12.6), and the one in a document saved on OS X 10.10 (`14F27`) a quotient. Documents of
/// Xcode 11 and later hold no plain color that tells, other than products kept from their
/// product-era past (`ColorByteArithmeticTests`); their system and asset color entries are
/// quotients, so quotients stay there.
extension ColorByteArithmetic {
    /// The arithmetic of a document, from the system that saved it when the document names one
    /// (`systemVersion="16G29"`: its leading number is the Darwin major, 15 for OS X 10.11),
    /// else from the Xcode that saved it: Xcode 7.3 (10117) and later need OS X 10.11, and
    /// Xcode 11 (15xxx) wrote quotients.
    static func of(toolsVersion: String?, systemVersion: String?) -> ColorByteArithmetic {
        if let darwin = XcodeEra.majorVersion(systemVersion) {
            // 10.11 to 10.14: the last a document written before Xcode 9 can name is 10.13.
            return (15...18).contains(darwin) ? .product : .quotient
        }
        guard let major = XcodeEra.majorVersion(toolsVersion) else { return .quotient }
        return (10000..<15000).contains(major) ? .product : .quotient
    }
}
