// Stored-XSS corpus for e2e/xss.spec.ts. Every payload that could run sets `window.__xss = 1` or opens
// a dialog (alert/confirm/prompt); the journey fails on either, and on any Content Security Policy
// violation (the CSP would block an inline handler that got through, and report it).
// Each payload fits the tightest field it is written into after trimming (header template name: 80
// characters, so longer payloads are cut there; the journey compares with the stored value).

export interface XssPayload {
  /** Short name for reports. */
  name: string;
  text: string;
}

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // Script tags
  { name: 'script tag', text: '<script>window.__xss=1</script>' },
  { name: 'script alert', text: "<script>alert('xss')</script>" },
  { name: 'script src data', text: '<script src="data:text/javascript,window.__xss=1"></script>' },
  // Event handlers
  { name: 'img onerror', text: '<img src=x onerror="window.__xss=1">' },
  { name: 'img onerror alert', text: '<img src="x" onerror=alert(2)>' },
  { name: 'img srcset', text: '<img srcset="x" onerror=window.__xss=1>' },
  { name: 'svg onload', text: '<svg onload=window.__xss=1>' },
  { name: 'svg animate onbegin', text: '<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s>' },
  { name: 'body onload', text: '<body onload=alert(3)>' },
  { name: 'details ontoggle', text: '<details open ontoggle="window.__xss=1">x</details>' },
  { name: 'video source onerror', text: '<video><source onerror="window.__xss=1"></video>' },
  { name: 'video onerror', text: '<video src=x onerror=alert(4)>' },
  { name: 'input autofocus onfocus', text: '<input onfocus=window.__xss=1 autofocus>' },
  { name: 'marquee onstart', text: '<marquee onstart=window.__xss=1>go</marquee>' },
  // javascript: and data: addresses
  { name: 'a javascript href', text: '<a href="javascript:window.__xss=1">click me</a>' },
  { name: 'bare javascript url', text: 'javascript:window.__xss=1' },
  { name: 'iframe javascript', text: '<iframe src="javascript:alert(5)"></iframe>' },
  { name: 'a data html', text: '<a href="data:text/html,<script>alert(6)</script>">data link</a>' },
  { name: 'bare data html', text: 'data:text/html;base64,PHNjcmlwdD5hbGVydCg3KTwvc2NyaXB0Pg==' },
  { name: 'object data html', text: '<object data="data:text/html,<script>window.__xss=1</script>">' },
  { name: 'form action javascript', text: '<form action="javascript:window.__xss=1"><button>go</button>' },
  { name: 'meta refresh', text: '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">' },
  // SVG
  { name: 'svg script', text: '<svg><script>window.__xss=1</script></svg>' },
  {
    name: 'svg use data',
    text: "<svg><use href=\"data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='window.__xss=1'/></svg>#x\"/></svg>",
  },
  // Broken and nested markup, attribute breakouts
  { name: 'attribute breakout double', text: '"><script>window.__xss=1</script>' },
  { name: 'attribute breakout single', text: "' onmouseover='window.__xss=1' x='" },
  { name: 'attribute breakout autofocus', text: '" autofocus onfocus="window.__xss=1" x="' },
  { name: 'textarea breakout', text: '</textarea><script>window.__xss=1</script>' },
  { name: 'title breakout', text: '</title><img src=x onerror=window.__xss=1>' },
  { name: 'nested script', text: '<<script>script>window.__xss=1<</script>/script>' },
  { name: 'split script', text: '<scr<script>ipt>window.__xss=1</scr</script>ipt>' },
  { name: 'unclosed img', text: '<img src=x onerror=window.__xss=1' },
  { name: 'comment trick', text: '<!--<img src="--><img src=x onerror=window.__xss=1//">' },
  { name: 'noscript mxss', text: '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">' },
  {
    name: 'math style mxss',
    text: '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  },
  // Template and style tricks
  { name: 'template element', text: '<template><img src=x onerror=window.__xss=1></template>' },
  { name: 'style url javascript', text: '<style>*{background:url("javascript:alert(8)")}</style>' },
  { name: 'style attribute', text: '<p style="background:url(javascript:window.__xss=1)">styled</p>' },
  { name: 'template literal', text: '${window.__xss=1}' },
  { name: 'angular template', text: "{{constructor.constructor('window.__xss=1')()}}" },
  { name: 'base href', text: '<base href="javascript:/a/-alert(9)///////">' },
  // DOM clobbering: an element named like the probe would make window.__xss exist.
  { name: 'dom clobbering id', text: '<p id="__xss">clobber</p><form name="__xss"></form>' },
  // Unicode tricks
  { name: 'fullwidth script', text: '＜script＞window.__xss=1＜/script＞' },
  { name: 'rtl override', text: '\u202Egnp.exe<img src=x onerror=window.__xss=1>' },
  {
    name: 'zero width',
    text: '<scr\u200Bipt>window.__xss=1</scr\u200Bipt><img\u200Bsrc=x onerror=window.__xss=1>',
  },
  { name: 'escaped angle brackets', text: '\\u003cimg src=x onerror=window.__xss=1\\u003e' },
  {
    name: 'html entities',
    text: '&lt;script&gt;window.__xss=1&lt;/script&gt;&#60;img src=x onerror=alert(10)&#62;',
  },
  { name: 'indic script with img', text: 'प्रश्न <img src=x onerror=window.__xss=1> ગુજરાતી' },
  { name: 'eval atob', text: '<img src=x onerror="eval(atob(\'d2luZG93Ll9feHNzPTE=\'))">' },
];

/** What a field keeps of a payload: the server trims, and a field may be shorter than the payload. */
export function fitTo(text: string, max: number): string {
  return text.trim().slice(0, max).trim();
}
