import Foundation
import Testing

/// Random steps of the Notes workflows over a real folder (`NotesSoak`): 2,000 by default (a
/// few seconds in the suite); `NOTES_SOAK_STEPS=10000` is the long run. The seed is random
/// per run and printed on failure; `NOTES_SOAK_SEED=N` replays one.
@MainActor
@Suite("Notes soak: random edits, saves, deletes, undos, searches, outside changes, reloads, links, a folder gone and back, endings")
struct NotesSoakTests {
    @Test("seeded random steps (2,000; NOTES_SOAK_STEPS for more) lose no acknowledged edit (an ending leaves each on disk or kept for recovery); the settled folder equals the model")
    func soak() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["NOTES_SOAK_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64(UInt32.max))
        let steps = environment["NOTES_SOAK_STEPS"].flatMap(Int.init) ?? 2_000
        var soak = try NotesSoak(seed: seed)
        defer { soak.removeFolder() }
        try await soak.load()
        let clock = ContinuousClock.now
        for number in 0..<steps {
            let step = try await soak.step()
            if let problem = soak.problem() {
                Issue.record("NotesSoak seed \(seed), step \(number) (\(step.rawValue)): \(problem). Replay with NOTES_SOAK_SEED=\(seed). Last steps:\n\(soak.recent.joined(separator: "\n"))")
                return
            }
        }
        try await soak.settle()
        if let problem = soak.problem() {
            Issue.record("NotesSoak seed \(seed), at the end: \(problem). Replay with NOTES_SOAK_SEED=\(seed).")
        }
        print("NotesSoak: seed \(seed), \(steps) steps in \(ContinuousClock.now - clock)")
    }
}
