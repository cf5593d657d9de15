import Foundation
import GtkTestSupport
import Testing

/// The test targets' runner of child processes (swift-subprocess): it reports how the child
/// ended and what it printed, and ends a child that outlives its timeout.
@Suite("TestProcess runner")
struct TestProcessTests {
    @Test("a child's exit status, standard output and standard error are returned")
    func statusAndOutput() async throws {
        let result = try await TestProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "printf out; printf err >&2; exit 3"], timeout: 30)
        #expect(result.status == 3)
        #expect(result.stdout == "out")
        #expect(result.stderr == "err")
    }

    @Test("the environment edit: a given value is set or replaced, nil removes the variable, the rest is inherited")
    func environmentEdit() async throws {
        let result = try await TestProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", #"printf '%s|%s|%s|%s' "$WGTK_NEW" "$LANG" "${HOME-unset}" "$PATH""#],
                                               environment: ["WGTK_NEW": "new", "LANG": "de_DE.UTF-8", "HOME": nil], timeout: 30)
        #expect(result.stdout == "new|de_DE.UTF-8|unset|\(ProcessInfo.processInfo.environment["PATH"] ?? "")")
    }

    @Test("a child that outlives its timeout is terminated (SIGTERM) and recorded as a failure")
    func timeoutTerminates() async {
        var result: TestProcess.Result?
        await withKnownIssue("the runner records the child that did not exit in time") {
            result = try? await TestProcess.run(URL(fileURLWithPath: "/bin/sleep"), ["30"], timeout: 0.3)
        } matching: { issue in
            issue.description.contains("did not exit within 0.3 s")
        }
        // sleep 30 exits 0 when it runs to its end; a terminated one ends by signal 15.
        #expect(result?.status == SIGTERM, "the child was ended by the runner's SIGTERM, not waited for")
    }

    @Test("SIGTERM reaches the child although the test's threads block it")
    func terminationSignalReachesChild() async throws {
        // The shell signals itself. The threads of Swift's concurrency pool (Dispatch workers)
        // block SIGTERM: a child given their signal mask keeps the signal pending and exits 0.
        let result = try await TestProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "kill -TERM $$; exit 0"], timeout: 30)
        #expect(result.status == SIGTERM, "the child ran with SIGTERM blocked: it exited \(result.status)")
    }
}
