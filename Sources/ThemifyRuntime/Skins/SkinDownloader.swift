import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One bounded HTTP GET: the body is refused as soon as the `Content-Length` or the bytes that
/// arrived pass `limit`, so a hostile or broken server can never make the client hold more than
/// the signed manifest says a file is. No cache sits in between (the client keeps its own
/// `ETag`), redirects are counted, and both timeouts come from the configuration.
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

    func get(_ url: URL, limit: Int, ifNoneMatch etag: String? = nil) async throws(SkinClientError) -> Response {
        guard url.scheme == "https" || url.scheme == "http" else { throw .transport("not an http(s) URL", url: url.absoluteString) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = resourceTimeout
        configuration.httpShouldSetCookies = false
        var request = URLRequest(url: url)
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let transfer = BoundedTransfer(url: url, limit: limit, maximumRedirects: maximumRedirects)
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

    init(url: URL, limit: Int, maximumRedirects: Int) {
        self.url = url
        self.limit = limit
        self.maximumRedirects = maximumRedirects
    }

    func start(_ task: URLSessionDataTask, reportingTo continuation: CheckedContinuation<Result<SkinDownloader.Response, SkinClientError>, Never>) {
        lock.withLock { self.continuation = continuation }
        task.resume()
    }

    private func fail(_ error: SkinClientError, _ task: URLSessionTask) {
        lock.withLock { if failure == nil { failure = error } }
        task.cancel()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse, completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
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
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
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
        let (continuation, result) = lock.withLock { () -> (CheckedContinuation<Result<SkinDownloader.Response, SkinClientError>, Never>?, Result<SkinDownloader.Response, SkinClientError>) in
            defer { self.continuation = nil }
            let http = task.response as? HTTPURLResponse
            if let failure { return (self.continuation, .failure(failure)) }
            if let error { return (self.continuation, .failure(.transport(error.localizedDescription, url: url.absoluteString))) }
            guard let http else { return (self.continuation, .failure(.transport("no HTTP response", url: url.absoluteString))) }
            guard http.statusCode == 200 || http.statusCode == 304 else {
                return (self.continuation, .failure(.httpStatus(http.statusCode, url: url.absoluteString)))
            }
            // A body shorter than its announced length is a truncated transfer, whatever the
            // transport made of the closed connection.
            if http.statusCode == 200, http.expectedContentLength >= 0, Int64(body.count) != http.expectedContentLength {
                return (self.continuation, .failure(.transport("the connection closed after \(body.count) of \(http.expectedContentLength) bytes", url: url.absoluteString)))
            }
            let etag = http.value(forHTTPHeaderField: "ETag")
            return (self.continuation, .success(SkinDownloader.Response(status: http.statusCode, body: body, etag: etag)))
        }
        continuation?.resume(returning: result)
    }
}
