/// Inputs for a differential run: each input's boundary values, then pseudo-random ones
/// from a fixed seed (so output is deterministic; `--seed` changes it).
public struct InputGenerator {
    public let inputs: [AlgorithmInputSpec]
    private var random: SplitMix64

    public init(inputs: [AlgorithmInputSpec], seed: UInt64) {
        self.inputs = inputs
        random = SplitMix64(seed: seed)
    }

    /// Every combination of boundary values (at most `limit`), then `count` random sets.
    public mutating func cases(random count: Int, limit: Int = 2_000) -> [[String: RValue]] {
        var combinations: [[String: RValue]] = [[:]]
        for input in inputs {
            let values = input.boundary.isEmpty ? [sample(input)] : input.boundary
            combinations = combinations.flatMap { partial in values.map { partial.merging([input.name: $0]) { $1 } } }
            if combinations.count > limit { combinations = Array(combinations.prefix(limit)) }
        }
        for _ in 0..<count {
            combinations.append(Dictionary(uniqueKeysWithValues: inputs.map { ($0.name, sample($0)) }))
        }
        return combinations
    }

    private mutating func sample(_ input: AlgorithmInputSpec) -> RValue {
        let bits = random.next()
        let unit = Double(bits >> 11) / Double(1 << 53)
        let value = input.range.lowerBound + unit * (input.range.upperBound - input.range.lowerBound)
        switch input.type {
        case "int": return .int(Int64(value.rounded(.down)), bits: 64)
        case "whole": return .double(value.rounded(.down))
        case "letters": return .list(Array(Self.alphabet.prefix(Int(value.rounded(.down)))).map(RValue.string))
        case "sections": return .list(randomSubset(size: Int(value.rounded(.down))).map(RValue.string))
        case "events": return .list((0..<Int(value.rounded(.down))).map { _ in .string(randomEvent()) })
        default:
            // On a grid exact in Float as in Double, so each platform receives the same
            // number. Half on quarters, whose ties and whole numbers tell rounding modes
            // apart (half up from half to even); half on 1/64 below `fineRandomLimit` (24
            // significant bits), fine enough that a product (`progress * 100`) is seldom
            // whole: on quarters alone, rounding, flooring and truncating it agreed. (The
            // choice is the draw's lowest bit, which the value does not use.)
            let grid = bits & 1 == 1 && abs(value) < Self.fineRandomLimit ? 64.0 : 4.0
            return .double((value * grid).rounded() / grid)
        }
    }

    private mutating func randomEvent() -> String {
        let kinds = ["append", "prepend", "replace", "end", "away"]
        let kind = kinds[Int(random.next() % UInt64(kinds.count))]
        return ["end", "away"].contains(kind) ? kind : "\(kind) \(1 + random.next() % 3)"
    }

    /// `size` distinct letters drawn at random, in alphabet order. (Drawn by position, not
    /// into a set of letters: hashing each letter was 1 % of checking a library.)
    private mutating func randomSubset(size: Int) -> [String] {
        var pool = Array(Self.alphabet.indices)
        var chosen = [Bool](repeating: false, count: Self.alphabet.count)
        for _ in 0..<min(size, Self.alphabet.count) {
            let pick = Int(random.next() % UInt64(pool.count))
            chosen[pool.remove(at: pick)] = true
        }
        return Self.alphabet.indices.filter { chosen[$0] }.map { Self.alphabet[$0] }
    }

    static let fineRandomLimit = 262_144.0

    public static let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init) + ["#"]
}

/// An input as the generator needs it (parsed boundary values).
public struct AlgorithmInputSpec: Sendable {
    public let name: String
    public let type: String
    public let boundary: [RValue]
    public let range: ClosedRange<Double>

    public init(name: String, type: String, boundary: [RValue], range: ClosedRange<Double>) {
        self.name = name
        self.type = type
        self.boundary = boundary
        self.range = range
    }
}

/// SplitMix64: a small, well-known PRNG with a fixed sequence per seed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension InputGenerator {
    /// `count` random input sets, without the boundary combinations.
    public mutating func randomCases(_ count: Int) -> [[String: RValue]] {
        cases(random: count, limit: 0)
    }
}

