#!/usr/bin/python3
"""Drives the real Notes app through AT-SPI, as a screen reader user would, by role and name.

Usage: notes_flow.py PATH/TO/notes

Starts notes on an empty folder of its own, then: the empty window (every control named),
New Note, typing (real key events) into the editor named "Note Text" until the file holds
the text, search with Ctrl+F (no match, then Escape lists the note again), and Delete Note
from the primary menu (the file goes to the trash, the toast offers Undo). After every step
demo_flow's audit runs over the whole tree (no focusable object without a name, no internal
identifier as a name, one page per stack, buttons named by their visible labels).
Run by Tests/ATSPI/run; exits 1 with the failures listed.
"""

import os
import shutil
import tempfile

import pyatspi

import demo_flow
from demo_flow import Demo, audit, fail, states
from keyboard_flow import focused, key, type_text, wait_focus

folder = tempfile.mkdtemp(prefix="notes-atspi-")


def launch(binary):
    return Demo(binary, ["--folder", folder, "--size", "1000x700"], name="notes")


def note_files():
    return [name for name in os.listdir(folder) if name.endswith(".md")]


def note_texts():
    texts = []
    for name in note_files():
        with open(os.path.join(folder, name), encoding="utf-8") as file:
            texts.append(file.read())
    return texts


def run_flow(notes):
    notes.find("push button", "New Note")
    audit(notes, "empty folder")
    for name in ("Search Notes", "Main Menu"):
        if not [node for node in notes.all_nodes() if node.name == name]:
            fail(f"empty folder: no control named {name!r}")
    # Keys reach the window only once the window manager made it the active one.
    notes.wait("the window active", lambda: [node for node in notes.app if node is not None
                                             and pyatspi.STATE_ACTIVE in states(node)])

    # New Note: the editor, named, takes the focus; typing is saved to the folder.
    key("Control+n")
    wait_focus(notes, "the editor focused after Ctrl+N", lambda node: node.name == "Note Text")
    type_text("Milk and eggs")
    notes.wait("the typed text saved to the folder", lambda: "Milk and eggs" in note_texts())
    audit(notes, "a note typed")

    # Search: Ctrl+F focuses the field; a query nothing holds shows the status page; Escape
    # clears it and the note is listed again.
    key("Control+f")
    wait_focus(notes, "the search field focused after Ctrl+F", lambda node: "Search" in (node.name or "")
               or "Search" in (node.parent.name or ""))
    type_text("zzz")
    notes.wait("the no-match page", lambda: [node for node in notes.all_nodes() if node.name == "No Matching Notes"])
    audit(notes, "search without a match")
    key("Escape")
    notes.wait("the note listed again", lambda: not [node for node in notes.all_nodes() if node.name == "No Matching Notes"])

    # Delete from the primary menu: the file leaves the folder, the toast offers Undo.
    menu_button = notes.wait("the primary menu button", lambda: next(iter(
        node for node in notes.all_nodes() if node.name == "Main Menu" and node.getRoleName() in ("toggle button", "push button")), None))
    demo_flow.activate(menu_button)
    notes.press("menu item", "Delete Note")
    notes.wait("the note's file gone from the folder", lambda: not note_files())
    notes.find("push button", "Undo")
    audit(notes, "note deleted")
    print(f"notes flow: focus ended on {demo_flow.describe(focused(notes)) if focused(notes) else None}", flush=True)


if __name__ == "__main__":
    try:
        demo_flow.run_suite("AT-SPI notes flow", __doc__, run_flow, launch=launch)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
