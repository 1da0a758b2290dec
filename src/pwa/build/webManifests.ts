import fs from 'node:fs';
import path from 'node:path';
import { SITE } from '../../lib/config/site';
import { STORES, type Store } from '../../shared/store/stores';
import { manifestPath } from '../manifestLink';
import { BRAND_ORANGE, ICON_FILES, renderIcon } from './icons';
import type { Compiler } from 'webpack';

// Build time only (webpack.config.js loads it through tsx): one web app manifest per store view,
// /manifest/{store_code}.webmanifest, from the one store table and the store language's messages,
// plus the icons they name. The app links the current store's manifest (src/pwa/manifestLink.ts).

export const MANIFEST_MESSAGE_IDS = ['pwa.manifest.name', 'pwa.manifest.shortName', 'pwa.manifest.description'] as const;
export const BACKGROUND_COLOUR = '#ffffff';

export type Messages = Readonly<Record<string, string>>;

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

function message(messages: Messages, id: string, brandName: string): string {
  const text = messages[id];
  if (!text) throw new Error(`The web app manifest needs the message ${id}`);
  return text.replace(/\{brand\}/g, brandName);
}

/** The manifest of one store view: its home as start_url and scope, its language, the brand colours. */
export function storeManifest(store: Store, messages: Messages, brandName: string = SITE.brandName): WebManifest {
  const home = `${store.prefix}/`;
  return {
    id: home,
    name: message(messages, 'pwa.manifest.name', brandName),
    short_name: message(messages, 'pwa.manifest.shortName', brandName),
    description: message(messages, 'pwa.manifest.description', brandName),
    lang: store.htmlLang,
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: BRAND_ORANGE,
    background_color: BACKGROUND_COLOUR,
    icons: ICON_FILES.map((icon) => ({ src: `/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  };
}

const PLUGIN = 'WebManifestPlugin';

/** Emits the manifests and icons into the build, early enough for the service worker to precache them. */
export class WebManifestPlugin {
  private icons: Map<string, Buffer> | null = null;

  constructor(private readonly i18nDir: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        this.icons ??= new Map(ICON_FILES.map((icon) => [icon.file, renderIcon(icon)]));
        this.icons.forEach((png, file) => compilation.emitAsset(file, new sources.RawSource(png)));
        for (const store of STORES) {
          const file = path.join(this.i18nDir, `${store.locale}.json`);
          compilation.fileDependencies.add(file);
          const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
          const json = `${JSON.stringify(storeManifest(store, messages), null, 2)}\n`;
          compilation.emitAsset(manifestPath(store.code), new sources.RawSource(json));
        }
      });
    });
  }
}
