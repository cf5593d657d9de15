import Gtk

/// The base of every controller (the GTK counterpart of `UIViewController`).
///
/// `view` is a GTK container created lazily on first access (`loadView()`, then
/// `viewDidLoad()`), so controller logic runs and is tested without a display. Each size
/// allocation of `view` calls `viewWillLayoutSubviews()`, places the children (they fill
/// `view.bounds` unless given a frame with `view.setFrame(_:for:)`), then calls
/// `viewDidLayoutSubviews()`.
///
/// A controller whose view needs no container (a row that is one label, say) can make any
/// widget its view instead: override `loadViewWidget()` to return it. `viewWidget` is the
/// widget containers place for a controller (`view`, or the controller's own widget), see
/// `loadViewWidget()`.
@MainActor
open class ViewController {
    // Speed (callgrind, release, 2026-11-29): `updateCounters` is `@exclusivity(unchecked)`, read
    // on every update (counted in ScreenViewController's figures). `parentReference` is
    // `unowned(unsafe)`: weak gives every parent a side table (`rows-bench-app 1000 --variant
    // described`, a DescribedViewController per row: 1,068 k instructions an update unowned,
    // 1,223 k weak), and a safe unowned traps when a subclass's deinit removes its children
    // (ModalContainerViewController's does).

    private var loadedView: LayoutContainer?
    /// The widget `loadViewWidget()` made, if it made one.
    private var ownWidget: Widget?

    /// The parent controller, if this one was added with `addChild(_:)`.
    public internal(set) var parent: ViewController? {
        get { parentReference }
        set { parentReference = newValue }
    }
    // Safe by construction: a child's parent is set only while the child is in the parent's
    // `children`, which holds it; `removeFromParent` clears it, and a parent clears its
    // children's in its deinit (after a subclass's deinit, which may still remove them).
    private unowned(unsafe) var parentReference: ViewController?
    /// Child controllers, in the order added.
    public internal(set) var children: [ViewController] = []

    /// The counters of the controller tree this controller belongs to (its root's): the
    /// same object for every controller of one tree, so two windows can be told apart.
    @exclusivity(unchecked) public private(set) final var updateCounters: UpdateCounters
    /// Whether `updateCounters` was made by this controller (it has not joined a tree).
    private var ownsUpdateCounters = true

    /// Creates a controller; no widget exists yet.
    public init() {
        updateCounters = UpdateCounters()
        updateCounters.liveControllers = 1
    }

    isolated deinit {
        // The children may outlive this controller (someone else holds them).
        for child in children { child.parentReference = nil }
        updateCounters.liveControllers -= 1
        // The layout callbacks reference this controller unowned: the view may outlive it.
        loadedView?.onLayout = nil
        loadedView?.onDidLayout = nil
    }

    // MARK: - View lifecycle

    /// Whether the view has been created (`view`, or the widget `loadViewWidget()` made).
    public var isViewLoaded: Bool { loadedView != nil || ownWidget != nil }

    /// The controller's container widget, created (and `viewDidLoad()` called) on first access.
    ///
    /// For a controller whose `loadViewWidget()` returns a widget, reading `view` makes a
    /// `LayoutContainer` around that widget (for containers that place `view`), which is then
    /// the controller's `viewWidget`. Read `viewWidget` to place such a controller without a
    /// container.
    public var view: LayoutContainer {
        get {
            if let loadedView { return loadedView }
            if ownWidget == nil {
                _ = loadOwnWidget()
                // viewDidLoad() may have read view already.
                if let loadedView { return loadedView }
            }
            if let ownWidget {
                precondition(ownWidget.parent == nil,
                             "\(String(reflecting: Self.self)).view: the controller's own widget (from loadViewWidget()) is already placed through viewWidget. Place viewWidget, not view.")
                let wrapper = LayoutContainer()
                wrapper.append(ownWidget)
                installLayoutCallbacks(on: wrapper)
                loadedView = wrapper
                return wrapper
            }
            loadView()
            let view = loadedView ?? LayoutContainer()
            loadedView = view
            installLayoutCallbacks(on: view)
            updateCounters.viewsLoaded += 1
            viewDidLoad()
            return view
        }
        set {
            precondition(loadedView == nil && ownWidget == nil,
                         "\(String(reflecting: Self.self)).view: the view is already loaded. Assign view only in loadView().")
            loadedView = newValue
        }
    }

