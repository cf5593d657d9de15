// MARK: - What a user can do now

extension DemoStep {
    /// Why a user could not perform this step on `rendering`, or nil when they could: the
    /// control the step uses must be on screen and enabled, and while the log-out alert is
    /// open only the alert's buttons can be used.
    public func unavailableReason(in rendering: AppRendering) -> String? {
        guard case .main(let main) = rendering else {
            if case .login(let name) = self { return name.trimmingWhitespace.isEmpty ? "the name is blank" : nil }
            return "log in first (step login)"
        }
        if main.logoutAlert != nil {
            switch self {
            case .confirm, .cancel: return nil
            default: return "the log-out alert is open: confirm or cancel it first"
            }
        }
        func onTab(_ tab: DemoTab) -> String? {
            main.selectedTab == tab ? nil : "the \(tab.title) tab is not shown (step tab:\(tab.title.lowercased()))"
        }
        switch self {
        case .login: return "already logged in"
        case .tab, .logout: return nil
        case .count, .scan: return onTab(.home)
        case .open(let index):
            if let reason = onTab(.scan) { return reason }
            guard main.scan.items.count == 1, case .list(let list)? = main.scan.items.last?.content else {
                return "the list of codes is not shown (step back)"
            }
            return list.codes.indices.contains(index) ? nil : "no code at index \(index) (the list has \(list.codes.count))"
        case .related:
            if let reason = onTab(.scan) { return reason }
            guard case .detail? = main.scan.items.last?.content else { return "no code detail is open (step open:N)" }
            return nil
        case .back:
            // Wherever there is a back: a scan detail, or the library's detail (a narrow window).
            if main.selectedTab == .library {
                return main.library.isShowingDetail ? nil : "the library shows no detail to go back from (step select:N)"
            }
            if let reason = onTab(.scan) { return reason }
            return main.scan.items.count > 1 ? nil : "the scan list has nothing to go back to"
        case .select(let index):
            if let reason = onTab(.library) { return reason }
            return main.library.items.indices.contains(index) ? nil
                : "the library has no item \(index) (it has \(main.library.items.count))"
        case .clear:
            if let reason = onTab(.library) { return reason }
            return main.library.items.isEmpty ? "the library is already empty (Clear is disabled)" : nil
        case .restore:
            if let reason = onTab(.library) { return reason }
            guard case .empty = main.library.detail else { return "the library is not empty" }
            return nil
        case .confirm, .cancel: return "no alert is shown"
        }
    }

    /// Every step a user could perform on `rendering` (the soak and the fuzz run pick
    /// from these). `login` uses `name`.
    public static func available(in rendering: AppRendering, loginName name: String = "Ada") -> [DemoStep] {
        var candidates: [DemoStep] = [.login(name), .count, .scan, .related, .back, .clear, .restore, .logout, .confirm, .cancel]
        candidates += DemoTab.allCases.map(DemoStep.tab)
        if case .main(let main) = rendering {
            if case .list(let list)? = main.scan.items.last?.content { candidates += list.codes.indices.map(DemoStep.open) }
            candidates += main.library.items.indices.map(DemoStep.select)
        }
        return candidates.filter { $0.unavailableReason(in: rendering) == nil }
    }

    /// A step a user could not perform.
    public struct Unavailable: Error, CustomStringConvertible {
        /// The step.
        public let step: DemoStep
        /// Why it cannot be performed.
        public let reason: String
        /// Creates the error.
        public init(step: DemoStep, reason: String) {
            self.step = step
            self.reason = reason
        }
        /// `step select(9) cannot run: …`.
        public var description: String { "step \(step) cannot run: \(reason)" }
    }

    /// Performs the step through the closures of `rendering` (what the on-screen controls
    /// call); throws when a user could not perform it.
    public func perform(on rendering: AppRendering) throws(Unavailable) {
        if let reason = unavailableReason(in: rendering) { throw Unavailable(step: self, reason: reason) }
        switch (self, rendering) {
        case (.login(let name), .welcome(let welcome)):
            welcome.onNameChanged(name)
            welcome.onLoginTapped()
        case (_, .welcome): break
        case (.tab(let tab), .main(let main)): main.onSelectTab(tab)
        case (.count, .main(let main)): main.home.counter.onTap()
        case (.scan, .main(let main)): main.onEvent(.didTapScan)
        case (.open(let index), .main(let main)):
            if case .list(let list)? = main.scan.items.last?.content { list.onSelect(list.codes[index]) }
        case (.related, .main(let main)):
            if case .detail(let detail)? = main.scan.items.last?.content { detail.onOpenRelated() }
        case (.back, .main(let main)):
            if main.selectedTab == .library { main.library.onBack() } else { main.scan.onBack() }
        case (.select(let index), .main(let main)): main.library.onSelect(index)
        case (.clear, .main(let main)): main.library.onClear()
        case (.restore, .main(let main)):
            if case .empty(let empty) = main.library.detail { empty.onAction() }
        case (.logout, .main(let main)): main.onLogoutTapped()
        case (.confirm, .main(let main)): main.logoutAlert?.onConfirm()
        case (.cancel, .main(let main)): main.logoutAlert?.onCancel()
        case (.login, .main): break
        }
    }
}
