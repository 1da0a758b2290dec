import deDE from '../../../i18n/de_DE.json';
import enGB from '../../../i18n/en_GB.json';
import enUS from '../../../i18n/en_US.json';
import esES from '../../../i18n/es_ES.json';
import frFR from '../../../i18n/fr_FR.json';
import itIT from '../../../i18n/it_IT.json';
import zhHK from '../../../i18n/zh_HK.json';

// The loading text has to show before the translations arrive, so it ships with the entry chunk.
// Only these literal property reads are bundled: webpack drops the other keys of the JSON files.
const FETCH_TEXT: Readonly<Record<string, string>> = {
  en_US: enUS['global.fetch'],
  en_GB: enGB['global.fetch'],
  de_DE: deDE['global.fetch'],
  es_ES: esES['global.fetch'],
  fr_FR: frFR['global.fetch'],
  it_IT: itIT['global.fetch'],
  zh_HK: zhHK['global.fetch'],
};

/** The global.fetch text of a locale, before its messages are loaded. */
export function bootFetchText(locale: string): string {
  return FETCH_TEXT[locale] ?? enUS['global.fetch'];
}
