import { type ChangeEvent, type CompositionEvent, useLayoutEffect, useRef } from 'react';
import { limitInsertion } from '../../../lib/validation/codePoints';

type TextEntry = HTMLInputElement | HTMLTextAreaElement;

/**
 * Change handlers for a text option held to its limit in code points, as the backend counts (a native
 * maxLength counts UTF-16 units: an emoji would count twice). What does not fit is left out of what was typed
 * or pasted, and the cursor stays where the shopper was typing. While an input method composes a word, the
 * limit waits for the word to be chosen.
 */
export function useLimitedText(text: string, set: (value: string) => void) {
  const caret = useRef<{ entry: TextEntry; at: number } | null>(null);
  // The text before an input method started composing: the word it makes is what the limit applies to.
  const composedFrom = useRef<string | null>(null);
  useLayoutEffect(() => {
    const pending = caret.current;
    caret.current = null;
    pending?.entry.setSelectionRange(pending.at, pending.at);
  });

  return (max: number | null | undefined) => {
    const apply = (entry: TextEntry, previous: string) => {
      const limited = max ? limitInsertion(previous, entry.value, max) : null;
      if (!limited) {
        set(entry.value);
        return;
      }
      caret.current = { entry, at: limited.caret };
      set(limited.value);
    };
    return {
      onChange: (event: ChangeEvent<TextEntry>) => {
        if ((event.nativeEvent as InputEvent).isComposing) set(event.target.value);
        else apply(event.target, text);
      },
      onCompositionStart: () => {
        composedFrom.current = text;
      },
      onCompositionEnd: (event: CompositionEvent<TextEntry>) => {
        apply(event.currentTarget, composedFrom.current ?? text);
        composedFrom.current = null;
      },
    };
  };
}
