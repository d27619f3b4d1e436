/** The server's state under API_PREFIX (contract/apiPaths.ts), public: the about page reads which movie source it uses. */
export const HEALTH_PATH = '/health/';
