// notes-bench: the Notes app's model at scale (a folder of N notes, 100,000 by default),
// release build. Prints how long reading the folder and building the search index take
// (median of --rounds), each search keystroke's latency (p50, p95 over typed prefixes of
// several words) and the peak RSS. `--window` measures the real Notes window over the folder
// instead (NotesWindowBench.swift; needs a display: run it under xvfb-run). Usage:
//   swift build -c release --product notes-bench
//   .build/release/notes-bench [--notes N] [--rounds R] [--folder PATH] [--window] [--huge-note]
// `--huge-note` (with --window) opens a 6.6 MB note of one line (written to a folder of its own)
// and prints how long the main loop was blocked at most while it opened.
// The folder is filled once (notes 0..N-1); a given --folder is reused as it is.
import Foundation
import NotesCore
import SampleStatistics

struct Options {
    var notes = 100_000
    var rounds = 3
    var folder: URL?
    var window = false
    var hugeNote = false

    init(_ arguments: [String]) throws {
        var rest = arguments.makeIterator()
        while let argument = rest.next() {
            switch argument {
            case "--notes": notes = try Self.number(rest.next(), for: argument)
            case "--rounds": rounds = try Self.number(rest.next(), for: argument)
            case "--folder":
                guard let path = rest.next() else { throw UsageError("--folder needs a path") }
                folder = URL(fileURLWithPath: path)
            case "--window": window = true
            case "--huge-note": hugeNote = true
            case "--help", "-h":
                print("usage: notes-bench [--notes N] [--rounds R] [--folder PATH] [--window] [--huge-note]")
                exit(0)
            default: throw UsageError("unknown option \(argument); see --help")
            }
        }
    }

    static func number(_ text: String?, for option: String) throws -> Int {
        guard let text, let value = Int(text), value > 0 else { throw UsageError("\(option) needs a positive whole number") }
        return value
    }
}

struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

let words = ["sunday", "milk", "plans", "garden", "letter", "budget", "travel", "recipe", "meeting", "books",
             "music", "repair", "birthday", "project", "running", "coffee", "weather", "window", "paint", "river"]

/// Note i: a title and three lines made from the word list (about 200 bytes). The words
/// come from i by multiplication modulo primes, so every run makes the same notes.
func noteText(_ i: Int) -> String {
    var step = 0
    func word() -> String {
        step += 1
        return words[(i &* 7_919 &+ step &* 104_729) % words.count]
    }
    return "# \(word().capitalized) \(i)\n\n\(word()) \(word()) and \(word()) for \(word()).\n- \(word())\n- \(word()) \(word())\n"
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}


func peakRSSMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return kilobytes / 1024
}

/// The program's start (the window mode's first frame counts from here): after the
/// benchmark's own look at the folder (and its filling, when it had to be filled).
var launch = Double(DispatchTime.now().uptimeNanoseconds) / 1e6
do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let folderURL = options.folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("notes-bench-\(options.notes)")
    try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
    let existing = try FileManager.default.contentsOfDirectory(atPath: folderURL.path).count
    if options.folder == nil && existing < options.notes {
        let fill = try seconds {
            for i in existing..<options.notes {
                try noteText(i).write(to: folderURL.appendingPathComponent("note-\(i).md"), atomically: false, encoding: .utf8)
            }
        }
        print(String(format: "filled %@ with %d notes in %.1f s", folderURL.path, options.notes - existing, fill))
    }
    launch = Double(DispatchTime.now().uptimeNanoseconds) / 1e6
    if options.window && options.hugeNote {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-bench-huge")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let line = String(repeating: "lorem ipsum dolor sit amet ", count: 6_600_000 / 27)
        try ("# Huge\n" + line).write(to: folder.appendingPathComponent("huge.md"), atomically: true, encoding: .utf8)
        exit(MainActor.assumeIsolated { NotesWindowBench.openHugeNote(folder: folder) })
    }
    if options.window {
        exit(MainActor.assumeIsolated { NotesWindowBench.run(folder: folderURL, launch: launch) })
    }
    let folder = NotesFolder(url: folderURL)
    var entries: [NotesFolder.Entry] = []
    var listTimes: [Double] = [], statTimes: [Double] = []
    var readTimes: [Double] = [], indexTimes: [Double] = [], sortTimes: [Double] = []
    var index = NoteSearchIndex([])
    for _ in 0..<options.rounds {
        var names: [String] = []
        listTimes.append(try seconds { names = try folder.noteNames() })
        statTimes.append(seconds { _ = folder.modificationDates(of: names) })
        readTimes.append(try seconds { entries = try folder.read() })
        indexTimes.append(seconds { index = NoteSearchIndex(entries.map { (fileName: $0.summary.fileName, text: $0.text ?? "") }) })
        sortTimes.append(seconds { _ = NoteSortOrder.newestFirst.sorted(entries.map(\.summary)) })
    }
    // The index as the app builds it: a batch of notes read at a time.
    var batched = NoteSearchIndex([])
    let batchedTime = seconds {
        var start = 0
        while start < entries.count {
            let batch = entries[start..<min(start + 2_000, entries.count)]
            batched.add(batch.map { (fileName: $0.summary.fileName, text: $0.text ?? "") })
            start += 2_000
        }
    }
    var places: [Int32] = []
    let placesTime = seconds { places = batched.entryPositions(of: entries.map(\.summary.fileName)) }
    let query = NoteSearchQuery("sunday")
    var matched = 0
    let placedSearch = seconds { matched = places.filter { batched.entry(at: $0, matches: query) }.count }
    let namedSearch = seconds { matched = entries.filter { batched.note($0.summary.fileName, matches: query) }.count }
    var keystrokes: [Double] = []
    for word in ["sunday", "garden budget", "recipe", "meeting notes", "zzz"] {
        for length in 1...word.count {
            let query = String(word.prefix(length))
            keystrokes.append(try seconds { _ = try index.fileNames(matching: query) })
        }
    }
    print("notes-bench: \(entries.count) notes in \(folderURL.path), \(options.rounds) rounds, release: \(!_isDebugAssertConfiguration())")
    print(String(format: "list names (median)       %8.1f ms", median(listTimes) * 1000))
    print(String(format: "names' modification dates %8.1f ms", median(statTimes) * 1000))
    print(String(format: "read folder (median)      %8.1f ms", median(readTimes) * 1000))
    print(String(format: "build search index        %8.1f ms", median(indexTimes) * 1000))
    print(String(format: "index in batches of 2,000  %8.1f ms", batchedTime * 1000))
    print(String(format: "every note's place         %8.1f ms", placesTime * 1000))
    print(String(format: "search by place / by name  %8.1f / %.1f ms (%d matches)", placedSearch * 1000, namedSearch * 1000, matched))
    print(String(format: "sort newest first         %8.1f ms", median(sortTimes) * 1000))
    print(String(format: "search keystroke p50      %8.1f ms  (%d keystrokes)", percentile(keystrokes, 0.5) * 1000, keystrokes.count))
    print(String(format: "search keystroke p95      %8.1f ms", percentile(keystrokes, 0.95) * 1000))
    print(String(format: "peak RSS                  %8.1f MB", peakRSSMegabytes()))
} catch {
    FileHandle.standardError.write(Data("notes-bench: \(error)\n".utf8))
    exit(2)
}
