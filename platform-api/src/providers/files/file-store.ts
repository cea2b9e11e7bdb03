/**
 * Where uploaded files live, outside the database: the database keeps each file's key and SHA-256. Keys are
 * slash-separated names of letters, digits, '-', '_' and '.', chosen by the server, never by the caller.
 */
export interface FileStore {
  readonly name: string;
  /** Writes the bytes under the key; writing the same key again replaces them. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){0,7}$/;

/** A key the stores accept: no empty, dot-led or parent segments, so it can never leave the store's folder. */
export function checkFileKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
  return key;
}
