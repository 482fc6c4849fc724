/**
 * The XSS vector set (issue 12): hostile markup that must never reach any output (HTML, Markdown, JSON, text) or
 * run in any extension surface. Written for this project; the "classic" group restates, in our own words and with
 * our own marker, the payload shapes the DOMPurify test suite and the public XSS cheat sheets are known for.
 *
 * Every vector that can run script runs `payloadCode(n)`, which pushes the vector's number onto a global array
 * (`top.__pithXss`): a test opens a page or an output, then reads `firedVectors(window)` to see which ran. The code
 * has no quotes and no spaces so it fits unquoted attributes, URLs, entities and base64 alike.
 *
 * Vectors close their own tags (no vector swallows the next), so they can be batched into one article page with
 * `xssArticlePage`.
 */

export interface XssVector {
  /** Stable, readable id: `group/slug`. */
  readonly id: string;
  /** Index in XSS_VECTORS: the number its payload pushes onto `top.__pithXss`. */
  readonly n: number;
  readonly group: XssGroup;
  readonly html: string;
}

export type XssGroup = 'handler' | 'url' | 'obfuscated' | 'svg-math' | 'mutation' | 'css' | 'clobber' | 'head' | 'classic' | 'markdown';

/** The global the payloads write to. */
export const XSS_FLAG = '__pithXss';

/** Script that records vector `n` as fired: no quotes, no spaces. */
export function payloadCode(n: number): string {
  return `(top.${XSS_FLAG}=top.${XSS_FLAG}||[]).push(${n})`;
}

/** Numbers of the vectors whose payload ran in this window (empty when none did). */
export function firedVectors(win: { [XSS_FLAG]?: unknown }): number[] {
  const fired = win[XSS_FLAG];
  return Array.isArray(fired) ? [...new Set(fired as number[])].sort((a, b) => a - b) : [];
}

// ---------------------------------------------------------------------------------------------------------------
// Tables the vectors are built from. `$` in a template stands for the payload code.

/** Elements with a handler that fires by itself (no user action), as the browser would fire it. */
const SELF_FIRING: readonly [string, string][] = [
  ['img-onerror', '<img src=x onerror=$>'],
  ['img-onload-data', '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload=$>'],
  ['image-onerror', '<image src=x onerror=$>'],
  ['input-image-onerror', '<input type=image src=x onerror=$>'],
  ['video-onerror', '<video src=x onerror=$></video>'],
  ['video-source-onerror', '<video><source src=x onerror=$></video>'],
  ['audio-onerror', '<audio src=x onerror=$></audio>'],
  ['audio-source-onerror', '<audio><source onerror=$></audio>'],
  ['video-poster-onerror', '<video poster=x onerror=$></video>'],
  ['body-onload', '<body onload=$>'],
  ['body-onpageshow', '<body onpageshow=$>'],
  ['body-onfocus', '<body onfocus=$>'],
  ['frameset-onload', '<frameset onload=$></frameset>'],
  ['iframe-onload', '<iframe onload=$></iframe>'],
  ['iframe-srcdoc-onload', '<iframe srcdoc="<p>x</p>" onload=$></iframe>'],
  ['object-onerror', '<object data=x onerror=$></object>'],
  ['embed-onload', '<embed src=x onload=$>'],
  ['script-src-onerror', '<script src=x onerror=$></script>'],
  ['link-onerror', '<link rel=stylesheet href=x onerror=$>'],
  ['link-onload', '<link rel=stylesheet href="data:text/css," onload=$>'],
  ['style-onload', '<style onload=$></style>'],
  ['svg-onload', '<svg onload=$></svg>'],
  ['svg-g-onload', '<svg><g onload=$></g></svg>'],
  ['svg-image-onerror', '<svg><image href=x onerror=$></image></svg>'],
  ['details-ontoggle', '<details open ontoggle=$><summary>s</summary></details>'],
  ['input-autofocus-onfocus', '<input autofocus onfocus=$>'],
  ['textarea-autofocus-onfocus', '<textarea autofocus onfocus=$></textarea>'],
  ['select-autofocus-onfocus', '<select autofocus onfocus=$></select>'],
  ['button-autofocus-onfocus', '<button autofocus onfocus=$>b</button>'],
  ['div-tabindex-autofocus-onfocusin', '<div tabindex=1 autofocus onfocusin=$>d</div>'],
  ['a-autofocus-onfocus', '<a href=#x autofocus onfocus=$>a</a>'],
  ['marquee-onstart', '<marquee onstart=$>m</marquee>'],
  ['div-onanimationstart', '<style>@keyframes pithx{}</style><div style="animation-name:pithx" onanimationstart=$>d</div>'],
  ['div-ontransitionend', '<div style="transition:color 1ms" ontransitionend=$>d</div>'],
  ['svg-animate-onbegin', '<svg><animate onbegin=$ attributeName=x dur=1s></animate></svg>'],
  ['svg-set-onbegin', '<svg><set onbegin=$ attributeName=x to=1></set></svg>'],
  ['svg-animate-onend', '<svg><animate onend=$ attributeName=x dur=1ms></animate></svg>'],
  ['track-onerror', '<video><track default src=x onerror=$></video>'],
  ['picture-img-onerror', '<picture><source srcset=x><img src=x onerror=$></picture>'],
  ['form-onformdata', '<form onformdata=$><button>b</button></form>'],
  ['dialog-onclose', '<dialog open onclose=$>d</dialog>'],
  ['div-onpopover', '<div popover id=pp onbeforetoggle=$>p</div>'],
  ['table-background-onerror', '<table background=x onerror=$><tr><td>t</td></tr></table>'],
  ['img-srcset-onerror', '<img srcset=x onerror=$>'],
  ['img-onloadstart', '<img src=x onloadstart=$>'],
  ['video-oncanplay', '<video src=x oncanplay=$ onloadstart=$></video>'],
];

