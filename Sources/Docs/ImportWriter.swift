import Foundation
import Model

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an import plan all or nothing: LF, UTF-8 without BOM, only the files whose
/// content changed, never deleting anything.
///
/// Three phases, so that a refusal changes nothing and a crash changes as little as can be:
///
/// 1. Check (reads only). A plan with refused titles, or any file that cannot be swapped
///    in (a folder or a non-regular file in its place, a read-only file, a file where a
///    folder must go, a link out of the folder, a path too long, another file system),
///    refuses the whole run before anything is created.
/// 2. Stage. Every changed file is written, synced, into a staging folder of the tool's
///    own pattern, `.DIR.uim-parity-import-UUID`, beside the output folder (inside it
///    when its parent is not writable or is another file system), mirroring the output
///    folder's layout. The output folder is not touched; a crash here leaves only the
///    staging folder, which the next import removes.
/// 3. Swap. Only renames, in path order: each changed file onto its old version (or into
///    its existing folder), and each folder the output lacks as one rename of its whole
///    staged subtree, so new folders appear with all their files at once; an output
///    folder that does not exist yet is the staging folder renamed as a whole. The folders
///    that received entries are synced, then the (now empty) staging folder is removed. A
///    failed rename puts back what was swapped. A crash in this window, the only one, can
///    leave some files new and some old; it leaves the staging folder too, and the next
///    import removes it and writes what is still out of date.
public struct ImportWriter {
    public struct Outcome: Equatable, Sendable {
        public var written: [String] = []
        public var unchanged: [String] = []
    }

    /// Where the staging folder goes.
    enum StagingPlace: Equatable, Sendable {
        /// Beside the output folder when its parent is writable and on the same file
        /// system, else inside it.
        case besideOutputFolder
        /// Always inside the output folder (tests use it to stand in for an unwritable parent).
        case insideOutputFolder
    }

    public let outputFolder: URL
    let stagingPlace: StagingPlace

    public init(outputFolder: URL) {
        self.init(outputFolder: outputFolder, stagingPlace: .besideOutputFolder)
    }

    init(outputFolder: URL, stagingPlace: StagingPlace) {
        self.outputFolder = outputFolder
        self.stagingPlace = stagingPlace
    }

    /// The planned files whose content on disk differs (or that do not exist yet).
    public func outdated(_ plan: ImportPlan) -> [ImportPlan.PlannedFile] {
        plan.files.filter { file in
            FileManager.default.contents(atPath: shown(file.path)) != Data(file.content.utf8)
        }
    }

    /// Everything in the output folder that would stop `plan` being written, found
    /// without writing anything.
    public func problems(_ plan: ImportPlan) -> [ImportWriteError] {
        prepare(plan).problems
    }

    /// Writes the files of `plan` that changed, all or none. A plan with errors, or one
    /// with `problems`, is refused and nothing is written.
    public func write(_ plan: ImportPlan) throws(ImportWriteFailure) -> Outcome {
        let preparation = prepare(plan)
        guard plan.errors.isEmpty, preparation.problems.isEmpty else {
            throw ImportWriteFailure(refused: plan.errors, problems: preparation.problems, outputUnchanged: true)
        }
        guard let layout = preparation.layout else { return Outcome(unchanged: plan.files.map(\.path).sorted()) }
        ImportStaging.removeStale(of: layout.root)
        let outcome = Outcome(
            written: preparation.changes.map(\.path).sorted(),
            unchanged: plan.files.map(\.path).filter { !preparation.changedPaths.contains($0) }.sorted())
        guard !preparation.changes.isEmpty else { return outcome }
        try Transaction(layout: layout, changes: preparation.changes, shown: shown).run()
        return outcome
    }

    // MARK: - Checking

    /// The output folder resolved through links, and where the staging folder goes.
    struct Layout {
        /// The real path of the output folder (it may not exist yet).
        let root: String
        let rootExists: Bool
        /// The folders above a missing output folder to create, outermost first.
        let missingAncestors: [String]
        /// The staging folder's full path (its name chosen now, so its length is checked).
        let staging: String
        /// The file system the staging folder is on; every changed file must be on it too.
        let device: dev_t
    }

