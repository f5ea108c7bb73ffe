import { memo, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AfterHoursBadge,
  distanceParts,
  OpenNowBadge,
  type ListedFacility,
  type PickedFacility,
} from '../../facilities';
import { InlineSpinner, LoadError } from '../../ui';

export interface ResultListProps {
  headingId: string;
  /** Lets a screen move focus to the heading when the list is replaced. */
  headingRef?: Ref<HTMLHeadingElement>;
  heading: string;
  /** One line about what is listed (count, order); announced when it changes. */
  summary: string | null;
  facilities: readonly ListedFacility[];
  showDistance: boolean;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  emptyMessage: string;
  onOpen: (id: string) => void;
  /** Picking mode: a second action on every row. */
  onPick?: (facility: PickedFacility) => void;
  /** Highlights a facility's marker while its row has focus or the pointer. */
  onHighlight?: (id: string | null) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

function Distance({ meters }: { meters: number }) {
  const { t } = useTranslation('emap');
  const { value, unit } = distanceParts(meters);
  return <span className="emap-result__distance">{t(`distance.${unit}`, { value })}</span>;
}

type ResultRowsProps = Pick<
  ResultListProps,
  'facilities' | 'showDistance' | 'onOpen' | 'onPick' | 'onHighlight'
>;

/**
 * The rows on their own: a change of the list's busy state or summary (each move of the map)
 * leaves them alone.
 */
const ResultRows = memo(function ResultRows({
  facilities,
  showDistance,
  onOpen,
  onPick,
  onHighlight,
}: ResultRowsProps) {
  const { t } = useTranslation('emap');
  return (
    <>
      {facilities.map((facility) => (
        <li
          key={facility.id}
          className="emap-result"
          onMouseEnter={() => onHighlight?.(facility.id)}
          onMouseLeave={() => onHighlight?.(null)}
        >
          <button
            type="button"
            className="emap-result__open"
            aria-haspopup="dialog"
            onClick={() => onOpen(facility.id)}
            onFocus={() => onHighlight?.(facility.id)}
            onBlur={() => onHighlight?.(null)}
          >
            <span className="emap-result__name">{facility.name}</span>
            <span className="emap-result__meta">
              <span className={`emap-type emap-type--${facility.type}`}>
                {t(`types.${facility.type}`)}
              </span>
              <OpenNowBadge openNow={facility.openNow} />
              <AfterHoursBadge afterHours={facility.afterHours} />
              {showDistance && facility.distanceMeters !== undefined && (
                <Distance meters={facility.distanceMeters} />
              )}
            </span>
            {facility.address && <span className="emap-result__address">{facility.address}</span>}
          </button>
          {onPick && (
            <button
              type="button"
              className="harmo-button harmo-button--small emap-result__pick"
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
              <span className="harmo-visually-hidden">
                {t('pick.actionTarget', { name: facility.name })}
              </span>
            </button>
          )}
        </li>
      ))}
    </>
  );
});

/**
 * The accessible twin of the map: every facility in view (or found) as a button that opens its
 * detail, in the order the list explains. Memoised: its fifty rows are not rendered again when
 * only the map around it changed.
 */
export const ResultList = memo(function ResultList(props: ResultListProps) {
  const { t } = useTranslation('emap');
  const { facilities, loading, error } = props;

  let content: ReactNode;
  if (error) content = <LoadError message={error} onRetry={props.onRetry} />;
  else if (loading && facilities.length === 0)
    content = <InlineSpinner label={t('list.loading')} />;
  else if (facilities.length === 0) content = <p className="emap-empty">{props.emptyMessage}</p>;
  else
    content = (
      <ol
        className="emap-results"
        aria-labelledby={props.headingId}
        aria-busy={loading || undefined}
      >
        <ResultRows
          facilities={facilities}
          showDistance={props.showDistance}
          onOpen={props.onOpen}
          onPick={props.onPick}
          onHighlight={props.onHighlight}
        />
      </ol>
    );

  return (
    <section className="emap-list" aria-labelledby={props.headingId}>
      <h2 id={props.headingId} ref={props.headingRef} tabIndex={-1} className="emap-list__heading">
        {props.heading}
      </h2>
      <p className="emap-list__summary" role="status">
        {props.summary}
      </p>
      {content}
      {props.hasMore && !error && (
        <button
          type="button"
          className="harmo-button emap-list__more"
          onClick={props.onLoadMore}
          disabled={props.loadingMore}
        >
          {props.loadingMore ? t('list.loadingMore') : t('list.loadMore')}
        </button>
      )}
    </section>
  );
});
