// search-provider-bench: Notes' GNOME Shell search provider at scale (a folder of N notes,
// 100,000 by default), release build. Prints how long the provider takes to read the folder
// (to its first batch, and to the end; median of --rounds), what each shell call costs once
// the notes are read — GetInitialResultSet (a full search of every note), GetSubsearchResultSet
// (the last answer narrowed by the next keystroke), GetResultMetas of 5 results — as p50/p95
// over the prefixes of several typed words, and the peak RSS. The D-Bus round trip is not in
// these figures (gdbus call's own figures: Examples/Notes/README.md, "GNOME Shell search").
//   swift build -c release --product search-provider-bench
//   .build/release/search-provider-bench [--notes N] [--rounds R] [--folder PATH]
// The folder is notes-bench's (filled once, shared); a given --folder is reused as it is.
import ArgumentParser
import Foundation
import NotesCore
import SampleStatistics
import NotesSearchProvider

/// The command line: the folder's size, the rounds, and an existing folder to use.
struct SearchProviderBenchOptions: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "search-provider-bench")

    @Option(help: "How many notes the folder holds.")
    var notes = 100_000

    @Option(help: "How many times the folder is read (the median is printed).")
    var rounds = 3

    @Option(help: ArgumentHelp("A folder of notes to use as it is (default: notes-bench's, filled once).", valueName: "PATH"))
    var folder: String?

    func validate() throws {
        guard notes > 0 else { throw ValidationError("--notes needs a whole number above 0 (got \(notes))") }
        guard rounds > 0 else { throw ValidationError("--rounds needs a whole number above 0 (got \(rounds))") }
    }
}

let options = SearchProviderBenchOptions.parseOrExit()
let notes = options.notes, rounds = options.rounds
let folderPath = options.folder

let folder = URL(fileURLWithPath: folderPath ?? FileManager.default.temporaryDirectory.appendingPathComponent("notes-bench-\(notes)").path)
try BenchFolder.fill(folder, notes: notes)

var firstBatch: [Double] = [], whole: [Double] = []
var results = NoteSearchResults()
for _ in 0..<rounds {
    let start = BenchClock.now()
    var first: Double?
    await NotesSearchProvider.read(NotesFolder(url: folder)) { read, complete in
        if first == nil { first = BenchClock.since(start) }
        if complete { results = read }
        return true
    }
    whole.append(BenchClock.since(start))
    firstBatch.append(first ?? 0)
}
print("notes: \(results.count) in \(folder.path)")
print(String(format: "read: first batch %.1f ms, every note %.1f ms (median of %d)", median(firstBatch) * 1e3,
             median(whole) * 1e3, rounds))

// The shell searches on each keystroke: the first with GetInitialResultSet, the next ones
// with GetSubsearchResultSet of the last answer.
var initial: [Double] = [], subsearch: [Double] = [], metas: [Double] = []
for phrase in ["milk", "garden plans", "sunday", "budget 4242", "zebra", "recipe coffee"] {
    for _ in 0..<rounds {
        var previous: [String]?
        var typed = ""
        for character in phrase {
            typed.append(character)
            let terms = typed.split(separator: " ").map(String.init)
            let start = BenchClock.now()
            let answer: [String]
            if let previous, previous.count < NoteSearchResults.limit {
                answer = results.ids(narrowing: previous, to: terms)
                subsearch.append(BenchClock.since(start))
            } else {
                answer = results.ids(matching: terms)
                initial.append(BenchClock.since(start))
            }
            let metaStart = BenchClock.now()
            _ = results.metas(Array(answer.prefix(5)))
            metas.append(BenchClock.since(metaStart))
            previous = answer
        }
    }
}
for (name, values) in [("GetInitialResultSet", initial), ("GetSubsearchResultSet", subsearch), ("GetResultMetas (5)", metas)] {
    print(String(format: "%@: p50 %.2f ms, p95 %.2f ms (%d calls)", name, percentile(values, 0.5) * 1e3,
                 percentile(values, 0.95) * 1e3, values.count))
}
print(String(format: "peak RSS: %.0f MB", BenchClock.peakRSSMegabytes()))
