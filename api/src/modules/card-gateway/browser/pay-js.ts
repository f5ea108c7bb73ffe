import { CHANNEL } from './protocol';

/**
 * The stand-in's browser library, served at /v2/pay.js: the part of payjp.js v2 the web app uses.
 * `Payjp(publicKey, { locale })` → `elements().create('cardNumber' | 'cardExpiry' | 'cardCvc',
 * options)` → `element.mount(node)`, `on('change' | 'focus' | 'blur' | 'ready')`, `focus()`,
 * `blur()`, `clear()`, `update(options)`, `unmount()`;
 * `createToken(element, { card, three_d_secure })` resolves the token or `{ error }`. Each element
 * is a frame of the gateway's origin: this script runs in the merchant's page and never holds a
 * card number or security code, only what the frames tell it (brand, complete, empty, error
 * codes) and the token.
 *
 * Besides payjp.js's own options (style, placeholder, disabled), an element takes `ariaLabel`,
 * `ariaDescription` and `ariaInvalid`: the page's own words for the field, its hint and message,
 * said by the frame's title and its input.
 */
export const PAY_JS = String.raw`
/* Card gateway stand-in: payjp.js v2 in shape, for development and tests only. */
(function () {
  'use strict';
  if (typeof window.Payjp === 'function') return;

  var CHANNEL = '${CHANNEL}';
  var script = document.currentScript;
  // The frames and the tokenizer live where this script was loaded from.
  var BASE = new URL('./', script && script.src ? script.src : location.href);
  var GATEWAY_ORIGIN = BASE.origin;
  var TYPES = ['cardNumber', 'cardExpiry', 'cardCvc'];
  var TITLES = {
    ja: { cardNumber: 'カード番号', cardExpiry: '有効期限', cardCvc: 'セキュリティコード' },
    en: { cardNumber: 'Card number', cardExpiry: 'Expiry', cardCvc: 'Security code' },
  };
  var TOKEN_TIMEOUT_MS = 45000;
  var FALLBACK_HEIGHT_PX = 26;

  var elementsById = Object.create(null);
  var internals = new WeakMap();
  var pendingTokens = Object.create(null);

  function randomId() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map
      .call(bytes, function (b) {
        return (b < 16 ? '0' : '') + b.toString(16);
      })
      .join('');
  }

  /** Only what can cross to the frame: no functions, no nodes. */
  function plain(options) {
    if (!options || typeof options !== 'object') return {};
    try {
      return JSON.parse(JSON.stringify(options));
    } catch (_error) {
      return {};
    }
  }

  function errorResult(code, message) {
    return { error: { type: 'client_error', code: code, message: message, status: 0 } };
  }

  window.addEventListener('message', function (event) {
    // Only the gateway's own frames, each from its own window, are listened to.
    if (event.origin !== GATEWAY_ORIGIN) return;
    var data = event.data;
    if (
      !data ||
      typeof data !== 'object' ||
      data.channel !== CHANNEL ||
      typeof data.id !== 'string'
    )
      return;
    var element = elementsById[data.id];
    if (!element || !element.frame || event.source !== element.frame.contentWindow) return;
    element.receive(data);
  });

  function createElement(group, type, options) {
    var id = randomId();
    var settings = plain(options);
    var handlers = { change: [], focus: [], blur: [], ready: [] };
    var loaded = false;

    function emit(name, payload) {
      handlers[name].slice().forEach(function (handler) {
        try {
          handler(payload);
        } catch (error) {
          setTimeout(function () {
            throw error;
          });
        }
      });
    }

    function changeEvent(event) {
      var source = event && typeof event === 'object' ? event : {};
      var result = {
        elementType: type,
        brand: typeof source.brand === 'string' ? source.brand : 'unknown',
        complete: source.complete === true,
        empty: source.empty === true,
      };
      var error = source.error;
      if (error && typeof error === 'object' && typeof error.code === 'string') {
        result.error = {
          type: 'validation_error',
          code: error.code,
          message: typeof error.message === 'string' ? error.message : error.code,
        };
      }
      return result;
    }

    function resize(height) {
      if (!internal.frame) return;
      var px =
        typeof height === 'number' && height > 0 && height < 400
          ? Math.ceil(height)
          : FALLBACK_HEIGHT_PX;
      internal.frame.style.height = px + 'px';
    }

    var internal = {
      id: id,
      type: type,
      group: group,
      frame: null,
      send: function (message) {
        if (!internal.frame || !loaded || !internal.frame.contentWindow) return false;
        message.channel = CHANNEL;
        message.id = id;
        internal.frame.contentWindow.postMessage(message, GATEWAY_ORIGIN);
        return true;
      },
      receive: function (data) {
        switch (data.type) {
          case 'loaded':
            loaded = true;
            internal.send({ type: 'init', options: settings });
            return;
          case 'ready':
            resize(data.height);
            emit('ready', { elementType: type });
            return;
          case 'resize':
            resize(data.height);
            return;
          case 'change':
            emit('change', changeEvent(data.event));
            return;
          case 'focus':
          case 'blur':
            emit(data.type, { elementType: type });
            return;
          case 'token':
            if (type !== 'cardNumber' || typeof data.requestId !== 'string') return;
            var pending = pendingTokens[data.requestId];
            if (!pending || pending.group !== group) return;
            delete pendingTokens[data.requestId];
            clearTimeout(pending.timer);
            pending.resolve(
              data.result && typeof data.result === 'object'
                ? data.result
                : errorResult('network_error', 'No answer from the card gateway'),
            );
            return;
          default:
            return;
        }
      },
    };

    var element = {
      mount: function (target) {
        var node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node || node.nodeType !== 1)
          throw new Error('Payjp: mount() needs an element or a selector of one');
        if (internal.frame) element.unmount();
        var src = new URL('elements/' + type, BASE);
        src.searchParams.set('origin', location.origin);
        src.searchParams.set('group', group.id);
        src.searchParams.set('id', id);
        src.searchParams.set('key', group.publicKey);
        src.searchParams.set('locale', group.locale);
        var frame = document.createElement('iframe');
        frame.src = src.href;
        frame.title =
          typeof settings.ariaLabel === 'string' && settings.ariaLabel
            ? settings.ariaLabel
            : TITLES[group.locale][type];
        frame.setAttribute('scrolling', 'no');
        frame.setAttribute('frameborder', '0');
        frame.setAttribute('allowtransparency', 'true');
        frame.style.cssText =
          'display:block;width:100%;height:' +
          FALLBACK_HEIGHT_PX +
          'px;border:0;margin:0;padding:0;' +
          'overflow:hidden;background:transparent;color-scheme:light;';
        internal.frame = frame;
        loaded = false;
        elementsById[id] = internal;
        node.appendChild(frame);
      },
      unmount: function () {
        if (!internal.frame) return;
        internal.frame.remove();
        internal.frame = null;
        loaded = false;
        delete elementsById[id];
      },
      focus: function () {
        if (!internal.frame) return;
        // Focusing the frame first lets the field in it take the focus, as a click would.
        internal.frame.focus();
        internal.send({ type: 'focus' });
      },
      blur: function () {
        internal.send({ type: 'blur' });
      },
      clear: function () {
        internal.send({ type: 'clear' });
      },
      update: function (options) {
        var next = plain(options);
        Object.keys(next).forEach(function (key) {
          settings[key] = next[key];
        });
        if (internal.frame && typeof next.ariaLabel === 'string' && next.ariaLabel)
          internal.frame.title = next.ariaLabel;
        internal.send({ type: 'update', options: next });
      },
      on: function (name, handler) {
        if (handlers[name] && typeof handler === 'function') handlers[name].push(handler);
      },
      off: function (name, handler) {
        if (!handlers[name]) return;
        handlers[name] = handlers[name].filter(function (h) {
          return h !== handler;
        });
      },
    };
    element.addEventListener = element.on;
    element.removeEventListener = element.off;
    internals.set(element, internal);
    return element;
  }

  function Payjp(publicKey, options) {
    if (typeof publicKey !== 'string' || !/^pk_(test|live)_\w+$/.test(publicKey)) {
      throw new Error('Payjp: a public key (pk_test_… or pk_live_…) is needed');
    }
    var locale = options && options.locale === 'en' ? 'en' : 'ja';
    var instance = {
      getPublicKey: function () {
        return publicKey;
      },
      elements: function (elementsOptions) {
        var group = {
          id: randomId(),
          publicKey: publicKey,
          locale:
            elementsOptions && (elementsOptions.locale === 'en' || elementsOptions.locale === 'ja')
              ? elementsOptions.locale
              : locale,
          owner: instance,
          byType: Object.create(null),
        };
        return {
          create: function (type, elementOptions) {
            if (TYPES.indexOf(type) === -1) throw new Error('Payjp: no element of type ' + type);
            if (group.byType[type])
              throw new Error('Payjp: these elements already have a ' + type + ' element');
            var element = createElement(group, type, elementOptions);
            group.byType[type] = element;
            return element;
          },
          getElement: function (type) {
            return group.byType[type] || null;
          },
        };
      },
      createToken: function (element, tokenOptions) {
        return new Promise(function (resolve) {
          var internal = element ? internals.get(element) : undefined;
          var numberElement =
            internal && internal.group.owner === instance ? internal.group.byType.cardNumber : null;
          var number = numberElement ? internals.get(numberElement) : undefined;
          var given = tokenOptions && typeof tokenOptions === 'object' ? tokenOptions : {};
          var card = given.card && typeof given.card === 'object' ? given.card : {};
          var requestId = randomId();
          var message = {
            type: 'createToken',
            requestId: requestId,
            card: {
              name: typeof card.name === 'string' ? card.name : undefined,
              email: typeof card.email === 'string' ? card.email : undefined,
              phone: typeof card.phone === 'string' ? card.phone : undefined,
            },
            three_d_secure: given.three_d_secure === true,
          };
          var timer = setTimeout(function () {
            delete pendingTokens[requestId];
            resolve(errorResult('network_error', 'No answer from the card gateway'));
          }, TOKEN_TIMEOUT_MS);
          pendingTokens[requestId] = {
            group: number ? number.group : null,
            resolve: resolve,
            timer: timer,
          };
          if (!number || !number.send(message)) {
            clearTimeout(timer);
            delete pendingTokens[requestId];
            resolve({
              error: {
                type: 'client_error',
                code: 'invalid_element',
                message: 'The card number element is not mounted',
                status: 400,
              },
            });
          }
        });
      },
    };
    return instance;
  }

  window.Payjp = Payjp;
})();
`;
