/* CCommonMark: the C side of the CommonMark target (cmark 0.30, CommonMark's reference parser). Includes only. */
#ifndef CCOMMONMARK_H
#define CCOMMONMARK_H

#include <cmark.h>

#endif
