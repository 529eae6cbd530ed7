/**
 * 1, 2 or 3 columns by the width the results get (a container query), so the grid fits
 * whether the sidebar is beside it or not.
 */
export const RESULTS_GRID = 'grid grid-cols-1 gap-6 @md:grid-cols-2 @3xl:grid-cols-3';
