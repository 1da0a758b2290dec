import { inflateSync } from 'node:zlib';
import deDE from '../../../i18n/de_DE.json';
import enUS from '../../../i18n/en_US.json';
import zhHK from '../../../i18n/zh_HK.json';
import { ICON_FILES, iconShapes, rasterise, renderIcon } from '../../../src/pwa/build/icons';
import { MANIFEST_MESSAGE_IDS, storeManifest } from '../../../src/pwa/build/webManifests';
import { STORES, storeByCode } from '../../../src/shared/store/stores';

const store = (code: string) => {
  const found = storeByCode(code);
  if (!found) throw new Error(code);
  return found;
};

describe('web app manifests (build time)', () => {
  it("start at the store's home, in its language, standalone, with the brand colours", () => {
    expect(storeManifest(store('na_us'), enUS, 'Spectrane')).toMatchObject({
      name: 'Spectrane Store',
      short_name: 'Spectrane',
      start_url: '/',
      scope: '/',
      lang: 'en-us',
      display: 'standalone',
      theme_color: '#e8590c',
    });
    const german = storeManifest(store('de_de'), deDE, 'Spectrane');
    expect(german).toMatchObject({ start_url: '/eu/de/', scope: '/eu/de/', lang: 'de-de', name: 'Spectrane Shop' });
    expect(german.description).toContain('Farbstandards');
    expect(storeManifest(store('hk_tc'), zhHK, 'Spectrane')).toMatchObject({ start_url: '/hk/tc/', lang: 'zh-hk' });
  });

  it('name 192 and 512 icons, each as any and as maskable', () => {
    const { icons } = storeManifest(store('uk_en'), enUS, 'Spectrane');
    expect(icons.map((icon) => `${icon.src} ${icon.sizes} ${icon.purpose}`)).toEqual([
      '/icons/icon-192.png 192x192 any',
      '/icons/icon-maskable-192.png 192x192 maskable',
      '/icons/icon-512.png 512x512 any',
      '/icons/icon-maskable-512.png 512x512 maskable',
    ]);
  });

  it('every store language has the manifest texts', async () => {
    for (const locale of new Set(STORES.map((s) => s.locale))) {
      const messages = (await import(`../../../i18n/${locale}.json`)) as { default: Record<string, string> };
      for (const id of MANIFEST_MESSAGE_IDS) expect(messages.default[id], `${locale} ${id}`).toBeTruthy();
    }
  });

  it('a missing text fails the build rather than shipping an empty name', () => {
    expect(() => storeManifest(store('na_us'), {}, 'Spectrane')).toThrow(/pwa.manifest.name/);
  });
});

describe('app icons (real PNG files)', () => {
  it('are PNGs of the announced size', () => {
    const icon = ICON_FILES.find((file) => file.size === 192 && file.purpose === 'any');
    if (!icon) throw new Error('no 192 icon');
    const png = renderIcon(icon);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([192, 192]);
    const idat = png.indexOf('IDAT');
    const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect(rows).toHaveLength(192 * (192 * 4 + 1));
  });

  it('maskable icons are full bleed (no transparent corner); the others have rounded corners', () => {
    const size = 32;
    const maskable = rasterise(iconShapes('maskable'), size);
    const any = rasterise(iconShapes('any'), size);
    expect(maskable[3]).toBe(255);
    expect(any[3]).toBe(0);
    // Brand orange in the middle of the top edge.
    const top = (size / 2) * 4;
    expect(Array.from(maskable.subarray(top, top + 4))).toEqual([0xe8, 0x59, 0x0c, 255]);
  });
});
