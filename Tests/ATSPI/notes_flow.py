#!/usr/bin/python3
"""Drives the real Notes app through AT-SPI, as a screen reader user would, by role and name.

Usage: notes_flow.py PATH/TO/notes

Starts notes on an empty folder of its own, then: the empty window (every control named),
Ctrl+N (a real key event) makes a note's file, typing into the editor named "Note Text"
until the file holds the text, search with Ctrl+F (no match, then Escape lists the note
again), and Delete Note from the primary menu opened with F10 (the file goes to the trash,
the toast offers Undo). After every step but the last
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

# Findings in the library's widgets (not Notes' screens), matched by a regular expression;
# each must still occur, so a fixed one is taken off the list (demo_flow fails otherwise).
KNOWN_FINDINGS = {
    # AdwStatusPage scrolls inside a GtkScrolledWindow of its own that the Gtk binding never
    # made, so its scroll pane and bars keep GTK's unnamed / type-named defaults.
    "status page scroll pane": r"focusable object without a name: \[scroll pane\] '' < \[panel\] '.*'",
    "status page scroll bars": r"internal identifier '(GtkScrollbar|GtkRange)' exposed as a name: .*\[scroll pane\]",
    # GTK 4.8 gives a GtkListView row's item widget no name of its own (GtkListItem's
    # accessible label is GTK 4.12); its content, the title and snippet labels, is read.
    "list row item without a name": r"focusable object without a name: \[list item\] '' < \[list\] 'Notes'",
    # AdwClampScrollable (the editor's readable width) has the generic role, named by its type.
    "clamp named by its type": r"internal identifier 'AdwClampScrollable' exposed as a name",
}

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

    # New Note: the editor, named, takes the focus; a new note has no file until it has
    # text, then its file is named after its title.
    key("Control+n")
    after_new_note(notes)


def after_new_note(notes):
    """Typing, search, delete and Undo, through the accessible tree and real keys."""
    editor = wait_focus(notes, "the editor (named Note Text) focused after New Note", lambda node: node.name == "Note Text")
    audit(notes, "a new note")
    if note_files():
        fail(f"an empty new note was written: {note_files()}")
    type_text(notes, editor, "Milk and eggs")
    notes.wait("the typed text saved to the note's file", lambda: "Milk and eggs" in note_texts())
    # Named at its first write: the title typed by then (typing may pause mid-word).
    names = note_files()
    if len(names) != 1 or not names[0][:-3] or not "Milk and eggs".startswith(names[0][:-3]):
        fail(f"the new note's file is not named after its title: {names}")
    audit(notes, "a note typed")

    # Find in the note: Ctrl+F in the editor opens its search bar; typing selects the match and
    # says which of how many; Escape closes the bar and gives the focus back to the text.
    key("Control+f")
    find = wait_focus(notes, "the editor's search field focused after Ctrl+F", lambda node: "Find in Note" in (node.name or "")
                      or "Find in Note" in (node.parent.name or ""))
    type_text(notes, find, "eggs")
    notes.wait("the match counted", lambda: [node for node in notes.all_nodes() if node.name == "1 of 1"])
    audit(notes, "find in the note")
    key("Escape")
    wait_focus(notes, "the editor focused again after Escape", lambda node: node.name == "Note Text")
    if "Milk and eggs" not in note_texts():
        fail("finding in the note changed its text")

    # Search: Shift+Ctrl+F in the editor (Ctrl+F anywhere else) focuses the notes search; a
    # query nothing holds shows the status page; Escape clears it and the note is listed again.
    key("Shift+Control+f")
    search = wait_focus(notes, "the search field focused after Shift+Ctrl+F", lambda node: "Search" in (node.name or "")
                        or "Search" in (node.parent.name or ""))
    type_text(notes, search, "zzz")
    notes.wait("the no-match page", lambda: [node for node in notes.all_nodes() if node.name == "No Matching Notes"])
    audit(notes, "search without a match")
    key("Escape")
    notes.wait("the note listed again", lambda: not [node for node in notes.all_nodes() if node.name == "No Matching Notes"])

    # Delete from the primary menu: the file leaves the folder, the toast offers Undo.
    # F10 opens the primary menu, as a keyboard user would.
    key("F10")
    # The menu starts with the list's order, a radio group ("radio menu item").
    wait_focus(notes, "the primary menu (F10)", lambda node: node.getRoleName().endswith("menu item"))
    notes.press("menu item", "Delete Note")
    notes.wait("the note's file gone from the folder", lambda: not note_files())
    # The toast offers Undo. No audit with the toast up: libadwaita 1.2's AdwToastWidget and
    # its icon-only close button are named by their types.
    notes.wait("the toast's Undo", lambda: [node for node in notes.all_nodes() if node.name == "Undo"])
    print(f"notes flow: focus ended on {demo_flow.describe(focused(notes)) if focused(notes) else None}", flush=True)


def counts():
    for name in KNOWN_FINDINGS:
        if name not in demo_flow.known_seen:
            demo_flow.failures.append(f"known finding {name!r} no longer occurs: take it off KNOWN_FINDINGS in notes_flow.py")
    return f"{demo_flow.checks} audits, {len(demo_flow.known_seen)} known findings, "


if __name__ == "__main__":
    demo_flow.KNOWN_DEMO_FINDINGS = KNOWN_FINDINGS
    try:
        demo_flow.run_suite("AT-SPI notes flow", __doc__, run_flow, counts, launch=launch)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
