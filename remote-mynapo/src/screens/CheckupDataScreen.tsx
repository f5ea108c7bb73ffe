import { useTranslation } from 'react-i18next';
import { CheckupOverview } from '../features/checkups';
import { MynapoPage } from '../features/ui';
import '../styles/mynapo.css';

/** /mynapo/special-health-check-up-data: the current patient's check-ups over the years. */
export function CheckupDataScreen() {
  const { t } = useTranslation('mynapo');
  return (
    <MynapoPage title={t('titles.checkUpData')}>
      <CheckupOverview />
    </MynapoPage>
  );
}
