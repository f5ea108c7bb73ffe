import { render, screen } from '@testing-library/react';
import { WithStrings } from '../../../testing/render-with-strings';
import { SocialButtons } from './SocialButtons';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const LINE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/15.8.0';
const INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 380.0.0.29.109';

function renderIn(userAgent: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  window.history.replaceState(null, '', '/auth/sign-in?redirect=%2Femap');
  render(
    <WithStrings>
      <SocialButtons />
    </WithStrings>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('the social sign-in buttons', () => {
  it('say nothing more in a browser of its own', () => {
    renderIn(SAFARI);
    expect(screen.getByRole('button', { name: 'Googleでサインイン' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("in LINE's browser, say Google refuses it and open the same page in the phone's browser", () => {
    renderIn(LINE);
    expect(screen.getByRole('note')).toHaveTextContent(
      'LINEのアプリ内ブラウザでは、Googleでサインインできません。',
    );
    expect(screen.getByRole('link', { name: 'ブラウザで開く' })).toHaveAttribute(
      'href',
      'http://localhost/auth/sign-in?redirect=%2Femap&openExternalBrowser=1',
    );
  });

  it("in another app's browser, say where to open it from", () => {
    renderIn(INSTAGRAM);
    expect(screen.getByRole('note')).toHaveTextContent('アプリのメニューから「ブラウザで開く」');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
