import Foundation
import PackagePlugin

/// Embeds the canonical Swift sources (Sources/Canonical) and the default rules
/// (rules/*.yml) into the BuiltinData target, so the binary carries them.
@main
struct EmbedBuiltinData: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let canonical = try files(in: root.appending(path: "Sources/Canonical"), withExtension: "swift")
        let rules = try files(in: root.appending(path: "rules"), withExtension: "yml")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        let arguments = [output.path] + canonical.map { "canonical=\($0.path)" } + rules.map { "rules=\($0.path)" }
        return [
            .buildCommand(
                displayName: "Embedding the canonical sources and default rules",
                executable: try context.tool(named: "EmbedFiles").url,
                arguments: arguments,
                inputFiles: canonical + rules,
                outputFiles: [output])
        ]
    }

    private func files(in folder: URL, withExtension fileExtension: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == fileExtension }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
