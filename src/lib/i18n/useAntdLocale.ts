import { useEffect, useState } from 'react';
import { hasAntdLocale, loadAntdLocale } from './antdLocale';
import type { Locale } from 'antd/es/locale';

/** The antd locale for a key, loaded lazily; undefined (antd's en_US) until it arrives. */
export function useAntdLocale(key: string): Locale | undefined {
  const [loaded, setLoaded] = useState<{ key: string; locale: Locale | undefined }>();
  useEffect(() => {
    if (!hasAntdLocale(key)) return undefined;
    let current = true;
    loadAntdLocale(key).then(
      (locale) => {
        if (current) setLoaded({ key, locale });
      },
      (error: unknown) => console.warn(`[i18n] antd locale ${key} failed to load`, error),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return loaded?.key === key ? loaded.locale : undefined;
}
