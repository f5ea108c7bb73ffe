import { screen } from '@testing-library/react';
import { renderWithStrings } from '../../../testing/render-with-strings';
import { SecretNotice } from './SecretNotice';

describe('the one-time secret notice', () => {
  it('names the client in its title and its copy button, in Japanese', () => {
    renderWithStrings(
      <SecretNotice clientName="おくすりアプリ" secret="s3cret" onDone={() => {}} />,
    );
    expect(
      screen.getByRole('heading', { name: 'クライアントシークレット（おくすりアプリ）' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '「おくすりアプリ」のクライアントシークレットをコピー' }),
    ).toBeInTheDocument();
  });

  it('reads as English in English', () => {
    renderWithStrings(
      <SecretNotice clientName="Pill Diary" secret="s3cret" onDone={() => {}} />,
      'en',
    );
    expect(
      screen.getByRole('heading', { name: 'Client secret for “Pill Diary”' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Copy the client secret of “Pill Diary”' }),
    ).toBeInTheDocument();
  });
});
