/* CAdw: the C side of the Adw target (libadwaita 1.2). Includes only. */
#ifndef CADW_H
#define CADW_H

#include <adwaita.h>

#endif
