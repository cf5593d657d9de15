import Gtk
import GtkTestSupport
import Testing
import WorkflowUI

/// The diff rule, headless: no display is opened and no widget is created.
@MainActor
@Suite("Diff rule (headless)", .serialized)
struct DiffTests {
    @Test("a same-kind update keeps the controller and passes the previous screen and environment")
    func sameKindUpdate() throws {
        let described = DescribedViewController(screen: TextScreen(text: "a"), environment: .empty)
        let first = try #require(described.currentViewController as? TextViewController)
        let dark = ViewEnvironment.empty.setting(key: ThemeKey.self, to: "dark")
        #expect(first.changes.count == 1, "the initial update")
        described.update(screen: TextScreen(text: "b"), environment: dark)
        #expect(described.currentViewController === first)
        #expect(first.changes.count == 2)
        #expect(first.changes.last?.previous == TextScreen(text: "a"))
        #expect(first.changes.last?.previousEnvironment.theme == "light")
        #expect(first.screen.text == "b")
        #expect(first.environment.theme == "dark")
        #expect(first.label == nil, "no widget was created")
        #expect(!described.isViewLoaded && !first.isViewLoaded)
    }

    @Test("an update of another kind replaces the controller")
    func otherKindReplaces() throws {
        let described = DescribedViewController(screen: TextScreen(text: "a"), environment: .empty)
        let before = described.updateCounters.snapshot
        #expect(before.builds == 1 && before.liveControllers == 2, "the child's build moved into the tree's counters")
        weak let first = described.currentViewController
        described.update(screen: CountScreen(count: 3), environment: .empty)
        let second = try #require(described.currentViewController as? CountViewController)
        #expect(second.screen.count == 3)
        #expect(first == nil, "the replaced controller is released")
        #expect(described.children.count == 1 && described.children.first === second)
        let delta = described.updateCounters.snapshot.since(before)
        #expect(delta.builds == 1 && delta.replacements == 1 && delta.viewsLoaded == 0 && delta.liveControllers == 0)
    }

    @Test("AnyScreen flips between two screen types")
    func anyScreenFlips() {
        let described = DescribedViewController(screen: AnyScreen(TextScreen(text: "a")), environment: .empty)
        var kinds: [String] = []
        for step in 0..<6 {
            let screen = step % 2 == 0 ? AnyScreen(CountScreen(count: step)) : TextScreen(text: "\(step)").asAnyScreen()
            described.update(screen: screen, environment: .empty)
            kinds.append(described.currentViewController is CountViewController ? "count" : "text")
        }
        #expect(kinds == ["count", "text", "count", "text", "count", "text"])
        #expect(AnyScreen(AnyScreen(TextScreen(text: "x"))).wrappedScreen is TextScreen)
    }

    @Test("a description of a base class can update a subclass, not the other way round")
    func subclassKinds() {
        let loud = LoudCountViewController(screen: CountScreen(count: 1), environment: .empty)
        let plain = CountViewController(screen: CountScreen(count: 1), environment: .empty)
        let baseDescription = CountViewController.description(for: CountScreen(count: 2), environment: .empty)
        let loudDescription = LoudCountViewController.description(for: CountScreen(count: 2), environment: .empty)
        #expect(baseDescription.canUpdate(viewController: loud))
        #expect(baseDescription.canUpdate(viewController: plain))
        #expect(loudDescription.canUpdate(viewController: loud))
        #expect(!loudDescription.canUpdate(viewController: plain))
        #expect(baseDescription.kind != loudDescription.kind)
        #expect(loudDescription.buildViewController() is LoudCountViewController)
        baseDescription.update(viewController: loud)
        #expect(loud.screen.count == 2)
    }

    @Test("performInitialUpdate: false builds without updating")
    func noInitialUpdate() throws {
        var applied = 0
        let description = ViewControllerDescription(
            performInitialUpdate: false,
            build: { TextViewController(screen: TextScreen(text: "built"), environment: .empty) },
            update: { _ in applied += 1 })
        let built = try #require(description.buildViewController() as? TextViewController)
        #expect(applied == 0 && built.screen.text == "built")
        #expect(built.updateCounters.builds == 1 && built.updateCounters.updates == 0)
        let eager = ViewControllerDescription(
            build: { TextViewController(screen: TextScreen(text: "built"), environment: .empty) },
            update: { _ in applied += 1 })
        _ = eager.buildViewController()
        #expect(applied == 1)
    }

