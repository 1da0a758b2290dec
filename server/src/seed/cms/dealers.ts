/** Fictional authorised dealers per website, for the dealers page. */
export const dealersByWebsite: Record<string, Array<[name: string, city: string]>> = {
  base: [['Prism Supply Co.', 'New York, NY'], ['Lakeside Print Materials', 'Chicago, IL'], ['Golden Gate Color House', 'San Francisco, CA']],
  eu: [['Farbhaus Mitte GmbH', 'Berlin'], ['Color y Papel S.L.', 'Madrid'], ['Atelier Nuances', 'Lyon'], ['Tinte & Carta S.r.l.', 'Milano'], ['Kleur Centrum B.V.', 'Amsterdam']],
  uk: [['Thames Colour Supplies', 'London'], ['Northern Print Works', 'Manchester'], ['Forth Graphics', 'Edinburgh']],
  hk: [['Harbour Colour Trading Ltd.', 'Kwun Tong, Hong Kong'], ['Pearl Print Supplies', 'Wan Chai, Hong Kong']],
};
