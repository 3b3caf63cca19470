/** Shown in the title bar, the About box and `app:info`. Kept in step with package.json by a test. */
export const APP_NAME = 'CircuitForge';
export const APP_VERSION = '0.1.0';
