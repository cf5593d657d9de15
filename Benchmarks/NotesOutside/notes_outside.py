#!/usr/bin/python3
"""Notes at scale as the user feels it, measured from outside the process.

Usage (through Benchmarks/NotesOutside/run, which starts a private X server, session bus and
accessibility bus): notes_outside.py PATH/TO/notes [--notes N] [--seed S] [--smoke]

1. Makes a folder of N notes (seeded: the same notes for the same N and seed; Markdown titles
   and lines of words, dates spread over a year) unless it is there already.
2. Launches `notes --folder DIR` with accessibility on (GTK_A11Y=atspi, the accessibility bus
   running; the app is found on it) in a fresh home whose cache folder survives to step 5.
3. Waits for the first frame (the first XDamage report after the launch) and the first with
   the list (a list item on the accessibility bus), finds the search field through AT-SPI,
   then at once presses Ctrl+F (the field focused) and types the query key by key with real
   key events (XTest), each key once the previous one showed. For each key: key → the first
   painted frame whose pixels in the search field changed (XDamage tells when the server drew
   there; XGetImage tells whether the pixels differ from before the key), and key → the
   first frame whose pixels in the list changed (that frame may be a batch of notes read
   rather than the answer: read it as "the list moved", the field is the key's own figure).
4. Counts the notes the app reads (inotify: each note file closed after reading), the time
   until the last one was read, the peak RSS (VmHWM) and the time until the process is idle.
5. Quits (Ctrl+Q) and launches again with nothing changed: the files read (0 when the cache
   is used), the first frame, the time until idle.
Prints `key=value` lines (with the process's CPU time at those points and the load average, as
the machine may be shared); --smoke (a small folder) checks correctness only and exits 1 on a
failure.
"""

import argparse
import ctypes
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import time

import pyatspi

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xlib  # noqa: E402

WORDS = ("sunday milk plans garden letter budget travel recipe meeting books music repair birthday project "
         "running coffee weather window paint river lunch school train doctor market island autumn picnic "
         "camera guitar").split()


def make_folder(path, count, seed):
    """N seeded notes in `path` (kept when it already holds them: a marker file names N and the seed)."""
    marker = os.path.join(path, ".notes-outside")
    wanted = f"{count} {seed}\n"
    if os.path.exists(marker) and open(marker).read() == wanted:
        return
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    rng = random.Random(seed)
    now = time.time()
    for index in range(count):
        title = f"{rng.choice(WORDS).capitalize()} {rng.choice(WORDS)} {index}"
        lines = [" ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 12))) for _ in range(rng.randint(2, 6))]
        body = f"# {title}\n\n" + "\n".join(("- " if rng.random() < 0.3 else "") + line for line in lines) + "\n"
        name = os.path.join(path, f"{title}.md")
        with open(name, "w", encoding="utf-8") as file:
            file.write(body)
        stamp = now - rng.uniform(0, 365 * 86400)
        os.utime(name, (stamp, stamp))
    with open(marker, "w") as file:
        file.write(wanted)


class ReadCounter:
    """The note files the app reads, through inotify (IN_CLOSE_NOWRITE on the folder: a file
    opened for reading and closed), with the time of the last one."""

    IN_CLOSE_NOWRITE = 0x10
    IN_Q_OVERFLOW = 0x4000

    def __init__(self, folder):
        libc = ctypes.CDLL(None, use_errno=True)
        self.fd = libc.inotify_init1(0o2000000)  # IN_CLOEXEC
        if self.fd < 0 or libc.inotify_add_watch(self.fd, folder.encode(), self.IN_CLOSE_NOWRITE) < 0:
            raise SystemExit("notes-outside: inotify is not available")
        self.names = set()
        self.last = None
        self.overflowed = False
        self.lock = threading.Lock()
        threading.Thread(target=self._run, daemon=True).start()

    def _run(self):
        while True:
            try:
                data = os.read(self.fd, 1 << 20)
            except OSError:
                return
            at = time.monotonic()
            offset, names = 0, []
            while offset < len(data):
                _, mask, _, length = struct.unpack_from("iIII", data, offset)
                if mask & self.IN_Q_OVERFLOW:
                    self.overflowed = True
                name = data[offset + 16:offset + 16 + length].rstrip(b"\0")
                if name.endswith(b".md"):
                    names.append(name)
                offset += 16 + length
            with self.lock:
                self.names.update(names)
                if names:
                    self.last = at

    def read(self):
        with self.lock:
            return len(self.names), self.last

    def close(self):
        os.close(self.fd)


def process_status(pid, field):
    try:
        for line in open(f"/proc/{pid}/status"):
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


def cpu_seconds(pid):
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError):
        return None


def wait_idle(pid, since, quiet=0.5, timeout=120):
    """The time (monotonic) after which the process used under 5 % of a core for `quiet` s."""
    deadline = time.monotonic() + timeout
    last_cpu, last_at = cpu_seconds(pid), time.monotonic()
    busy_until = since
    while time.monotonic() < deadline:
        time.sleep(0.1)
        cpu, at = cpu_seconds(pid), time.monotonic()
        if cpu is None:
            return None
        if cpu - last_cpu > 0.05 * (at - last_at):
            busy_until = at
        elif at - busy_until >= quiet:
            return busy_until
        last_cpu, last_at = cpu, at
    return None


