/**
 * The test gateway's hosted card fields: the page the storefront frames (an iframe on the gateway's own origin)
 * and its script. Plain HTML and a static script (no inline script: the page's CSP allows only its own files); the
 * page's settings travel in a JSON data block. The script talks to the framing storefront only by postMessage,
 * to the one origin the page was opened for, and takes messages only from that origin and window:
 *
 *   storefront → fields  { type: 'spectrane-card:tokenize' }
 *   fields → storefront  { type: 'spectrane-card:ready' } | { type: 'spectrane-card:resize', height }
 *                        | { type: 'spectrane-card:token', token, card: { brand, last4 } }
 *                        | { type: 'spectrane-card:invalid' } | { type: 'spectrane-card:error' }
 *                        | { type: 'spectrane-card:submit' } (Enter in a field)
 *
 * The card number, expiry and CVC go from the fields to the gateway's own /v1/tokens and nowhere else.
 */

/** The texts of the fields in one language (i18n/<locale>.json, cardFields.*). */
export type HostedFieldsTexts = Record<string, string>;

export interface HostedFieldsConfig {
  /** The storefront's origin: the only one the token is posted to and messages are taken from. */
  parentOrigin: string;
  publicKey: string;
  /** A test key ('pk_sandbox_…'); anything else shows the refusal instead of the fields. */
  keyAccepted: boolean;
  texts: HostedFieldsTexts;
  lang: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON safe inside a <script type="application/json"> block. */
const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export function hostedFieldsHtml(config: HostedFieldsConfig): string {
  const t = (id: string): string => escapeHtml(config.texts[id] ?? id);
  const field = (name: string, label: string, attributes: string): string => `
    <div class="field">
      <label for="${name}">${t(label)}</label>
      <input id="${name}" name="${name}" ${attributes} aria-describedby="${name}-error" aria-invalid="false" required>
      <p id="${name}-error" class="error" hidden></p>
    </div>`;
  const body = config.keyAccepted
    ? `<form id="card" novalidate aria-label="${t('cardFields.title')}">
    ${field('cardnumber', 'cardFields.number', 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"')}
    <div class="row">
    ${field('cc-exp', 'cardFields.expiry', `type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="${t('cardFields.expiryPlaceholder')}"`)}
    ${field('cvc', 'cardFields.cvc', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
    </div>
    <p id="status" class="error" role="alert"></p>
  </form>`
    : `<p class="error" role="alert">${t('cardFields.keyRefused')}</p>`;
  return `<!doctype html>
<html lang="${escapeHtml(config.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('cardFields.title')}</title>
<link rel="stylesheet" href="hosted-fields.css">
<script type="application/json" id="config">${jsonForScript({ parentOrigin: config.parentOrigin, publicKey: config.publicKey, texts: config.texts })}</script>
<script src="hosted-fields.js" defer></script>
</head>
<body>
<main>
  ${body}
</main>
</body>
</html>
`;
}

export const hostedFieldsCss = `*{box-sizing:border-box}
html,body{margin:0;padding:0;background:transparent;font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f1f1f}
main{padding:2px}
.field{margin:0 0 12px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 12px;align-items:start}
@media (max-width:400px){.row{grid-template-columns:1fr}}
label{display:block;margin:0 0 4px;font-size:14px;font-weight:600}
input{display:block;width:100%;min-height:40px;padding:8px 11px;border:1px solid #8c8c8c;border-radius:6px;font:inherit;color:inherit;background:#fff}
input:focus{outline:2px solid #1558d6;outline-offset:1px;border-color:#1558d6}
input[aria-invalid="true"]{border-color:#b3261e}
.error{margin:4px 0 0;color:#b3261e;font-size:14px}
.error:empty{display:none}
`;

/** The fields' script (served as /hosted-fields.js). ES2019, no dependencies. */
export const hostedFieldsScript = `'use strict';
(function () {
  var config = JSON.parse(document.getElementById('config').textContent);
  var parentOrigin = config.parentOrigin;
  var texts = config.texts;
  var form = document.getElementById('card');
  function post(message) { window.parent.postMessage(message, parentOrigin); }
  // The content's own height (the document's never shrinks below the frame's, so a frame would only grow).
  var content = document.querySelector('main');
  function resize() { post({ type: 'spectrane-card:resize', height: Math.ceil(content.getBoundingClientRect().height) + 4 }); }
  // Chromium tells which origin frames the page: the fields answer no other.
  var ancestors = window.location.ancestorOrigins;
  var framedByParent = window.parent !== window && (!ancestors || ancestors[0] === parentOrigin);
  if (!framedByParent) return;
  if (typeof ResizeObserver === 'function') new ResizeObserver(resize).observe(content);
  if (!form) { post({ type: 'spectrane-card:ready' }); resize(); return; }

  var number = document.getElementById('cardnumber');
  var expiry = document.getElementById('cc-exp');
  var cvc = document.getElementById('cvc');
  var status = document.getElementById('status');
  var busy = false;
  var FIELD = { number: number, expiry: expiry, cvc: cvc };

  function digits(value) { return value.replace(/\\D/g, ''); }
  function isAmex(d) { return /^3[47]/.test(d); }
  function luhn(d) {
    var sum = 0;
    for (var i = 0; i < d.length; i += 1) {
      var n = Number(d.charAt(d.length - 1 - i));
      if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    return sum % 10 === 0;
  }
  function parseExpiry(value) {
    var m = /^\\s*(\\d{1,2})\\s*\\/?\\s*(\\d{2}|\\d{4})\\s*$/.exec(value);
    if (!m) return null;
    var year = Number(m[2]);
    return { month: Number(m[1]), year: year < 100 ? 2000 + year : year };
  }
  function show(field, problem) {
    var error = document.getElementById(field.id + '-error');
    error.textContent = problem ? texts['cardFields.' + problem] || problem : '';
    error.hidden = !problem;
    field.setAttribute('aria-invalid', problem ? 'true' : 'false');
  }
  function check() {
    var now = new Date();
    var d = digits(number.value);
    var problems = {};
    if (!d) problems.number = 'number_required';
    else if (d.length < 12 || d.length > 19 || !luhn(d)) problems.number = 'number_invalid';
    var exp = parseExpiry(expiry.value);
    if (!expiry.value.trim()) problems.expiry = 'expiry_required';
    else if (!exp || exp.month < 1 || exp.month > 12) problems.expiry = 'expiry_invalid';
    else if (exp.year < now.getFullYear() || (exp.year === now.getFullYear() && exp.month < now.getMonth() + 1)) problems.expiry = 'expiry_past';
    var c = cvc.value.trim();
    if (!c) problems.cvc = 'cvc_required';
    else if (!(isAmex(d) ? /^\\d{4}$/ : /^\\d{3}$/).test(c)) problems.cvc = 'cvc_invalid';
    return { problems: problems, exp: exp };
  }
  function showAll(problems) {
    Object.keys(FIELD).forEach(function (name) { show(FIELD[name], problems[name]); });
    var first = ['number', 'expiry', 'cvc'].filter(function (name) { return problems[name]; })[0];
    if (first) FIELD[first].focus();
    resize();
    return Boolean(first);
  }
  function fieldOfProblem(problem) { return problem.split('_')[0]; }

  number.addEventListener('input', function () {
    var d = digits(number.value).slice(0, 19);
    var groups = isAmex(d) ? [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)] : d.match(/.{1,4}/g) || [];
    number.value = groups.filter(Boolean).join(' ');
  });
  expiry.addEventListener('input', function () {
    var d = digits(expiry.value).slice(0, 4);
    expiry.value = d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2) : d;
  });
  cvc.addEventListener('input', function () { cvc.value = digits(cvc.value).slice(0, 4); });
  [number, expiry, cvc].forEach(function (field) {
    var name = field === number ? 'number' : field === expiry ? 'expiry' : 'cvc';
    field.addEventListener('blur', function () {
      if (!field.value) return;
      show(field, check().problems[name]);
      resize();
    });
    // A field marked wrong is checked again as it is corrected, so a stale message never stays.
    field.addEventListener('input', function () {
      if (field.getAttribute('aria-invalid') !== 'true') return;
      var problem = check().problems[name];
      if (!problem) { show(field, undefined); resize(); }
    });
  });
  // Enter in a field submits the storefront's form, as in its own fields.
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  form.addEventListener('keydown', function (event) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    post({ type: 'spectrane-card:submit' });
  });

  function tokenize() {
    if (busy) return;
    status.textContent = '';
    var checked = check();
    if (showAll(checked.problems)) { post({ type: 'spectrane-card:invalid' }); return; }
    busy = true;
    var request = new XMLHttpRequest();
    request.open('POST', 'v1/tokens');
    request.setRequestHeader('Content-Type', 'application/json');
    request.onload = function () {
      busy = false;
      var answer = null;
      try { answer = JSON.parse(request.responseText); } catch (e) { answer = null; }
      if (request.status === 200 && answer && answer.id) {
        post({ type: 'spectrane-card:token', token: answer.id, card: { brand: answer.card.brand, last4: answer.card.last4 } });
        return;
      }
      var problems = {};
      ((answer && answer.error && answer.error.problems) || []).forEach(function (p) { problems[fieldOfProblem(p)] = p; });
      if (!showAll(problems)) { status.textContent = texts['cardFields.failed']; resize(); post({ type: 'spectrane-card:error' }); return; }
      post({ type: 'spectrane-card:invalid' });
    };
    request.onerror = function () {
      busy = false;
      status.textContent = texts['cardFields.failed'];
      resize();
      post({ type: 'spectrane-card:error' });
    };
    request.send(JSON.stringify({
      key: config.publicKey, number: digits(number.value), exp_month: checked.exp.month, exp_year: checked.exp.year, cvc: cvc.value.trim(),
    }));
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (event.data && event.data.type === 'spectrane-card:tokenize') tokenize();
  });
  post({ type: 'spectrane-card:ready' });
  resize();
})();
`;
