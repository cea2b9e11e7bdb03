/** Replaced at build time by rspack's DefinePlugin ('production' or 'development'); vitest runs it as 'test'. */
declare const process: { env: { NODE_ENV?: string } };
