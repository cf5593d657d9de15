import Workflow
import WorkflowContainers
import WorkflowPlatform
import WorkflowUI

/// The app: a Garden tab (a back stack: the garden's seeds, then one seed's page) and a
/// Catalog tab (a split: the catalog on the left, the picked seed on the right). The
/// garden's bar has "Add", which picks a seed in a sheet; a seed's page has "Remove".
/// Clearing the garden asks first, in an alert. A Journal tab (`SeedJournalWorkflow`) uses
/// the platform services: the file chooser, file workers, the clipboard, drops, commands and
/// a notification.
public struct SeedsWorkflow: Workflow {
    /// The catalog, with a note for each seed.
    public static let catalog: [(name: String, note: String)] = [
        ("Basil", "Sow indoors in spring."),
        ("Tomato", "Needs sun and support."),
        ("Pea", "Sow early; likes it cool."),
    ]

    /// The journal's notifications (nil: none).
    public var notifications: NotificationService?

    /// Creates the workflow; the journal posts through `notifications`.
    public init(notifications: NotificationService? = nil) {
        self.notifications = notifications
    }

    /// Everything the app shows.
    public struct State: Equatable, Sendable {
        /// The selected tab: 0 Garden, 1 Catalog.
        public var tab = 0
        /// The seeds in the garden.
        public var garden = ["Basil", "Tomato"]
        /// The seed opened in the Garden tab's back stack, if any.
        public var openSeed: String?
        /// The seed picked in the Catalog tab.
        public var catalogSeed = "Basil"
        /// Whether the "clear the garden?" alert is up.
        public var confirmingClear = false
        /// Whether the "add a seed" sheet is up.
        public var addingSeed = false

        /// The first state: two seeds in the garden, Basil picked in the catalog.
        public init() {}
    }

    /// Starts on the Garden tab.
    public func makeInitialState() -> State { State() }

    /// Renders the tabs, the "add a seed" sheet over them, and the alert container.
    public func render(state: State, context: RenderContext<SeedsWorkflow>) -> AlertContainerScreen<ModalContainerScreen<TabScreen>> {
        let sink = context.makeStateMutationSink()
        let tabs = TabScreen(pages: [
            TabScreen.Page(key: "garden", title: "Garden", screen: gardenStack(state, sink)),
            TabScreen.Page(key: "catalog", title: "Catalog", screen: catalogSplit(state, sink)),
            TabScreen.Page(key: "journal", title: "Journal",
                           screen: SeedJournalWorkflow(notifications: notifications).rendered(in: context, key: "journal")),
        ], selectedIndex: state.tab, onSelect: { (index: Int) in sink.send { $0.tab = index } })
        let sheet = state.addingSeed ? [addSheet(state, sink)] : []
        return AlertContainerScreen(baseScreen: ModalContainerScreen(baseScreen: tabs, modals: sheet),
                                    alert: state.confirmingClear ? clearAlert(sink) : nil)
    }

    /// The seeds of the catalog that are not in the garden yet.
    private static func missing(from garden: [String]) -> [String] {
        catalog.map { $0.name }.filter { !garden.contains($0) }
    }

    /// A sheet listing the seeds to add; picking one adds it; Escape closes the sheet.
    private func addSheet(_ state: State, _ sink: StateMutationSink<SeedsWorkflow>) -> ModalContainerScreenModal {
        let list = SeedListScreen(seeds: Self.missing(from: state.garden), onSelect: { (seed: String) in
            sink.send { (state: inout State) in
                state.garden.append(seed)
                state.addingSeed = false
            }
        })
        return ModalContainerScreenModal(key: "add", screen: list, title: "Add a Seed", style: .sheet,
                                         onClose: { sink.send { $0.addingSeed = false } })
    }

    private static func note(_ name: String) -> String {
        catalog.first { $0.name == name }?.note ?? ""
    }

    /// The Garden tab: the garden's seeds, and the opened seed's page above them.
    private func gardenStack(_ state: State, _ sink: StateMutationSink<SeedsWorkflow>) -> BackStackScreen {
        let list = SeedListScreen(
            seeds: state.garden,
            onSelect: { (seed: String) in sink.send { $0.openSeed = seed } },
            actionTitle: state.garden.isEmpty ? nil : "Clear garden",
            onAction: { sink.send { $0.confirmingClear = true } })
        let add = Self.missing(from: state.garden).isEmpty ? nil : BarButton(.text("Add")) { sink.send { $0.addingSeed = true } }
        var items = [BackStackScreen.Item(key: "garden", screen: list, title: "Garden", bar: .visible(trailingItem: add))]
        if let seed = state.openSeed {
            let page = SeedDetailScreen(name: seed, note: Self.note(seed))
            let remove = BarButton(.icon("user-trash-symbolic", accessibleName: "Remove \(seed)")) {
                sink.send { (state: inout State) in
                    state.garden.removeAll { $0 == seed }
                    state.openSeed = nil
                }
            }
            items.append(BackStackScreen.Item(key: "seed", screen: page, title: seed, bar: .visible(trailingItem: remove)))
        }
        return BackStackScreen(items: items, onBack: { sink.send { $0.openSeed = nil } })
    }

    /// The Catalog tab: the catalog on the left, the picked seed on the right.
    private func catalogSplit(_ state: State, _ sink: StateMutationSink<SeedsWorkflow>) -> SplitScreen<SeedListScreen, SeedDetailScreen> {
        let names: [String] = Self.catalog.map { $0.name }
        let list = SeedListScreen(seeds: names, onSelect: { (seed: String) in sink.send { $0.catalogSeed = seed } })
        let detail = SeedDetailScreen(name: state.catalogSeed, note: Self.note(state.catalogSeed))
        return SplitScreen(leadingScreen: list, trailingScreen: detail, ratio: .third)
    }

    /// Asks before the garden is cleared.
    private func clearAlert(_ sink: StateMutationSink<SeedsWorkflow>) -> Alert {
        let cancel = AlertAction(title: "Cancel", style: .cancel) { sink.send { $0.confirmingClear = false } }
        let clear = AlertAction(title: "Clear", style: .destructive) {
            sink.send { (state: inout State) in
                state.garden = []
                state.openSeed = nil
                state.confirmingClear = false
            }
        }
        return Alert(title: "Clear the garden?", message: "Every seed is removed.", actions: [cancel, clear])
    }
}
