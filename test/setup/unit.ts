import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { productFiltersOf } from '../../src/build/graphql/capabilities';
import { storefrontSchema } from '../../src/build/graphql/schemas';
import { SITE } from '../../src/lib/config/site';
import { ALL_CAPABILITIES } from '../../src/lib/graphql/capabilities';
import { prepareSanitizer } from '../../src/lib/security/sanitize';

// The default build target (the embedded backend's whole schema): every brand capability. A test of
// a stock-Magento build sets globalThis.__CAPABILITIES__ itself (and puts it back).
globalThis.__CAPABILITIES__ = ALL_CAPABILITIES;
// Its ProductAttributeFilterInput (the layered navigation's filter fields), as webpack would define it.
globalThis.__PRODUCT_FILTERS__ = productFiltersOf(storefrontSchema());
// Every feature flag off (spec §1 defaults), as SITE.flags; a test of a flag sets it itself (and puts it back).
globalThis.__FEATURE_FLAGS__ = SITE.flags;

// jsdom has no HTML Sanitizer API: CMS HTML goes through DOMPurify, as in such browsers. (Files
// marked `@vitest-environment node` have no window and no HTML to sanitise.)
beforeAll(() => (typeof window === 'undefined' ? undefined : prepareSanitizer()));

// antd's TextArea and Popconfirm measure themselves; jsdom has no ResizeObserver. Nothing resizes here.
if (typeof window !== 'undefined' && typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
});
