/** The id of the JSON block holding a server-rendered page's query data (entry-server.tsx). */
export const SSR_STATE_ID = 'ssr-state';
