// sort-bench-app: N items of a GObject type defined in Swift (`ObjectSubclass` with an
// `Int` `count` and a `String` `title` property), in a `ListStore`, sorted by a
// `SortListModel` with `Sorter.numeric(by:)` (then `Sorter.string(by:)`) over
// `PropertyExpression`s: what raw-gtk-sort does in C. Each sort is one `sorter` assignment
// (not incremental); prints the medians of K repeats:
//   numeric_ms  process CPU of one numeric sort
//   string_ms   process CPU of one string sort
// Usage: sort-bench-app N [--repeat K]. The values come from the same LCG as raw-gtk-sort.
import Glibc
import Gtk
import SampleStatistics

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
func run() {
    let arguments = CommandLine.arguments
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
    var repeats = 5
    if let index = arguments.firstIndex(of: "--repeat"), index + 1 < arguments.count { repeats = Int(arguments[index + 1]) ?? 5 }
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

MainActor.assumeIsolated { run() }
