// sort-bench-app: N items of a GObject type defined in Swift (`ObjectSubclass` with an
// `Int` `count` and a `String` `title` property), in a `ListStore`, sorted by a
// `SortListModel` with `Sorter.numeric(by:)` (then `Sorter.string(by:)`) over
// `PropertyExpression`s: what raw-gtk-sort does in C. Each sort is one `sorter` assignment
// (not incremental); prints the medians of K repeats:
//   numeric_ms  process CPU of one numeric sort
//   string_ms   process CPU of one string sort
// Usage: sort-bench-app [N] [--repeat K] (N 100,000 by default; a value that is not a whole
// number above 0 is an error with usage, exit 64). The values come from the same LCG as
// raw-gtk-sort.
import ArgumentParser
import Glibc
import Gtk
import SampleStatistics

/// The command line: the item count and the repeats.
struct SortBenchOptions: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sort-bench-app")

    @Argument(help: "How many items to sort.")
    var count = 100_000

    @Option(name: .customLong("repeat"), help: "How many times each sort runs (the median is printed).")
    var repeats = 5

    func validate() throws {
        guard count > 0 else { throw ValidationError("N needs a whole number above 0 (got \(count))") }
        guard repeats > 0 else { throw ValidationError("--repeat needs a whole number above 0 (got \(repeats))") }
    }
}

@MainActor
final class BenchItem: Object, ObjectSubclass {
    static let count = ObjectProperty<Int>("count")
    static let title = ObjectProperty<String>("title")
    static let typeDefinition = ObjectTypeDefinition(name: "SortBenchItem", properties: [count, title])
}

func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

@MainActor
func run(_ options: SortBenchOptions) {
    let count = options.count, repeats = options.repeats
    let store = ListStore(of: BenchItem.self)
    var state: UInt64 = 12345
    for _ in 0..<count {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let item = BenchItem()
        item[BenchItem.count] = Int((state >> 33) % 1_000_000)
        let number = Int((state >> 20) % 1_000_000)
        let digits = String(number)
        item[BenchItem.title] = "item " + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
        store.append(item)
    }
    let model = SortListModel(model: store, sorter: nil)
    var numeric: [Double] = [], string: [Double] = []
    for _ in 0..<repeats {
        var sorter = Sorter.numeric(by: PropertyExpression(BenchItem.self, BenchItem.count))
        var start = cpuMilliseconds()
        model.sorter = sorter
        numeric.append(cpuMilliseconds() - start)
        model.sorter = nil
        sorter = Sorter.string(by: PropertyExpression(BenchItem.self, BenchItem.title))
        start = cpuMilliseconds()
        model.sorter = sorter
        string.append(cpuMilliseconds() - start)
        model.sorter = nil
    }
    func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    print("numeric_ms=\(rounded(median(numeric))) string_ms=\(rounded(median(string)))")
}

let options = SortBenchOptions.parseOrExit()
MainActor.assumeIsolated { run(options) }
