import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '../../../../src/lib/browser/nearViewport';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; margin: string | undefined; observed: Element[]; disconnected: boolean }> = [];

class FakeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: Callback, options?: { rootMargin?: string }) {
    this.record = { callback, margin: options?.rootMargin, observed: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

function Probe() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, 800);
  return <div ref={place}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is false until the element comes within the margin below the viewport or above it, then stays true', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const [observer] = observers;
    // Below: the margin asked for; above: everything, so an element scrolled past counts as reached.
    expect(observer?.margin).toBe('1000000px 0px 800px 0px');
    expect(observer?.observed).toEqual([screen.getByText('far')]);

    act(() => observer?.callback([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    // Once near, it stops watching.
    expect(observer?.disconnected).toBe(true);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
