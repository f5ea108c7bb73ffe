import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cardBrandOf, cardDigits } from '@harmo/contracts/payments';
import type { CardDetails } from '../api/create-card-token';
import type { CardFormErrors, CardFormValues } from '../utils/card-form';
import {
  formatExpiry,
  formatSecurityCode,
  groupCardNumber,
  validateCardForm,
} from '../utils/card-form';
import { CardField } from './CardField';
import './payment.css';

export interface CardFormProps {
  /** The patient's e-mail address, offered for the card issuer's challenge. */
  initialEmail: string;
  busy: boolean;
  onSubmit: (details: CardDetails) => void;
  /** The patient changed a field or sent the form again: a message about the last try is stale. */
  onEdit?: () => void;
  onCancel?: () => void;
}

/**
 * The card details. Checked here first (number, expiry, security code, name, e-mail): a form
 * with a mistake sends nothing, says what to fix at each field and focuses the first one. The
 * details go to the card gateway only, never to harmo's api.
 */
export function CardForm({ initialEmail, busy, onSubmit, onEdit, onCancel }: CardFormProps) {
  const { t } = useTranslation('guidance');
  const [values, setValues] = useState<CardFormValues>({
    number: '',
    expiry: '',
    cvc: '',
    holderName: '',
    email: initialEmail,
  });
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const brand = cardBrandOf(cardDigits(values.number));
  const message = (key: string | undefined) => (key ? t(`payment.validation.${key}`) : undefined);
  const set = (field: keyof CardFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    onEdit?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onEdit?.();
    const result = validateCardForm(values);
    setErrors(result.errors);
    setAttempt((n) => n + 1);
    if (result.details) onSubmit(result.details);
  };

  return (
    <form ref={form} className="payment-form" onSubmit={submit} noValidate>
      <CardField
        label={t('payment.form.number')}
        error={message(errors.number)}
        value={values.number}
        onChange={(event) => set('number')(groupCardNumber(event.target.value))}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        aside={
          brand ? (
            <span className="payment-brand" aria-live="polite">
              {brand}
            </span>
          ) : null
        }
      />
      <div className="payment-pair">
        <CardField
          label={t('payment.form.expiry')}
          hint={t('payment.form.expiryHint')}
          error={message(errors.expiry)}
          value={values.expiry}
          onChange={(event) => set('expiry')(formatExpiry(event.target.value, values.expiry))}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
        />
        <CardField
          label={t('payment.form.cvc')}
          hint={t('payment.form.cvcHint')}
          error={message(errors.cvc)}
          value={values.cvc}
          onChange={(event) => set('cvc')(formatSecurityCode(event.target.value))}
          inputMode="numeric"
          autoComplete="cc-csc"
        />
      </div>
      <CardField
        label={t('payment.form.holderName')}
        hint={t('payment.form.holderNameHint')}
        error={message(errors.holderName)}
        value={values.holderName}
        onChange={(event) => set('holderName')(event.target.value.toUpperCase())}
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="HANAKO YAMADA"
      />
      <CardField
        label={t('payment.form.email')}
        hint={t('payment.form.emailHint')}
        error={message(errors.email)}
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        type="email"
        autoComplete="email"
      />
      <p className="payment-note">{t('payment.form.secureNote')}</p>
      <div className="payment-actions">
        <button type="submit" className="harmo-button harmo-button--primary" disabled={busy}>
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
