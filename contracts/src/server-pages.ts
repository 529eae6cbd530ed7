/**
 * How a server-rendered page hands its data to the browser (server/src/modules/pages/routes.ts
 * writes it, web/src/lib/ssr-state.ts reads it).
 */

/** The id of the JSON block holding a server-rendered page's query data. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * The Server-Timing metric whose description is when the page was sent (epoch milliseconds): in
 * a header, so a kept page's bytes are the same for every visitor and compressed once.
 */
export const SERVED_AT_METRIC = 'served-at';
