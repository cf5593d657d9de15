@_spi(CheckedCasts) import Gtk
import Workflow

/// A controller that shows screens of one type. Subclass it, build your widgets in
/// `viewDidLoad()` (never in `init` or a property initialiser: the controller must work
/// without a display until its view is asked for), and apply each new screen in
/// `screenDidChange(from:previousEnvironment:)`.
///
/// ```swift
/// final class DemoScreenViewController: ScreenViewController<DemoScreen> {
///     private var button: Button?
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         let button = Button(label: screen.title)
///         button.onClicked { [weak self] in self?.screen.onTap() }
///         view.append(button)
///         self.button = button
///     }
///
///     override func screenDidChange(from previousScreen: DemoScreen, previousEnvironment: ViewEnvironment) {
///         super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
///         button?.label = screen.title
///     }
/// }
/// ```
@MainActor
open class ScreenViewController<ScreenType: Screen>: ViewController {
    // Speed (callgrind, release, 2026-11-29, instructions per update of 1,000 row controllers):
    // `@exclusivity(unchecked)` on screen, environment and hasBeenUpdated, and `CheckedCast` in
    // alreadyShows and ScreenDescriptionStorage.update. `workflow-bench --scenario ui --rows 1000
    // --variant children --sync-only`: 782 k with, 1,485 k without any WorkflowUI speed trick, of
    // which these checks 228 k and the downcast 354 k; `rows-bench-app 1000 --variant
    // described`: 920 k with, 1,417 k without, of which the checks 228 k, the value cast 110 k.

    /// The screen shown now.
    @exclusivity(unchecked) public private(set) final var screen: ScreenType
    /// The environment the screen was shown with.
    @exclusivity(unchecked) public private(set) final var environment: ViewEnvironment

    /// Compares two screens when `ScreenType` is `Equatable` (found once per controller,
    /// not on every update); nil otherwise.
    private let screensAreEqual: ((ScreenType, ScreenType) -> Bool)?

    /// Creates the controller for its first screen. No widget exists yet.
    public required init(screen: ScreenType, environment: ViewEnvironment) {
        self.screen = screen
        self.environment = environment
        screensAreEqual = makeEqualityFunction(for: ScreenType.self)
        super.init()
    }

    /// Whether `update(screen:environment:)` was called before.
    @exclusivity(unchecked) private var hasBeenUpdated = false

    /// Shows `screen` with `environment`, calling `screenDidChange(from:previousEnvironment:)`.
    ///
    /// The first update a controller receives (the initial update of a freshly built
    /// controller, when its description has `performInitialUpdate`) always calls
    /// `screenDidChange`, as in workflow-swift. Beyond workflow-swift: a later update with
    /// an `Equatable` screen equal to the current one and an equivalent environment does
    /// nothing (counted as a skipped update).
    public final func update(screen: ScreenType, environment: ViewEnvironment) {
        if hasBeenUpdated, let screensAreEqual, screensAreEqual(self.screen, screen),
           self.environment.isEquivalent(to: environment)
        {
            updateCounters.skippedUpdates += 1
            return
        }
        hasBeenUpdated = true
        // Swapped in rather than assigned: the previous values move out without a copy.
        var previousScreen = screen
        swap(&previousScreen, &self.screen)
        var previousEnvironment = environment
        swap(&previousEnvironment, &self.environment)
        updateCounters.updates += 1
        screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
    }

    override final func alreadyShows<S: Screen>(_ screen: S, environment: ViewEnvironment) -> Bool {
        // Compared by metatype, then reinterpreted (the same type).
        guard hasBeenUpdated, S.self == ScreenType.self, let screensAreEqual else { return false }
        return screensAreEqual(self.screen, CheckedCast.reinterpret(screen, as: ScreenType.self))
            && self.environment.isEquivalent(to: environment)
    }

    /// Called after `screen` and `environment` changed. Update your widgets here.
    open func screenDidChange(from previousScreen: ScreenType, previousEnvironment: ViewEnvironment) {}

    /// A description that builds this class for `screen`, or updates a live instance.
    /// Call it from `Screen.viewControllerDescription(environment:)`. Inlinable, so that
    /// the storage's generic metadata is looked up once per call site, not on every call.
    @inlinable
    public final class func description(
        for screen: ScreenType, environment: ViewEnvironment, performInitialUpdate: Bool = true
    ) -> ViewControllerDescription {
        ViewControllerDescription(
            kind: .init(Self.self),
            performInitialUpdate: performInitialUpdate,
            environment: environment,
            storage: ScreenDescriptionStorage<ScreenType>(controllerType: Self.self, screen: screen)
        )
    }
}

/// The description of a `ScreenViewController` class for one screen: the class and the
/// screen (the environment is the description's own), no closures, no allocation for a
/// small screen.
@usableFromInline
struct ScreenDescriptionStorage<ScreenType: Screen>: DescriptionStorage {
    @usableFromInline let controllerType: ScreenViewController<ScreenType>.Type
    @usableFromInline let screen: ScreenType

    @inlinable
    init(controllerType: ScreenViewController<ScreenType>.Type, screen: ScreenType) {
        self.controllerType = controllerType
        self.screen = screen
    }

    @usableFromInline
    func build(environment: ViewEnvironment) -> ViewController {
        controllerType.init(screen: screen, environment: environment)
    }

    @usableFromInline
    func canUpdate(_ viewController: ViewController) -> Bool {
        isKind(viewController)
    }

    @usableFromInline
    func update(_ viewController: ViewController, environment: ViewEnvironment) -> Bool {
        guard isKind(viewController) else { return false }
        CheckedCast.downcast(viewController, to: ScreenViewController<ScreenType>.self)
            .update(screen: screen, environment: environment)
        return true
    }

    /// Whether `viewController` is an instance of `controllerType` or of a subclass.
    private func isKind(_ viewController: ViewController) -> Bool {
        var type: AnyClass? = Swift.type(of: viewController)
        while let current = type {
            if current == controllerType { return true }
            type = _getSuperclass(current)
        }
        return false
    }
}
