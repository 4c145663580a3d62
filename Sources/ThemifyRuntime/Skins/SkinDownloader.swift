import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One bounded HTTP GET: the body is refused as soon as the `Content-Length` or the bytes that
/// arrived pass `limit`, so a hostile or broken server can never make the client hold more than
/// the signed manifest says a file is. No cache sits in between (the client keeps its own
/// `ETag`), redirects are counted, and both timeouts come from the configuration.
///
/// The resource timeout and the refresh's deadline are enforced here, by a timer of the
/// transfer's own: FoundationNetworking restarts its timeout with every byte, so a server
/// sending one byte every half second held a request with a 5-second resource timeout for
/// minutes.
struct SkinDownloader: Sendable {
    struct Response: Sendable {
        /// 200, or 304 for a conditional request whose `ETag` still matches.
        let status: Int
        let body: [UInt8]
        let etag: String?
    }

    let requestTimeout: TimeInterval
    let resourceTimeout: TimeInterval
    let maximumRedirects: Int

    /// `deadline` is the refresh's: the transfer ends at it, or `resourceTimeout` after it
    /// starts, whichever is first, however the bytes arrive.
    func get(_ url: URL, limit: Int, ifNoneMatch etag: String? = nil, deadline: DispatchTime = .distantFuture) async throws(SkinClientError)
        -> Response
    {
        guard url.scheme == "https" || url.scheme == "http" else { throw .transport("not an http(s) URL", url: url.absoluteString) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = resourceTimeout
        configuration.httpShouldSetCookies = false
        var request = URLRequest(url: url)
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let ownDeadline = DispatchTime.now() + resourceTimeout
        let transfer = BoundedTransfer(
            url: url, limit: limit, maximumRedirects: maximumRedirects, deadline: min(deadline, ownDeadline),
            endsWithRefresh: deadline < ownDeadline)
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let outcome = await withCheckedContinuation { continuation in
            transfer.start(session.dataTask(with: request), reportingTo: continuation)
        }
        return try outcome.get()
    }
}

/// The delegate of one transfer: it sees the response before the body, and each chunk as it
/// arrives, which is where the limits are enforced.
private final class BoundedTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let url: URL
    private let limit: Int
    private let maximumRedirects: Int
    // The session calls the delegate on its own serial queue; the lock covers `start`, which
    // runs on the caller's thread.
    private let lock = NSLock()
    private var body: [UInt8] = []
    private var redirects = 0
    private var failure: SkinClientError?
    private var continuation: CheckedContinuation<Result<SkinDownloader.Response, SkinClientError>, Never>?

    private let deadline: DispatchTime
    /// Whether `deadline` is the refresh's rather than this request's own, for the message.
    private let endsWithRefresh: Bool

    init(url: URL, limit: Int, maximumRedirects: Int, deadline: DispatchTime, endsWithRefresh: Bool) {
        self.url = url
        self.limit = limit
        self.maximumRedirects = maximumRedirects
        self.deadline = deadline
        self.endsWithRefresh = endsWithRefresh
    }

    func start(
        _ task: URLSessionDataTask, reportingTo continuation: CheckedContinuation<Result<SkinDownloader.Response, SkinClientError>, Never>
    ) {
        lock.withLock { self.continuation = continuation }
        // At the deadline the transfer fails and the caller is answered at once, whether or not
        // the cancelled task ever calls back.
        DispatchQueue.global().asyncAfter(deadline: deadline) { [weak self, weak task] in
            guard let self else { return }
            let reason =
                self.endsWithRefresh
                ? "the refresh's deadline passed during the transfer" : "the transfer took longer than its resource timeout"
            self.finish(with: .failure(.transport(reason, url: self.url.absoluteString)))
            task?.cancel()
        }
        task.resume()
    }

    /// Answers the caller once: the first outcome (the deadline's or the task's) wins.
    private func finish(with result: Result<SkinDownloader.Response, SkinClientError>) {
        let continuation = lock.withLock { () -> CheckedContinuation<Result<SkinDownloader.Response, SkinClientError>, Never>? in
            defer { self.continuation = nil }
            if case .failure(let error) = result, failure == nil { failure = error }
            return self.continuation
        }
        continuation?.resume(returning: result)
    }

    private func fail(_ error: SkinClientError, _ task: URLSessionTask) {
        lock.withLock { if failure == nil { failure = error } }
        task.cancel()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        if response.expectedContentLength > Int64(limit) {
            fail(.tooLarge(limit: limit, url: url.absoluteString), dataTask)
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = lock.withLock { () -> Bool in
            guard body.count + data.count <= limit else { return true }
            body.append(contentsOf: data)
            return false
        }
        if tooLarge { fail(.tooLarge(limit: limit, url: url.absoluteString), dataTask) }
        // Also checked per chunk, so a trickle ends at the deadline even if the timer is late.
        if DispatchTime.now() >= deadline {
            finish(
                with: .failure(
                    .transport(
                        endsWithRefresh
                            ? "the refresh's deadline passed during the transfer" : "the transfer took longer than its resource timeout",
                        url: url.absoluteString)))
            dataTask.cancel()
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let allowed = lock.withLock { () -> Bool in
            redirects += 1
            return redirects <= maximumRedirects
        }
        let scheme = request.url?.scheme
        guard allowed, scheme == "https" || scheme == "http" else {
            // Declining the redirect ends the task with the 3xx response; cancelling as well
            // would make FoundationNetworking call back twice.
            lock.withLock { if failure == nil { failure = .transport("more than \(maximumRedirects) redirects", url: url.absoluteString) } }
            completionHandler(nil)
            return
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let result = lock.withLock { () -> Result<SkinDownloader.Response, SkinClientError> in
            let http = task.response as? HTTPURLResponse
            if let failure { return .failure(failure) }
            if let error { return .failure(.transport(error.localizedDescription, url: url.absoluteString)) }
            guard let http else { return .failure(.transport("no HTTP response", url: url.absoluteString)) }
            guard http.statusCode == 200 || http.statusCode == 304 else {
                return .failure(.httpStatus(http.statusCode, url: url.absoluteString))
            }
            // A body shorter than its announced length is a truncated transfer, whatever the
            // transport made of the closed connection.
            if http.statusCode == 200, http.expectedContentLength >= 0, Int64(body.count) != http.expectedContentLength {
                return .failure(
                    .transport("the connection closed after \(body.count) of \(http.expectedContentLength) bytes", url: url.absoluteString))
            }
            let etag = http.value(forHTTPHeaderField: "ETag")
            return .success(SkinDownloader.Response(status: http.statusCode, body: body, etag: etag))
        }
        finish(with: result)
    }
}
