// docbuild: compiles and runs every Swift sample in Articles/*.md. All the work is in DocBuildKit.
import DocBuildKit
import Foundation

exit(await DocBuildCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
