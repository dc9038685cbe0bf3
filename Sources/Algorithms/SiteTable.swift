/// The sites a traced run reached, in the order it first reached them, each found by its
/// place in constant time.
///
/// A traced run looks up the site of every statement it runs. `Dictionary` hashed each
/// with a seeded SipHash (about 170 instructions a lookup), and the run's decisions and
/// outcomes were two more tables keyed by site. This is an open-addressing table over the
/// site's three numbers with a multiplicative hash (about 50 instructions a lookup),
/// written by hand because the standard library offers no hashed table with a caller's
/// hash function; the trace keeps decisions and outcomes in arrays by position.
struct SiteTable {
    /// The sites, by position (the order of their first visit).
    private(set) var sites: [Site] = []
    /// Each slot holds a position in `sites` plus one; 0 is an empty slot. Its count is a
    /// power of two, at least twice the sites' count.
    private var slots: [Int32] = []

    var count: Int { sites.count }
    /// The sites it holds before its arrays grow.
    var capacity: Int { sites.capacity }

    subscript(position: Int) -> Site { sites[position] }

    /// The position of `site`, added at the end if it is not there yet.
    mutating func position(adding site: Site) -> Int {
        if slots.isEmpty {
            slots = [Int32](repeating: 0, count: Self.initialSlots)
            sites.reserveCapacity(Self.initialSlots / 2)
        }
        let (slot, found) = probe(site)
        if let found { return found }
        sites.append(site)
        slots[slot] = Int32(sites.count)
        if sites.count * 2 > slots.count { grow() }
        return sites.count - 1
    }

    /// The position of `site`, nil if the run never reached it.
    func position(of site: Site) -> Int? {
        slots.isEmpty ? nil : probe(site).position
    }

    /// The slot holding `site`'s position, or the empty slot where it would go.
    private func probe(_ site: Site) -> (slot: Int, position: Int?) {
        var slot = Self.slot(of: site, among: slots.count)
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if sites[position] == site { return (slot, position) }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (slot, nil)
    }

    /// Room for a docs formula's sites (tens) from the start: growing from one slot
    /// reallocated the table and its sites several times a run.
    private static let initialSlots = 64

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for (position, site) in sites.enumerated() {
            var slot = Self.slot(of: site, among: slots.count)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(position + 1)
        }
    }

    /// Fibonacci hashing of the site's place packed into one word: the high bits of the
    /// product, which every bit of the place reaches.
    private static func slot(of site: Site, among count: Int) -> Int {
        let place = UInt64(truncatingIfNeeded: site.line &<< 40 ^ site.column &<< 20 ^ site.endLine)
        let mixed = place &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - count.trailingZeroBitCount))
    }
}
