import { useTranslation } from 'react-i18next';

/** Open now / closed now, when today's hours are known; nothing when they are not. */
export function OpenNowBadge({ openNow }: { openNow: boolean | null }) {
  const { t } = useTranslation('emap');
  if (openNow === null) return null;
  return (
    <span className={openNow ? 'emap-badge emap-badge--open' : 'emap-badge emap-badge--closed'}>
      {openNow ? t('badges.openNow') : t('badges.closedNow')}
    </span>
  );
}

/** Marks a facility that offers after-hours support (時間外対応). */
export function AfterHoursBadge({ afterHours }: { afterHours: boolean | null }) {
  const { t } = useTranslation('emap');
  if (!afterHours) return null;
  return <span className="emap-badge emap-badge--after-hours">{t('badges.afterHours')}</span>;
}
