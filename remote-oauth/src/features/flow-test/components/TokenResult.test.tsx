import { screen, within } from '@testing-library/react';
import { renderWithStrings } from '../../../testing/render-with-strings';
import type { FlowResult } from '../types/flow';
import { TokenResult } from './TokenResult';

const result: FlowResult = {
  tokenResponse: { access_token: 'a'.repeat(40), token_type: 'Bearer' },
  claims: null,
  profile: {
    status: 200,
    body: { patientId: 'p-1' },
    mismatch: '✖ Invalid input: expected string, received undefined\n  → at name',
  },
};

describe('the result of a flow', () => {
  it.each([
    ['ja', '本文が仕様のプロフィールと一致しません。', '技術的な詳細'],
    ['en', 'The body does not match the documented profile;', 'Technical detail'],
  ] as const)(
    'says in %s that the profile differs, with zod’s report as technical detail',
    (language, lead, label) => {
      renderWithStrings(<TokenResult result={result} />, language);
      expect(screen.getByRole('alert')).toHaveTextContent(lead);
      expect(screen.getByRole('alert')).not.toHaveTextContent('Invalid input');
      const detail = screen.getByRole('figure', { name: label });
      const report = within(detail).getByTestId('resource-mismatch');
      expect(report).toHaveTextContent('Invalid input: expected string');
      expect(report).toHaveAttribute('lang', 'en');
    },
  );

  it('shows no technical detail when the profile is the documented one', () => {
    renderWithStrings(<TokenResult result={{ ...result, profile: { status: 200, body: {} } }} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
