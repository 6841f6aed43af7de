import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@about-site/sdk/text';
import { expectInert } from '../../support/inertMarkup';

const corpus: [string, string][] = [
  ['script', '<p>a</p><script>alert(1)</script><p>b</p>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror on an accepted source', '<img src="/a.png" onerror="alert(1)" onload="alert(2)">'],
  ['javascript link', '<a href="javascript:alert(1)">x</a>'],
  ['mixed-case javascript link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['javascript link with spaces and tabs', '<a href=" \tjava\tscript:alert(1)">x</a>'],
  ['javascript link with a newline', '<a href="java\nscript:alert(1)">x</a>'],
  [
    'decimal-entity javascript link',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  [
    'hex-entity javascript link',
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  ],
  ['padded-entity javascript link', '<a href="&#0000106&#0000097vascript:alert(1)">x</a>'],
  ['entity tab inside javascript', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['named-entity colon', '<a href="javascript&colon;alert(1)">x</a>'],
  ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  [
    'data html base64 link',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  ],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  [
    'svg animate href',
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a></svg>',
  ],
  [
    'svg foreignObject',
    '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  ],
  ['math link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  [
    'math mglyph style',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ],
  [
    'math namespace confusion',
    '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  ],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['iframe on another host', '<iframe src="https://evil.example/embed/x"></iframe>'],
  [
    'iframe on a look-alike host',
    '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  ],
  [
    'iframe with credentials',
    '<iframe src="https://www.youtube.com@evil.example/embed/x"></iframe>',
  ],
  ['iframe over http', '<iframe src="http://www.youtube.com/embed/x"></iframe>'],
  ['iframe protocol-relative', '<iframe src="//www.youtube.com/embed/x"></iframe>'],
  ['iframe javascript', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  [
    'form with action',
    '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
  ],
  ['formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['object', '<object data="https://evil.example/x.swf"></object>'],
  ['embed', '<embed src="https://evil.example/x.swf">'],
  ['style element', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="https://evil.example/">'],
  ['link import', '<link rel="import" href="https://evil.example/x.html">'],
  ['event handler on a heading', '<h1 onmouseover="alert(1)">x</h1>'],
  ['event handler with odd spacing', '<p/onclick=alert(1)>x</p>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['video onerror', '<video><source onerror="alert(1)"></video>'],
  ['template content', '<template><img src=x onerror=alert(1)></template>'],
  ['dom clobbering', '<img name="cookie" id="location" src="/a.png" alt="">'],
  ['comment breakout', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['unclosed attribute', '<a href="/a" title="x><img src=x onerror=alert(1)>">y</a>'],
  ['img data html', '<img src="data:text/html,<script>alert(1)</script>">'],
];

describe('sanitizeRichText: hostile corpus', () => {
  it.each(corpus)('neutralises %s', (_label, html) => {
    const result = sanitizeRichText(html);
    expect(result.kind).toBe('html');
    if (result.kind !== 'html') return;
    expect(result.html).not.toMatch(
      /<(?:script|svg|math|iframe|form|object|embed|style|meta|base|link)\b/i,
    );
    expectInert(result.html);
  });

  it.each(corpus)('neutralises %s when it arrives entity-encoded', (_label, html) => {
    const encoded = html
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;');
    const result = sanitizeRichText(encoded, { entityEncoded: true });
    expect(result.kind).toBe('html');
    if (result.kind === 'html') expectInert(result.html);
  });

  it('keeps the harmless text around removed markup', () => {
    const result = sanitizeRichText('<p>a</p><script>alert(1)</script><p>b</p>');
    expect(result).toEqual({ kind: 'html', html: '<p>a</p><p>b</p>' });
  });

  it('keeps the link text but not the address of a javascript link', () => {
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">Read more</a>')).toEqual({
      kind: 'html',
      html: '<a>Read more</a>',
    });
  });

  it('removes forms together with their content', () => {
    expect(
      sanitizeRichText('<p>x</p><form action="/steal"><p>Password:</p><input></form>'),
    ).toEqual({
      kind: 'html',
      html: '<p>x</p>',
    });
  });

  it('stays inert when every result is rendered into one page', () => {
    const host = document.createElement('div');
    host.innerHTML = corpus
      .map(([, html]) => sanitizeRichText(html))
      .map((result) => (result.kind === 'html' ? result.html : ''))
      .join('');
    expect(host.querySelectorAll('a').length).toBeGreaterThan(0);
    expectInert(host.innerHTML);
  });
});
