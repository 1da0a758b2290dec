/** How a URL setting must look, worded for its errors: `NAME must be <what>, not "<value>".` */
export interface EnvUrlRule {
  /** The environment variable, named in the errors. */
  name: string;
  /** What the value must be when it is no absolute URL at all. */
  absolute: string;
  /** What the value must be when the URL is refused by `accepts`, or carries credentials or a fragment. */
  shape: string;
  /** The variable's own rule (scheme, host, query…); credentials and a fragment are always refused. */
  accepts: (url: URL) => boolean;
}

/**
 * A URL from the environment (BASE_URL, CARD_GATEWAY_URL): unset or blank is undefined, anything else must be
 * an absolute URL its rule accepts, else the server refuses to start with an error naming the variable.
 */
export function urlFromEnv(value: string | undefined, rule: EnvUrlRule): URL | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${rule.name} must be ${rule.absolute}, not "${text}".`);
  }
  if (!rule.accepts(url) || url.username || url.password || url.hash) {
    throw new Error(`${rule.name} must be ${rule.shape}, not "${text}".`);
  }
  return url;
}