/** Elements that appear in articles, each given handlers that need the reader's action. */
const ELEMENTS: readonly string[] = [
  'p', 'div', 'span', 'a', 'h2', 'h3', 'blockquote', 'li', 'ul', 'table', 'td', 'th', 'figure', 'figcaption',
  'pre', 'code', 'em', 'strong', 'b', 'i', 'section', 'article', 'aside', 'header', 'footer', 'nav', 'button',
  'label', 'dl', 'dt', 'dd', 'sup', 'sub', 'mark', 'abbr', 'time', 'small', 'caption', 'summary', 'main',
];
const USER_HANDLERS: readonly string[] = ['onclick', 'onmouseover', 'onpointerenter', 'oncopy'];

/** Attributes that take a URL, each with the element it lives on. */
const URL_SLOTS: readonly [string, (url: string) => string][] = [
  ['a-href', (u) => `<a href="${u}">link</a>`],
  ['area-href', (u) => `<map name=m><area shape=rect coords=0,0,9,9 href="${u}"></map>`],
  ['iframe-src', (u) => `<iframe src="${u}"></iframe>`],
  ['embed-src', (u) => `<embed src="${u}">`],
  ['object-data', (u) => `<object data="${u}"></object>`],
  ['form-action', (u) => `<form action="${u}"><input type=submit value=go></form>`],
  ['button-formaction', (u) => `<form><button formaction="${u}">go</button></form>`],
  ['input-formaction', (u) => `<form><input type=submit formaction="${u}" value=go></form>`],
  ['svg-a-xlink-href', (u) => `<svg><a xlink:href="${u}"><text x=0 y=20>link</text></a></svg>`],
  ['svg-a-href', (u) => `<svg><a href="${u}"><text x=0 y=20>link</text></a></svg>`],
  ['math-href', (u) => `<math><mi href="${u}">x</mi></math>`],
  ['img-src', (u) => `<img src="${u}" alt=pic>`],
  ['video-poster', (u) => `<video poster="${u}"></video>`],
  ['blockquote-cite', (u) => `<blockquote cite="${u}">q</blockquote>`],
];

