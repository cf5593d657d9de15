#!/usr/bin/python3
"""Ctrl+Q quits the real workflow-demo while its primary menu is open.

Usage: menu_quit_flow.py PATH/TO/workflow-demo

Logs in with the keyboard, opens the primary menu with F10 (a real key event), waits until a
menu item has the focus, presses Ctrl+Q and expects the process to end with status 0.
Run by Tests/ATSPI/run.
"""

import demo_flow
from keyboard_flow import expect_quit, key, log_in, wait_focus


def run_flow(demo):
    log_in(demo)
    key("F10")
    wait_focus(demo, "the primary menu open (F10)", lambda node: node.getRoleName() == "menu item")
    key("Control+q")
    expect_quit(demo, "menu: Ctrl+Q while the primary menu is open")


if __name__ == "__main__":
    demo_flow.run_suite("AT-SPI menu quit flow", __doc__, run_flow)
