import type { StoreCopy } from './types';

/** English copy; `spelling` picks US (en_US stores) or British (en_GB stores) forms of "colour". */
export const englishCopy = (spelling: 'us' | 'gb'): StoreCopy => {
  const colour = spelling === 'us' ? 'color' : 'colour';
  const Colour = spelling === 'us' ? 'Color' : 'Colour';
  return {
    defaultTitle: `Spectrane ${Colour} Standards`,
    defaultDescription: `${Colour} guides, chip sets and swatch books for designers, printers and manufacturers who need every ${colour} to match.`,
    defaultKeywords: `${colour} guides, ${colour} standards, chip sets, swatch books, ${colour} matching`,
    copyright: 'Spectrane. All rights reserved.',
    logoAlt: `Spectrane ${colour} standards`,
    welcome: 'Welcome to Spectrane',
    europe: 'Europe',
    banner: {
      title: 'Header pencil banner',
      text: (amount) => `Free shipping on ${colour} guides over ${amount}.`,
      cta: 'Shop now',
    },
    nav: {
      title: 'Home navigation',
      colourGuides: `${Colour} guides`,
      chipSets: 'Chip sets',
      articles: 'Articles',
      events: 'Events',
      colourFinder: `${Colour} finder`,
    },
    footer: {
      title: 'Footer links',
      about: { title: 'About Spectrane', aboutUs: 'About us', dealers: 'Find a dealer', careers: 'Careers' },
      service: { title: 'Customer service', contact: 'Contact us', shipping: 'Shipping', returns: 'Returns', faq: 'FAQ' },
      legal: {
        title: 'Legal', privacy: 'Privacy policy', terms: 'Terms and conditions', imprint: 'Company information',
        cookies: 'Cookie settings',
      },
    },
    slugs: {
      colourGuides: `${colour}-guides`, chipSets: 'chip-sets', articles: 'articles', about: 'about-spectrane',
      dealers: 'spectrane-dealers',
    },
    home: {
      title: 'Home',
      heading: `Every ${colour}, exactly right`,
      intro: `Spectrane ${colour} guides and chip sets give studios, print shops and factories one shared language for ${colour}.`,
      cta: `Browse ${colour} guides`,
    },
    message: (country, store, link) =>
      `Your location: ${country}. ${link(`Visit the Spectrane ${store} store`)} for local prices and delivery.`,
  };
};
