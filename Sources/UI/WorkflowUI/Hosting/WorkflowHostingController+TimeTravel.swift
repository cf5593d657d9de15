import Gtk

// MARK: - Time travel (the inspector's hook)

extension WorkflowHostingController {
    /// The CSS class of the banner shown over a past rendering.
    public static var timeTravelBannerCSSClass: String { "workflow-time-travel-banner" }

    /// Whether a past rendering is shown (``showPastRendering(_:banner:)``).
    public var isShowingPastRendering: Bool { timeTravelBanner != nil }

    /// Shows `screen`, a past rendering, read-only: the tree is updated with it as with any
    /// rendering (controllers of the same kind are reused), pointer and keyboard input no
    /// longer reach it, and `banner` is shown across its top. Live renderings are not shown
    /// until ``returnToLive()`` (the workflow keeps running).
    public func showPastRendering(_ screen: ScreenType, banner: String) {
        let label: Label
        if let existing = timeTravelBanner {
            label = existing
        } else {
            label = Label(banner)
            label.addCSSClass(Self.timeTravelBannerCSSClass)
            label.setAccessibleLabel(banner)
            timeTravelBanner = label
            view.append(label)
            rootViewController.viewWidget.canTarget = false
            rootViewController.viewWidget.canFocus = false
            placeBanner(in: view.bounds)
        }
        label.text = banner
        rootViewController.update(screen: screen, environment: environment)
    }

    /// Leaves time travel: the banner goes, input comes back, and the tree is updated with
    /// the live rendering (controllers whose screens equal the live ones are not rebuilt).
    public func returnToLive() {
        guard let label = timeTravelBanner else { return }
        timeTravelBanner = nil
        view.remove(label)
        rootViewController.viewWidget.canTarget = true
        rootViewController.viewWidget.canFocus = true
        rootViewController.update(screen: rendering, environment: environment)
    }

    /// Keeps the banner across the top of `bounds`.
    func placeBanner(in bounds: Rect) {
        guard let label = timeTravelBanner else { return }
        view.setFrame(Rect(x: 0, y: 0, width: bounds.width, height: 36), for: label)
    }
}
