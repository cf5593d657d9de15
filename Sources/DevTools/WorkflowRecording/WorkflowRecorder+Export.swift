#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Workflow

/// The JSON file of a recording: the kept passes (timings, nodes rendered, actions with
/// state summaries) and the replay log.
public struct RecordingFile: Codable, Sendable, Equatable {
    /// `WorkflowGtk.Recording`.
    public var format: String
    /// 1.
    public var version: Int
    /// The recorder's capacity (passes kept).
    public var capacity: Int
    /// Passes seen in all (the file keeps the last `capacity`).
    public var passCount: Int
    /// The kept passes, oldest first.
    public var passes: [Pass]
    /// The received actions, for ``ActionReplay``.
    public var actionLog: ActionLog

    /// A pass as written.
    public struct Pass: Codable, Sendable, Equatable {
        /// The pass number.
        public var index: Int
        /// Start, microseconds since the recorder was made.
        public var startMicroseconds: Double
        /// Duration in microseconds.
        public var durationMicroseconds: Double
        /// Workflows rendered.
        public var nodesRendered: Int
        /// The actions applied before the pass.
        public var actions: [Action]
    }

    /// An applied action as written.
    public struct Action: Codable, Sendable, Equatable {
        /// The node's path, `Type[key]/…`.
        public var node: String
        /// The action's type.
        public var type: String
        /// The action, described (absent for actions a child's output was mapped to).
        public var action: String?
        /// The node's state after it, described.
        public var state: String
        /// Whether the state changed.
        public var stateChanged: Bool
        /// The output, described, if any.
        public var output: String?
    }

    /// The format name this version writes and reads.
    public static let formatName = "WorkflowGtk.Recording"
}

extension WorkflowRecorder {
    /// The recording as a ``RecordingFile``.
    public var recordingFile: RecordingFile {
        RecordingFile(
            format: RecordingFile.formatName, version: 1, capacity: capacity, passCount: passCount,
            passes: recordedPasses.map { pass in
                RecordingFile.Pass(
                    index: pass.index, startMicroseconds: Self.microseconds(pass.startTime),
                    durationMicroseconds: Self.microseconds(pass.duration), nodesRendered: pass.nodesRendered,
                    actions: pass.actions.map {
                        RecordingFile.Action(
                            node: $0.path.description, type: $0.actionType, action: $0.actionSummary, state: $0.stateSummary,
                            stateChanged: $0.stateChanged, output: $0.outputSummary
                        )
                    }
                )
            },
            actionLog: actionLog
        )
    }

    /// The recording as JSON (sorted keys, pretty-printed).
    public func exportJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(recordingFile)
    }

    /// Reads the recording file at `data` (for its ``ActionLog``).
    public static func readRecording(_ data: Data) throws -> RecordingFile {
        let file = try JSONDecoder().decode(RecordingFile.self, from: data)
        guard file.format == RecordingFile.formatName, file.version == 1 else {
            throw ActionReplay.Failure(entry: nil, reason: "not a \(RecordingFile.formatName) version 1 file")
        }
        return file
    }

    private static func microseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
    }
}
