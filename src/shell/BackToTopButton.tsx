import { Icon } from '../components/icons';
import { useT } from '../lib/i18n/useT';

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Scrolls the window to the top in `duration` ms; at once when the shopper prefers reduced motion. */
export function scrollToTop(duration: number): Promise<void> {
  const start = window.scrollY;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || start <= 0 || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, 0);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / duration);
      window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))));
      if (progress < 1) window.requestAnimationFrame(step);
      else resolve();
    };
    window.requestAnimationFrame(step);
  });
}

/**
 * The back-to-top button itself: its own chunk, fetched the first time the page is scrolled far
 * enough to show it (it floats over the page, so nothing moves while it loads).
 */
export default function BackToTopButton({ duration }: { duration: number }) {
  const t = useT();
  const onClick = () => {
    void scrollToTop(duration).then(() => {
      // The button disappears at the top: keyboard focus goes to the start of the content instead.
      document.getElementById('main')?.focus({ preventScroll: true });
    });
  };
  return (
    <button type="button" className="back-to-top" onClick={onClick}>
      <Icon name="arrowUp" />
      <span className="visually-hidden">{t('shell.backToTop')}</span>
    </button>
  );
}
