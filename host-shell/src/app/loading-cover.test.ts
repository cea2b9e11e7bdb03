import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { local, STORAGE, session } from '../platform/storage-keys';

const PAGE = readFileSync(join(__dirname, '../../index.html'), 'utf8');

/**
 * The page's body as the server sends the home page, with the lead banner it drew for English in DEMOKH, and
 * index.html's own check of it run as the browser runs it.
 */
function loadHomePage() {
  const body = /<body>([\s\S]*)<\/body>/.exec(PAGE)?.[1] ?? '';
  document.body.innerHTML = body.replace(
    '<template id="lead-image"></template>',
    '<img src="/media/banners/welcome-en.svg" alt="Play in a minute" data-language="EN" data-merchant="DEMOKH">',
  );
  for (const script of /<script>([\s\S]*?)<\/script>/.exec(body)?.slice(1) ?? []) new Function(script)();
  return document.querySelector('#loading-cover img');
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe("the loading cover's lead banner (decision 147)", () => {
  it('stays for a first visit, and for a player whose choices match what the server drew for', () => {
    expect(loadHomePage()).not.toBeNull();
    local.set(STORAGE.language, 'EN');
    session.set(STORAGE.merchantCode, 'DEMOKH');
    expect(loadHomePage()).not.toBeNull();
  });

  it('goes for a player who chose another language before', () => {
    local.set(STORAGE.language, 'CN');
    expect(loadHomePage()).toBeNull();
  });

  it('goes for a player of another region', () => {
    local.set(STORAGE.merchantCode, 'DEMOTH');
    expect(loadHomePage()).toBeNull();
    localStorage.clear();
    session.set(STORAGE.merchantCode, 'DEMOTH');
    expect(loadHomePage()).toBeNull();
  });
});
