/** The privileged scheme the renderer build is served from; one fixed host keeps one origin for storage. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'bundle';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/`;
