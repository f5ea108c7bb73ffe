import { useId } from 'react';
import './patient-switcher.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useChangeCurrentPatient, useSessionStore, type PatientType } from '@harmo/shared';

const TYPE_ORDER: readonly PatientType[] = ['self', 'family', 'sharing', 'familySharing'];

/**
 * The patient the signed-in user acts for (self, a family member, a shared notebook or a family
 * member of one), switchable from the header. A native select: it works with the keyboard and
 * screen readers everywhere and takes little room on a phone. Beside it, the way to sign out.
 * Hidden when signed out.
 */
export function PatientSwitcher() {
  const { t } = useTranslation('common');
  const id = useId();
  const user = useSessionStore((s) => s.user);
  const patients = useSessionStore((s) => s.patients);
  const currentPatientId = useSessionStore((s) => s.currentPatientId);
  const changePatient = useChangeCurrentPatient();

  const entries = Object.entries(patients).sort(
    ([, a], [, b]) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type),
  );
  if (!user || entries.length === 0 || !currentPatientId) return null;

  return (
    <div className="harmo-patient-switcher" data-testid="patient-switcher">
      <label htmlFor={id} className="harmo-visually-hidden">
        {t('patients.label')}
      </label>
      <select
        id={id}
        className="harmo-select harmo-patient-switcher__select"
        value={currentPatientId}
        onChange={(event) => changePatient(event.target.value)}
      >
        {entries.map(([accountId, patient]) => (
          <option key={accountId} value={accountId}>
            {t(`patients.option.${patient.type}`, { name: patient.name })}
          </option>
        ))}
      </select>
      <Link to="/auth/sign-out" className="harmo-patient-switcher__sign-out">
        {t('patients.signOut')}
      </Link>
    </div>
  );
}
