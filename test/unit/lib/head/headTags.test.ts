import { allowedHeadTags, allowedResourceUrl, createHeadElement, headCustomJsHtml } from '../../../../src/lib/head/headTags';

const ORIGIN = 'http://shop.example';
const tags = (html: string) => allowedHeadTags(html, document, ORIGIN);
const LD = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Spectrane"}</script>';

describe('headCustomJsHtml', () => {
  it('reads the "global" key of the JSON text', () => {
    expect(headCustomJsHtml(JSON.stringify({ global: LD }))).toEqual([LD]);
    expect(headCustomJsHtml(JSON.stringify({ global: [LD, 1, null, '<meta>'] }))).toEqual([LD, '<meta>']);
  });

  it('gives nothing for empty, non-JSON or other shapes', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const text of [null, undefined, '', LD, '[]', '"x"', '{"checkout":"<script src=https://x/a.js></script>"}', '{"global":{"a":1}}']) {
      expect(headCustomJsHtml(text)).toEqual([]);
    }
    vi.restoreAllMocks();
  });
});

describe('allowedResourceUrl', () => {
  it('allows https anywhere and http(s) on our origin', () => {
    expect(allowedResourceUrl('https://cdn.example/a.js', ORIGIN)).toBe('https://cdn.example/a.js');
    expect(allowedResourceUrl('/static/a.js', ORIGIN)).toBe('http://shop.example/static/a.js');
    expect(allowedResourceUrl('http://shop.example/a.js', ORIGIN)).toBe('http://shop.example/a.js');
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/javascript,alert(1)', 'http://evil.example/a.js', '//evil.example/a.js', 'vbscript:x', '', '   ', null])(
    'refuses %j',
    (url) => expect(allowedResourceUrl(url, ORIGIN)).toBeNull(),
  );
});

describe('allowedHeadTags', () => {
  it('keeps structured data, re-serialised as JSON', () => {
    const [tag, ...rest] = tags(`${LD}\n<script type="application/ld+json">
      { "name" : "a</script><script>alert(1)</script>" }</script>`);
    expect(tag).toEqual({ kind: 'ld+json', json: '{"@context":"https://schema.org","@type":"Organization","name":"Spectrane"}' });
    // The second block ends at its first </script>: its text is not JSON, so it and the inline script are dropped.
    expect(rest).toEqual([]);
  });

  it('escapes < in structured data so the text can never close its script', () => {
    const [tag] = tags('<script type="application/ld+json">{"name":"a\\u003c/script>b"}</script>');
    expect(tag).toEqual({ kind: 'ld+json', json: '{"name":"a\\u003c/script>b"}' });
    expect(JSON.parse(tag?.kind === 'ld+json' ? tag.json : '')).toEqual({ name: 'a</script>b' });
  });

  it('drops structured data that is not a JSON object or array', () => {
    expect(tags('<script type="application/ld+json">alert(1)</script><script type="application/ld+json">42</script>')).toEqual([]);
  });

  it('keeps an external script from https or our origin, with only its safe attributes', () => {
    expect(tags('<script src="https://cdn.example/t.js" async integrity="sha384-abc" crossorigin="anonymous" onload="alert(1)" nonce="n"></script>')).toEqual([
      { kind: 'script', src: 'https://cdn.example/t.js', async: true, defer: false, integrity: 'sha384-abc', crossOrigin: 'anonymous' },
    ]);
    expect(tags('<script type="text/javascript" src="/static/t.js" defer></script>')).toEqual([
      { kind: 'script', src: 'http://shop.example/static/t.js', async: false, defer: true },
    ]);
  });

  it('never keeps inline JavaScript, in any form', () => {
    const hostile = [
      '<script>window.hacked = 1</script>',
      '<script type="text/javascript">window.hacked = 1</script>',
      '<script type="module">import("https://evil.example/x.js")</script>',
      '<script type="module" src="https://cdn.example/m.js"></script>',
      '<script type="text/html"><img src=x onerror=alert(1)></script>',
      '<script src="javascript:alert(1)"></script>',
      '<script src="data:text/javascript,alert(1)"></script>',
      '<script src="http://evil.example/x.js"></script>',
      '<script src="//evil.example/x.js"></script>',
      '<img src="x" onerror="window.hacked=1">',
      '<svg onload="window.hacked=1"></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<iframe srcdoc="<script>parent.hacked=1</script>"></iframe>',
      '<object data="https://evil.example/x.swf"></object>',
      '<embed src="https://evil.example/x.swf">',
      '<style>body{display:none}</style>',
      '<base href="https://evil.example/">',
      '<form action="https://evil.example"><input name="q"></form>',
      '<a href="javascript:alert(1)">x</a>',
      '<div><script src="https://cdn.example/nested.js"></script></div>',
      '<noscript><script src="https://cdn.example/n.js"></script></noscript>',
      '<!-- <script src="https://cdn.example/c.js"></script> -->',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<meta http-equiv="Content-Security-Policy" content="default-src *">',
      '<meta charset="utf-7">',
      '<meta name="x">',
      '<link rel="stylesheet" href="javascript:alert(1)">',
      '<link rel="stylesheet" href="http://evil.example/s.css">',
      '<link rel="import" href="https://evil.example/x.html">',
      '<link rel="preload" as="script" href="https://evil.example/x.js">',
      '<link rel="icon" href="https://evil.example/x.ico">',
      'just text',
    ];
    for (const html of hostile) expect(tags(html), html).toEqual([]);
    expect(tags(hostile.join('\n'))).toEqual([]);
  });

  it('keeps meta tags and stylesheet / preconnect links with allow-listed attributes only', () => {
    expect(
      tags(
        '<meta name="theme-color" content="#e8590c" onclick="x()" http-equiv="refresh">' +
          '<meta property="og:site_name" content="Spectrane">' +
          '<link rel="stylesheet" href="https://fonts.example/a.css" media="print" onload="this.media=\'all\'" crossorigin="anonymous">' +
          '<link rel="preconnect" href="https://fonts.example" media="screen">',
      ),
    ).toEqual([
      { kind: 'meta', attributes: { name: 'theme-color', content: '#e8590c' } },
      { kind: 'meta', attributes: { property: 'og:site_name', content: 'Spectrane' } },
      { kind: 'link', attributes: { rel: 'stylesheet', href: 'https://fonts.example/a.css', crossorigin: 'anonymous', media: 'print' } },
      { kind: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example/' } },
    ]);
  });

  it('parses inertly: nothing in the text runs or loads while it is read', () => {
    const win = window as Window & { hacked?: number };
    delete win.hacked;
    tags('<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><svg><script>window.hacked=3</script></svg>');
    expect(win.hacked).toBeUndefined();
  });
});

describe('createHeadElement', () => {
  it('builds fresh elements carrying only the checked values', () => {
    const ld = createHeadElement(document, { kind: 'ld+json', json: '{"a":1}' });
    expect(ld.outerHTML).toBe('<script type="application/ld+json">{"a":1}</script>');
    const script = createHeadElement(document, { kind: 'script', src: 'https://cdn.example/t.js', async: false, defer: true, crossOrigin: 'anonymous' });
    expect(script.getAttribute('src')).toBe('https://cdn.example/t.js');
    expect(script.getAttributeNames().sort()).toEqual(['crossorigin', 'defer', 'src']);
    const meta = createHeadElement(document, { kind: 'meta', attributes: { name: 'x', content: '"><script>' } });
    expect(meta.getAttribute('content')).toBe('"><script>');
    expect(meta.getAttributeNames()).toEqual(['name', 'content']);
    expect(meta.childNodes).toHaveLength(0);
  });
});
