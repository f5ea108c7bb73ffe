import { useTranslation } from 'react-i18next';
import type { SavedCheckup } from '@harmo/contracts/checkups';
import { checkupTable } from '../utils/checkup-table';
import { formatItemValue, splitCheckupDate } from '../utils/format';

/**
 * The check-ups over the years as a table: items as rows grouped as the ministry's form groups
 * them, one column per check-up, units beside the names, and every marked value labelled in
 * words. It holds everything the charts show, for readers who cannot see them.
 */
export function CheckupTable({ checkups }: { checkups: readonly SavedCheckup[] }) {
  const { t, i18n } = useTranslation('mynapo');
  const groups = checkupTable(checkups);
  return (
    <div
      className="mynapo-table-scroll"
      role="region"
      aria-labelledby="mynapo-table-caption"
      tabIndex={0}
    >
      <table className="mynapo-table">
        <caption id="mynapo-table-caption">{t('data.tableCaption')}</caption>
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
                {t(`groups.${group.key}`)}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  {row.known ? t(`items.${row.key}`) : (row.name ?? row.key)}
                  {row.unit && <span className="mynapo-table__unit">（{row.unit}）</span>}
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
  );
}
