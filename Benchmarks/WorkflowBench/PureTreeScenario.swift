import Workflow

/// Scenario 1: the runtime alone. One leaf action in a wide tree (1 root, 1,000 leaves) and
/// in a deep tree (depth 100): µs per action, render passes and nodes rendered per action,
/// with render skipping on (skipped no-op passes and reused unchanged child renderings)
/// against off.
@MainActor
struct PureTreeScenario {
    let repetitions: Repetitions
    let report: BenchmarkReport
    let options: BenchmarkOptions

    /// Skipping on: no-op actions skip the pass, unchanged children are not rendered again.
    static let skippingOn = WorkflowHostOptions(renderSkipping: true, reusesUnchangedChildRenderings: true)
    /// Skipping off: every action renders every node.
    static let skippingOff = WorkflowHostOptions(renderSkipping: false, reusesUnchangedChildRenderings: false)

    /// The kinds of measurement, each run `-on` and `-off`.
    nonisolated static let kinds = ["wide-change", "wide-noop", "deep-change", "array-set"]
    /// The configurations: each kind, `-on` / `-off`.
    nonisolated static let cases = kinds.flatMap { ["\($0)-on", "\($0)-off"] }

    func run() {
        if let only = options.pureCase {
            // One configuration alone (for callgrind): ours is that configuration.
            let outcome = measure(case: only)
            report.add("pure \(only)", ours: outcome.samples, baseline: nil, ratioName: "", notes: outcome.counts)
            return
        }
        for kind in Self.kinds {
            let on = measure(case: "\(kind)-on"), off = measure(case: "\(kind)-off")
            let title = switch kind {
            case "wide-change": "pure wide 1000: leaf action"
            case "wide-noop": "pure wide 1000: no-op leaf action"
            case "array-set": "pure [Int] state 1000: set one value"
            default: "pure deep 100: leaf action"
            }
            report.add(title, ours: on.samples, baseline: off.samples, ratioName: "off/on", inverted: true,
                       notes: "skip on: \(on.counts); skip off: \(off.counts)")
            report.record("pure.\(kind).on.us", on.samples.median)
            report.record("pure.\(kind).off.us", off.samples.median)
            switch kind {
            case "wide-noop":
                report.check("pure: a no-op action renders nothing with skipping on", on.passes == 0,
                             "\(on.passes) passes per action")
            case "wide-change":
                report.check("pure: one leaf action renders only the root and that leaf with skipping on",
                             on.nodes <= 2, "\(on.nodes) nodes per action")
            default:
                break
            }
        }
    }

    private func measure(case name: String) -> Outcome {
        let options = name.hasSuffix("-on") ? Self.skippingOn : Self.skippingOff
        if name.hasPrefix("deep") { return measureDeep(options: options) }
        if name.hasPrefix("array") { return measureArray(options: options) }
        return measureWide(options: options, changing: name.hasPrefix("wide-change"))
    }

    /// What one configuration measured.
    struct Outcome {
        var samples = Samples()
        var counts = ""
        /// Render passes per action.
        var passes = 0.0
        /// Nodes rendered per action.
        var nodes = 0.0
    }

    private func measureWide(options: WorkflowHostOptions, changing: Bool) -> Outcome {
        let host = WorkflowHost(workflow: WideTreeWorkflow(width: 1_000), options: options)
        var index = 0
        func step() -> Double {
            let leaf = host.rendering[index % host.rendering.count]
            index += 37
            return Timing.microseconds { Self.sendLeafAction(leaf, changing: changing) }
        }
        return measure(host: host, step: step)
    }

    private func measureDeep(options: WorkflowHostOptions) -> Outcome {
        let host = WorkflowHost(workflow: DeepTreeWorkflow(depth: 99), options: options)
        func step() -> Double {
            let leaf = host.rendering
            return Timing.microseconds { Self.sendLeafAction(leaf, changing: true) }
        }
        return measure(host: host, step: step)
    }

    private func measureArray(options: WorkflowHostOptions) -> Outcome {
        let host = WorkflowHost(workflow: ArrayStateWorkflow(count: 1_000), options: options)
        var step = 0
        func action() -> Double {
            step += 1
            let rendering = host.rendering
            return Timing.microseconds { Self.sendArrayAction(rendering, index: (step &* 37) % 1_000, value: step) }
        }
        return measure(host: host, step: action)
    }

    private func measure<W: Workflow>(host: WorkflowHost<W>, step: () -> Double) -> Outcome {
        for _ in 0..<repetitions.warmUp { _ = step() }
        let before = host.counters
        var outcome = Outcome()
        for _ in 0..<repetitions.measured { outcome.samples.append(step()) }
        let after = host.counters
        let count = Double(repetitions.measured)
        let passes = Double(after.renderPasses - before.renderPasses) / count
        let nodes = Double(after.nodesRendered - before.nodesRendered) / count
        outcome.passes = passes
        outcome.nodes = nodes
        outcome.counts = "\(BenchmarkReport.format(passes)) passes, \(BenchmarkReport.format(nodes)) nodes/action"
        return outcome
    }

    /// The measured operation of the `[Int]` state (a named, non-inlined function so that
    /// callgrind can collect it alone: `--toggle-collect='*sendArrayAction*'`).
    @inline(never)
    static func sendArrayAction(_ rendering: ArrayStateWorkflow.Rendering, index: Int, value: Int) {
        rendering.set(index, value)
    }

    /// The measured operation of the wide and deep trees (`--toggle-collect='*sendLeafAction*'`).
    @inline(never)
    static func sendLeafAction(_ leaf: LeafWorkflow.Rendering, changing: Bool) {
        if changing { leaf.bump() } else { leaf.touch() }
    }
}
