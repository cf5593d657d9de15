/* raw-gtk-library: the C baseline of `list-bench-app N --library`. The demo's library list as a C developer would write it: N items of a
 * G_DEFINE_TYPE item (a title, and "Book · author" / "Album · artist" below it, the demo's
 * generated catalogue), in a GListStore, filtered by a GtkFilterListModel (its filter set at
 * the first keystroke, narrowed at the next, removed when cleared) with a
 * GtkCustomFilter (case-insensitive substring of the title), selected by a
 * GtkSingleSelection, shown by a GtkListView whose rows are a vertical box (spacing 2,
 * margins 8) of two start-aligned labels, the second "dim-label caption". It measures:
 *   first_frame_ms  launch (--launch-ns) -> first after-paint, the items made in between
 *   scroll_ms       process CPU: one page scrolled -> next after-paint (median)
 *   select_ms       process CPU: a row on screen selected -> next after-paint (median)
 *   search_ms       process CPU: one keystroke of the query typed -> next after-paint (median
 *                   over the keystrokes; search_max_ms the slowest), search_shown the rows
 *                   then shown
 *   clear_ms        process CPU: the query cleared (all N items again) -> next after-paint
 *   hwm_kb          peak RSS (VmHWM) at the end
 * Usage: raw-gtk-library N [--launch-ns T] [--repeat K] [--query TEXT] */
#define _GNU_SOURCE
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../Shared/median.h"
#include "../Shared/paint.h"

/* The item: a title and the line below it. */
#define LIB_TYPE_ITEM (lib_item_get_type())
G_DECLARE_FINAL_TYPE(LibItem, lib_item, LIB, ITEM, GObject)
struct _LibItem {
    GObject parent_instance;
    char *title, *subtitle;
};
G_DEFINE_TYPE(LibItem, lib_item, G_TYPE_OBJECT)
static void lib_item_finalize(GObject *object) {
    LibItem *item = LIB_ITEM(object);
    g_free(item->title);
    g_free(item->subtitle);
    G_OBJECT_CLASS(lib_item_parent_class)->finalize(object);
}
static void lib_item_class_init(LibItemClass *class) { G_OBJECT_CLASS(class)->finalize = lib_item_finalize; }
static void lib_item_init(LibItem *item) {}

static const char *adjectives[] = { "Amber", "Blue", "Crimson", "Distant", "Electric", "Fading", "Golden", "Hidden",
                                    "Iron", "Jade", "Kind", "Lunar", "Midnight", "Northern", "Open", "Quiet" };
static const char *nouns[] = { "Atlas", "Bridge", "Canyon", "Delta", "Echo", "Forest", "Garden", "Harbor",
                               "Island", "Journey", "Kingdom", "Lantern", "Meadow", "Night", "Ocean", "River" };
static const char *people[] = { "Ada Byron", "Grace Hopper", "Alan Kay", "Barbara Liskov", "Donald Knuth",
                                "Edsger Dijkstra", "Frances Allen", "John Backus", "Niklaus Wirth", "Radia Perlman" };

static int item_count = 1000, repeats = 15;
static long long launch_ns = 0;
static const char *query_text = "blue river 7";
static char query[64];

static gboolean matches(gpointer object, gpointer data) {
    return strcasestr(LIB_ITEM(object)->title, query) != NULL;
}

static void setup(GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
    gtk_widget_set_margin_top(box, 8);
    gtk_widget_set_margin_bottom(box, 8);
    gtk_widget_set_margin_start(box, 8);
    gtk_widget_set_margin_end(box, 8);
    GtkWidget *title = gtk_label_new(NULL), *subtitle = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(title), 0);
    gtk_label_set_xalign(GTK_LABEL(subtitle), 0);
    gtk_widget_add_css_class(subtitle, "dim-label");
    gtk_widget_add_css_class(subtitle, "caption");
    gtk_box_append(GTK_BOX(box), title);
    gtk_box_append(GTK_BOX(box), subtitle);
    gtk_list_item_set_child(list_item, box);
}

static void bind(GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data) {
    LibItem *item = gtk_list_item_get_item(list_item);
    GtkWidget *title = gtk_widget_get_first_child(gtk_list_item_get_child(list_item));
    gtk_label_set_text(GTK_LABEL(title), item->title);
    gtk_label_set_text(GTK_LABEL(gtk_widget_get_next_sibling(title)), item->subtitle);
}

/* One page scrolled, to the painted frame (callgrind: --toggle-collect='scroll_step'). */
static __attribute__((noinline)) void scroll_step(GtkAdjustment *adjustment) {
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment));
    wait_for_paint();
}

/* A row selected, to the painted frame (callgrind: --toggle-collect='select_step'). */
static __attribute__((noinline)) void select_step(GtkSingleSelection *selection, guint position) {
    gtk_single_selection_set_selected(selection, position);
    wait_for_paint();
}

