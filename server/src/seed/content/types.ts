import type { ArtSpec } from '../catalog/types';
import type { Localized } from '../localized';

export interface ArticleDefinition {
  id: number;
  category: string;
  publishedAt: string;
  author: string;
  art: ArtSpec;
  title: Localized;
  summary: Localized;
  paragraphs: Localized[];
}

export interface ArticleCategoryDefinition {
  id: number;
  key: string;
  name: Localized;
  description: Localized;
}
