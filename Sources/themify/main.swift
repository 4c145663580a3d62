import Foundation
import ThemifyCLI

exit(Themify.run(Array(CommandLine.arguments.dropFirst()), installsInterruptHandler: true, isTerminal: isatty(STDERR_FILENO) != 0).rawValue)
