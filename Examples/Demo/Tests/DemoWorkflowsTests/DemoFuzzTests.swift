import DemoWorkflows
import Foundation
import GtkTestSupport
import Testing
import Workflow

/// Fuzzing the demo's scripted steps, without a display: random text through the
/// `--steps` parser, and random sequences of the steps a user could perform, applied to the
/// demo's real workflows (`RootWorkflow` in a `WorkflowHost`). Nothing may crash or stop on
/// a precondition; every available step must be accepted and do what it says.
///
/// Each test runs for `WORKFLOWGTK_FUZZ_SECONDS` (default 2, so CI runs it briefly) from
/// `WORKFLOWGTK_FUZZ_SEED` (default 1; printed). `Scripts/fuzz SECONDS` runs it longer from
/// a random seed.
@MainActor
@Suite("Demo fuzz", .serialized)
struct DemoFuzzTests {
    /// How long each test runs, and its seed (from the environment; bad values are errors).
    static func settings() -> (seconds: Double, seed: UInt64)? {
        let environment = ProcessInfo.processInfo.environment
        var seconds = 2.0, seed: UInt64 = 1
        if let text = environment["WORKFLOWGTK_FUZZ_SECONDS"] {
            guard let value = Double(text), value > 0, value.isFinite else {
                Issue.record("WORKFLOWGTK_FUZZ_SECONDS=\(text) is not a number of seconds above 0")
                return nil
            }
            seconds = value
        }
        if let text = environment["WORKFLOWGTK_FUZZ_SEED"] {
            guard let value = UInt64(text) else {
                Issue.record("WORKFLOWGTK_FUZZ_SEED=\(text) is not a whole number from 0 to \(UInt64.max)")
                return nil
            }
            seed = value
        }
        return (seconds, seed)
    }

    /// Pieces random step lists are made of: step names, arguments, separators, spaces,
    /// numbers at the edges of `Int`, and text that is not ASCII.
    static let fragments = ["login", "tab", "count", "scan", "open", "related", "back", "select", "clear", "restore",
                            "logout", "confirm", "cancel", "home", "library", "Library", ":", ":", ",", ",", " ", "\t",
                            "0", "1", "3", "-1", "99", "9223372036854775807", "9223372036854775808", "Ada", "é", "🙂",
                            "\u{0}", "--", "login:", "tab:", "select:", "open:", ",,"]

    static func randomStep(_ rng: inout SeededRandom) -> DemoStep {
        switch Int.random(in: 0..<13, using: &rng) {
        case 0: .login(["Ada", "Grace Hopper", "é🙂", "a:b"].randomElement(using: &rng)!)
        case 1: .tab(DemoTab.allCases.randomElement(using: &rng)!)
        case 2: .count
        case 3: .scan
        case 4: .open(Int.random(in: 0...Int.max, using: &rng) % 7)
        case 5: .related
        case 6: .back
        case 7: .select(Int.random(in: 0...20, using: &rng))
        case 8: .clear
        case 9: .restore
        case 10: .logout
        case 11: .confirm
        default: .cancel
        }
    }

    @Test("the --steps parser: any text is parsed or refused with a message; valid lists parse back, whatever the spaces")
    func parser() throws {
        guard let (seconds, seed) = Self.settings() else { return }
        var rng = SeededRandom(seed: seed)
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var inputs = 0, accepted = 0
        repeat {
            // Random text.
            let text = (0..<Int.random(in: 0...12, using: &rng)).map { _ in Self.fragments.randomElement(using: &rng)! }.joined()
            do {
                let steps = try DemoStep.list(parsing: text)
                accepted += 1
                #expect(!steps.isEmpty, "'\(text)' parsed to no steps")
                #expect(try DemoStep.list(parsing: steps.map(\.text).joined(separator: ",")) == steps, "'\(text)' does not round-trip")
            } catch {
                #expect(!error.message.isEmpty, "'\(text)' was refused without a reason")
            }
            // A valid list with random spaces around steps, names and arguments.
            let steps = (1...Int.random(in: 1...8, using: &rng)).map { _ in Self.randomStep(&rng) }
            let pads = ["", " ", "  ", "\t"]
            let spaced = steps.map { step in
                let parts = step.text.split(separator: ":", maxSplits: 1).map(String.init)
                let pad = { pads.randomElement(using: &rng)! }
                return pad() + parts.map { $0 }.joined(separator: pad() + ":" + pad()) + pad()
            }.joined(separator: ",")
            #expect(try DemoStep.list(parsing: spaced) == steps, "'\(spaced)'")
            inputs += 2
        } while ContinuousClock.now < deadline
        print("fuzz: --steps parser: \(inputs) inputs (\(accepted) random texts accepted), seed \(seed) (replay: WORKFLOWGTK_FUZZ_SEED=\(seed))")
    }

