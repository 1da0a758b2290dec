import { L, type Localized } from '../localized';

/** The discontinued notice; {name} is the replacement product in the store's language. */
export const discontinuedMessage: Localized = L(
  'This product has been discontinued. We recommend {name} instead.',
  'Dieses Produkt wird nicht mehr hergestellt. Wir empfehlen stattdessen {name}.',
  'Este producto se ha dejado de fabricar. Le recomendamos {name}.',
  'Ce produit n’est plus fabriqué. Nous vous recommandons {name}.',
  'Questo prodotto non è più in produzione. Ti consigliamo {name}.',
  '此產品已停產。我們建議您改選 {name}。',
);
