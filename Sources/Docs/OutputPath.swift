import Foundation
import Model

/// Turns a block title into a path under the output folder, refusing any title that
/// could write elsewhere: absolute paths, `..`, control characters, and paths that
/// pass through a symbolic link leading out of the folder.
enum OutputPath {
    /// The title's path components, or why the title is refused.
    static func components(ofTitle title: String) -> Result<[String], TitleProblem> {
        if title.isEmpty { return .failure(.init("empty title")) }
        if title.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return .failure(.init("title contains a control character"))
        }
        if title.hasPrefix("/") || title.hasPrefix("~") || isDriveLetterPath(title) {
            return .failure(.init("title '\(title)' is an absolute path"))
        }
        if title.contains("\\") { return .failure(.init("title '\(title)' contains a backslash")) }
        let components = title.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if components.contains("..") { return .failure(.init("title '\(title)' contains '..'")) }
        if components.contains(where: { $0.isEmpty || $0 == "." }) {
            return .failure(.init("title '\(title)' has an empty or '.' path component"))
        }
        if components.contains(where: { $0.hasPrefix(".") }) {
            return .failure(.init("title '\(title)' has a hidden path component (starting with '.')"))
        }
        // File systems allow 255 bytes; the atomic write adds a temporary suffix.
        if components.contains(where: { $0.utf8.count > 200 }) {
            return .failure(.init("title '\(title)' has a path component longer than 200 bytes"))
        }
        return .success(components)
    }

    /// Checks that no existing part of `relativePath` under `root` is a link that
    /// resolves outside `root`; returns why it is unsafe, or nil.
    static func escapeThroughLink(relativePath: [String], root: URL) -> String? {
        let rootReal = root.resolvingSymlinksInPath().standardizedFileURL.path
        var current = root
        for component in relativePath {
            current.appendPathComponent(component)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: current.path) else {
                return nil  // Nothing exists from here on: nothing to follow.
            }
            guard attributes[.type] as? FileAttributeType == .typeSymbolicLink else { continue }
            let target = current.resolvingSymlinksInPath().standardizedFileURL.path
            let dangling = !FileManager.default.fileExists(atPath: target)
            if dangling || RealPath.relative(target, below: rootReal) == nil {
                return "'\(relativePath.joined(separator: "/"))' would be written through the link "
                    + "'\(current.path)', which leads outside the output folder or nowhere"
            }
        }
        return nil
    }

    private static func isDriveLetterPath(_ title: String) -> Bool {
        let scalars = Array(title.unicodeScalars.prefix(2))
        return scalars.count == 2 && scalars[1] == ":" && scalars[0].properties.isAlphabetic
    }

    struct TitleProblem: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}

/// A lowercase ASCII slug for file names made from headings and doc names.
enum Slug {
    static func make(_ text: String, fallback: String = "untitled") -> String {
        var slug = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !slug.isEmpty { slug += "-" }
                slug.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        let limited = String(slug.prefix(60))
        return limited.isEmpty ? fallback : limited
    }
}
