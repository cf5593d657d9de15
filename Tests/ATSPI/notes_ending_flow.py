#!/usr/bin/python3
"""The last keys before an ending reach the file: the real Notes app, accessibility on.

Usage: notes_ending_flow.py PATH/TO/notes

Each round starts notes on a folder of its own holding one note, focuses the editor, types
a sentence with real key events (XTest, through the accessibility registry) and at once,
without waiting for anything to show, ends the app: Ctrl+Q, Ctrl+W, SIGTERM or SIGINT
right after the last key. The note's file must then hold the whole sentence and the process
must have ended by its own means (status 0 for the keys, death by the signal for a signal).
Before EndingCoordinator, the write at the end used the last rendered state while the
last keys' actions were still waiting for a frame: one or two characters were lost in about
half the rounds with accessibility on.

WGTK_ENDING_ROUNDS (default 3) rounds per ending; WGTK_ENDINGS lists the endings to run
(default "ctrl-q ctrl-w sigterm sigint"); then the unwritable folder (Ctrl+Q asks, SIGTERM keeps the
edit for recovery, the next launch restores it), a conflict (the autosave never writes over another
program's version; SIGTERM keeps the edit for recovery) and a link to a note (listed once, left a
link). WGTK_ENDING_UNWRITABLE=0, WGTK_ENDING_CONFLICT=0, WGTK_ENDING_LINK=0 leave those out.
Run by Tests/ATSPI/run; exits 1 with the failures.
"""

import os
import shutil
import signal
import sys
import tempfile
import time

import pyatspi

from demo_flow import Demo, activate, describe, states
from keyboard_flow import focused, key, wait_focus

SENTENCE = "The quick brown fox jumps over the lazy dog"
ROUNDS = int(os.environ.get("WGTK_ENDING_ROUNDS", "3"))
ENDINGS = os.environ.get("WGTK_ENDINGS", "ctrl-q ctrl-w sigterm sigint").split()


def focus_editor(notes):
    """Tabs to the editor (GTK 4.8's accessible objects cannot grab the focus), as a keyboard user would."""
    for _ in range(40):
        node = focused(notes)
        if node is not None and node.name == "Note Text":
            return
        before = describe(node) if node is not None else None
        key("Tab")
        try:
            notes.wait("the focus to move", lambda: (lambda now: now is not None and describe(now) != before)(focused(notes)),
                       timeout=2)
        except SystemExit:
            pass  # the next Tab tries again
    wait_focus(notes, "the editor focused (Tab)", lambda node: node.name == "Note Text", timeout=10)


