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
        let unit = Double(random.next() >> 11) / Double(1 << 53)
        let value = input.range.lowerBound + unit * (input.range.upperBound - input.range.lowerBound)
        switch input.type {
        case "int": return .int(Int64(value.rounded(.down)), bits: 64)
        case "whole": return .double(value.rounded(.down))
        case "letters": return .list(Array(Self.alphabet.prefix(Int(value.rounded(.down)))).map(RValue.string))
        case "sections": return .list(randomSubset(size: Int(value.rounded(.down))).map(RValue.string))
        case "events": return .list((0..<Int(value.rounded(.down))).map { _ in .string(randomEvent()) })
        // Quarters are exact in Float and Double, so each platform receives the same number.
        default: return .double((value * 4).rounded() / 4)
        }
    }

    private mutating func randomEvent() -> String {
        let kinds = ["append", "prepend", "replace", "end", "away"]
        let kind = kinds[Int(random.next() % UInt64(kinds.count))]
        return ["end", "away"].contains(kind) ? kind : "\(kind) \(1 + random.next() % 3)"
    }

    /// `size` distinct letters drawn at random, in alphabet order.
    private mutating func randomSubset(size: Int) -> [String] {
        var pool = Self.alphabet
        var chosen: Set<String> = []
        while chosen.count < min(size, Self.alphabet.count) {
            let pick = Int(random.next() % UInt64(pool.count))
            chosen.insert(pool.remove(at: pick))
        }
        return Self.alphabet.filter(chosen.contains)
    }

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