def percentile(values, fraction):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round((len(ordered) - 1) * fraction))]


class App:
    """One run of notes on the folder, found on the accessibility bus."""

    def __init__(self, binary, folder, env, damage):
        self.damage = damage
        self.start_index = damage.count()
        self.launched = time.monotonic()
        self.process = subprocess.Popen([binary, "--folder", folder], env=env)
        self.first_frame = None
        events = []
        while self.first_frame is None:
            if self.process.poll() is not None:
                raise SystemExit(f"notes-outside: notes exited early with status {self.process.returncode}")
            events = damage.wait(self.start_index, 30)
            big = [event for event in events if event[3] * event[4] >= 200 * 200]
            if not events:
                raise SystemExit("notes-outside: no frame within 30 s of the launch")
            if big:
                self.first_frame = big[0][0]
            else:
                self.start_index += len(events)
        self.app = self._find_app()

    def _find_app(self):
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            desktop = pyatspi.Registry.getDesktop(0)
            for index in range(desktop.childCount):
                app = desktop.getChildAtIndex(index)
                if app is not None and app.name == "notes" and app.childCount > 0:
                    return app
            time.sleep(0.05)
        raise SystemExit("notes-outside: notes never appeared on the accessibility bus (is accessibility off?)")

    def search_field(self):
        """The search field's rectangle on the screen (x, y, width, height)."""
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            for node in walk(self.app):
                try:
                    if node.getRoleName() in ("entry", "text") and "Search" in (node.name or ""):
                        extents = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                        if extents.width > 0:
                            return (extents.x, extents.y, extents.width, extents.height)
                except Exception:
                    continue
            time.sleep(0.05)
        raise SystemExit("notes-outside: no search field on the accessibility bus")

    def wait_for_list(self):
        """The time (monotonic) the list showed rows (the notes listed, before they are read):
        the last frame painted before the accessible tree had a list item."""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            count = self.damage.count()
            if any(node.getRoleName() == "list item" for node in walk(self.app)):
                events = self.damage.events[:count]
                return events[-1][0] if events else time.monotonic()
            time.sleep(0.02)
        raise SystemExit("notes-outside: the list never showed a row")

    def focus_search(self, display):
        """Ctrl+F, then waits until the search field has the keyboard focus."""
        display.tap("f", modifiers=("Control_L",))
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            for node in walk(self.app):
                try:
                    if node.getRoleName() in ("entry", "text") and "Search" in (node.name or "") \
                            and pyatspi.STATE_FOCUSED in node.getState().getStates():
                        return
                except Exception:
                    continue
            time.sleep(0.02)
        raise SystemExit("notes-outside: Ctrl+F did not focus the search field")

    def quit(self, display):
        display.tap("q", modifiers=("Control_L",))
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.terminate()
            self.process.wait(timeout=10)


def walk(node):
    yield node
    for index in range(node.childCount):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        if child is not None:
            yield from walk(child)


def keysym(character):
    return {" ": "space"}.get(character, character)


