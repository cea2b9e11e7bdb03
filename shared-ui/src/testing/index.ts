export * from './dom';
export * from './translation-checks';
