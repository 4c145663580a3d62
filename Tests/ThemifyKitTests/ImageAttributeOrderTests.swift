import Foundation
import Testing
import ThemifyModel
import ThemifyXML

@testable import ThemifyKit

/// Where a new image attribute goes among an element's attributes, checked against every
/// Xcode-written file: for each row that writes an image attribute, every attribute a file
/// shows after that image on that element is one the row puts the image before, and none a
/// file shows before it is. A row that misses one writes the image after it wherever the
/// element has that attribute but no image yet (a menu item's `hidden`, a toolbar item's
/// `sizingBehavior`).
@Suite struct ImageAttributeOrderTests {
    /// An element name and image attribute, for documents of one platform.
    struct Holder: Hashable, CustomStringConvertible {
        let element: String
        let attribute: String
        let appKit: Bool
        var description: String { "\(appKit ? "macOS" : "iOS") <\(element) \(attribute)=…>" }
    }

    /// The rows' holders, each with the attributes its image goes before.
    static var holders: [Holder: Set<String>] {
        var found: [Holder: Set<String>] = [:]
        for row in PropertyTable.rows where row.element != PropertyTable.allViews {
            guard case .imageAttribute(let attribute, let before) = row.form.storage else { continue }
            let element: String
            switch row.form.place {
            case .element: element = row.element
            case .state: element = "state"
            case .child(let name, _, _): element = name
            default: continue
            }
            found[Holder(element: element, attribute: attribute, appKit: row.platform == .appKit), default: []].formUnion(before)
        }
        return found
    }

    /// The Xcode-written layouts: the corpus, the oracle's files after each commit and the
    /// developer's own (`THEMIFY_ORACLE_LAYOUTS`).
    static var layouts: [URL] {
        let cases = Fixtures.corpus.deletingLastPathComponent().appendingPathComponent("oracle/cases")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cases.path)) ?? []
        let afters = names.sorted().flatMap { name in
            ["after.xib", "after.storyboard"].map { cases.appendingPathComponent(name).appendingPathComponent($0) }
        }
        return Fixtures.corpusLayouts + afters.filter { FileManager.default.fileExists(atPath: $0.path) } + Fixtures.ownOracleLayouts
    }

    @Test func everyImageGoesBeforeWhatXcodeWritesAfterIt() throws {
        let holders = Self.holders
        #expect(holders.count >= 12, "\(holders.keys)")
        var seenAfter: [Holder: Set<String>] = [:]
        var seenBefore: [Holder: Set<String>] = [:]
        // Attributes some file writes before an element's `id`: the others (a custom class and
        // its module) always follow it, so a row that puts the image before `id` has them.
        var beforeID: [String: Set<String>] = [:]
        for file in Self.layouts {
            let layout = try Layout(path: file.lastPathComponent, bytes: try Fixtures.bytes(file))
            guard layout.format == .document else { continue }
            let appKit = DocumentFacts.isAppKit(root: layout.document.root)
            layout.document.root.forEachInSubtree { element in
                let names = element.attributes.map(\.name)
                if let id = names.firstIndex(of: "id") { beforeID[element.name, default: []].formUnion(names[..<id]) }
                for (index, name) in names.enumerated() {
                    let holder = Holder(element: element.name, attribute: name, appKit: appKit)
                    guard holders[holder] != nil else { continue }
                    seenBefore[holder, default: []].formUnion(names[..<index])
                    seenAfter[holder, default: []].formUnion(names[(index + 1)...])
                }
            }
        }
        // Two rows no file shows yet: a button configuration's image and a button cell's
        // alternate image. Every other row has its files.
        #expect(holders.keys.count { seenAfter[$0] != nil } >= holders.count - 2, "\(holders.keys.filter { seenAfter[$0] == nil })")
        for (holder, before) in holders {
            let after = seenAfter[holder] ?? []
            // `catalog` goes with the image itself (`ImageAttributeCodec.setImage`).
            var missing = after.subtracting(before).subtracting(["catalog"])
            if before.contains("id") { missing.formIntersection(beforeID[holder.element] ?? []) }
            #expect(missing.isEmpty, "\(holder): the image goes before \(missing.sorted()) too")
            let wrong = before.intersection(seenBefore[holder] ?? [])
            #expect(wrong.isEmpty, "\(holder): files write \(wrong.sorted()) before the image")
        }
    }
}
