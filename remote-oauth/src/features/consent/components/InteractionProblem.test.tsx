import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@harmo/shared';
import { renderWithStrings } from '../../../testing/render-with-strings';
import { InteractionProblem } from './InteractionProblem';

function renderProblem(code: string, language: 'ja' | 'en') {
  renderWithStrings(
    <MemoryRouter>
      <InteractionProblem error={new ApiError('Conflict', 409, code)} />
    </MemoryRouter>,
    language,
  );
}

describe('a decision the api refuses', () => {
  it('tells the user another account has answered', () => {
    renderProblem('interaction_already_decided', 'ja');
    expect(screen.getByText(/すでに別のアカウントで処理されています/)).toBeInTheDocument();
  });

  it('tells the user they answered otherwise before, and how to change it', () => {
    renderProblem('interaction_decided_otherwise', 'ja');
    expect(screen.getByText(/すでに別の回答をしています/)).toBeInTheDocument();
    expect(screen.getByText(/連携先のアプリからやり直してください/)).toBeInTheDocument();
  });

  it('says the same in English', () => {
    renderProblem('interaction_decided_otherwise', 'en');
    expect(screen.getByText(/already given another answer/)).toBeInTheDocument();
  });
});
