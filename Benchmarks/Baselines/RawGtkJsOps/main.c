/* raw-gtk-js-ops: the raw C side of workflow-bench's `js-ops` scenario, js-framework-benchmark's
 * nine operations as a GTK developer writes them. A 400x600 window, a vertical GtkBox in a
 * GtkScrolledWindow; each row a horizontal GtkBox with an id label, a flat button showing the
 * row's label (select: the CSS class "danger" on the row) and a remove button
 * (edit-delete-symbolic). Labels come from the seeded generator jsops_label() (the Swift side
 * uses the same). A swap is gtk_box_reorder_child_after, a removal gtk_box_remove, an update
 * gtk_label_set_text (through gtk_button_set_label).
 *
 * One operation per process: its set-up (e.g. 1,000 rows), a painted frame, then process CPU
 * (CLOCK_PROCESS_CPUTIME_ID) from just before the operation to the after-paint of the frame
 * that shows it. Prints `cpu_ms=… labels=… buttons=… images=… danger=… text_hash=…`
 * (the widgets under the window after the operation; js-ops-app prints the same for the
 * smoke check that both sides did the same work).
 * Usage: raw-gtk-js-ops OPERATION [--list] [--screenshot PNG] [--without NAME] [--alternative NAME]
 * OPERATION: create replace update select swap remove create10k append clear; what callgrind
 * subtracts: none, the 1,000 rows' set-up and a frame alone; empty, the window and a frame.
 * --list: the GtkListView form (list.c). --screenshot: the window after the operation.
 * --without drops one cost, for callgrind's comparisons (the output then differs from
 * js-ops-app's): generator (every label "label"), icon (a remove button without an icon),
 * flat (no "flat" class), id (the id labels empty); --alternative remembered: select takes
 * "danger" off the row selected last instead of off every row. */
#include "jsops.h"

static int next_id = 1;
static GtkWidget *box;
static const char *without = "", *alternative = "";
/* The selected row (the "remembered" alternative of select). */
static GtkWidget *selected_row;

static void on_select(GtkButton *button, gpointer row) {
    /* Select: one row has "danger" at a time. */
    if (strcmp(alternative, "remembered") == 0) {
        if (selected_row) gtk_widget_remove_css_class(selected_row, "danger");
        selected_row = row;
    } else {
        for (GtkWidget *r = gtk_widget_get_first_child(box); r; r = gtk_widget_get_next_sibling(r))
            gtk_widget_remove_css_class(r, "danger");
    }
    gtk_widget_add_css_class(GTK_WIDGET(row), "danger");
}

static void on_remove(GtkButton *button, gpointer row) { gtk_box_remove(GTK_BOX(box), GTK_WIDGET(row)); }

static GtkWidget *make_row(void) {
    char id[16], label[64];
    snprintf(id, sizeof id, "%d", next_id++);
    if (strcmp(without, "generator") != 0) jsops_label(label, sizeof label);
    else strcpy(label, "label");
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    GtkWidget *id_label = gtk_label_new(strcmp(without, "id") != 0 ? id : NULL);
    GtkWidget *select = gtk_button_new_with_label(label);
    if (strcmp(without, "flat") != 0) gtk_widget_add_css_class(select, "flat");
    gtk_widget_set_hexpand(select, TRUE);
    g_signal_connect(select, "clicked", G_CALLBACK(on_select), row);
    GtkWidget *remove = strcmp(without, "icon") == 0 ? gtk_button_new() : gtk_button_new_from_icon_name("edit-delete-symbolic");
    g_signal_connect(remove, "clicked", G_CALLBACK(on_remove), row);
    gtk_box_append(GTK_BOX(row), id_label);
    gtk_box_append(GTK_BOX(row), select);
    gtk_box_append(GTK_BOX(row), remove);
    return row;
}

static void clear(void) {
    GtkWidget *row;
    while ((row = gtk_widget_get_last_child(box))) gtk_box_remove(GTK_BOX(box), row);
}

static void append(int count) {
    for (int i = 0; i < count; i++) gtk_box_append(GTK_BOX(box), make_row());
}

