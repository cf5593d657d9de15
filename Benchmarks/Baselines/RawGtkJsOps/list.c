/* raw-gtk-js-ops --list: js-framework-benchmark's nine operations on a GtkListView over a
 * GListStore, as a GTK developer writes it; the C side of js-ops-app --form list. The window
 * of main.c (400x600, a vertically scrolled window) holds a GtkListView with a
 * GtkSingleSelection over a GListStore of JsItem (a G_DEFINE_TYPE item: an id, its label
 * inline, the list item showing it). A GtkSignalListItemFactory builds each list item's row at
 * setup (a horizontal GtkBox: an id label, a flat button for the label that selects the row, a
 * remove button with edit-delete-symbolic) and fills it at bind. GTK shows the selection (the
 * row's :selected state). Create and append are one g_list_store_splice of new items; a
 * replace gives the items new ids and labels and updates the rows showing them (GTK rebuilds
 * no list item: 8x fewer instructions than a splice of new items); swap is two splices;
 * remove g_list_store_remove; clear g_list_store_remove_all; an update changes the item's
 * label and, when a list item shows it, that row's button (GTK rebinds nothing). The rows of
 * list items GTK tears down are kept for the next setups (as ListViewScreenController keeps
 * spare row controllers): a clear then destroys no row.
 *
 * Prints cpu_ms, what the window shows (labels, buttons, images: every list item GTK made;
 * visible, visible_hash: the rows inside the list's allocation and a hash of their texts),
 * the model (items, model_hash: the ids and labels in order) and selected (the id GTK's
 * selection holds, 0 for none).
 *
 * --without NAME drops one cost for callgrind's comparisons (the output then differs from
 * js-ops-app's): generator (every label "label"), icon (a remove button without an icon),
 * flat (no "flat" class), id (the id label left empty); --alternative NAME does a step
 * another way: items-changed (an update reports the item changed: GTK rebinds its row),
 * append-each (rows added one g_list_store_insert at a time), splice (a replace is one splice
 * of new items), destroy (a torn-down list item's row is destroyed with it, GTK's default). */
#include "jsops.h"

#define JS_TYPE_ITEM (js_item_get_type())
G_DECLARE_FINAL_TYPE(JsItem, js_item, JS, ITEM, GObject)
struct _JsItem {
    GObject parent_instance;
    int id;
    char label[48];
    /* The list item showing this item, between bind and unbind. */
    GtkListItem *shown;
};
G_DEFINE_TYPE(JsItem, js_item, G_TYPE_OBJECT)
static void js_item_class_init(JsItemClass *class) {}
static void js_item_init(JsItem *item) {}

static GListStore *store;
static GtkSingleSelection *selection;
static GtkWidget *list;
static int next_id = 1;
static const char *without = "", *alternative = "";
/* Rows of torn-down list items, taken by the next setups (NULL with --alternative destroy). */
static GPtrArray *pool;

/* The list item a row's button belongs to (pooled rows move between list items). */
static GtkListItem *owner(GtkWidget *button, GtkListItem *list_item) {
    return pool ? g_object_get_data(G_OBJECT(gtk_widget_get_parent(button)), "list-item") : list_item;
}

static void on_select(GtkButton *button, GtkListItem *list_item) {
    gtk_single_selection_set_selected(selection, gtk_list_item_get_position(owner(GTK_WIDGET(button), list_item)));
}

static void on_remove(GtkButton *button, GtkListItem *list_item) {
    g_list_store_remove(store, gtk_list_item_get_position(owner(GTK_WIDGET(button), list_item)));
}

static void setup(GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data) {
    if (pool && pool->len > 0) {
        /* The pool's reference goes to the list item's "row" data. */
        GtkWidget *row = g_ptr_array_steal_index_fast(pool, pool->len - 1);
        g_object_set_data(G_OBJECT(row), "list-item", list_item);
        g_object_set_data(G_OBJECT(list_item), "row", row);
        gtk_list_item_set_child(list_item, row);
        return;
    }
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    GtkWidget *select = gtk_button_new();
    if (strcmp(without, "flat") != 0) gtk_widget_add_css_class(select, "flat");
    gtk_widget_set_hexpand(select, TRUE);
    g_signal_connect(select, "clicked", G_CALLBACK(on_select), list_item);
    GtkWidget *remove = strcmp(without, "icon") == 0 ? gtk_button_new() : gtk_button_new_from_icon_name("edit-delete-symbolic");
    g_signal_connect(remove, "clicked", G_CALLBACK(on_remove), list_item);
    gtk_box_append(GTK_BOX(row), gtk_label_new(NULL));
    gtk_box_append(GTK_BOX(row), select);
    gtk_box_append(GTK_BOX(row), remove);
    if (pool) {
        /* A reference of our own, so that GTK's teardown unparents the row without destroying it. */
        g_object_set_data(G_OBJECT(row), "list-item", list_item);
        g_object_set_data(G_OBJECT(list_item), "row", g_object_ref_sink(row));
    }
    gtk_list_item_set_child(list_item, row);
}

