import type { Locale } from 'antd/es/locale';

type Loader = () => Promise<{ default: Locale }>;

// One static import() per locale so webpack emits one small chunk each and a page loads only its own.
// en_US is antd's built-in default and needs no chunk.
const LOADERS: Readonly<Record<string, Loader>> = {
  en_GB: () => import('antd/es/locale/en_GB'),
  de_DE: () => import('antd/es/locale/de_DE'),
  es_ES: () => import('antd/es/locale/es_ES'),
  fr_FR: () => import('antd/es/locale/fr_FR'),
  it_IT: () => import('antd/es/locale/it_IT'),
  zh_HK: () => import('antd/es/locale/zh_HK'),
};

/** Whether a key needs a locale chunk (false for en_US, antd's default, and unknown keys). */
export function hasAntdLocale(key: string): boolean {
  return key in LOADERS;
}

/** The antd locale for a key such as de_DE; undefined means antd's default (en_US). */
export async function loadAntdLocale(key: string): Promise<Locale | undefined> {
  const loader = LOADERS[key];
  if (!loader) return undefined;
  return (await loader()).default;
}
