import Foundation

/// The bench's folder of notes: notes-bench's notes (a title and three lines made from a
/// word list, about 200 bytes each), written once.
enum BenchFolder {
    static let words = ["sunday", "milk", "plans", "garden", "letter", "budget", "travel", "recipe", "meeting", "books",
                        "music", "repair", "birthday", "project", "running", "coffee", "weather", "window", "paint", "river"]

    /// Note i's text; the words come from i by multiplication modulo primes, so every run
    /// makes the same notes.
    static func noteText(_ i: Int) -> String {
        var step = 0
        func word() -> String {
            step += 1
            return words[(i &* 7_919 &+ step &* 104_729) % words.count]
        }
        return "# \(word().capitalized) \(i)\n\n\(word()) \(word()) and \(word()) for \(word()).\n- \(word())\n- \(word()) \(word())\n"
    }

    /// Writes notes 0..<notes into `folder` unless it holds that many already.
    static func fill(_ folder: URL, notes: Int) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).count) ?? 0
        guard present < notes else { return }
        for i in 0..<notes {
            try noteText(i).write(to: folder.appendingPathComponent("note-\(i).md"), atomically: false, encoding: .utf8)
        }
    }
}

/// Wall-clock times and the process's peak memory.
enum BenchClock {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
    static func since(_ start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
    static func peakRSSMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes / 1024
    }
}
