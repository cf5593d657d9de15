/// Which kept children need not move when a container's children change order.
enum KeptOrder {
    /// For each entry of `oldIndices` (a child's previous index, -1 for a new child), whether
    /// it belongs to one longest run of kept children whose previous indices increase: those
    /// keep their relative order and stay where they are; every other kept child moves.
    /// O(n log n) (patience sorting).
    static func stationary(_ oldIndices: [Int]) -> [Bool] {
        var result = [Bool](repeating: false, count: oldIndices.count)
        // tails[k]: the position of the smallest last old index of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: oldIndices.count)
        var sorted = true, last = -1
        for position in oldIndices.indices {
            let value = oldIndices[position]
            guard value >= 0 else { continue }
            if value < last { sorted = false }
            last = value
        }
        if sorted {
            for position in oldIndices.indices where oldIndices[position] >= 0 { result[position] = true }
            return result
        }
        for position in oldIndices.indices {
            let value = oldIndices[position]
            guard value >= 0 else { continue }
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if oldIndices[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result[cursor] = true
            cursor = previous[cursor]
        }
        return result
    }
}
