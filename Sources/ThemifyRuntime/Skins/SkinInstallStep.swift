/// The points between the steps of a refresh, in order. Each step leaves the storage folder in a
/// state the next launch recovers from; a crash test stops the process at each of them.
package enum SkinInstallStep: String, Sendable, CaseIterable {
    case indexAccepted
    case stateSaved
    case manifestFetched
    case objectStored
    case staged
    case folderPromoted
    case pointerSwitched
    case applied
    case cleanedUp
}
