import NotesCore
import Testing

/// Sizes in GLib's `g_format_size` units: 1 MB is 1,000,000 bytes, not 1,048,576.
@Suite("File sizes in words")
struct FileSizeTextTests {
    @Test("megabytes are 1000² bytes, with one decimal", arguments: [
        (NotesFolder.largestNote + 1, "8.4 MB"), (200 * 1_048_576, "209.7 MB"), (1_000_000, "1.0 MB"), (999_999, "1000.0 kB"),
        (1000, "1.0 kB"), (999, "999 bytes"), (1, "1 byte"), (0, "0 bytes"), (3_500_000_000, "3.5 GB"),
    ])
    func units(bytes: Int, text: String) {
        #expect(FileSizeText.describing(bytes) == text)
    }

    @Test("the decimal separator is the caller's")
    func separator() {
        #expect(FileSizeText.describing(8_400_000, decimalSeparator: ",") == "8,4 MB")
    }

    @Test("an import refused for its size says its size in MB, not MiB")
    func importReason() {
        #expect(NoteImport.Reason.tooLarge(bytes: NotesFolder.largestNote + 1).description == "too large (8.4 MB)")
    }
}
