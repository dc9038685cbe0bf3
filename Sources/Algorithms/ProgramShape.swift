import Model

/// A lowered program with its positions left out: two programs of one shape run alike,
/// step for step, and differ only in where their code is (a flavor's copy of a function
/// further down its file), so a traced run of one is a run of the other at its own sites.
public struct ProgramShape {
    /// Every value the program holds, written out; a site as its text only.
    private let text: String
    /// The sites whose positions are left out, in the order the shape met them: two
    /// shapes' sites pair up.
    private let sites: [Site]
    /// Whether the program holds a value `Mirror` cannot write out (a Swift closure):
    /// such a shape is like no other.
    private let opaque: Bool
    /// The values written as `#` in `text`, in its order.
    private let leaves: [AnyHashable]

    /// The code (`Expr`, `Stmt`, `Closure`) and the file's constants are written by
    /// hand, each case named by a switch the compiler checks: they are most of a program,
    /// and `Mirror` costs thousands of instructions a value. The rest (the types' tables,
    /// the bindings, event code) is written with `Mirror`, which reaches every stored
    /// value, so a field added there is written too. A dictionary's or a set's members
    /// are written in the order of their written text.
    public init(of program: PlatformProgram) {
        var writer = Writer()
        writer.write(program)
        text = writer.text
        sites = writer.sites
        leaves = writer.leaves
        opaque = writer.opaque
    }

    /// Each of this shape's sites with the other's in its place; nil unless the two
    /// programs run alike and their sites pair one to one.
    public func siteMap(to other: ProgramShape) -> [Site: Site]? {
        // Byte for byte (see `hasSameBytes`): the interpreter tells the lengths apart.
        guard !opaque, !other.opaque, text.hasSameBytes(as: other.text), leaves == other.leaves else { return nil }
        var forward: [Site: Site] = [:]
        var backward: [Site: Site] = [:]
        for (mine, theirs) in zip(sites, other.sites) {
            guard forward[mine, default: theirs] == theirs, backward[theirs, default: mine] == mine else { return nil }
            forward[mine] = theirs
            backward[theirs] = mine
        }
        return forward
    }

    /// Writes into one text: a member of a dictionary or a set is written on its own,
    /// then all in the order of their text.
    private struct Writer {
        var text = ""
        var sites: [Site] = []
        var opaque = false
        var leaves: [AnyHashable] = []

        mutating func write(_ value: Any) {
            switch value {
            case let site as Site:
                write(site)
            case is Location, is PlatformProgram.UnavailableConstants:
                // Where the code starts, why constants are missing: the report's, never read by a run.
                return
            case let constant as RValue:
                write(constant)
            case let expression as Expr:
                write(expression)
            case let statement as Stmt:
                write(statement)
            case let closure as Closure:
                write(closure)
            case let compiled as CompiledExpression:
                write(compiled.expression)
            case let block as CompiledBlock:
                write(block.statements)
            case let name as String:
                word(name)
            case let number as Int:
                text += "i\(number);"
            case let flag as Bool:
                text += flag ? "T" : "F"
            case let reason as NotAnalyzable:
                write(reason)
            default:
                writeFields(of: value)
            }
        }

        private mutating func writeFields(of value: Any) {
            let mirror = Mirror(reflecting: value)
            text += typeName(of: value)
            if mirror.superclassMirror != nil { opaque = true }
            guard !mirror.children.isEmpty else {
                writeLeaf(value, mirror.displayStyle)
                return
            }
            text += "("
            if mirror.displayStyle == .dictionary || mirror.displayStyle == .set {
                writeSorted(mirror.children)
            } else {
                for child in mirror.children {
                    text += child.label ?? ""
                    text += ":"
                    write(child.value)
                    text += ","
                }
            }
            text += ")"
        }

        // The code, by its cases and fields. A switch must name every case; a field added
        // to `Closure` or `Argument` fails `SharedRunsTests.theShapeWritesEveryFieldOfTheCode`.

        private mutating func write(_ expression: Expr) {
            switch expression {
            case let .literal(value): mark("lit"); write(value)
            case let .name(name): mark("name"); word(name)
            case let .member(base, name): mark("member"); write(base); word(name)
            case let .subscriptAccess(base, index): mark("subscript"); write(base); write(index)
            case let .call(receiver, name, arguments, closure):
                mark("call")
                if let receiver { write(receiver) } else { mark("free") }
                word(name.text)
                for argument in arguments {
                    if let label = argument.label { word(label) } else { mark("unlabelled") }
                    write(argument.value)
                }
                if let closure { write(closure) } else { mark("noclosure") }
            case let .unary(op, operand): mark("unary"); word(op.text); write(operand)
            case let .binary(op, lhs, rhs): mark("binary"); word(op.text); write(lhs); write(rhs)
            case let .conditional(condition, then, otherwise): mark("conditional"); write(condition); write(then); write(otherwise)
            case let .optionalBinding(name, value): mark("optionalBinding"); word(name); write(value)
            case let .list(items): mark("list"); write(items)
            case let .interpolation(parts):
                mark("interpolation")
                for part in parts {
                    switch part {
                    case let .text(text): mark("text"); word(text)
                    case let .value(value): mark("value"); write(value)
                    }
                }
                mark("end")
            case let .range(start, end, inclusive): mark(inclusive ? "closedrange" : "range"); write(start); write(end)
            case let .implicitMember(name): mark("implicit"); word(name)
            case let .bind(name, value, body): mark("bind"); word(name); write(value); write(body)
            case let .closure(closure): mark("closure"); write(closure)
            case let .record(type, fields):
                mark("record")
                word(type)
                for (name, value) in fields { word(name); write(value) }
                mark("end")
            case let .construct(type, arguments): mark("construct"); word(type); write(arguments)
            case let .trap(message): mark("trap"); word(message)
            case let .unsupported(reason): write(reason)
            case let .at(site, inner): write(site); write(inner)
            }
        }

