import { useId, useState } from 'react';
import './patient-switcher.css';
import { useTranslation } from 'react-i18next';
import { useChangeCurrentPatient, useSessionStore, type PatientType } from '@harmo/shared';

const TYPE_ORDER: readonly PatientType[] = ['self', 'family', 'sharing', 'familySharing'];

/**
 * Whose notebook is open (self, a family member, a shared notebook or a family member of one),
 * switchable from the header. A native select under a visible label: it works with the keyboard
 * and screen readers everywhere and takes little room on a phone. A switch is confirmed in a
 * polite live region, so a screen reader says whose notebook is now open. Hidden when signed
 * out; signing out lives in the menu.
 */
export function PatientSwitcher() {
  const { t } = useTranslation('common');
  const id = useId();
  const user = useSessionStore((s) => s.user);
  const patients = useSessionStore((s) => s.patients);
  const currentPatientId = useSessionStore((s) => s.currentPatientId);
  const changePatient = useChangeCurrentPatient();
  const [announcement, setAnnouncement] = useState('');

  const entries = Object.entries(patients).sort(
    ([, a], [, b]) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type),
  );
  if (!user || entries.length === 0 || !currentPatientId) return null;

  const change = (accountId: string) => {
    changePatient(accountId);
    const patient = patients[accountId];
    if (patient) setAnnouncement(t('patients.nowShowing', { name: patient.name }));
  };

  return (
    <div className="harmo-patient-switcher" data-testid="patient-switcher">
      <label htmlFor={id} className="harmo-patient-switcher__label">
        {t('patients.label')}
      </label>
      <select
        id={id}
        className="harmo-select harmo-patient-switcher__select"
        value={currentPatientId}
        onChange={(event) => change(event.target.value)}
      >
        {entries.map(([accountId, patient]) => (
          <option key={accountId} value={accountId}>
            {t(`patients.option.${patient.type}`, { name: patient.name })}
          </option>
        ))}
      </select>
      <p className="harmo-visually-hidden" role="status" data-testid="patient-announcement">
        {announcement}
      </p>
    </div>
  );
}
