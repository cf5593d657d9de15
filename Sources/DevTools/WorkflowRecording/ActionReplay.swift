#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Workflow

/// Replays an ``ActionLog`` into a host: each entry is decoded as the action type registered
/// under its name and applied to the live node at its path, in order.
///
/// ```swift
/// var replay = ActionReplay()
/// replay.register(RootWorkflow.SetTab.self)
/// try replay.run(log, into: host)
/// ```
public struct ActionReplay {
    /// Why a replay stopped: the entry's position and what went wrong.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// The entry's index in the log (`nil`: the log as a whole).
        public var entry: Int?
        /// What went wrong, naming the fix.
        public var reason: String

        /// One line.
        public var description: String {
            entry.map { "ActionReplay: action \($0): \(reason)" } ?? "ActionReplay: \(reason)"
        }
    }

    private var decoders: [String: @MainActor (String, WorkflowNodePath, any ActionApplying) throws -> Bool] = [:]

    /// An empty registry: register the `Codable` action types the log may hold.
    public init() {}

    /// Registers an action type (by its full name, as the recorder logs it).
    public mutating func register<Action: WorkflowAction & Decodable>(_ type: Action.Type) {
        decoders[String(reflecting: Action.self)] = { json, path, host in
            let action = try JSONDecoder().decode(Action.self, from: Data(json.utf8))
            return host.apply(action, toNodeAt: path)
        }
    }

    /// A registry with `types` registered.
    public init<each Action: WorkflowAction & Decodable>(registering types: repeat (each Action).Type) {
        repeat register(each types)
    }

    /// The registered type names.
    public var registeredTypes: [String] { decoders.keys.sorted() }

    /// Applies every entry of `log` to `host`, in order; stops at the first entry that
    /// cannot be replayed. Returns the number of actions applied.
    @MainActor
    @discardableResult
    public func run<W: Workflow>(_ log: ActionLog, into host: WorkflowHost<W>) throws(Failure) -> Int {
        if let problem = log.problem {
            throw Failure(entry: nil, reason: "the log is incomplete (\(problem)); record again with Codable actions")
        }
        guard log.rootWorkflowType == String(reflecting: W.self) else {
            throw Failure(entry: nil, reason: "the log was recorded with root \(log.rootWorkflowType), not \(String(reflecting: W.self))")
        }
        for (index, entry) in log.entries.enumerated() {
            guard let decode = decoders[entry.actionType] else {
                throw Failure(entry: index, reason: "\(entry.actionType) is not registered; call register(_:) with it")
            }
            let applied: Bool
            do {
                applied = try decode(entry.action, entry.path, host)
            } catch {
                throw Failure(entry: index, reason: "\(entry.actionType) does not decode from \(entry.action): \(error)")
            }
            guard applied else {
                throw Failure(entry: index, reason: "no live \(entry.path.components.last?.workflowType ?? "node") at \(entry.path)")
            }
        }
        return log.entries.count
    }
}

/// A host that applies an action to a node by path (`WorkflowHost`).
@MainActor
protocol ActionApplying {
    func apply<Action: WorkflowAction>(_ action: Action, toNodeAt path: WorkflowNodePath) -> Bool
}

extension WorkflowHost: ActionApplying {}
