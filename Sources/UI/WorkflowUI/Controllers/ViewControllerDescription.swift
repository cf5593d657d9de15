/// Describes a view controller: which kind it is, how to build one, and how to update an
/// existing one. `DescribedViewController` and containers use it to decide between
/// updating a live controller in place (same kind) and replacing it.
@MainActor
public struct ViewControllerDescription {
    /// Identifies the kind of controller a description builds (its class).
    public struct KindIdentifier: Hashable, CustomStringConvertible {
        private let type: ViewController.Type

        /// Identifies controllers of class `type` (workflow-swift: `KindIdentifier(MyViewController.self)`).
        public init(_ type: ViewController.Type) { self.type = type }

        /// The controller class name, for messages (built only when asked for: updates are
        /// a hot path).
        public var description: String { String(reflecting: type) }

        /// Whether both identify the same controller class.
        public static func == (lhs: KindIdentifier, rhs: KindIdentifier) -> Bool { lhs.type == rhs.type }

        /// Hashes the controller class.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
    }

    /// The kind of controller this description builds.
    public let kind: KindIdentifier
    /// Whether `buildViewController()` also applies `update` to the new controller.
    public let performInitialUpdate: Bool
    /// The environment the description was made with (`.empty` when made without one).
    public let environment: ViewEnvironment

    /// Builds, checks and updates controllers. A value rather than an object: a
    /// `ScreenViewController` description of a small screen (up to about 16 bytes, e.g. one
    /// `String`) fits the existential's inline buffer, so making one (containers make one
    /// description per child per update) allocates nothing.
    private let storage: any DescriptionStorage

    /// Describes a controller of class `type` (or a subclass of it).
    /// - Parameters:
    ///   - performInitialUpdate: whether a freshly built controller is passed to `update`.
    ///   - type: the controller class (the kind) this description builds and updates.
    ///   - build: makes a new controller.
    ///   - update: brings an existing controller of this kind up to date.
    public init<VC: ViewController>(
        performInitialUpdate: Bool = true,
        type: VC.Type = VC.self,
        build: @escaping @MainActor () -> VC,
        update: @escaping @MainActor (VC) -> Void
    ) {
        self.init(performInitialUpdate: performInitialUpdate, type: type, environment: .empty, build: build, update: update)
    }

    /// Describes a controller of class `type` (or a subclass of it) for a screen shown in
    /// `environment` (workflow-swift's form of the initialiser).
    /// - Parameters:
    ///   - performInitialUpdate: whether a freshly built controller is passed to `update`.
    ///   - type: the controller class (the kind) this description builds and updates.
    ///   - environment: the environment the screen is shown with.
    ///   - build: makes a new controller.
    ///   - update: brings an existing controller of this kind up to date.
    public init<VC: ViewController>(
        performInitialUpdate: Bool = true,
        type: VC.Type = VC.self,
        environment: ViewEnvironment,
        build: @escaping @MainActor () -> VC,
        update: @escaping @MainActor (VC) -> Void
    ) {
        self.init(
            kind: KindIdentifier(type), performInitialUpdate: performInitialUpdate, environment: environment,
            storage: ClosureDescriptionStorage<VC>(buildClosure: build, updateClosure: update)
        )
    }

    /// A description whose storage builds, checks and updates.
    @usableFromInline
    init(kind: KindIdentifier, performInitialUpdate: Bool, environment: ViewEnvironment, storage: any DescriptionStorage) {
        self.kind = kind
        self.performInitialUpdate = performInitialUpdate
        self.environment = environment
        self.storage = storage
    }

    /// Whether `viewController` is of this description's kind and can be updated by it.
    public func canUpdate(viewController: ViewController) -> Bool { storage.canUpdate(viewController) }

    /// Builds a new controller (and updates it when `performInitialUpdate` is true).
    public func buildViewController() -> ViewController {
        let viewController = storage.build(environment: environment)
        viewController.updateCounters.builds += 1
        if performInitialUpdate { update(viewController: viewController) }
        return viewController
    }

    /// Updates `viewController` when it is of this description's kind; `false` otherwise
    /// (`canUpdate(viewController:)` and `update(viewController:)` in one check).
    func updateIfOfKind(viewController: ViewController) -> Bool {
        storage.update(viewController, environment: environment)
    }

    /// Updates `viewController`. It must be of this description's kind
    /// (`canUpdate(viewController:)`); otherwise this is a precondition failure naming both.
    public func update(viewController: ViewController) {
        guard storage.update(viewController, environment: environment) else {
            preconditionFailure(
                "ViewControllerDescription: cannot update a \(String(reflecting: Swift.type(of: viewController))) with a "
                    + "description of kind \(kind). Check canUpdate(viewController:) first, or build a new controller with "
                    + "buildViewController()."
            )
        }
    }
}

// MARK: - Storage

/// What a description does, seen without its controller type. Conformers are small values
/// (see `ViewControllerDescription.storage`).
@MainActor
@usableFromInline
protocol DescriptionStorage {
    /// Makes a new controller for `environment`.
    func build(environment: ViewEnvironment) -> ViewController
    /// Whether `viewController` is of the described class.
    func canUpdate(_ viewController: ViewController) -> Bool
    /// Updates `viewController`; returns false when it is not of the described class.
    func update(_ viewController: ViewController, environment: ViewEnvironment) -> Bool
}

/// A description made from `build` and `update` closures.
struct ClosureDescriptionStorage<VC: ViewController>: DescriptionStorage {
    let buildClosure: @MainActor () -> VC
    let updateClosure: @MainActor (VC) -> Void

    func build(environment: ViewEnvironment) -> ViewController { buildClosure() }
    func canUpdate(_ viewController: ViewController) -> Bool { viewController is VC }
    func update(_ viewController: ViewController, environment: ViewEnvironment) -> Bool {
        guard let typed = viewController as? VC else { return false }
        updateClosure(typed)
        return true
    }
}
