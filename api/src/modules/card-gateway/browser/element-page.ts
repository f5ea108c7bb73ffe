import { createHash } from 'node:crypto';
import { FIELD_RULES_JS } from './field-rules';
import type { ElementType } from './protocol';
import { CHANNEL } from './protocol';

/**
 * The script of a card field's frame. It runs on the gateway's origin, inside the merchant's
 * page: the page sees only what this posts to it (the field's state, never its value), and only
 * the number's frame sends the card details, to the gateway's own tokenizer. The frame learns its
 * settings from data attributes the server writes (checked there), so this text never changes and
 * the frame's content security policy can name it by its hash.
 */
const ELEMENT_JS = String.raw`
(function () {
  'use strict';
  var root = document.documentElement;
  var TYPE = root.getAttribute('data-type');
  var PARENT_ORIGIN = root.getAttribute('data-parent-origin');
  var GROUP = root.getAttribute('data-group');
  var ID = root.getAttribute('data-id');
  var KEY = root.getAttribute('data-key');
  var CHANNEL = root.getAttribute('data-channel');
  var LOCALE = root.lang === 'en' ? 'en' : 'ja';
  var TOKENS_URL = new URL('../../v1/tokens', location.href).href;
  var TOKEN_TIMEOUT_MS = 30000;
  var MESSAGES = {
    ja: {
      incomplete_error: '入力が終わっていません。',
      invalid_number: 'カード番号が正しくありません。',
      invalid_expiry_month_past: '有効期限が過ぎています。',
      invalid_expiry_year_past: '有効期限が過ぎています。',
      invalid_element: 'カード番号、有効期限、セキュリティコードの入力欄がそろっていません。',
      network_error: '決済サービスに接続できませんでした。',
    },
    en: {
      incomplete_error: 'This field is incomplete.',
      invalid_number: 'The card number is invalid.',
      invalid_expiry_month_past: 'The card has expired.',
      invalid_expiry_year_past: 'The card has expired.',
      invalid_element: 'The card number, expiry and security code fields are not all there.',
      network_error: 'The payment service could not be reached.',
    },
  };
  var STYLE_PROPERTIES = [
    'backgroundColor',
    'color',
    'caretColor',
    'fontFamily',
    'fontSize',
    'fontStyle',
    'fontVariant',
    'fontWeight',
    'lineHeight',
    'letterSpacing',
    'textAlign',
    'textDecoration',
    'textShadow',
    'textTransform',
  ];
  var PSEUDO_CLASSES = [
    ':hover',
    ':focus',
    ':disabled',
    ':-webkit-autofill',
    '::placeholder',
    '::selection',
  ];
  var STATE_SELECTORS = {
    base: '',
    complete: '.is-complete',
    empty: '.is-empty',
    invalid: '.is-invalid',
  };

  var input = document.getElementById('field');
  var description = document.getElementById('description');
  var optionsStyle = document.getElementById('options-style');
  var initialised = false;
  var pageSaysInvalid = false;
  var composing = false;
  var lastBrand = 'unknown';

  function post(message) {
    message.channel = CHANNEL;
    message.id = ID;
    // Only to the origin the page was checked to have; a frame of any other page says nothing.
    window.parent.postMessage(message, PARENT_ORIGIN);
  }

  /** A card field of the same group in a frame beside this one (the gateway's origin only). */
  function sibling(type) {
    var frames = window.parent.frames;
    for (var i = 0; i < frames.length; i += 1) {
      try {
        if (frames[i] === window) continue;
        var field = frames[i].__harmoCardField;
        if (field && field.group === GROUP && field.type === type) return field;
      } catch (_error) {
        // Another origin's frame: not one of ours.
      }
    }
    return null;
  }

  function numberBrand() {
    if (TYPE === 'cardNumber') return brandOf(digitsOf(input.value));
    var number = sibling('cardNumber');
    return number ? number.brand() : 'unknown';
  }

  function currentState() {
    if (TYPE === 'cardNumber') return numberState(digitsOf(input.value));
    if (TYPE === 'cardExpiry') return expiryState(expiryDigitsOf(input.value), new Date());
    return cvcState(digitsOf(input.value), numberBrand());
  }

  function formatted(value, deleting) {
    if (TYPE === 'cardNumber') {
      var number = digitsOf(value);
      return groupNumber(number.slice(0, numberMaxLength(number)));
    }
    if (TYPE === 'cardExpiry') return formatExpiry(expiryDigitsOf(value), deleting);
    return digitsOf(value).slice(0, cvcLengthFor(numberBrand()));
  }

  function reformat(deleting) {
    var raw = input.value;
    var caret = typeof input.selectionStart === 'number' ? input.selectionStart : raw.length;
    var next = formatted(raw, deleting);
    if (next === raw) return;
    input.value = next;
    if (document.activeElement === input) {
      var position =
        caret >= raw.length
          ? next.length
          : caretAfterDigits(next, digitsOf(raw.slice(0, caret)).length);
      input.setSelectionRange(position, position);
    }
  }

  function showState(state) {
    var definite = state.error && state.error !== 'incomplete_error';
    var invalid = pageSaysInvalid || Boolean(definite);
    input.classList.toggle('is-empty', state.empty);
    input.classList.toggle('is-complete', state.complete);
    input.classList.toggle('is-invalid', invalid);
    if (invalid) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  /** Tells the page what changed: the brand, and whether the field is empty, complete or wrong. */
  function emitChange() {
    var state = currentState();
    showState(state);
    var event = {
      elementType: TYPE,
      brand: numberBrand(),
      complete: state.complete,
      empty: state.empty,
    };
    if (state.error) {
      event.error = {
        type: 'validation_error',
        code: state.error,
        message: MESSAGES[LOCALE][state.error],
      };
    }
    post({ type: 'change', event: event });
    if (TYPE === 'cardNumber' && event.brand !== lastBrand) {
      lastBrand = event.brand;
      // The security code's length follows the brand.
      var cvc = sibling('cardCvc');
      if (cvc) cvc.revalidate();
    }
  }

  function safeCssValue(value) {
    return (
      typeof value === 'string' &&
      value.length <= 200 &&
      !/[;{}<>\\]|url\s*\(|@import|expression\s*\(/i.test(value)
    );
  }

  function declarations(body) {
    var out = [];
    for (var i = 0; i < STYLE_PROPERTIES.length; i += 1) {
      var name = STYLE_PROPERTIES[i];
      var value = body[name];
      if (!safeCssValue(value)) continue;
      // Below 16 px a phone zooms into the field as it takes the focus.
      if (name === 'fontSize') value = 'max(16px, ' + value + ')';
      out.push(
        name.replace(/[A-Z]/g, function (c) {
          return '-' + c.toLowerCase();
        }) +
          ':' +
          value,
      );
    }
    return out.join(';');
  }

  function styleSheetOf(style) {
    var rules = [];
    Object.keys(STATE_SELECTORS).forEach(function (state) {
      var body = style[state];
      if (!body || typeof body !== 'object') return;
      var selector = 'input' + STATE_SELECTORS[state];
      var own = declarations(body);
      if (own) rules.push(selector + '{' + own + '}');
      PSEUDO_CLASSES.forEach(function (pseudo) {
        if (body[pseudo] && typeof body[pseudo] === 'object') {
          var nested = declarations(body[pseudo]);
          if (nested) rules.push(selector + pseudo + '{' + nested + '}');
        }
      });
    });
    if (style.base && safeCssValue(style.base.backgroundColor)) {
      rules.push('html{background:' + style.base.backgroundColor + '}');
    }
    return rules.join('\n');
  }

  function text(value, max) {
    return typeof value === 'string' ? value.slice(0, max) : null;
  }

  function applyOptions(options) {
    if (!options || typeof options !== 'object') return;
    if (options.style && typeof options.style === 'object') {
      optionsStyle.textContent = styleSheetOf(options.style);
    }
    var placeholder = text(options.placeholder, 100);
    if (placeholder !== null) input.placeholder = placeholder;
    if (typeof options.disabled === 'boolean') input.disabled = options.disabled;
    var label = text(options.ariaLabel, 200);
    if (label) {
      input.setAttribute('aria-label', label);
      document.title = label;
    }
    var said = text(options.ariaDescription, 1000);
    if (said !== null) {
      description.textContent = said;
      if (said) input.setAttribute('aria-describedby', 'description');
      else input.removeAttribute('aria-describedby');
    }
    if (typeof options.ariaInvalid === 'boolean') pageSaysInvalid = options.ariaInvalid;
    showState(currentState());
  }

  function height() {
    return Math.ceil(root.getBoundingClientRect().height);
  }

  function clientError(code, param) {
    return {
      error: {
        type: 'client_error',
        code: code,
        message: MESSAGES[LOCALE][code] || code,
        status: 400,
        param: param,
      },
    };
  }

  /** The token request: from the gateway's origin, with the card details of the three frames. */
  function createToken(request) {
    function reply(result) {
      post({ type: 'token', requestId: request.requestId, result: result });
    }
    var expiry = sibling('cardExpiry');
    var cvc = sibling('cardCvc');
    if (!expiry || !cvc) return reply(clientError('invalid_element'));
    var number = currentState();
    if (!number.complete)
      return reply(clientError(number.error || 'incomplete_error', 'card[number]'));
    var expiryNow = expiry.read();
    if (!expiryNow.state.complete) {
      var expiryCode = expiryNow.state.error || 'incomplete_error';
      return reply(
        clientError(
          expiryCode,
          expiryCode === 'invalid_expiry_year_past' ? 'card[exp_year]' : 'card[exp_month]',
        ),
      );
    }
    var cvcNow = cvc.read();
    if (!cvcNow.state.complete)
      return reply(clientError(cvcNow.state.error || 'incomplete_error', 'card[cvc]'));

    var body = new URLSearchParams();
    body.set('card[number]', digitsOf(input.value));
    body.set('card[exp_month]', String(expiryNow.month));
    body.set('card[exp_year]', String(expiryNow.year));
    body.set('card[cvc]', cvcNow.cvc);
    var card = request.card && typeof request.card === 'object' ? request.card : {};
    ['name', 'email', 'phone'].forEach(function (key) {
      if (typeof card[key] === 'string' && card[key] !== '')
        body.set('card[' + key + ']', card[key]);
    });
    if (request.three_d_secure === true) body.set('three_d_secure', 'true');

    var controller = new AbortController();
    var timer = setTimeout(function () {
      controller.abort();
    }, TOKEN_TIMEOUT_MS);
    var networkError = {
      error: {
        type: 'client_error',
        code: 'network_error',
        message: MESSAGES[LOCALE].network_error,
        status: 0,
      },
    };
    fetch(TOKENS_URL, {
      method: 'POST',
      headers: {
        authorization: 'Basic ' + btoa(KEY + ':'),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: body.toString(),
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    })
      .then(function (response) {
        return response.json();
      })
      .then(
        function (answer) {
          clearTimeout(timer);
          reply(answer && typeof answer === 'object' ? answer : networkError);
        },
        function () {
          clearTimeout(timer);
          reply(networkError);
        },
      );
  }

  window.addEventListener('message', function (event) {
    // The page this frame was made for, and nothing else, may speak to it.
    if (event.source !== window.parent || event.origin !== PARENT_ORIGIN) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.channel !== CHANNEL || data.id !== ID) return;
    switch (data.type) {
      case 'init':
        if (initialised) return;
        initialised = true;
        applyOptions(data.options);
        post({ type: 'ready', height: height() });
        return;
      case 'update':
        applyOptions(data.options);
        post({ type: 'resize', height: height() });
        return;
      case 'focus':
        if (!input.disabled) input.focus();
        return;
      case 'blur':
        input.blur();
        return;
      case 'clear':
        input.value = '';
        emitChange();
        return;
      case 'createToken':
        if (TYPE === 'cardNumber' && typeof data.requestId === 'string') createToken(data);
        return;
      default:
        return;
    }
  });

  input.addEventListener('compositionstart', function () {
    composing = true;
  });
  input.addEventListener('compositionend', function () {
    composing = false;
    reformat(false);
    emitChange();
  });
  input.addEventListener('input', function (event) {
    // An input method still composing owns the text; it is read once the patient commits it.
    if (composing || event.isComposing) return;
    reformat(typeof event.inputType === 'string' && event.inputType.indexOf('delete') === 0);
    emitChange();
  });
  input.addEventListener('focus', function () {
    post({ type: 'focus' });
  });
  input.addEventListener('blur', function () {
    post({ type: 'blur' });
  });
  // The page focuses the frame itself: the field in it takes the focus.
  window.addEventListener('focus', function () {
    if (document.activeElement !== input && !input.disabled) input.focus();
  });

  Object.defineProperty(window, '__harmoCardField', {
    value: Object.freeze({
      group: GROUP,
      type: TYPE,
      brand: function () {
        return TYPE === 'cardNumber' ? brandOf(digitsOf(input.value)) : 'unknown';
      },
      read: function () {
        var state = currentState();
        if (TYPE === 'cardExpiry') {
          var digits = expiryDigitsOf(input.value);
          return {
            state: state,
            month: Number(digits.slice(0, 2)),
            year: 2000 + Number(digits.slice(2, 4)),
          };
        }
        return { state: state, cvc: TYPE === 'cardCvc' ? digitsOf(input.value) : '' };
      },
      revalidate: function () {
        if (TYPE === 'cardCvc' && input.value !== '') emitChange();
      },
    }),
  });

  post({ type: 'loaded' });
})();
`;

