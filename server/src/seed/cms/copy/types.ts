/** Everything a store's CMS content and texts say, in one language. HTML is assembled in ../blocks.ts. */
export interface StoreCopy {
  defaultTitle: string;
  defaultDescription: string;
  defaultKeywords: string;
  /** Without the © year prefix, which blocks.ts adds. */
  copyright: string;
  logoAlt: string;
  welcome: string;
  /** The region name used when the target of a store message is the pan-European store. */
  europe: string;
  banner: { title: string; text: (amount: string) => string; cta: string };
  nav: {
    title: string;
    colourGuides: string;
    chipSets: string;
    articles: string;
    events: string;
    colourFinder: string;
  };
  footer: {
    title: string;
    about: { title: string; aboutUs: string; dealers: string; careers: string };
    service: { title: string; contact: string; shipping: string; returns: string; faq: string };
    legal: { title: string; privacy: string; terms: string; imprint: string; cookies: string };
  };
  /** URL path segments in this language (spec §2.2 fixes articles, about and dealers). */
  slugs: { colourGuides: string; chipSets: string; articles: string; about: string; dealers: string };
  home: { title: string; heading: string; intro: string; cta: string };
  message: (visitorCountry: string, targetStore: string, link: (text: string) => string) => string;
}
