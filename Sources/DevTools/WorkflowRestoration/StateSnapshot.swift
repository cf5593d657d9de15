/// The file ``FileStateStore`` writes: a format name and version, and the saved state of
/// every restorable node, keyed by its path.
///
/// ```json
/// {"format":"WorkflowGtk.StateSnapshot","version":1,
///  "states":[{"path":[{"workflowType":"App.RootWorkflow","key":""}],"state":{"tab":2}}]}
/// ```
struct StateSnapshot: Codable {
    /// The only format name this version reads.
    static let formatName = "WorkflowGtk.StateSnapshot"
    /// The only version this version reads; a snapshot of another version is ignored.
    static let currentVersion = 1

    /// One node's state.
    struct Entry: Codable {
        var path: WorkflowNodePathCodable
        var state: JSONValue
    }

    var format: String
    var version: Int
    var states: [Entry]
}

import Workflow

/// ``WorkflowNodePath`` as it is written: the array of its components.
typealias WorkflowNodePathCodable = [WorkflowNodePath.Component]
