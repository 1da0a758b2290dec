import { createContext } from 'react';

/**
 * The antd locale key of the current store (stores.ts antdLocale: 'de_DE' …), provided at the root.
 * A plain string, so the root needs no antd code: AntdScope turns it into antd's locale where antd is
 * actually used.
 */
export const AntdLocaleKeyContext = createContext('en_US');
