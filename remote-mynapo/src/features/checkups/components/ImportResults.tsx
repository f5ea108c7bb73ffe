import { useTranslation } from 'react-i18next';
import type { CheckupFileResult } from '@harmo/contracts/checkups';
import { formatCheckupDate } from '../utils/format';

/** What became of each file: saved, updated, already there, or refused with the reason. */
export function ImportResults({
  files,
  uploadName,
}: {
  files: readonly CheckupFileResult[];
  /** The uploaded file's name, already shown above: a lone result of it is not named again. */
  uploadName?: string;
}) {
  const { t, i18n } = useTranslation('mynapo');
  return (
    <ul className="mynapo-results">
      {files.map((file) => (
        <li
          key={file.fileName}
          className={`mynapo-result mynapo-result--${file.outcome === 'refused' ? 'refused' : 'ok'}`}
        >
          {file.fileName !== uploadName && (
            <span className="mynapo-result__name">{file.fileName}</span>
          )}
          <span className="mynapo-result__outcome">
            {t(`import.outcome.${file.outcome}`)}
            {file.checkup &&
              t('import.checkupOf', { date: formatCheckupDate(file.checkup.date, i18n.language) })}
          </span>
          {file.reason && (
            <span className="mynapo-result__reason">{t(`import.reason.${file.reason}`)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
