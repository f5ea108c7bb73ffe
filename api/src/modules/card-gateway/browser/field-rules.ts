/**
 * What the card fields of the stand-in's frames do with what is typed, as plain browser
 * JavaScript (no build step: it is sent as it is written). Pure functions only, so a test can
 * run them without a browser; the frame's script (element-page.ts) puts them in front of itself.
 *
 * The brand rules are those of the tokenizer (@harmo/contracts `cardBrandOf`), written again here
 * because this runs in the gateway's frame, not in any bundle; a test holds the two together.
 */
export const FIELD_RULES_JS = String.raw`
var BRAND_RULES = [
  { brand: 'American Express', pattern: /^3[47]/, lengths: [15], cvc: 4 },
  { brand: 'Diners Club', pattern: /^(30[0-5]|3095|36|38|39)/, lengths: [14, 16], cvc: 3 },
  { brand: 'JCB', pattern: /^35(2[89]|[3-8]\d)/, lengths: [16], cvc: 3 },
  { brand: 'Visa', pattern: /^4/, lengths: [16], cvc: 3 },
  { brand: 'MasterCard', pattern: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/, lengths: [16], cvc: 3 },
  { brand: 'Discover', pattern: /^(6011|64[4-9]|65)/, lengths: [16], cvc: 3 },
];
/** Every brand is known from at most this many leading digits. */
var BRAND_PREFIX_MAX = 4;

/*
 * A Japanese input method in full-width mode types ４２４２ and １２／３０: read as ASCII, so the
 * patient need not switch the keyboard.
 */
function toAscii(value) {
  return String(value)
    .replace(/[\uff10-\uff19\uff0f]/g, function (c) {
      return String.fromCharCode(c.charCodeAt(0) - 0xfee0);
    })
    .replace(/\u3000/g, ' ');
}

function digitsOf(value) {
  return toAscii(value).replace(/\D/g, '');
}

function brandRuleOf(digits) {
  for (var i = 0; i < BRAND_RULES.length; i += 1) {
    if (BRAND_RULES[i].pattern.test(digits)) return BRAND_RULES[i];
  }
  return null;
}

function brandOf(digits) {
  var rule = brandRuleOf(digits);
  return rule ? rule.brand : 'unknown';
}

function passesLuhn(digits) {
  var sum = 0;
  for (var i = 0; i < digits.length; i += 1) {
    var digit = Number(digits.charAt(digits.length - 1 - i));
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The most digits the number may have so far: its brand's longest, else 16. */
function numberMaxLength(digits) {
  var rule = brandRuleOf(digits);
  return rule ? Math.max.apply(null, rule.lengths) : 16;
}

/** The number grouped as on the card: 4-6-5 (American Express, 14-digit Diners), else 4s. */
function groupNumber(digits) {
  var rule = brandRuleOf(digits);
  var groups =
    rule &&
    (rule.brand === 'American Express' || (rule.brand === 'Diners Club' && digits.length <= 14))
      ? [4, 6, 5]
      : [4, 4, 4, 4];
  var parts = [];
  var at = 0;
  for (var i = 0; i < groups.length && at < digits.length; i += 1) {
    parts.push(digits.slice(at, at + groups[i]));
    at += groups[i];
  }
  return parts.join(' ');
}

function fieldState(digits, error, brand) {
  return {
    empty: digits.length === 0,
    complete: digits.length > 0 && !error,
    error: error,
    brand: brand,
  };
}

/** The change a number makes: its brand, and whether it can be a card at all. */
function numberState(digits) {
  var rule = brandRuleOf(digits);
  var brand = rule ? rule.brand : 'unknown';
  if (digits.length === 0) return fieldState(digits, null, brand);
  if (!rule) {
    return fieldState(
      digits,
      digits.length >= BRAND_PREFIX_MAX ? 'invalid_number' : 'incomplete_error',
      brand,
    );
  }
  if (rule.lengths.indexOf(digits.length) === -1) {
    return fieldState(
      digits,
      digits.length < Math.max.apply(null, rule.lengths) ? 'incomplete_error' : 'invalid_number',
      brand,
    );
  }
  return fieldState(digits, passesLuhn(digits) ? null : 'invalid_number', brand);
}

/*
 * The expiry's digits as MMYY: a first digit that cannot begin a month is the month itself
 * (4 → 04), and so is a 1 followed by a digit that cannot end one (13 → 01/3).
 */
function expiryDigitsOf(value) {
  // The browser's card autofill may give the year in four digits (12/2030).
  var fullYear = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(toAscii(value));
  if (fullYear) return ('0' + fullYear[1]).slice(-2) + fullYear[2].slice(2);
  var digits = digitsOf(value);
  if (digits.length >= 1 && digits.charAt(0) > '1') digits = '0' + digits;
  else if (digits.length >= 2 && digits.charAt(0) === '1' && digits.charAt(1) > '2')
    digits = '0' + digits;
  return digits.slice(0, 4);
}

/** MM/YY; the slash comes by itself after the month, except while the patient deletes. */
function formatExpiry(digits, deleting) {
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : digits + '/';
  return digits.slice(0, 2) + '/' + digits.slice(2);
}

/**
 * A card is valid through the last day of its month in Japan, where the gateway checks it: the
 * month is Japan's whatever the browser's time zone.
 */
function expiryState(digits, today) {
  if (digits.length === 0) return fieldState(digits, null, null);
  var month = Number(digits.slice(0, 2));
  if (digits.length < 4 || month < 1 || month > 12)
    return fieldState(digits, 'incomplete_error', null);
  var year = 2000 + Number(digits.slice(2, 4));
  var japan = new Date(today.getTime() + 9 * 60 * 60 * 1000);
  var thisYear = japan.getUTCFullYear();
  if (year < thisYear) return fieldState(digits, 'invalid_expiry_year_past', null);
  if (year === thisYear && month < japan.getUTCMonth() + 1) {
    return fieldState(digits, 'invalid_expiry_month_past', null);
  }
  return fieldState(digits, null, null);
}

/** Four digits on the front of American Express, three on the back of the others. */
function cvcLengthFor(brand) {
  return brand === 'American Express' ? 4 : 3;
}

function cvcState(digits, brand) {
  if (digits.length === 0) return fieldState(digits, null, null);
  return fieldState(
    digits,
    digits.length === cvcLengthFor(brand) ? null : 'incomplete_error',
    null,
  );
}

/** Where the caret goes after reformatting: behind as many digits as were before it. */
function caretAfterDigits(formatted, digitCount) {
  if (digitCount <= 0) return 0;
  var seen = 0;
  for (var i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted.charAt(i))) {
      seen += 1;
      if (seen === digitCount) return i + 1;
    }
  }
  return formatted.length;
}
`;

/** The names FIELD_RULES_JS defines, for a test that runs it. */
export const FIELD_RULE_NAMES = [
  'toAscii',
  'digitsOf',
  'brandOf',
  'numberMaxLength',
  'groupNumber',
  'numberState',
  'expiryDigitsOf',
  'formatExpiry',
  'expiryState',
  'cvcLengthFor',
  'cvcState',
  'caretAfterDigits',
] as const;
