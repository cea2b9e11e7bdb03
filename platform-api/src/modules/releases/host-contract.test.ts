import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_PROPS_VERSION, REMOTES } from '@platform/shared-contracts/server';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { readHostContract } from './host-contract';

describe('host contract', () => {
  it('is derived from the repository when no built host is there: props version, mounted modules, shared versions', () => {
    const contract = readHostContract({ siteDir: join(tmpdir(), 'no-such-host'), repoRoot: REPO_ROOT });
    expect(contract.propsVersion).toBe(REMOTE_PROPS_VERSION);
    expect(contract.modules[REMOTES.auth.name]).toEqual(['./AuthModals', './HeaderLogin']);
    for (const name of [
      'react',
      'jotai',
      'i18next',
      'react-i18next',
      '@platform/shared-ui',
      '@platform/shared-contracts/client',
    ])
      expect(contract.shared[name], name).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('is read from the built host when it is there', () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'host-'));
    try {
      const built = { propsVersion: 9, shared: { react: '1.0.0' }, modules: {} };
      writeFileSync(join(siteDir, 'host-contract.json'), JSON.stringify(built));
      expect(readHostContract({ siteDir, repoRoot: REPO_ROOT })).toEqual(built);
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
