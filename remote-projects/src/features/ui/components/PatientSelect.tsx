import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@harmo/shared';

/**
 * Whose notebook an action is for: the account itself, a family member or a shared notebook.
 * It starts on the current patient; the choice is made here, before the action, so that what
 * is saved for a child or a parent goes into their notebook.
 */
export function PatientSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (patientId: string) => void;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const patients = useSessionStore((s) => s.patients);
  const entries = Object.entries(patients);
  return (
    <div className="projects-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="harmo-select projects-patient-select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {entries.map(([accountId, patient]) => (
          <option key={accountId} value={accountId}>
            {t(`patients.option.${patient.type}`, { name: patient.name })}
          </option>
        ))}
      </select>
    </div>
  );
}
