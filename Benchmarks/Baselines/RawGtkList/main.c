/* raw-gtk-list: the list baseline of workflow-bench's `lists` scenario. A 400x600 window
 * with a GtkListView over a GtkStringList of N rows ("row i"), a GtkSignalListItemFactory
 * making one GtkLabel per list item, written directly against GTK in C. It measures, like
 * list-bench-app does for ListViewScreen:
 *   first_frame_ms  launch (--launch-ns, CLOCK_MONOTONIC of the parent's spawn) -> first after-paint
 *   change_ms       process CPU: one visible row's text changed -> next after-paint (median)
 *   insert_ms       process CPU: one row inserted at a visible position -> next after-paint
 *   remove_ms       process CPU: that row removed -> next after-paint
 *   scroll_ms       process CPU: the list scrolled down one page -> next after-paint
 *   hwm_kb          peak RSS (VmHWM) at the end
 *   remove_* scroll_*  getrusage over those steps, means per step: user_ms, sys_ms, minflt
 *                   (minor page faults), csw (context switches)
 * and prints them as key=value pairs on one line. Usage: raw-gtk-list N [--launch-ns T] [--repeat K] */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "../Shared/median.h"
#include "../Shared/paint.h"

static int row_count = 1000, repeats = 15;
static long long launch_ns = 0;
static GtkWidget *list;
static GtkStringList *strings;

static void setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_list_item_set_child(item, label);
}

static void bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkStringObject *object = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(object));
}

/* getrusage sums over a kind of step (read outside the timed span), as list-bench-app's StepUsage. */
typedef struct { double user_ms, sys_ms; long minflt, csw; } StepUsage;

static void usage_now(StepUsage *sample) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    sample->user_ms = usage.ru_utime.tv_sec * 1e3 + usage.ru_utime.tv_usec / 1e3;
    sample->sys_ms = usage.ru_stime.tv_sec * 1e3 + usage.ru_stime.tv_usec / 1e3;
    sample->minflt = usage.ru_minflt;
    sample->csw = usage.ru_nvcsw + usage.ru_nivcsw;
}

static void usage_add(StepUsage *total, const StepUsage *start, const StepUsage *end) {
    total->user_ms += end->user_ms - start->user_ms;
    total->sys_ms += end->sys_ms - start->sys_ms;
    total->minflt += end->minflt - start->minflt;
    total->csw += end->csw - start->csw;
}

static void usage_print(const char *name, const StepUsage *total, int steps) {
    printf(" %s_user_ms=%.4f %s_sys_ms=%.4f %s_minflt=%.4f %s_csw=%.4f", name, total->user_ms / steps, name,
           total->sys_ms / steps, name, (double)total->minflt / steps, name, (double)total->csw / steps);
}

/* One row inserted at 5 (and removed again), to the painted frame (callgrind:
 * --toggle-collect='insert_step' --toggle-collect='remove_step'). */
static __attribute__((noinline)) void insert_step(void) {
    const char *inserted[] = { "inserted", NULL };
    gtk_string_list_splice(strings, 5, 0, inserted);
    wait_for_paint();
}

static __attribute__((noinline)) void remove_step(void) {
    gtk_string_list_remove(strings, 5);
    wait_for_paint();
}

/* One page scrolled, to the painted frame (callgrind: --toggle-collect='scroll_step'). */
static __attribute__((noinline)) void scroll_step(GtkAdjustment *adjustment) {
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment));
    wait_for_paint();
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--launch-ns") == 0 && i + 1 < argc) launch_ns = atoll(argv[++i]);
        else if (strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) repeats = atoi(argv[++i]);
        else row_count = atoi(argv[i]);
    }
    if (launch_ns == 0) launch_ns = (long long)(now_ms(CLOCK_MONOTONIC) * 1e6);
    gtk_init();
    strings = gtk_string_list_new(NULL);
    char text[64];
    for (int i = 0; i < row_count; i++) {
        g_snprintf(text, sizeof text, "row %d", i);
        gtk_string_list_append(strings, text);
    }
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind), NULL);
    list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(strings))), factory);
    show_scrolled_in_window(list);
    double first_frame = now_ms(CLOCK_MONOTONIC) - launch_ns / 1e6;

    double change[repeats], insert[repeats], remove[repeats], scroll[repeats];
    GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(list));
    StepUsage remove_usage = { 0 }, scroll_usage = { 0 }, before, after;
    for (int k = 0; k < repeats; k++) {
        double start = now_ms(CLOCK_PROCESS_CPUTIME_ID);
        g_snprintf(text, sizeof text, "changed %d", k);
        const char *changed[] = { text, NULL };
        gtk_string_list_splice(strings, 3, 1, changed);
        wait_for_paint();
        change[k] = now_ms(CLOCK_PROCESS_CPUTIME_ID) - start;

        start = now_ms(CLOCK_PROCESS_CPUTIME_ID);
        insert_step();
        insert[k] = now_ms(CLOCK_PROCESS_CPUTIME_ID) - start;

        usage_now(&before);
        start = now_ms(CLOCK_PROCESS_CPUTIME_ID);
        remove_step();
        remove[k] = now_ms(CLOCK_PROCESS_CPUTIME_ID) - start;
        usage_now(&after);
        usage_add(&remove_usage, &before, &after);
    }
    for (int k = 0; k < repeats; k++) {
        usage_now(&before);
        double start = now_ms(CLOCK_PROCESS_CPUTIME_ID);
        scroll_step(adjustment);
        scroll[k] = now_ms(CLOCK_PROCESS_CPUTIME_ID) - start;
        usage_now(&after);
        usage_add(&scroll_usage, &before, &after);
    }
    printf("first_frame_ms=%.3f change_ms=%.4f insert_ms=%.4f remove_ms=%.4f scroll_ms=%.4f hwm_kb=%ld top=%.0f",
           first_frame, median(change, repeats), median(insert, repeats), median(remove, repeats),
           median(scroll, repeats), read_hwm_kb(), gtk_adjustment_get_value(adjustment));
    usage_print("remove", &remove_usage, repeats);
    usage_print("scroll", &scroll_usage, repeats);
    printf("\n");
    return 0;
}
