@_spi(WorkflowTesting) import Workflow
