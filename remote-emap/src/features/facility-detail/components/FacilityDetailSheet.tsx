import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@harmo/shared';
import {
  AfterHoursBadge,
  DEMO_SOURCE,
  OpenNowBadge,
  useFacility,
  type FacilityDetail,
  type PickedFacility,
} from '../../facilities';
import { InlineSpinner, LoadError } from '../../ui';
import { safeWebsiteUrl, telHref } from '../utils/opening-hours-display';
import { OpeningHoursTable, TodayHours } from './OpeningHoursTable';

export interface FacilityDetailSheetProps {
  /** The facility shown; null: the sheet is closed. */
  facilityId: string | null;
  onClose: () => void;
  /** Picking mode: the action that hands the facility back to the caller. */
  onPick?: (facility: PickedFacility) => void;
  /** Shows the facility on the map behind the sheet (screens with a map). */
  onShowOnMap?: (facility: { id: string; lat: number; lng: number }) => void;
}

/**
 * The detail of one facility in a modal bottom sheet: a native dialog, so the page behind is
 * inert, Escape closes it, and focus goes back to whatever opened it.
 */
export function FacilityDetailSheet({
  facilityId,
  onClose,
  onPick,
  onShowOnMap,
}: FacilityDetailSheetProps) {
  const { t } = useTranslation('emap');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  const query = useFacility(facilityId);
  const isOpen = facilityId !== null;
  const isOpenRef = useRef(isOpen);

  useEffect(() => {
    onCloseRef.current = onClose;
    isOpenRef.current = isOpen;
  }, [onClose, isOpen]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isOpen) return;
    if (!dialog.open) {
      openerRef.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [isOpen]);

  // Escape (cancel) and any other way the browser closes the dialog go through the owner's
  // state, so the sheet is never closed on screen but open in the URL.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const requestClose = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const closed = () => {
      if (isOpenRef.current) onCloseRef.current();
    };
    dialog.addEventListener('cancel', requestClose);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('cancel', requestClose);
      dialog.removeEventListener('close', closed);
    };
  }, []);
  const facility = query.data;
  let body: ReactNode;
  if (!isOpen) body = null;
  else if (query.isPending) body = <InlineSpinner label={t('detail.loading')} />;
  else if (query.isError)
    body = (
      <LoadError
        message={
          query.error instanceof ApiError && query.error.status === 404
            ? t('detail.notFound')
            : t('errors.load')
        }
        onRetry={() => void query.refetch()}
      />
    );
  else if (facility)
    body = (
      <FacilityDetailBody
        facility={facility}
        titleId={titleId}
        onPick={onPick}
        onShowOnMap={onShowOnMap}
      />
    );

  return (
    <dialog
      ref={dialogRef}
      className="emap-sheet"
      aria-labelledby={facility ? titleId : undefined}
      aria-label={facility ? undefined : t('detail.title')}
      data-testid="facility-detail"
    >
      <div className="emap-sheet__bar">
        <span className="emap-sheet__handle" aria-hidden="true" />
        <button type="button" className="emap-sheet__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="harmo-visually-hidden">{t('detail.close')}</span>
        </button>
      </div>
      <div className="emap-sheet__content">{body}</div>
    </dialog>
  );
}

function FacilityDetailBody({
  facility,
  titleId,
  onPick,
  onShowOnMap,
}: {
  facility: FacilityDetail;
  titleId: string;
  onPick?: (facility: PickedFacility) => void;
  onShowOnMap?: (facility: { id: string; lat: number; lng: number }) => void;
}) {
  const { t } = useTranslation('emap');
  const tel = facility.phone ? telHref(facility.phone) : null;
  const website = facility.website ? safeWebsiteUrl(facility.website) : null;
  const { lat, lng } = facility;
  return (
    <article className="emap-detail">
      <p className="emap-detail__kind">
        <span className={`emap-type emap-type--${facility.type}`}>
          {t(`types.${facility.type}`)}
        </span>
        <OpenNowBadge openNow={facility.openNow} />
        <AfterHoursBadge afterHours={facility.afterHours} />
      </p>
      <h2 id={titleId} className="emap-detail__name">
        {facility.name}
      </h2>
      {facility.kana && (
        <p className="emap-detail__kana" lang="ja">
          {facility.kana}
        </p>
      )}
      {facility.openingHours && <TodayHours hours={facility.openingHours} today={facility.today} />}
      {facility.source === DEMO_SOURCE && <p className="emap-notice">{t('detail.demoNotice')}</p>}
      {!facility.active && <p className="emap-notice">{t('detail.withdrawn')}</p>}

      {(onPick || onShowOnMap) && (
        <div className="emap-detail__actions">
          {onPick && (
            <button
              type="button"
              className="harmo-button harmo-button--primary"
              onClick={() =>
                onPick({
                  id: facility.id,
                  name: facility.name,
                  type: facility.type,
                  address: facility.address,
                })
              }
            >
              {t('pick.action')}
            </button>
          )}
          {onShowOnMap && lat !== null && lng !== null && (
            <button
              type="button"
              className="harmo-button"
              onClick={() => onShowOnMap({ id: facility.id, lat, lng })}
            >
              {t('detail.showOnMap')}
            </button>
          )}
        </div>
      )}

      <dl className="emap-detail__facts">
        <dt>{t('detail.address')}</dt>
        <dd>{facility.address ?? t('detail.unknown')}</dd>
        <dt>{t('detail.phone')}</dt>
        <dd>
          {facility.phone && tel ? (
            <a href={tel}>{facility.phone}</a>
          ) : (
            (facility.phone ?? t('detail.unknown'))
          )}
        </dd>
        <dt>{t('detail.website')}</dt>
        <dd>
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer">
              {facility.website}
              <span className="harmo-visually-hidden">{t('detail.opensInNewTab')}</span>
            </a>
          ) : (
            t('detail.none')
          )}
        </dd>
      </dl>

      <h3 className="emap-detail__heading">{t('detail.hours')}</h3>
      {facility.openingHours ? (
        <OpeningHoursTable hours={facility.openingHours} today={facility.today} />
      ) : (
        <p>{t('hours.notStructured')}</p>
      )}
    </article>
  );
}
