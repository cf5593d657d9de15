import Gtk
import WorkflowUI

extension UITestHost {
    /// Every controller of type `type` in the host's controller tree (the root, then each
    /// controller's children in order, depth first: tree order), including those of open
    /// modals. By default only controllers whose view is loaded and shown count (not a back
    /// stack's lower items, a hidden tab's page or a page sliding out); `includeHidden`
    /// counts every one.
    public func findAll<T: ViewController>(controller type: T.Type, includeHidden: Bool = false) -> [T] {
        var found: [T] = []
        func visit(_ controller: ViewController) {
            if let typed = controller as? T, includeHidden || Self.isShown(typed) { found.append(typed) }
            controller.children.forEach(visit)
        }
        rootViewController.map(visit)
        return found
    }

    /// The one controller of type `type` in the host's controller tree (see
    /// `findAll(controller:includeHidden:)`). Throws when none or several are found; the
    /// message lists the controllers of the tree.
    public func find<T: ViewController>(controller type: T.Type, includeHidden: Bool = false) throws(UITestingError) -> T {
        let found = findAll(controller: type, includeHidden: includeHidden)
        guard found.count == 1 else {
            let hint = found.isEmpty && !includeHidden && !findAll(controller: type, includeHidden: true).isEmpty
                ? "The tree has one that is not shown: show its page first, or pass includeHidden: true."
                : "Use findAll(controller:) and pick one, or find a more specific controller type."
            throw UITestingError(.lookup, "UITestHost.find(controller:): \(found.count) shown controllers of type \(T.self) (one expected). "
                + "\(hint) The controller tree:\n\(controllerTree())")
        }
        return found[0]
    }

    /// The host's controller tree as text, one controller a line, indented by depth; a
    /// controller whose view is not shown is marked `(hidden)`.
    public func controllerTree() -> String {
        var lines: [String] = []
        func visit(_ controller: ViewController, depth: Int) {
            let hidden = Self.isShown(controller) ? "" : " (hidden)"
            lines.append(String(repeating: "  ", count: depth) + String(describing: Swift.type(of: controller)) + hidden)
            for child in controller.children { visit(child, depth: depth + 1) }
        }
        rootViewController.map { visit($0, depth: 0) }
        return lines.isEmpty ? "(no controller: a widget host)" : lines.joined(separator: "\n")
    }

    /// Whether the controller's view was made and is drawn.
    private static func isShown(_ controller: ViewController) -> Bool {
        controller.isViewLoaded && controller.viewWidget.isDrawable
    }
}
