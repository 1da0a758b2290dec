import { vi } from 'vitest';
import type { Grecaptcha } from '../../../src/shared/recaptcha/recaptcha';

// Google's reCAPTCHA script played in jsdom: each script tag added to <head> "loads" on the next tick (installing a
// grecaptcha that renders a badge or a checkbox and answers tokens), fails, or never answers ('hang').

interface Parameters {
  badge?: string;
  size: string;
  callback?: (token: string) => void;
  'error-callback'?: () => void;
}

export interface FakeGoogle {
  render: ReturnType<typeof vi.fn>;
  execute: ReturnType<typeof vi.fn>;
  getResponse: ReturnType<typeof vi.fn>;
  reset: ReturnType<typeof vi.fn>;
  scripts: HTMLScriptElement[];
  /** The shopper ticks widget `id`'s checkbox: it gets `token` and the widget's callback runs. */
  tick(id: number, token?: string): void;
}

export function fakeGoogle(outcome: 'load' | 'error' | 'hang' = 'load', token: () => PromiseLike<string> = async () => 'tok-123'): FakeGoogle {
  const widgets: Array<{ parameters: Parameters; response: string }> = [];
  const fake: FakeGoogle = {
    render: vi.fn((container: HTMLElement, parameters: Parameters) => {
      const element = document.createElement(parameters.size === 'invisible' ? 'div' : 'input');
      if (element instanceof HTMLInputElement) element.type = 'checkbox';
      else {
        element.className = 'grecaptcha-badge';
        element.dataset.style = parameters.badge;
      }
      container.append(element);
      widgets.push({ parameters, response: '' });
      return widgets.length - 1;
    }),
    // v3: a promise of the token. v2 invisible (a callback): the token goes to the callback, nothing is returned.
    execute: vi.fn((id: number) => {
      const widget = widgets[id];
      if (!widget?.parameters.callback) return token();
      void Promise.resolve(token()).then((value) => {
        widget.response = value;
        widget.parameters.callback?.(value);
      }, () => widget.parameters['error-callback']?.());
      return undefined;
    }),
    getResponse: vi.fn((id: number) => widgets[id]?.response ?? ''),
    reset: vi.fn((id: number) => {
      const widget = widgets[id];
      if (widget) widget.response = '';
    }),
    scripts: [],
    tick(id, value = 'tick-456') {
      const widget = widgets[id];
      if (!widget) throw new Error(`no widget ${id}`);
      widget.response = value;
      widget.parameters.callback?.(value);
    },
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
        const { render, execute, getResponse, reset } = fake;
        window.grecaptcha = { render, execute, getResponse, reset } as unknown as Grecaptcha;
        const onload = new URL(node.src).searchParams.get('onload') ?? '';
        (window as unknown as Record<string, () => void>)[onload]?.();
      }, 0);
    }
  });
  return fake;
}
