import Model
import Normalization

extension FoundValue {
    var json: JSON {
        var pairs: [(String, JSON)] = [("raw", .string(raw))]
        switch value {
        case let .quantity(quantity)?:
            pairs += [("value", .string(quantity.value.exactText)), ("unit", .string(quantity.unit.rawValue))]
        case let value?:
            pairs += [("value", .string(value.display)), ("unit", .null)]
        case nil:
            pairs += [("value", .null), ("unit", .null)]
        }
        return .object(pairs)
    }
}
