/**
 * Every back-office query starts with this key: a change anywhere (a lead closed, a listing
 * paused) refreshes the lists and the dashboard's counts together.
 */
export const ADMIN_KEY = ['admin'] as const;