        private mutating func write(_ expressions: [Expr]) {
            text += "\(expressions.count)["
            for expression in expressions { write(expression) }
        }

        private mutating func write(_ statement: Stmt) {
            switch statement {
            case let .declare(name, value): mark("declare"); word(name); write(value)
            case let .assign(target, op, value):
                switch target {
                case let .name(name): mark("assign"); word(name)
                case let .field(base, field): mark("assignfield"); word(base); word(field)
                }
                word(op.text)
                write(value)
            case let .ifElse(condition, then, otherwise): mark("if"); write(condition); write(then); write(otherwise)
            case let .guardElse(condition, otherwise): mark("guard"); write(condition); write(otherwise)
            case let .returnValue(value):
                mark("return")
                if let value { write(value) } else { mark("nothing") }
            case let .forIn(name, sequence, body): mark("for"); word(name); write(sequence); write(body)
            case let .whileLoop(condition, body): mark("while"); write(condition); write(body)
            case let .expression(value): mark("expression"); write(value)
            case let .function(name, closure): mark("function"); word(name); write(closure)
            case let .sequence(body): mark("sequence"); write(body)
            case let .deferred(body): mark("defer"); write(body)
            case let .at(site, inner): write(site); write(inner)
            case let .jump(jump): mark(jump.isBreak ? "break" : "continue"); word(jump.label ?? "")
            case let .labeled(label, loop): mark("label"); word(label); write(loop)
            }
        }

        private mutating func write(_ statements: [Stmt]) {
            text += "\(statements.count){"
            for statement in statements { write(statement) }
        }

        private mutating func write(_ closure: Closure) {
            mark("closure")
            text += "\(closure.parameters.count)("
            for parameter in closure.parameters { word(parameter) }
            for label in closure.argumentLabels {
                if let label { word(label) } else { mark("nolabel") }
            }
            for value in closure.defaultValues {
                if let value { write(value) } else { mark("nodefault") }
            }
            write(closure.body)
        }

        private mutating func write(_ site: Site) {
            // The text is kept: a finding's suspects and a baseline's identity are
            // sites' text, and equal texts keep a taken run's report the program's own.
            sites.append(site)
            text += "@"
            word(site.text)
        }

        private mutating func write(_ reason: NotAnalyzable) {
            // Its line is read by a run that reaches it, which is never shared (see
            // `SharedRuns`).
            mark("unsupported")
            word(reason.construct)
        }

        private mutating func mark(_ tag: String) {
            text += tag
            text += " "
        }

        private mutating func word(_ word: String) {
            text += word.debugDescription
        }

        /// A constant, by its cases. A number is written by its bits: -0 is not 0 here,
        /// as it is for `==`.
        private mutating func write(_ constant: RValue) {
            switch constant {
            case let .int(number, bits): text += "I\(number)/\(bits);"
            case let .double(number): text += "D\(number.bitPattern);"
            case let .float(number): text += "F\(number.bitPattern);"
            case let .bool(flag): text += flag ? "t" : "f"
            case let .string(word): text += word.debugDescription
            case .null: text += "N"
            case let .reference(id): text += "R\(id);"
            case let .list(items):
                text += "["
                for item in items { write(item) }
                text += "]"
            case let .record(name, fields):
                text += "{" + name.debugDescription
                for field in fields.fields {
                    text += field.name.debugDescription
                    write(field.value)
                }
                text += "}"
            }
        }

        /// A value without parts.
        private mutating func writeLeaf(_ value: Any, _ style: Mirror.DisplayStyle?) {
            switch (value, style) {
            case (_, .collection?), (_, .dictionary?), (_, .set?): text += "=[];"
            case (_, .optional?): text += "=nil;"
            case let (number as Double, _): text += "=d\(number.bitPattern);"
            case let (number as Float, _): text += "=f\(number.bitPattern);"
            case let (hashable as AnyHashable, _):
                // A case without a payload (`Semantics.swift`): compared as a value.
                text += "=#"
                leaves.append(hashable)
            default:
                // A Swift closure, or a case of an enum that cannot be compared: like no other.
                opaque = true
            }
        }

        private mutating func writeSorted(_ children: Mirror.Children) {
            var parts = children.map { child in
                var part = Writer()
                part.write(child.value)
                return part
            }
            parts.sort { $0.text < $1.text }
            // Two members written alike would pair their sites in the order of a hash.
            if zip(parts, parts.dropFirst()).contains(where: { $0.text == $1.text }) { opaque = true }
            for part in parts {
                text += part.text
                text += ","
                sites += part.sites
                leaves += part.leaves
                opaque = opaque || part.opaque
            }
        }

        /// The type by its metadata's address: exact within a run, and cheaper than its
        /// name, which `String(reflecting:)` demangles each time.
        private func typeName(of value: Any) -> String {
            "\(ObjectIdentifier(Swift.type(of: value)))"
        }
    }
}
