import { screen } from '@testing-library/react';
import { renderWithStrings } from '../../../testing/render-with-strings';
import type { ScanProblem } from '../utils/scan-problem';
import { ScanProblemMessage } from './ScanProblemMessage';

describe('ScanProblemMessage', () => {
  const twoMissing: ScanProblem = { kind: 'missingParts', total: 4, missing: [2, 3] };

  it('names the parts still to read as a Japanese list', () => {
    renderWithStrings(<ScanProblemMessage problem={twoMissing} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '4枚に分かれたお薬手帳のQRコードのうち、2、3枚目がまだ読み取れていません。',
    );
  });

  it('names them as an English list, in the plural when more than one is missing', () => {
    renderWithStrings(<ScanProblemMessage problem={twoMissing} />, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This notebook is split over 4 QR codes; parts 2 and 3 have not been read yet.',
    );
  });

  it('speaks of one part in the singular', () => {
    renderWithStrings(
      <ScanProblemMessage problem={{ kind: 'missingParts', total: 2, missing: [1] }} />,
      'en',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This notebook is split over 2 QR codes; part 1 has not been read yet.',
    );
  });
});
