/* raw-gtk-window: the startup baseline of workflow-bench. A minimal window of the same
 * size as `workflow-demo --screenshot PATH` (a GtkApplication window, 960x640 by default,
 * --size WxH to change, with a header bar, a box, a label and a button), written directly
 * against GTK in C: present it, and after the
 * first frame is painted (frame clock `after-paint`) optionally render it to a PNG the
 * same way the demo does, then quit. Process start -> exit is the startup time. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>

static const char *screenshot_path = NULL;
static int window_width = 960, window_height = 640;
static gulong after_paint_id = 0;

static void save_png(GtkWidget *widget, const char *path) {
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    GtkNative *native = gtk_widget_get_native(widget);
    GskRenderer *renderer = gtk_native_get_renderer(native);
    GdkPaintable *paintable = gtk_widget_paintable_new(widget);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, snapshot, width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    graphene_rect_t rect;
    graphene_rect_init(&rect, 0, 0, width, height);
    GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &rect);
    gdk_texture_save_to_png(texture, path);
    g_object_unref(texture);
    gsk_render_node_unref(node);
    g_object_unref(paintable);
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    GtkWidget *window = GTK_WIDGET(data);
    g_signal_handler_disconnect(clock, after_paint_id);
    if (screenshot_path != NULL) save_png(window, screenshot_path);
    g_application_quit(G_APPLICATION(gtk_window_get_application(GTK_WINDOW(window))));
}

static void on_clicked(GtkButton *button, gpointer data) {
    int *clicks = data;
    char text[64];
    *clicks += 1;
    g_snprintf(text, sizeof text, "Clicked %d times", *clicks);
    gtk_button_set_label(button, text);
}

static void on_map(GtkWidget *window, gpointer data) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    after_paint_id = g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), window);
    gtk_widget_queue_draw(window);
}

static void on_activate(GtkApplication *app, gpointer data) {
    static int clicks = 0;
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "WorkflowGtk");
    gtk_window_set_default_size(GTK_WINDOW(window), window_width, window_height);
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_margin_top(box, 24);
    gtk_widget_set_margin_bottom(box, 24);
    gtk_widget_set_margin_start(box, 24);
    gtk_widget_set_margin_end(box, 24);
    gtk_box_append(GTK_BOX(box), gtk_label_new("WorkflowGtk: GTK and the Swift main loop are running."));
    GtkWidget *button = gtk_button_new_with_label("Clicked 0 times");
    g_signal_connect(button, "clicked", G_CALLBACK(on_clicked), &clicks);
    gtk_box_append(GTK_BOX(box), button);
    gtk_window_set_child(GTK_WINDOW(window), box);
    g_signal_connect(window, "map", G_CALLBACK(on_map), NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--screenshot") == 0 && i + 1 < argc) {
            screenshot_path = argv[++i];
        } else if (strcmp(argv[i], "--size") == 0 && i + 1 < argc
                   && sscanf(argv[++i], "%dx%d", &window_width, &window_height) == 2) {
            continue;
        } else {
            g_printerr("usage: raw-gtk-window [--screenshot PATH] [--size WxH]\n");
            return 2;
        }
    }
    GtkApplication *app = gtk_application_new("dev.workflowgtk.RawWindow", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(on_activate), NULL);
    char *gtk_argv[] = { argv[0], NULL };
    int status = g_application_run(G_APPLICATION(app), 1, gtk_argv);
    g_object_unref(app);
    return status;
}
