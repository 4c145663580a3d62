import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// The output rule's path resolution, on a real folder tree: links followed, `..` taken against
/// the real file system even under folders that do not exist yet.
@Suite struct OutputPathPolicyUnitTests {
    static func tree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("themify-policy-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Project/Layouts", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Outside", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: root + "/Project/Profile.xib"))
        try FileManager.default.createSymbolicLink(atPath: root + "/Project/Linked", withDestinationPath: "../Outside")
        return FileReading.realPath(root) ?? root
    }

    @Test func dotDotUnderAMissingFolderIsItsParent() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var paths = RealPaths(currentDirectory: root + "/Project")
        #expect(paths.resolve("out/../Profile.xib") == root + "/Project/Profile.xib")
        #expect(paths.resolve("out/deeper/../../Layouts/../Profile.xib") == root + "/Project/Profile.xib")
        #expect(
            paths.resolve("Linked/../Project/Profile.xib") == root + "/Project/Profile.xib", "'..' after a link is the link target's parent"
        )
        #expect(paths.resolve("Linked/new/file.xib") == root + "/Outside/new/file.xib")
        #expect(paths.lexical("Linked/new/../file.xib") == root + "/Project/Linked/file.xib")
    }

    @Test func outputsAreHeldToTheirOrigin() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var policy = OutputPathPolicy(projectFolder: root + "/Project")
        let project = PathOrigin.confined(root: root + "/Project")
        #expect(policy.confinementProblem("x", path: root + "/Project/Generated/a.xib", origin: project, writing: true) == nil)
        #expect(policy.confinementProblem("x", path: root + "/Project/../Outside/a.xib", origin: project, writing: true) != nil)
        #expect(policy.confinementProblem("x", path: root + "/Project/Linked/a.xib", origin: project, writing: true) != nil)
        // Typed on the command line: elsewhere by what it says, never through a link.
        #expect(policy.confinementProblem("x", path: root + "/Outside/a.xib", origin: .commandLine, writing: true) == nil)
        #expect(policy.confinementProblem("x", path: root + "/Project/Linked/a.xib", origin: .commandLine, writing: true) != nil)
        #expect(policy.confinementProblem("x", path: "", origin: .commandLine, writing: true) != nil)
    }

    @Test func anOutputOverAnInputIsRefusedWhateverItsSpelling() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var policy = OutputPathPolicy(projectFolder: root + "/Project")
        policy.protect("the input layout", at: root + "/Project/Profile.xib")
        policy.add("nib map", at: root + "/Project/missing/../Profile.xib", origin: .commandLine)
        policy.add("output list", at: root + "/Project/Layouts/../Generated/list", origin: .commandLine)
        policy.add("input list", at: root + "/Project/Generated/./list", origin: .commandLine)
        let problems = policy.problems()
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.first?.message.contains("would overwrite the input layout") == true)
        #expect(problems.last?.message.contains("would both be written") == true)
    }
}
