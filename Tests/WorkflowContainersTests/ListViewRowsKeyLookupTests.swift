import GtkTestSupport
import Testing
import WorkflowContainers

/// `ListViewRows.firstIndex(ofKey:)` and `indices(ofKeys:)` (the key hashes kept with the
/// chunks): pure logic, no display.
@Suite("ListViewRows key lookup")
struct ListViewRowsKeyLookupTests {
    typealias Rows = ListViewRows<String>

    /// A key whose hash values all collide: lookups must tell the keys apart by equality.
    struct Colliding: Hashable {
        let id: Int
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    /// Checks `rows`' lookups against `model` (the keys top first) and against a list rebuilt
    /// from the same rows (update ≡ rebuild): `probe` keys one by one, and sets of them.
    static func check(_ rows: Rows, _ model: [Int], probe: [Int], absent: [Int], _ context: String,
                      generator: inout SeededRandom) {
        let position = Dictionary(uniqueKeysWithValues: model.enumerated().map { ($1, $0) })
        let rebuilt = Rows(Array(rows))
        for key in probe {
            #expect(rows.firstIndex(ofKey: key) == position[key], "\(context): key \(key)")
            #expect(rebuilt.firstIndex(ofKey: key) == position[key], "\(context): key \(key), rebuilt")
        }
        for key in absent { #expect(rows.firstIndex(ofKey: key) == nil, "\(context): absent key \(key)") }
        // Small sets (looked up one by one) and large ones (one pass), with absent keys mixed in.
        for size in [1, 3, 8, 9, 40] where !probe.isEmpty {
            let keys = (0..<size).map { _ in probe.randomElement(using: &generator)! } + absent.prefix(2)
            let wanted = keys.compactMap { position[$0] }.sorted()
            let found = rows.indices(ofKeys: Set(keys.map(AnyHashable.init)))
            #expect(found == Array(Set(wanted)).sorted(), "\(context): \(size) keys")
        }
    }

    @Test("after random keyed edits (inserts, removes, value and key replacements, moves), key lookups equal a plain array's and a rebuilt list's (failures name the seed)")
    func randomEdits() {
        for seed in UInt64(1)...30 {
            var generator = SeededRandom(seed: seed)
            // Up to ~2 pages (4,096 rows each when built), so edits reach several pages.
            var model = Array(0..<Int.random(in: 0..<9000, using: &generator))
            var rows = Rows(model.map { .init(key: $0, value: "v\($0)") })
            var nextKey = 1_000_000
            for batch in 0..<6 {
                var touched: [Int] = []
                for _ in 0..<Int.random(in: 1...60, using: &generator) {
                    switch Int.random(in: 0..<5, using: &generator) {
                    case 0:
                        let index = Int.random(in: 0...model.count, using: &generator)
                        rows.insert(.init(key: nextKey, value: "n"), at: index)
                        model.insert(nextKey, at: index)
                        touched.append(nextKey)
                        nextKey += 1
                    case 1 where !model.isEmpty:
                        let index = Int.random(in: 0..<model.count, using: &generator)
                        rows.remove(at: index)
                        touched.append(model.remove(at: index))
                    case 2 where !model.isEmpty:
                        let index = Int.random(in: 0..<model.count, using: &generator)
                        rows.replace(at: index, with: .init(key: model[index], value: "changed"))
                        touched.append(model[index])
                    case 3 where !model.isEmpty:
                        // The row at `index` gets a new key: the old key is gone.
                        let index = Int.random(in: 0..<model.count, using: &generator)
                        touched.append(model[index])
                        rows.replace(at: index, with: .init(key: nextKey, value: "rekeyed"))
                        model[index] = nextKey
                        touched.append(nextKey)
                        nextKey += 1
                    case 4 where model.count > 1:
                        let from = Int.random(in: 0..<model.count, using: &generator)
                        let row = rows[from]
                        rows.remove(at: from)
                        let key = model.remove(at: from)
                        let to = Int.random(in: 0...model.count, using: &generator)
                        rows.insert(row, at: to)
                        model.insert(key, at: to)
                        touched.append(key)
                    default: break
                    }
                }
                let present = Set(model)
                let sample = (0..<100).compactMap { _ in model.randomElement(using: &generator) }
                let probe = touched.filter(present.contains) + sample + [model.first, model.last].compactMap { $0 }
                let absent = touched.filter { !present.contains($0) } + [-1, nextKey]
                Self.check(rows, model, probe: probe, absent: absent, "seed \(seed), batch \(batch)", generator: &generator)
            }
        }
    }

    @Test("keys whose hash values collide are told apart by equality")
    func collidingHashes() {
        var rows = ListViewRows<Int>((0..<300).map { .init(key: Colliding(id: $0), value: $0) })
        rows.insert(.init(key: Colliding(id: -1), value: -1), at: 150)
        rows.remove(at: 10)
        var model = Array(0..<300)
        model.insert(-1, at: 150)
        model.remove(at: 10)
        for (position, id) in model.enumerated() {
            #expect(rows.firstIndex(ofKey: Colliding(id: id)) == position, "key \(id)")
        }
        #expect(rows.firstIndex(ofKey: Colliding(id: 10)) == nil)
        let keys = Set([299, 0, -1, 150, 10, 77, 78, 79, 80, 81].map { AnyHashable(Colliding(id: $0)) })
        let expected = [299, 0, -1, 150, 77, 78, 79, 80, 81].map { model.firstIndex(of: $0)! }.sorted()
        #expect(rows.indices(ofKeys: keys) == expected)
    }

    @Test("a key near the end of 1,000,000 rows is found, also after an edit near the start")
    func farKeys() {
        var rows = ListViewRows<Int>((0..<1_000_000).map { .init(key: $0, value: $0) })
        #expect(rows.firstIndex(ofKey: 999_990) == 999_990)
        rows.insert(.init(key: -1, value: -1), at: 3)
        #expect(rows.firstIndex(ofKey: 999_990) == 999_991)
        #expect(rows.firstIndex(ofKey: -1) == 3)
        #expect(rows.indices(ofKeys: [999_999, 2, 500_000]) == [2, 500_001, 1_000_000])
    }
}
