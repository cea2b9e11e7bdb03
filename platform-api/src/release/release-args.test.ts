import { describe, expect, it } from 'vitest';
import { parseReleaseArgs } from './release-args';

describe('the release command line', () => {
  it('takes a remote by federation name or folder, with the defaults a squad member expects', () => {
    expect(parseReleaseArgs(['mfe_lottery'], {})).toEqual({
      remote: { name: 'mfe_lottery', folder: 'mfe-lottery' },
      version: null,
      apiUrl: 'http://127.0.0.1:8080',
      operator: null,
      reason: null,
    });
    expect(parseReleaseArgs(['mfe-auth'], { PORT: '9000' }).remote.name).toBe('mfe_auth');
    expect(parseReleaseArgs(['mfe-auth'], { PORT: '9000' }).apiUrl).toBe('http://127.0.0.1:9000');
  });

  it('reads the version, API, operator and reason, spaced or with =', () => {
    expect(
      parseReleaseArgs(
        [
          '--',
          'mfe_auth',
          '--version',
          '2.1.0-rc.1',
          '--api=https://api.example/',
          '--operator',
          'ann',
          '--reason=fix',
        ],
        { RELEASE_API_URL: 'http://ignored' },
      ),
    ).toEqual({
      remote: { name: 'mfe_auth', folder: 'mfe-auth' },
      version: '2.1.0-rc.1',
      apiUrl: 'https://api.example',
      operator: 'ann',
      reason: 'fix',
    });
  });

  it('says what is wrong with a command it cannot act on', () => {
    expect(() => parseReleaseArgs([], {})).toThrow('name exactly one remote');
    expect(() => parseReleaseArgs(['host-shell'], {})).toThrow('host-shell is not a remote');
    expect(() => parseReleaseArgs(['mfe_auth', 'mfe_lobby'], {})).toThrow('name exactly one remote');
    expect(() => parseReleaseArgs(['mfe_auth', '--version', 'v2'], {})).toThrow('must look like 1.2.3');
    expect(() => parseReleaseArgs(['mfe_auth', '--version'], {})).toThrow('--version needs a value');
    expect(() => parseReleaseArgs(['mfe_auth', '--force'], {})).toThrow('unknown option --force');
    expect(() => parseReleaseArgs(['mfe_auth', '--api', 'ftp://x'], {})).toThrow('not an http(s) address');
  });
});
