import { presentItems } from '../../../lib/graphql/present';
import type { GalleryImage, ImageData } from '../catalogTypes';

// Pure: the early script (src/boot/earlyRequests.ts) preloads the first of these for a product URL.

/** The images to show: the gallery by position without disabled ones, else the main image. */
export function galleryImages(gallery: readonly (GalleryImage | null)[] | null | undefined, image: ImageData | null | undefined): ImageData[] {
  const list = presentItems(gallery).filter((item) => item.url && !item.disabled).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  if (list.length > 0) return list;
  return image?.url ? [image] : [];
}
