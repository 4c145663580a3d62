import Foundation
import ThemifyModel

/// `state.json`: the last index the client accepted, exactly as served (so it is verified again
/// on every read and never trusted because it is on disk), and the `ETag` it came with. The
/// index's version is the rollback floor: nothing older is accepted after it.
struct SkinStoredState: Codable, Sendable {
    var etag: String?
    var signedIndex: SignedSkinIndex
}
