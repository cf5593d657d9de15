/* What raw-gtk-js-ops' two forms share (main.c: rows in a GtkBox; list.c: a GtkListView over
 * a GListStore): js-framework-benchmark's seeded label generator (the LCG of JsLabels in
 * js-ops-app), the FNV-1a hash the programs print of the texts shown, a PNG of the window,
 * and the list form's entry point. */
#ifndef RAW_GTK_JS_OPS_H
#define RAW_GTK_JS_OPS_H

#include "../Shared/paint.h"

static const char *adjectives[] = {"pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain",
    "quaint", "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly", "adorable",
    "important", "inexpensive", "cheap", "expensive", "fancy"};
static const char *colours[] = {"red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white",
    "black", "orange"};
static const char *nouns[] = {"table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich",
    "burger", "pizza", "mouse", "keyboard"};

static unsigned seed = 1;

/* The next pseudo-random number (the same LCG as JsLabels.random in js-ops-app). */
static unsigned jsops_random(void) {
    seed = seed * 1103515245u + 12345u;
    return (seed >> 16) & 0x7fff;
}

/* The next label, "adjective colour noun", written into `out`. */
static void jsops_label(char *out, size_t size) {
    const char *a = adjectives[jsops_random() % 25];
    const char *c = colours[jsops_random() % 11];
    const char *n = nouns[jsops_random() % 13];
    snprintf(out, size, "%s %s %s", a, c, n);
}

/* Adds `text` and a line end to the FNV-1a hash `hash` (JsOpsCounts' hash in js-ops-app). */
static unsigned long jsops_hash(unsigned long hash, const char *text) {
    for (const char *c = text; *c; c++) hash = (hash ^ (unsigned char)*c) * 1099511628211ul;
    return (hash ^ 10) * 1099511628211ul;
}
#define JSOPS_HASH_START 1469598103934665603ul

/* Writes the window as drawn now to a PNG at `path` (a failure is reported, not fatal). */
static void jsops_save_png(GtkWidget *widget, const char *path) {
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    GdkPaintable *paintable = gtk_widget_paintable_new(widget);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, snapshot, width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, width, height);
    GdkTexture *texture = node ? gsk_renderer_render_texture(gtk_native_get_renderer(gtk_widget_get_native(widget)), node, &bounds) : NULL;
    if (!texture || !gdk_texture_save_to_png(texture, path)) fprintf(stderr, "raw-gtk-js-ops: could not write %s\n", path);
    if (texture) g_object_unref(texture);
    if (node) gsk_render_node_unref(node);
    g_object_unref(paintable);
}

/* The list form (list.c): runs `operation`, prints its figures, writes `screenshot` if given.
 * `without` names a cost left out, `alternative` another way of doing a step, for callgrind's
 * comparisons (see list.c); NULL for none. */
int jsops_list_main(const char *operation, const char *screenshot, const char *without, const char *alternative);

#endif
