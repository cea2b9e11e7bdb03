export const SHARED_UI_VERSION = '0.1.0';
