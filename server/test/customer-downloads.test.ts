import { inflateRawSync } from 'node:zlib';
import { downloadSignatureValid, downloadUrlLifetimeSeconds, signDownload } from '../src/repositories/sales/downloadSignature';
import { lena, registerCustomer, signedInServerForSuite, tokenFor } from './customerHelpers';
import { graphqlGet } from './helpers';

const DOWNLOADS = 'query Downloads { customerDownloadableProducts { items { order_increment_id status download_url remaining_downloads } } }';
type Downloads = { customerDownloadableProducts: { items: Array<{ order_increment_id: string; status: string; download_url: string; remaining_downloads: string }> } };

/** The names and texts of a ZIP's stored (or deflated) entries, read from its local headers. */
const unzip = (zip: Buffer): Map<string, string> => {
  const files = new Map<string, string>();
  let offset = 0;
  while (zip.readUInt32LE(offset) === 0x04034b50) {
    const method = zip.readUInt16LE(offset + 8);
    const size = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extra = zip.readUInt16LE(offset + 28);
    const name = zip.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const data = zip.subarray(offset + 30 + nameLength + extra, offset + 30 + nameLength + extra + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    offset += 30 + nameLength + extra + size;
  }
  return files;
};

describe('downloadable link downloads (/downloadable/download/link/id/{hash}/)', () => {
  const env = signedInServerForSuite();

  const links = async (as = env.token) =>
    (await graphqlGet<Downloads>(env.server.url, DOWNLOADS, { store: 'na_us', token: as })).body.data?.customerDownloadableProducts.items ?? [];
  const hashOf = (url: string): string => /\/id\/([0-9a-f]+)\//.exec(url)?.[1] ?? '';
  const setLink = (hash: string, changes: { status?: string; bought?: number; used?: number }): void => {
    env.db.prepare(`UPDATE downloadable_link_purchased SET status = COALESCE(?, status),
      number_of_downloads_bought = COALESCE(?, number_of_downloads_bought), number_of_downloads_used = COALESCE(?, number_of_downloads_used)
      WHERE link_hash = ?`).run(changes.status ?? null, changes.bought ?? null, changes.used ?? null, hash);
  };

  it('gives the owner the purchased file through the signed link the query returns', async () => {
    const [link] = await links();
    expect(link?.download_url).toMatch(new RegExp(`^${env.server.url}/downloadable/download/link/id/[0-9a-f]{48}/\\?expires=\\d+&signature=[\\w-]+$`));
    const response = await fetch(link?.download_url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="sdl-office-1.zip"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const files = unzip(Buffer.from(await response.arrayBuffer()));
    expect([...files.keys()]).toEqual(['README.txt']);
    expect(files.get('README.txt')).toContain('Order # 000000002');
    expect(files.get('README.txt')).toContain('SKU: SDL-OFFICE');
    // Unlimited links stay unlimited; the use is counted.
    expect((await links())[0]?.remaining_downloads).toBe('Unlimited');
    const used = env.db.prepare('SELECT number_of_downloads_used AS n FROM downloadable_link_purchased WHERE link_hash = ?')
      .get(hashOf(link?.download_url ?? '')) as { n: number };
    expect(used.n).toBe(1);
  });

  it('also serves the owner\'s bearer token without a signature, and works under a store prefix', async () => {
    const [link] = await links();
    const bare = `${env.server.url}/downloadable/download/link/id/${hashOf(link?.download_url ?? '')}/`;
    expect((await fetch(bare, { headers: { Authorization: `Bearer ${env.token}` } })).status).toBe(200);
    const prefixed = (link?.download_url ?? '').replace('/downloadable/', '/eu/de/downloadable/');
    expect((await fetch(prefixed)).status).toBe(200);
  });

  it('answers 404 to anyone else: no credentials, another customer\'s token, a forged or expired signature, an unknown hash', async () => {
    const [link] = await links();
    const url = link?.download_url ?? '';
    const hash = hashOf(url);
    const bare = `${env.server.url}/downloadable/download/link/id/${hash}/`;
    const lenaToken = await tokenFor(env.server.url, lena.email, lena.password, lena.store);
    const stranger = await registerCustomer(env.server.url);
    const refused = [
      await fetch(bare),
      await fetch(bare, { headers: { Authorization: `Bearer ${lenaToken}` } }),
      await fetch(bare, { headers: { Authorization: `Bearer ${stranger.token}` } }),
      await fetch(url.replace(/signature=[\w-]+/, 'signature=forged')),
      await fetch(url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 7200}`)),
      await fetch(`${env.server.url}/downloadable/download/link/id/${'0'.repeat(48)}/`, { headers: { Authorization: `Bearer ${env.token}` } }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    }
    // The stranger's own signed link for this hash does not exist: their list is empty.
    expect(await links(stranger.token)).toEqual([]);
    // A signature expires after its lifetime.
    const query = new URLSearchParams(signDownload(hash, 1, new Date(0)));
    expect(downloadSignatureValid(hash, 1, query.get('expires') ?? '', query.get('signature') ?? '')).toBe(false);
    const fresh = new URLSearchParams(signDownload(hash, 1));
    expect(downloadSignatureValid(hash, 1, fresh.get('expires') ?? '', fresh.get('signature') ?? '')).toBe(true);
    expect(downloadSignatureValid(hash, 2, fresh.get('expires') ?? '', fresh.get('signature') ?? '')).toBe(false);
    expect(downloadSignatureValid(hash, 1, fresh.get('expires') ?? '', fresh.get('signature') ?? '',
      new Date(Date.now() + (downloadUrlLifetimeSeconds + 1) * 1000))).toBe(false);
  });

  it('counts downloads against number_of_downloads_bought and refuses once they are used up', async () => {
    const [link] = await links();
    const hash = hashOf(link?.download_url ?? '');
    setLink(hash, { bought: 2, used: 1 });
    expect((await links())[0]?.remaining_downloads).toBe('1');
    expect((await fetch(link?.download_url ?? '')).status).toBe(200);
    const after = (await links())[0];
    expect(after).toMatchObject({ remaining_downloads: '0', status: 'expired' });
    const refused = await fetch(after?.download_url ?? '');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('The link has expired.');
    setLink(hash, { status: 'available', bought: 0, used: 0 });
  });

  it('refuses a link whose order is not invoiced yet (pending) with Magento\'s message', async () => {
    const [link] = await links();
    const hash = hashOf(link?.download_url ?? '');
    setLink(hash, { status: 'pending' });
    const refused = await fetch(link?.download_url ?? '');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('The link is not available.');
    expect((env.db.prepare('SELECT number_of_downloads_used AS n FROM downloadable_link_purchased WHERE link_hash = ?').get(hash) as { n: number }).n)
      .toBe(0);
    setLink(hash, { status: 'available' });
  });
});
