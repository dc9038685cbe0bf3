import Foundation

/// Retry and timeout policy of the app's network layer.
enum Resilience {
    static let maxRetries = 3
    static let baseDelay: TimeInterval = 0.5
    static let requestTimeout: TimeInterval = 12
    static let backoffSteps: [TimeInterval] = [1, 2, 4]
    static let maxDelayMilliseconds = 8_000

    /// Milliseconds to wait before retry `attempt` (1-based): doubling from the base
    /// delay, capped.
    static func retryDelay(attempt: Int) -> Int {
        guard attempt > 0 else { return 0 }
        var delay = 500
        for _ in 1..<attempt {
            delay *= 2
            if delay >= maxDelayMilliseconds { return maxDelayMilliseconds }
        }
        return min(delay, maxDelayMilliseconds)
    }
}
