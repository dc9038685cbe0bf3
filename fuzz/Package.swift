// swift-tools-version: 6.0
// The fuzz target: a separate package, so that `swift build` and `swift test` of the
// main package never build it. scripts/fuzz builds it with -sanitize=fuzzer.
import PackageDescription

let package = Package(
    name: "uim-parity-fuzz",
    dependencies: [.package(name: "uim-parity", path: "..")],
    targets: [
        .target(name: "CLibFuzzer"),
        .executableTarget(
            name: "uim-parity-fuzz",
            dependencies: ["CLibFuzzer", .product(name: "UIMParityFuzzing", package: "uim-parity")]),
    ],
    swiftLanguageModes: [.v6]
)