    /// One changed file.
    struct Change {
        /// The plan's path, as reported.
        let path: String
        /// Its path below the output folder through links: the staging folder mirrors it.
        let relative: String
        /// The first folder on the way that the output folder lacks, relative, if any.
        let missingFolder: String?
        let data: Data
        let mode: mode_t
        /// The content and mode it replaces, to put back if the swap fails.
        let old: (data: Data, mode: mode_t)?
    }

    struct Preparation {
        var layout: Layout?
        var changes: [Change] = []
        var changedPaths: Set<String> = []
        var problems: [ImportWriteError] = []
    }

    private func prepare(_ plan: ImportPlan) -> Preparation {
        var preparation = Preparation()
        let layout: Layout
        switch resolveLayout() {
        case let .failure(problem):
            preparation.problems.append(problem)
            return preparation
        case let .success(resolved): layout = resolved
        }
        preparation.layout = layout
        let newMode = 0o666 & ~currentUmask()
        var byRelative: [String: String] = [:]
        for file in plan.files.sorted(by: { $0.path < $1.path }) {
            let data = Data(file.content.utf8)
            switch inspect(file.path, layout: layout) {
            case let .failure(problem):
                preparation.problems.append(problem)
            case let .success(place):
                if let other = byRelative[place.relative] {
                    preparation.problems.append(ImportWriteError(
                        path: shown(file.path), reason: "is the same file as '\(other)' (through a link)"))
                    continue
                }
                byRelative[place.relative] = file.path
                if let existing = place.existing, existing.data == data { continue }
                let longest = max(join(layout.root, place.relative).utf8.count, join(layout.staging, place.relative).utf8.count)
                if longest >= Int(PATH_MAX) {
                    preparation.problems.append(ImportWriteError(
                        path: shown(file.path), reason: "the path would be \(longest) bytes, the system allows \(PATH_MAX - 1)"))
                    continue
                }
                preparation.changes.append(Change(
                    path: file.path, relative: place.relative, missingFolder: place.missingFolder, data: data,
                    mode: place.existing?.mode ?? newMode, old: place.existing))
                preparation.changedPaths.insert(file.path)
            }
        }
        // Through links, one planned file may need to be a folder of another.
        for (relative, file) in byRelative.sorted(by: { $0.key < $1.key }) {
            let components = relative.split(separator: "/")
            for count in 1..<max(components.count, 1) {
                guard let folder = byRelative[components.prefix(count).joined(separator: "/")] else { continue }
                preparation.problems.append(ImportWriteError(
                    path: shown(file), reason: "would need '\(folder)' to be a folder, and it is a planned file (through a link)"))
            }
        }
        return preparation
    }

    /// What is at a planned path now, followed through links that stay inside the output folder.
    struct Place {
        let relative: String
        let missingFolder: String?
        let existing: (data: Data, mode: mode_t)?
    }

    private func inspect(_ path: String, layout: Layout) -> Result<Place, ImportWriteError> {
        let components = path.split(separator: "/").map(String.init)
        func problem(_ reason: String, at count: Int = components.count) -> Result<Place, ImportWriteError> {
            .failure(ImportWriteError(path: shown(components.prefix(count).joined(separator: "/")), reason: reason))
        }
        var real = layout.root
        var index = 0
        if layout.rootExists {
            while index < components.count {
                let candidate = join(real, components[index])
                var status = stat()
                if lstat(candidate, &status) != 0 {
                    guard errno == ENOENT else { return problem(String(cString: strerror(errno)), at: index + 1) }
                    break
                }
                if status.st_mode & S_IFMT == S_IFLNK {
                    guard let target = RealPath.existing(candidate), stat(target, &status) == 0 else {
                        return problem("is a link that leads nowhere", at: index + 1)
                    }
                    guard RealPath.relative(target, below: layout.root) != nil else {
                        return problem("is a link that leads outside the output folder", at: index + 1)
                    }
                    real = target
                } else {
                    real = candidate
                }
                let isLast = index == components.count - 1
                let type = status.st_mode & S_IFMT
                if !isLast, type != S_IFDIR { return problem("is a file, not a folder", at: index + 1) }
                if isLast {
                    guard type != S_IFDIR else { return problem("is a folder") }
                    guard type == S_IFREG else { return problem("is not a regular file") }
                    guard status.st_mode & 0o222 != 0 else { return problem("is read-only") }
                    guard let data = FileManager.default.contents(atPath: real) else { return problem("cannot be read") }
                    if let problem = checkFolder((real as NSString).deletingLastPathComponent, layout: layout, path: path) {
                        return .failure(problem)
                    }
                    return .success(Place(
                        relative: RealPath.relative(real, below: layout.root) ?? "", missingFolder: nil, existing: (data, status.st_mode & 0o7777)))
                }
                index += 1
            }
        }
        // From `index` on nothing exists: `real` is the folder the missing part goes in.
        if layout.rootExists, let problem = checkFolder(real, layout: layout, path: path) { return .failure(problem) }
        let existingPart = RealPath.relative(real, below: layout.root) ?? ""
        let missing = components[index...].joined(separator: "/")
        let fullRelative = existingPart.isEmpty ? missing : existingPart + "/" + missing
        let missingFolder = index < components.count - 1
            ? (existingPart.isEmpty ? components[index] : existingPart + "/" + components[index]) : nil
        return .success(Place(relative: fullRelative, missingFolder: missingFolder, existing: nil))
    }

