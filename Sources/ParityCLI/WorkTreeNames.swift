import Comparison
import Foundation
import Model

/// A file's name as tools that work on a repository read it: in a git work tree,
/// relative to its top, as `git diff` names files (`git apply` in a subfolder reads a
/// patch's names so, and skips others without a word; GitHub reads an annotation's
/// `file=` from the repository's top); elsewhere relative to the current folder
/// (`./kotlin/X.kt` → `kotlin/X.kt`).
struct WorkTreeNames {
    /// The top of the work tree the current folder is in.
    let top = GitFiles.workTreeTop(of: FileManager.default.currentDirectoryPath)

    func name(_ path: String) -> String {
        if let top, let below = RealPath.relative(RealPath.of(path), below: top), !below.isEmpty { return below }
        var shown = path
        while shown.hasPrefix("./") { shown.removeFirst(2) }
        return shown
    }
}
