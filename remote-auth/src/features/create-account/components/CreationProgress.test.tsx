import { act, render, screen } from '@testing-library/react';
import { WithStrings } from '../../../testing/render-with-strings';
import {
  CreationProgress,
  PROGRESS_MAX,
  phaseIndexOf,
  progressValue,
  remainingSeconds,
} from './CreationProgress';

describe('account creation progress', () => {
  it('counts the seconds left of the wait, never below zero', () => {
    expect(remainingSeconds(11_000, 1_000, 1_000)).toBe(11);
    expect(remainingSeconds(11_000, 1_000, 1_001)).toBe(11);
    expect(remainingSeconds(11_000, 1_000, 2_000)).toBe(10);
    expect(remainingSeconds(11_000, 1_000, 12_000)).toBe(0);
    expect(remainingSeconds(11_000, 1_000, 99_000)).toBe(0);
  });

  it('groups the eight calls into four phases', () => {
    expect(phaseIndexOf('issueToken')).toBe(0);
    expect(phaseIndexOf('wait')).toBe(0);
    expect(phaseIndexOf('personalInfo')).toBe(1);
    expect(phaseIndexOf('registerDevice')).toBe(2);
    expect(phaseIndexOf('upgrade')).toBe(3);
    expect(phaseIndexOf('signingIn')).toBe(3);
  });

  it('counts only the steps whose call answered, and the part of the wait already waited', () => {
    expect(PROGRESS_MAX).toBe(9);
    expect(progressValue('issueToken')).toBe(0);
    expect(progressValue('wait', 0.5)).toBe(1.5);
    expect(progressValue('wait', 3)).toBe(2);
    expect(progressValue('register', 0.5)).toBe(2);
    expect(progressValue('upgrade')).toBe(7);
    expect(progressValue('signingIn')).toBe(8);
  });

  it('moves the bar with the calls, not ahead of them', () => {
    const { rerender } = render(
      <WithStrings>
        <CreationProgress progress={{ step: 'register', waitMs: 11_000, waitStartedAt: null }} />
      </WithStrings>,
    );
    const bar = screen.getByRole('progressbar', { name: 'アカウント作成の進み具合' });
    expect(bar).toHaveAttribute('value', '2');
    expect(bar).toHaveAttribute('aria-valuetext', '22%完了（利用者情報の登録）');
    rerender(
      <WithStrings>
        <CreationProgress progress={{ step: 'upgrade', waitMs: 11_000, waitStartedAt: null }} />
      </WithStrings>,
    );
    expect(bar).toHaveAttribute('value', '7');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('アカウントの作成');
  });

  it('shows a progress bar with the remaining seconds during the wait', () => {
    jest.useFakeTimers();
    try {
      const startedAt = Date.now();
      render(
        <WithStrings>
          <CreationProgress progress={{ step: 'wait', waitMs: 11_000, waitStartedAt: startedAt }} />
        </WithStrings>,
      );
      expect(screen.getByTestId('creation-remaining')).toHaveTextContent('あと11秒');
      act(() => jest.advanceTimersByTime(4_000));
      expect(screen.getByTestId('creation-remaining')).toHaveTextContent('あと7秒');
      const bar = screen.getByRole('progressbar', { name: 'アカウント作成の進み具合' });
      // Step 2 of 9 is four elevenths waited: (1 + 4/11) / 9 = 15%.
      expect(bar).toHaveAttribute('aria-valuetext', '15%完了（あと7秒）');
      expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('登録の準備');
    } finally {
      jest.useRealTimers();
    }
  });
});