extension InputGenerator {
    /// Inputs at, just below and just above the numbers the code compared an input's
    /// value with most often (`boundaries`, by input, with how often; an events input's
    /// are the distances from the end its edge events may name), within the input's range
    /// and not among its rules' boundary values. The other inputs keep `base`'s values;
    /// at most `limit` sets. Ties go to the smaller magnitude, then the smaller number,
    /// so the choice never depends on a dictionary's order.
    public func boundaryCases(near boundaries: [String: [Double: Int]], base: [String: RValue], limit: Int = 48) -> [[String: RValue]] {
        var cases: [[String: RValue]] = []
        for input in inputs {
            let values: [RValue]
            let key = input.type == "events" ? ThreadEvents.distance : input.name
            let frequent = Set(
                (boundaries[key] ?? [:]).sorted { ($1.value, abs($0.key), $0.key) < ($0.value, abs($1.key), $1.key) }.prefix(Self.boundariesPerInput).map(\.key))
            if input.type == "events" {
                let distances = Self.around(frequent, step: 0.25).filter { $0 >= 0 && $0 <= Self.farthest }
                values = Self.edgeEvents(input, distances: distances)
            } else {
                values = Self.numbers(input, near: frequent)
            }
            for value in values where !input.boundary.contains(value) && cases.count < limit {
                cases.append(base.merging([input.name: value]) { $1 })
            }
        }
        return cases
    }

    /// The boundaries tried per input: the code's own thresholds are compared on every
    /// run, coincidences on few.
    static let boundariesPerInput = 4

    /// The farthest distance an edge event is given (the rules' largest number).
    static let farthest = 1e7

    /// Each boundary and the numbers one step either side of it, on the step's grid, in order.
    private static func around(_ boundaries: Set<Double>, step: Double) -> [Double] {
        let grid = boundaries.flatMap { boundary -> [Double] in
            let nearest = (boundary / step).rounded() * step
            return [nearest - step, nearest, nearest + step]
        }
        return Set(grid).filter(\.isFinite).sorted()
    }

    private static func numbers(_ input: AlgorithmInputSpec, near boundaries: Set<Double>) -> [RValue] {
        switch input.type {
        case "int": return around(boundaries, step: 1).filter(input.range.contains).map { .int(Int64($0), bits: 64) }
        case "whole": return around(boundaries, step: 1).filter(input.range.contains).map(RValue.double)
        case "double":
            let offGrid = boundaries.filter { ($0 / 0.25).rounded() * 0.25 != $0 && abs($0) < fineLimit }
            let numbers = Set(around(boundaries, step: 0.25) + around(offGrid, step: fineStep))
            return numbers.filter(input.range.contains).sorted().map(RValue.double)
        default: return []
        }
    }

    /// A threshold off the quarters' grid (`progress >= 0.9`) is also tried beside it on a
    /// grid fine enough to fall between it and its quarters (0.9 is never a quarter, and
    /// `>= 0.9` for `>= 1` passed on them). Below `fineLimit`, such a number has at most 24
    /// significant bits: a Kotlin `Float` receives exactly what a `Double` does.
    static let fineStep = 1.0 / 1024
    static let fineLimit = 8192.0

    /// The rules' boundary event sequences with a distance on their `end` events, then
    /// on their `away` ones: a platform that receives the scroll offset then rests at
    /// each distance, on the side of the edge the event says (see `Binding`).
    private static func edgeEvents(_ input: AlgorithmInputSpec, distances: [Double]) -> [RValue] {
        var sequences: [RValue] = []
        for distance in distances {
            let text = distance == distance.rounded() ? String(Int64(distance)) : String(distance)
            for edge in ["end", "away"] {
                // A few sequences each: distances that reach no comparison must not crowd out those that do.
                let templates = input.boundary.filter { value in
                    if case let .list(events) = value { return events.contains(.string(edge)) }
                    return false
                }
                for case let .list(events) in templates.prefix(3) {
                    let placed = events.map { $0 == .string(edge) ? RValue.string("\(edge) \(text)") : $0 }
                    if !sequences.contains(.list(placed)) { sequences.append(.list(placed)) }
                }
            }
        }
        return sequences
    }
}