/** Scheme spellings a URL check must see through, as `[slug, url]`; `$` is the payload code. */
const SCHEMES: readonly [string, string][] = [
  ['javascript', 'javascript:$'],
  ['javascript-mixed-case', 'JaVaScRiPt:$'],
  ['javascript-leading-space', ' javascript:$'],
  ['javascript-tab-inside', 'java\tscript:$'],
  ['javascript-newline-entity', 'java&#x0A;script:$'],
  ['javascript-decimal-entities', '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;$'],
  ['javascript-hex-entity-colon', 'javascript&colon;$'],
  ['javascript-padded-entities', '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058$'],
  ['vbscript', 'vbscript:msgbox(1)'],
  ['data-html', 'data:text/html,<script>$</script>'],
  ['data-html-base64', 'data:text/html;base64,@B64@'],
  ['data-html-upper', 'DATA:TEXT/HTML,<script>$</script>'],
];

/** Mutation XSS: markup whose meaning changes when serialized and parsed again. */
const MUTATION: readonly [string, string][] = [
  ['noscript-attr-close', '<noscript><p title="</noscript><img src=x onerror=$>"></noscript>'],
  ['noscript-style', '<noscript><style></noscript><img src=x onerror=$></style></noscript>'],
  ['template-img', '<template><img src=x onerror=$></template>'],
  ['template-script', '<template><script>$</script></template>'],
  ['style-attr-close', '<style><img src="</style><img src=x onerror=$>"></style>'],
  ['title-attr-close', '<title><img src="</title><img src=x onerror=$>"></title>'],
  ['textarea-attr-close', '<textarea><img src="</textarea><img src=x onerror=$>"></textarea>'],
  ['xmp-close', '<xmp><img src="</xmp><img src=x onerror=$>"></xmp>'],
  ['iframe-text-close', '<iframe><img src="</iframe><img src=x onerror=$>"></iframe>'],
  ['noembed-close', '<noembed><img src="</noembed><img src=x onerror=$>"></noembed>'],
  ['noframes-close', '<noframes><img src="</noframes><img src=x onerror=$>"></noframes>'],
  ['comment-close', '<!--<img src="--><img src=x onerror=$>//">'],
  ['cdata-in-html', '<![CDATA[<img src=x onerror=$>]]>'],
  ['svg-style-img', '<svg><style><img src=x onerror=$></style></svg>'],
  ['svg-p-style', '<svg></p><style><a id="</style><img src=1 onerror=$>">'],
  ['math-mtext-table-mglyph-style', '<math><mtext><table><mglyph><style><img src=x onerror=$></style></mglyph></table></mtext></math>'],
  ['math-mtext-form-mglyph', '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=$></style></mglyph></form></mtext></math>'],
  ['svg-foreignobject-img', '<svg><foreignObject><img src=x onerror=$></foreignObject></svg>'],
  ['math-annotation-xml-html', '<math><annotation-xml encoding="text/html"><img src=x onerror=$></annotation-xml></math>'],
  ['select-template', '<select><template><img src=x onerror=$></template></select>'],
  ['table-form-nesting', '<table><form><input name=x></form><td><img src=x onerror=$></td></table>'],
  ['svg-title-close', '<svg><title><img src="</title><img src=x onerror=$>"></title></svg>'],
  ['noscript-comment', '<noscript><!--</noscript><img src=x onerror=$>--></noscript>'],
  ['style-in-noscript-in-svg', '<svg><noscript><style></noscript><img src=x onerror=$></style></noscript></svg>'],
  ['plaintext-like', '<listing>&lt;img src=x onerror=$&gt;</listing>'],
  ['backtick-attribute', '<img src=`x` onerror=$>'],
  ['slash-separators', '<img/src=x/onerror=$>'],
  ['newline-separators', '<img\nsrc=x\nonerror=$>'],
  ['unclosed-attr-quote', '<img src="x" onerror=$ alt="a>b">'],
];

