import GtkTestSupport

/// Generates random screen trees and sequences of related trees (each one a random edit of
/// the previous, or now and then a fresh tree), and proposes smaller variants for shrinking.
///
/// Why our own generator rather than a property-testing library: the interesting inputs are
/// *sequences of related trees* (keyed pushes, pops, reorders, kind flips at one node) and
/// the interesting shrinks are structural (drop a step, replace a container by one of its
/// children, drop a page). Both are a few dozen lines here, deterministic from one printed
/// seed, and need no extra package.
enum ScreenTreeGenerator {
    static let texts = ["", "a", "b", "hello", "wörld"]
    static let titles = ["", "One", "Two"]
    static let icons: [String?] = [nil, "go-home-symbolic", "edit-find-symbolic"]
    static let keys = ["a", "b", "c", "d", "e"]
    static let themes = ["light", "dark", "blue"]
    static let maxDepth = 3

    // MARK: - Generation

    static func leaf(_ rng: inout SeededRandom) -> ScreenTree {
        switch rng.int(0...4) {
        case 0: .text(rng.pick(texts), emphasized: rng.chance(0.3))
        case 1: .count(rng.int(0...3))
        case 2: .button(rng.pick(titles), enabled: rng.chance(0.7))
        case 3: .themed(rng.pick(titles))
        default: .entry(rng.pick(texts), note: rng.chance(0.5) ? rng.pick(["note", "x"]) : nil)
        }
    }

    static func tree(_ rng: inout SeededRandom, depth: Int = 0) -> ScreenTree {
        if depth >= maxDepth || rng.chance(depth == 0 ? 0.2 : 0.5) { return leaf(&rng) }
        switch rng.int(0...4) {
        case 0: return .any(tree(&rng, depth: depth + 1))
        case 4: return .theme(rng.pick(themes), tree(&rng, depth: depth + 1))
        case 1:
            return .split(tree(&rng, depth: depth + 1), tree(&rng, depth: depth + 1),
                          ratio: rng.int(0...ScreenTree.ratios.count - 1), vertical: rng.chance(0.3), draggable: rng.chance(0.7))
        case 2:
            let keys = Array(keys.shuffled(using: &rng).prefix(rng.int(1...3)))
            return .stack(keys.map { .init(key: $0, title: rng.pick(titles), content: tree(&rng, depth: depth + 1)) },
                          hasBack: rng.chance(0.7))
        default:
            let keys = Array(keys.shuffled(using: &rng).prefix(rng.int(1...3)))
            return .tabs(keys.map { .init(key: $0, title: rng.pick(titles), icon: rng.pick(icons), content: tree(&rng, depth: depth + 1)) },
                         selected: rng.int(0...keys.count))  // one past the end: clamped
        }
    }

    /// A sequence of `count` trees, each usually a small edit of the previous one.
    static func sequence(_ rng: inout SeededRandom, count: Int) -> [ScreenTree] {
        var result = [tree(&rng)]
        while result.count < count {
            if rng.chance(0.2) {
                result.append(tree(&rng))
            } else {
                var next = result[result.count - 1]
                for _ in 0..<rng.int(1...2) { next = mutate(next, &rng, depth: 0) }
                result.append(next)
            }
        }
        return result
    }

    // MARK: - Edits