static GtkWidget *row_at(int index) {
    GtkWidget *row = gtk_widget_get_first_child(box);
    while (row && index-- > 0) row = gtk_widget_get_next_sibling(row);
    return row;
}

static GtkWidget *select_button(GtkWidget *row) { return gtk_widget_get_next_sibling(gtk_widget_get_first_child(row)); }

static void update_every_10th(void) {
    int index = 0;
    for (GtkWidget *row = gtk_widget_get_first_child(box); row; row = gtk_widget_get_next_sibling(row), index++) {
        if (index % 10) continue;
        GtkButton *button = GTK_BUTTON(select_button(row));
        char text[96];
        snprintf(text, sizeof text, "%s !!!", gtk_button_get_label(button));
        gtk_button_set_label(button, text);
    }
}

static void swap_rows(void) {
    GtkWidget *second = row_at(1), *before_last = row_at(998);
    if (!second || !before_last) return;
    GtkWidget *after_second = gtk_widget_get_prev_sibling(second), *after_last = gtk_widget_get_prev_sibling(before_last);
    gtk_box_reorder_child_after(GTK_BOX(box), second, after_last);
    gtk_box_reorder_child_after(GTK_BOX(box), before_last, after_second);
}

/* What the window shows, counted the same way as js-ops-app counts it. */
static long labels, buttons, images, danger;
static unsigned long text_hash = JSOPS_HASH_START;
static void count(GtkWidget *widget) {
    if (GTK_IS_LABEL(widget)) {
        labels++;
        text_hash = jsops_hash(text_hash, gtk_label_get_text(GTK_LABEL(widget)));
    }
    if (GTK_IS_BUTTON(widget)) buttons++;
    if (GTK_IS_IMAGE(widget)) images++;
    if (gtk_widget_has_css_class(widget, "danger")) danger++;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) count(child);
}

int main(int argc, char **argv) {
    const char *operation = "create", *screenshot = NULL;
    gboolean as_list = FALSE;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--list") == 0) as_list = TRUE;
        else if (strcmp(argv[i], "--screenshot") == 0 && i + 1 < argc) screenshot = argv[++i];
        else if (strcmp(argv[i], "--without") == 0 && i + 1 < argc) without = argv[++i];
        else if (strcmp(argv[i], "--alternative") == 0 && i + 1 < argc) alternative = argv[++i];
        else operation = argv[i];
    }
    gtk_init();
    if (as_list) return jsops_list_main(operation, screenshot, without, alternative);
    box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    show_scrolled_in_window(box);
    gboolean setup = strcmp(operation, "create") != 0 && strcmp(operation, "create10k") != 0 && strcmp(operation, "empty") != 0;
    if (setup) {
        append(1000);
        wait_for_paint();
    }
    double start = now_ms(CLOCK_PROCESS_CPUTIME_ID);
    if (strcmp(operation, "create") == 0) append(1000);
    else if (strcmp(operation, "replace") == 0) { clear(); append(1000); }
    else if (strcmp(operation, "update") == 0) update_every_10th();
    else if (strcmp(operation, "select") == 0) g_signal_emit_by_name(select_button(row_at(1)), "clicked");
    else if (strcmp(operation, "swap") == 0) swap_rows();
    else if (strcmp(operation, "remove") == 0) g_signal_emit_by_name(gtk_widget_get_last_child(row_at(3)), "clicked");
    else if (strcmp(operation, "create10k") == 0) append(10000);
    else if (strcmp(operation, "append") == 0) append(1000);
    else if (strcmp(operation, "clear") == 0) clear();
    else if (strcmp(operation, "none") == 0 || strcmp(operation, "empty") == 0) {} /* callgrind's baselines */
    else {
        fprintf(stderr, "raw-gtk-js-ops: unknown operation %s\n", operation);
        return 2;
    }
    wait_for_paint();
    double cpu = now_ms(CLOCK_PROCESS_CPUTIME_ID) - start;
    count(gtk_window_get_child(GTK_WINDOW(window)));
    printf("cpu_ms=%.4f labels=%ld buttons=%ld images=%ld danger=%ld text_hash=%lu\n", cpu, labels,
           buttons, images, danger, text_hash % 1000000007ul);
    if (screenshot) jsops_save_png(window, screenshot);
    return 0;
}
