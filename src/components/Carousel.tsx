import './Carousel.css';
import { Children, type CSSProperties, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../lib/i18n/useT';

// A small carousel on CSS scroll-snap: the browser does the swiping, the buttons page by the
// visible width. No slider library: it would cost more than everything here together.

export type CarouselPreset = 'featured' | 'product' | 'cart' | 'success';

interface SlideCounts {
  /** Slides in view above every breakpoint (may be fractional: 4.2 shows a peek of the next). */
  slides: number;
  /** [max viewport width in px, slides in view] */
  responsive: ReadonlyArray<readonly [number, number]>;
}

// Spec §9: featured 4.2 (3, 2, 1 at 1024, 640, 480); product 4; cart 3; success 4. The spec gives
// breakpoints only for featured; the others follow them, capped at their own count, so that a
// phone never shows four cards side by side.
const BREAKPOINTS: ReadonlyArray<readonly [number, number]> = [[1024, 3], [640, 2], [480, 1]];
const capped = (slides: number) => BREAKPOINTS.map(([width, count]) => [width, Math.min(slides, count)] as const);

export const CAROUSEL_PRESETS: Readonly<Record<CarouselPreset, SlideCounts>> = {
  featured: { slides: 4.2, responsive: BREAKPOINTS },
  product: { slides: 4, responsive: capped(4) },
  cart: { slides: 3, responsive: capped(3) },
  success: { slides: 4, responsive: capped(4) },
};

/** The CSS custom properties Carousel.css reads: --slides and --slides-{width} per breakpoint. */
export function slideVariables({ slides, responsive }: SlideCounts): CSSProperties {
  const variables: Record<string, number> = { '--slides': slides };
  for (const [width, count] of responsive) variables[`--slides-${width}`] = count;
  return variables as CSSProperties;
}

interface CarouselProps {
  /** Names the carousel for assistive technology and shows as its heading. */
  title: string;
  preset: CarouselPreset;
  children: ReactNode;
  /** The heading level of the title (h2 on most pages). */
  headingLevel?: 2 | 3;
  className?: string;
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Slides in a row with previous/next buttons; each child is one slide. */
export function Carousel({ title, preset, children, headingLevel = 2, className }: CarouselProps) {
  const t = useT();
  const trackId = useId();
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const slides = Children.toArray(children);

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    setEdges({ start: element.scrollLeft <= 1, end: element.scrollLeft >= max - 1 });
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    if (typeof ResizeObserver !== 'function') {
      measure();
      return undefined;
    }
    // The observer's first report comes with the next frame's layout: no forced layout at mount.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, slides.length]);

  const page = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  if (slides.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const scrollable = !(edges.start && edges.end);
  return (
    <section
      className={['carousel', `carousel--${preset}`, className].filter(Boolean).join(' ')}
      aria-roledescription={t('carousel.roleDescription')}
      aria-labelledby={headingId}
      style={slideVariables(CAROUSEL_PRESETS[preset])}
    >
      <div className="carousel__header">
        <Heading id={headingId} className="carousel__title">
          {title}
        </Heading>
        {scrollable && (
          <div className="carousel__controls">
            <button type="button" className="carousel__button carousel__button--prev" aria-controls={trackId} onClick={() => page(-1)} disabled={edges.start}>
              <span className="visually-hidden">{t('carousel.previous')}</span>
            </button>
            <button type="button" className="carousel__button carousel__button--next" aria-controls={trackId} onClick={() => page(1)} disabled={edges.end}>
              <span className="visually-hidden">{t('carousel.next')}</span>
            </button>
          </div>
        )}
      </div>
      <ul id={trackId} ref={track} className="carousel__track" onScroll={measure}>
        {slides.map((slide, index) => (
          <li key={index} className="carousel__slide">
            {slide}
          </li>
        ))}
      </ul>
    </section>
  );
}
