import { act, renderHook } from '@testing-library/react';
import { TAB_KEPT_PREFIX } from './tab-storage';
import { useKeptDraft } from './use-kept-draft';

interface Form {
  title: string;
}

const readForm = (stored: unknown): Form | null =>
  typeof stored === 'object' &&
  stored !== null &&
  'title' in stored &&
  typeof stored.title === 'string'
    ? { title: stored.title }
    : null;

const KEY = `${TAB_KEPT_PREFIX}projects.draft.create`;

function renderDraft(owner: string | null) {
  return renderHook(
    ({ owner: current }) =>
      useKeptDraft('projects.draft.create', current, readForm, () => ({ title: '' })),
    { initialProps: { owner } },
  );
}

describe('a draft kept in the tab', () => {
  it('comes back after a reload for its owner', () => {
    const first = renderDraft('account-1');
    act(() => first.result.current[1]({ title: '服薬フォロー' }));
    first.unmount();

    const reloaded = renderDraft('account-1');
    expect(reloaded.result.current[0]).toEqual({ title: '服薬フォロー' });
  });

  it('takes a change as a function of the value shown, as useState does', () => {
    const { result } = renderDraft('account-1');
    act(() => result.current[1]({ title: '服薬' }));
    act(() => result.current[1]((form) => ({ title: `${form.title}フォロー` })));
    expect(result.current[0]).toEqual({ title: '服薬フォロー' });
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({
      owner: 'account-1',
      value: { title: '服薬フォロー' },
    });
  });

  it('is never shown to another owner, who starts with an empty form', () => {
    const first = renderDraft('account-1');
    act(() => first.result.current[1]({ title: '服薬フォロー' }));
    first.unmount();

    const other = renderDraft('account-2');
    expect(other.result.current[0]).toEqual({ title: '' });
    // The other owner's draft is dropped, not only hidden.
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('follows a change of owner on the same screen', () => {
    const { result, rerender } = renderDraft('account-1');
    act(() => result.current[1]({ title: '服薬フォロー' }));
    rerender({ owner: 'account-2' });
    expect(result.current[0]).toEqual({ title: '' });
    act(() => result.current[1]({ title: '別の下書き' }));
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toMatchObject({ owner: 'account-2' });
  });

  it('keeps nothing while nobody owns it (the account not known yet)', () => {
    const { result } = renderDraft(null);
    act(() => result.current[1]({ title: '服薬フォロー' }));
    expect(result.current[0]).toEqual({ title: '服薬フォロー' });
    expect(sessionStorage).toHaveLength(0);
  });

  it('is forgotten once the form has done its work', () => {
    const { result } = renderDraft('account-1');
    act(() => result.current[1]({ title: '服薬フォロー' }));
    act(() => result.current[2]());
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps a change made after the screen has gone (an answer that came late)', () => {
    const { result, unmount } = renderDraft('account-1');
    const change = result.current[1];
    unmount();
    change({ title: '遅れた答え' });
    expect(renderDraft('account-1').result.current[0]).toEqual({ title: '遅れた答え' });
  });

  it('drops what does not read as the form', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ owner: 'account-1', value: { title: 1 } }));
    expect(renderDraft('account-1').result.current[0]).toEqual({ title: '' });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