    /// A random local edit somewhere in `tree`.
    static func mutate(_ tree: ScreenTree, _ rng: inout SeededRandom, depth: Int) -> ScreenTree {
        let descend = rng.chance(0.6)
        switch tree {
        case .text(let text, let emphasized):
            return rng.pick([.text(rng.pick(texts), emphasized: emphasized), .text(text, emphasized: !emphasized),
                             leaf(&rng), self.tree(&rng, depth: depth)])
        case .count(let count):
            return rng.pick([.count(count + 1), .count(count), leaf(&rng), self.tree(&rng, depth: depth)])
        case .button(let title, let enabled):
            return rng.pick([.button(rng.pick(titles), enabled: enabled), .button(title, enabled: !enabled), leaf(&rng)])
        case .entry(let text, let note):
            return rng.pick([.entry(rng.pick(texts), note: note), .entry(text, note: note == nil ? "note" : nil), leaf(&rng)])
        case .themed(let name):
            return rng.pick([.themed(rng.pick(titles)), .themed(name), leaf(&rng)])
        case .theme(let theme, let child):
            if descend { return .theme(theme, mutate(child, &rng, depth: depth + 1)) }
            return rng.pick([.theme(rng.pick(themes), child), child, .theme(theme, child)])
        case .any(let child):
            return descend ? .any(mutate(child, &rng, depth: depth + 1)) : child
        case .split(let leading, let trailing, let ratio, let vertical, let draggable):
            if descend {
                return rng.chance(0.5)
                    ? .split(mutate(leading, &rng, depth: depth + 1), trailing, ratio: ratio, vertical: vertical, draggable: draggable)
                    : .split(leading, mutate(trailing, &rng, depth: depth + 1), ratio: ratio, vertical: vertical, draggable: draggable)
            }
            switch rng.int(0...3) {
            case 0: return .split(leading, trailing, ratio: rng.int(0...ScreenTree.ratios.count - 1), vertical: vertical, draggable: draggable)
            case 1: return .split(leading, trailing, ratio: ratio, vertical: !vertical, draggable: draggable)
            case 2: return .split(leading, trailing, ratio: ratio, vertical: vertical, draggable: !draggable)
            default: return .split(trailing, leading, ratio: ratio, vertical: vertical, draggable: draggable)
            }
        case .stack(var items, var hasBack):
            if descend { return .stack(mutateOne(of: items, &rng, depth: depth), hasBack: hasBack) }
            switch rng.int(0...4) {
            case 0:  // push
                if let key = keys.first(where: { key in !items.contains { $0.key == key } }) {
                    items.append(.init(key: key, title: rng.pick(titles), content: self.tree(&rng, depth: depth + 1)))
                }
            case 1: if items.count > 1 { items.removeLast() }  // pop
            case 2: if items.count > 1 { items.remove(at: rng.int(0...items.count - 2)) }  // drop one below the top
            case 3: items[items.count - 1].title = rng.pick(titles)
            default: hasBack.toggle()
            }
            return .stack(items, hasBack: hasBack)
        case .tabs(var pages, var selected):
            if descend { return .tabs(mutateOne(of: pages, &rng, depth: depth), selected: selected) }
            switch rng.int(0...5) {
            case 0: selected = rng.int(0...pages.count)
            case 1: pages.shuffle(using: &rng)
            case 2:
                if let key = keys.first(where: { key in !pages.contains { $0.key == key } }) {
                    pages.insert(.init(key: key, title: rng.pick(titles), icon: rng.pick(icons), content: self.tree(&rng, depth: depth + 1)),
                                 at: rng.int(0...pages.count))
                }
            case 3: if pages.count > 1 { pages.remove(at: rng.int(0...pages.count - 1)) }
            case 4: pages[rng.int(0...pages.count - 1)].title = rng.pick(titles)
            default: pages[rng.int(0...pages.count - 1)].icon = rng.pick(icons)
            }
            return .tabs(pages, selected: selected)
        }
    }

    /// `children` with one of them, chosen at random, holding a random edit of its content.
    static func mutateOne<C: ScreenTree.Child>(of children: [C], _ rng: inout SeededRandom, depth: Int) -> [C] {
        var children = children
        let index = rng.int(0...children.count - 1)
        children[index].content = mutate(children[index].content, &rng, depth: depth + 1)
        return children
    }

    // MARK: - Shrinking

