import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PATIENT_SCOPES } from '@harmo/contracts/oauth';
import { PROJECT_DATE_RANGE, PROJECT_LIMITS, isProjectDate } from '@harmo/contracts/projects';
import {
  Alert,
  TextField,
  errorMessageKey,
  focusFirstInvalid,
  todayInJapan,
  keyForRequest,
  sentRequestFrom,
  useAccountDraft,
  type SentRequest,
} from '../../ui';
import { useCreateProject, type CreatedProject } from '../api/create-project';
import { emptyProjectForm, projectFormFrom, type ProjectFormValues } from '../utils/project-form';
import { ProjectPoster } from './ProjectPoster';
import { scopeKey } from './ScopeList';

type FormErrors = Partial<Record<keyof ProjectFormValues, string>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form's own checks, worded for the field; the api checks the same again. */
function validate(values: ProjectFormValues, t: (key: string) => string): FormErrors {
  const errors: FormErrors = {};
  if (!values.title.trim()) errors.title = t('create.titleRequired');
  if (!values.organiser.trim()) errors.organiser = t('create.organiserRequired');
  if (values.scopes.length === 0) errors.scopes = t('create.scopesRequired');
  if (!DATE.test(values.startDate)) errors.startDate = t('create.startDateRequired');
  else if (!isProjectDate(values.startDate)) errors.startDate = t('create.dateOutOfRange');
  if (values.endDate && !isProjectDate(values.endDate)) {
    errors.endDate = t('create.dateOutOfRange');
  } else if (values.endDate && DATE.test(values.startDate) && values.endDate < values.startDate) {
    errors.endDate = t('create.endBeforeStart');
  } else if (values.endDate && values.endDate < todayInJapan()) {
    // The api refuses it too (`end_date_passed`): such a project could take nobody.
    errors.endDate = t('create.endPassed');
  }
  return errors;
}

/**
 * Creating a project, then its printable QR code page and its client's secret (shown once). What
 * is typed is kept as a draft of this tab for the account signed in, so a reload keeps it; it is
 * forgotten once the project exists. The answer, with its secret, is never kept.
 */
export function CreateProject() {
  const { t } = useTranslation('projects');
  const create = useCreateProject();
  const [created, setCreated] = useState<CreatedProject | null>(null);
  const [values, setValues, discardDraft] = useAccountDraft('create-project', projectFormFrom, () =>
    emptyProjectForm(todayInJapan()),
  );
  // The creation sent without an answer yet, with its key, kept beside the draft: sent again
  // unchanged (after an answer lost on the way, or a reload while it was sent), it goes under the
  // same key, so the project is created once.
  const [sending, setSending, forgetSending] = useAccountDraft<SentRequest | null>(
    'create-project-sending',
    (stored) => sentRequestFrom(stored) ?? null,
    () => null,
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event);
      return;
    }
    const body = {
      title: values.title.trim(),
      organiser: values.organiser.trim(),
      description: values.description.trim(),
      scopes: PATIENT_SCOPES.filter((scope) => values.scopes.includes(scope)),
      startDate: values.startDate,
      endDate: values.endDate || null,
    };
    const sent = keyForRequest(sending, JSON.stringify(body));
    setSending(sent);
    void create.mutateAsync({ body, idempotencyKey: sent.key }).then(
      (project) => {
        // Also when the page was left meanwhile: a draft of a project that exists would invite
        // creating it twice.
        discardDraft();
        forgetSending();
        setCreated(project);
      },
      // The form says why (create.error) and keeps what was typed, to try again.
      () => undefined,
    );
  };

  if (created) {
    return (
      <>
        <Alert tone="success">{t('create.created', { title: created.project.title })}</Alert>
        <ProjectPoster project={created.project} />
        <section className="harmo-card projects-no-print" aria-labelledby="project-client">
          <h2 id="project-client">{t('create.clientTitle')}</h2>
          <p>{t('create.clientLead')}</p>
          <dl className="harmo-dl">
            <dt>{t('create.clientId')}</dt>
            <dd>
              <code>{created.client.clientId}</code>
            </dd>
            <dt>{t('create.clientSecret')}</dt>
            <dd>
              <code>{created.client.clientSecret}</code>
            </dd>
          </dl>
        </section>
      </>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="projects-create">
      <TextField
        label={t('create.titleLabel')}
        error={errors.title}
        maxLength={PROJECT_LIMITS.titleMaxLength}
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextField
        label={t('create.organiserLabel')}
        hint={t('create.organiserHint')}
        error={errors.organiser}
        maxLength={PROJECT_LIMITS.organiserMaxLength}
        value={values.organiser}
        onChange={(event) => set('organiser', event.target.value)}
      />
      <TextField
        multiline
        rows={4}
        label={t('create.descriptionLabel')}
        hint={t('create.descriptionHint')}
        maxLength={PROJECT_LIMITS.descriptionMaxLength}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <fieldset
        className="projects-fieldset"
        aria-describedby={errors.scopes ? 'create-scopes-error' : undefined}
      >
        <legend>{t('create.scopesLabel')}</legend>
        {errors.scopes && (
          <p id="create-scopes-error" className="harmo-field-error">
            {errors.scopes}
          </p>
        )}
        {PATIENT_SCOPES.map((scope) => (
          <label key={scope} className="projects-consent">
            <input
              type="checkbox"
              checked={values.scopes.includes(scope)}
              onChange={(event) =>
                set(
                  'scopes',
                  event.target.checked
                    ? [...values.scopes, scope]
                    : values.scopes.filter((s) => s !== scope),
                )
              }
            />
            <span>{t(scopeKey(scope))}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        type="date"
        label={t('create.startDate')}
        error={errors.startDate}
        value={values.startDate}
        min={PROJECT_DATE_RANGE.earliest}
        max={PROJECT_DATE_RANGE.latest}
        onChange={(event) => set('startDate', event.target.value)}
      />
      <TextField
        type="date"
        label={t('create.endDate')}
        hint={t('create.endDateHint')}
        error={errors.endDate}
        value={values.endDate}
        min={PROJECT_DATE_RANGE.earliest}
        max={PROJECT_DATE_RANGE.latest}
        onChange={(event) => set('endDate', event.target.value)}
      />
      {create.error && <Alert>{t(errorMessageKey(create.error))}</Alert>}
      <button
        type="submit"
        className="harmo-button harmo-button--primary projects-save__button"
        disabled={create.isPending}
      >
        {t('create.submit')}
      </button>
    </form>
  );
}
