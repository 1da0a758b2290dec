import { inlineScriptHashes, securityHeaderValues } from './contentSecurityPolicy';

/** The file name the build writes beside index.html (webpack.config.js SecurityHeadersPlugin). */
export const NGINX_SECURITY_HEADERS_FILE = 'security-headers.conf';

/**
 * The nginx lines that send `npm run serve`'s security headers over TLS, with the CSP hashes of this build's own
 * index.html (its inline early-request script changes with the code). `always`: error answers carry them too.
 */
export function nginxSecurityHeaders(
  indexHtml: string, extraSources: readonly string[] = [], frameSources: readonly string[] = [], recaptcha = false,
): string {
  const headers = securityHeaderValues({ scriptHashes: inlineScriptHashes(indexHtml), extraSources, frameSources, recaptcha, https: true });
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return `# Written by the build (npm run build) for this build's index.html: include it where add_header is used.\n${lines.join('\n')}\n`;
}
