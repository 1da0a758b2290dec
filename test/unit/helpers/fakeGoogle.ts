import { vi } from 'vitest';
import type { Grecaptcha } from '../../../src/shared/recaptcha/recaptcha';

// Google's reCAPTCHA script played in jsdom: each script tag added to <head> "loads" on the next tick (installing a
// grecaptcha that renders a badge and answers tokens), fails, or never answers ('hang').

export interface FakeGoogle {
  render: ReturnType<typeof vi.fn>;
  execute: ReturnType<typeof vi.fn>;
  scripts: HTMLScriptElement[];
}

export function fakeGoogle(outcome: 'load' | 'error' | 'hang' = 'load', token: () => PromiseLike<string> = async () => 'tok-123'): FakeGoogle {
  const fake: FakeGoogle = {
    render: vi.fn((container: HTMLElement, parameters: { badge: string }) => {
      const badge = document.createElement('div');
      badge.className = 'grecaptcha-badge';
      badge.dataset.style = parameters.badge;
      container.append(badge);
      return fake.render.mock.calls.length - 1;
    }),
    execute: vi.fn(token),
    scripts: [],
  };
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    append(...nodes);
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      fake.scripts.push(node);
      if (outcome === 'hang') continue;
      setTimeout(() => {
        if (outcome === 'error') {
          node.onerror?.(new Event('error'));
          return;
        }
        window.grecaptcha = { render: fake.render, execute: fake.execute } as unknown as Grecaptcha;
        const onload = new URL(node.src).searchParams.get('onload') ?? '';
        (window as unknown as Record<string, () => void>)[onload]?.();
      }, 0);
    }
  });
  return fake;
}