/** The whole inline script of a frame: the field rules, then the frame's own code. */
const FRAME_SCRIPT = `${FIELD_RULES_JS}\n${ELEMENT_JS}`;

const FRAME_SCRIPT_DIGEST = createHash('sha256').update(FRAME_SCRIPT).digest('base64');

/** The frame's content security policy names its one script by this hash. */
export const FRAME_SCRIPT_HASH = `'sha256-${FRAME_SCRIPT_DIGEST}'`;

const INPUTS: Record<
  ElementType,
  { autocomplete: string; name: string; label: { ja: string; en: string } }
> = {
  cardNumber: {
    autocomplete: 'cc-number',
    name: 'cardnumber',
    label: { ja: 'カード番号', en: 'Card number' },
  },
  cardExpiry: {
    autocomplete: 'cc-exp',
    name: 'exp-date',
    label: { ja: '有効期限', en: 'Expiry' },
  },
  cardCvc: {
    autocomplete: 'cc-csc',
    name: 'cvc',
    label: { ja: 'セキュリティコード', en: 'Security code' },
  },
};

const escapeAttribute = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export interface ElementPageOptions {
  type: ElementType;
  /** The merchant page's origin, already checked against the allowed web origins. */
  parentOrigin: string;
  group: string;
  id: string;
  publicKey: string;
  locale: 'ja' | 'en';
}

