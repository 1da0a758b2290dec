import { L } from '../localized';
import type { ArticleCategoryDefinition } from './types';

export const articleCategories: ArticleCategoryDefinition[] = [
  {
    id: 1, key: 'colour-theory',
    name: L('Colour theory', 'Farbtheorie', 'Teoría del color', 'Théorie des couleurs', 'Teoria del colore', '色彩理論'),
    description: L('How colour works, and why it sometimes does not.', 'Wie Farbe funktioniert – und warum manchmal nicht.',
      'Cómo funciona el color y por qué a veces no.', 'Comment fonctionne la couleur, et pourquoi parfois non.',
      'Come funziona il colore, e perché a volte no.', '色彩如何運作，以及為何有時會出錯。'),
  },
  {
    id: 2, key: 'print-production',
    name: L('Print & production', 'Druck & Produktion', 'Impresión y producción', 'Impression et production', 'Stampa e produzione', '印刷及生產'),
    description: L('Practical advice for the press room and the factory floor.', 'Praxistipps für Drucksaal und Fertigung.',
      'Consejos prácticos para la sala de máquinas y la fábrica.', 'Conseils pratiques pour l’atelier et l’usine.',
      'Consigli pratici per la sala stampa e la fabbrica.', '印刷車間及工廠的實用建議。'),
  },
  {
    id: 3, key: 'inspiration',
    name: L('Inspiration', 'Inspiration', 'Inspiración', 'Inspiration', 'Ispirazione', '靈感'),
    description: L('Palettes, trends and projects from the Spectrane community.', 'Paletten, Trends und Projekte aus der Spectrane-Community.',
      'Paletas, tendencias y proyectos de la comunidad Spectrane.', 'Palettes, tendances et projets de la communauté Spectrane.',
      'Palette, tendenze e progetti della community Spectrane.', '來自 Spectrane 社群的色板、趨勢及項目。'),
  },
];