/* One keystroke of the search, to the painted frame (callgrind: --toggle-collect='search_step'):
 * the filter set at the first, narrowed at the next ones (`clear_step` removes it). */
static __attribute__((noinline)) void search_step(GtkFilterListModel *filtered, GtkFilter *filter) {
    if (gtk_filter_list_model_get_filter(filtered) == NULL) gtk_filter_list_model_set_filter(filtered, filter);
    else gtk_filter_changed(filter, GTK_FILTER_CHANGE_MORE_STRICT);
    wait_for_paint();
}

/* The query cleared, to the painted frame (callgrind: --toggle-collect='clear_step'): the
 * filter removed, all items shown again. */
static __attribute__((noinline)) void clear_step(GtkFilterListModel *filtered) {
    gtk_filter_list_model_set_filter(filtered, NULL);
    wait_for_paint();
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--launch-ns") == 0 && i + 1 < argc) launch_ns = atoll(argv[++i]);
        else if (strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) repeats = atoi(argv[++i]);
        else if (strcmp(argv[i], "--query") == 0 && i + 1 < argc) query_text = argv[++i];
        else item_count = atoi(argv[i]);
    }
    if (launch_ns == 0) launch_ns = (long long)(now_ms(CLOCK_MONOTONIC) * 1e6);
    gtk_init();
    GListStore *store = g_list_store_new(LIB_TYPE_ITEM);
    gpointer *items = g_new(gpointer, item_count);
    char title[96];
    for (int i = 0; i < item_count; i++) {
        LibItem *item = g_object_new(LIB_TYPE_ITEM, NULL);
        g_snprintf(title, sizeof title, "%s %s %d", adjectives[i % 16], nouns[(i / 16) % 16], i + 1);
        item->title = g_strdup(title);
        item->subtitle = g_strdup_printf(i % 2 == 0 ? "Book · %s" : "Album · %s", people[(i / 2) % 10]);
        items[i] = item;
    }
    g_list_store_splice(store, 0, 0, items, item_count);
    for (int i = 0; i < item_count; i++) g_object_unref(items[i]);
    g_free(items);
    GtkFilter *filter = GTK_FILTER(gtk_custom_filter_new(matches, NULL, NULL));
    /* No filter until the first keystroke: all items shown without a pass over them. */
    GtkFilterListModel *filtered = gtk_filter_list_model_new(G_LIST_MODEL(store), NULL);
    GtkSingleSelection *selection = gtk_single_selection_new(G_LIST_MODEL(filtered));
    gtk_single_selection_set_autoselect(selection, FALSE);
    gtk_single_selection_set_selected(selection, GTK_INVALID_LIST_POSITION);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind), NULL);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(selection), factory);
    show_scrolled_in_window(list);
    double first_frame = now_ms(CLOCK_MONOTONIC) - launch_ns / 1e6;

    GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(list));
    double scroll[repeats], select[repeats];
    for (int k = 0; k < repeats; k++) {
        double start = now_ms(CLOCK_PROCESS_CPUTIME_ID);
        scroll_step(adjustment);
        scroll[k] = now_ms(CLOCK_PROCESS_CPUTIME_ID) - start;
    }
    /* The first row on screen (rows are the same height): selected, then its neighbour. */
    double row_height = gtk_adjustment_get_upper(adjustment) / item_count;
    guint top = (guint)(gtk_adjustment_get_value(adjustment) / row_height) + 1;
    for (int k = 0; k < repeats; k++) {
        double start = now_ms(CLOCK_PROCESS_CPUTIME_ID);
        select_step(selection, top + k % 2);
        select[k] = now_ms(CLOCK_PROCESS_CPUTIME_ID) - start;
    }
    size_t length = strlen(query_text);
    double search[length > 0 ? length : 1];
    double search_max = 0;
    for (size_t k = 0; k < length && k + 1 < sizeof query; k++) {
        query[k] = query_text[k];
        query[k + 1] = 0;
        double start = now_ms(CLOCK_PROCESS_CPUTIME_ID);
        search_step(filtered, filter);
        search[k] = now_ms(CLOCK_PROCESS_CPUTIME_ID) - start;
        if (search[k] > search_max) search_max = search[k];
    }
    guint shown = g_list_model_get_n_items(G_LIST_MODEL(filtered));
    query[0] = 0;
    double start = now_ms(CLOCK_PROCESS_CPUTIME_ID);
    clear_step(filtered);
    double clear = now_ms(CLOCK_PROCESS_CPUTIME_ID) - start;
    printf("first_frame_ms=%.3f scroll_ms=%.4f select_ms=%.4f search_ms=%.4f search_max_ms=%.4f search_shown=%u "
           "clear_ms=%.4f hwm_kb=%ld shown=%u\n",
           first_frame, median(scroll, repeats), median(select, repeats), median(search, (int)length), search_max, shown,
           clear, read_hwm_kb(), g_list_model_get_n_items(G_LIST_MODEL(filtered)));
    return 0;
}
