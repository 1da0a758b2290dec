import type { PagesCopy } from './types';

export const frenchPages: PagesCopy = {
  about: {
    title: 'À propos de Spectrane', heading: 'Un langage commun pour la couleur',
    paragraphs: [
      'Spectrane imprime des références couleur depuis 1974. Designers, imprimeurs, teinturiers et usines utilisent nos guides pour que la couleur choisie au studio soit celle qui sort de la machine.',
      'Chaque guide est imprimé sous lumière contrôlée et vérifié sur nos étalons. Découvrez les {link:@category:colour-guides|nuanciers} ou {link:@page:dealers|trouvez un distributeur près de chez vous}.',
    ],
  },
  dealers: {
    title: 'Distributeurs Spectrane', heading: 'Achetez Spectrane chez un distributeur proche',
    paragraphs: [
      'Nos distributeurs agréés proposent toute la gamme de nuanciers, d’échantillons et de cabines de lumière, et vous la présentent en personne.',
      'Tous les distributeurs ci-dessous sont formés par l’équipe couleur Spectrane.',
    ],
  },
  contact: {
    title: 'Service client', heading: 'Comment pouvons-nous vous aider ?',
    paragraphs: [
      'Notre service client répond sous un jour ouvré. Écrivez à service@spectrane.example ou appelez-nous du lundi au vendredi, de 9 h à 17 h.',
      'Une question sur une commande ? Munissez-vous de votre numéro de commande. Besoin de conseils ? Réservez une {link:@product:SSV-CONSULT|consultation couleur}.',
    ],
  },
  shipping: {
    title: 'Livraison', heading: 'Expédition et livraison',
    paragraphs: [
      'Les commandes passées avant 14 h un jour ouvré quittent notre entrepôt le jour même. La livraison standard prend deux à quatre jours ouvrés.',
      'Les nuanciers voyagent dans un emballage opaque, car la lumière ternit les encres.',
    ],
  },
  returns: {
    title: 'Retours', heading: 'Retours et remboursements',
    paragraphs: [
      'Vous pouvez retourner les nuanciers non ouverts sous 30 jours pour un remboursement intégral. Les références sur mesure et les téléchargements ouverts ne sont pas repris.',
      'Lancez le retour depuis votre compte ou contactez le service client.',
    ],
  },
  faq: {
    title: 'FAQ', heading: 'Questions fréquentes',
    paragraphs: [
      'À quelle fréquence remplacer mon nuancier ? Les encres vieillissent : en usage quotidien, nous conseillons un nouveau guide tous les 12 à 18 mois.',
      'Quelle différence entre couché et non couché ? Le papier couché garde l’encre en surface et paraît plus éclatant ; le non couché l’absorbe et paraît plus doux.',
    ],
  },
  'privacy-policy': {
    title: 'Politique de confidentialité', heading: 'Politique de confidentialité',
    paragraphs: [
      'Nous traitons vos données personnelles uniquement pour gérer votre compte, livrer vos commandes et, avec votre accord, vous envoyer notre newsletter.',
      'Vous pouvez à tout moment savoir quelles données nous détenons et les faire corriger ou supprimer.',
    ],
  },
  'terms-and-conditions': {
    title: 'Conditions générales', heading: 'Conditions générales de vente',
    paragraphs: [
      'Ces conditions s’appliquent à toute commande passée sur la boutique en ligne Spectrane. Les prix incluent les taxes indiquées lors du paiement.',
      'Le contrat est conclu lorsque nous confirmons l’expédition de votre commande.',
    ],
  },
  imprint: {
    title: 'Mentions légales', heading: 'Mentions légales',
    paragraphs: ['Spectrane Colour Standards Ltd., 12 Prism Lane, Colourton. Société immatriculée 0451 2210. Contact : service@spectrane.example.'],
  },
  'cookie-settings': {
    title: 'Paramètres des cookies', heading: 'Paramètres des cookies',
    paragraphs: [
      'Nous utilisons des cookies nécessaires au panier et à la connexion. Les cookies d’analyse ne sont déposés qu’avec votre accord.',
      'Vous pouvez modifier votre choix à tout moment sur cette page.',
    ],
  },
  careers: {
    title: 'Carrières', heading: 'Travailler avec la couleur',
    paragraphs: ['Nous recherchons des techniciens couleur, des imprimeurs et des développeurs. Envoyez votre candidature à jobs@spectrane.example.'],
  },
  'no-route': {
    title: '404 Page introuvable', heading: 'Oups, une erreur s’est produite…',
    paragraphs: ['La page demandée est introuvable. Retournez à l’{link:|accueil} ou parcourez nos {link:@category:colour-guides|nuanciers}.'],
  },
};
