import fs from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, type PolicyOptions, securityHeaderValues } from './contentSecurityPolicy';
import type { RequestHandler } from 'express';

export interface SecurityHeaderOptions {
  /** The production build: its index.html's inline scripts are hashed into the policy. */
  distDir: string;
  extraSources?: readonly string[];
  /** COMMERCE_URL: its media may be linked from its own host. */
  commerceUrl?: string;
  /** The card gateway's origin: the only one the storefront frames. */
  frameSources?: readonly string[];
  /** Google's reCAPTCHA allowed (RECAPTCHA_V3). */
  recaptcha?: boolean;
}

/**
 * The security headers (contentSecurityPolicy.ts) on every answer of `npm run serve`: pages, files, GraphQL,
 * media and errors alike; HSTS and upgrade-insecure-requests when the request came over TLS (directly, or through
 * the TLS front or a trusted proxy). Routes may set a stricter policy of their own (generated SVG pictures do).
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const index = path.join(options.distDir, 'index.html');
  const scriptHashes = fs.existsSync(index) ? inlineScriptHashes(fs.readFileSync(index, 'utf8')) : [];
  const base: Omit<PolicyOptions, 'https'> = {
    scriptHashes,
    extraSources: options.extraSources,
    mediaOrigins: options.commerceUrl ? [new URL(options.commerceUrl).origin] : [],
    frameSources: options.frameSources,
    recaptcha: options.recaptcha ?? false,
  };
  const plain = securityHeaderValues({ ...base, https: false });
  const secure = securityHeaderValues({ ...base, https: true });
  return (req, res, next) => {
    res.set(req.secure ? secure : plain);
    next();
  };
}
