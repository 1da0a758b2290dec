import type { StoreCopy } from './types';

export const italianCopy: StoreCopy = {
  defaultTitle: 'Spectrane, standard cromatici',
  defaultDescription: 'Mazzette colori, set di campioni e campionari per designer, tipografie e produttori che vogliono colori sempre coerenti.',
  defaultKeywords: 'mazzette colori, standard cromatici, set di campioni, campionari, corrispondenza dei colori',
  copyright: 'Spectrane. Tutti i diritti riservati.',
  logoAlt: 'Spectrane, standard cromatici',
  welcome: 'Benvenuto in Spectrane',
  europe: 'Europa',
  banner: {
    title: 'Banner di intestazione',
    text: (amount) => `Spedizione gratuita sulle mazzette colori a partire da ${amount}.`,
    cta: 'Acquista ora',
  },
  nav: {
    title: 'Navigazione principale',
    colourGuides: 'Mazzette colori',
    chipSets: 'Set di campioni',
    articles: 'Articoli',
    events: 'Eventi',
    colourFinder: 'Trova colori',
  },
  footer: {
    title: 'Link del piè di pagina',
    about: { title: 'Informazioni su Spectrane', aboutUs: 'Chi siamo', dealers: 'Rivenditori', careers: 'Lavora con noi' },
    service: { title: 'Servizio clienti', contact: 'Contatti', shipping: 'Spedizioni', returns: 'Resi', faq: 'Domande frequenti' },
    legal: {
      title: 'Note legali', privacy: 'Informativa sulla privacy', terms: 'Termini e condizioni', imprint: 'Dati societari',
      cookies: 'Impostazioni dei cookie',
    },
  },
  slugs: {
    colourGuides: 'mazzette-colori', chipSets: 'set-di-campioni', articles: 'articoli', about: 'informazioni-su-spectrane',
    dealers: 'rivenditore-spectrane',
  },
  home: {
    title: 'Home',
    heading: 'Ogni colore, esattamente giusto',
    intro: 'Le mazzette colori e i set di campioni Spectrane offrono a studi, tipografie e stabilimenti un unico linguaggio del colore.',
    cta: 'Scopri le mazzette colori',
  },
  message: (country, store, link) =>
    `La tua posizione: ${country}. ${link(`Visita il negozio Spectrane «${store}»`)} per prezzi e consegne locali.`,
};
