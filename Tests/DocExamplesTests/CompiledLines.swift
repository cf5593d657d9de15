/// The non-empty lines of the compiled files, in order, indexed by content, so a doc example
/// is looked up line by line instead of searched for in one joined text (a substring search
/// of the whole repository per example took 18 s in a debug build).
struct CompiledLines {
    let lines: [String]
    let positions: [String: [Int]]

    init(_ lines: [String]) {
        self.lines = lines.filter { !$0.isEmpty }
        var positions: [String: [Int]] = [:]
        for (index, line) in self.lines.enumerated() { positions[line, default: []].append(index) }
        self.positions = positions
    }

    /// Whether `block` (trimmed, non-empty lines) appears as consecutive lines, as it would in
    /// the joined text: its first line may end a line and its last line may start one (code
    /// around an example on the same line), the lines between are whole lines.
    func contains(_ block: [String]) -> Bool {
        guard let first = block.first, let last = block.last else { return true }
        if block.count == 1 { return positions[first] != nil || lines.contains { $0.contains(first) } }
        if block.count > 2 {
            return matches(block, startingAt: (positions[block[1]] ?? []).map { $0 - 1 }.filter { $0 >= 0 })
        }
        // Two lines: whole lines first (the usual case), then any line ending with the first.
        return matches(block, startingAt: positions[first] ?? []) || matches(block, startingAt: lines.indices.dropLast())
    }

    private func matches(_ block: [String], startingAt starts: some Sequence<Int>) -> Bool {
        let first = block[0], last = block[block.count - 1]
        return starts.contains { start in
            guard start + block.count <= lines.count, lines[start].hasSuffix(first),
                  lines[start + block.count - 1].hasPrefix(last) else { return false }
            return (1..<block.count - 1).allSatisfy { lines[start + $0] == block[$0] }
        }
    }
}

extension CompiledLines {
    /// `line` without leading and trailing spaces and tabs (byte-wise: Foundation's trimming
    /// of every line of the repository was most of this suite's time).
    static func trimmed(_ line: Substring) -> String {
        let bytes = line.utf8
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        guard let start = bytes.firstIndex(where: { !isBlank($0) }) else { return "" }
        let end = bytes.lastIndex(where: { !isBlank($0) })!
        return String(decoding: bytes[start...end], as: UTF8.self)
    }
}
