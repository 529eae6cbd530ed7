/** Query parameters that act for someone (an unsubscribe token): logged as '…'. */
const SECRET_PARAMS = /([?&](?:token)=)[^&#]*/gi;

export const withoutSecrets = (url: string) => url.replace(SECRET_PARAMS, '$1…');
