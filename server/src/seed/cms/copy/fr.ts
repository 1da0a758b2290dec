import type { StoreCopy } from './types';

export const frenchCopy: StoreCopy = {
  defaultTitle: 'Spectrane, standards de couleur',
  defaultDescription: 'Nuanciers, jeux d’échantillons et livres de teintes pour les designers, imprimeurs et fabricants qui veulent des couleurs justes.',
  defaultKeywords: 'nuanciers, standards de couleur, échantillons de couleur, livres de teintes, correspondance des couleurs',
  copyright: 'Spectrane. Tous droits réservés.',
  logoAlt: 'Spectrane, standards de couleur',
  welcome: 'Bienvenue chez Spectrane',
  europe: 'Europe',
  banner: {
    title: 'Bandeau d’en-tête',
    text: (amount) => `Livraison offerte sur les nuanciers dès ${amount}.`,
    cta: 'Découvrir',
  },
  nav: {
    title: 'Navigation principale',
    colourGuides: 'Nuanciers',
    chipSets: 'Jeux d’échantillons',
    articles: 'Articles',
    events: 'Événements',
    colourFinder: 'Recherche de couleurs',
  },
  footer: {
    title: 'Liens du pied de page',
    about: { title: 'À propos de Spectrane', aboutUs: 'Qui sommes-nous', dealers: 'Distributeurs', careers: 'Carrières' },
    service: { title: 'Service client', contact: 'Nous contacter', shipping: 'Livraison', returns: 'Retours', faq: 'FAQ' },
    legal: {
      title: 'Informations légales', privacy: 'Politique de confidentialité', terms: 'Conditions générales de vente',
      imprint: 'Mentions légales', cookies: 'Paramètres des cookies',
    },
  },
  slugs: {
    colourGuides: 'nuanciers', chipSets: 'jeux-d-echantillons', articles: 'articles', about: 'a-propos-de-spectrane',
    dealers: 'distributeurs-spectrane',
  },
  home: {
    title: 'Accueil',
    heading: 'Chaque couleur, parfaitement juste',
    intro: 'Les nuanciers et jeux d’échantillons Spectrane donnent aux studios, imprimeurs et usines un même langage de la couleur.',
    cta: 'Voir les nuanciers',
  },
  message: (country, store, link) =>
    `Votre localisation : ${country}. ${link(`Accédez à la boutique Spectrane « ${store} »`)} pour des prix et une livraison locaux.`,
};