static void teardown(GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data) {
    GtkWidget *row = g_object_get_data(G_OBJECT(list_item), "row");
    if (!row) return;
    if (gtk_list_item_get_child(list_item) == row) gtk_list_item_set_child(list_item, NULL);
    g_ptr_array_add(pool, row);
}

/* The select button of a list item's row. */
static GtkButton *row_select_button(GtkListItem *list_item) {
    return GTK_BUTTON(gtk_widget_get_next_sibling(gtk_widget_get_first_child(gtk_list_item_get_child(list_item))));
}

static void bind(GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data) {
    JsItem *item = gtk_list_item_get_item(list_item);
    GtkWidget *id_label = gtk_widget_get_first_child(gtk_list_item_get_child(list_item));
    char id[16];
    snprintf(id, sizeof id, "%d", item->id);
    if (strcmp(without, "id") != 0) gtk_label_set_text(GTK_LABEL(id_label), id);
    gtk_button_set_label(row_select_button(list_item), item->label);
    item->shown = list_item;
}

static void unbind(GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data) {
    JsItem *item = gtk_list_item_get_item(list_item);
    if (item && item->shown == list_item) item->shown = NULL;
}

/* Adds `count` new items at `position`, replacing `removed` items there. */
static void splice_new(guint position, guint removed, int count) {
    gboolean generator = strcmp(without, "generator") != 0;
    JsItem **items = g_new(JsItem *, count);
    for (int i = 0; i < count; i++) {
        items[i] = g_object_new(JS_TYPE_ITEM, NULL);
        items[i]->id = next_id++;
        if (generator) jsops_label(items[i]->label, sizeof items[i]->label);
        else strcpy(items[i]->label, "label");
    }
    if (strcmp(alternative, "append-each") == 0) {
        for (guint i = 0; i < removed; i++) g_list_store_remove(store, position);
        for (int i = 0; i < count; i++) g_list_store_insert(store, position + i, items[i]);
    } else {
        g_list_store_splice(store, position, removed, (gpointer *)items, count);
    }
    for (int i = 0; i < count; i++) g_object_unref(items[i]);
    g_free(items);
}

/* Replace in place: the first `count` items get new ids and labels (the rows showing them
 * too), more are added or the rest removed; the selection is cleared. */
static void replace_in_place(int count) {
    guint items = g_list_model_get_n_items(G_LIST_MODEL(store)), kept = MIN(items, (guint)count);
    for (guint position = 0; position < kept; position++) {
        JsItem *item = g_list_model_get_item(G_LIST_MODEL(store), position);
        item->id = next_id++;
        jsops_label(item->label, sizeof item->label);
        if (item->shown) {
            GtkWidget *id_label = gtk_widget_get_first_child(gtk_list_item_get_child(item->shown));
            char id[16];
            snprintf(id, sizeof id, "%d", item->id);
            gtk_label_set_text(GTK_LABEL(id_label), id);
            gtk_button_set_label(row_select_button(item->shown), item->label);
        }
        g_object_unref(item);
    }
    gtk_single_selection_set_selected(selection, GTK_INVALID_LIST_POSITION);
    if (items > kept) g_list_store_splice(store, kept, items - kept, NULL, 0);
    else if ((guint)count > kept) splice_new(kept, 0, count - kept);
}

static void update_every_10th(void) {
    gboolean items_changed = strcmp(alternative, "items-changed") == 0;
    guint count = g_list_model_get_n_items(G_LIST_MODEL(store));
    for (guint position = 0; position < count; position += 10) {
        JsItem *item = g_list_model_get_item(G_LIST_MODEL(store), position);
        g_strlcat(item->label, " !!!", sizeof item->label);
        if (items_changed) g_list_model_items_changed(G_LIST_MODEL(store), position, 1, 1);
        else if (item->shown) gtk_button_set_label(row_select_button(item->shown), item->label);
        g_object_unref(item);
    }
}

static void swap_rows(void) {
    if (g_list_model_get_n_items(G_LIST_MODEL(store)) < 999) return;
    gpointer second = g_list_model_get_item(G_LIST_MODEL(store), 1);
    gpointer before_last = g_list_model_get_item(G_LIST_MODEL(store), 998);
    g_list_store_splice(store, 1, 1, &before_last, 1);
    g_list_store_splice(store, 998, 1, &second, 1);
    g_object_unref(second);
    g_object_unref(before_last);
}

/* The row box of the list's `index`th list item (the list items are the list's children, in
 * order). */
static GtkWidget *row_at(int index) {
    GtkWidget *item = gtk_widget_get_first_child(list);
    while (item && index-- > 0) item = gtk_widget_get_next_sibling(item);
    return item ? gtk_widget_get_first_child(item) : NULL;
}

