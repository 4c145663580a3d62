/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate — declared with none of
/// its (optional) methods: only as what UITableViewDelegate refines.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}
