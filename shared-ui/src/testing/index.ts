export { createHostLikeI18n } from '../i18n/host-like-i18n';
export * from './common-texts';
export * from './dom';
export * from './render-remote';
export * from './translation-checks';
