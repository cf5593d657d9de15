/* What the GTK list baselines share (included by path: this folder is no target of its own):
 * clocks, peak RSS, the list's window, and waiting for its next painted frame. */
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

/* Shows `list` in a vertically scrolled 400x600 window and waits for its first painted frame. */
static void show_scrolled_in_window(GtkWidget *list) {
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), 400, 600);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    gtk_window_present(GTK_WINDOW(window));
    while (!gtk_widget_get_mapped(window)) g_main_context_iteration(NULL, TRUE);
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(on_after_paint), NULL);
    wait_for_paint();
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
