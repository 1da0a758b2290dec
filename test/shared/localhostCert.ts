import crypto from 'node:crypto';
import { generate } from 'selfsigned';
import type { TlsFiles } from '../../server/src/http/tlsFront';

export interface LocalhostCert extends TlsFiles {
  /**
   * Base64 SHA-256 of the certificate's public key, for Chromium's `--ignore-certificate-errors-spki-list`: the
   * browser accepts this one certificate (and only it) as if a trusted authority had issued it.
   */
  spkiHash: string;
}

/** A throwaway certificate for https://127.0.0.1 (bench and tests serve the storefront over HTTPS + HTTP/2). */
export async function localhostCert(): Promise<LocalhostCert> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 2 * 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const spki = crypto.createPublicKey(pems.public).export({ type: 'spki', format: 'der' });
  return { key: pems.private, cert: pems.cert, spkiHash: crypto.createHash('sha256').update(spki).digest('base64') };
}

/** Chromium's flag that trusts `cert`. */
export const trustCertArg = (cert: LocalhostCert): string => `--ignore-certificate-errors-spki-list=${cert.spkiHash}`;
