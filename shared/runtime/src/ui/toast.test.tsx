import { act, screen, within } from '@testing-library/react';
import { createTestStrings } from '../testing';
import common from '../../locales/ja/common.json';
import { ToastHost, notify } from './toast';

const { renderWithStrings } = createTestStrings('common', { ja: common });

describe('toasts', () => {
  it('keep the toast library off the page until the first toast, then show it', async () => {
    const { container } = renderWithStrings(<ToastHost />);
    // Dismissing before any toast asks for nothing.
    notify.dismiss();
    expect(container).toBeEmptyDOMElement();

    let id: ReturnType<typeof notify.success> | undefined;
    act(() => {
      id = notify.success('保存しました');
    });
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('保存しました')).toBeVisible();
    // The id is given at once, so the caller can dismiss the toast before it is even drawn.
    expect(typeof id).toBe('string');
    expect(screen.getByRole('button', { name: common.toast.close })).toBeVisible();
    // The region and everything in it speak the page's language, not the library's English.
    expect(screen.getByRole('region', { name: '通知' })).toContainElement(toast);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keep a caller’s own id', async () => {
    renderWithStrings(<ToastHost />);
    let id: ReturnType<typeof notify.error> | undefined;
    act(() => {
      id = notify.error('通信できませんでした', { toastId: 'network' });
    });
    expect(id).toBe('network');
    expect(await screen.findByText('通信できませんでした')).toBeVisible();
  });
});