    /// Why a file cannot be swapped into the existing folder `folder`, or nil.
    private func checkFolder(_ folder: String, layout: Layout, path: String) -> ImportWriteError? {
        var status = stat()
        guard stat(folder, &status) == 0 else { return ImportWriteError(path: shown(path), reason: String(cString: strerror(errno))) }
        guard status.st_dev == layout.device else {
            return ImportWriteError(
                path: shown(path), reason: "is on another file system than the staging folder \(layout.staging), so it cannot be renamed into place")
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            return ImportWriteError(path: shown(path), reason: "its folder \(folder) is not writable")
        }
        return nil
    }

    /// The output folder's real path and the staging folder's place.
    private func resolveLayout() -> Result<Layout, ImportWriteError> {
        let given = outputFolder.standardizedFileURL.path
        // The nearest existing folder at or above the output folder.
        var existing = given
        var missing: [String] = []
        var status = stat()
        while lstat(existing, &status) != 0 {
            guard errno == ENOENT else { return .failure(ImportWriteError(path: given, reason: String(cString: strerror(errno)))) }
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        guard let real = RealPath.existing(existing), stat(real, &status) == 0 else {
            return .failure(ImportWriteError(path: existing, reason: "is a link that leads nowhere"))
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return .failure(ImportWriteError(path: existing, reason: "exists and is not a folder")) }
        let root = missing.reduce(real) { join($0, $1) }
        let name = (root as NSString).lastPathComponent
        let parent = (root as NSString).deletingLastPathComponent
        let stagingName = ImportStaging.newName(for: name)
        if !missing.isEmpty {
            // A new output folder: staged beside it and renamed into place whole.
            guard access(real, W_OK | X_OK) == 0 else {
                return .failure(ImportWriteError(path: given, reason: "cannot create the folder: \(real) is not writable"))
            }
            let ancestors = missing.dropLast().indices.map { missing[...$0].reduce(real) { join($0, $1) } }
            return .success(Layout(
                root: root, rootExists: false, missingAncestors: ancestors, staging: join(parent, stagingName),
                device: status.st_dev))
        }
        var parentStatus = stat()
        let beside = stagingPlace == .besideOutputFolder && root != "/"
            && stat(parent, &parentStatus) == 0 && parentStatus.st_dev == status.st_dev && access(parent, W_OK | X_OK) == 0
        return .success(Layout(
            root: root, rootExists: true, missingAncestors: [], staging: join(beside ? parent : root, stagingName),
            device: status.st_dev))
    }

    /// How the output folder's path is shown in messages: as the user named it.
    private func shown(_ relative: String) -> String {
        relative.split(separator: "/").reduce(outputFolder) { $0.appendingPathComponent(String($1)) }.path
    }
}

/// Why an import wrote nothing (or, if putting back a failed swap failed too, what it left).
public struct ImportWriteFailure: Error, Sendable {
    /// The plan's refused titles.
    public let refused: [ImportError]
    /// What in the output folder stopped the write.
    public let problems: [ImportWriteError]
    /// False only when a swap failed and what it had swapped could not all be put back.
    public let outputUnchanged: Bool
}

public struct ImportWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): cannot write: \(reason)" }
}

