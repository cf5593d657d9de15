"""The few Xlib calls the outside benchmark needs, through ctypes (Debian's libX11, libXtst and
libXdamage; no development packages): real key events through XTest, the server's damage
reports (XDamage, raw rectangles, on the root window: every window's drawing) and pixels read
back (XGetImage) to tell whether a region really changed.
"""

import ctypes
import ctypes.util
import threading
import time

_x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
_xtst = ctypes.CDLL(ctypes.util.find_library("Xtst") or "libXtst.so.6")
_damage = ctypes.CDLL(ctypes.util.find_library("Xdamage") or "libXdamage.so.1")

_x11.XOpenDisplay.restype = ctypes.c_void_p
_x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
_x11.XDefaultRootWindow.restype = ctypes.c_ulong
_x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
_x11.XStringToKeysym.restype = ctypes.c_ulong
_x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
_x11.XKeysymToKeycode.restype = ctypes.c_ubyte
_x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
_x11.XFlush.argtypes = [ctypes.c_void_p]
_x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
_x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
_x11.XPending.argtypes = [ctypes.c_void_p]
_x11.XConnectionNumber.argtypes = [ctypes.c_void_p]
_x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
_x11.XGetImage.restype = ctypes.c_void_p
_x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint, ctypes.c_uint,
                           ctypes.c_ulong, ctypes.c_int]
_x11.XInitThreads.restype = ctypes.c_int
_xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
_damage.XDamageQueryExtension.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int)]
_damage.XDamageCreate.restype = ctypes.c_ulong
_damage.XDamageCreate.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int]

_x11.XInitThreads()

Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFF
REPORT_RAW_RECTANGLES = 0


class _Rectangle(ctypes.Structure):
    _fields_ = [("x", ctypes.c_short), ("y", ctypes.c_short), ("width", ctypes.c_ushort), ("height", ctypes.c_ushort)]


class _DamageNotify(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("drawable", ctypes.c_ulong), ("damage", ctypes.c_ulong),
                ("level", ctypes.c_int), ("more", ctypes.c_int), ("timestamp", ctypes.c_ulong),
                ("area", _Rectangle), ("geometry", _Rectangle)]


class _ImageFunctions(ctypes.Structure):
    _fields_ = [("create_image", ctypes.c_void_p), ("destroy_image", ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)),
                ("get_pixel", ctypes.c_void_p), ("put_pixel", ctypes.c_void_p), ("sub_image", ctypes.c_void_p),
                ("add_pixel", ctypes.c_void_p)]


class _Image(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int), ("format", ctypes.c_int),
                ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int),
                ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int),
                ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int), ("red_mask", ctypes.c_ulong),
                ("green_mask", ctypes.c_ulong), ("blue_mask", ctypes.c_ulong), ("obdata", ctypes.c_void_p),
                ("f", _ImageFunctions)]


class Display:
    """A connection for keys and pixels (the damage reports have their own, in a thread)."""

    def __init__(self):
        self.handle = _x11.XOpenDisplay(None)
        if not self.handle:
            raise SystemExit("notes-outside: cannot open the X display (run it through Benchmarks/NotesOutside/run)")
        self.root = _x11.XDefaultRootWindow(self.handle)

    def key(self, name, press=True):
        """Presses (or releases) the key of the keysym `name` through XTest; returns when the server has it."""
        code = _x11.XKeysymToKeycode(self.handle, _x11.XStringToKeysym(name.encode()))
        if code == 0:
            raise SystemExit(f"notes-outside: no keycode for the keysym {name}")
        _xtst.XTestFakeKeyEvent(self.handle, code, 1 if press else 0, 0)
        _x11.XSync(self.handle, 0)

    def tap(self, name, modifiers=()):
        """Presses and releases `name` with `modifiers` held; returns the time (monotonic s) just
        before the press was sent (a figure from it includes the way to the server)."""
        for modifier in modifiers:
            self.key(modifier)
        at = time.monotonic()
        self.key(name)
        self.key(name, press=False)
        for modifier in reversed(modifiers):
            self.key(modifier, press=False)
        return at

    def pixels(self, rectangle):
        """The bytes of the root window's pixels in `rectangle` (x, y, width, height)."""
        x, y, width, height = rectangle
        pointer = _x11.XGetImage(self.handle, self.root, x, y, width, height, ALL_PLANES, Z_PIXMAP)
        if not pointer:
            return b""
        image = _Image.from_address(pointer)
        data = ctypes.string_at(image.data, image.bytes_per_line * image.height)
        image.f.destroy_image(pointer)
        return data


class DamageLog:
    """Every damage the X server reports on the root window (any window's drawing), with the
    monotonic time the report arrived, gathered by a thread of its own."""

    def __init__(self):
        self.handle = _x11.XOpenDisplay(None)
        if not self.handle:
            raise SystemExit("notes-outside: cannot open the X display for XDamage")
        base, error = ctypes.c_int(), ctypes.c_int()
        if not _damage.XDamageQueryExtension(self.handle, ctypes.byref(base), ctypes.byref(error)):
            raise SystemExit("notes-outside: the X server has no DAMAGE extension")
        self.notify = base.value  # XDamageNotify is event 0 of the extension
        _damage.XDamageCreate(self.handle, _x11.XDefaultRootWindow(self.handle), REPORT_RAW_RECTANGLES)
        _x11.XSync(self.handle, 0)
        self.events = []  # (time, x, y, width, height)
        self.lock = threading.Lock()
        self.changed = threading.Condition(self.lock)
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self):
        buffer = ctypes.create_string_buffer(256)
        while True:
            _x11.XNextEvent(self.handle, buffer)
            at = time.monotonic()
            event = _DamageNotify.from_buffer(buffer)
            if event.type != self.notify:
                continue
            area, geometry = event.area, event.geometry
            with self.changed:
                self.events.append((at, geometry.x + area.x, geometry.y + area.y, area.width, area.height))
                self.changed.notify_all()

    def count(self):
        with self.lock:
            return len(self.events)

    def wait(self, start_index, timeout):
        """The reports from `start_index` on, once there is one (or an empty list after `timeout` s)."""
        deadline = time.monotonic() + timeout
        with self.changed:
            while len(self.events) <= start_index:
                left = deadline - time.monotonic()
                if left <= 0:
                    return []
                self.changed.wait(left)
            return self.events[start_index:]


def intersects(event, rectangle):
    _, x, y, width, height = event
    rx, ry, rw, rh = rectangle
    return x < rx + rw and rx < x + width and y < ry + rh and ry < y + height
