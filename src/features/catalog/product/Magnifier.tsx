import { type CSSProperties, type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/useT';

// Spec §9 image magnifier: type glass, 40% size, 5 px border. A round glass follows the mouse and
// shows the image twice as large beneath it. Touch has no hover: the glass is for mouse and
// keyboard only (arrow keys move it, Escape puts it away).

export const MAGNIFIER = { type: 'glass', size: 0.4, borderPx: 5, zoom: 2 } as const;
const KEY_STEP = 0.05;

interface MagnifierProps {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface Point {
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** An image with the magnifying glass; the point is a fraction of the image's width and height. */
export function Magnifier({ src, alt, width, height }: MagnifierProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [point, setPoint] = useState<Point | null>(null);

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || !box.current) return;
    const rect = box.current.getBoundingClientRect();
    setPoint({ x: clamp((event.clientX - rect.left) / rect.width), y: clamp((event.clientY - rect.top) / rect.height) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, Point> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };
    if (event.key === 'Escape') {
      setPoint(null);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setPoint((prev) => {
      const from = prev ?? { x: 0.5, y: 0.5 };
      return { x: clamp(from.x + move.x * KEY_STEP), y: clamp(from.y + move.y * KEY_STEP) };
    });
  };

  // Measured only while the glass shows (the shopper is pointing or using the keys): a layout read in
  // every render would force the browser to lay out the page in the middle of React's work.
  const rect = point ? box.current?.getBoundingClientRect() : undefined;
  let glass: CSSProperties | null = null;
  if (point && rect && rect.width > 0) {
    const size = rect.width * MAGNIFIER.size;
    const zoomedW = rect.width * MAGNIFIER.zoom;
    const zoomedH = rect.height * MAGNIFIER.zoom;
    glass = {
      width: size,
      height: size,
      left: point.x * rect.width - size / 2,
      top: point.y * rect.height - size / 2,
      borderWidth: MAGNIFIER.borderPx,
      backgroundImage: `url("${src.replace(/"/g, '%22')}")`,
      backgroundSize: `${zoomedW}px ${zoomedH}px`,
      backgroundPosition: `${size / 2 - MAGNIFIER.borderPx - point.x * zoomedW}px ${size / 2 - MAGNIFIER.borderPx - point.y * zoomedH}px`,
    };
  }

  return (
    // A focusable region so keyboard users can move the glass (no ARIA role fits a movable lens);
    // the image inside carries the alt text.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={box}
      className="magnifier"
      role="group"
      aria-label={t('catalog.gallery.magnifier')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onPointerMove={fromPointer}
      onPointerEnter={fromPointer}
      onPointerLeave={() => setPoint(null)}
      onFocus={() => setPoint((prev) => prev ?? { x: 0.5, y: 0.5 })}
      onBlur={() => setPoint(null)}
      onKeyDown={onKeyDown}
    >
      <img src={src} alt={alt} width={width} height={height} className="magnifier__image" fetchPriority="high" />
      {glass && <div className="magnifier__glass" style={glass} aria-hidden="true" />}
    </div>
  );
}
