import Foundation
import GtkTestSupport
import Testing

/// The demo's command line, run as the real binary.
@Suite("workflow-demo command line")
struct DemoCommandLineTests {
    @Test("--help prints the usage and exits 0")
    func help() async throws {
        let result = try #require(try await DemoProcess.run(["--help"]))
        #expect(result.status == 0)
        #expect(result.stdout.contains("usage: workflow-demo"))
        #expect(result.stdout.contains("--screenshot PATH"))
    }

    @Test("an unknown option prints the usage and exits 2")
    func unknownOption() async throws {
        let result = try #require(try await DemoProcess.run(["--frobnicate"]))
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown option '--frobnicate'"))
        #expect(result.stderr.contains("usage: workflow-demo"))
    }

    @Test("--direction rtl lays the window out right to left, and ltr left to right, whatever the language")
    func direction() async throws {
        let rtl = try #require(try await DemoProcess.run(["--direction", "rtl", "--dump-tree"]))
        #expect(rtl.status == 0, "\(rtl.stderr)")
        #expect(rtl.stdout.split(separator: "\n").first?.hasSuffix(" rtl") == true, "the window is not right to left: \(rtl.stdout.prefix(200))")
        let ltr = try #require(try await DemoProcess.run(["--direction", "ltr", "--dump-tree"]))
        #expect(ltr.stdout.split(separator: "\n").first?.hasSuffix(" rtl") == false)
        let bad = try #require(try await DemoProcess.run(["--direction", "up"]))
        #expect(bad.status == 2 && bad.stderr.contains("--direction needs ltr or rtl"))
    }

    @Test("a bad step or a missing argument exits 2 naming the problem")
    func badSteps() async throws {
        let step = try #require(try await DemoProcess.run(["--steps", "login,dance"]))
        #expect(step.status == 2 && step.stderr.contains("unknown step 'dance'"))
        let missing = try #require(try await DemoProcess.run(["--screenshot"]))
        #expect(missing.status == 2 && missing.stderr.contains("--screenshot needs a PATH"))
    }

    @Test("--steps refuses an empty list and empty steps, naming the problem")
    func emptySteps() async throws {
        for list in ["", ",,,", " , "] {
            let result = try #require(try await DemoProcess.run(["--steps", list, "--dump-tree"]))
            #expect(result.status == 2, "--steps '\(list)' exited \(result.status): \(result.stderr)")
            #expect(result.stderr.contains("--steps needs at least one step"), "--steps '\(list)': \(result.stderr)")
        }
        let gap = try #require(try await DemoProcess.run(["--steps", "login:Ada,,count", "--dump-tree"]))
        #expect(gap.status == 2 && gap.stderr.contains("step 2 of 'login:Ada,,count' is empty"), "\(gap.stderr)")
    }

    @Test("--steps ignores spaces around steps, names and arguments")
    func stepsWithSpaces() async throws {
        let result = try #require(try await DemoProcess.run(["--steps", " login:Ada, count ,tab : library , select: 1", "--dump-tree"]))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.range(of: #"AdwActionRow \.activatable selected\n(.*\n){1,6}\s*GtkLabel \.title "Kind of Blue""#, options: .regularExpression) != nil, "the selected row is not Kind of Blue: \(result.stdout)")
    }

    @Test("a step a user could not perform is refused with the reason, exit 1")
    func impossibleSteps() async throws {
        let behindAlert = try #require(try await DemoProcess.run(["--steps", "login:Ada,logout,count,count,tab:library,clear", "--dump-tree"]))
        #expect(behindAlert.status == 1, "steps ran behind the modal alert: \(behindAlert.stderr)")
        #expect(behindAlert.stderr.contains("step count cannot run: the log-out alert is open"), "\(behindAlert.stderr)")
        let hiddenTab = try #require(try await DemoProcess.run(["--steps", "login:Ada,select:1", "--dump-tree"]))
        #expect(hiddenTab.status == 1 && hiddenTab.stderr.contains("the Library tab is not shown"), "\(hiddenTab.stderr)")
        let nothingToPop = try #require(try await DemoProcess.run(["--steps", "login:Ada,tab:scan,back", "--dump-tree"]))
        #expect(nothingToPop.status == 1 && nothingToPop.stderr.contains("nothing to go back to"), "\(nothingToPop.stderr)")
    }

    @Test("a display nobody listens on, and an unknown GDK_BACKEND: the message names what was tried and why it failed")
    func unreachableDisplay() async throws {
        let silent = try #require(try await DemoProcess.run([], environment: ["DISPLAY": ":987", "WAYLAND_DISPLAY": nil, "GDK_BACKEND": "x11"]))
        #expect(silent.status == 1)
        #expect(silent.stderr.contains("X11 display :987: nothing listens on /tmp/.X11-unix/X987 (No such file or directory)"), "\(silent.stderr)")
        #expect(!silent.stderr.contains("Set DISPLAY"), "DISPLAY is set: \(silent.stderr)")
        let bogus = try #require(try await DemoProcess.run([], environment: ["GDK_BACKEND": "bogus"]))
        #expect(bogus.status == 1)
        #expect(bogus.stderr.contains("GDK_BACKEND=bogus names no backend of this GTK (it has wayland, x11, broadway)"), "\(bogus.stderr)")
        #expect(silent.stderr.split(separator: "\n").count == 1 && bogus.stderr.split(separator: "\n").count == 1)
    }

    @Test("no display: one line naming the fix, exit 1")
    func noDisplay() async throws {
        let result = try #require(try await DemoProcess.run([], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "GDK_BACKEND": nil]))
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("xvfb-run"))
        #expect(result.stderr.contains("DISPLAY is not set") && result.stderr.contains("WAYLAND_DISPLAY is not set"), "\(result.stderr)")
    }
}
