import Workflow
import WorkflowRecording
import WorkflowUI

/// The text of the inspector's panes, made from the runtime's and the UI's state; plain
/// values, so tests read exactly what the window shows.
@MainActor
enum InspectorPanes {
    /// One node's row in the workflow tree pane.
    struct TreeEntry: Equatable {
        /// The node's lines: `Type[key]  renders: N`, then its state and props, indented.
        var text: String
        /// The node's runtime id (what collapsing is remembered by).
        var nodeID: Int
        /// How deep the node is (the root is 0).
        var depth: Int
        /// Whether the node has children (the row shows a disclosure button).
        var hasChildren: Bool
        /// Whether its children are hidden.
        var isCollapsed: Bool
    }

    /// One entry per node, indented by depth, without the descendants of `collapsed` nodes.
    static func treeEntries(_ tree: WorkflowTreeNode, collapsed: Set<Int>) -> [TreeEntry] {
        var entries: [TreeEntry] = []
        func visit(_ node: WorkflowTreeNode, depth: Int) {
            let name = shortName(node.info.workflowType) + (node.info.key.isEmpty ? "" : "[\(node.info.key)]")
            let restorable = node.isRestorable ? "  (restorable)" : ""
            let isCollapsed = collapsed.contains(node.info.id) && !node.children.isEmpty
            entries.append(TreeEntry(
                text: String(repeating: "    ", count: depth) + name + restorable + "  renders: \(node.renderCount)"
                    + (isCollapsed ? "  (\(node.children.count) hidden)" : "")
                    + "\n" + String(repeating: "    ", count: depth + 1) + "state: " + clip(node.stateSummary)
                    + "\n" + String(repeating: "    ", count: depth + 1) + "props: " + clip(node.workflowSummary),
                nodeID: node.info.id, depth: depth, hasChildren: !node.children.isEmpty, isCollapsed: isCollapsed
            ))
            guard !isCollapsed else { return }
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(tree, depth: 0)
        return entries
    }

    /// One line per kept pass, newest first: number, duration, nodes rendered and skipped.
    static func passLines(_ passes: [RecordedPass], liveNodes: Int) -> [String] {
        passes.reversed().map { pass in
            let micros = Double(pass.duration.components.attoseconds) / 1e12 + Double(pass.duration.components.seconds) * 1e6
            let skipped = max(0, liveNodes - pass.nodesRendered)
            return "pass \(pass.index)  \(String(format1: micros)) µs  rendered \(pass.nodesRendered)  skipped \(skipped)  actions \(pass.actions.count)"
        }
    }

    /// One line per applied action, newest first: pass, workflow, action, state change, output.
    static func actionLines(_ passes: [RecordedPass]) -> [String] {
        passes.reversed().flatMap { pass in
            pass.actions.reversed().map { action in
                let node = action.path.components.last.map { shortName($0.workflowType) + ($0.key.isEmpty ? "" : "[\($0.key)]") } ?? "?"
                let type = action.actionType.contains("->") ? "a closure action" : shortName(action.actionType)
                let what = action.actionSummary.map(clip) ?? "\(type) (mapped from a child's output)"
                let change = action.stateChanged ? "state → " + clip(action.stateSummary) : "state unchanged"
                let output = action.outputSummary.map { "  output: " + clip($0) } ?? ""
                return "pass \(pass.index)  \(node): \(what)\n    \(change)\(output)"
            }
        }
    }

    /// One line per controller, indented: its kind, and whether it was built since the last
    /// refresh or kept.
    static func controllerLines(_ root: ViewController, previous: Set<ObjectIdentifier>) -> [(String, ViewController)] {
        var lines: [(String, ViewController)] = []
        func visit(_ controller: ViewController, depth: Int) {
            let kind = shortName(String(reflecting: type(of: controller)))
            let status = previous.isEmpty ? "" : (previous.contains(ObjectIdentifier(controller)) ? "  kept" : "  built")
            lines.append((String(repeating: "    ", count: depth) + kind + status, controller))
            for child in controller.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines
    }

    /// `Module.Type<Module.Arg>` without module prefixes.
    static func shortName(_ name: String) -> String {
        var result = ""
        var word = ""
        for character in name {
            if character == "." {
                word = ""
                continue
            }
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                result += word + String(character)
                word = ""
            }
        }
        return result + word
    }

    /// At most 160 characters on one line.
    static func clip(_ text: String) -> String {
        let line = text.replacingNewlines()
        return line.count > 160 ? String(line.prefix(159)) + "…" : line
    }
}

extension String {
    /// One decimal.
    init(format1 value: Double) {
        let tenths = (value * 10).rounded()
        self = "\(Int(tenths) / 10).\(abs(Int(tenths) % 10))"
    }

    func replacingNewlines() -> String {
        String(map { $0.isNewline ? " " : $0 })
    }
}
