import { useTranslation } from 'react-i18next';
import { MessageScreen } from './MessageScreen';

/** Unknown routes and load failures: 'Webページを読み込めませんでした' with a reload button. */
export function FullPageError({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <MessageScreen
      type="error"
      message={t('fullPageError.message')}
      actions={[{ label: t('fullPageError.reload'), onClick: reload }]}
    />
  );
}
