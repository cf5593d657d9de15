#!/usr/bin/python3
"""The keyboard-only end-to-end test of the real workflow-demo.

Usage: keyboard_flow.py PATH/TO/workflow-demo

Every input is a real key event: the accessibility registry synthesizes it through the X
server's XTest extension, exactly as a key press of a user reaches GTK. AT-SPI is only used
to read back where the focus is and what is shown. The flow: type a name and log in with
Tab and Enter, count with Space, switch tabs with Alt+number and Ctrl+Page Down, open a
scanned code with Enter and go back with Alt+Left, select a library item with Enter, open
the log-out alert and cancel it with Escape (the focus returns to "Log out"), open it
again and quit with Ctrl+Q (the process ends). Every Tab stop met on the way must be named.
Run by Tests/ATSPI/run after demo_flow.py.
"""

import sys
import time

import pyatspi

import demo_flow
from demo_flow import Demo, describe, fail, states, visible_text

MAX_TABS = 40
# X modifier masks (X.h): ShiftMask, ControlMask, Mod1Mask (Alt).
MODIFIERS = {"Shift": 1, "Control": 4, "Alt": 8}
KEYSYMS = {"Tab": 0xFF09, "Return": 0xFF0D, "Escape": 0xFF1B, "space": 0x20, "Left": 0xFF51,
           "Page_Up": 0xFF55, "Page_Down": 0xFF56}


def key(combo):
    """Presses and releases `combo` ("Return", "Alt+2", "Control+Page_Down") as real keys."""
    *mods, name = combo.split("+")
    mask = sum(MODIFIERS[mod] for mod in mods)
    keysym = KEYSYMS.get(name, ord(name) if len(name) == 1 else None)
    if keysym is None:
        raise SystemExit(f"keyboard suite: no keysym for {name!r}")
    if mask:
        pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_LOCKMODIFIERS)
    pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
    if mask:
        pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_UNLOCKMODIFIERS)
    time.sleep(0.05)


def type_text(text):
    for character in text:
        key(character)


def focused(demo):
    for node in demo.all_nodes():
        if pyatspi.STATE_FOCUSED in states(node):
            return node
    return None


def tab_to(demo, what, predicate):
    """Presses Tab until the focused object satisfies `predicate`; every stop must be named."""
    for _ in range(MAX_TABS):
        node = demo.wait("a focused object", lambda: focused(demo), timeout=5)
        if predicate(node):
            return node
        key("Tab")
        time.sleep(0.1)
        stop = demo.wait("a focused object after Tab", lambda: focused(demo), timeout=5)
        if not (stop.name or "").strip():
            fail(f"keyboard: a Tab stop without a name: {demo_flow.path_of(stop)}")
    raise SystemExit(f"keyboard suite: {MAX_TABS} Tab presses never reached {what}")


def selected_tab(demo):
    tabs = [node for node in demo.find_all("page tab") if pyatspi.STATE_SELECTED in states(node)]
    return tabs[0].name if tabs else None


def alert_open(demo):
    return [node for node in demo.all_nodes() if node.getRoleName() in ("alert", "dialog")]


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    started = time.monotonic()
    demo = Demo(sys.argv[1])
    try:
        run_flow(demo)
    finally:
        demo.stop()
    print(f"keyboard suite: {len(demo_flow.failures)} failures, {time.monotonic() - started:.1f} s", flush=True)
    if demo_flow.failures:
        print("keyboard suite FAILED:\n  " + "\n  ".join(demo_flow.failures), flush=True)
        sys.exit(1)


def run_flow(demo):
    # Log in: the name field has the focus; type, Tab to "Log in", Enter.
    demo.wait("the name field focused", lambda: (focused(demo) or demo.app).name == "Name")
    type_text("Ada")
    tab_to(demo, "Log in", lambda node: node.name == "Log in")
    key("Return")
    demo.wait("the home page", lambda: demo.find_all("label", "Signed in as Ada"))

    # Count with Space on the seed's button.
    tab_to(demo, "the counter", lambda node: node.name == "Tapped 0 times")
    key("space")
    demo.wait("the count to read once", lambda: focused(demo).name == "Tapped once")

    # Tabs by shortcut; a scanned code opened with Enter and closed with Alt+Left.
    key("Alt+2")
    demo.wait("the Scan tab (Alt+2)", lambda: selected_tab(demo) == "Scan")
    code = tab_to(demo, "a scanned code", lambda node: node.name.startswith("Open code "))
    code_name = code.name
    key("Return")
    demo.wait("the code's detail page", lambda: demo.find_all("push button", "Back"))
    key("Alt+Left")
    demo.wait("the list of codes again", lambda: not demo.find_all("push button", "Back")
              and demo.find_all("push button", code_name))

    key("Control+Page_Down")
    demo.wait("the Library tab (Ctrl+Page Down)", lambda: selected_tab(demo) == "Library")
    row = tab_to(demo, "a library row", lambda node: "·" in visible_text(node))
    title = visible_text(row).split(" · ")[0]
    key("Return")
    demo.wait(f"the detail of {title!r}", lambda: demo.find_all("label", title))

    # The alert: Escape cancels and the focus returns to "Log out"; Ctrl+Q quits from it.
    key("Alt+1")
    demo.wait("the Home tab (Alt+1)", lambda: selected_tab(demo) == "Home")
    tab_to(demo, "Log out", lambda node: node.name == "Log out")
    key("Return")
    demo.wait("the log-out alert", lambda: alert_open(demo))
    key("Escape")
    demo.wait("the alert to close", lambda: not alert_open(demo))
    try:
        demo.wait("the focus back on Log out", lambda: focused(demo).name == "Log out", timeout=3)
    except SystemExit:
        fail(f"keyboard: after the alert the focus is on {describe(focused(demo)) if focused(demo) else 'nothing'}, not 'Log out'")
        tab_to(demo, "Log out", lambda node: node.name == "Log out")
    key("Return")
    demo.wait("the log-out alert again", lambda: alert_open(demo))
    key("Control+q")
    deadline = time.monotonic() + 10
    while demo.process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    if demo.process.poll() is None:
        fail("keyboard: Ctrl+Q while the alert is open did not quit the demo")
    elif demo.process.returncode != 0:
        fail(f"keyboard: the demo quit with status {demo.process.returncode} after Ctrl+Q")


if __name__ == "__main__":
    main()
