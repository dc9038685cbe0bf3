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
        .executable(name: "uim-parity", targets: ["uim-parity"])
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

        // The fetched grammars plus the project's own TSX/TypeScript scanner.
        .target(name: "TreeSitterGrammars", dependencies: ["CTreeSitter"]),

        // Parse: a safe Swift API over tree-sitter, and the languages uim-parity reads.
        .target(name: "TreeSitter", dependencies: ["CTreeSitter"]),
        .target(name: "Parsing", dependencies: ["TreeSitter", "TreeSitterGrammars"]),

        // Source: docs pages (Markdown) → files under reference/.
        .target(name: "Docs", dependencies: ["CCMark"]),

        // The command line: parses arguments, wires the stages, prints.
        .target(name: "ParityCLI", dependencies: ["Parsing", "Docs"]),
        .executableTarget(name: "uim-parity", dependencies: ["ParityCLI"]),

        // Tests mirror the modules; EndToEndTests run the built binary.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TreeSitterTests", dependencies: ["TreeSitter", "Parsing"]),
        .target(name: "ScannerHarness", dependencies: ["TreeSitterGrammars"], path: "Tests/ScannerHarness"),
        .testTarget(name: "ParsingTests", dependencies: ["Parsing", "TestSupport", "ScannerHarness"]),
        .testTarget(name: "DocsTests", dependencies: ["Docs", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["uim-parity", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
