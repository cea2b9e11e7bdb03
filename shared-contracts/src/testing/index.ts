export * from './fake-api';
export * from './fixtures';
