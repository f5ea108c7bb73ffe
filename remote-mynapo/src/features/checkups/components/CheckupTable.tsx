import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCheckup } from '@harmo/contracts/checkups';
import { useNewestInView } from '../hooks/use-newest-in-view';
import { checkupTable } from '../utils/checkup-table';
import { formatItemValue, splitCheckupDate } from '../utils/format';

/**
 * The check-ups over the years as a table: items as rows grouped as the ministry's form groups
 * them, one column per check-up, units beside the names, and every marked value labelled in
 * words. It holds everything the charts show, for readers who cannot see them.
 *
 * On a phone the years do not all fit: the table opens scrolled to the newest year, says in
 * words that it scrolls, and shades each edge that has more beyond it. The names of the rows,
 * the groups and the table stay in view while it scrolls.
 */
export function CheckupTable({ checkups }: { checkups: readonly SavedCheckup[] }) {
  const { t, i18n } = useTranslation('mynapo');
  const groups = checkupTable(checkups);
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useNewestInView(scroller, checkups.at(-1)?.id);
  const frameClass = [
    'mynapo-table-frame',
    edges.moreBefore && 'mynapo-table-frame--more-before',
    edges.moreAfter && 'mynapo-table-frame--more-after',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {edges.overflows && (
        <p id="mynapo-table-hint" className="mynapo-hint mynapo-table-hint">
          {t('data.tableScrolls')}
        </p>
      )}
      <div className={frameClass}>
        <div
          ref={scroller}
          className="mynapo-table-scroll"
          role="region"
          aria-labelledby="mynapo-table-caption"
          aria-describedby={edges.overflows ? 'mynapo-table-hint' : undefined}
          tabIndex={0}
        >
          <table className="mynapo-table">
            <caption id="mynapo-table-caption">
              <span className="mynapo-table__in-view">{t('data.tableCaption')}</span>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('data.item')}</th>
                {checkups.map((checkup) => {
                  const [first, second] = splitCheckupDate(checkup.date, i18n.language);
                  return (
                    <th scope="col" key={checkup.id}>
                      <span className="mynapo-table__date-part">{first}</span>
                      <wbr />
                      <span className="mynapo-table__date-part">{second}</span>
                    </th>
                  );
                })}
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group.key}>
                <tr className="mynapo-table__group">
                  <th scope="rowgroup" colSpan={checkups.length + 1}>
                    <span className="mynapo-table__in-view">{t(`groups.${group.key}`)}</span>
                  </th>
                </tr>
                {group.rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">
                      {row.known ? t(`items.${row.key}`) : (row.name ?? row.key)}
                      {row.unit && (
                        <span className="mynapo-table__unit">
                          {t('data.unit', { unit: row.unit })}
                        </span>
                      )}
                    </th>
                    {row.cells.map((cell, index) => (
                      <td key={checkups[index]?.id ?? index}>
                        {cell ? (
                          <>
                            <span className="mynapo-table__value">
                              {cell.type === 'PQ' ? String(cell.value) : formatItemValue(cell, t)}
                            </span>
                            {cell.mark && (
                              <span className={`mynapo-mark mynapo-mark--${cell.mark}`}>
                                {t(`marks.${cell.mark}`)}
                              </span>
                            )}
                          </>
                        ) : (
                          <span aria-label={t('data.noResult')}>—</span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      </div>
    </>
  );
}
