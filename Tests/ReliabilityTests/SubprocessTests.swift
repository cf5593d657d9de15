import Foundation
import GtkTestSupport
import Testing

/// The test targets' subprocess runner: it waits on the child's exit (the termination
/// handler), reports how the child ended, and ends a child that outlives its timeout.
@Suite("Subprocess runner")
struct SubprocessTests {
    @Test("a child's exit status, standard output and standard error are returned")
    func statusAndOutput() throws {
        let result = try Subprocess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "printf out; printf err >&2; exit 3"], timeout: 30)
        #expect(result.status == 3)
        #expect(result.stdout == "out")
        #expect(result.stderr == "err")
    }

    @Test("a child that outlives its timeout is terminated (SIGTERM) and recorded as a failure")
    func timeoutTerminates() {
        var result: Subprocess.Result?
        withKnownIssue("the runner records the child that did not exit in time") {
            result = try? Subprocess.run(URL(fileURLWithPath: "/bin/sleep"), ["30"], timeout: 0.3)
        } matching: { issue in
            issue.description.contains("did not exit within 0.3 s")
        }
        // sleep 30 exits 0 when it runs to its end; a terminated one ends by signal 15.
        #expect(result?.status == SIGTERM, "the child was ended by the runner's SIGTERM, not waited for")
    }
}
