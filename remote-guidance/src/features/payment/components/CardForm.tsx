import { createRef, useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '@harmo/shared';
import type { CardDetails } from '../api/create-card-token';
import type { CardElementOptions } from '../lib/payjp';
import { useCardElements } from '../hooks/use-card-elements';
import type {
  CardElementChanges,
  CardElementField,
  CardField as FormField,
  CardFormErrors,
} from '../utils/card-form';
import {
  CARD_ELEMENT_FIELDS,
  CARD_FIELDS,
  cardFieldOfParam,
  isCardElementField,
  isFieldTokenError,
  tokenErrorMessageKey,
  validateCardForm,
} from '../utils/card-form';
import { CardElementBox, CardField } from './CardField';
import './payment.css';
import './card-elements.css';

export interface CardFormProps {
  /** The patient's e-mail address, offered for the card issuer's challenge. */
  initialEmail: string;
  busy: boolean;
  /**
   * Makes the token from the gateway's fields; a refusal that names one of this form's fields
   * (the gateway's `param`) is shown at that field.
   */
  onSubmit: (details: CardDetails) => Promise<unknown>;
  /** The patient changed a field or sent the form again: a message about the last try is stale. */
  onEdit?: () => void;
  onCancel?: () => void;
}

const NOTHING_TYPED: CardElementChanges = { number: null, expiry: null, cvc: null };

/**
 * The look of the gateway's fields, taken from this page's own so they read as one form: the
 * text's colour and font, 16 px (a phone zooms into anything smaller) and a line as tall as the
 * box, so a tap anywhere in it lands in the field.
 */
function fieldStyle(mount: HTMLElement): CardElementOptions['style'] {
  const computed = window.getComputedStyle(mount);
  // The gateway's fields write their examples as the app's own fields do, lighter than a value.
  const placeholder = computed.getPropertyValue('--harmo-placeholder').trim();
  return {
    base: {
      color: computed.color || undefined,
      fontFamily: computed.fontFamily || undefined,
      fontSize: '16px',
      lineHeight: '42px',
      ...(placeholder ? { '::placeholder': { color: placeholder } } : {}),
    },
  };
}

/** Keeps a gateway field's label, hint, message and state said by the field itself. */
function useFieldAria(
  update: (field: CardElementField, options: CardElementOptions) => void,
  ready: boolean,
  field: CardElementField,
  label: string,
  description: string,
  invalid: boolean,
  disabled: boolean,
) {
  useEffect(() => {
    if (ready) {
      update(field, {
        ariaLabel: label,
        ariaDescription: description,
        ariaInvalid: invalid,
        disabled,
      });
    }
  }, [update, ready, field, label, description, invalid, disabled]);
}

/**
 * The card details. The number, expiry and security code are the card gateway's own fields
 * (frames of its origin): this page never holds them, only what the fields report (the brand,
 * whether each is complete, an error code). The holder name and e-mail address are this page's,
 * sent with the token request for 3-D Secure. A form with a mistake sends nothing, says what to
 * fix at each field and focuses the first one; a refusal of the gateway is said at the field it
 * names.
 */
export function CardForm({ initialEmail, busy, onSubmit, onEdit, onCancel }: CardFormProps) {
  const { t, i18n } = useTranslation('guidance');
  const locale = (i18n.resolvedLanguage ?? i18n.language ?? 'ja').startsWith('en') ? 'en' : 'ja';
  const [holderName, setHolderName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [changes, setChanges] = useState<CardElementChanges>(NOTHING_TYPED);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [focused, setFocused] = useState<CardElementField | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: FormField } | null>(null);
  // Where the frames go: one set of elements for the form's whole life.
  const [mounts] = useState(() => ({
    number: createRef<HTMLDivElement>(),
    expiry: createRef<HTMLDivElement>(),
    cvc: createRef<HTMLDivElement>(),
  }));
  const holderInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  const labels: Record<CardElementField, string> = {
    number: t('payment.form.number'),
    expiry: t('payment.form.expiry'),
    cvc: t('payment.form.cvc'),
  };
  const hints: Record<CardElementField, string | undefined> = {
    number: undefined,
    expiry: t('payment.form.expiryHint'),
    cvc: t('payment.form.cvcHint'),
  };
  const placeholders: Record<CardElementField, string | undefined> = {
    number: '1234 5678 9012 3456',
    expiry: t('payment.form.expiryPlaceholder'),
    cvc: undefined,
  };
  const message = (field: FormField) => {
    const key = errors[field];
    return key ? t(`payment.${key}`) : undefined;
  };
  const description = (field: CardElementField) =>
    [hints[field], message(field)].filter(Boolean).join(' ');
  const forget = (field: FormField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });

  const cardElements = useCardElements({
    mounts,
    locale,
    optionsFor: (field, mount) => ({
      style: fieldStyle(mount),
      placeholder: placeholders[field],
      ariaLabel: labels[field],
      ariaDescription: description(field),
      disabled: busy,
    }),
    onChange: (field, change) => {
      setChanges((current) => ({ ...current, [field]: change }));
      forget(field);
      onEdit?.();
    },
    onFocusChange: (field, isFocused) =>
      setFocused((current) => (isFocused ? field : current === field ? null : current)),
  });
  const ready = cardElements.status === 'ready';
  const { update, focus: focusElement } = cardElements;
  useFieldAria(
    update,
    ready,
    'number',
    labels.number,
    description('number'),
    !!errors.number,
    busy,
  );
  useFieldAria(
    update,
    ready,
    'expiry',
    labels.expiry,
    description('expiry'),
    !!errors.expiry,
    busy,
  );
  useFieldAria(update, ready, 'cvc', labels.cvc, description('cvc'), !!errors.cvc, busy);

  // The frames cannot see this page's theme: when the patient switches it with the form open,
  // their text takes the page's new colours, or it would be dark on dark (or light on light).
  const theme = useThemeStore((state) => state.theme);
  const themeWhenMade = useRef(theme);
  useEffect(() => {
    if (!ready || theme === themeWhenMade.current) return;
    themeWhenMade.current = theme;
    for (const field of CARD_ELEMENT_FIELDS) {
      const mount = mounts[field].current;
      if (mount) update(field, { style: fieldStyle(mount) });
    }
  }, [ready, theme, update, mounts]);

  useEffect(() => {
    if (!focusRequest) return;
    const { field } = focusRequest;
    if (isCardElementField(field)) focusElement(field);
    else (field === 'holderName' ? holderInput : emailInput).current?.focus();
  }, [focusRequest, focusElement]);

  const brand = changes.number?.brand;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onEdit?.();
    const source = cardElements.tokenSource();
    if (!source || busy) return;
    const result = validateCardForm({ elements: changes, holderName, email });
    setErrors(result.errors);
    const first = CARD_FIELDS.find((field) => result.errors[field]);
    if (first) setFocusRequest({ field: first });
    if (!result.holder) return;
    onSubmit({ ...source, ...result.holder }).catch((error: unknown) => {
      // Any other refusal is said above the form (the card screen's message).
      if (!isFieldTokenError(error)) return;
      const field = cardFieldOfParam(error.param);
      if (!field) return;
      setErrors((current) => ({ ...current, [field]: tokenErrorMessageKey(error, field) }));
      setFocusRequest({ field });
    });
  };

  const box = (field: CardElementField, aside?: ReactNode) => (
    <CardElementBox
      label={labels[field]}
      hint={hints[field]}
      error={message(field)}
      aside={aside}
      mountRef={mounts[field]}
      focused={focused === field}
      loading={!ready}
      onFocusRequest={() => focusElement(field)}
    />
  );

  return (
    <form className="payment-form" onSubmit={submit} noValidate aria-busy={!ready || busy}>
      {cardElements.status === 'failed' ? (
        <div className="payment-field" role="alert">
          <p className="payment-alert payment-alert--error">{t('payment.form.fieldsFailed')}</p>
          <div className="payment-actions">
            <button type="button" className="harmo-button" onClick={cardElements.retry}>
              {t('payment.form.fieldsRetry')}
            </button>
          </div>
        </div>
      ) : (
        <>
          {box(
            'number',
            brand && brand !== 'unknown' ? (
              <span className="payment-brand" aria-live="polite">
                {brand}
              </span>
            ) : null,
          )}
          <div className="payment-pair">
            {box('expiry')}
            {box('cvc')}
          </div>
        </>
      )}
      <CardField
        label={t('payment.form.holderName')}
        hint={t('payment.form.holderNameHint')}
        error={message('holderName')}
        value={holderName}
        inputRef={holderInput}
        onChange={(event) => {
          setHolderName(event.target.value.toUpperCase());
          forget('holderName');
          onEdit?.();
        }}
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t('payment.form.holderNamePlaceholder')}
      />
      <CardField
        label={t('payment.form.email')}
        hint={t('payment.form.emailHint')}
        error={message('email')}
        value={email}
        inputRef={emailInput}
        onChange={(event) => {
          setEmail(event.target.value);
          forget('email');
          onEdit?.();
        }}
        type="email"
        autoComplete="email"
      />
      <p className="payment-note">{t('payment.form.secureNote')}</p>
      <div className="payment-actions">
        <button
          type="submit"
          className="harmo-button harmo-button--primary"
          disabled={busy || !ready}
        >
          {busy ? t('payment.form.sending') : t('payment.form.submit')}
        </button>
        {onCancel ? (
          <button type="button" className="harmo-button" onClick={onCancel} disabled={busy}>
            {t('payment.form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