    /// Smaller trees to try in place of `tree`, simplest first.
    static func shrinks(of tree: ScreenTree) -> [ScreenTree] {
        var result: [ScreenTree] = []
        switch tree {
        case .text(let text, let emphasized):
            if !text.isEmpty || emphasized { result.append(.text("", emphasized: false)) }
        case .count(let count):
            result.append(.text("", emphasized: false))
            if count != 0 { result.append(.count(0)) }
        case .button(let title, let enabled):
            result.append(.text("", emphasized: false))
            if !title.isEmpty || !enabled { result.append(.button("", enabled: true)) }
        case .entry(let text, let note):
            result.append(.text("", emphasized: false))
            if !text.isEmpty || note != nil { result.append(.entry("", note: nil)) }
        case .themed(let name):
            result.append(.text("", emphasized: false))
            if !name.isEmpty { result.append(.themed("")) }
        case .theme(let theme, let child):
            result.append(child)
            result += shrinks(of: child).map { .theme(theme, $0) }
        case .any(let child):
            result.append(child)
            result += shrinks(of: child).map { .any($0) }
        case .split(let leading, let trailing, let ratio, let vertical, let draggable):
            result += [leading, trailing]
            if ratio != 0 || vertical || !draggable { result.append(.split(leading, trailing, ratio: 0, vertical: false, draggable: true)) }
            result += shrinks(of: leading).map { .split($0, trailing, ratio: ratio, vertical: vertical, draggable: draggable) }
            result += shrinks(of: trailing).map { .split(leading, $0, ratio: ratio, vertical: vertical, draggable: draggable) }
        case .stack(let items, let hasBack):
            result += items.map(\.content)
            if items.count > 1 {
                for index in items.indices { var fewer = items; fewer.remove(at: index); result.append(.stack(fewer, hasBack: hasBack)) }
            }
            if !hasBack { result.append(.stack(items, hasBack: true)) }
            for index in items.indices {
                if !items[index].title.isEmpty { var copy = items; copy[index].title = ""; result.append(.stack(copy, hasBack: hasBack)) }
                for smaller in shrinks(of: items[index].content) {
                    var copy = items; copy[index].content = smaller; result.append(.stack(copy, hasBack: hasBack))
                }
            }
        case .tabs(let pages, let selected):
            result += pages.map(\.content)
            if pages.count > 1 {
                for index in pages.indices { var fewer = pages; fewer.remove(at: index); result.append(.tabs(fewer, selected: selected)) }
            }
            if selected != 0 { result.append(.tabs(pages, selected: 0)) }
            for index in pages.indices {
                if !pages[index].title.isEmpty || pages[index].icon != nil {
                    var copy = pages; copy[index].title = ""; copy[index].icon = nil; result.append(.tabs(copy, selected: selected))
                }
                for smaller in shrinks(of: pages[index].content) {
                    var copy = pages; copy[index].content = smaller; result.append(.tabs(copy, selected: selected))
                }
            }
        }
        return result
    }

    /// Smaller sequences to try in place of `sequence`: fewer steps first, then smaller trees.
    static func shrinks(of sequence: [ScreenTree]) -> [[ScreenTree]] {
        var result: [[ScreenTree]] = []
        if sequence.count > 1 {
            for index in sequence.indices { var fewer = sequence; fewer.remove(at: index); result.append(fewer) }
        }
        for index in sequence.indices {
            for smaller in shrinks(of: sequence[index]) {
                var copy = sequence; copy[index] = smaller; result.append(copy)
            }
        }
        return result
    }

    /// Shrinks a failing `sequence` greedily: takes the first smaller candidate that still
    /// fails, until none does or `budget` checks were made.
    @MainActor
    static func shrink(_ sequence: [ScreenTree], budget: Int, fails: @MainActor ([ScreenTree]) async -> Bool) async -> (sequence: [ScreenTree], checks: Int) {
        var current = sequence
        var checks = 0
        var improved = true
        while improved && checks < budget {
            improved = false
            for candidate in shrinks(of: current) {
                guard checks < budget else { break }
                checks += 1
                if await fails(candidate) {
                    current = candidate
                    improved = true
                    break
                }
            }
        }
        return (current, checks)
    }
}