    /// The widget that shows this controller, created (and `viewDidLoad()` called) on first
    /// access: the widget `loadViewWidget()` returns, or else `view`. Containers place this
    /// widget (`embed`, `DescribedViewController`, the hosting controller, list rows), so a
    /// controller with its own widget costs no container widget.
    public final var viewWidget: Widget {
        if let loadedView { return loadedView }
        if let ownWidget { return ownWidget }
        if let widget = loadOwnWidget() { return loadedView ?? widget }
        return view
    }

    /// Makes this controller's view a widget of its own instead of a `LayoutContainer`
    /// around its content. The default returns nil (the view is `view`, made by `loadView()`).
    ///
    /// Called once, on the first read of `viewWidget` or `view`, then `viewDidLoad()`. Return
    /// a new widget (not placed anywhere yet); keep a reference to it to update it in
    /// `screenDidChange`. Such a controller is built, updated and replaced exactly like the
    /// others, but gets no `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()` calls and
    /// does not read `view` in `viewDidLoad()` (reading `view` would put the widget in a
    /// container). `bounds` is the widget's allocation.
    ///
    /// ```swift
    /// final class NameRowController: ScreenViewController<NameRow> {
    ///     private var label: Label?
    ///
    ///     override func loadViewWidget() -> Widget? {
    ///         let label = Label(screen.name)
    ///         self.label = label
    ///         return label
    ///     }
    ///
    ///     override func screenDidChange(from previousScreen: NameRow, previousEnvironment: ViewEnvironment) {
    ///         super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
    ///         label?.text = screen.name
    ///     }
    /// }
    /// ```
    open func loadViewWidget() -> Widget? { nil }

    /// Asks `loadViewWidget()` for the controller's own widget; keeps it and calls
    /// `viewDidLoad()` when there is one.
    private func loadOwnWidget() -> Widget? {
        guard let widget = loadViewWidget() else { return nil }
        precondition(widget.parent == nil,
                     "\(String(reflecting: Self.self)).loadViewWidget(): the widget is already in a parent. Return a new widget.")
        ownWidget = widget
        updateCounters.viewsLoaded += 1
        viewDidLoad()
        return widget
    }

    /// Connects `container`'s allocation to the layout callbacks.
    private func installLayoutCallbacks(on container: LayoutContainer) {
        // Unowned, cleared in deinit (the view may outlive the controller).
        container.onLayout = { [unowned self] _ in self.viewWillLayoutSubviews() }
        container.onDidLayout = { [unowned self] _ in self.viewDidLayoutSubviews() }
    }

    /// Creates the view. The default makes an empty `LayoutContainer`; override to assign
    /// `view` a container of your own (do not read `view` here).
    open func loadView() {
        view = LayoutContainer()
    }

    /// Called once after the view was created. Add subviews and connect signals here.
    open func viewDidLoad() {}

    /// Called at each size allocation of `view`, before children are placed.
    /// `view.bounds` holds the new size.
    open func viewWillLayoutSubviews() {}

    /// Called at each size allocation of `view`, after children are placed.
    open func viewDidLayoutSubviews() {}

    /// The view's bounds at the last allocation (zero before the first); for a controller
    /// with its own widget (`loadViewWidget()`), that widget's allocation at the origin.
    public var bounds: Rect {
        if let loadedView { return loadedView.bounds }
        guard let ownWidget else { return .zero }
        return Rect(width: ownWidget.allocatedWidth, height: ownWidget.allocatedHeight)
    }

    // MARK: - Children