/* What the window shows, counted as js-ops-app --form list counts it. */
static long labels, buttons, images, visible;
static unsigned long visible_hash = JSOPS_HASH_START;
static void count(GtkWidget *widget, gboolean hash) {
    if (GTK_IS_LABEL(widget)) {
        labels++;
        if (hash) visible_hash = jsops_hash(visible_hash, gtk_label_get_text(GTK_LABEL(widget)));
    }
    if (GTK_IS_BUTTON(widget)) buttons++;
    if (GTK_IS_IMAGE(widget)) images++;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        gboolean shows = hash;
        if (widget == list) {
            /* A list item is visible when it is mapped (GTK unmaps those out of view) and its bounds meet the list's allocation. */
            graphene_rect_t bounds;
            shows = gtk_widget_get_mapped(child) && gtk_widget_compute_bounds(child, list, &bounds) &&
                    bounds.origin.y + bounds.size.height > 0 && bounds.origin.y < gtk_widget_get_height(list);
            visible += shows;
        }
        count(child, shows);
    }
}

/* Not inlined: callgrind leaves it out (--toggle-collect=print_figures). */
__attribute__((noinline)) static void print_figures(double cpu) {
    count(window, FALSE);
    unsigned long model_hash = JSOPS_HASH_START;
    guint items = g_list_model_get_n_items(G_LIST_MODEL(store));
    for (guint position = 0; position < items; position++) {
        JsItem *item = g_list_model_get_item(G_LIST_MODEL(store), position);
        char id[16];
        snprintf(id, sizeof id, "%d", item->id);
        model_hash = jsops_hash(jsops_hash(model_hash, id), item->label);
        g_object_unref(item);
    }
    JsItem *selected = gtk_single_selection_get_selected_item(selection);
    printf("cpu_ms=%.4f labels=%ld buttons=%ld images=%ld visible=%ld visible_hash=%lu items=%u model_hash=%lu selected=%d\n",
           cpu, labels, buttons, images, visible, visible_hash % 1000000007ul, items, model_hash % 1000000007ul,
           selected ? selected->id : 0);
}

int jsops_list_main(const char *operation, const char *screenshot, const char *without_cost, const char *other_way) {
    without = without_cost ? without_cost : "";
    alternative = other_way ? other_way : "";
    store = g_list_store_new(JS_TYPE_ITEM);
    selection = gtk_single_selection_new(G_LIST_MODEL(store));
    gtk_single_selection_set_autoselect(selection, FALSE);
    gtk_single_selection_set_can_unselect(selection, TRUE);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind), NULL);
    g_signal_connect(factory, "unbind", G_CALLBACK(unbind), NULL);
    if (strcmp(alternative, "destroy") != 0) {
        pool = g_ptr_array_new();
        g_signal_connect(factory, "teardown", G_CALLBACK(teardown), NULL);
    }
    list = gtk_list_view_new(GTK_SELECTION_MODEL(selection), factory);
    show_scrolled_in_window(list);
    gboolean setup_rows = strcmp(operation, "create") != 0 && strcmp(operation, "create10k") != 0 && strcmp(operation, "empty") != 0;
    if (setup_rows) {
        splice_new(0, 0, 1000);
        wait_for_paint();
    }
    double start = now_ms(CLOCK_PROCESS_CPUTIME_ID);
    guint count_now = g_list_model_get_n_items(G_LIST_MODEL(store));
    if (strcmp(operation, "create") == 0) splice_new(0, 0, 1000);
    else if (strcmp(operation, "replace") == 0 && strcmp(alternative, "splice") == 0) splice_new(0, count_now, 1000);
    else if (strcmp(operation, "replace") == 0) replace_in_place(1000);
    else if (strcmp(operation, "update") == 0) update_every_10th();
    else if (strcmp(operation, "select") == 0) g_signal_emit_by_name(gtk_widget_get_next_sibling(gtk_widget_get_first_child(row_at(1))), "clicked");
    else if (strcmp(operation, "swap") == 0) swap_rows();
    else if (strcmp(operation, "remove") == 0) g_signal_emit_by_name(gtk_widget_get_last_child(row_at(3)), "clicked");
    else if (strcmp(operation, "create10k") == 0) splice_new(0, 0, 10000);
    else if (strcmp(operation, "append") == 0) splice_new(count_now, 0, 1000);
    else if (strcmp(operation, "clear") == 0) g_list_store_remove_all(store);
    else if (strcmp(operation, "none") == 0 || strcmp(operation, "empty") == 0) {} /* callgrind's baselines */
    else {
        fprintf(stderr, "raw-gtk-js-ops: unknown operation %s\n", operation);
        return 2;
    }
    wait_for_paint();
    double cpu = now_ms(CLOCK_PROCESS_CPUTIME_ID) - start;
    print_figures(cpu);
    if (screenshot) jsops_save_png(window, screenshot);
    return 0;
}
