import type { StoreRecord } from '../../../repositories/store/stores';

type Label = 'position' | 'name' | 'price' | 'relevance' | 'category';

// Magento's frontend labels of the sort attributes and layered-navigation groups, per store language.
const labels: Record<string, Record<Label, string>> = {
  en: { position: 'Position', name: 'Product Name', price: 'Price', relevance: 'Relevance', category: 'Category' },
  de: { position: 'Position', name: 'Produktname', price: 'Preis', relevance: 'Relevanz', category: 'Kategorie' },
  es: { position: 'Posición', name: 'Nombre del producto', price: 'Precio', relevance: 'Relevancia', category: 'Categoría' },
  fr: { position: 'Position', name: 'Nom du produit', price: 'Prix', relevance: 'Pertinence', category: 'Catégorie' },
  it: { position: 'Posizione', name: 'Nome prodotto', price: 'Prezzo', relevance: 'Rilevanza', category: 'Categoria' },
  zh: { position: '排序', name: '產品名稱', price: '價格', relevance: '相關度', category: '類別' },
};

export const catalogLabel = (store: StoreRecord, label: Label): string =>
  (labels[store.settings.locale.slice(0, 2)] ?? labels.en)?.[label] ?? label;
