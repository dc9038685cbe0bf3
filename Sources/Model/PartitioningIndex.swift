extension RandomAccessCollection {
    /// The first index whose element is in the second part, in a collection split in two
    /// where `isInSecondPart` is false and then true; `endIndex` if no element is.
    /// A binary search, written here because swift-algorithms, whose name and contract
    /// this follows, cannot be fetched.
    @inlinable
    public func partitioningIndex(where isInSecondPart: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var remaining = count
        while remaining > 0 {
            let half = remaining / 2
            let middle = index(low, offsetBy: half)
            if try isInSecondPart(self[middle]) {
                remaining = half
            } else {
                low = index(after: middle)
                remaining -= half + 1
            }
        }
        return low
    }
}
