/* What the GTK list baselines share (included by path: this folder is no target of its own):
 * clocks, peak RSS, and waiting for the window's next painted frame. The including program
 * sets `window` and connects `on_after_paint` to its frame clock's after-paint. */
#ifndef BASELINES_PAINT_H
#define BASELINES_PAINT_H

#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static GtkWidget *window;
static gboolean painted;

static double now_ms(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) { painted = TRUE; }

/* Waits for the next painted frame; queues a redraw of the window as list-bench-app's wait does
 * (Gtk.Widget.afterNextPaint), so both programs paint the same frames. */
static void wait_for_paint(void) {
    painted = FALSE;
    gtk_widget_queue_draw(window);
    while (!painted) g_main_context_iteration(NULL, TRUE);
}

/* Peak RSS (VmHWM) in KiB. */
static long read_hwm_kb(void) {
    FILE *file = fopen("/proc/self/status", "r");
    char line[256];
    long value = 0;
    while (file && fgets(line, sizeof line, file))
        if (strncmp(line, "VmHWM:", 6) == 0) value = strtol(line + 6, NULL, 10);
    if (file) fclose(file);
    return value;
}

#endif
