import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TileNoticeProps {
  /** Whether the map's images load (FacilityMap's `onTilesAvailable`). */
  tilesAvailable: boolean;
  /**
   * The person closed it: the close button goes with it, so the focus must go somewhere that
   * keeps their place (the map it lay on), not fall back to the top of the page.
   */
  onClose: () => void;
}

/**
 * Says over the map that its images cannot be loaded. It lies along the map's bottom edge, clear
 * of the zoom buttons and the credit line; it may still hide a marker, so the person can close
 * it, and once closed it stays closed for this visit of the page, however often the tiles fail
 * again.
 */
export function TileNotice({ tilesAvailable, onClose }: TileNoticeProps) {
  const { t } = useTranslation('emap');
  const [closed, setClosed] = useState(false);
  const shown = !tilesAvailable && !closed;
  return (
    <div className={shown ? 'emap-tile-notice emap-tile-notice--shown' : 'emap-tile-notice'}>
      {/* The status is on the page from the start, empty: words put into a live region that is
          already there are announced, a region that appears with its words often is not. The
          close button is outside it, so it is not read out as part of the notice. */}
      <p className="emap-tile-notice__text" role="status">
        {shown ? t('map.tilesFailed') : null}
      </p>
      {shown && (
        <button
          type="button"
          className="emap-tile-notice__close"
          onClick={() => {
            setClosed(true);
            onClose();
          }}
        >
          <span aria-hidden="true">×</span>
          <span className="harmo-visually-hidden">{t('map.tilesFailedClose')}</span>
        </button>
      )}
    </div>
  );
}
