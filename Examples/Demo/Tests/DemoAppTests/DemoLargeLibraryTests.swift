import Foundation
import GtkTestSupport
import Testing

/// `workflow-demo --library-size N`: a generated catalogue in the virtualized list.
@Suite("workflow-demo large library")
struct DemoLargeLibraryTests {
    @Test("--library-size refuses a negative, non-numeric, too large or missing size, naming the option, exit 2")
    func badSizes() async throws {
        for value in ["-3", "abc", "1e5", "", "10000001", "--dump-tree"] {
            let result = try #require(try await DemoProcess.run(["--library-size", value]))
            #expect(result.status == 2, "--library-size '\(value)' exited \(result.status)")
            #expect(result.stderr.contains("--library-size needs a whole number of items from 0 to 10000000 (got '\(value)')"),
                    "--library-size '\(value)': \(result.stderr)")
        }
        let missing = try #require(try await DemoProcess.run(["--library-size"]))
        #expect(missing.status == 2 && missing.stderr.contains("--library-size needs a number of items"), "\(missing.stderr)")
    }

    @Test("100,000 items: the library shows in a virtualized list; scrolling, selecting and a far selection work")
    func hundredThousand() async throws {
        let result = try #require(try await DemoProcess.run(
            ["--library-size", "100000", "--steps", "login:Ada,tab:library", "--frame-probe"], timeout: 120))
        #expect(result.status == 0, "stderr: \(result.stderr)\nstdout: \(result.stdout)")
        let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("frame-probe ") }.map(String.init)
        // The list holds every item but made row widgets only for about a screenful.
        let library = try #require(lines.first { $0.hasPrefix("frame-probe library ") }, "\(result.stdout)")
        #expect(library.contains("rows=100000"))
        let bound = try #require(Self.value("bound_rows", in: library))
        let live = try #require(Self.value("live_row_controllers", in: library))
        #expect(bound > 0 && bound < 1_000 && live <= bound + 50, "\(library)")
        #expect(lines.contains { $0.hasPrefix("frame-probe scroll_page n=20 ") }, "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("frame-probe select_row n=10 ") }, "\(result.stdout)")
        // Selecting item 99,990 (the workflow's selection) scrolls to it: the row is bound
        // and shown selected, with its generated title.
        #expect(lines.contains { $0.hasPrefix("frame-probe select_far index=99990 ") && $0.contains("title=\"Golden Journey 99991\"") },
                "\(result.stdout)")
    }

    @Test("a far selection in a large library shows in the dump: the detail and the selected row")
    func farSelectionDump() async throws {
        let result = try #require(try await DemoProcess.run(
            ["--library-size", "100000", "--steps", "login:Ada,tab:library,select:99990", "--dump-tree"], timeout: 120))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("GtkLabel .title-2 \"Golden Journey 99991\""), "the detail does not show item 99990")
        #expect(result.stdout.range(of: #"GtkListItemWidget[^\n]* selected\n(.*\n){1,4}\s*GtkLabel "Golden Journey 99991""#,
                                    options: .regularExpression) != nil, "the row of item 99990 is not shown selected: \(result.stdout)")
        // (The detail's boxed lists hold AdwActionRows; the library list itself must not.)
        #expect(result.stdout.contains("GtkListView .view.separators.workflow-list-view"), "a large library is a list view, not a boxed list")
        #expect(result.stdout.components(separatedBy: "AdwActionRow").count - 1 == 2, "only the detail's two rows (Author, Pages) are action rows")
    }

    /// The integer after `name=` in `line`.
    static func value(_ name: String, in line: String) -> Int? {
        guard let range = line.range(of: name + "=") else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
}
