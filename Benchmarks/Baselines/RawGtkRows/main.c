/* raw-gtk-rows: the raw C baseline of workflow-bench's `processes` scenario. An 800x600
 * window with N labels ("row i: 0") in a vertical GtkBox inside a GtkScrolledWindow, written
 * directly against GTK in C. Each update sets one label's text (row k*37 % N), after a
 * painted frame, and measures, as workflow-bench --rows-bench-app does for ours:
 *   update_ms       wall time from just before the change to the label's notify::label, then
 *                   an idle of priority -10000 (the synchronous work and anything it queued first)
 *   frame_ms        wall time of the next frame's paint: before-paint -> after-paint
 *   cpu_ms          process CPU (CLOCK_PROCESS_CPUTIME_ID) from just before the change to that after-paint
 *   latency_ms      wall time from just before the change to that after-paint
 *   first_frame_ms  launch (WGTK_LAUNCH_NS in the environment: the parent's CLOCK_MONOTONIC at
 *                   spawn, in ns) -> first after-paint
 * and prints the medians as key=value pairs on one line.
 * Usage: raw-gtk-rows N [--updates K] */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../Shared/median.h"

static GtkWidget *window;
static GtkWidget **labels;
static int row_count = 1000, updates = 100;
static gboolean painted, notified, idle_ran, before_seen;
static double before_paint_ms, after_paint_ms, after_paint_cpu_ms;

static double now_ms(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void on_before_paint(GdkFrameClock *clock, gpointer data) {
    if (!before_seen) {
        before_seen = TRUE;
        before_paint_ms = now_ms(CLOCK_MONOTONIC);
    }
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    if (painted) return;
    after_paint_ms = now_ms(CLOCK_MONOTONIC);
    after_paint_cpu_ms = now_ms(CLOCK_PROCESS_CPUTIME_ID);
    painted = TRUE;
}

static void on_notify(GObject *object, GParamSpec *spec, gpointer data) { notified = TRUE; }

static gboolean on_idle(gpointer data) {
    idle_ran = TRUE;
    return G_SOURCE_REMOVE;
}

/* Waits for the next painted frame (queuing a redraw, as the Swift rows bench app does). */
static void wait_for_paint(void) {
    painted = FALSE;
    before_seen = FALSE;
    gtk_widget_queue_draw(window);
    while (!painted) g_main_context_iteration(NULL, TRUE);
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--updates") == 0 && i + 1 < argc) updates = atoi(argv[++i]);
        else row_count = atoi(argv[i]);
    }
    const char *launch = getenv("WGTK_LAUNCH_NS");
    double launch_ms = launch ? atoll(launch) / 1e6 : now_ms(CLOCK_MONOTONIC);
    gtk_init();
    window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "raw-gtk-rows");
    gtk_window_set_default_size(GTK_WINDOW(window), 800, 600);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    labels = calloc(row_count, sizeof *labels);
    char text[64];
    for (int i = 0; i < row_count; i++) {
        snprintf(text, sizeof text, "row %d: 0", i);
        labels[i] = gtk_label_new(text);
        gtk_label_set_xalign(GTK_LABEL(labels[i]), 0);
        g_signal_connect(labels[i], "notify::label", G_CALLBACK(on_notify), NULL);
        gtk_box_append(GTK_BOX(box), labels[i]);
    }
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), box);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    gtk_window_present(GTK_WINDOW(window));
    gtk_widget_realize(window);
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    g_signal_connect(clock, "before-paint", G_CALLBACK(on_before_paint), NULL);
    g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), NULL);
    painted = FALSE;
    while (!painted) g_main_context_iteration(NULL, TRUE);
    double first_frame = after_paint_ms - launch_ms;

    double *update = calloc(updates, sizeof *update), *frame = calloc(updates, sizeof *frame), *cpu = calloc(updates, sizeof *cpu);
    double *latency = calloc(updates, sizeof *latency);
    for (int k = 0; k < updates; k++) {
        wait_for_paint();
        int row = (int)(((long)(k + 1) * 37) % row_count);
        snprintf(text, sizeof text, "row %d: %d", row, k + 1);
        notified = FALSE;
        idle_ran = FALSE;
        painted = FALSE;
        before_seen = FALSE;
        double start = now_ms(CLOCK_MONOTONIC), start_cpu = now_ms(CLOCK_PROCESS_CPUTIME_ID);
        gtk_label_set_text(GTK_LABEL(labels[row]), text);
        g_idle_add_full(-10000, on_idle, NULL, NULL);
        while (!idle_ran) g_main_context_iteration(NULL, TRUE);
        update[k] = now_ms(CLOCK_MONOTONIC) - start;
        if (!notified) {
            fprintf(stderr, "raw-gtk-rows: row %d did not notify its label\n", row);
            return 1;
        }
        while (!painted) g_main_context_iteration(NULL, TRUE);
        frame[k] = after_paint_ms - before_paint_ms;
        cpu[k] = after_paint_cpu_ms - start_cpu;
        latency[k] = after_paint_ms - start;
    }
    printf("first_frame_ms=%.4f update_ms=%.4f frame_ms=%.4f cpu_ms=%.4f latency_ms=%.4f\n", first_frame,
           median(update, updates), median(frame, updates), median(cpu, updates), median(latency, updates));
    return 0;
}
