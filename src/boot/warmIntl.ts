// The browser's first use of Intl loads its locale data: on a slow phone the first number format, the
// first locale check and the first date format each take tens of milliseconds. react-intl makes all
// three as the app starts (its provider checks the locale against NumberFormat and DateTimeFormat;
// prices are number formats), just when the first page is waiting to render. The early script has
// them made while the app's scripts are still downloading and the main thread has nothing to do.

/** The work, a task at a time, so that none of it holds up the page's parsing or a tap. */
function steps(locale: string, currency: string): Array<() => void> {
  return [
    () => {
      Intl.NumberFormat.supportedLocalesOf(locale);
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(0);
    },
    () => {
      Intl.DateTimeFormat.supportedLocalesOf(locale);
      new Intl.PluralRules(locale).select(1);
    },
  ];
}

/**
 * Warms up Intl for `locale` (underscore or BCP 47 form) and `currency` in tasks of their own, after
 * the current one. Never throws: a locale or currency the browser rejects only leaves it cold.
 */
export function warmUpIntl(win: Pick<Window, 'setTimeout'>, locale: string, currency: string): void {
  const tag = locale.replace('_', '-');
  const queue = steps(tag, currency);
  const next = (): void => {
    const step = queue.shift();
    if (!step) return;
    try {
      step();
    } catch {
      return;
    }
    win.setTimeout(next, 0);
  };
  win.setTimeout(next, 0);
}
