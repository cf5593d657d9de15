#!/usr/bin/python3
"""Ctrl+Q quits the real workflow-demo while its primary menu is open.

Usage: menu_quit_flow.py PATH/TO/workflow-demo

Logs in with the keyboard, opens the primary menu with F10 (a real key event), waits until a
menu item has the focus, presses Ctrl+Q and expects the process to end with status 0.
Run by Tests/ATSPI/run.
"""

import subprocess

import pyatspi

import demo_flow
from demo_flow import fail, states
from keyboard_flow import key, tab_to, type_text, wait_focus


def run_flow(demo):
    wait_focus(demo, "the name field focused", lambda node: node.name == "Name")
    demo.wait("the window active", lambda: [node for node in demo.app if node is not None
                                            and pyatspi.STATE_ACTIVE in states(node)])
    type_text("Ada")
    demo.wait("'Log in' to become sensitive", lambda: pyatspi.STATE_SENSITIVE in states(demo.find("push button", "Log in")))
    tab_to(demo, "Log in", lambda node: node.name == "Log in")
    key("Return")
    demo.wait("the home page", lambda: demo.find_all("heading", "Welcome, Ada"))
    key("F10")
    wait_focus(demo, "the primary menu open (F10)", lambda node: node.getRoleName() == "menu item")
    key("Control+q")
    try:
        demo.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass
    if demo.process.poll() is None:
        fail("menu: Ctrl+Q while the primary menu is open did not quit the demo")
    elif demo.process.returncode != 0:
        fail(f"menu: the demo quit with status {demo.process.returncode} after Ctrl+Q")


if __name__ == "__main__":
    demo_flow.run_suite("AT-SPI menu quit flow", __doc__, run_flow)
