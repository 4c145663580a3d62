import ThemifyKit
import ThemifyModel

/// Every file `themify preview` writes for one rendering — each picture's SVG (and PNG), and the
/// `index.html` contact sheet — made in memory first, so a rasterizer that fails halfway leaves
/// the folder as it was.
package enum PreviewFileSet {
    /// `rasterizer` nil: SVG pictures and the sheet only.
    package static func files(
        of result: PreviewBuilder.Result, in folder: String, rasterizer: PNGRasterizer?, scale: Double
    ) throws(PNGRasterizer.Failure) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        for picture in result.pictures {
            let stem = PathNames.join(folder, picture.fileStem)
            files.append((stem + ".svg", Array(picture.svgDocument.utf8)))
            if let rasterizer {
                files.append((stem + ".png", try rasterizer.png(of: picture.svgDocument, size: picture.size, scale: scale)))
            }
        }
        files.append((PathNames.join(folder, "index.html"), Array(ContactSheet.html(result, compare: result.comparison).utf8)))
        return files
    }

    /// The one output rule (`OutputPathPolicy`): no picture or sheet over a layout, a theme or
    /// the configuration, nor through a link out of the project.
    package static func outputProblems(
        _ paths: [String], in folder: String, layouts: [String], themes: [ResolvedTheme], configuration: Configuration?,
        projectFolder: String
    ) -> [Diagnostic] {
        var policy = OutputPathPolicy(projectFolder: projectFolder)
        for path in paths { policy.add("preview file", at: path, origin: .commandLine, inside: folder) }
        for layout in layouts { policy.protect("the input layout", at: layout) }
        for theme in themes {
            for file in theme.chain { policy.protect("the theme file", at: file.path) }
        }
        if let configuration { policy.protect("the configuration", at: configuration.path) }
        return policy.problems()
    }
}
