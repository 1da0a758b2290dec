import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

// Messages travel compiled: the build parses each locale's ICU texts ahead of time (webpack.config.js
// writes dist/i18n/{locale}.json, served at /media/i18n/{locale}.json), so the storefront ships
// react-intl without its message parser (some 7 KB of the first load) and never parses at run time.
// A dictionary of plain texts (the development server, a deployment that copied i18n/ as it is) is
// compiled in the browser with the parser loaded on demand (fetchMessages.ts).

/** A message as react-intl takes it: its ICU text, or that text compiled. */
export type Message = string | MessageFormatElement[];

/** The compiled messages of a locale, by id. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

export type ParseMessage = (text: string) => MessageFormatElement[];

/** True when every message of `messages` is compiled already (or there is none). */
export function isCompiled(messages: Record<string, Message>): messages is CompiledMessages {
  return Object.values(messages).every((message) => Array.isArray(message));
}

/** True when every message of `messages` is a plain ICU text. */
export function isPlain(messages: Record<string, Message>): messages is Record<string, string> {
  return Object.values(messages).every((message) => typeof message === 'string');
}

/** Compiles each plain text of `messages` with `parse`; compiled ones stay as they are. Throws on a syntax error. */
export function compileMessages(messages: Record<string, Message>, parse: ParseMessage): CompiledMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message !== 'string') return [id, message];
      try {
        return [id, parse(message)];
      } catch (error) {
        throw new Error(`message ${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}