/** CSS: script or requests through style. */
const CSS: readonly [string, string][] = [
  ['expression', '<div style="width:expression($)">d</div>'],
  ['expression-comment', '<img style="xss:expr/**/ession($)" src=ok.png>'],
  ['url-javascript', '<div style="background:url(javascript:$)">d</div>'],
  ['url-javascript-quoted', '<div style="background-image:url(\'javascript:$\')">d</div>'],
  ['url-javascript-escaped', '<div style="background:url(\\6a avascript:$)">d</div>'],
  ['moz-binding', '<div style="-moz-binding:url(data:text/xml,x)">d</div>'],
  ['behavior', '<div style="behavior:url(x.htc)">d</div>'],
  ['style-import-javascript', '<style>@import "javascript:$";</style>'],
  ['style-block-url', '<style>p{background:url(javascript:$)}</style>'],
  ['style-expression-block', '<style>p{width:expression($)}</style>'],
  ['link-stylesheet-javascript', '<link rel=stylesheet href="javascript:$">'],
  ['list-style-image', '<ul style="list-style-image:url(javascript:$)"><li>i</li></ul>'],
];

/** DOM clobbering: names and ids that shadow properties the engine or the page read. */
const CLOBBER_NAMES: readonly string[] = [
  'parentNode', 'parentElement', 'nextElementSibling', 'tagName', 'childNodes', 'getAttribute', 'textContent',
  'querySelectorAll', 'contains', 'attributes', 'nodeName', 'firstChild', 'cloneNode', 'body', 'cookie',
];

/** `<head>` elements that redirect, retarget or run script (they survive in some outputs when left in the body). */
const HEAD: readonly [string, string][] = [
  ['base-href', '<base href="https://attacker.example/">'],
  ['base-javascript', '<base href="javascript:$//">'],
  ['meta-refresh-javascript', '<meta http-equiv=refresh content="0;url=javascript:$">'],
  ['meta-refresh-data', '<meta http-equiv="refresh" content="0; url=data:text/html,<script>$</script>">'],
  ['meta-refresh-upper', '<META HTTP-EQUIV="Refresh" CONTENT="0;URL=https://attacker.example/">'],
  ['meta-csp-none', '<meta http-equiv=Content-Security-Policy content="script-src *">'],
  ['link-import', '<link rel=import href="data:text/html,<script>$</script>">'],
  ['script-inline', '<script>$</script>'],
  ['script-src-data', '<script src="data:text/javascript,$"></script>'],
  ['script-type-module', '<script type=module>$</script>'],
  ['script-uppercase', '<SCRIPT>$</SCRIPT>'],
  ['script-svg', '<svg><script>$</script></svg>'],
  ['script-svg-href', '<svg><script href="data:text/javascript,$"></script></svg>'],
  ['script-nested-broken', '<scr<script>ipt>$</scr</script>ipt>'],
];

/** SVG and MathML payloads beyond the handler and URL tables. */
const SVG_MATH: readonly [string, string][] = [
  ['svg-animate-href', '<svg><a><animate attributeName=href values=javascript:$ /><text x=0 y=20>x</text></a></svg>'],
  ['svg-set-href', '<svg><a><set attributeName=href to=javascript:$ /><text x=0 y=20>x</text></a></svg>'],
  ['svg-animate-xlink', '<svg><a xlink:href=#><animate attributeName=xlink:href values=javascript:$ /><text>x</text></a></svg>'],
  ['svg-use-data', '<svg><use href="data:image/svg+xml,<svg id=x xmlns=%22http://www.w3.org/2000/svg%22><image href=1 onerror=$ /></svg>#x"></use></svg>'],
  ['svg-use-javascript', '<svg><use xlink:href="javascript:$"></use></svg>'],
  ['svg-foreignobject-iframe', '<svg><foreignObject><iframe src="javascript:$"></iframe></foreignObject></svg>'],
  ['svg-handler-uppercase', '<SVG ONLOAD=$></SVG>'],
  ['svg-feimage', '<svg><filter><feImage href="javascript:$"/></filter></svg>'],
  ['svg-discard-onbegin', '<svg><discard onbegin=$ /></svg>'],
  ['svg-handler-on-path', '<svg><path d="M0 0" onmouseover=$ /></svg>'],
  ['svg-style-import', '<svg><style>@import url(javascript:$);</style></svg>'],
  ['svg-xlink-ns-attr', '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="&#x6a;avascript:$"><text>x</text></a></svg>'],
  ['math-maction', '<math><maction actiontype=statusline xlink:href="javascript:$">x</maction></math>'],
  ['math-a-xlink', '<math><a xlink:href="javascript:$">x</a></math>'],
  ['math-mi-xlink', '<math><mi xlink:href="data:text/html,<script>$</script>">x</mi></math>'],
  ['math-handler', '<math onmouseover=$><mi>x</mi></math>'],
  ['math-style-img', '<math><style><img src=x onerror=$></style></math>'],
  ['math-mglyph-src', '<math><mglyph src="javascript:$"></mglyph></math>'],
  ['math-semantics-annotation', '<math><semantics><annotation-xml encoding="application/xhtml+xml"><img src=x onerror=$ xmlns="http://www.w3.org/1999/xhtml"/></annotation-xml></semantics></math>'],
];

