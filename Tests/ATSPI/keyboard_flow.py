#!/usr/bin/python3
"""The keyboard-only end-to-end test of the real workflow-demo.

Usage: keyboard_flow.py PATH/TO/workflow-demo

Every input is a real key event: the accessibility registry synthesizes it through the X
server's XTest extension, exactly as a key press of a user reaches GTK. AT-SPI is only used
to read back where the focus is and what is shown. The flow: type a name and log in with
Tab and Enter, count with Space, switch tabs with Alt+number and Ctrl+Page Down, open a
scanned code with Enter and go back with Alt+Left, select a library item with Enter, open
the primary menu with F10 and choose "Log Out…", cancel the alert with Escape (the focus
returns to the menu button), open it again and quit with Ctrl+Q (the process ends). Every Tab stop met on the way must be named.
Run by Tests/ATSPI/run after demo_flow.py.
"""

import subprocess

import pyatspi

import demo_flow
from demo_flow import describe, fail, states, visible_text

MAX_TABS = 40
# X modifier masks (X.h): ShiftMask, ControlMask, Mod1Mask (Alt).
MODIFIERS = {"Shift": 1, "Control": 4, "Alt": 8}
KEYSYMS = {"Tab": 0xFF09, "Return": 0xFF0D, "Escape": 0xFF1B, "space": 0x20, "Left": 0xFF51,
           "Page_Up": 0xFF55, "Page_Down": 0xFF56, "Down": 0xFF54, "F10": 0xFFC7}


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


def text_of(node):
    text = node.queryText()
    return text.getText(0, text.characterCount)


def type_text(demo, field, text):
    """Types `text` into the focused `field` key by key, each key once the one before it shows."""
    start = text_of(field)
    for count, character in enumerate(text, start=1):
        key(character)
        demo.wait(f"{text[:count]!r} in {field.name!r}", lambda: text_of(field) == start + text[:count])


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
        stop = demo.wait("the focus to move on Tab", lambda: (lambda now: now if now is not None and now != node else None)(focused(demo)),
                         timeout=5)
        if not (stop.name or "").strip():
            fail(f"keyboard: a Tab stop without a name: {demo_flow.path_of(stop)}")
    raise SystemExit(f"keyboard suite: {MAX_TABS} Tab presses never reached {what}")


def selected_tab(demo):
    tabs = [node for node in demo.find_all("page tab") if pyatspi.STATE_SELECTED in states(node)]
    return tabs[0].name if tabs else None


def alert_open(demo):
    return [node for node in demo.all_nodes() if node.getRoleName() in ("alert", "dialog")]


def main():
    demo_flow.run_suite("keyboard suite", __doc__, run_flow)


def wait_focus(demo, what, predicate, timeout=5):
    """Waits until the focused object satisfies `predicate`; returns it."""
    return demo.wait(what, lambda: (lambda node: node if node is not None and predicate(node) else None)(focused(demo)),
                     timeout=timeout)


def log_in(demo):
    """Logs in as Ada with keys only: the name field has the focus on the first frame; type,
    Tab to "Log in", Enter; returns once the home page shows."""
    field = wait_focus(demo, "the name field focused", lambda node: node.name == "Name")
    # Keys reach the window only once the window manager made it the active one.
    demo.wait("the window active", lambda: [node for node in demo.app if node is not None
                                            and pyatspi.STATE_ACTIVE in states(node)])
    type_text(demo, field, "Ada")
    demo.wait("'Log in' to become sensitive", lambda: pyatspi.STATE_SENSITIVE in states(demo.find("push button", "Log in")))
    tab_to(demo, "Log in", lambda node: node.name == "Log in")
    key("Return")
    demo.wait("the home page", lambda: demo.find_all("heading", "Welcome, Ada"))


def run_flow(demo):
    log_in(demo)

    # Count with Space on the counter's button.
    tab_to(demo, "the counter", lambda node: node.name == "Tapped 0 times")
    key("space")
    wait_focus(demo, "the count to read once", lambda node: node.name == "Tapped once")

    # Tabs by shortcut; a scanned code opened with Enter and closed with Alt+Left.
    key("Alt+2")
    demo.wait("the Scan tab (Alt+2)", lambda: selected_tab(demo) == "Scan")
    code = tab_to(demo, "a scanned code", lambda node: demo_flow.CODE_NAME.fullmatch(node.name or "") is not None)
    code_name = code.name
    key("Return")
    demo.wait("the code's detail page", lambda: demo.find_all("push button", "Back"))
    key("Alt+Left")
    demo.wait("the list of codes again", lambda: not demo.find_all("push button", "Back")
              and [node for node in demo.all_nodes() if node.name == code_name])

    # Ctrl+Page Down to the Library; a row named by its title, chosen with Enter.
    key("Control+Page_Down")
    demo.wait("the Library tab (Ctrl+Page Down)", lambda: selected_tab(demo) == "Library")
    rows = demo.wait("library rows", lambda: demo_flow.library_rows(demo))
    titles = {row.name for row in rows}
    row = tab_to(demo, "a library row", lambda node: node.name in titles and node.name != rows[0].name)
    title = row.name
    key("Return")
    demo.wait(f"the detail of {title!r}", lambda: demo.find_all("heading", title))
    demo.wait(f"{title!r} selected", lambda: [node.name for node in demo_flow.selected_rows(demo)] == [title])

    # The primary menu by F10; "Log Out…" opens the alert; Escape cancels it and the focus
    # returns to the menu button; Ctrl+Q quits from the alert.
    key("Alt+1")
    demo.wait("the Home tab (Alt+1)", lambda: selected_tab(demo) == "Home")
    open_log_out(demo)
    key("Escape")
    demo.wait("the alert to close", lambda: not alert_open(demo))
    try:
        wait_focus(demo, "the focus back on the menu button", lambda node: node.name == demo_flow.MENU_BUTTON, timeout=3)
    except SystemExit:
        now = focused(demo)
        fail(f"keyboard: after the alert the focus is on {describe(now) if now else 'nothing'}, not {demo_flow.MENU_BUTTON!r}")
    demo.wait("the home page after the alert", lambda: demo.find_all("heading", "Welcome, Ada"))
    open_log_out(demo)
    key("Control+q")
    expect_quit(demo, "keyboard: Ctrl+Q while the alert is open")


def expect_quit(demo, what):
    """Fails unless the demo ends with status 0 within 10 s (after `what`)."""
    try:
        demo.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass
    if demo.process.poll() is None:
        fail(f"{what} did not quit the demo")
    elif demo.process.returncode != 0:
        fail(f"{what}: the demo quit with status {demo.process.returncode}")


def open_log_out(demo):
    """F10 opens the primary menu with the focus on its first item; Down moves to "Log Out…"
    (wrapping), Enter chooses it and the alert opens."""
    key("F10")
    wait_focus(demo, "the primary menu (F10)", lambda node: node.getRoleName() == "menu item")
    for _ in range(MAX_TABS):
        if focused(demo) is not None and focused(demo).name == demo_flow.LOG_OUT_ITEM:
            break
        key("Down")
    wait_focus(demo, f"the menu item {demo_flow.LOG_OUT_ITEM!r}", lambda node: node.name == demo_flow.LOG_OUT_ITEM)
    key("Return")
    demo.wait("the log-out alert", lambda: alert_open(demo))


if __name__ == "__main__":
    main()
