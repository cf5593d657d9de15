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
import Foundation
import NotesCore
import SampleStatistics
import NotesSearchProvider

var notes = 100_000, rounds = 3
var folderPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--notes": notes = Int(arguments.popFirst() ?? "") ?? 0
    case "--rounds": rounds = Int(arguments.popFirst() ?? "") ?? 0
    case "--folder": folderPath = arguments.popFirst()
    default:
        print("usage: search-provider-bench [--notes N] [--rounds R] [--folder PATH]")
        exit(argument == "--help" ? 0 : 2)
    }
}
guard notes > 0, rounds > 0 else {
    print("search-provider-bench: --notes and --rounds need a positive whole number")
    exit(2)
}

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
