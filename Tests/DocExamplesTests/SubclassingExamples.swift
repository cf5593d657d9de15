import Gtk

// The doc-comment examples of Sources/Bindings/Gtk/Subclassing, compiled.

enum Priority: Int, ObjectPropertyEnum {
    case low, normal, high
    static var enumTypeName: String { "DemoPriority" }
}

enum SubclassingExamples {
    @MainActor
    final class TaskItem: Object, ObjectSubclass {
        static let title = ObjectProperty<String>("title")
        static let done = ObjectProperty<Bool>("done")
        static let typeDefinition = ObjectTypeDefinition(name: "DemoTaskItem", properties: [title, done])

        var title: String {
            get { self[Self.title] }
            set { self[Self.title] = newValue }
        }
    }

    @MainActor
    final class Note: Object, ObjectSubclass {
        static let title = ObjectProperty<String>("title", default: "Untitled")
        static let done = ObjectProperty<Bool>("done")
        static let priority = ObjectProperty<Int>("priority", default: 1, range: 0...3)
        static let renamed = ObjectSignal("renamed", arguments: String.self, Int.self)
        static let typeDefinition = ObjectTypeDefinition(
            name: "DemoNote",
            properties: [title, done, priority],
            signals: [renamed])
    }

    @MainActor
    final class Swatch: Widget, CustomWidget {
        static let typeDefinition = ObjectTypeDefinition(
            name: "DemoSwatch", parent: "GtkWidget", cssName: "swatch", accessibleRole: .img)

        func draw(_ snapshot: Snapshot) {
            snapshot.appendColor(Color(red: 0.2, green: 0.4, blue: 0.8), in: Rect(width: contentBoxWidth, height: contentBoxHeight))
        }

        func measure(_ orientation: Orientation, forSize size: Int) -> WidgetMeasurement {
            WidgetMeasurement(minimum: 16, natural: 48)
        }
    }

    @MainActor
    static func sortedByTitle(_ store: ListStore) -> SortListModel {
        let byTitle = Sorter.string(by: PropertyExpression(TaskItem.self, TaskItem.title))
        let sorted = SortListModel(model: store, sorter: byTitle)
        return sorted
    }
}
