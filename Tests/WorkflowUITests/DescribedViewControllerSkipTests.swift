import GtkTestSupport
import Testing
import WorkflowUI

/// `DescribedViewController.update(screen:environment:)` skips an `Equatable` screen its child
/// already shows before the screen's description is made; headless.
@MainActor
@Suite("DescribedViewController skips equal screens before their description (headless)", .serialized)
struct DescribedViewControllerSkipTests {
    @Test("an equal screen with an equivalent environment makes no description and no screenDidChange; a changed one does")
    func equalScreenMakesNoDescription() throws {
        let probe = DescriptionProbe()
        let described = DescribedViewController(screen: ProbeScreen(text: "a", probe: probe), environment: .empty)
        let child = try #require(described.currentViewController as? ProbeViewController)
        #expect(probe.descriptions == 1 && child.changes == 1, "built with its initial update")
        let before = described.updateCounters.snapshot
        for _ in 0..<3 { described.update(screen: ProbeScreen(text: "a", probe: probe), environment: .empty) }
        #expect(probe.descriptions == 1, "an equal screen is compared with the child's, not described")
        #expect(child.changes == 1)
        #expect(described.updateCounters.snapshot.since(before).skippedUpdates == 3)
        described.update(screen: ProbeScreen(text: "b", probe: probe), environment: .empty)
        #expect(probe.descriptions == 2 && child.changes == 2 && child.screen.text == "b")
        described.update(screen: ProbeScreen(text: "b", probe: probe), environment: .empty.setting(key: ThemeKey.self, to: "dark"))
        #expect(probe.descriptions == 3 && child.changes == 3, "an environment change is applied")
        #expect(described.currentViewController === child)
    }

    @Test("a child built without its initial update receives the first screen even when equal")
    func childWithoutInitialUpdateIsUpdated() throws {
        let probe = DescriptionProbe()
        let described = DescribedViewController(
            description: ProbeViewController.description(
                for: ProbeScreen(text: "a", probe: probe), environment: .empty, performInitialUpdate: false
            )
        )
        let child = try #require(described.currentViewController as? ProbeViewController)
        #expect(child.changes == 0)
        described.update(screen: ProbeScreen(text: "a", probe: probe), environment: .empty)
        #expect(child.changes == 1, "the first update is not skipped")
        described.update(screen: ProbeScreen(text: "a", probe: probe), environment: .empty)
        #expect(child.changes == 1, "a later equal one is")
    }

    @Test("a screen of another type than the child's goes through its description (the kind decides)")
    func otherScreenTypeIsDescribed() throws {
        let described = DescribedViewController(screen: TextScreen(text: "a"), environment: .empty)
        described.update(screen: CountScreen(count: 1), environment: .empty)
        #expect(described.currentViewController is CountViewController)
        described.update(screen: TextScreen(text: "a"), environment: .empty)
        let text = try #require(described.currentViewController as? TextViewController)
        #expect(text.screen.text == "a")
    }
}

/// Counts the descriptions made of the `ProbeScreen`s that share it.
@MainActor
final class DescriptionProbe {
    var descriptions = 0
}

/// An `Equatable` screen (by `text`) that counts its descriptions in `probe`.
struct ProbeScreen: Screen, Equatable {
    var text: String
    let probe: DescriptionProbe

    static func == (lhs: ProbeScreen, rhs: ProbeScreen) -> Bool { lhs.text == rhs.text }

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        probe.descriptions += 1
        return ProbeViewController.description(for: self, environment: environment)
    }
}

/// Counts its `screenDidChange` calls.
final class ProbeViewController: ScreenViewController<ProbeScreen> {
    private(set) var changes = 0

    override func screenDidChange(from previousScreen: ProbeScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        changes += 1
    }
}
