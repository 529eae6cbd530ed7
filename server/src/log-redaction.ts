/** Query parameters that act for someone (an unsubscribe token, a stream ticket): logged as '…'. */
const SECRET_PARAMS = /([?&](?:token|ticket)=)[^&#]*/gi;

export const withoutSecrets = (url: string) => url.replace(SECRET_PARAMS, '$1…');
