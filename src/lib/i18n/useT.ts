import { useCallback } from 'react';
import { type PrimitiveType, useIntl } from 'react-intl';
import type { MessageId } from './messages';

export type Translate = (id: MessageId, values?: Record<string, PrimitiveType>) => string;

/** Returns a translate function whose ids are checked against en_US.json. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => String(intl.formatMessage({ id }, values)), [intl]);
}
