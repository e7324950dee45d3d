// The XSS corpus of the security suite (issue 9 §4): strings a hostile or compromised server could send in any
// text field. Every payload, if the browser ever ran it, calls one of three sinks that xss.spec.ts watches:
//   __xss(<id>)          a function the spec exposes in every frame (page.exposeFunction)
//   alert('__xss <id>')  used where the code would run in a frame of another origin (data: URLs); caught as a dialog
//   /__xss/<id>          a same-origin URL the spec routes: a fetch, a navigation or a CSS url() reaching it counts
// Nearly every payload contains the text `__xss` as it is (all but the entity- and base64-encoded ones), which lets
// the spec also find a payload that ended up in a dangerous attribute (href, src, style…) instead of a text node.

export interface XssPayload {
  id: number;
  /** What the payload tries, for the failure message. */
  name: string;
  /** The string the server sends. */
  text: string;
}

/** The text every payload carries and the path of the marker URL. */
export const XSS_MARKER = '__xss';

// `$ID` is replaced by the payload's number, so a hit names the payload that ran.
const TEMPLATES: readonly [name: string, template: string | ((id: number) => string)][] = [
  // Script elements.
  ['script tag', '<script>__xss($ID)</script>'],
  ['script src data: URL', '<SCRIPT SRC=data:text/javascript,__xss($ID)></SCRIPT>'],
  ['script src marker URL', '<script src="/__xss/$ID.js"></script>'],
  ['nested script filter evasion', '<scr<script>ipt>__xss($ID)</scr</script>ipt>'],
  ['script with fetch', "<script>fetch('/__xss/$ID')</script>"],
  ['svg script', '<svg><script>__xss($ID)</script></svg>'],
  ['svg script with href', '<svg><script href="data:,__xss($ID)"></script></svg>'],
  // Breaking out of an attribute or an element the text might be placed in.
  ['"> breakout into script', '"><script>__xss($ID)</script>'],
  ["'> breakout into img", "'><img src=x onerror=__xss($ID)>"],
  ['textarea breakout', '</textarea><script>__xss($ID)</script>'],
  ['title breakout', '</title><script>__xss($ID)</script>'],
  ['style breakout', '</style><script>__xss($ID)</script>'],
  ['double-quoted attribute breakout', '" onmouseover="__xss($ID)" x="'],
  ['single-quoted attribute breakout', "' autofocus onfocus='__xss($ID)' x='"],
  ['unquoted attribute breakout', ' autofocus onfocus=__xss($ID) '],
  ['attribute breakout into style', 'x" style="background:url(/__xss/$ID)'],
  // Event handlers.
  ['img onerror', '<img src=x onerror=__xss($ID)>'],
  ['img onerror, mixed case', '<IMG SRC=x OnErRoR=__xss($ID)>'],
  ['img with slashes instead of spaces', '<img/src/onerror=__xss($ID)>'],
  ['img with backtick-quoted src', '<img src=`x`onerror=__xss($ID)>'],
  ['img onerror with entity-encoded code', '<img src=x onerror="&#95;&#95;xss($ID)">'],
  ['img onerror with unicode-escaped alert', "<img src=x onerror=\"\\u0061lert('__xss $ID')\">"],
  ['img srcset onerror', '<img srcset=x onerror=__xss($ID)>'],
  ['input type=image onerror', '<input type=image src=x onerror=__xss($ID)>'],
  ['svg onload', '<svg onload=__xss($ID)>'],
  ['svg/onload without spaces', '<svg/onload=__xss($ID)//'],
  ['body onload', '<body onload=__xss($ID)>'],
  ['input autofocus onfocus', '<input autofocus onfocus=__xss($ID)>'],
  ['contenteditable autofocus onfocus', '<x contenteditable autofocus onfocus=__xss($ID)>x</x>'],
  ['details ontoggle', '<details open ontoggle=__xss($ID)>x</details>'],
  ['video source onerror', '<video><source onerror=__xss($ID)></video>'],
  ['audio onerror', '<audio src=x onerror=__xss($ID)></audio>'],
  ['marquee onstart', '<marquee onstart=__xss($ID)>x</marquee>'],
  ['full-page onmouseover', '<div onmouseover=__xss($ID) style="position:fixed;inset:0">x</div>'],
  ['svg animate onbegin', '<svg><animate onbegin=__xss($ID) attributeName=x dur=1s></svg>'],
  ['style onload', '<style onload=__xss($ID)></style>'],
  ['iframe onload', '<iframe onload=__xss($ID)></iframe>'],
  // javascript: and other dangerous URLs.
  ['a href javascript:', '<a href="javascript:__xss($ID)">link</a>'],
  ['a href javascript:, mixed case', '<a href="JaVaScRiPt:__xss($ID)">link</a>'],
  ['a href javascript: after control characters', '<a href=" &#14; javascript:__xss($ID)">link</a>'],
  ['a href javascript:, entity-encoded', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss($ID)">link</a>'],
  ['a href javascript: with a tab inside', '<a href="jav&#x09;ascript:__xss($ID)">link</a>'],
  ['a href javascript&colon;', '<a href="javascript&colon;__xss($ID)">link</a>'],
  ['a href data:text/html', "<a href=\"data:text/html,<script>alert('__xss $ID')</script>\">link</a>"],
  ['area href javascript:', '<map name=m$ID><area shape=rect coords=0,0,99,99 href="javascript:__xss($ID)"></map>'],
  ['iframe src javascript:', '<iframe src="javascript:__xss($ID)"></iframe>'],
  ['iframe src data:text/html', "<iframe src=\"data:text/html,<script>alert('__xss $ID')</script>\"></iframe>"],
  ['iframe srcdoc script', '<iframe srcdoc="<script>__xss($ID)</script>"></iframe>'],
  ['iframe srcdoc entity-encoded img', '<iframe srcdoc="&lt;img src=x onerror=__xss($ID)&gt;"></iframe>'],
  ['object data javascript:', '<object data="javascript:__xss($ID)"></object>'],
  [
    'object data base64 HTML',
    (id) => `<object data="data:text/html;base64,${btoa(`<script>alert('__xss ${id}')</script>`)}"></object>`,
  ],
  ['embed src javascript:', '<embed src="javascript:__xss($ID)">'],
  ['embed svg with onload', "<embed src=\"data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(&quot;__xss $ID&quot;)'/>\">"],
  ['form action javascript:', '<form action="javascript:__xss($ID)"><input type=submit value=go></form>'],
  ['button formaction javascript:', '<form><button formaction="javascript:__xss($ID)">go</button></form>'],
  ['isindex action javascript:', '<isindex action="javascript:__xss($ID)" type=submit>'],
  ['base href javascript:', '<base href="javascript:__xss($ID)//">'],
  ['table background javascript:', '<table background="javascript:__xss($ID)"><tr><td>x</td></tr></table>'],
  ['svg a xlink:href javascript:', '<svg><a xlink:href="javascript:__xss($ID)"><text x=20 y=20>x</text></a></svg>'],
  ['svg animate href to javascript:', '<svg><a><animate attributeName=href values=javascript:__xss($ID) /><text x=20 y=20>x</text></a></svg>'],
  ['math href javascript:', '<math href="javascript:__xss($ID)">x</math>'],
  [
    'svg use with data: svg',
    "<svg><use href=\"data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='__xss($ID)'/></svg>#x\"/></svg>",
  ],
  // Styles: old expression(), javascript: in url(), and requests a style could make.
  ['style attribute url(javascript:)', '<div style="background:url(javascript:__xss($ID))">x</div>'],
  ['style attribute expression()', '<div style="width:expression(__xss($ID))">x</div>'],
  ['style attribute url() request', '<div style="background-image:url(/__xss/$ID)">x</div>'],
  ['style element @import javascript:', "<style>@import 'javascript:__xss($ID)';</style>"],
  ['style element url() request', '<style>body{background:url("/__xss/$ID")}</style>'],
  ['link stylesheet marker URL', '<link rel=stylesheet href="/__xss/$ID.css">'],
  // Meta refresh.
  ['meta refresh to javascript:', '<meta http-equiv="refresh" content="0;url=javascript:__xss($ID)">'],
  ['meta refresh to marker URL', '<meta http-equiv="refresh" content="0;url=/__xss/$ID">'],
  // Mutation XSS: markup that changes meaning when serialised and parsed again, namespace confusion.
  ['noscript title mXSS', '<noscript><p title="</noscript><img src=x onerror=__xss($ID)>"></noscript>'],
  ['svg style namespace confusion', '<svg></p><style><a id="</style><img src=1 onerror=__xss($ID)>">'],
  [
    'math mglyph style comment (DOMPurify 2.0.17 bypass)',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=__xss($ID)&gt;">',
  ],
  [
    'form math mtext nesting (DOMPurify 2.0.0 bypass)',
    '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=__xss($ID) src>">',
  ],
  ['svg p style', '<svg><p><style><img src=x onerror=__xss($ID)></style></p></svg>'],
  ['math mi xlink:href data:', '<math><mi xlink:href="data:x,<script>__xss($ID)</script>">x</mi></math>'],
  ['svg foreignObject img', '<svg><foreignObject><img src=x onerror=__xss($ID)></foreignObject></svg>'],
  ['template content', '<template><img src=x onerror=__xss($ID)></template>'],
  ['xmp title', '<xmp><img title="</xmp><img src=x onerror=__xss($ID)>"></xmp>'],
  ['noembed title', '<noembed><img title="</noembed><img src=x onerror=__xss($ID)>"></noembed>'],
  ['noframes title', '<noframes><img title="</noframes><img src=x onerror=__xss($ID)>"></noframes>'],
  ['iframe content title', '<iframe><img title="</iframe><img src=x onerror=__xss($ID)>"></iframe>'],
  ['textarea content title', '<textarea><img title="</textarea><img src=x onerror=__xss($ID)>"></textarea>'],
  ['comment trick', '<!--><img src=x onerror=__xss($ID)>-->'],
  ['CDATA in HTML', '<![CDATA[><img src=x onerror=__xss($ID)>]]>'],
  ['select template style', '<select><template><style><!--</style><img src=x onerror=__xss($ID)>--></style></template></select>'],
  // Encoded forms: harmless unless something decodes them and then uses the result as HTML.
  ['entity-encoded script text', '&lt;script&gt;__xss($ID)&lt;/script&gt;'],
  ['percent-encoded script', '%3Cscript%3E__xss($ID)%3C%2Fscript%3E'],
  ['JavaScript-escaped script', '\\x3cscript\\x3e__xss($ID)\\x3c/script\\x3e'],
  ['full-width brackets', '＜script＞__xss($ID)＜/script＞'],
  ['UTF-7 script', '+ADw-script+AD4-__xss($ID)+ADw-/script+AD4-'],
  // Markdown and templates, in case any text were rendered as Markdown or through a template engine.
  ['markdown link javascript:', '[click me](javascript:__xss($ID))'],
  ['markdown link with encoded colon', '[click me](javascript&#58;__xss($ID))'],
  ['markdown image onerror', '![x](x" onerror="__xss($ID))'],
  ['template expression', "{{constructor.constructor('__xss($ID)')()}}"],
  ['template literal', '${__xss($ID)}'],
  ['bare javascript: URL', 'javascript:__xss($ID)'],
  ['bare data: URL', 'data:text/html,<script>__xss($ID)</script>'],
];

export const XSS_PAYLOADS: readonly XssPayload[] = TEMPLATES.map(([name, template], index) => {
  const id = index + 1;
  const text = typeof template === 'function' ? template(id) : template.replaceAll('$ID', String(id));
  return { id, name, text };
});

/** The payloads joined into one text, one per line (for single text fields such as feedback or a hint). */
export const ALL_PAYLOADS_TEXT = XSS_PAYLOADS.map((payload) => payload.text).join('\n');

/** The payload at `index`, wrapping around, so a list of any length can carry the corpus. */
export const payloadAt = (index: number): XssPayload => XSS_PAYLOADS[index % XSS_PAYLOADS.length]!;
