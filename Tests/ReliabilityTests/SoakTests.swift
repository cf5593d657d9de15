import Foundation
import GtkTestSupport
import Testing

/// The short soak (30 s by default; `WORKFLOWGTK_SOAK_SECONDS` changes it, 0 skips it):
/// one `workflow-demo --soak` process, random steps, no crash, RSS at the end within
/// 2 MiB of the RSS after the warm-up. `Scripts/soak` runs the 10-minute version.
@Suite("Soak")
struct SoakTests {
    @Test("the demo survives random steps with flat memory")
    func shortSoak() async throws {
        let seconds = environmentInt("WORKFLOWGTK_SOAK_SECONDS") ?? 30
        guard seconds > 0 else { return }
        let result = try #require(try await DemoProcess.run(["--soak", "\(seconds)"], timeout: TimeInterval(seconds + 60)))
        #expect(result.status == 0, "workflow-demo --soak exited \(result.status): \(result.stderr.suffix(2000))")
        let line = try #require(result.stdout.split(separator: "\n").last { $0.hasPrefix("soak-result ") },
                                "no soak-result line in: \(result.stdout.suffix(2000))")
        var fields: [String: Int] = [:]
        for pair in line.split(separator: " ").dropFirst() {
            let parts = pair.split(separator: "=")
            if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
        }
        let steps = fields["steps"] ?? 0, warm = fields["rss_warmup_kib"] ?? 0, end = fields["rss_end_kib"] ?? 0
        print("soak: \(steps) steps in \(seconds) s, RSS after warm-up \(warm) KiB, end \(end) KiB, growth \(end - warm) KiB")
        #expect(steps > seconds * 10, "too few steps: \(steps)")
        #expect(end - warm <= 2048, "RSS grew by \(end - warm) KiB after the warm-up")
    }
}
