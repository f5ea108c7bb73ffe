import { useTranslation } from 'react-i18next';

/** A route whose screen is not built yet: its title and a plain notice, never a blank page. */
export function PendingScreen({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <main className="harmo-page">
      <h1>{title}</h1>
      <p>{t('comingSoon')}</p>
    </main>
  );
}
