// swift-tools-version: 6.0
// uim-parity: checks that the uim component library's TSX, SwiftUI and Compose
// implementations agree with the canonical Swift implementation.
//
// Data flows source → parse → extract → normalize → compare → report; each stage is
// a module below. Native dependencies are Debian (or Homebrew) system libraries found
// through pkg-config; the tree-sitter grammars are fetched by scripts/setup.
import PackageDescription

let package = Package(
    name: "uim-parity",
    products: [
        .executable(name: "uim-parity", targets: ["uim-parity"]),
        // For the fuzz target only (fuzz/Package.swift, built by scripts/fuzz): a package
        // can link another's library products, not its executable. `swift build` builds
        // these targets anyway, so this adds nothing to the main build.
        .library(name: "UIMParityFuzzing", targets: ["ParityCLI", "Parsing", "TreeSitter", "Extraction", "Rules", "BuiltinData", "Model"]),
    ],
    targets: [
        // System libraries.
        .systemLibrary(
            name: "CTreeSitter",
            pkgConfig: "tree-sitter",
            providers: [.apt(["libtree-sitter-dev"]), .brew(["tree-sitter"])]
        ),
        .systemLibrary(
            name: "CCMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),

        // The fetched grammars plus the project's own TSX/TypeScript scanner.
        .target(name: "TreeSitterGrammars", dependencies: ["CTreeSitter"]),

        // Parse: a safe Swift API over tree-sitter, and the languages uim-parity reads.
        .target(name: "TreeSitter", dependencies: ["CTreeSitter", "CPCRE2"]),
        .target(name: "Parsing", dependencies: ["TreeSitter", "TreeSitterGrammars", "Model"]),

        // Shared vocabulary: platforms, values, findings.
        .target(name: "Model"),
        .target(name: "YAML", dependencies: ["CYAML", "Model"]),
        .target(name: "Rules", dependencies: ["Model", "YAML"]),

        // The canonical implementation: plain Swift, no UI framework. Compiled (the
        // algorithms are the oracle) and read as source (the constants).
        .target(name: "Canonical"),

        // Extract: locators run on one parsed, indexed file; exact constant folding.
        .target(name: "Extraction", dependencies: ["Parsing", "TreeSitter", "Model", "Rules"]),

        // Algorithms: lowering to a small IR, an interpreter with each platform's number
        // semantics, and differential checks against the compiled canonical.
        // Release builds leave out the run-time exclusivity checks here: the interpreter's
        // scopes and heap are class storage, and checking every access cost 8 % of a check
        // of a generated library (debug builds, and so the tests, keep them).
        .target(
            name: "Algorithms", dependencies: ["Extraction", "Model", "Parsing", "Rules", "TreeSitter", "Canonical"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),

        // Normalize: units, colors, easings, token aliases, platform defaults.
        .target(name: "Normalization", dependencies: ["Extraction", "Model", "Rules"]),

        // Fix: the edit that gives a drifting value the canonical one, in the notation the
        // platform writes it in (verified by reading the fact again); applying edits.
        .target(name: "Fix", dependencies: ["Extraction", "Model"]),

        // Compare: every fact against the canonical; findings and the parity matrix.
        .target(name: "Comparison", dependencies: ["Algorithms", "Extraction", "Fix", "Normalization", "Parsing", "Model", "Rules", "YAML"]),

        // Report: one printer per format, all reading the same result.
        .target(name: "Report", dependencies: ["Comparison", "Normalization", "Model", "Rules"]),

        // The canonical sources and default rules, embedded in the binary at build time.
        .executableTarget(name: "EmbedFiles"),
        .plugin(name: "EmbedBuiltinData", capability: .buildTool(), dependencies: ["EmbedFiles"]),
        .target(name: "BuiltinData", dependencies: ["Model"], plugins: ["EmbedBuiltinData"]),

        // Source: docs pages (Markdown) → files under reference/.
        .target(name: "Docs", dependencies: ["CCMark", "Model", "Parsing", "TreeSitter"]),

        // The command line: parses arguments, wires the stages, prints.
        .target(
            name: "ParityCLI",
            dependencies: ["Parsing", "Docs", "Rules", "Comparison", "Report", "BuiltinData", "YAML", "Model", "Normalization", "Fix", "CCrypto"]),
        .executableTarget(name: "uim-parity", dependencies: ["ParityCLI"]),

        // Tests mirror the modules; EndToEndTests run the built binary.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TreeSitterTests", dependencies: ["TreeSitter", "Parsing", "TestSupport"]),
        .target(name: "ScannerHarness", dependencies: ["TreeSitterGrammars"], path: "Tests/ScannerHarness"),
        .testTarget(name: "ParsingTests", dependencies: ["Parsing", "TestSupport", "ScannerHarness"]),
        .testTarget(name: "DocsTests", dependencies: ["Docs", "TestSupport"]),
        .testTarget(name: "CanonicalTests", dependencies: ["Canonical", "Comparison", "Rules", "BuiltinData", "Model", "TestSupport"]),
        .testTarget(name: "RulesTests", dependencies: ["Rules", "Model", "BuiltinData"]),
        .testTarget(name: "FixTests", dependencies: ["Fix", "Extraction", "Model"]),
        .testTarget(
            name: "AlgorithmsTests",
            dependencies: ["Algorithms", "Comparison", "Extraction", "Parsing", "Rules", "BuiltinData", "Model", "TestSupport"]),
        .testTarget(
            name: "ComparisonTests",
            dependencies: ["Algorithms", "Comparison", "Extraction", "Rules", "BuiltinData", "TestSupport", "Model", "Normalization", "Parsing", "YAML"]),
        .testTarget(name: "EndToEndTests", dependencies: ["uim-parity", "ParityCLI", "Comparison", "Model", "TestSupport"], exclude: ["Golden", "Inputs"]),
    ],
    swiftLanguageModes: [.v6]
)

// Release builds on Linux link the Swift runtime and Foundation statically, as SwiftLint's
// Linux release does (its tools/build-linux-release.sh passes `-Xswiftc -static-stdlib`).
// The dynamic loader resolved their symbols at every start (6 ms of a 17 ms `--version`;
// a pre-commit hook starts at every commit), and runtime calls went through the PLT:
// `check reference/` takes 0.91× the time, the hook 0.88× (paired runs, README
// "Performance"). The flag reaches every Swift module, not only the link: a module
// compiled against the shared runtime asks the linker for the shared libraries
// (scripts/fuzz passes it to the fuzz target too). Debug builds, and so the tests, stay
// dynamic: they link faster. The toolchain's lld links, as SwiftLint's release does: the
// system's gold printed a warning about Foundation's own archive at every link ("the use
// of `mktemp' is dangerous", swiftlang/swift-foundation#1358), which lld does not.
let staticRuntime = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
for target in package.targets where [.regular, .executable].contains(target.type) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-static-stdlib"], staticRuntime)]
    if target.type == .executable {
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-static-stdlib", "-use-ld=lld"], staticRuntime)]
    }
}
