import { type IntlConfig, ReactIntlErrorCode } from 'react-intl';

type IntlError = Parameters<NonNullable<IntlConfig['onError']>>[0];

/** Spec §8: translation-library errors are warnings; a format error is one line naming the message id. */
export function onIntlError(error: IntlError): void {
  if (error.code === ReactIntlErrorCode.FORMAT_ERROR) {
    const id = 'descriptor' in error ? error.descriptor?.id : undefined;
    console.warn(`[i18n] cannot format message "${String(id ?? 'unknown')}"`);
    return;
  }
  console.warn(`[i18n] ${error.message}`);
}
