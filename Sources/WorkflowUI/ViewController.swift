import Gtk

/// The base of every controller (the GTK counterpart of `UIViewController`).
///
/// `view` is a GTK container created lazily on first access (`loadView()`, then
/// `viewDidLoad()`), so controller logic runs and is tested without a display. Each size
/// allocation of `view` calls `viewWillLayoutSubviews()`, places the children (they fill
/// `view.bounds` unless given a frame with `view.setFrame(_:for:)`), then calls
/// `viewDidLayoutSubviews()`.
@MainActor
open class ViewController {
    // Hot per-update fields skip dynamic exclusivity checks (each costs ~100 instructions):
    // controllers live on the main actor and no access spans a call that reaches them again.
    @exclusivity(unchecked) private var loadedView: LayoutContainer?

    /// The parent controller, if this one was added with `addChild(_:)`.
    public internal(set) weak var parent: ViewController?
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
        updateCounters.liveControllers -= 1
        // The layout callbacks reference this controller unowned: the view may outlive it.
        loadedView?.onLayout = nil
        loadedView?.onDidLayout = nil
    }

    // MARK: - View lifecycle

    /// Whether `view` has been created.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The controller's container widget, created (and `viewDidLoad()` called) on first access.
    public var view: LayoutContainer {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? LayoutContainer()
            loadedView = view
            // Unowned, cleared in deinit: a weak reference would give every controller a
            // side table, which makes each of its retains and releases several times slower.
            view.onLayout = { [unowned(unsafe) self] _ in self.viewWillLayoutSubviews() }
            view.onDidLayout = { [unowned(unsafe) self] _ in self.viewDidLayoutSubviews() }
            updateCounters.viewsLoaded += 1
            viewDidLoad()
            return view
        }
        set {
            precondition(loadedView == nil,
                         "\(String(reflecting: Self.self)).view: the view is already loaded. Assign view only in loadView().")
            loadedView = newValue
        }
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

    /// The view's bounds at the last allocation (zero before the first).
    public var bounds: Rect { loadedView?.bounds ?? .zero }

    // MARK: - Children

    /// Adds `child` as a child controller (removing it from its previous parent first).
    /// Bookkeeping only: put `child.view` in your widget tree yourself, or use `embed`.
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
        var moved = 0
        var pending: [ViewController] = [self]
        while let controller = pending.popLast() {
            guard controller.updateCounters === previous else { continue }
            controller.updateCounters = counters
            controller.ownsUpdateCounters = false
            moved += 1
            pending.append(contentsOf: controller.children)
        }
        previous.liveControllers -= moved
        counters.liveControllers += moved
    }

    /// Removes this controller from its parent, and its view (if loaded) from the widget
    /// it was placed in.
    open func removeFromParent() {
        if let loadedView, loadedView.parent != nil { loadedView.removeFromParent() }
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Adds `child` and appends its view to `container` (this controller's `view` by default).
    public func embed(_ child: ViewController, in container: LayoutContainer? = nil) {
        addChild(child)
        (container ?? view).append(child.view)
    }
}
