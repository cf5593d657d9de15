/* The median of a baseline's samples, shared by the raw C programs (included by path:
 * this folder is no target of its own). */
#ifndef BASELINES_MEDIAN_H
#define BASELINES_MEDIAN_H

#include <stdlib.h>

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Sorts `values` in place and returns their median. */
static double median(double *values, int count) {
    qsort(values, count, sizeof *values, compare_doubles);
    return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

#endif