// MARK: - Staging and swapping

/// The staging folders of the tool: `.NAME.uim-parity-import-UUID`, NAME the output folder's name.
enum ImportStaging {
    static let marker = ".uim-parity-import-"

    static func newName(for name: String) -> String {
        ".\(name)\(marker)\(UUID().uuidString)"
    }

    /// Whether `candidate` is exactly a staging folder name for an output folder named `name`.
    static func matches(_ candidate: String, name: String) -> Bool {
        let prefix = ".\(name)\(marker)"
        guard candidate.hasPrefix(prefix) else { return false }
        let suffix = String(candidate.dropFirst(prefix.count))
        return UUID(uuidString: suffix)?.uuidString == suffix
    }

    /// Removes the staging folders a killed import left, beside and inside `root`: only
    /// real folders whose name matches the pattern exactly and that no running import
    /// holds (each run keeps a lock on its own).
    static func removeStale(of root: String) {
        let name = (root as NSString).lastPathComponent
        let places = root == "/" ? [root] : [(root as NSString).deletingLastPathComponent, root]
        for place in places {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: place)) ?? [] where matches(entry, name: name) {
                let path = join(place, entry)
                let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard descriptor >= 0 else { continue }
                defer { close(descriptor) }
                guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
                _ = removeTree(path)
            }
        }
    }

    /// Removes a folder and what is in it, never following a link (a link is removed, not its target).
    @discardableResult
    static func removeTree(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return errno == ENOENT }
        guard status.st_mode & S_IFMT == S_IFDIR else { return unlink(path) == 0 }
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            removeTree(join(path, entry))
        }
        return rmdir(path) == 0
    }
}

/// Stages the changes and swaps them in; puts back what it swapped if a rename fails.
private struct Transaction {
    let layout: ImportWriter.Layout
    let changes: [ImportWriter.Change]
    let shown: (String) -> String

    /// What one rename of the swap moves: a file, or a subtree the output folder lacks.
    struct Unit {
        let relative: String
        let replaced: (data: Data, mode: mode_t)?
    }