/** A frame's policy: its one script, its own origin's tokenizer, embedded by that page only. */
export function elementPolicy(parentOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src ${FRAME_SCRIPT_HASH}`,
    "style-src 'unsafe-inline'",
    "connect-src 'self'",
    `frame-ancestors ${parentOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * One card field's page: a single input, numeric keyboard, the browser's card autofill, a label
 * the page may replace with its own words (the frame's title says the same to assistive
 * technology) and a description the page keeps up to date with its hint and message.
 */
export function elementPage(options: ElementPageOptions): string {
  const input = INPUTS[options.type];
  const label = input.label[options.locale];
  const data = {
    'data-type': options.type,
    'data-parent-origin': options.parentOrigin,
    'data-group': options.group,
    'data-id': options.id,
    'data-key': options.publicKey,
    'data-channel': CHANNEL,
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
  return `<!doctype html>
<html lang="${options.locale}" ${attributes}>
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${escapeAttribute(label)}</title>
<style>
  html, body { margin: 0; padding: 0; background: transparent; overflow: hidden; }
  input {
    display: block; box-sizing: border-box; width: 100%; min-width: 0; margin: 0; padding: 0;
    border: 0; border-radius: 0; outline: none; background: transparent; color: inherit;
    font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.6;
    -webkit-appearance: none; appearance: none;
  }
</style>
<style id="options-style"></style>
</head>
<body>
<input id="field" type="text" inputmode="numeric" autocomplete="${input.autocomplete}"
  name="${input.name}" spellcheck="false" autocorrect="off" autocapitalize="off"
  aria-label="${escapeAttribute(label)}">
<p id="description" hidden></p>
<script>${FRAME_SCRIPT}</script>
</body>
</html>`;
}
