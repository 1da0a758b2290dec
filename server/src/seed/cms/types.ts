/** The CMS pages beyond home, by role; identifiers come from pages.ts (about and dealers are localised). */
export type PageKey = 'about' | 'dealers' | 'contact' | 'shipping' | 'returns' | 'faq' | 'privacy-policy'
  | 'terms-and-conditions' | 'imprint' | 'cookie-settings' | 'careers' | 'no-route';

export interface PageCopy {
  title: string;
  heading: string;
  /**
   * Plain-text paragraphs with links written `{link:target|text}`: target '' (home), '@category:key',
   * '@product:SKU' or '@page:key', resolved per store to a root-relative URL with the store prefix.
   */
  paragraphs: string[];
}

export type PagesCopy = Record<PageKey, PageCopy>;
