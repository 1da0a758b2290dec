import { useState } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { Magnifier } from './Magnifier';
import type { ImageData } from '../catalogTypes';

const SIZE = 800;

/** The product's images: the current one under the magnifier, thumbnails to switch between them. */
export function Gallery({ images, name }: { images: ImageData[]; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current?.url) return <div className="gallery gallery--empty" />;
  return (
    <div className="gallery">
      <Magnifier src={current.url} alt={current.label || name} width={current.width ?? SIZE} height={current.height ?? SIZE} />
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('catalog.gallery.thumbnails')}>
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button type="button" className="gallery__thumb" aria-pressed={i === index} onClick={() => setIndex(i)}>
                <img src={image.url ?? ''} alt="" width={image.width ?? SIZE} height={image.height ?? SIZE} loading="lazy" />
                <span className="visually-hidden">{t('catalog.gallery.show', { index: i + 1, count: images.length })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
