import Foundation
import Testing
import TestSupport

/// The algorithms run on several threads; the report must not tell how many.
@Suite struct ParallelCheckTests {
    @Test func theReportIsTheSameOnOneThreadAndOnMany() throws {
        let sequential = try Binary.run(["check", "reference", "--format", "json", "--jobs", "1"])
        let parallel = try Binary.run(["check", "reference", "--format", "json", "--jobs", "4"])
        #expect(sequential.status == 1, "\(sequential.error)")
        #expect(parallel.status == sequential.status)
        #expect(parallel.output == sequential.output)
        // The drift the algorithms find is in the report, so the comparison covers them.
        #expect(parallel.output.contains("\"kind\": \"algorithm\""))
    }

    /// An interpreted canonical (the library's own) is run by every platform's check:
    /// each needs its own copy, or one platform's runs spend another's budget.
    @Test func aLibrarysInterpretedCanonicalGivesTheSameReportOnManyThreads() throws {
        let example = RepositoryPaths.root.appendingPathComponent("examples/badge")
        let sequential = try Binary.run(["check", "--jobs", "1"], in: example)
        let parallel = try Binary.run(["check", "--jobs", "3"], in: example)
        #expect(sequential.output.contains("badge.label"), "\(sequential.output)")
        #expect(parallel.status == sequential.status)
        #expect(parallel.output == sequential.output)
    }

    @Test func jobsMustBeAWholeNumberOfAtLeastOne() throws {
        let result = try Binary.run(["check", "reference", "--jobs", "0"])
        #expect(result.status == 2)
        #expect(result.error == "uim-parity: error: --jobs must be a whole number from 1 to 256, not '0'; see 'uim-parity check --help'\n", "\(result.error)")
    }
}
