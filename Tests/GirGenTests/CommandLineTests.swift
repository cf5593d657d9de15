import ArgumentParser
import Testing
@testable import gir_gen

/// gir-gen's options: a value left out or a word it does not know is an error with usage,
/// never a silent default.
@Suite("gir-gen's command line")
struct CommandLineTests {
    @Test("--root and --gir-dir without a value are errors naming the option")
    func missingValue() {
        for option in ["--root", "--gir-dir"] {
            #expect(throws: (any Error).self, "\(option) without a value") { try GirGen.parse([option]) }
        }
        do {
            _ = try GirGen.parse(["--root"])
        } catch {
            #expect(GirGen.message(for: error).contains("Missing value for '--root <DIR>'"), "\(GirGen.message(for: error))")
            #expect(GirGen.exitCode(for: error).rawValue == 64)
        }
    }

    @Test("an unknown option is an error; the options given are read")
    func options() throws {
        #expect(throws: (any Error).self) { try GirGen.parse(["--frobnicate"]) }
        let command = try GirGen.parse(["--root", "/tmp/package", "--gir-dir", "/tmp/gir", "--check"])
        #expect(command.root == "/tmp/package" && command.girDirectory == "/tmp/gir" && command.check && !command.counts)
    }
}