/**
 * The payload shapes of the DOMPurify test suite and the public cheat sheets, restated with our marker: the shapes
 * are common knowledge, the list is ours.
 */
const CLASSIC: readonly [string, string][] = [
  ['img-src-href-onerror', '<img src=1 href=1 onerror="javascript:$">'],
  ['audio-src-href-onerror', '<audio src=1 href=1 onerror="javascript:$"></audio>'],
  ['video-src-href-onerror', '<video src=1 href=1 onerror="javascript:$"></video>'],
  ['body-src-href-onerror', '<body src=1 href=1 onerror="javascript:$"></body>'],
  ['object-src-href-onerror', '<object src=1 href=1 onerror="javascript:$"></object>'],
  ['script-src-href-onerror', '<script src=1 href=1 onerror="javascript:$"></script>'],
  ['svg-onload-quoted', '<svg onload="javascript:$"></svg>'],
  ['iframe-onload-javascript', '<iframe src=x onload="javascript:$"></iframe>'],
  ['embed-javascript', '<embed src="javascript:$">'],
  ['isindex', '<isindex type=image src=1 onerror=$>'],
  ['x-element-onclick', '<x onclick=$>click</x>'],
  ['eval-src', '<img src=x:$ onerror=eval(src)>'],
  ['a-href-entity-c', '<a href="javas&#99;ript:$">x</a>'],
  ['a-href-null-entity', '<a href="jav&#0;ascript:$">x</a>'],
  ['a-href-tab-entity', '<a href="jav&#x09;ascript:$">x</a>'],
  ['a-href-cr-entity', '<a href="jav&#x0D;ascript:$">x</a>'],
  ['a-href-leading-controls', '<a href="&#14;  javascript:$">x</a>'],
  ['a-href-unquoted-entity', '<a href=&#x6A;avascript:$>x</a>'],
  ['a-href-uppercase-entity', '<a href="&#X6A;AVASCRIPT:$">x</a>'],
  ['img-dynsrc', '<img dynsrc="javascript:$">'],
  ['img-lowsrc', '<img lowsrc="javascript:$">'],
  ['bgsound', '<bgsound src="javascript:$">'],
  ['br-size', '<br size="&{$}">'],
  ['layer-src', '<layer src="javascript:$"></layer>'],
  ['table-background', '<table background="javascript:$"><tr><td>x</td></tr></table>'],
  ['td-background', '<table><tr><td background="javascript:$">x</td></tr></table>'],
  ['div-background', '<div background="javascript:$">x</div>'],
  ['input-src-javascript', '<input type=image src="javascript:$">'],
  ['frameset-frame', '<frameset><frame src="javascript:$"></frameset>'],
  ['a-xlink-html', '<a xlink:href="javascript:$">x</a>'],
  ['form-button-formaction', '<form id=f2></form><button form=f2 formaction="javascript:$">x</button>'],
  ['keygen-autofocus', '<keygen autofocus onfocus=$>'],
  ['html-handler', '<html onmouseover=$>'],
  ['a-onmouseover-unquoted', '<a onmouseover=$>x</a>'],
  ['img-onerror-spaces', '<img src = x onerror = "$">'],
  ['img-onerror-slash', '<img src=x onerror="$"/>'],
  ['img-onerror-tab', '<img\tsrc=x\tonerror=$>'],
  ['img-onerror-formfeed', '<img\fsrc=x\fonerror=$>'],
  ['double-open-tag', '<<img src=x onerror=$>>'],
  ['tag-in-attr', '<img alt="<script>$</script>" src=ok.png>'],
  ['a-data-html-entity', '<a href="data&colon;text/html,<script>$</script>">x</a>'],
  ['a-data-html-charset', '<a href="data:text/html;charset=utf-8,<script>$</script>">x</a>'],
  ['iframe-srcdoc-script', '<iframe srcdoc="<script>$</script>"></iframe>'],
  ['iframe-srcdoc-entity', '<iframe srcdoc="&lt;img src=x onerror=$&gt;"></iframe>'],
  ['object-type-html', '<object type=text/html data="javascript:$"></object>'],
  ['param-value', '<object><param name=src value="javascript:$"></object>'],
  ['meta-in-body-refresh', '<p>x<meta http-equiv=refresh content="0;javascript:$"></p>'],
  ['a-ping', '<a href=/ok ping="javascript:$">x</a>'],
  ['form-attr-action', '<form action="javascript:$"><input type=submit></form>'],
  ['math-xlink-href-math', '<math href="javascript:$">x</math>'],
  ['svg-a-uppercase-scheme', '<svg><a xlink:href="JAVASCRIPT:$"><text>x</text></a></svg>'],
  ['img-srcset-javascript', '<img srcset="javascript:$ 1x">'],
  ['source-srcset-javascript', '<picture><source srcset="javascript:$"><img src=ok.png></picture>'],
  ['img-srcset-data-html', '<img srcset="data:text/html,<script>$</script> 2x, ok.png 1x">'],
  ['img-srcset-list-javascript', '<img srcset="ok.png 1x, javascript:$ 2x">'],
  ['video-source-javascript', '<video><source src="javascript:$"></video>'],
  ['audio-src-javascript', '<audio src="javascript:$"></audio>'],
  ['a-target-self-javascript', '<a target=_self href="javascript:$">x</a>'],
  ['a-download-data-html', '<a download href="data:text/html,<script>$</script>">x</a>'],
  ['img-usemap-area', '<img src=ok.png usemap=#m2><map name=m2><area href="javascript:$"></map>'],
  ['style-attr-closes-tag', '<p style="x:\'</p><img src=x onerror=$>\'">x</p>'],
  ['attr-name-handler-case', '<img src=x OnErRoR=$>'],
  ['handler-with-entities', '<img src=x onerror="&#40;top&#41;">'],
  ['on-prefixed-custom', '<div onpith=$ onx=$>d</div>'],
];

