import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Choice, ChoiceGroup, TextAreaField, TextField, errorMessageKey } from '../../ui';
import {
  CLIENT_TYPES,
  KNOWN_SCOPES,
  OAUTH_CLIENTS_PER_ACCOUNT,
  SCOPE_DESCRIPTION_KEYS,
  type ClientRegistration,
  type KnownScope,
} from '@harmo/contracts/oauth';
import type { ClientFormErrors, ClientFormValues, FieldMessage } from '../types/client';
import { redirectUriLines, validateClientForm } from '../types/client';

export interface ClientFormProps {
  mode: 'create' | 'edit';
  initialValues: ClientFormValues;
  /** The /oauth/test redirect URI the form offers to add. */
  testUri: string;
  busy: boolean;
  /** The error of the last submission, if it failed. */
  submitError: unknown;
  onSubmit: (registration: ClientRegistration) => void;
  onCancel?: () => void;
}

/**
 * Register or edit a client. Every field is checked in the browser first (the same rules as the
 * api): an invalid form sends nothing, shows a message at each field and focuses the first.
 */
export function ClientForm({
  mode,
  initialValues,
  testUri,
  busy,
  submitError,
  onSubmit,
  onCancel,
}: ClientFormProps) {
  const { t } = useTranslation('oauth');
  const [values, setValues] = useState<ClientFormValues>(initialValues);
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  // A second press before the screen has marked the form busy (a double tap) sends nothing:
  // each send registers a client of its own. Sending is possible again once the answer is in.
  const sent = useRef(false);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) sent.current = false;
    wasBusy.current = busy;
  }, [busy]);
  // A send can fail before any render has shown the form busy (a connection that is down fails
  // at once), so its error frees the form too: without it, the form would never send again.
  useEffect(() => {
    if (submitError) sent.current = false;
  }, [submitError]);

  const message = (field: FieldMessage | undefined) =>
    field ? t(`clients.validation.${field.key}`, field.values) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateClientForm(values);
    setErrors(result.errors);
    setAttempt((n) => n + 1);
    if (!result.registration || busy || sent.current) return;
    sent.current = true;
    onSubmit(result.registration);
  };

  const addTestUri = () => {
    const lines = redirectUriLines(values.redirectUris);
    if (lines.includes(testUri)) return;
    setValues({ ...values, redirectUris: [...lines, testUri].join('\n') });
  };

  const toggleScope = (scope: KnownScope) =>
    setValues({
      ...values,
      allowedScopes: values.allowedScopes.includes(scope)
        ? values.allowedScopes.filter((s) => s !== scope)
        : [...values.allowedScopes, scope],
    });

  return (
    <form ref={form} className="harmo-oauth-form" onSubmit={submit} noValidate>
      {submitError ? (
        <Alert>{t(errorMessageKey(submitError), { max: OAUTH_CLIENTS_PER_ACCOUNT })}</Alert>
      ) : null}
      <TextField
        label={t('clients.name')}
        hint={t('clients.nameHint')}
        error={message(errors.name)}
        value={values.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
        autoComplete="off"
      />
      {mode === 'create' ? (
        <ChoiceGroup legend={t('clients.type')} error={message(errors.type)}>
          {CLIENT_TYPES.map((type) => (
            <Choice
              key={type}
              type="radio"
              name="client-type"
              value={type}
              checked={values.type === type}
              onChange={() => setValues({ ...values, type })}
              label={t(type === 'public' ? 'clients.typePublic' : 'clients.typeConfidential')}
              detail={t(
                type === 'public' ? 'clients.typePublicHint' : 'clients.typeConfidentialHint',
              )}
            />
          ))}
        </ChoiceGroup>
      ) : (
        <p className="harmo-oauth-hint">{t('clients.typeFixed')}</p>
      )}
      <div>
        <TextAreaField
          label={t('clients.redirectUris')}
          hint={t('clients.redirectUrisHint')}
          error={message(errors.redirectUris)}
          value={values.redirectUris}
          onChange={(event) => setValues({ ...values, redirectUris: event.target.value })}
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          inputMode="url"
        />
        <button type="button" className="harmo-button harmo-button--small" onClick={addTestUri}>
          {t('clients.addTestUri', { uri: testUri })}
        </button>
      </div>
      <ChoiceGroup
        legend={t('clients.allowedScopes')}
        hint={
          mode === 'edit'
            ? `${t('clients.allowedScopesHint')} ${t('clients.allowedScopesRemovedHint')}`
            : t('clients.allowedScopesHint')
        }
        error={message(errors.allowedScopes)}
      >
        {KNOWN_SCOPES.map((scope) => (
          <Choice
            key={scope}
            type="checkbox"
            name="allowed-scopes"
            value={scope}
            checked={values.allowedScopes.includes(scope)}
            onChange={() => toggleScope(scope)}
            label={
              <>
                {t(`scopes.${SCOPE_DESCRIPTION_KEYS[scope]}.title`)}{' '}
                <code className="harmo-oauth-code">{scope}</code>
              </>
            }
            detail={t(`scopes.${SCOPE_DESCRIPTION_KEYS[scope]}.description`)}
          />
        ))}
      </ChoiceGroup>
      <div className="harmo-oauth-actions">
        <button
          type="submit"
          className="harmo-button harmo-button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {mode === 'create'
            ? t(busy ? 'clients.creating' : 'clients.create')
            : t(busy ? 'clients.saving' : 'clients.save')}
        </button>
        {onCancel && (
          <button type="button" className="harmo-button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
