import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The verifier and bet slip run this package in a browser: its code (tests aside) imports no Node built-in. */
describe('lottery-engine', () => {
  it('imports no Node API outside tests', () => {
    const root = join(import.meta.dirname);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      expect(text, file).not.toMatch(/from '(node:|fs|crypto|path)/);
      expect(text, file).not.toMatch(/\bBuffer\b|\bprocess\./);
    }
  });
});