// ---------------------------------------------------------------------------------------------------------------

/**
 * Markup in the attributes the Markdown writes as text (image alt, image and link titles): a Markdown renderer
 * reads an image description's raw HTML into its `alt`, where a quote in the markup ends the attribute.
 */
const MARKDOWN_TEXT: readonly [string, string][] = [
  ['alt-tag', '<img src=photo.png alt="<img src=x onerror=$>">'],
  ['alt-tag-quoted', `<img src=photo.png alt='<img src="x" onerror="$">'>`],
  ['alt-tag-in-words', `<img src=photo.png alt='a chart <b title="x" onmouseover="$">of</b> sales'>`],
  ['alt-quote-tag', `<img src=photo.png alt='"><img src=x onerror=$>'>`],
  ['alt-link', '<img src=photo.png alt="[x](javascript:$)">'],
  ['alt-autolink', '<img src=photo.png alt="<javascript:$>">'],
  ['alt-entity-quote', '<img src=photo.png alt="&amp;quot;&gt;&lt;img src=x onerror=$&gt;">'],
  ['img-title-tag', `<img src=photo.png alt=photo title='"><img src=x onerror=$>'>`],
  ['a-title-tag', `<a href=https://example.org/ok title='"><img src=x onerror=$>'>a titled link</a>`],
];

function bytesBase64(s: string): string {
  return btoa(unescape(encodeURIComponent(s)));
}