    /// Adds `child` as a child controller (removing it from its previous parent first).
    /// Bookkeeping only: put `child.viewWidget` in your widget tree yourself, or use `embed`.
    open func addChild(_ child: ViewController) {
        precondition(child !== self, "\(String(reflecting: Self.self)).addChild: a controller cannot be its own child.")
        if child.parent === self { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
        if child.updateCounters !== updateCounters { child.joinCounters(updateCounters) }
    }

    /// Moves this controller and its subtree to `counters` (its new tree's): the counts made
    /// before it joined any tree move along; live controllers move one by one.
    private func joinCounters(_ counters: UpdateCounters) {
        let previous = updateCounters
        if ownsUpdateCounters {
            counters.absorb(previous)
            ownsUpdateCounters = false
        }
        let moved = moveCounters(from: previous, to: counters)
        previous.liveControllers -= moved
        counters.liveControllers += moved
    }

    /// Points this controller and its descendants that count into `previous` at `counters`;
    /// returns how many moved. Recursive (a tree of controllers is shallow): no array is made
    /// for the common child without children of its own.
    private func moveCounters(from previous: UpdateCounters, to counters: UpdateCounters) -> Int {
        guard updateCounters === previous else { return 0 }
        updateCounters = counters
        ownsUpdateCounters = false
        var moved = 1
        for child in children { moved += child.moveCounters(from: previous, to: counters) }
        return moved
    }

    /// Removes this controller from its parent, and its root widget (if loaded) from the
    /// widget it was placed in. The parent's other children keep their order.
    ///
    /// Finding the child compares identities from the end of the parent's `children` (a
    /// container that tears its children down newest first finds each at once).
    open func removeFromParent() {
        if let placed = loadedView ?? ownWidget, placed.parent != nil { placed.removeFromParent() }
        guard let parent else { return }
        if let index = parent.childIndex(of: self) { parent.children.remove(at: index) }
        self.parent = nil
    }

    /// Removes `controllers`, children of this controller, as each one's `removeFromParent()`
    /// would, in one pass over `children`: O(children + removed) where a removal per child
    /// searches `children` each time (1,000 rows removed from the front of a list: ~500,000
    /// comparisons). Their widgets leave last first, as a GTK developer empties a box, so GTK
    /// does not re-derive the position of every remaining sibling at each removal; a controller
    /// that `controllers` held last is released as soon as its widget left, so its widgets are
    /// freed while GTK's memory for them is still in the cache (pass the array without keeping
    /// another reference to them). The other children keep their order; a controller that is
    /// not a child here is left alone.
    public func removeChildren(_ controllers: consuming [ViewController]) {
        var leaving = consume controllers
        guard !leaving.isEmpty else { return }
        if leaving.count == 1 {
            if leaving[0].parent === self { leaving[0].removeFromParent() }
            return
        }
        var ids = Set<ObjectIdentifier>()
        ids.reserveCapacity(leaving.count)
        for controller in leaving where controller.parent === self { ids.insert(ObjectIdentifier(controller)) }
        if ids.count == children.count {
            children.removeAll()
        } else {
            children.removeAll { ids.contains(ObjectIdentifier($0)) }
        }
        while let controller = leaving.popLast() {
            guard ids.contains(ObjectIdentifier(controller)) else { continue }
            if let placed = controller.loadedView ?? controller.ownWidget, placed.parent != nil { placed.removeFromParent() }
            controller.parent = nil
        }
    }

    /// The index of `child` in `children`, searched from the end by identity.
    private func childIndex(of child: ViewController) -> Int? {
        children.lastIndex { $0 === child }
    }

    /// Whether this controller was updated before and shows `screen`, equal to its own, with an
    /// equivalent environment, so that an update with them would be skipped. The default: no
    /// (`ScreenViewController` answers for an `Equatable` screen type).
    func alreadyShows<S: Screen>(_ screen: S, environment: ViewEnvironment) -> Bool { false }

    /// Adds `child` and appends its `viewWidget` to `container` (this controller's `view` by default).
    public func embed(_ child: ViewController, in container: LayoutContainer? = nil) {
        addChild(child)
        (container ?? view).append(child.viewWidget)
    }
}
