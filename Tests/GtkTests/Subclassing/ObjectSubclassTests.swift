@_spi(Testing) import Gtk
import Testing
import WorkflowUITesting

@MainActor
@Suite("GObject types defined in Swift: properties, notify, signals, identity, lifetime", .gtk)
struct ObjectSubclassTests {
    @Test("declared properties start at their defaults and read back what was written, through GLib")
    func propertiesRoundTrip() {
        let item = TaskItem()
        #expect(item.typeName == "TestTaskItem")
        #expect(item[TaskItem.title] == "Untitled")
        #expect(item[TaskItem.done] == false)
        #expect(item[TaskItem.count] == 1)
        #expect(item[TaskItem.ratio] == 0.5)
        #expect(item[TaskItem.note] == nil)
        #expect(item[TaskItem.priority] == .normal)
        #expect(item[TaskItem.owner] == nil)

        let other = TaskItem()
        item.title = "Buy milk"
        item[TaskItem.done] = true
        item[TaskItem.count] = 42
        item[TaskItem.ratio] = 0.25
        item[TaskItem.note] = "before noon"
        item[TaskItem.priority] = .high
        item[TaskItem.owner] = other
        #expect(item.title == "Buy milk")
        #expect(item[TaskItem.done])
        #expect(item[TaskItem.count] == 42)
        #expect(item[TaskItem.ratio] == 0.25)
        #expect(item[TaskItem.note] == "before noon")
        #expect(item[TaskItem.priority] == .high)
        #expect(item[TaskItem.owner] === other, "an object property gives back the same wrapper")
        // The same values through the generic by-name accessors (g_object_get_property).
        #expect(item.stringProperty("title") == "Buy milk")
        #expect(item.intProperty("count") == 42)
        #expect(item.intProperty("priority") == TaskPriority.high.rawValue)
        // GLib clamps nothing silently: an out-of-range write is refused by the spec.
        item[TaskItem.note] = nil
        #expect(item[TaskItem.note] == nil)
    }

    @Test("notify is emitted once per change with the new value, and not for the same value")
    func notifyOnChange() {
        let item = TaskItem()
        var titles: [String] = []
        var priorities: [TaskPriority] = []
        item.onNotify(TaskItem.title) { titles.append($0) }
        item.onNotify(TaskItem.priority) { priorities.append($0) }
        item.title = "A"
        item.title = "A"
        item.title = "B"
        item.setProperty("title", "C")  // from GLib's side (g_object_set_property)
        item[TaskItem.priority] = .low
        item[TaskItem.priority] = .low
        #expect(titles == ["A", "B", "C"])
        #expect(priorities == [.low])
    }

    @Test("a read-only property is written by its type's code and notifies; bindings cannot write it")
    func readOnlyProperty() {
        let item = TaskItem()
        var notified = 0
        item.onNotify(TaskItem.serial) { _ in notified += 1 }
        item[TaskItem.serial] = 7
        #expect(item[TaskItem.serial] == 7)
        #expect(notified == 1)
    }

    @Test("bindProperty: one way with sync-create into a GTK label, both ways with a check button")
    func bindings() {
        let item = TaskItem()
        item.title = "first"
        let label = Label("")
        item.bindProperty(TaskItem.title, to: label, ObjectProperty<String>(named: "label"), flags: .syncCreate)
        #expect(label.text == "first", "sync-create copies the value at once")
        item.title = "second"
        #expect(label.text == "second", "GTK read the Swift-declared property through GLib")

        let check = CheckButton()
        let binding = item.bindProperty(TaskItem.done, to: check, ObjectProperty<Bool>(named: "active"), flags: [.bidirectional, .syncCreate])
        #expect(check.isActive == false)
        item[TaskItem.done] = true
        #expect(check.isActive == true)
        check.isActive = false
        #expect(item[TaskItem.done] == false, "the target's change flowed back")
        #expect(binding.isBound)
        binding.unbind()
        #expect(!binding.isBound)
        check.isActive = true
        #expect(item[TaskItem.done] == false, "no flow after unbind")

        // Number conversion: an Int64 property bound to a GTK int property.
        let spin = SpinButton(min: 0, max: 100, step: 1)
        item.bindProperty(TaskItem.count, to: spin, ObjectProperty<Double>(named: "value"), flags: .syncCreate)
        item[TaskItem.count] = 9
        #expect(spin.value == 9)
    }