function build(): XssVector[] {
  const out: { id: string; group: XssGroup; template: string }[] = [];
  const add = (group: XssGroup, id: string, template: string) => out.push({ id: `${group}/${id}`, group, template });

  for (const [id, t] of SELF_FIRING) add('handler', id, t);
  for (const tag of ELEMENTS) {
    for (const h of USER_HANDLERS) add('handler', `${tag}-${h}`, `<${tag} ${h}=$>${tag} text</${tag}>`);
  }
  for (const [slot, make] of URL_SLOTS) {
    for (const [scheme, url] of SCHEMES) {
      const group: XssGroup = scheme.startsWith('javascript-') ? 'obfuscated' : 'url';
      add(group, `${slot}-${scheme}`, make(url));
    }
  }
  for (const [id, t] of MUTATION) add('mutation', id, t);
  for (const [id, t] of CSS) add('css', id, t);
  for (const name of CLOBBER_NAMES) {
    add('clobber', `form-input-${name}`, `<form><label>x <input name=${name}></label><p>clobbered ${name}</p></form>`);
    add('clobber', `img-name-${name}`, `<img name=${name} src=ok.png><p>named image ${name}</p>`);
  }
  add('clobber', 'form-id-and-name', '<form id=content name=body><input id=attributes><input name=id></form>');
  add('clobber', 'a-id-twice', '<a id=defaultView></a><a id=defaultView name=href href="javascript:$">x</a>');
  for (const [id, t] of HEAD) add('head', id, t);
  for (const [id, t] of SVG_MATH) add('svg-math', id, t);
  for (const [id, t] of CLASSIC) add('classic', id, t);
  for (const [id, t] of MARKDOWN_TEXT) add('markdown', id, t);

  return out.map(({ id, group, template }, n) => {
    const code = payloadCode(n);
    const html = template
      .replace('@B64@', () => bytesBase64(`<script>${code}</script>`))
      .replaceAll('$', () => code);
    return { id, n, group, html };
  });
}

export const XSS_VECTORS: readonly XssVector[] = build();

// ---------------------------------------------------------------------------------------------------------------

/** Sentences for the article around the vectors: enough prose for every extractor to take the block as the article. */
const PROSE: readonly string[] = [
  'The harbour town woke slowly, and the fishing boats came back one by one with the morning tide behind them.',
  'Merchants opened their shutters along the quay while children ran between the stacked crates of silver fish.',
  'An old sailor sat by the lighthouse and told anyone who listened about the winter storm of his youth.',
  'The council had argued for months about the new breakwater, and the vote was finally set for the spring.',
  'Engineers from the capital measured the currents and wrote long reports that few people in the town read.',
  'By noon the market square was full, and the smell of bread and salt hung over the narrow streets.',
];

function paragraph(i: number): string {
  const words = Array.from({ length: 4 }, (_, k) => PROSE[(i + k) % PROSE.length]).join(' ');
  return `<p>Part ${i + 1}. ${words}</p>`;
}

export interface XssPageOptions {
  /** Page title; default "Hostile article". */
  title?: string;
}

/**
 * An article page holding `batch`: each vector follows a paragraph of prose inside <article>, so extraction keeps
 * the block that holds them. The page itself sets no flag: only a vector that runs does.
 */
export function xssArticlePage(batch: readonly XssVector[], options: XssPageOptions = {}): string {
  const title = options.title ?? 'Hostile article';
  const body = batch.map((v, i) => `${paragraph(i)}\n${v.html}`).join('\n');
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>`,
    `<body><article><h1>${title}</h1>`,
    body,
    paragraph(batch.length),
    paragraph(batch.length + 1),
    '</article></body></html>',
  ].join('\n');
}

/** XSS_VECTORS cut into batches of `size` (the last may be shorter). */
export function xssBatches(size: number, vectors: readonly XssVector[] = XSS_VECTORS): XssVector[][] {
  const batches: XssVector[][] = [];
  for (let i = 0; i < vectors.length; i += size) batches.push(vectors.slice(i, i + size));
  return batches;
}
