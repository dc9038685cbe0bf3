.package(url: "https://github.com/phosphor-icons/swift", from: "2.1.0")
