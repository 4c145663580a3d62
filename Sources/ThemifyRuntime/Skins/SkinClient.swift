import Foundation
import ThemifyModel
import ThemifySkinCrypto

/// The app's side of holiday skins: fetches the signed index, installs the skin active now,
/// and lays it over the chosen theme through `apply` (`ThemeManager.setSkin`), which announces
/// the change to observers.
///
/// A refresh changes what is shown only at its last step: everything is downloaded, verified
/// and assembled in a staging folder, promoted by one rename, and switched to by replacing the
/// pointer file. Any failure before that — network, hash, signature, rollback, disk — leaves the
/// skin that was shown shown, and removes what it staged; a crash leaves at most a staging
/// folder, which `start()` discards.
///
/// The window is checked against the clock on every `activeSkin` read, at `start()`, at every
/// refresh and on the ticks of `runClock`, never with a network call: a skin past its `until`
/// (or its index's expiry) is dropped by the next of these, and `runClock` wakes at the
/// boundary itself.
public actor SkinClient {
    /// Lays the theme file over the chosen theme, or removes the skin when nil:
    /// `{ try themeManager.setSkin($0) }`.
    public typealias Apply = @Sendable (URL?) throws -> Void

    private let configuration: SkinClientConfiguration
    private let storage: SkinStorage
    private let downloader: SkinDownloader
    private let apply: Apply
    private var pointer: InstalledSkin?
    /// The file last handed to `apply` (nil inside: none), nil before the first call. The first
    /// reconcile always calls `apply`, so a manager that already holds a skin (set by an earlier
    /// client in the same process) is brought in line, at the cost of one announcement.
    private var applied: URL??
    private var running: Task<InstalledSkin?, any Error>?

    /// A client for the site and storage `configuration` names. Nothing is read, fetched or
    /// applied until `start()`; `apply` is then called with the installed skin's theme file (or nil)
    /// whenever what should be shown changes.
    public init(configuration: SkinClientConfiguration, apply: @escaping Apply) {
        self.configuration = configuration
        self.storage = SkinStorage(root: configuration.storageFolder)
        self.downloader = SkinDownloader(
            requestTimeout: configuration.requestTimeout, resourceTimeout: configuration.resourceTimeout,
            maximumRedirects: configuration.maximumRedirects)
        self.apply = apply
    }

    /// Recovers the storage folder after whatever the last run ended with — staging folders and
    /// temporary files are removed, a pointer that names no complete skin is dropped, folders and
    /// objects no pointer needs are deleted — and shows the stored skin if its window is open.
    /// No network. Call once at launch, before the first refresh.
    @discardableResult
    public func start() throws(SkinClientError) -> InstalledSkin? {
        try storage.prepare()
        storage.discardUnfinishedWork()
        pointer = storage.loadPointer()
        if pointer == nil { try storage.savePointer(nil) }
        storage.removeEverything(except: pointer)
        return try reconcileWithClock()
    }

    /// The installed skin, if the clock says it is to be shown now.
    public var activeSkin: InstalledSkin? {
        guard let pointer, pointer.isShown(at: configuration.clock.now()) else { return nil }
        return pointer
    }

    /// The folder of the shown skin (its theme file and images), if any.
    public var activeSkinFolder: URL? { activeSkin.map(storage.folder(of:)) }

    /// Hands `apply` the skin the clock says to show (or nil) when that differs from what it
    /// was last given. No network.
    @discardableResult
    public func reconcileWithClock() throws(SkinClientError) -> InstalledSkin? {
        let shown = activeSkin
        let file = shown.map(storage.themeFile(of:))
        if applied != .some(file) {
            do {
                try apply(file)
            } catch {
                throw .format("the skin's theme was refused: \(error)")
            }
            applied = .some(file)
        }
        return shown
    }

    /// Wakes at every window boundary of the installed skin (and at least every `interval`, so
    /// a clock that jumps is noticed) to show or drop it. Runs until its task is cancelled.
    public func runClock(checkingAtLeastEvery interval: Duration = .seconds(60)) async {
        while !Task.isCancelled {
            _ = try? reconcileWithClock()
            let now = configuration.clock.now()
            let boundaries = [pointer?.from, pointer?.until].compactMap { $0 }.filter { $0 > now }
            var wait = interval
            if let next = boundaries.min() {
                wait = min(interval, .milliseconds(Int64((next.timeIntervalSince(now) * 1000).rounded(.up))))
            }
            try? await Task.sleep(for: wait)
        }
    }

    /// Fetches the index (conditionally), and installs and shows the skin it makes active now;
    /// returns the skin shown afterwards. Refreshes do not overlap: a call during one waits for
    /// it and returns its result.
    @discardableResult
    public func refresh() async throws(SkinClientError) -> InstalledSkin? {
        if let running {
            return try await Self.outcome(of: running)
        }
        let task = Task { try await self.performRefresh() }
        running = task
        defer { running = nil }
        return try await Self.outcome(of: task)
    }

    private static func outcome(of task: Task<InstalledSkin?, any Error>) async throws(SkinClientError) -> InstalledSkin? {
        do {
            return try await task.value
        } catch let error as SkinClientError {
            throw error
        } catch {
            throw .transport(String(describing: error), url: "")
        }
    }

    private func step(_ step: SkinInstallStep) { configuration.stepHook?(step) }

    private func performRefresh() async throws(SkinClientError) -> InstalledSkin? {
        try storage.prepare()
        // Monotonic, unlike `clock`: a clock set back must not lengthen the deadline.
        let deadline = DispatchTime.now() + configuration.refreshTimeout
        let now = configuration.clock.now()
        let stored = storage.loadState()
        // Verified again on every read: a file on disk is no more trusted than one on the wire.
        let storedIndex = stored.flatMap { try? verify($0.signedIndex) }
        let response = try await downloader.get(
            configuration.indexURL, limit: SignedSkinIndex.maximumSize, ifNoneMatch: storedIndex == nil ? nil : stored?.etag,
            deadline: deadline)
        let index: SkinIndex
        if response.status == 304 {
            guard let storedIndex else { throw .httpStatus(304, url: configuration.indexURL.absoluteString) }
            index = storedIndex
            step(.indexAccepted)
        } else {
            let signed: SignedSkinIndex
            do { signed = try SignedSkinIndex(fileBytes: response.body) } catch { throw SkinClientError(error) }
            let offered = try verify(signed)
            if let storedIndex, offered.version < storedIndex.version {
                throw .rollback(offered: offered.version, lastSeen: storedIndex.version)
            }
            if offered.isExpired(at: now) { throw .expiredIndex }
            step(.indexAccepted)
            if let storedIndex, let stored, offered.version == storedIndex.version {
                // The same index again (a replay, or the host re-sent it): keep the one held,
                // remember the new ETag so the next refresh is a 304.
                index = storedIndex
                if response.etag != stored.etag {
                    try storage.saveState(SkinStoredState(etag: response.etag, signedIndex: stored.signedIndex))
                }
            } else {
                index = offered
                try storage.saveState(SkinStoredState(etag: response.etag, signedIndex: signed))
            }
            step(.stateSaved)
        }
        if index.isExpired(at: now) {
            _ = try reconcileWithClock()
            throw .expiredIndex
        }
        guard let entry = index.activeSkin(at: now, appVersion: configuration.appVersion, supportedSchemas: configuration.supportedSchemas)
        else {
            try switchPointer(to: nil)
            return try reconcileWithClock()
        }
        let until = [entry.until, index.expires].compactMap { $0 }.min()
        if var current = pointer, current.id == entry.id, current.manifestSHA256 == entry.manifestSHA256 {
            if current.from != entry.from || current.until != until {
                current.from = entry.from
                current.until = until
                try switchPointer(to: current)
            }
            return try reconcileWithClock()
        }
        try await install(entry, until: until, deadline: deadline)
        return activeSkin
    }

    private func verify(_ signed: SignedSkinIndex) throws(SkinClientError) -> SkinIndex {
        let key = configuration.publicKey
        do {
            return try signed.verifiedIndex { payload, signature in key.isValidSignature(signature, for: payload) }
        } catch {
            throw SkinClientError(error)
        }
    }

    private func url(ofSitePath path: String) -> URL {
        configuration.indexURL.deletingLastPathComponent().appendingPathComponent(path)
    }

    /// Downloads exactly `size` bytes that hash to `sha256`, or fails.
    private func fetchPinned(_ path: String, sha256: String, size: Int, deadline: DispatchTime) async throws(SkinClientError) -> [UInt8] {
        let url = url(ofSitePath: path)
        let response = try await downloader.get(url, limit: size, deadline: deadline)
        guard response.status == 200 else { throw .httpStatus(response.status, url: url.absoluteString) }
        guard response.body.count == size, SHA256Digest.hexHash(response.body) == sha256 else {
            throw .hashMismatch(url: url.absoluteString)
        }
        return response.body
    }

    private func install(_ entry: SkinIndex.Entry, until: Date?, deadline: DispatchTime) async throws(SkinClientError) {
        guard entry.manifestSize <= SkinManifest.maximumSize else { throw .tooLarge(limit: SkinManifest.maximumSize, url: entry.manifest) }
        let manifestBytes = try await fetchPinned(
            entry.manifest, sha256: entry.manifestSHA256, size: entry.manifestSize, deadline: deadline)
        let manifest: SkinManifest
        let placement: SkinFilePlacement
        do {
            manifest = try SkinManifest(canonicalBytes: manifestBytes)
            placement = try SkinFilePlacement(manifest: manifest)
        } catch {
            throw SkinClientError(error)
        }
        guard manifest.id == entry.id, manifest.schema == entry.schema else {
            throw .format("the manifest at \(entry.manifest) is not skin '\(entry.id)' in schema \(entry.schema)")
        }
        var unique: [String: SkinManifest.ObjectReference] = [:]
        for object in manifest.objects { unique[object.sha256] = object }
        // The largest first: once every size is at most maximumObjectSize their sum cannot
        // overflow, whatever sizes a manifest names (Int.max twice would trap).
        if let largest = unique.values.max(by: { $0.size < $1.size }), largest.size > configuration.maximumObjectSize {
            throw .tooLarge(limit: configuration.maximumObjectSize, url: largest.path)
        }
        let total = unique.values.reduce(0) { $0 + $1.size }
        guard total <= configuration.maximumSkinSize else { throw .skinTooLarge(size: total, limit: configuration.maximumSkinSize) }
        step(.manifestFetched)

        for object in unique.values.sorted(by: { $0.sha256 < $1.sha256 }) where storage.storedObject(object) == nil {
            let bytes = try await fetchPinned(object.path, sha256: object.sha256, size: object.size, deadline: deadline)
            try storage.writeAtomically(bytes, to: storage.objectFile(object.sha256))
            step(.objectStored)
        }

        let folderName = SkinStorage.folderName(id: entry.id, manifestSHA256: entry.manifestSHA256)
        let final = storage.installedFolder.appendingPathComponent(folderName, isDirectory: true)
        if !storage.isComplete(final, manifestSHA256: entry.manifestSHA256, id: entry.id) {
            let staging = storage.stagingFolder.appendingPathComponent(UUID().uuidString, isDirectory: true)
            do throws(SkinClientError) {
                try stage(manifestBytes, placement, into: staging)
                step(.staged)
                try? FileManager.default.removeItem(at: final)
                guard rename(staging.path, final.path) == 0 else {
                    throw .storage("cannot move the staged skin into place: \(String(cString: strerror(errno)))")
                }
            } catch {
                try? FileManager.default.removeItem(at: staging)
                throw error
            }
        }
        step(.folderPromoted)

        let previous = pointer
        try switchPointer(
            to: InstalledSkin(id: entry.id, folderName: folderName, manifestSHA256: entry.manifestSHA256, from: entry.from, until: until))
        step(.pointerSwitched)
        do {
            _ = try reconcileWithClock()
        } catch {
            // What is shown and what the pointer names must agree: go back to the previous skin.
            try? switchPointer(to: previous)
            _ = try? reconcileWithClock()
            throw error
        }
        step(.applied)
        storage.removeEverything(except: pointer)
        step(.cleanedUp)
    }

    /// Builds the complete skin folder — manifest, theme, images — from verified objects, and
    /// reads its theme as ThemeManager will, so a theme it would refuse never becomes current.
    private func stage(_ manifestBytes: [UInt8], _ placement: SkinFilePlacement, into staging: URL) throws(SkinClientError) {
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw .storage("cannot create \(staging.path): \(error.localizedDescription)")
        }
        try storage.writeAtomically(manifestBytes, to: staging.appendingPathComponent("manifest.json"))
        for file in placement.files {
            let target: URL
            do { target = try SkinFilePlacement.location(of: file.relativePath, in: staging) } catch { throw SkinClientError(error) }
            guard let bytes = storage.storedObject(file.object) else {
                throw .storage("the object \(file.object.sha256) vanished while staging")
            }
            do {
                try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw .storage("cannot create \(target.deletingLastPathComponent().path): \(error.localizedDescription)")
            }
            try storage.writeAtomically(bytes, to: target)
        }
        let themeFile = staging.appendingPathComponent(placement.files[0].relativePath)
        do {
            let theme = try Theme(path: themeFile.path)
            if let problem = SkinFileLayout.problem(withTheme: theme) { throw SkinClientError.format(problem) }
        } catch let error as SkinClientError {
            throw error
        } catch {
            throw .format("the skin's theme does not read: \(error)")
        }
    }

    private func switchPointer(to new: InstalledSkin?) throws(SkinClientError) {
        try storage.savePointer(new)
        pointer = new
        if new == nil { storage.removeEverything(except: nil) }
    }
}
