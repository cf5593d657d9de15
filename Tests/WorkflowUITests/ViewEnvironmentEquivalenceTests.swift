import Testing
import WorkflowUI

/// `ViewEnvironment.isEquivalent(to:)` over values of the kinds containers set; headless.
@MainActor
@Suite("ViewEnvironment equivalence (headless)")
struct ViewEnvironmentEquivalenceTests {
    @Test("an optional object compares by identity, as the object does: the same one is equivalent, another is not")
    func optionalObjectsCompareByIdentity() {
        let scope = ScopeProbe(), other = ScopeProbe()
        let environment = ViewEnvironment.empty.setting(key: OptionalScopeKey.self, to: scope)
        #expect(environment.isEquivalent(to: ViewEnvironment.empty.setting(key: OptionalScopeKey.self, to: scope)),
                "the same object set twice (each update of a tree below a command scope)")
        #expect(!environment.isEquivalent(to: ViewEnvironment.empty.setting(key: OptionalScopeKey.self, to: other)))
        #expect(!environment.isEquivalent(to: .empty), "an object against the default nil")
        #expect(ViewEnvironment.empty.setting(key: OptionalScopeKey.self, to: nil).isEquivalent(to: .empty),
                "nil set against nil not set")
    }

    @Test("values neither equatable nor objects still count as different")
    func otherValuesDiffer() {
        let environment = ViewEnvironment.empty.setting(key: ClosureKey.self, to: {})
        #expect(!environment.isEquivalent(to: ViewEnvironment.empty.setting(key: ClosureKey.self, to: {})))
    }
}

/// An object a container puts in the environment (as a command scope is).
private final class ScopeProbe {}

private enum OptionalScopeKey: ViewEnvironmentKey {
    static var defaultValue: ScopeProbe? { nil }
}

private enum ClosureKey: ViewEnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}