    @Test("signals carry their typed arguments to every handler, in order")
    func signalsWithArguments() {
        let item = TaskItem()
        let other = TaskItem()
        var renames: [String] = []
        var escalations: [String] = []
        var pokes = 0
        item.on(TaskItem.renamed) { title, count in renames.append("\(title)#\(count)") }
        item.on(TaskItem.renamed) { title, _ in renames.append("second:\(title)") }
        item.on(TaskItem.escalated) { priority, owner, urgent, weight in
            escalations.append("\(priority) \(owner === other) \(urgent) \(weight)")
        }
        let connection = item.on(TaskItem.poked) { pokes += 1 }
        item.emit(TaskItem.renamed, "Groceries", 3)
        item.emit(TaskItem.escalated, .high, other, true, 0.75)
        item.emit(TaskItem.escalated, .low, nil, false, 0)
        item.emit(TaskItem.poked)
        connection.disconnect()
        item.emit(TaskItem.poked)
        #expect(renames == ["Groceries#3", "second:Groceries"])
        #expect(escalations == ["high true true 0.75", "low false false 0.0"])
        #expect(pokes == 1)
    }

    @Test("one wrapper per object: a list store gives back the Swift object, with its Swift state")
    func wrapperIdentity() throws {
        let store = ListStore(of: TaskItem.self)
        do {
            let item = TaskItem()
            item.swiftTag = 99
            item.title = "kept by the store"
            store.append(item)
        }
        let back = try #require(store.item(at: 0)?.as(TaskItem.self))
        #expect(back.swiftTag == 99, "the store kept the GObject, and the GObject its wrapper")
        #expect(back.title == "kept by the store")
        #expect(store.item(at: 0) === back)
    }

    @Test("an object created by GLib (not by Swift) gets a wrapper of the Swift class")
    func createdByGLib() throws {
        let store = ListStore(of: TaskItem.self)
        // A sort model reads the item type and the items through C only.
        store.append(TaskItem())
        let object = try #require(store.item(at: 0))
        #expect(object is TaskItem)
        #expect(object.isA(typeNamed: "TestTaskItem"))
        #expect(object.isA(typeNamed: "GObject"))
    }

    @Test("a Swift-defined type can derive from another: each level keeps its own values")
    func derivedType() {
        TaskItem.registerType()
        let urgent = UrgentTaskItem()
        #expect(urgent.isA(typeNamed: "TestTaskItem"))
        #expect(urgent[TaskItem.title] == "Untitled")
        #expect(urgent[UrgentTaskItem.deadline] == "today")
        urgent[TaskItem.title] = "inherited"
        urgent[UrgentTaskItem.deadline] = "tomorrow"
        #expect(urgent[TaskItem.title] == "inherited")
        #expect(urgent[UrgentTaskItem.deadline] == "tomorrow")
        var renamed = ""
        urgent.on(TaskItem.renamed) { title, _ in renamed = title }
        urgent.emit(TaskItem.renamed, "from the parent type", 1)
        #expect(renamed == "from the parent type")
    }

    @Test("finalize frees the GObject and the Swift object: 10,000 create/drop cycles leave nothing alive")
    func noLeakAcrossCycles() {
        let tracker = LiveObjectTracker()
        var finalized = 0
        tracker.track {
            for index in 0..<10_000 {
                let item = TaskItem()
                item.title = "item \(index)"
                item[TaskItem.note] = "note \(index)"
                item[TaskItem.owner] = TaskItem()
                item.on(TaskItem.renamed) { _, _ in }
                item.onFinalize { finalized += 1 }
            }
        }
        #expect(finalized == 10_000)
        #expect(tracker.adopted == 20_000)
        #expect(tracker.count == 0, "no Swift wrapper outlived its cycle")
        #expect(tracker.createdGObjectsTotal == 20_000)
        #expect(tracker.createdGObjects == 0, "every GObject was finalized, owners included")
    }
}
