import Foundation
import ThemifyCLI

exit(Themify.run(Array(CommandLine.arguments.dropFirst()), installsInterruptHandler: true).rawValue)
