import { json, Router } from 'express';
import { issueTestToken, TOKEN_LIFETIME_MS } from './testTokens';

/**
 * The embedded backend's reCAPTCHA test service, for tests and local try-outs: GET /recaptcha-test/api.js is a
 * script with the `grecaptcha` API the storefront uses of Google's (render a v3 or v2 invisible badge or a v2
 * checkbox, execute, getResponse, reset), and POST /recaptcha-test/token hands out the tokens that validate.ts
 * accepts. The storefront loads
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
  // The v2 "I'm not a robot" checkbox, Google's 304 x 78 box: ticking it asks the service for a token, which
  // lasts two minutes (then the box is unticked again and expired-callback runs).
  function checkbox(container, widget, dark) {
    var box = document.createElement('div');
    box.className = 'recaptcha-test-checkbox';
    box.style.cssText = 'width:304px;height:78px;box-sizing:border-box;display:flex;align-items:center;gap:12px;' +
      'padding:0 12px;font:14px/1.3 sans-serif;border:1px solid ' + (dark ? '#6b6b6b' : '#d3d3d3') + ';border-radius:3px;' +
      'background:' + (dark ? '#222' : '#f9f9f9') + ';color:' + (dark ? '#fff' : '#1f1f1f') + ';';
    var label = document.createElement('label');
    label.style.cssText = 'flex:1;display:flex;align-items:center;gap:12px;cursor:pointer;';
    var input = document.createElement('input');
    input.type = 'checkbox';
    input.style.cssText = 'width:24px;height:24px;margin:0;';
    label.append(input, document.createTextNode("I'm not a robot"));
    var logo = document.createElement('span');
    logo.textContent = 'reCAPTCHA (test service)';
    logo.style.cssText = 'font-size:10px;text-align:center;width:64px;color:' + (dark ? '#c0c8ff' : '#1c3aa9') + ';';
    box.append(label, logo);
    container.appendChild(box);
    var expiry = null;
    widget.untick = function () {
      input.checked = false;
      input.disabled = false;
      widget.token = '';
      clearTimeout(expiry);
    };
    input.addEventListener('click', function (event) {
      // Ticked only once the service has answered; once ticked, only expiry or reset() unticks it, as Google's.
      event.preventDefault();
      if (widget.token || input.disabled) return;
      input.disabled = true;
      issue(widget.sitekey, 'checkbox').then(function (token) {
        input.disabled = false;
        input.checked = true;
        widget.token = token;
        expiry = setTimeout(function () {
          widget.untick();
          if (widget.expired) widget.expired();
        }, ${TOKEN_LIFETIME_MS});
        if (widget.callback) widget.callback(token);
      }, function () {
        widget.untick();
        if (widget.error) widget.error();
      });
    });
    input.checked = false;
  }
  function issue(sitekey, action) {
    return fetch(tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sitekey: sitekey, action: action }),
    }).then(function (response) {
      if (!response.ok) throw new Error('reCAPTCHA test service: ' + response.status);
      return response.json();
    }).then(function (body) { return body.token; });
  }
  function widgetOf(id) {
    return widgets[id === undefined ? 0 : id] || {};
  }
  window.grecaptcha = {
    ready: function (callback) { callback(); },
    render: function (container, parameters) {
      var element = typeof container === 'string' ? document.getElementById(container) : container;
      var widget = {
        sitekey: parameters.sitekey, size: parameters.size || 'normal', token: '', callback: parameters.callback,
        expired: parameters['expired-callback'], error: parameters['error-callback'],
      };
      widgets.push(widget);
      if (widget.size === 'invisible') badge(element, parameters.badge || 'bottomright');
      else checkbox(element, widget, parameters.theme === 'dark');
      return widgets.length - 1;
    },
    // v3: a promise of a token for the action. v2 invisible (a widget with a callback): the callback gets it.
    execute: function (id, options) {
      var widget = widgetOf(id);
      var token = issue(widget.sitekey, (options && options.action) || 'submit');
      if (!widget.callback) return token;
      token.then(function (value) {
        widget.token = value;
        widget.callback(value);
      }, function () { if (widget.error) widget.error(); });
      return undefined;
    },
    getResponse: function (id) { return widgetOf(id).token || ''; },
    reset: function (id) {
      var widget = widgetOf(id);
      if (widget.untick) widget.untick();
      else widget.token = '';
    },
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
