// swift-tools-version: 6.0
// The fuzz target: a separate package, so that `swift build` and `swift test` of the
// main package never build it. scripts/fuzz builds it with -sanitize=fuzzer.
import PackageDescription

let package = Package(
    name: "uim-parity-fuzz",
    // `name:`, because a path dependency's identity is its folder's name (a checkout
    // can be called anything: main, a worktree).
    dependencies: [.package(name: "uim-parity", path: "..")],
    targets: [
        .target(name: "CLibFuzzer"),
        .executableTarget(
            name: "uim-parity-fuzz",
            dependencies: ["CLibFuzzer", .product(name: "UIMParityFuzzing", package: "uim-parity")]),
    ],
    swiftLanguageModes: [.v6]
)