class Home:
    """A folder of its own with a notes folder and fresh XDG folders, set in the environment."""

    def __init__(self, prefix, files):
        self.root = tempfile.mkdtemp(prefix=prefix)
        self.folder = os.path.join(self.root, "notes")
        os.makedirs(self.folder)
        for name, text in files.items():
            with open(os.path.join(self.folder, name), "w", encoding="utf-8") as file:
                file.write(text)
        self.recovered = os.path.join(self.root, "state", "dev.workflowgtk.Notes", "recovered")
        self.saved = {name: os.environ.get(name) for name in ("HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME")}
        os.environ["HOME"] = self.root
        for name, sub in (("XDG_STATE_HOME", "state"), ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data")):
            os.environ[name] = os.path.join(self.root, sub)

    def path(self, name):
        return os.path.join(self.folder, name)

    def read(self, name):
        with open(self.path(name), encoding="utf-8") as file:
            return file.read()

    def kept(self):
        """The texts kept in the recovery folder."""
        if not os.path.isdir(self.recovered):
            return []
        texts = []
        for name in os.listdir(self.recovered):
            with open(os.path.join(self.recovered, name), encoding="utf-8") as file:
                texts.append(file.read())
        return texts

    def close(self):
        for name, value in self.saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        shutil.rmtree(self.root, ignore_errors=True)


def launch_on(home, binary, *arguments, active=True):
    """Notes on `home`'s folder; waits for its window to be active (not when a dialog opens at once)."""
    notes = Demo(binary, ["--folder", home.folder, *arguments, "--size", "900x600"], name="notes")
    if not active:
        return notes
    try:
        notes.wait("the window active", lambda: [node for node in notes.app if node is not None
                                                and pyatspi.STATE_ACTIVE in states(node)])
    except BaseException:
        notes.stop()
        raise
    return notes


def in_home(name, number, files, body):
    """Runs `body(home)` in a new `Home` holding `files`; its result, or the failure that
    stopped it, named by round."""
    home = Home(f"notes-{name}-", files)
    try:
        return body(home)
    except SystemExit as error:
        return f"{name} round {number}: {error}"
    finally:
        home.close()


def editing(home, binary):
    """Notes on `home` with note.md open and the editor focused."""
    notes = launch_on(home, binary, "--open", "note.md")
    try:
        notes.wait("the editor", lambda: next((node for node in notes.all_nodes() if node.name == "Note Text"
                                               and pyatspi.STATE_EDITABLE in states(node)), None))
        focus_editor(notes)
    except BaseException:
        notes.stop()
        raise
    return notes


def one_round(binary, ending, number):
    """Returns None on success, or what went wrong."""
    return in_home(ending, number, {"note.md": "start\n"}, lambda home: _one_round(home, binary, ending, number))


def _one_round(home, binary, ending, number):
    notes = editing(home, binary)
    try:
        # Every key of the sentence, then the ending at once: nothing waits for a frame.
        for character in SENTENCE:
            key(character)
        if ending == "ctrl-q":
            key("Control+q")
        elif ending == "ctrl-w":
            key("Control+w")
        elif ending == "sigterm":
            notes.process.send_signal(signal.SIGTERM)
        elif ending == "sigint":
            notes.process.send_signal(signal.SIGINT)
        try:
            status = notes.process.wait(timeout=20)
        except Exception:
            return f"{ending} round {number}: notes did not end within 20 s"
    finally:
        notes.stop()
    expected = {"ctrl-q": 0, "ctrl-w": 0, "sigterm": -signal.SIGTERM, "sigint": -signal.SIGINT}[ending]
    if status != expected:
        return f"{ending} round {number}: notes ended with status {status}, expected {expected}"
    text = home.read("note.md")
    if os.environ.get("WGTK_ENDING_VERBOSE"):
        print(f"{ending} round {number}: status {status}, file {text!r}", flush=True)
    if SENTENCE not in text:
        return f"{ending} round {number}: the file holds {text!r}, not the whole sentence {SENTENCE!r}"
    return None


def button(notes, label):
    """The push button showing `label` (GTK 4.8 names a button by its label, at times twice)."""
    return next((node for node in notes.all_nodes() if node.getRoleName() == "push button"
                 and (node.name == label or (node.name or "").startswith(label + " "))), None)


def press_button(notes, label):
    activate(notes.wait(f"the button {label!r}", lambda: button(notes, label)), refind=lambda: button(notes, label))


def window_state(notes, home):
    """What a failed wait saw: whether notes ended (and how), what the recovery folder holds,
    and the names its windows show."""
    status = notes.process.poll()
    kept = os.listdir(home.recovered) if os.path.isdir(home.recovered) else []
    if status is not None:
        files = {}
        for folder, _, names in os.walk(home.folder):
            for name in names:
                with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as file:
                    files[os.path.relpath(os.path.join(folder, name), home.folder)] = file.read()[:80]
        return (f"notes had ended with status {status}; the recovery folder holds {kept}; the notes folder "
                + (f"holds {files}" if os.path.isdir(home.folder) else "is gone"))
    try:
        names = sorted({f"[{node.getRoleName()}] {node.name}" for node in notes.all_nodes() if node.name})
    except Exception as error:
        names = [f"(the tree could not be read: {error})"]
    return f"notes runs; the recovery folder holds {kept}; its windows show {names[:40]}"


def unwritable_round(binary, number):
    """An edit that cannot be written: the folder is removed under the app. Ctrl+Q asks
    (the dialog "Changes to … could not be saved"), Cancel keeps the app, SIGTERM (which
    cannot ask) keeps the edit in the recovery folder, and the next launch offers it:
    Restore writes it back. Returns None on success, or what went wrong."""
    return in_home("unwritable", number, {"note.md": "start\n"}, lambda home: _unwritable_round(home, binary, number))


def _unwritable_round(home, binary, number):
    notes = editing(home, binary)
    try:
        shutil.rmtree(home.folder)
        for character in SENTENCE:
            key(character)
        # The autosave fails (the banner offers Try Again); Ctrl+Q must ask, not lose.
        notes.wait("the save failure banner", lambda: button(notes, "Try Again"))
        key("Control+q")
        try:
            notes.wait("the question about the unsaved changes",
                       lambda: [node for node in notes.all_nodes() if "could not be saved" in (node.name or "")])
        except SystemExit as error:
            return f"unwritable round {number}: {error}; {window_state(notes, home)}"
        if notes.process.poll() is not None:
            return f"unwritable round {number}: notes ended at Ctrl+Q with an edit it could not write"
        press_button(notes, "Cancel")
        notes.wait("the question gone", lambda: not button(notes, "Discard"))
        if notes.process.poll() is not None:
            return f"unwritable round {number}: notes ended after Cancel"
        notes.process.send_signal(signal.SIGTERM)
        status = notes.process.wait(timeout=20)
    finally:
        notes.stop()
    if status != -signal.SIGTERM:
        return f"unwritable round {number}: SIGTERM ended notes with status {status}"
    kept = os.listdir(home.recovered) if os.path.isdir(home.recovered) else []
    if len(kept) != 1:
        return f"unwritable round {number}: the recovery folder holds {kept}, not the one edit"
    info = os.stat(os.path.join(home.recovered, kept[0]))
    if info.st_mode & 0o777 != 0o600:
        return f"unwritable round {number}: the recovery file's mode is {oct(info.st_mode & 0o777)}, not 0600"
    # The next launch offers it; Restore writes it back to its file.
    os.makedirs(home.folder)
    notes = launch_on(home, binary, active=False)
    try:
        notes.wait("the recovery question", lambda: [node for node in notes.all_nodes()
                                                    if "Recovered Changes" in (node.name or "")])
        press_button(notes, "Restore")
        notes.wait("the edit restored to its file", lambda: os.path.exists(home.path("note.md"))
                   and SENTENCE in home.read("note.md"))
        notes.wait("the recovery file removed", lambda: not os.listdir(home.recovered))
        key("Control+q")
        status = notes.process.wait(timeout=20)
    finally:
        notes.stop()
    if status != 0:
        return f"unwritable round {number}: notes ended with status {status} after the restore"
    return None


def conflict_round(binary, number):
    """Another program rewrites the note while it holds an unsaved edit: the autosave never
    writes over theirs, the banner offers Keep Both, and a SIGTERM keeps the edit for
    recovery: both versions stay reachable. Returns None on success, or what went wrong."""
    return in_home("conflict", number, {"note.md": "start\n"}, lambda home: _conflict_round(home, binary, number))


def _conflict_round(home, binary, number):
    notes = editing(home, binary)
    try:
        for character in SENTENCE:
            key(character)
        # Another program replaces the file at once (before the 0.5 s autosave, or racing it).
        theirs = f"Theirs {number}\n"
        temporary = home.path(".theirs.tmp")
        with open(temporary, "w", encoding="utf-8") as file:
            file.write(theirs)
        os.rename(temporary, home.path("note.md"))
        notes.wait("the conflict banner", lambda: [node for node in notes.all_nodes()
                                                  if "Another program changed this note" in (node.name or "")])
        if home.read("note.md") != theirs:
            return f"conflict round {number}: the file holds {home.read('note.md')!r}, not the other program's text"
        notes.process.send_signal(signal.SIGTERM)
        status = notes.process.wait(timeout=20)
    finally:
        notes.stop()
    if status != -signal.SIGTERM:
        return f"conflict round {number}: SIGTERM ended notes with status {status}"
    if home.read("note.md") != theirs:
        return f"conflict round {number}: after SIGTERM the file holds {home.read('note.md')!r}, not theirs"
    if not any(SENTENCE in text for text in home.kept()):
        return f"conflict round {number}: the edit is not in the recovery folder ({home.kept()})"
    return None


def link_round(binary, number):
    """A symbolic link to a note of the folder: the note is listed once and edited; the
    link stays a link to it. Returns None on success, or what went wrong."""
    return in_home("link", number, {"note.md": "Groceries\n"}, lambda home: _link_round(home, binary, number))


def _link_round(home, binary, number):
    os.symlink("note.md", home.path("link.md"))
    notes = launch_on(home, binary)
    try:
        rows = notes.wait("the list", lambda: [node for node in notes.all_nodes()
                                              if node.getRoleName() == "label" and node.name == "Groceries"])
        listed = [node for node in notes.all_nodes() if node.getRoleName() == "list item"]
        if len(listed) != 1:
            return f"link round {number}: {len(listed)} rows listed for one note and a link to it"
        notes.process.send_signal(signal.SIGTERM)
        notes.process.wait(timeout=20)
    finally:
        notes.stop()
    if not os.path.islink(home.path("link.md")) or os.readlink(home.path("link.md")) != "note.md":
        return f"link round {number}: the link was replaced"
    return None


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    started = time.monotonic()
    failures = []
    counts = []
    binary = sys.argv[1]
    scenarios = [(ending, lambda number, ending=ending: one_round(binary, ending, number)) for ending in ENDINGS]
    for name, scenario in (("unwritable", unwritable_round), ("conflict", conflict_round), ("link", link_round)):
        if os.environ.get("WGTK_ENDING_" + name.upper(), "1") == "1":
            scenarios.append((name, lambda number, scenario=scenario: scenario(binary, number)))
    for name, scenario in scenarios:
        outcomes = [scenario(number) for number in range(1, ROUNDS + 1)]
        failures += [outcome for outcome in outcomes if outcome]
        counts.append(f"{name} {outcomes.count(None)}/{ROUNDS}")
    print(f"AT-SPI notes ending flow: {', '.join(counts)}; {len(failures)} failures, "
          f"{time.monotonic() - started:.1f} s", flush=True)
    if failures:
        print("AT-SPI notes ending flow FAILED:\n  " + "\n  ".join(failures), flush=True)
        sys.exit(1)


if __name__ == "__main__":
    main()
