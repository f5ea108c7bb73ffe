import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmAction, type ConfirmActionProps } from './ConfirmAction';

const QUESTION = '2025年9月12日の調剤の記録を削除しますか？';

/** A promise settled by the test, standing for a request still on its way. */
function pending() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderConfirm(props: Partial<ConfirmActionProps> = {}) {
  const onConfirm = jest.fn(() => Promise.resolve());
  const utils = render(
    <ConfirmAction
      label="削除"
      accessibleLabel="2025年9月12日の調剤を削除"
      question={QUESTION}
      confirmLabel="削除する"
      cancelLabel="やめる"
      busyLabel="削除しています…"
      classNames={{ button: 'harmo-button' }}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onConfirm, ...utils };
}

const opener = () => screen.getByRole('button', { name: '2025年9月12日の調剤を削除' });

describe('asking first', () => {
  it('moves focus to the question, in a group it names, with buttons of its own', async () => {
    renderConfirm();
    const asked = opener();
    await userEvent.click(asked);

    const question = screen.getByText(QUESTION);
    expect(question).toHaveFocus();
    expect(question).toHaveAttribute('tabindex', '-1');
    const group = screen.getByRole('group', { name: QUESTION });
    expect(group).toContainElement(question);
    // The button pressed to ask is gone, not reused as the action under another name.
    expect(asked).not.toBeInTheDocument();
    expect(within(group).getByRole('button', { name: '削除する' })).not.toHaveFocus();
    expect(within(group).getByRole('button', { name: 'やめる' })).toBeInTheDocument();
  });

  it('brings the question and its answers into view together', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderConfirm();
      await userEvent.click(opener());
      const group = screen.getByRole('group', { name: QUESTION });
      expect(scrolled).toEqual([group]);
      expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'nearest' }));
      expect(screen.getByText(QUESTION)).toHaveFocus();
      expect(within(group).getByRole('button', { name: 'やめる' })).toBeInTheDocument();
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('does not act on a second Enter', async () => {
    const { onConfirm } = renderConfirm();
    opener().focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText(QUESTION)).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: QUESTION })).toBeInTheDocument();
  });

  it('names the button by its accessible label and shows its text', () => {
    renderConfirm();
    expect(opener()).toHaveTextContent(/^削除$/);
  });

  it('does not open while another change is sent', async () => {
    renderConfirm({ disabled: true });
    const asked = opener();
    expect(asked).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(asked);
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('going back', () => {
  it('returns focus to the button that asked, and acts on nothing', async () => {
    const { onConfirm } = renderConfirm();
    await userEvent.click(opener());
    await userEvent.click(screen.getByRole('button', { name: 'やめる' }));

    expect(screen.queryByRole('group')).toBeNull();
    expect(opener()).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('leaves focus on a message that has taken it already', async () => {
    function WithMessage() {
      const [said, setSaid] = useState(false);
      return (
        <>
          {said && (
            <p tabIndex={-1} ref={(node) => node?.focus()}>
              取り消しました
            </p>
          )}
          <ConfirmAction
            label="削除"
            question={QUESTION}
            confirmLabel="削除する"
            cancelLabel="やめる"
            busyLabel="削除しています…"
            classNames={{ button: 'harmo-button' }}
            onConfirm={() => Promise.resolve()}
          />
          <button type="button" onClick={() => setSaid(true)}>
            知らせる
          </button>
        </>
      );
    }
    render(<WithMessage />);
    await userEvent.click(screen.getByRole('button', { name: '削除' }));
    const cancel = screen.getByRole('button', { name: 'やめる' });
    await userEvent.click(screen.getByRole('button', { name: '知らせる' }));
    expect(screen.getByText('取り消しました')).toHaveFocus();

    act(() => cancel.click());
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByText('取り消しました')).toHaveFocus();
  });
});

describe('while the action runs', () => {
  it('keeps focus on the action, says it is busy and takes no second press', async () => {
    const request = pending();
    const onConfirm = jest.fn(() => request.promise);
    renderConfirm({ onConfirm });
    await userEvent.click(opener());
    const confirm = screen.getByRole('button', { name: '削除する' });
    await userEvent.click(confirm);

    // aria-disabled, not disabled: a disabled button would drop the focus to the page.
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveTextContent('削除しています…');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toBeEnabled();
    const cancel = screen.getByRole('button', { name: 'やめる' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(confirm);
    await userEvent.click(cancel);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('group', { name: QUESTION })).toBeInTheDocument();

    await act(async () => request.resolve());
  });
});

describe('when the action fails', () => {
  it('keeps the question open, with the problem in it, to try again', async () => {
    const request = pending();
    function Failing() {
      const [problem, setProblem] = useState<string | null>(null);
      return (
        <ConfirmAction
          label="削除"
          question={QUESTION}
          confirmLabel="削除する"
          cancelLabel="やめる"
          busyLabel="削除しています…"
          classNames={{ button: 'harmo-button' }}
          problem={problem && <p role="alert">{problem}</p>}
          onConfirm={() =>
            request.promise.catch((error: Error) => {
              setProblem(error.message);
              throw error;
            })
          }
        />
      );
    }
    render(<Failing />);
    await userEvent.click(screen.getByRole('button', { name: '削除' }));
    const confirm = screen.getByRole('button', { name: '削除する' });
    await userEvent.click(confirm);
    await act(async () => request.reject(new Error('通信できませんでした')));

    const group = screen.getByRole('group', { name: QUESTION });
    expect(within(group).getByRole('alert')).toHaveTextContent('通信できませんでした');
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveTextContent('削除する');
    expect(confirm).not.toHaveAttribute('aria-disabled');
  });
});

describe('once the action is done', () => {
  it('closes the question and leaves focus to the caller', async () => {
    const { onConfirm } = renderConfirm();
    await userEvent.click(opener());
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group')).toBeNull();
    expect(opener()).not.toHaveFocus();
  });
});

describe('class names', () => {
  it('puts each part in the caller’s classes, and the other actions away while asking', async () => {
    render(
      <ConfirmAction
        label="削除"
        question={QUESTION}
        confirmLabel="削除する"
        cancelLabel="やめる"
        busyLabel="削除しています…"
        classNames={{
          button: 'harmo-button harmo-button--block',
          opener: 'harmo-button--danger',
          confirm: 'harmo-button--primary',
          group: 'confirm',
          question: 'confirm__question',
          actions: 'confirm__actions',
          row: 'actions',
        }}
        onConfirm={() => Promise.resolve()}
      >
        <button type="button">支払いに使う</button>
      </ConfirmAction>,
    );
    const asked = screen.getByRole('button', { name: '削除' });
    expect(asked).toHaveAttribute('class', 'harmo-button harmo-button--block harmo-button--danger');
    expect(asked.parentElement).toHaveClass('actions');
    expect(asked.parentElement).toContainElement(
      screen.getByRole('button', { name: '支払いに使う' }),
    );

    await userEvent.click(asked);
    expect(screen.queryByRole('button', { name: '支払いに使う' })).toBeNull();
    const group = screen.getByRole('group', { name: QUESTION });
    expect(group).toHaveAttribute('class', 'confirm');
    expect(screen.getByText(QUESTION)).toHaveAttribute('class', 'confirm__question');
    const confirm = screen.getByRole('button', { name: '削除する' });
    expect(confirm).toHaveAttribute(
      'class',
      'harmo-button harmo-button--block harmo-button--primary',
    );
    expect(confirm.parentElement).toHaveAttribute('class', 'confirm__actions');
    expect(screen.getByRole('button', { name: 'やめる' })).toHaveAttribute(
      'class',
      'harmo-button harmo-button--block',
    );
  });
});