    func run() throws(ImportWriteFailure) {
        var createdAncestors: [String] = []
        var lock: Int32 = -1
        func fail(_ path: String, _ reason: String, outputUnchanged: Bool = true) -> ImportWriteFailure {
            if lock >= 0 { close(lock) }
            ImportStaging.removeTree(layout.staging)
            for folder in createdAncestors.reversed() { rmdir(folder) }
            return ImportWriteFailure(
                refused: [], problems: [ImportWriteError(path: path, reason: reason)], outputUnchanged: outputUnchanged)
        }
        // Stage: nothing below touches the output folder.
        for folder in layout.missingAncestors {
            if mkdir(folder, 0o777) == 0 {
                createdAncestors.append(folder)
            } else if errno != EEXIST {
                throw fail(folder, "cannot create the folder: \(errorText())")
            }
        }
        guard mkdir(layout.staging, 0o777) == 0 else { throw fail(layout.staging, "cannot create the staging folder: \(errorText())") }
        // Held until the end, so that another import's clean-up leaves this folder alone.
        lock = open(layout.staging, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard lock >= 0, flock(lock, LOCK_EX) == 0 else { throw fail(layout.staging, "cannot lock the staging folder: \(errorText())") }
        var lockStatus = stat()
        guard fstat(lock, &lockStatus) == 0, lockStatus.st_nlink > 0 else {
            throw fail(layout.staging, "the staging folder was removed by another import while it was made")
        }
        var stagedFolders: [String] = [layout.staging]
        var made: Set<String> = [layout.staging]
        for change in changes {
            let staged = join(layout.staging, change.relative)
            if let problem = makeFolders(for: change.relative, below: layout.staging, made: &made, created: &stagedFolders) {
                throw fail(problem, "cannot create the staging folder: \(errorText())")
            }
            if let failure = writeSynced(change.data, to: staged, mode: change.mode) {
                throw fail(shown(change.path), String(cString: strerror(failure)))
            }
        }
        // The staged folders become folders of the output: their entries must be on disk.
        for folder in stagedFolders.reversed() {
            if let failure = syncFolder(folder) { throw fail(folder, "cannot sync: \(String(cString: strerror(failure)))") }
        }

        // Swap: renames only, their paths worked out beforehand to keep this window short.
        let units = swapUnits()
        let moves = units.map { unit in
            unit.relative.isEmpty
                ? (from: layout.staging, to: layout.root)
                : (from: join(layout.staging, unit.relative), to: join(layout.root, unit.relative))
        }
        var done: [Unit] = []
        for (unit, move) in zip(units, moves) {
            guard rename(move.from, move.to) == 0 else {
                let failure = errno
                let restored = putBack(done)
                throw fail(
                    shown(unit.relative), "cannot rename into place: \(String(cString: strerror(failure)))"
                        + (restored ? "" : "; some files were swapped in and could not be put back, run the import again"),
                    outputUnchanged: restored)
            }
            done.append(unit)
        }
        var synced: Set<String> = []
        for move in moves {
            let folder = (move.to as NSString).deletingLastPathComponent
            if synced.insert(folder).inserted { _ = syncFolder(folder) }
        }
        if lock >= 0 { close(lock) }
        if units.first?.relative.isEmpty != true { ImportStaging.removeTree(layout.staging) }
    }

    /// The renames, in path order: the whole staging folder for a new output folder,
    /// else one per missing top folder and one per file whose folder exists.
    private func swapUnits() -> [Unit] {
        guard layout.rootExists else { return [Unit(relative: "", replaced: nil)] }
        var seen: Set<String> = []
        var units: [Unit] = []
        for change in changes.sorted(by: { $0.relative < $1.relative }) {
            if let folder = change.missingFolder {
                if seen.insert(folder).inserted { units.append(Unit(relative: folder, replaced: nil)) }
            } else {
                units.append(Unit(relative: change.relative, replaced: change.old))
            }
        }
        return units
    }

    /// Undoes the renames done so far, newest first: new files and folders go back into
    /// the staging folder, replaced files get their old content and mode back. Whether all of it worked.
    private func putBack(_ done: [Unit]) -> Bool {
        var complete = true
        for (number, unit) in done.enumerated().reversed() {
            let target = join(layout.root, unit.relative)
            if let old = unit.replaced {
                let temporary = join(layout.staging, ".restore-\(number)")
                if writeSynced(old.data, to: temporary, mode: old.mode) != nil || rename(temporary, target) != 0 { complete = false }
            } else if rename(target, join(layout.staging, unit.relative)) != 0 {
                complete = false
            }
        }
        return complete
    }

    /// Creates the missing folders on the way to `relative` below `base`; the path that failed, or nil.
    private func makeFolders(
        for relative: String, below base: String, made: inout Set<String>, created: inout [String]
    ) -> String? {
        var current = base
        for component in relative.split(separator: "/").dropLast() {
            current = join(current, String(component))
            guard made.insert(current).inserted else { continue }
            guard mkdir(current, 0o777) == 0 else { return current }
            created.append(current)
        }
        return nil
    }
}

// MARK: - Small system helpers

/// Writes a new file (never an existing one), with `mode`, synced; the errno of a failure, or nil.
private func writeSynced(_ data: Data, to path: String, mode: mode_t) -> Int32? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    guard descriptor >= 0 else { return errno }
    var failure: Int32?
    let bytes = [UInt8](data)
    var offset = 0
    while failure == nil, offset < bytes.count {
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
        if written < 0 {
            if errno != EINTR { failure = errno }
        } else {
            offset += written
        }
    }
    if failure == nil, fchmod(descriptor, mode) != 0 { failure = errno }
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    close(descriptor)
    return failure
}

/// Syncs a folder's entries to disk; the errno of a failure, or nil.
private func syncFolder(_ path: String) -> Int32? {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return errno }
    defer { close(descriptor) }
    return fsync(descriptor) == 0 ? nil : errno
}

private func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
}

private func errorText() -> String { String(cString: strerror(errno)) }

private func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
}
