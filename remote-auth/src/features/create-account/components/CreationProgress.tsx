import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreationProgressState } from '../hooks/use-create-account';
import { CREATION_STEPS, type CreationStep } from '../types/creation';

/** The sequence as the user sees it: four phases instead of eight calls. */
const PHASES = [
  { key: 'prepare', steps: ['issueToken', 'wait'] },
  { key: 'register', steps: ['register', 'enter', 'personalInfo', 'enterAgain'] },
  { key: 'device', steps: ['registerDevice'] },
  { key: 'account', steps: ['upgrade', 'signingIn'] },
] as const satisfies readonly { key: string; steps: readonly (CreationStep | 'signingIn')[] }[];

export function phaseIndexOf(step: CreationProgressState['step']): number {
  return PHASES.findIndex((phase) => (phase.steps as readonly string[]).includes(step));
}

/** Every step the bar counts: the eight calls, then the new account's sign-in. */
const BAR_STEPS = [...CREATION_STEPS, 'signingIn'] as const;

/**
 * How far the sequence is, in steps: the steps finished before the current one, plus the part of
 * the wait already waited while waiting. The bar never shows a step done before its call
 * answered.
 */
export function progressValue(step: CreationProgressState['step'], waitedFraction = 0): number {
  const done = BAR_STEPS.indexOf(step);
  const fraction = step === 'wait' ? Math.min(1, Math.max(0, waitedFraction)) : 0;
  return Math.max(0, done) + fraction;
}

export const PROGRESS_MAX = BAR_STEPS.length;

/** Remaining whole seconds of the wait, never below zero. */
export function remainingSeconds(waitMs: number, startedAt: number, now: number): number {
  return Math.max(0, Math.ceil((waitMs - (now - startedAt)) / 1000));
}

/**
 * Visible progress while the account is created: one bar over the whole sequence that moves as
 * each call answers (and through the 11-second wait as it passes, with the seconds left), and the
 * phases with the current one marked.
 */
export function CreationProgress({ progress }: { progress: CreationProgressState }) {
  const { t } = useTranslation('auth');
  const [now, setNow] = useState(() => Date.now());
  const waiting = progress.step === 'wait' && progress.waitStartedAt !== null;

  useEffect(() => {
    if (!waiting) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [waiting]);

  const current = phaseIndexOf(progress.step);
  const startedAt = progress.waitStartedAt ?? now;
  // The clock of the last tick may predate the start of the wait by a moment.
  const elapsed = waiting ? Math.min(progress.waitMs, Math.max(0, now - startedAt)) : 0;
  const seconds = waiting
    ? remainingSeconds(progress.waitMs, startedAt, Math.max(now, startedAt))
    : 0;
  const phaseLabel = t(`createAccount.phases.${PHASES[current]?.key ?? 'prepare'}`);

  const value = progressValue(
    progress.step,
    waiting && progress.waitMs > 0 ? elapsed / progress.waitMs : 0,
  );
  const percent = Math.floor((value / PROGRESS_MAX) * 100);

  return (
    <section
      className="harmo-creation"
      aria-labelledby="creation-title"
      data-testid="creation-progress"
    >
      <h2 id="creation-title" className="harmo-creation__title">
        {t('createAccount.creating')}
      </h2>
      <p className="harmo-visually-hidden" role="status">
        {phaseLabel}
      </p>
      <progress
        className="harmo-progress"
        max={PROGRESS_MAX}
        value={value}
        aria-label={t('createAccount.waitLabel')}
        aria-valuetext={
          waiting
            ? t('createAccount.progressWaiting', { percent, seconds })
            : t('createAccount.progress', { percent, phase: phaseLabel })
        }
        data-testid="creation-bar"
      />
      {waiting && (
        <p className="harmo-creation__remaining" data-testid="creation-remaining">
          {t('createAccount.remaining', { seconds })}
        </p>
      )}
      <ol className="harmo-creation__phases">
        {PHASES.map((phase, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'pending';
          return (
            <li
              key={phase.key}
              className={`harmo-creation__phase harmo-creation__phase--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="harmo-creation__marker" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span>{t(`createAccount.phases.${phase.key}`)}</span>
              {state === 'done' && (
                <span className="harmo-visually-hidden">{t('createAccount.done')}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
