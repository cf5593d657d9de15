import DemoScreens
import Testing

/// Numbers the demo shows are grouped by thousands ("1,000,000 items removed", not
/// "1000000"), with the separator of the user's language (English here).
@MainActor
@Suite("Demo wording")
struct DemoWordingTests {
    @Test("counts are grouped by thousands")
    func digitGrouping() {
        #expect(localizedCount(0) == "0")
        #expect(localizedCount(999) == "999")
        #expect(localizedCount(1_000) == "1,000")
        #expect(localizedCount(1_000_000) == "1,000,000")
        #expect(localizedCount(12_345_678) == "12,345,678")
        #expect(localizedCount(-4_200) == "-4,200")
    }
}
