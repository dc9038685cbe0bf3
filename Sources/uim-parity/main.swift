import ParityCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A reader that goes away (`| head`) is a failed write the tool handles, not a signal.
signal(SIGPIPE, SIG_IGN)
exit(UIMParity.run(Array(CommandLine.arguments.dropFirst())).rawValue)
