import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  forgetRememberedDevice,
  listRememberedDevices,
  type RememberedDevice,
} from '@harmo/shared/account-settings';
import { identityNetworkError } from '../../../testing/identity-errors';
import { WithStrings } from '../../../testing/render-with-strings';
import { DevicesList } from './DevicesList';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  notify: { success: jest.fn(), error: jest.fn() },
}));
jest.mock('@harmo/shared/account-settings', () => ({
  listRememberedDevices: jest.fn(),
  forgetRememberedDevice: jest.fn(),
}));
const list = jest.mocked(listRememberedDevices);
const forget = jest.mocked(forgetRememberedDevice);

const device = (key: string, name: string | null, current = false): RememberedDevice => ({
  deviceKey: key,
  name,
  // 2026-01-05 10:30 in Japan.
  lastAuthenticatedAt: new Date('2026-01-05T01:30:00Z'),
  createdAt: new Date('2026-01-01T00:00:00Z'),
  current,
});

/** The pool's devices as ListDevices answers them; ForgetDevice takes one out. */
function poolWith(devices: RememberedDevice[]) {
  let remaining = devices;
  list.mockImplementation(() => Promise.resolve({ devices: remaining, nextToken: null }));
  forget.mockImplementation((key) => {
    remaining = remaining.filter((d) => d.deviceKey !== key);
    return Promise.resolve();
  });
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WithStrings>
        <DevicesList />
      </WithStrings>
    </QueryClientProvider>,
  );
}

async function deviceNamed(name: string) {
  const items = await screen.findAllByTestId('device');
  const item = items.find((li) => li.textContent?.includes(name));
  if (!item) throw new Error(`no device named ${name}`);
  return item;
}

beforeEach(() => {
  list.mockReset();
  forget.mockReset();
});

describe('the list', () => {
  it('says what it lists when it is empty, and counts nothing', async () => {
    poolWith([]);
    renderList();
    expect(await screen.findByText(/^記憶している端末はありません。/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('names a browser that remembered itself by its browser and system, not its user agent', async () => {
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
    poolWith([device('k-1', iPhone, true), device('k-2', '花子のタブレット')]);
    renderList();
    const item = await deviceNamed('Safari（iPhone）');
    expect(item).toHaveTextContent('このブラウザ');
    expect(item).not.toHaveTextContent('Mozilla');
    await deviceNamed('花子のタブレット');
  });

  it('counts the devices it shows', async () => {
    poolWith([device('k-1', '試験端末 01', true), device('k-2', '試験端末 02')]);
    renderList();
    await deviceNamed('試験端末 02');
    expect(screen.getByRole('status')).toHaveTextContent('2台を表示しています。');
  });
});

describe('forgetting a device', () => {
  it('asks first, naming the device and saying what forgetting it means, and going back forgets nothing', async () => {
    poolWith([device('k-1', '試験端末 01', true), device('k-2', '試験端末 02')]);
    renderList();
    const item = await deviceNamed('試験端末 02');
    await userEvent.click(within(item).getByRole('button', { name: /記憶を解除$/ }));
    expect(forget).not.toHaveBeenCalled();
    const question = screen.getByText(
      /^試験端末 02（最終サインイン：.*2026.*10:30）の記憶を解除しますか？ 2段階認証がオンの場合、この端末で次にサインインするときに確認コードが必要になります。$/,
    );
    expect(question).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(forget).not.toHaveBeenCalled();
    const opener = within(item).getByRole('button', { name: '記憶を解除' });
    expect(opener).toHaveFocus();
    // Reached on its own, the button is within a group named by its device.
    expect(within(item).getByRole('group', { name: /^試験端末 02/ })).toContainElement(opener);
  });

  it('names this browser as such in the question', async () => {
    poolWith([device('k-1', null, true)]);
    renderList();
    const item = await deviceNamed('名前のない端末');
    await userEvent.click(within(item).getByRole('button', { name: /記憶を解除$/ }));
    expect(
      screen.getByText(
        /^名前のない端末（このブラウザ）（最終サインイン：.*）の記憶を解除しますか？/,
      ),
    ).toHaveFocus();
  });

  it('forgets the device once confirmed, and moves focus to the message saying so', async () => {
    poolWith([device('k-1', '試験端末 01', true), device('k-2', '試験端末 02')]);
    renderList();
    const item = await deviceNamed('試験端末 02');
    await userEvent.click(within(item).getByRole('button', { name: /記憶を解除$/ }));
    await userEvent.click(screen.getByRole('button', { name: '記憶を解除する' }));

    expect(forget).toHaveBeenCalledWith('k-2');
    await waitFor(() => expect(screen.getAllByTestId('device')).toHaveLength(1));
    expect(screen.queryByText('試験端末 02')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('端末の記憶を解除しました。')).toHaveFocus());
  });

  it('keeps the question open and says why when the device could not be forgotten', async () => {
    poolWith([device('k-2', '試験端末 02')]);
    forget.mockRejectedValue(identityNetworkError());
    renderList();
    const item = await deviceNamed('試験端末 02');
    await userEvent.click(within(item).getByRole('button', { name: /記憶を解除$/ }));
    await userEvent.click(screen.getByRole('button', { name: '記憶を解除する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '通信できませんでした。インターネット接続を確認して、もう一度お試しください。',
    );
    expect(screen.getByRole('button', { name: '記憶を解除する' })).toBeEnabled();
    expect(screen.queryByText('端末の記憶を解除しました。')).not.toBeInTheDocument();
  });
});