def settle(damage, area, quiet=0.05, timeout=2.0):
    """Waits until nothing was drawn in `area` for `quiet` s (the last key's frame is complete)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        index = damage.count()
        events = damage.wait(index, quiet)
        if not any(xlib.intersects(event, area) for event in events):
            return


def focused_description(app):
    for node in walk(app):
        try:
            if pyatspi.STATE_FOCUSED in node.getState().getStates():
                return f"{node.getRoleName()} {node.name!r}"
        except Exception:
            continue
    return "nothing"


def type_query(display, damage, field, list_area, query, timeout=10, list_grace=1.0, app=None):
    """Types `query` key by key; each key's time to changed pixels in the field and in the list."""
    field_times, list_times = [], []
    for character in query:
        settle(damage, field)
        before_field, before_list = display.pixels(field), display.pixels(list_area)
        index = damage.count()
        pressed = display.tap(keysym(character))
        field_at = list_at = None
        deadline = pressed + timeout
        while (field_at is None or list_at is None) and time.monotonic() < deadline:
            # Once the field showed the key, the list has `list_grace` s more to move (its matches
            # may stay as they were: then the key has no list figure).
            until = deadline if field_at is None else min(deadline, field_at + list_grace)
            events = damage.wait(index, max(0.0, until - time.monotonic()))
            if not events:
                break
            index += len(events)
            if field_at is None and any(xlib.intersects(event, field) for event in events) \
                    and display.pixels(field) != before_field:
                field_at = events[-1][0]
            if list_at is None and any(xlib.intersects(event, list_area) for event in events) \
                    and display.pixels(list_area) != before_list:
                list_at = events[-1][0]
        if field_at is None:
            raise SystemExit(f"notes-outside: the key {character!r} never showed in the search field "
                             f"(pixels there changed: {display.pixels(field) != before_field}; "
                             f"focused: {focused_description(app) if app else '?'})")
        field_times.append((field_at - pressed) * 1000)
        if list_at is not None:
            list_times.append((list_at - pressed) * 1000)
    return field_times, list_times


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("notes")
    parser.add_argument("--notes", dest="count", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=47)
    parser.add_argument("--folder")
    parser.add_argument("--query", default="sunday garden")
    parser.add_argument("--smoke", action="store_true", help="a small folder; checks correctness only")
    options = parser.parse_args()
    if options.smoke:
        options.count = min(options.count, 300)
    folder = options.folder or os.path.join(tempfile.gettempdir(), f"notes-outside-{options.count}-{options.seed}")
    made = time.monotonic()
    make_folder(folder, options.count, options.seed)
    print(f"notes-outside: {options.count} notes in {folder} (seed {options.seed}, made in {time.monotonic() - made:.1f} s)", flush=True)

    home = tempfile.mkdtemp(prefix="notes-outside-home-")
    env = dict(os.environ)
    env.pop("NO_AT_BRIDGE", None)
    env.update(GTK_A11Y="atspi", HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"),
               XDG_CACHE_HOME=os.path.join(home, "cache"), XDG_STATE_HOME=os.path.join(home, "state"),
               XDG_DATA_HOME=os.path.join(home, "data"))
    # No cursor blink: the search field's pixels change only for a key.
    os.makedirs(os.path.join(home, "config", "gtk-4.0"))
    with open(os.path.join(home, "config", "gtk-4.0", "settings.ini"), "w") as file:
        file.write("[Settings]\ngtk-cursor-blink=false\n")

    display = xlib.Display()
    damage = xlib.DamageLog()
    failures = []
    results = {}
    try:
        # First launch: no cache.
        reads = ReadCounter(folder)
        app = App(options.notes, folder, env, damage)
        results["first_frame_ms"] = (app.first_frame - app.launched) * 1000
        results["list_frame_ms"] = (app.wait_for_list() - app.launched) * 1000
        field = app.search_field()
        list_area = (field[0], field[1] + field[3] + 4, field[2], 400)
        read_at_typing = reads.read()[0]
        app.focus_search(display)
        field_times, list_times = type_query(display, damage, field, list_area, options.query,
                                             list_grace=0.2 if options.smoke else 1.0, app=app.app)
        read_after_typing = reads.read()[0]
        deadline = time.monotonic() + 120
        while reads.read()[0] < options.count and time.monotonic() < deadline and app.process.poll() is None:
            time.sleep(0.05)
        count, last = reads.read()
        cpu_at_read = cpu_seconds(app.process.pid)
        idle = wait_idle(app.process.pid, last or app.launched)
        results.update({
            "key_to_field_p50_ms": percentile(field_times, 0.5), "key_to_field_p95_ms": percentile(field_times, 0.95),
            "key_to_list_p50_ms": percentile(list_times, 0.5), "key_to_list_p95_ms": percentile(list_times, 0.95),
            "keys": len(field_times), "keys_while_reading": int(read_after_typing < options.count),
            "read_when_typing_began": read_at_typing, "read_when_typing_ended": read_after_typing,
            "files_read": count, "all_read_ms": (last - app.launched) * 1000 if last else float("nan"),
            "idle_ms": (idle - app.launched) * 1000 if idle else float("nan"),
            "hwm_mb": process_status(app.process.pid, "VmHWM"),
            "cpu_all_read_s": cpu_at_read, "cpu_idle_s": cpu_seconds(app.process.pid),
            "load": os.getloadavg()[0],
        })
        print("key_to_field_ms=" + ",".join(f"{value:.1f}" for value in field_times), flush=True)
        print("key_to_list_ms=" + ",".join(f"{value:.1f}" for value in list_times), flush=True)
        if count < options.count:
            failures.append(f"the first launch read {count} of {options.count} notes")
        if reads.overflowed:
            failures.append("inotify's queue overflowed: the count of files read is low")
        app.quit(display)
        reads.close()

        # Relaunch with nothing changed: the cache stands for the notes.
        reads = ReadCounter(folder)
        app = App(options.notes, folder, env, damage)
        idle = wait_idle(app.process.pid, app.first_frame, quiet=1.0)
        count, _ = reads.read()
        results.update({
            "relaunch_first_frame_ms": (app.first_frame - app.launched) * 1000,
            "relaunch_idle_ms": (idle - app.launched) * 1000 if idle else float("nan"),
            "relaunch_files_read": count, "relaunch_hwm_mb": process_status(app.process.pid, "VmHWM"),
            "relaunch_cpu_idle_s": cpu_seconds(app.process.pid),
        })
        if count > options.count // 100:
            failures.append(f"the relaunch read {count} of {options.count} unchanged notes again (the cache was not used)")
        app.quit(display)
        reads.close()
    finally:
        shutil.rmtree(home, ignore_errors=True)

    print(" ".join(f"{key}={value:.1f}" if isinstance(value, float) else f"{key}={value}" for key, value in results.items()), flush=True)
    for failure in failures:
        print(f"FAIL: {failure}", flush=True)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()

