import Gtk

/// How urgent a `TaskItem` is: a GEnum registered from Swift.
enum TaskPriority: Int, ObjectPropertyEnum {
    case low, normal, high
    static var enumTypeName: String { "TestTaskPriority" }
}

/// A GObject type defined in Swift for the subclassing tests: one property of each kind
/// and two signals.
@MainActor
final class TaskItem: Object, ObjectSubclass {
    static let title = ObjectProperty<String>("title", default: "Untitled")
    static let done = ObjectProperty<Bool>("done")
    static let count = ObjectProperty<Int>("count", default: 1, range: 0...100)
    static let ratio = ObjectProperty<Double>("ratio", default: 0.5, range: 0...1)
    static let note = ObjectProperty<String?>("note")
    static let priority = ObjectProperty<TaskPriority>("priority", default: .normal)
    static let owner = ObjectProperty<TaskItem?>("owner", of: TaskItem.self)
    static let serial = ObjectProperty<Int>("serial", access: .readOnly)

    static let renamed = ObjectSignal("renamed", arguments: String.self, Int.self)
    static let escalated = ObjectSignal("escalated", arguments: TaskPriority.self, TaskItem?.self, Bool.self, Double.self)
    static let poked = ObjectSignal("poked")

    static let typeDefinition = ObjectTypeDefinition(
        name: "TestTaskItem",
        properties: [title, done, count, ratio, note, priority, owner, serial],
        signals: [renamed, escalated, poked])

    /// Swift state of the wrapper (not a GObject property).
    var swiftTag = 0

    var title: String {
        get { self[Self.title] }
        set { self[Self.title] = newValue }
    }
}

/// A Swift-defined type deriving from another one.
@MainActor
final class UrgentTaskItem: Object, ObjectSubclass {
    static let deadline = ObjectProperty<String>("deadline", default: "today")
    static let typeDefinition = ObjectTypeDefinition(name: "TestUrgentTaskItem", parent: "TestTaskItem", properties: [deadline])
}
