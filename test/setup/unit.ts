import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { prepareSanitizer } from '../../src/lib/security/sanitize';

// jsdom has no HTML Sanitizer API: CMS HTML goes through DOMPurify, as in such browsers. (Files
// marked `@vitest-environment node` have no window and no HTML to sanitise.)
beforeAll(() => (typeof window === 'undefined' ? undefined : prepareSanitizer()));

afterEach(() => {
  cleanup();
});