    @Test("an equal Equatable screen with an unchanged environment skips screenDidChange")
    func equalScreenSkips() throws {
        let described = DescribedViewController(screen: TextScreen(text: "a"), environment: .empty)
        let controller = try #require(described.currentViewController as? TextViewController)
        #expect(controller.changes.count == 1, "the initial update")
        let before = described.updateCounters.snapshot
        described.update(screen: TextScreen(text: "a"), environment: .empty)
        described.update(screen: TextScreen(text: "a"), environment: .empty.setting(key: ThemeKey.self, to: "light"))
        #expect(controller.changes.count == 1)
        described.update(screen: TextScreen(text: "a"), environment: .empty.setting(key: ThemeKey.self, to: "dark"))
        #expect(controller.changes.count == 2, "an environment change is not skipped")
        let delta = described.updateCounters.snapshot.since(before)
        #expect(delta.skippedUpdates == 2 && delta.updates == 1)
    }

    @Test("a freshly built controller's initial update calls screenDidChange even for an Equatable screen; an equal later one is skipped")
    func initialUpdateCallsScreenDidChange() throws {
        let built = try #require(
            TextViewController.description(for: TextScreen(text: "a"), environment: .empty).buildViewController()
                as? TextViewController
        )
        #expect(built.changes.count == 1)
        #expect(built.changes.first?.previous == TextScreen(text: "a"))
        TextViewController.description(for: TextScreen(text: "a"), environment: .empty).update(viewController: built)
        #expect(built.changes.count == 1, "a later equal screen is skipped")
        let lazy = try #require(
            TextViewController.description(for: TextScreen(text: "a"), environment: .empty, performInitialUpdate: false)
                .buildViewController() as? TextViewController
        )
        #expect(lazy.changes.isEmpty, "performInitialUpdate: false makes no update")
    }

    @Test("a non-Equatable screen is always updated")
    func nonEquatableAlwaysUpdates() {
        let described = DescribedViewController(screen: CountScreen(count: 1), environment: .empty)
        let before = described.updateCounters.snapshot
        described.update(screen: CountScreen(count: 1), environment: .empty)
        #expect(described.updateCounters.snapshot.since(before).updates == 1)
    }

    @Test("environment changes reach every descendant once, with container customizations")
    func environmentPropagation() throws {
        let screen = NestScreen(child: NestScreen(child: TextScreen(text: "leaf")))
        let described = DescribedViewController(screen: screen, environment: .empty)
        let outer = try #require(described.currentViewController as? NestViewController<NestScreen<TextScreen>>)
        let inner = try #require(outer.content.currentViewController as? NestViewController<TextScreen>)
        let leaf = try #require(inner.content.currentViewController as? TextViewController)
        #expect(leaf.environment[DepthKey.self] == 2)
        #expect(leaf.changes.count == 1, "the initial update")
        let before = described.updateCounters.snapshot
        described.update(screen: screen, environment: .empty.setting(key: ThemeKey.self, to: "dark"))
        #expect(leaf.changes.count == 2)
        #expect(leaf.environment.theme == "dark" && leaf.environment[DepthKey.self] == 2)
        #expect(inner.environment.theme == "dark" && outer.environment.theme == "dark")
        #expect(described.updateCounters.snapshot.since(before).updates == 3)
        #expect(outer.parent === described && inner.parent === outer.content)
    }

    @Test("updating a controller of the wrong kind fails with a message naming both types")
    func wrongKindFails() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let count = CountViewController(screen: CountScreen(count: 1), environment: .empty)
                TextViewController.description(for: TextScreen(text: "x"), environment: .empty)
                    .update(viewController: count)
            }
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("CountViewController"))
            #expect(message.contains("TextViewController"))
            #expect(message.contains("canUpdate"))
        }
    }
}
