import Testing
@testable import Workflow
