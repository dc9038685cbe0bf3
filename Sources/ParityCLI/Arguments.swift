import Model
/// A command's arguments split into positionals, flags and valued options.
///
/// `--name value` and `--name=value` are both accepted; `--` ends options.
struct Arguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var options: [String: [String]] = [:]

    struct Spec {
        var flags: Set<String> = []
        var options: Set<String> = []
    }

    init(_ arguments: some Sequence<String>, spec: Spec) throws(UsageError) {
        var iterator = arguments.makeIterator()
        var onlyPositionals = false
        while let argument = iterator.next() {
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            if spec.flags.contains(name) {
                guard inlineValue == nil else { throw UsageError("\(name) takes no value") }
                flags.insert(name)
            } else if spec.options.contains(name) {
                guard let value = inlineValue ?? iterator.next() else { throw UsageError("\(name) needs a value") }
                options[name, default: []].append(value)
            } else {
                throw UsageError("unknown option '\(printable(name))'" + Suggestion.hint(for: name, among: (spec.flags.union(spec.options)).sorted()))
            }
        }
    }

    /// The single value of an option, refusing repeats.
    func value(_ name: String) throws(UsageError) -> String? {
        guard let values = options[name] else { return nil }
        guard values.count == 1 else { throw UsageError("\(name) given more than once") }
        return values[0]
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// A mistake in how the tool was called; exits 2 with the usage hint.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
