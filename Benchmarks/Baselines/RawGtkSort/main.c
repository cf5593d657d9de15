/* raw-gtk-sort: the baseline of sort-bench-app. N items of a GObject type written in C
 * (G_DEFINE_TYPE with an int64 `count` and a string `title` property, values in the
 * instance), in a GListStore, sorted by a GtkSortListModel with a GtkNumericSorter (and
 * then a GtkStringSorter) over GtkPropertyExpressions. Each sort is one
 * gtk_sort_list_model_set_sorter (not incremental: the whole sort runs in that call); the
 * program repeats it K times and prints the medians:
 *   numeric_ms  process CPU of one numeric sort
 *   string_ms   process CPU of one string sort
 * Usage: raw-gtk-sort N [--repeat K]. The values come from the same LCG as sort-bench-app. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../Shared/median.h"

typedef struct { GObject parent; gint64 count; char *title; } BenchItem;
typedef struct { GObjectClass parent; } BenchItemClass;
G_DEFINE_TYPE(BenchItem, bench_item, G_TYPE_OBJECT)

enum { PROP_COUNT = 1, PROP_TITLE, N_PROPS };
static GParamSpec *props[N_PROPS];

static void bench_item_get_property(GObject *object, guint id, GValue *value, GParamSpec *spec) {
    BenchItem *item = (BenchItem *)object;
    switch (id) {
    case PROP_COUNT: g_value_set_int64(value, item->count); break;
    case PROP_TITLE: g_value_set_string(value, item->title); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
    }
}

static void bench_item_set_property(GObject *object, guint id, const GValue *value, GParamSpec *spec) {
    BenchItem *item = (BenchItem *)object;
    switch (id) {
    case PROP_COUNT: item->count = g_value_get_int64(value); break;
    case PROP_TITLE: g_free(item->title); item->title = g_value_dup_string(value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
    }
}

static void bench_item_finalize(GObject *object) {
    g_free(((BenchItem *)object)->title);
    G_OBJECT_CLASS(bench_item_parent_class)->finalize(object);
}

static void bench_item_class_init(BenchItemClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->get_property = bench_item_get_property;
    object_class->set_property = bench_item_set_property;
    object_class->finalize = bench_item_finalize;
    props[PROP_COUNT] = g_param_spec_int64("count", NULL, NULL, G_MININT64, G_MAXINT64, 0, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY);
    props[PROP_TITLE] = g_param_spec_string("title", NULL, NULL, "", G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY);
    g_object_class_install_properties(object_class, N_PROPS, props);
}

static void bench_item_init(BenchItem *item) { item->title = g_strdup(""); }

static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 100000, repeats = 5;
    for (int i = 2; i + 1 < argc; i++) if (strcmp(argv[i], "--repeat") == 0) repeats = atoi(argv[i + 1]);
    GListStore *store = g_list_store_new(bench_item_get_type());
    guint64 state = 12345;
    for (int i = 0; i < count; i++) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        BenchItem *item = g_object_new(bench_item_get_type(), NULL);
        item->count = (gint64)(state >> 33) % 1000000;
        item->title = g_strdup_printf("item %06d", (int)((state >> 20) % 1000000));
        g_list_store_append(store, item);
        g_object_unref(item);
    }
    GtkSortListModel *model = gtk_sort_list_model_new(G_LIST_MODEL(store), NULL);
    double numeric[64], string[64];
    if (repeats > 64) repeats = 64;
    for (int r = 0; r < repeats; r++) {
        GtkSorter *sorter = GTK_SORTER(gtk_numeric_sorter_new(gtk_property_expression_new(bench_item_get_type(), NULL, "count")));
        double start = cpu_ms();
        gtk_sort_list_model_set_sorter(model, sorter);
        numeric[r] = cpu_ms() - start;
        gtk_sort_list_model_set_sorter(model, NULL);
        g_object_unref(sorter);
        sorter = GTK_SORTER(gtk_string_sorter_new(gtk_property_expression_new(bench_item_get_type(), NULL, "title")));
        start = cpu_ms();
        gtk_sort_list_model_set_sorter(model, sorter);
        string[r] = cpu_ms() - start;
        gtk_sort_list_model_set_sorter(model, NULL);
        g_object_unref(sorter);
    }
    printf("numeric_ms=%.2f string_ms=%.2f\n", median(numeric, repeats), median(string, repeats));
    g_object_unref(model);
    return 0;
}
