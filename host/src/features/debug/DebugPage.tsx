import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REMOTE_NAMES,
  STORAGE_KEYS,
  getRuntimeConfig,
  storage,
  useSessionStore,
  type BuildInfo,
  type RemoteName,
} from '@harmo/shared';
import {
  effectiveManifestUrls,
  loadRemoteRoutes,
  readOverrides,
  writeOverride,
} from '../../federation/remote-registry';
import {
  SHARED_RUNTIME_PACKAGE,
  isIncompatibleRemoteError,
} from '../../federation/shared-requirement';
import { redactSession } from './redact';

type RemoteStatus =
  | { state: 'loading' }
  | { state: 'ok'; info: BuildInfo }
  /** `refusal` says why a reachable remote was not loaded (a shared runtime too old for it). */
  | { state: 'error'; refusal: SharedRuntimeRefusal | null };

/** What the page's shared runtime lacked, kept as values so that the page can word it. */
interface SharedRuntimeRefusal {
  remote: string;
  required: string;
  provided: string | null;
}

function useRemoteBuildInfo(name: RemoteName): RemoteStatus {
  const [status, setStatus] = useState<RemoteStatus>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    loadRemoteRoutes(name)
      .then((remote) => active && setStatus({ state: 'ok', info: remote.buildInfo }))
      .catch(
        (error: unknown) =>
          active &&
          setStatus({
            state: 'error',
            refusal: isIncompatibleRemoteError(error)
              ? { remote: error.remote, required: error.required, provided: error.provided }
              : null,
          }),
      );
    return () => {
      active = false;
    };
  }, [name]);
  return status;
}

function RemoteRow({ name, manifestUrl }: { name: RemoteName; manifestUrl: string }) {
  const { t } = useTranslation('host');
  const status = useRemoteBuildInfo(name);
  const overridden = Boolean(readOverrides()[name]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!/^https?:\/\/.+/.test(draft.trim())) {
      setError(t('debug.invalidUrl'));
      return;
    }
    writeOverride(name, draft.trim());
    window.location.reload();
  };
  const clear = () => {
    writeOverride(name, null);
    window.location.reload();
  };

  return (
    <section
      className="harmo-card"
      aria-labelledby={`remote-${name}`}
      data-testid={`remote-${name}`}
    >
      <h3 id={`remote-${name}`}>{name}</h3>
      <dl className="harmo-dl">
        <dt>{t('debug.manifest')}</dt>
        <dd data-testid={`manifest-${name}`}>
          {manifestUrl} {overridden && <span className="harmo-badge">{t('debug.overridden')}</span>}
        </dd>
        <dt>{t('debug.version')}</dt>
        <dd data-testid={`version-${name}`}>
          {status.state === 'ok'
            ? `${status.info.version} (${status.info.builtAt})`
            : t(status.state === 'loading' ? 'debug.loading' : 'debug.unreachable')}
        </dd>
      </dl>
      {/* Outside the list: its grid pairs each term with one value. */}
      {status.state === 'error' && status.refusal && (
        <p className="harmo-field-error" data-testid={`refusal-${name}`}>
          {status.refusal.provided === null
            ? t('debug.refusedNoVersion', { ...status.refusal, package: SHARED_RUNTIME_PACKAGE })
            : t('debug.refused', { ...status.refusal, package: SHARED_RUNTIME_PACKAGE })}
        </p>
      )}
      <form onSubmit={apply} noValidate className="harmo-inline-form">
        <label htmlFor={`override-${name}`}>{t('debug.overrideLabel')}</label>
        <input
          id={`override-${name}`}
          className="harmo-input"
          type="url"
          inputMode="url"
          value={draft}
          placeholder="https://…/mf-manifest.json"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `override-${name}-error` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id={`override-${name}-error`} className="harmo-field-error" role="alert">
            {error}
          </p>
        )}
        <div className="harmo-row">
          <button type="submit" className="harmo-button harmo-button--small">
            {t('debug.set')}
          </button>
          <button
            type="button"
            className="harmo-button harmo-button--small"
            onClick={clear}
            disabled={!overridden}
          >
            {t('debug.clear')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Hidden page for integration testers: versions, configuration, session, remote overrides. */
export function DebugPage() {
  const { t } = useTranslation('host');
  const config = getRuntimeConfig();
  const urls = effectiveManifestUrls(config);
  const session = useSessionStore();
  const stored = {
    refreshToken: storage.get(STORAGE_KEYS.refreshToken),
    cognitoUserName: storage.get(STORAGE_KEYS.cognitoUserName),
    currentPatientId: storage.get(STORAGE_KEYS.currentPatientId),
  };
  return (
    <main className="harmo-page" data-testid="debug-page">
      <h1>{t('debug.title')}</h1>
      <h2>{t('debug.host')}</h2>
      <dl className="harmo-dl">
        <dt>{t('debug.version')}</dt>
        <dd data-testid="version-host">
          {__HARMO_BUILD_INFO__.version} ({__HARMO_BUILD_INFO__.builtAt})
        </dd>
        <dt>{t('debug.manifest')}</dt>
        <dd>{new URL('/mf-manifest.json', window.location.origin).href}</dd>
      </dl>
      <h2>{t('debug.remotes')}</h2>
      {REMOTE_NAMES.map((name) => (
        <RemoteRow key={name} name={name} manifestUrl={urls.get(name) ?? ''} />
      ))}
      <h2>{t('debug.configuration')}</h2>
      <pre className="harmo-pre" tabIndex={0} data-testid="debug-config">
        {JSON.stringify(config, null, 2)}
      </pre>
      <h2>{t('debug.session')}</h2>
      <pre className="harmo-pre" tabIndex={0} data-testid="debug-session">
        {JSON.stringify(redactSession({ ...session, stored }), null, 2)}
      </pre>
    </main>
  );
}
