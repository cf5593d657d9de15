#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Gtk
import Workflow
import WorkflowRecording
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

extension WorkflowApplication {
    /// Adds the inspector and the recording options to the app:
    ///
    /// - with `WORKFLOWGTK_INSPECTOR=1` in the environment, a `WorkflowRecorder` observes the
    ///   root and Ctrl+Shift+W opens the ``WorkflowInspector`` (`=open`: also at launch);
    ///   without it, nothing is added to the runtime (no observer, no cost per action);
    /// - `--record FILE` writes the recording (passes, actions, state summaries, timings and
    ///   the replay log) as JSON when the app quits;
    /// - `--replay FILE` applies the replay log of a recording to the fresh root once the
    ///   window is shown (action types registered in `replay`); a log that cannot be
    ///   replayed is reported on standard error and the app exits with status 1.
    ///
    /// ```swift
    /// var app = WorkflowApplication(id: "org.example.Notes", title: "Notes") { NotesWorkflow() }
    /// app.enableInspector(replay: ActionReplay(registering: NotesWorkflow.Edit.self))
    /// ```
    public mutating func enableInspector(
        capacity: Int = 500,
        replay: ActionReplay = ActionReplay(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let session = InspectorSession(capacity: capacity)
        let setting = environment[WorkflowInspector.environmentVariable] ?? ""
        if !setting.isEmpty, setting != "0" {
            observers.append(session.recorder)
            session.isInspectorEnabled = true
            session.opensAtLaunch = setting == "open"
        }
        commandLineOptions.append(CommandLineOption(name: "record", valueName: "FILE", help: "Record passes and actions to FILE (JSON) until quit") { path in
            session.recordPath = path
            return session.claimRecorder()
        })
        commandLineOptions.append(CommandLineOption(name: "replay", valueName: "FILE", help: "Replay the actions recorded in FILE") { path in
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                session.replayLog = try WorkflowRecorder.readRecording(data).actionLog
            } catch {
                throw CommandLineOption.Invalid("cannot read \(path) as a recording (\(error)); record one with --record")
            }
            return []
        })
        let previous = didPresent
        didPresent = { window, root in
            previous?(window, root)
            session.didPresent(window: window, root: root, replay: replay)
        }
        let previousQuit = willQuit
        willQuit = {
            previousQuit?()
            session.writeRecording()
        }
    }
}

/// What `WorkflowApplication.enableInspector(capacity:replay:environment:)` keeps for one run.
@MainActor
final class InspectorSession {
    let recorder: WorkflowRecorder
    var isInspectorEnabled = false
    var opensAtLaunch = false
    var recordPath: String?
    var replayLog: ActionLog?
    var inspector: WorkflowInspector?
    private var recorderIsObserving = false

    init(capacity: Int) {
        recorder = WorkflowRecorder(capacity: capacity)
    }

    /// The recorder as an observer to add, unless the inspector already added it.
    func claimRecorder() -> [any WorkflowObserver] {
        guard !isInspectorEnabled, !recorderIsObserving else { return [] }
        recorderIsObserving = true
        return [recorder]
    }

    func didPresent<W: Workflow>(window: ApplicationWindow, root: ContainerViewController<W>, replay: ActionReplay) where W.Rendering: Screen {
        if isInspectorEnabled {
            let inspector = WorkflowInspector(recorder: recorder)
            inspector.attach(to: root, in: window)
            self.inspector = inspector
            if opensAtLaunch { inspector.present() }
        }
        if let replayLog {
            do {
                let count = try replay.run(replayLog, into: root.host)
                print("Replayed \(count) actions")
            } catch {
                StandardError.write("\(error)\n")
                exit(1)
            }
        }
    }

    func writeRecording() {
        guard let recordPath else { return }
        do {
            try recorder.exportJSON().write(to: URL(fileURLWithPath: recordPath), options: .atomic)
        } catch {
            StandardError.write("--record: cannot write \(recordPath): \(error)\n")
        }
    }
}
