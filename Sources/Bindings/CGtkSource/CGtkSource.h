/* CGtkSource: the C side of the GtkSource target (GtkSourceView 5.6). Includes only. */
#ifndef CGTKSOURCE_H
#define CGTKSOURCE_H

#include <gtksourceview/gtksource.h>

#endif
