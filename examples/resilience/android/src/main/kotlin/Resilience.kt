package com.example.net

import kotlin.math.min

object Resilience {
    const val MAX_RETRIES = 3
    const val BASE_DELAY_MS = 5L * 100L
    const val REQUEST_TIMEOUT_MS = 12_000L
    val BACKOFF_STEPS_MS = longArrayOf(1_000L, 2_000L, 4_000L)
    private const val MAX_DELAY_MS = 8_000L

    fun retryDelay(attempt: Int): Long {
        if (attempt <= 0) return 0L
        var delay = BASE_DELAY_MS
        for (i in 1 until attempt) {
            delay *= 2
            if (delay >= MAX_DELAY_MS) return MAX_DELAY_MS
        }
        return min(delay, MAX_DELAY_MS)
    }
}
