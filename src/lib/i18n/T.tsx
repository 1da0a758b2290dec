import { useT } from './useT';
import type { MessageId } from './messages';
import type { PrimitiveType } from 'react-intl';

interface TProps {
  id: MessageId;
  values?: Record<string, PrimitiveType>;
}

/** A translated plain-text message with a type-checked id. */
export function T({ id, values }: TProps) {
  const t = useT();
  return <>{t(id, values)}</>;
}
