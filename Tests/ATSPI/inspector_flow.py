#!/usr/bin/python3
"""The demo with its workflow inspector open at launch (WORKFLOWGTK_INSPECTOR=open).

Usage: inspector_flow.py PATH/TO/workflow-demo

Checks, through AT-SPI as a screen reader reads them: the inspector's window opens beside
the demo's with its four panes (Workflows, Render passes, Actions, Controllers) and the
"Live" control; after logging in, the workflow tree's root has a "Collapse …" button;
pressing it hides the root's children (the button becomes "Expand …") and pressing that
shows them again; the demo suite's audit holds over both windows (every focusable object
named, no internal identifier as a name, one page of a stack shown).
Run by Tests/ATSPI/run after keyboard_flow.py.
"""

import os

import demo_flow
from demo_flow import fail


def inspector_frame(demo):
    return next(iter(demo.find_all("frame", "Workflow Inspector")), None)


def tree_labels(demo):
    frame = inspector_frame(demo)
    return [node.name for node in demo_flow.walk(frame) if node.getRoleName() == "label"] if frame else []


def run_flow(demo):
    demo.wait("the inspector's window (frame 'Workflow Inspector')", lambda: inspector_frame(demo))
    for pane in ["Workflows", "Render passes", "Actions", "Controllers"]:
        demo.find("page tab", pane)
    demo.find("push button", "Live")
    demo_flow.audit(demo, "inspector open at launch")
    demo.find("text", "Name").queryEditableText().setTextContents("Ada")
    demo.wait("'Log in' to become sensitive",
              lambda: demo_flow.pyatspi.STATE_SENSITIVE in demo_flow.states(demo.find("push button", "Log in")))
    demo.press("push button", "Log in")
    collapse = demo.wait("the tree root's 'Collapse …' button",
                         lambda: next((node for node in demo.find_all("push button")
                                       if node.name.startswith("Collapse RootWorkflow")), None))
    shown = len(tree_labels(demo))
    demo_flow.activate(collapse)
    expand = demo.wait("the root's button to become 'Expand …'",
                       lambda: next((node for node in demo.find_all("push button")
                                     if node.name.startswith("Expand RootWorkflow")), None))
    if not any("hidden)" in name for name in tree_labels(demo)):
        fail("inspector: the collapsed root does not say how many children it hides")
    if len(tree_labels(demo)) >= shown and shown > 1:
        fail(f"inspector: collapsing the root left {len(tree_labels(demo))} tree lines of {shown}")
    demo_flow.activate(expand)
    demo.wait("the root's children to show again",
              lambda: any(node.name.startswith("Collapse RootWorkflow") for node in demo.find_all("push button")))
    demo_flow.audit(demo, "inspector after logging in")


def main():
    os.environ["WORKFLOWGTK_INSPECTOR"] = "open"
    demo_flow.run_suite("AT-SPI inspector flow", __doc__, run_flow)


if __name__ == "__main__":
    main()
