import ParityCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(UIMParity.run(Array(CommandLine.arguments.dropFirst())).rawValue)
