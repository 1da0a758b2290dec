import { json, Router } from 'express';
import { issueTestToken } from './testTokens';

/**
 * The embedded backend's reCAPTCHA v3 test service, for tests and local try-outs: GET /recaptcha-test/api.js is a
 * script with the `grecaptcha` API the storefront uses of Google's (ready, render with a badge, execute with an
 * action), and POST /recaptcha-test/token hands out the tokens that validate.ts accepts. The storefront loads
 * Google's script; an end-to-end test answers Google's address with this one (page.route), so the production
 * build runs as built.
 */
const ACTION = /^[A-Za-z0-9_/]{1,100}$/;

const script = (origin: string): string => `(function () {
  'use strict';
  var tokenUrl = ${JSON.stringify(`${origin}/recaptcha-test/token`)};
  var src = document.currentScript && document.currentScript.src ? new URL(document.currentScript.src) : null;
  var widgets = [];
  // Google's badge geometry: 256 x 60; in a corner only its 70 px logo shows until the pointer is on it.
  function badge(container, position) {
    var element = document.createElement('div');
    element.className = 'grecaptcha-badge';
    element.setAttribute('data-style', position);
    element.setAttribute('role', 'note');
    var logo = document.createElement('span');
    logo.textContent = 'reCAPTCHA';
    logo.style.cssText = 'flex:none;width:70px;text-align:center;font-size:10px;color:#1c3aa9;';
    var text = document.createElement('span');
    text.textContent = 'protected by reCAPTCHA (test service)';
    text.style.cssText = 'padding:0 8px;';
    element.append(logo, text);
    var side = position === 'bottomleft' ? 'left' : 'right';
    var fixed = position === 'bottomleft' || position === 'bottomright';
    element.style.cssText = 'width:256px;height:60px;box-sizing:border-box;font:12px/1.3 sans-serif;color:#1f1f1f;' +
      'background:#f9f9f9;box-shadow:gray 0 0 5px;border-radius:2px;display:flex;align-items:center;overflow:hidden;' +
      (fixed ? 'position:fixed;bottom:14px;z-index:2;transition:' + side + ' .3s ease;' + side + ':-186px;' +
        (side === 'left' ? 'flex-direction:row-reverse;' : '') : '');
    if (fixed) {
      element.addEventListener('mouseenter', function () { element.style[side] = '0'; });
      element.addEventListener('mouseleave', function () { element.style[side] = '-186px'; });
    }
    container.appendChild(element);
  }
  function siteKeyOf(id) {
    return typeof id === 'number' ? (widgets[id] || {}).sitekey : id;
  }
  window.grecaptcha = {
    ready: function (callback) { callback(); },
    render: function (container, parameters) {
      var element = typeof container === 'string' ? document.getElementById(container) : container;
      widgets.push({ sitekey: parameters.sitekey });
      badge(element, parameters.badge || 'bottomright');
      return widgets.length - 1;
    },
    execute: function (id, options) {
      var sitekey = siteKeyOf(id === undefined ? 0 : id);
      return fetch(tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sitekey: sitekey, action: (options && options.action) || 'submit' }),
      }).then(function (response) {
        if (!response.ok) throw new Error('reCAPTCHA test service: ' + response.status);
        return response.json();
      }).then(function (body) { return body.token; });
    },
    reset: function () {},
  };
  var render = src && src.searchParams.get('render');
  if (render && render !== 'explicit') {
    var holder = document.createElement('div');
    document.body.appendChild(holder);
    window.grecaptcha.render(holder, { sitekey: render, badge: 'bottomright' });
  }
  var onload = src && src.searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

export function recaptchaTestRouter(): Router {
  const router = Router();
  router.get('/recaptcha-test/api.js', (req, res) => {
    res.set({ 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
    res.send(script(`${req.protocol}://${req.get('host') ?? 'localhost'}`));
  });
  router.post('/recaptcha-test/token', json({ limit: '4kb' }), (req, res) => {
    const { sitekey, action } = (req.body ?? {}) as { sitekey?: unknown; action?: unknown };
    if (typeof sitekey !== 'string' || !sitekey || sitekey.length > 200 || typeof action !== 'string' || !ACTION.test(action)) {
      res.status(400).json({ error: 'invalid-input' });
      return;
    }
    res.set('Cache-Control', 'no-store').json({ token: issueTestToken(sitekey, action) });
  });
  return router;
}
