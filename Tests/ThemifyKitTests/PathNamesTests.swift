import Testing
import ThemifyModel

@testable import ThemifyKit

@Suite struct PathNamesTests {
    @Test(arguments: [("a/b/c.xib", "a/b"), ("c.xib", ""), ("/c.xib", "/"), ("O", ""), ("a/b/", "a"), ("/", "/")])
    func parent(path: String, parent: String) {
        #expect(PathNames.parent(of: path) == parent)
    }

    @Test(arguments: [("a/b/c.xib", "c.xib"), ("c.xib", "c.xib"), ("a/b/", "b"), ("O", "O")])
    func lastComponent(path: String, last: String) {
        #expect(PathNames.lastComponent(of: path) == last)
    }

    @Test func stemsExtensionsAndJoins() {
        #expect(PathNames.stem(of: "Profile.xib") == "Profile")
        #expect(PathNames.stem(of: "holiday.new-year.json") == "holiday.new-year")
        #expect(PathNames.stem(of: ".hidden") == ".hidden")
        #expect(PathNames.pathExtension(of: "Main.storyboard") == "storyboard")
        #expect(PathNames.pathExtension(of: "README") == "")
        #expect(PathNames.join("", "a.xib") == "a.xib")
        #expect(PathNames.join("out/", "a.xib") == "out/a.xib")
        #expect(PathNames.join("out", "a.xib") == "out/a.xib")
    }

    @Test func variantPathsKeepTheStructureBelowTheInputFolder() {
        #expect(
            LayoutFinder.variantPath(
                for: "App/Layouts/Sub/Main.storyboard", theme: "metal", outputDirectory: "Gen", relativeTo: "App/Layouts")
                == "Gen/Sub/Main-metal.storyboard")
        #expect(LayoutFinder.variantPath(for: "Profile.xib", theme: "pink", outputDirectory: nil, relativeTo: nil) == "Profile-pink.xib")
        #expect(
            LayoutFinder.variantPath(for: "a/Profile.xib", theme: "pink", outputDirectory: "O", relativeTo: nil) == "O/Profile-pink.xib")
    }
}