    @Test("random sequences of the steps a user could perform, on the demo's workflows: no crash, each step does what it says")
    func actionSequences() throws {
        guard let (seconds, seed) = Self.settings() else { return }
        var rng = SeededRandom(seed: seed)
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var sequences = 0, steps = 0, refused = 0
        repeat {
            let host = WorkflowHost(workflow: RootWorkflow())
            var taps = 0
            var history: [DemoStep] = []
            for _ in 0..<Int.random(in: 1...120, using: &rng) {
                let before = host.rendering
                let available = DemoStep.available(in: before, loginName: ["Ada", " Grace ", "é🙂"].randomElement(using: &rng)!)
                try #require(!available.isEmpty, "no step is possible after \(history.map(\.text))")
                // Now and then a step a user could not perform: it must be refused and change nothing.
                let unavailable = Self.randomStep(&rng)
                if unavailable.unavailableReason(in: before) != nil {
                    #expect(throws: DemoStep.Unavailable.self, "\(unavailable) after \(history.map(\.text))") { try unavailable.perform(on: before) }
                    refused += 1
                }
                let step = available.randomElement(using: &rng)!
                try step.perform(on: before)
                history.append(step)
                steps += 1
                if case .login = step { taps = 0 }
                if case .count = step { taps += 1 }
                Self.checkEffect(of: step, before: before, after: host.rendering, taps: taps, history: history)
            }
            sequences += 1
        } while ContinuousClock.now < deadline
        print("fuzz: demo workflows: \(sequences) sequences, \(steps) steps, \(refused) impossible steps refused, seed \(seed) (replay: WORKFLOWGTK_FUZZ_SEED=\(seed))")
    }

    /// What `step` must have done.
    static func checkEffect(of step: DemoStep, before: AppRendering, after: AppRendering, taps: Int, history: [DemoStep]) {
        let context = Comment(rawValue: "after \(history.map(\.text).joined(separator: ","))")
        switch (step, after) {
        case (.login(let name), .main(let main)):
            #expect(main.userName == name.trimmingCharacters(in: .whitespaces) && main.selectedTab == .home, context)
        case (.confirm, .welcome(let welcome)):
            #expect(welcome.name.isEmpty, context)
        case (.tab(let tab), .main(let main)):
            #expect(main.selectedTab == tab, context)
        case (.scan, .main(let main)):
            #expect(main.selectedTab == .scan, context)
        case (.count, .main(let main)):
            #expect(main.home.counter.title == HomeWorkflow.title(taps: taps), context)
        case (.open(let index), .main(let main)):
            guard case .detail(let detail)? = main.scan.items.last?.content else { Issue.record("no detail open \(context)"); return }
            #expect(main.scan.items.count == 2 && detail.code == ScanWorkflow.codes[index], context)
        case (.related, .main(let main)):
            guard case .main(let old) = before else { return }
            #expect(main.scan.items.count == old.scan.items.count + 1, context)
        case (.back, .main(let main)):
            guard case .main(let old) = before else { return }
            if old.selectedTab == .library {
                #expect(!main.library.isShowingDetail, context)
            } else {
                #expect(main.scan.items.count == old.scan.items.count - 1, context)
            }
        case (.select(let index), .main(let main)):
            #expect(main.library.selectedIndex == index, context)
        case (.clear, .main(let main)):
            #expect(main.library.items.isEmpty, context)
            guard case .empty = main.library.detail else { Issue.record("the cleared library shows a detail \(context)"); return }
        case (.restore, .main(let main)):
            #expect(!main.library.items.isEmpty, context)
        case (.logout, .main(let main)):
            #expect(main.logoutAlert != nil, context)
        case (.cancel, .main(let main)):
            #expect(main.logoutAlert == nil, context)
        default:
            Issue.record("\(step) led to an unexpected screen \(context)")
        }
    }
}
