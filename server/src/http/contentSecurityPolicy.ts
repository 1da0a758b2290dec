import { createHash } from 'node:crypto';
import { urlFromEnv } from '../lib/envUrl';

/**
 * The security headers of the production storefront, one definition for `npm run serve` (securityHeaders.ts)
 * and for the nginx configuration the build writes (webpack.config.js SecurityHeadersPlugin, README "Security").
 * Plain functions of their inputs: no Express, no file system.
 */
export interface PolicyOptions {
  /** CSP hashes ('sha256-…') of the page's inline scripts: the build's early-request script. */
  scriptHashes: readonly string[];
  /** Origins of trusted third parties (a consent manager configured in head_custom_js), CSP_EXTRA_SOURCES. */
  extraSources?: readonly string[];
  /** Where pictures may come from besides this origin (the COMMERCE_URL Magento's media). */
  mediaOrigins?: readonly string[];
  /** Served over TLS: HSTS, and insecure subresource URLs upgraded. */
  https: boolean;
  /** The only origins the storefront may frame: the card gateway's hosted fields (CARD_GATEWAY_URL); none by default. */
  frameSources?: readonly string[];
  /** Magento has reCAPTCHA v3 on for storefront forms (RECAPTCHA_V3): Google's reCAPTCHA script and frame allowed. */
  recaptcha?: boolean;
}

/** Google's reCAPTCHA sources, path-restricted as Google documents them for a CSP. */
export const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] as const;
export const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] as const;

/** A CSP source for an inline script's exact text. */
export const scriptHash = (source: string): string => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The hashes of the executable inline scripts of an HTML page (data blocks such as JSON-LD need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (/\bsrc\s*=/i.test(attributes) || !SCRIPT_TYPES.has(type)) continue;
    hashes.push(scriptHash(match[2] ?? ''));
  }
  return hashes;
}

/**
 * No inline script but the hashed ones and no eval; styles may be inline (antd's CSS-in-JS inserts <style> at run
 * time, CMS HTML keeps style attributes); pictures from here, data: (the inline favicon) and the media origins;
 * no plugins, frames only of the card gateway's origin (and Google's reCAPTCHA when on), no framing by other sites, forms post only here, <base>
 * cannot move relative URLs elsewhere.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const extra = options.extraSources ?? [];
  const media = options.mediaOrigins ?? [];
  const recaptchaScripts = options.recaptcha ? RECAPTCHA_SCRIPT_SOURCES : [];
  const frames = [...(options.frameSources ?? []), ...(options.recaptcha ? RECAPTCHA_FRAME_SOURCES : [])];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...options.scriptHashes, ...recaptchaScripts, ...extra],
    ['style-src', "'self'", "'unsafe-inline'", ...extra],
    ['img-src', "'self'", 'data:', ...media, ...extra],
    ['font-src', "'self'", 'data:', ...extra],
    ['connect-src', "'self'", ...extra],
    ['media-src', "'self'", ...media],
    // Only the card gateway's hosted fields (and reCAPTCHA's frame when on): not this origin, not another party's.
    ['frame-src', ...(frames.length ? frames : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (options.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Browser features the storefront never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * Every security header, by name. No Cross-Origin-Opener-Policy: it makes every arrival switch browsing context
 * group, which costs the first load more than it protects here (docs/performance.md, "The opener policy").
 */
export function securityHeaderValues(options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors for browsers that predate it.
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** CSP_EXTRA_SOURCES: space- or comma-separated https origins; anything else stops the start rather than weakening the policy. */
export function extraSourcesFromEnv(value: string | undefined): string[] {
  const sources = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const source of sources) {
    if (!/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(source) && !/^https:\/\/\*\.[a-z0-9.-]+$/i.test(source)) {
      throw new Error(`CSP_EXTRA_SOURCES takes https origins (https://cdn.example.com), not "${source}".`);
    }
  }
  return sources;
}

/** RECAPTCHA_V3: 1/true/on, or 0/false/off/unset; anything else stops the start. */
export function recaptchaFromEnv(value: string | undefined): boolean {
  const setting = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'off'].includes(setting)) return false;
  if (['1', 'true', 'on'].includes(setting)) return true;
  throw new Error(`RECAPTCHA_V3 takes 1 or 0 (on or off), not "${value}".`);
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** CARD_GATEWAY_URL: the card gateway's hosted fields page, an absolute https URL (http only on loopback, for tests). */
export function cardGatewayUrlFromEnv(value: string | undefined): string | undefined {
  return urlFromEnv(value, {
    name: 'CARD_GATEWAY_URL',
    absolute: "the absolute URL of the gateway's hosted card fields",
    shape: 'an https URL without credentials or fragment',
    accepts: (url) => url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname)),
  })?.href;
}
