import Workflow

extension WorkflowApplication {
    /// A command-line option a library adds to a ``WorkflowApplication`` (`--name VALUE` or
    /// `--name=VALUE`), listed by `--help`. `WorkflowRecording` adds `--record` and `--replay`.
    public struct CommandLineOption {
        /// The option without its dashes (`record` for `--record`).
        public var name: String
        /// The value's name in the help text (`FILE`).
        public var valueName: String
        /// One line of help.
        public var help: String
        /// Called with the value before the window is made; returns observers for the root
        /// host, or throws ``Invalid`` (the app prints its message and exits with status 2).
        public var handler: @MainActor (_ value: String) throws -> [any WorkflowObserver]

        /// A value the option refuses: `message` is printed after the program's name.
        public struct Invalid: Error {
            /// What is wrong with the value, naming the fix.
            public var message: String
            /// Creates the error.
            public init(_ message: String) { self.message = message }
        }

        /// Creates an option.
        public init(
            name: String, valueName: String, help: String,
            handler: @escaping @MainActor (_ value: String) throws -> [any WorkflowObserver]
        ) {
            self.name = name
            self.valueName = valueName
            self.help = help
            self.handler = handler
        }
    }

    /// The help lines of the extra options.
    var extraOptionsHelp: String {
        commandLineOptions.map { option in
            let flag = "  --\(option.name) \(option.valueName)"
            let padding = String(repeating: " ", count: max(1, 25 - flag.count))
            return "\n" + flag + padding + option.help
        }.joined()
    }

    /// Reads an extra option at `argument`; `nil` if `argument` is not one.
    func parseExtraOption(
        _ argument: String, rest: inout ArraySlice<String>, program: String
    ) -> Result<(String, String), CommandLineResultFailure>? {
        for option in commandLineOptions {
            let flag = "--" + option.name
            var value: String?
            if argument == flag {
                guard let next = rest.popFirst(), !next.isEmpty, !next.hasPrefix("-") else {
                    return .failure(CommandLineResultFailure(message: "\(program): \(flag) needs a \(option.valueName)"))
                }
                value = next
            } else if argument.hasPrefix(flag + "=") {
                value = String(argument.dropFirst(flag.count + 1))
                if value?.isEmpty == true {
                    return .failure(CommandLineResultFailure(message: "\(program): \(flag) needs a \(option.valueName)"))
                }
            }
            if let value { return .success((option.name, value)) }
        }
        return nil
    }

    /// Runs the handlers of the extra options given; returns their observers, or the error line.
    func applyExtraOptions(_ values: [(String, String)], program: String) -> Result<[any WorkflowObserver], CommandLineResultFailure> {
        var observers: [any WorkflowObserver] = []
        for (name, value) in values {
            guard let option = commandLineOptions.first(where: { $0.name == name }) else { continue }
            do {
                observers += try option.handler(value)
            } catch let invalid as CommandLineOption.Invalid {
                return .failure(CommandLineResultFailure(message: "\(program): --\(name): \(invalid.message)"))
            } catch {
                return .failure(CommandLineResultFailure(message: "\(program): --\(name): \(error)"))
            }
        }
        return .success(observers)
    }
}

/// A command-line error line (exit status 2).
struct CommandLineResultFailure: Error {
    var message: String
}
