import '../../../styles/emap.css';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  FACILITY_TYPES,
  isFacilityType,
  isPrefectureCode,
  useAreaFacilities,
  useMunicipalities,
  usePrefectures,
  type FacilityFilters,
} from '../../facilities';
import { FacilityDetailSheet } from '../../facility-detail';
import { ResultList, useUrlFinderState } from '../../facility-finder';
import { InlineSpinner, LoadError } from '../../ui';
import { areaLevelFromParams, areaLevelSearch, type AreaLevel } from '../utils/area-links';

/**
 * Browse by area: prefectures with their counts, then a prefecture's municipalities, then the
 * facilities of one of them, page by page, each opening the detail sheet.
 */
export function AreaBrowser() {
  const { t } = useTranslation('emap');
  const [params] = useSearchParams();
  const control = useUrlFinderState();
  const { filters } = control.state;
  const level = areaLevelFromParams(params, isPrefectureCode);
  const typeId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Moving down or up a level replaces the list the user was on: focus goes to the new
  // heading, not back to the top of the page.
  const levelKey = JSON.stringify(level);
  const firstLevel = useRef(levelKey);
  useEffect(() => {
    if (firstLevel.current === levelKey) return;
    firstLevel.current = levelKey;
    headingRef.current?.focus();
  }, [levelKey]);

  const prefectureCode = level.level === 'prefectures' ? null : level.prefectureCode;
  const municipalities = useMunicipalities(prefectureCode, filters);
  // Named from its code, in the user's language: shown at once, and in English for English.
  const prefectureName = prefectureCode ? t(`area.prefectureNames.${prefectureCode}`) : null;

  return (
    <div className="emap-area">
      <div className="emap-area__filters">
        <label htmlFor={typeId}>{t('filters.type')}</label>
        <select
          id={typeId}
          className="harmo-select"
          value={filters.type ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            control.setFilters({ ...filters, type: isFacilityType(value) ? value : null });
          }}
        >
          <option value="">{t('filters.allTypes')}</option>
          {FACILITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
        <label className="emap-choice">
          <input
            type="checkbox"
            checked={filters.hours.kind === 'openNow'}
            onChange={(event) =>
              control.setFilters({
                ...filters,
                hours: event.target.checked ? { kind: 'openNow' } : { kind: 'any' },
              })
            }
          />
          {t('filters.hoursChoice.openNow')}
        </label>
      </div>

      <nav aria-label={t('area.breadcrumb')} className="emap-breadcrumb">
        <ol>
          <li>
            {level.level === 'prefectures' ? (
              <span aria-current="page">{t('area.allPrefectures')}</span>
            ) : (
              <Link to={areaLevelSearch(params, { level: 'prefectures' })}>
                {t('area.allPrefectures')}
              </Link>
            )}
          </li>
          {prefectureCode && (
            <li>
              {level.level === 'municipalities' ? (
                <span aria-current="page">{prefectureName ?? '…'}</span>
              ) : (
                <Link to={areaLevelSearch(params, { level: 'municipalities', prefectureCode })}>
                  {prefectureName ?? '…'}
                </Link>
              )}
            </li>
          )}
          {level.level === 'facilities' && (
            <li>
              <span aria-current="page">{level.municipality ?? t('area.wholePrefecture')}</span>
            </li>
          )}
        </ol>
      </nav>

      {level.level === 'prefectures' && (
        <PrefectureLevel filters={filters} headingRef={headingRef} params={params} />
      )}
      {level.level === 'municipalities' && (
        <section aria-labelledby={`${typeId}-heading`}>
          <h2
            id={`${typeId}-heading`}
            ref={headingRef}
            tabIndex={-1}
            className="emap-area__heading"
          >
            {t('area.municipalitiesHeading', { prefecture: prefectureName ?? '' })}
          </h2>
          {municipalities.isPending ? (
            <InlineSpinner label={t('list.loading')} />
          ) : municipalities.isError ? (
            <LoadError message={t('errors.load')} onRetry={() => void municipalities.refetch()} />
          ) : (
            <ul className="emap-area-list">
              <li>
                <Link
                  className="emap-area-list__link"
                  to={areaLevelSearch(params, {
                    level: 'facilities',
                    prefectureCode: level.prefectureCode,
                    municipality: null,
                  })}
                >
                  <span>{t('area.allOf', { prefecture: prefectureName ?? '' })}</span>
                  <span className="emap-area-list__count">
                    {t('area.count', { count: municipalities.data.prefecture.count })}
                  </span>
                </Link>
              </li>
              {municipalities.data.municipalities.map((municipality) => (
                <li key={municipality.name}>
                  <Link
                    className="emap-area-list__link"
                    to={areaLevelSearch(params, {
                      level: 'facilities',
                      prefectureCode: level.prefectureCode,
                      municipality: municipality.name,
                    })}
                  >
                    <span>{municipality.name}</span>
                    <span className="emap-area-list__count">
                      {t('area.count', { count: municipality.count })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {level.level === 'facilities' && (
        <FacilityLevel
          level={level}
          areaName={level.municipality ?? prefectureName ?? ''}
          filters={filters}
          headingRef={headingRef}
          onOpen={control.openFacility}
        />
      )}

      <FacilityDetailSheet facilityId={control.state.facilityId} onClose={control.closeFacility} />
    </div>
  );
}

function PrefectureLevel({
  filters,
  headingRef,
  params,
}: {
  filters: FacilityFilters;
  headingRef: RefObject<HTMLHeadingElement | null>;
  params: URLSearchParams;
}) {
  const { t } = useTranslation('emap');
  const headingId = useId();
  const prefectures = usePrefectures(filters);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="emap-area__heading">
        {t('area.prefecturesHeading')}
      </h2>
      {prefectures.isPending ? (
        <InlineSpinner label={t('list.loading')} />
      ) : prefectures.isError ? (
        <LoadError message={t('errors.load')} onRetry={() => void prefectures.refetch()} />
      ) : (
        <ul className="emap-area-list emap-area-list--grid">
          {prefectures.data.prefectures.map((prefecture) => (
            <li key={prefecture.code}>
              <Link
                className="emap-area-list__link"
                to={areaLevelSearch(params, {
                  level: 'municipalities',
                  prefectureCode: prefecture.code,
                })}
              >
                <span>{t(`area.prefectureNames.${prefecture.code}`)}</span>
                <span className="emap-area-list__count">
                  {t('area.count', { count: prefecture.count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FacilityLevel({
  level,
  areaName,
  filters,
  headingRef,
  onOpen,
}: {
  level: Extract<AreaLevel, { level: 'facilities' }>;
  areaName: string;
  filters: FacilityFilters;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('emap');
  const headingId = useId();
  const list = useAreaFacilities({
    prefectureCode: level.prefectureCode,
    municipality: level.municipality,
    filters,
  });
  const facilities = list.data?.pages.flatMap((page) => page.facilities) ?? [];
  const total = list.data?.pages[0]?.total;
  return (
    <div className="emap-area__facilities">
      <ResultList
        headingId={headingId}
        headingRef={headingRef}
        heading={t('area.facilitiesHeading', { area: areaName })}
        summary={
          total === undefined
            ? null
            : t('area.facilitiesSummary', { count: total, shown: facilities.length })
        }
        facilities={facilities}
        showDistance={false}
        loading={list.isFetching && !list.isFetchingNextPage}
        error={list.isError ? t('errors.load') : null}
        onRetry={() => void list.refetch()}
        emptyMessage={t('area.noFacilities')}
        onOpen={onOpen}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}
