import CLibFuzzer
import Foundation

/// The fuzz target's program. SwiftPM gives every executable its own `main`, so this is
/// it: `--seed-corpus DIR [--docs DIR]` writes the seed inputs; anything else goes to
/// libFuzzer (`uim-parity-fuzz CORPUS -max_total_time=60`, or a crash file to replay).
@main
enum FuzzMain {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--seed-corpus" {
            exit(MainActor.assumeIsolated { Seeds.write(arguments: Array(arguments.dropFirst())) })
        }
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, { data, size in
            // libFuzzer runs every input on the thread that called it: the main thread.
            MainActor.assumeIsolated { Harness.shared.run(FuzzInput(UnsafeBufferPointer(start: data, count: size))) }
            return 0
        }))
    }
}

/// One error line of the fuzz target itself (not a finding), and exit 2.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("uim-parity-fuzz: error: \(message)\n".utf8))
    exit(2)
}
