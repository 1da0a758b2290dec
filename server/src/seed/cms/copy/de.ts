import type { StoreCopy } from './types';

export const germanCopy: StoreCopy = {
  defaultTitle: 'Spectrane Farbstandards',
  defaultDescription: 'Farbfächer, Farbmuster-Sets und Musterbücher für Gestalter, Druckereien und Hersteller, bei denen jede Farbe stimmen muss.',
  defaultKeywords: 'Farbfächer, Farbstandards, Farbmuster, Musterbücher, Farbabstimmung',
  copyright: 'Spectrane. Alle Rechte vorbehalten.',
  logoAlt: 'Spectrane Farbstandards',
  welcome: 'Willkommen bei Spectrane',
  europe: 'Europa',
  banner: {
    title: 'Pencil-Banner im Kopfbereich',
    text: (amount) => `Kostenloser Versand für Farbfächer ab ${amount}.`,
    cta: 'Jetzt einkaufen',
  },
  nav: {
    title: 'Hauptnavigation',
    colourGuides: 'Farbfächer',
    chipSets: 'Farbmuster-Sets',
    articles: 'Artikel',
    events: 'Veranstaltungen',
    colourFinder: 'Farbfinder',
  },
  footer: {
    title: 'Fußzeilen-Links',
    about: { title: 'Über Spectrane', aboutUs: 'Über uns', dealers: 'Händler finden', careers: 'Karriere' },
    service: { title: 'Kundenservice', contact: 'Kontakt', shipping: 'Versand', returns: 'Rücksendungen', faq: 'Häufige Fragen' },
    legal: { title: 'Rechtliches', privacy: 'Datenschutz', terms: 'AGB', imprint: 'Impressum', cookies: 'Cookie-Einstellungen' },
  },
  slugs: {
    colourGuides: 'farbfaecher', chipSets: 'farbmuster-sets', articles: 'artikel', about: 'uber-spectrane',
    dealers: 'spectrane-handler',
  },
  home: {
    title: 'Startseite',
    heading: 'Jede Farbe, genau richtig',
    intro: 'Mit Farbfächern und Farbmuster-Sets von Spectrane sprechen Studios, Druckereien und Werke dieselbe Farbsprache.',
    cta: 'Farbfächer ansehen',
  },
  message: (country, store, link) =>
    `Ihr Standort: ${country}. ${link(`Wechseln Sie zum Spectrane-Shop „${store}“`)} – mit lokalen Preisen und Lieferung.`,
};
