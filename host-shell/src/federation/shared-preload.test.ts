import { describe, expect, it } from 'vitest';
import { ownSharedFiles, preloadFiles } from './shared-preload';

const manifestUrl = 'https://site.example/remotes/mfe-lobby/1.2.0/mf-manifest.json';
const shared = (name: string, js: string[], css: string[] = []) => ({
  name,
  assets: { js: { sync: js }, css: { sync: css } },
});

describe('a remote’s own shared files', () => {
  it('are the files of the packages no copy in the share scope provides, beside the manifest, each once', () => {
    const manifest = {
      shared: [
        shared('react', ['948.js']),
        shared('@tanstack/react-query', ['465.js', '567.js', '600.js'], ['q.css']),
        shared('@tanstack/query-core', ['600.js']),
      ],
    };
    const files = ownSharedFiles(manifest, manifestUrl, (name) => name === 'react');
    expect(files).toEqual([
      { href: 'https://site.example/remotes/mfe-lobby/1.2.0/465.js', as: 'script' },
      { href: 'https://site.example/remotes/mfe-lobby/1.2.0/567.js', as: 'script' },
      { href: 'https://site.example/remotes/mfe-lobby/1.2.0/600.js', as: 'script' },
      { href: 'https://site.example/remotes/mfe-lobby/1.2.0/q.css', as: 'style' },
    ]);
  });

  it('are none when the scope already has every package, or the manifest lists none', () => {
    expect(ownSharedFiles({ shared: [shared('react', ['948.js'])] }, manifestUrl, () => true)).toEqual([]);
    expect(ownSharedFiles({}, manifestUrl, () => false)).toEqual([]);
  });
});

describe('asking for files the page will need', () => {
  it('adds one preload link per file, by its absolute address, however often it is asked', () => {
    const files = [
      { href: '/remotes/mfe-lobby/1.2.0/600.js', as: 'script' as const },
      { href: '/remotes/mfe-lobby/1.2.0/home.css', as: 'style' as const },
    ];
    preloadFiles(files);
    preloadFiles(files);
    const links = [...document.head.querySelectorAll('link[rel=preload]')] as HTMLLinkElement[];
    expect(links.map((link) => [link.getAttribute('href'), link.as])).toEqual([
      [`${window.location.origin}/remotes/mfe-lobby/1.2.0/600.js`, 'script'],
      [`${window.location.origin}/remotes/mfe-lobby/1.2.0/home.css`, 'style'],
    ]);
  });
});
