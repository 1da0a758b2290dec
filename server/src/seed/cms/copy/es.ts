import type { StoreCopy } from './types';

export const spanishCopy: StoreCopy = {
  defaultTitle: 'Spectrane, estándares de color',
  defaultDescription: 'Guías de color, juegos de muestras y muestrarios para diseñadores, imprentas y fabricantes que necesitan que cada color coincida.',
  defaultKeywords: 'guías de color, estándares de color, juegos de muestras, muestrarios, igualación de color',
  copyright: 'Spectrane. Todos los derechos reservados.',
  logoAlt: 'Spectrane, estándares de color',
  welcome: 'Bienvenido a Spectrane',
  europe: 'Europa',
  banner: {
    title: 'Banner superior',
    text: (amount) => `Envío gratuito en guías de color a partir de ${amount}.`,
    cta: 'Comprar ahora',
  },
  nav: {
    title: 'Navegación principal',
    colourGuides: 'Guías de color',
    chipSets: 'Juegos de muestras',
    articles: 'Artículos',
    events: 'Eventos',
    colourFinder: 'Buscador de colores',
  },
  footer: {
    title: 'Enlaces del pie de página',
    about: { title: 'Acerca de Spectrane', aboutUs: 'Quiénes somos', dealers: 'Distribuidores', careers: 'Empleo' },
    service: {
      title: 'Atención al cliente', contact: 'Contacto', shipping: 'Envíos', returns: 'Devoluciones', faq: 'Preguntas frecuentes',
    },
    legal: {
      title: 'Legal', privacy: 'Política de privacidad', terms: 'Términos y condiciones', imprint: 'Aviso legal',
      cookies: 'Configuración de cookies',
    },
  },
  slugs: {
    colourGuides: 'guias-de-color', chipSets: 'juegos-de-muestras', articles: 'articulos', about: 'acerca-de-spectrane',
    dealers: 'distribuidores-de-spectrane',
  },
  home: {
    title: 'Inicio',
    heading: 'Cada color, exactamente como debe ser',
    intro: 'Las guías de color y los juegos de muestras Spectrane dan a estudios, imprentas y fábricas un mismo lenguaje del color.',
    cta: 'Ver guías de color',
  },
  message: (country, store, link) =>
    `Su ubicación: ${country}. ${link(`Visite la tienda Spectrane «${store}»`)} para ver precios y envíos locales.`,
};
