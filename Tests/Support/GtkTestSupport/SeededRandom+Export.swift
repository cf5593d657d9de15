// The randomized tests import GtkTestSupport; the generator itself ships in GtkTesting, where
// the demo's soak mode uses it too. Only this one declaration is re-exported.
@_exported import struct GtkTesting.SeededRandom
