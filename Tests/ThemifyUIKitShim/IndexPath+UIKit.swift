/// https://developer.apple.com/documentation/foundation/indexpath — UIKit's additions:
/// init(row:section:) (https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)),
/// row, section (https://developer.apple.com/documentation/foundation/indexpath/row).
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
