import './HomeBanner.css';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';
import { useBannerRotation, wrapIndex } from './useBannerRotation';
import type { BannerSlide } from './homeSlides';

const SWIPE_PX = 40;

function SlideView({ slide, active, first }: { slide: BannerSlide; active: boolean; first: boolean }) {
  const Title = slide.primary ? 'h1' : 'h2';
  return (
    <>
      <div className="home-banner__media">
        {slide.image && (
          <img
            src={slide.image.url}
            alt={slide.image.alt}
            width={slide.image.width}
            height={slide.image.height}
            // The first picture is the page's largest paint: fetched at once, before anything else.
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'low'}
            decoding={first ? 'sync' : 'async'}
          />
        )}
      </div>
      <div className="home-banner__caption">
        <Title className="home-banner__title">{slide.title}</Title>
        {slide.text && <p className="home-banner__text">{slide.text}</p>}
        {/* Links of hidden slides are out of the tab order: focus never lands on something unseen. */}
        {slide.link && !slide.link.external && (
          <Link className="button button--primary home-banner__cta" to={slide.link.to} tabIndex={active ? undefined : -1}>
            {slide.link.label}
          </Link>
        )}
        {slide.link?.external && (
          <a className="button button--primary home-banner__cta" href={slide.link.to} target="_blank" rel="noopener noreferrer" tabIndex={active ? undefined : -1}>
            {slide.link.label}
          </a>
        )}
      </div>
    </>
  );
}

/**
 * Spec §9 home banner: 1440/520 pictures, one slide at a time, autoplay every 5 s, arrows (hidden
 * below 480 px), dots, infinite. WCAG 2.2.2: a visible pause button; hover and focus hold it still.
 * Every slide stays in the accessibility tree (the first holds the page's h1); the hidden ones only
 * fade out, and their links leave the tab order. The slide a shopper moves to is announced. Touch
 * users swipe.
 */
export function HomeBanner({ slides }: { slides: readonly BannerSlide[] }) {
  const t = useT();
  const viewportId = useId();
  const rotation = useBannerRotation(slides.length);
  const swipeStart = useRef<number | null>(null);
  const root = useRef<HTMLElement>(null);
  // What a shopper's own move shows, read out politely; turns by the timer are not announced.
  const [announcement, setAnnouncement] = useState('');
  const { hold } = rotation;
  const total = slides.length;

  // Holding still is not an interaction of its own, so plain DOM listeners rather than JSX handlers.
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const on = () => hold(true);
    const off = () => hold(false);
    const focusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) hold(false);
    };
    element.addEventListener('mouseenter', on);
    element.addEventListener('mouseleave', off);
    element.addEventListener('focusin', on);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('mouseenter', on);
      element.removeEventListener('mouseleave', off);
      element.removeEventListener('focusin', on);
      element.removeEventListener('focusout', focusOut);
    };
  }, [hold, total]);

  if (total === 0) return null;

  const show = (target: number) => {
    const index = wrapIndex(target, total);
    rotation.go(index);
    setAnnouncement(t('home.banner.current', { index: index + 1, total, title: slides[index]?.title ?? '' }));
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance <= -SWIPE_PX) show(rotation.index + 1);
    else if (distance >= SWIPE_PX) show(rotation.index - 1);
  };

  return (
    <section ref={root} className="home-banner" aria-roledescription={t('carousel.roleDescription')} aria-label={t('home.banner.label')}>
      <div id={viewportId} className="home-banner__viewport" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            className={index === rotation.index ? 'home-banner__slide home-banner__slide--active' : 'home-banner__slide'}
            role="group"
            aria-roledescription={t('home.banner.slide')}
            aria-label={t('home.banner.position', { index: index + 1, total })}
          >
            <SlideView slide={slide} active={index === rotation.index} first={index === 0} />
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {total > 1 && (
        <div className="home-banner__controls">
          <button type="button" className="home-banner__arrow home-banner__arrow--previous" aria-controls={viewportId} onClick={() => show(rotation.index - 1)}>
            <span className="visually-hidden">{t('home.banner.previous')}</span>
          </button>
          <div className="home-banner__dots">
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className="home-banner__dot"
                aria-controls={viewportId}
                aria-current={index === rotation.index ? 'true' : undefined}
                aria-label={t('home.banner.goTo', { index: index + 1, total })}
                onClick={() => show(index)}
              />
            ))}
          </div>
          <button type="button" className="home-banner__arrow home-banner__arrow--next" aria-controls={viewportId} onClick={() => show(rotation.index + 1)}>
            <span className="visually-hidden">{t('home.banner.next')}</span>
          </button>
          <button type="button" className={rotation.playing ? 'home-banner__play home-banner__play--pause' : 'home-banner__play'} onClick={rotation.toggle}>
            {t(rotation.playing ? 'home.banner.pause' : 'home.banner.play')}
          </button>
        </div>
      )}
    </section>
  );
}
