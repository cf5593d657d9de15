import Testing

/// The environment settings of the long runs are validated: a typo must not silently run
/// the default (`WORKFLOWGTK_PROPERTY_SEED=abc` used to replay seed 20261122).
@Suite("Test settings")
struct TestSettingTests {
    @Test("WORKFLOWGTK_PROPERTY_SEED rejects what is not a seed, naming the variable and the range")
    func badSeedsAreRejected() {
        for value in ["abc", "18446744073709551615", "9223372036854775808", "-1", "", "12x", "0x10", "1e5"] {
            #expect(throws: TestSetting.Invalid.self, "WORKFLOWGTK_PROPERTY_SEED=\(value) was accepted") {
                try TestSetting.seed(value, default: 20261122)
            }
        }
        do {
            _ = try TestSetting.seed("abc", default: 20261122)
        } catch {
            #expect(error.description.contains("WORKFLOWGTK_PROPERTY_SEED=abc"))
            #expect(error.description.contains("0 to 9223372036854775807"))
        }
    }

    @Test("WORKFLOWGTK_PROPERTY_SEED accepts every printed seed, `random`, and unset for the default")
    func goodSeeds() throws {
        #expect(try TestSetting.seed(nil, default: 20261122) == 20261122)
        #expect(try TestSetting.seed("5634544705048401031", default: 1) == 5634544705048401031)
        #expect(try TestSetting.seed(" 0 ", default: 1) == 0)
        #expect(try TestSetting.seed("9223372036854775807", default: 1) == 9223372036854775807)
        #expect(try TestSetting.seed("random", default: 1) <= TestSetting.maximumSeed)
    }

    @Test("integer settings (cases, cycles, seconds) reject what is not a number in range")
    func integers() throws {
        #expect(try TestSetting.integer(nil, name: "WORKFLOWGTK_PROPERTY_CASES") == nil)
        #expect(try TestSetting.integer("10000", name: "WORKFLOWGTK_PROPERTY_CASES") == 10000)
        for value in ["ten", "-5", "1.5", ""] {
            #expect(throws: TestSetting.Invalid.self) { try TestSetting.integer(value, name: "WORKFLOWGTK_PROPERTY_CASES", range: 1...1_000_000) }
        }
        #expect(throws: TestSetting.Invalid.self) { try TestSetting.integer("0", name: "WORKFLOWGTK_PROPERTY_CASES", range: 1...1_000_000) }
    }
}
