// The one place server HTML (news, announcements, research abstracts) is cleaned before rendering
// (DESIGN.md "UI"). DOMPurify removes scripts and event handlers; on top of its defaults we
// - keep HTML only (no SVG or MathML, whose namespaces have their own script vectors),
// - drop forms, frames, embeds and inline <style>/style attributes (phishing overlays, CSS exfiltration),
// - accept URLs only with http(s), mailto or tel schemes or relative ones: no javascript:, no data:
//   (DOMPurify alone would keep data: on <img src>),
// - make every link open in a new browsing context without access to this page (target=_blank,
//   rel=noopener noreferrer).
import createDOMPurify, { type DOMPurify } from 'dompurify';

const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const URL_ATTRS = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'background',
  'srcset',
]);
/** Control characters and whitespace browsers ignore inside a scheme ("java\tscript:"). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** True when a URL attribute value may stay: a safe scheme or a relative reference. */
export function isSafeUrl(value: string): boolean {
  const v = value.replace(IGNORED_IN_URL, '');
  if (/^(?:javascript|vbscript|data|blob|file):/i.test(v)) return false;
  return ALLOWED_URI.test(v);
}

const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'meta',
  'link',
  'base',
  'template',
  'noscript',
];
const FORBID_ATTR = ['style', 'srcdoc', 'formaction', 'action', 'ping', 'target'];

let instance: DOMPurify | null = null;

/** One configured DOMPurify bound to the current window (created on first use, so node tests can import). */
function purifier(): DOMPurify {
  if (instance) return instance;
  const p = createDOMPurify(window);
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name.startsWith('on')) data.keepAttr = false;
    else if (URL_ATTRS.has(name) && !isSafeUrl(data.attrValue)) data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  instance = p;
  return p;
}

/** Safe HTML for dangerouslySetInnerHTML; '' for missing input. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
