/** @jest-environment jsdom */
import { isSafeUrl, sanitizeHtml } from './sanitize';

/** Parses sanitised output so assertions look at the DOM a browser would build, not at strings. */
function render(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return div;
}

function allAttributes(root: HTMLElement): Array<[string, string]> {
  return Array.from(root.querySelectorAll('*')).flatMap((el) =>
    Array.from(el.attributes).map((a): [string, string] => [a.name.toLowerCase(), a.value]),
  );
}

const VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r=1></circle></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<body onload=alert(1)>',
  '<div onclick="alert(1)" onmouseover="alert(1)">x</div>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<input autofocus onfocus=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><img src=x onerror=alert(1)></template>',
  '<a href="vbscript:msgbox(1)">x</a>',
];

describe('sanitizeHtml', () => {
  test.each(VECTORS)('neutralises %s', (vector) => {
    const root = render(vector);
    expect(
      root.querySelector(
        'script, iframe, object, embed, form, input, button, style, meta, base, link, svg, math',
      ),
    ).toBeNull();
    for (const [name, value] of allAttributes(root)) {
      expect(name.startsWith('on')).toBe(false);
      expect(['style', 'srcdoc', 'formaction', 'action']).not.toContain(name);
      if (['href', 'src'].includes(name)) expect(isSafeUrl(value)).toBe(true);
    }
  });

  test('keeps ordinary article markup', () => {
    const root = render(
      '<p><strong>要点</strong>营业收入同比增长 <em>12.3%</em></p><table><tr><th>项目</th><td>1</td></tr></table><img src="/img/a.png" alt="图">',
    );
    expect(root.querySelector('p strong')?.textContent).toBe('要点');
    expect(root.querySelector('table td')?.textContent).toBe('1');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/img/a.png');
  });

  test('links open in a new context without access to the opener', () => {
    const root = render(
      '<a href="https://example.com/a" target="_self">原文</a><a href="/wap/sh/600519.html">行情</a>',
    );
    const links = Array.from(root.querySelectorAll('a'));
    expect(links).toHaveLength(2);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[0].getAttribute('href')).toBe('https://example.com/a');
  });

  test('missing input gives an empty string', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('isSafeUrl', () => {
  test.each([
    'https://a.cn/x',
    'http://a.cn',
    '/wap/a.html',
    'page.html',
    '#top',
    'mailto:a@b.cn',
    'tel:10086',
  ])('accepts %s', (u) => expect(isSafeUrl(u)).toBe(true));
  test.each([
    'javascript:alert(1)',
    ' java\tscript:1',
    'data:text/html,x',
    'DATA:image/png;base64,x',
    'vbscript:x',
    'blob:x',
    'ftp://x',
  ])('rejects %s', (u) => expect(isSafeUrl(u)).toBe(false));
});
