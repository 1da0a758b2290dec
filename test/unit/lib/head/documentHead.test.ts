import { DEFAULT_FAVICON, applyFavicon, applyHead, faviconUrl, syncStoreHeadTags } from '../../../../src/lib/head/documentHead';
import type { HeadTag } from '../../../../src/lib/head/headTags';

const ORIGIN = 'http://shop.example';
const head = () => document.head;

beforeEach(() => {
  document.head.innerHTML =
    '<meta charset="utf-8"><meta name="robots" content="INDEX,FOLLOW"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Spectrane</title>';
});

describe('applyHead', () => {
  it('sets title, description, keywords, robots and favicon, updating the tags of index.html in place', () => {
    applyHead(document, { title: 'Spectrane | Home', description: 'Colour guides', keywords: 'colour, guides' });
    applyFavicon(document, 'https://cdn.example/f/icon.png');
    applyHead(document, { title: 'Spectrane | Cart', description: 'Colour guides', keywords: 'colour, guides' });
    applyFavicon(document, 'https://cdn.example/f/icon.png');
    expect(document.title).toBe('Spectrane | Cart');
    expect(head().querySelectorAll('title')).toHaveLength(1);
    expect(head().querySelector('meta[name="description"]')).toHaveAttribute('content', 'Colour guides');
    expect(head().querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'colour, guides');
    const robots = head().querySelectorAll('meta[name="robots"]');
    expect(robots).toHaveLength(1);
    expect(robots[0]).toHaveAttribute('content', 'INDEX,FOLLOW');
    const icons = head().querySelectorAll('link[rel="icon"]');
    expect(icons).toHaveLength(1);
    expect(icons[0]).toHaveAttribute('href', 'https://cdn.example/f/icon.png');
    expect(icons[0]).toHaveAttribute('type', 'image/png');
  });

  it('removes description and keywords the store does not set, and drops an unknown icon type', () => {
    applyHead(document, { title: 't', description: 'd', keywords: 'k' });
    applyFavicon(document, '/favicon.svg');
    applyHead(document, { title: 't', description: null, keywords: '' });
    applyFavicon(document, 'https://cdn.example/icon');
    expect(head().querySelector('meta[name="description"]')).toBeNull();
    expect(head().querySelector('meta[name="keywords"]')).toBeNull();
    expect(head().querySelector('link[rel="icon"]')).not.toHaveAttribute('type');
  });
});

describe('faviconUrl', () => {
  const media = 'https://shop.example/media/';

  it('uses an absolute shortcut_icon as it is', () => {
    expect(faviconUrl({ shortcut_icon: 'http://127.0.0.1:9/media/favicon/default/s.svg' }, ORIGIN)).toBe('http://127.0.0.1:9/media/favicon/default/s.svg');
  });

  it('finds a relative shortcut_icon, else head_shortcut_icon, under the media favicon folder', () => {
    expect(faviconUrl({ shortcut_icon: 'stores/2/f.png', secure_base_media_url: media }, ORIGIN)).toBe('https://shop.example/media/favicon/stores/2/f.png');
    expect(faviconUrl({ shortcut_icon: null, head_shortcut_icon: 'default/f.ico', secure_base_media_url: 'https://shop.example/media' }, ORIGIN)).toBe(
      'https://shop.example/media/favicon/default/f.ico',
    );
    expect(faviconUrl({ head_shortcut_icon: 'f.ico' }, ORIGIN)).toBe('http://shop.example/media/favicon/f.ico');
  });

  it('falls back to the default icon, and never takes a javascript: or data: URL', () => {
    expect(faviconUrl({}, ORIGIN)).toBe(DEFAULT_FAVICON);
    expect(faviconUrl({ shortcut_icon: '  ', head_shortcut_icon: null }, ORIGIN)).toBe(DEFAULT_FAVICON);
    expect(faviconUrl({ shortcut_icon: 'javascript:alert(1)' }, ORIGIN)).toBe(DEFAULT_FAVICON);
    expect(faviconUrl({ shortcut_icon: 'data:image/svg+xml,<svg onload=alert(1)>', head_shortcut_icon: 'x.ico', secure_base_media_url: media }, ORIGIN)).toBe(
      'https://shop.example/media/favicon/x.ico',
    );
  });
});

describe('syncStoreHeadTags', () => {
  const ld: HeadTag = { kind: 'ld+json', json: '{"@type":"Organization"}' };
  const meta: HeadTag = { kind: 'meta', attributes: { name: 'theme-color', content: '#e8590c' } };
  const managed = () => Array.from(head().querySelectorAll('[data-store-head]'));

  it('adds the tags, keeps unchanged ones in place, and removes them all (e.g. on /checkout)', () => {
    syncStoreHeadTags(document, [ld, meta]);
    const [first] = managed();
    expect(managed().map((e) => e.outerHTML)).toEqual([
      '<script type="application/ld+json" data-store-head="">{"@type":"Organization"}</script>',
      '<meta name="theme-color" content="#e8590c" data-store-head="">',
    ]);
    syncStoreHeadTags(document, [ld, meta]);
    expect(managed()).toHaveLength(2);
    expect(managed()[0]).toBe(first);
    syncStoreHeadTags(document, []);
    expect(managed()).toEqual([]);
    expect(head().querySelector('meta[name="robots"]')).not.toBeNull();
    syncStoreHeadTags(document, [meta]);
    expect(managed().map((e) => e.getAttribute('name'))).toEqual(['theme-color']);
  });

  it('inserts an external script once per document: leaving /checkout does not run it again', () => {
    const script: HeadTag = { kind: 'script', src: 'https://cdn.example/once.js', async: true, defer: false };
    syncStoreHeadTags(document, [script]);
    expect(head().querySelectorAll('script[src="https://cdn.example/once.js"]')).toHaveLength(1);
    syncStoreHeadTags(document, []);
    expect(head().querySelectorAll('script[src]')).toHaveLength(0);
    syncStoreHeadTags(document, [script]);
    expect(head().querySelectorAll('script[src]')).toHaveLength(0);
  });
});
