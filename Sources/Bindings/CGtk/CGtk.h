/* CGtk: the C side of WorkflowGtk. Includes, plus static inline helpers for what Swift
 * cannot import directly (function-like macros, type checks, casts). Nothing else. */
#ifndef CGTK_H
#define CGTK_H

#include <gtk/gtk.h>
#include <gtk/gtkunixprint.h> /* GtkPrintUnixDialog, GtkPageSetupUnixDialog (CGtk.pc: unix-print) */
#include <glib-unix.h>
#include <libintl.h> /* gettext catalogs (Translation) */
#define G_SETTINGS_ENABLE_BACKEND /* the in-memory settings backend (Settings) */
#include <gio/gsettingsbackend.h>
#include <malloc.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/vfs.h> /* statfs: FileReplacement names a virtual file system (proc, sysfs) */

/* libdispatch's main-queue hooks (exported by libdispatch on Linux; used to drain the
 * main queue from a GLib fd source so Swift's MainActor runs inside the GLib loop). */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/* g_signal_connect_data with a destroy-notify for the user data. */
static inline gulong cgtk_signal_connect(gpointer instance, const char *signal,
                                         GCallback handler, gpointer data,
                                         GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

/* g_signal_emit_by_name for a signal without arguments or return value (variadic in C). */
static inline void cgtk_signal_emit_void(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

/* g_application_command_line_print/printerr are variadic: the text as given. */
static inline void cgtk_command_line_print(GApplicationCommandLine *c, const char *text) {
    g_application_command_line_print(c, "%s", text);
}
static inline void cgtk_command_line_printerr(GApplicationCommandLine *c, const char *text) {
    g_application_command_line_printerr(c, "%s", text);
}

/* Type checks (GTK_IS_* macros). */
static inline gboolean cgtk_is_widget(gpointer p) { return GTK_IS_WIDGET(p); }
static inline gboolean cgtk_is_window(gpointer p) { return GTK_IS_WINDOW(p); }
static inline gboolean cgtk_is_object(gpointer p) { return G_IS_OBJECT(p); }
static inline gboolean cgtk_is_a(gpointer p, GType t) { return G_TYPE_CHECK_INSTANCE_TYPE(p, t); }

/* The GType of an instance (G_TYPE_FROM_INSTANCE). */
static inline GType cgtk_type_of(gpointer p) { return G_TYPE_FROM_INSTANCE(p); }

/* Whether the caller runs on the process's main thread (GTK's thread): asked of the kernel
 * once per thread (two system calls), then read from a thread-local answer (GLib's toggle
 * notifications ask it at every reference a parent takes or drops). */
static inline gboolean cgtk_is_main_thread(void) {
    static __thread signed char answer = -1;
    if (answer < 0) answer = syscall(SYS_gettid) == getpid();
    return answer;
}

/* Reads the GType name of an instance (G_OBJECT_TYPE_NAME). */
static inline const char *cgtk_type_name(gpointer p) { return G_OBJECT_TYPE_NAME(p); }

/* gtk_accessible_update_property is variadic: one-property forms. */
static inline void cgtk_accessible_set_label(GtkAccessible *a, const char *label) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
static inline void cgtk_accessible_set_description(GtkAccessible *a, const char *text) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* The accessible label GTK holds for a widget, as a new string (g_free it), or NULL when
 * none is set or accessibility is off (GTK_A11Y=none). GTK 4.8 has no getter: the test
 * API's check_property returns the actual value when it differs from the (impossible)
 * value it is given. */
static inline char *cgtk_accessible_copy_label(GtkAccessible *a) {
    const char *mode = g_getenv("GTK_A11Y");
    if (mode != NULL && g_strcmp0(mode, "none") == 0) return NULL;
    if (!gtk_test_accessible_has_property(a, GTK_ACCESSIBLE_PROPERTY_LABEL)) return NULL;
    return gtk_test_accessible_check_property(a, GTK_ACCESSIBLE_PROPERTY_LABEL, "\x1f\x1f");
}

/* Accessibility: one-value forms of the variadic gtk_accessible_update_* calls,
 * and read-backs through the
 * test API (GTK 4.8 has no getters). */
static inline void cgtk_accessible_set_int_property(GtkAccessible *a, GtkAccessibleProperty p, int v) {
    gtk_accessible_update_property(a, p, v, -1);
}
static inline void cgtk_accessible_set_bool_state(GtkAccessible *a, GtkAccessibleState s, gboolean v) {
    gtk_accessible_update_state(a, s, v, -1);
}
static inline void cgtk_accessible_set_relation_one(GtkAccessible *a, GtkAccessibleRelation r, GtkAccessible *other) {
    gtk_accessible_update_relation(a, r, other, NULL, -1);
}
static inline char *cgtk_accessible_copy_property(GtkAccessible *a, GtkAccessibleProperty p) {
    const char *mode = g_getenv("GTK_A11Y");
    if (mode != NULL && g_strcmp0(mode, "none") == 0) return NULL;
    if (!gtk_test_accessible_has_property(a, p)) return NULL;
    if (p == GTK_ACCESSIBLE_PROPERTY_LEVEL) return gtk_test_accessible_check_property(a, p, -1);
    return gtk_test_accessible_check_property(a, p, "\x1f\x1f");
}
static inline gboolean cgtk_accessible_bool_state(GtkAccessible *a, GtkAccessibleState s) {
    if (!gtk_test_accessible_has_state(a, s)) return FALSE;
    char *differs = gtk_test_accessible_check_state(a, s, FALSE);
    gboolean on = differs != NULL;
    g_free(differs);
    return on;
}
static inline gboolean cgtk_accessible_has_relation(GtkAccessible *a, GtkAccessibleRelation r) {
    return gtk_test_accessible_has_relation(a, r);
}

#endif
