import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest, setRuntimeConfig } from '@harmo/shared';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import { IDEMPOTENCY_KEY_HEADER } from '@harmo/contracts/idempotency';
import type { CreatedProjectResponse } from '@harmo/contracts/projects';
import { projectView } from '../../../testing/project-view';
import { renderWithQueryClient } from '../../../testing/render-with-query-client';
import { signInAs } from '../../../testing/signed-in';
import { CreateProject } from './CreateProject';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
}));
const request = jest.mocked(apiRequest);

const ACCOUNT = '6ac0c0a1-2026-4a00-8000-000000000001';
const OTHER_ACCOUNT = '6ac0c0a1-2026-4a00-8000-000000000002';

function renderForm() {
  return renderWithQueryClient(<CreateProject />);
}

/** A reload: the form starts again from this tab's storage, and nothing else. */
function reload(form: ReturnType<typeof renderForm>) {
  form.unmount();
  return renderForm();
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const checkups = () => screen.getByRole('checkbox', { name: /^健診結果/ });

/** Every field typed in or changed from how the form starts. */
async function typeDraft() {
  await userEvent.type(field('プロジェクト名'), '服薬フォロー');
  await userEvent.type(field('実施者'), 'ひまわり薬局');
  await userEvent.type(field('説明'), '飲み忘れを確かめます。');
  await userEvent.click(checkups());
  fireEvent.change(field('開始日'), { target: { value: '2030-04-01' } });
  fireEvent.change(field(/^終了日/), { target: { value: '2030-09-30' } });
}

/** The idempotency key of each creation sent, in order. */
const creationKeys = () =>
  request.mock.calls.map(
    ([, init]) => (init?.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_KEY_HEADER],
  );

function expectDraft() {
  expect(field('プロジェクト名')).toHaveValue('服薬フォロー');
  expect(field('実施者')).toHaveValue('ひまわり薬局');
  expect(field('説明')).toHaveValue('飲み忘れを確かめます。');
  expect(checkups()).toBeChecked();
  expect(field('開始日')).toHaveValue('2030-04-01');
  expect(field(/^終了日/)).toHaveValue('2030-09-30');
}

function expectEmptyForm() {
  expect(field('プロジェクト名')).toHaveValue('');
  expect(field('実施者')).toHaveValue('');
  expect(field('説明')).toHaveValue('');
  expect(checkups()).not.toBeChecked();
  expect(field(/^終了日/)).toHaveValue('');
}

const created: CreatedProjectResponse = {
  project: projectView({ title: '服薬フォロー', isOwner: true, startDate: '2030-04-01' }),
  client: { clientId: 'harmo-project-client', clientSecret: 'shown-once' },
};

async function fillIn(startDate: string, endDate = '') {
  await userEvent.type(screen.getByLabelText('プロジェクト名'), '服薬フォロー');
  await userEvent.type(screen.getByLabelText('実施者'), 'ひまわり薬局');
  // A date field takes a whole day at once, as the browser's picker gives it.
  fireEvent.change(screen.getByLabelText('開始日'), { target: { value: startDate } });
  if (endDate) fireEvent.change(screen.getByLabelText(/^終了日/), { target: { value: endDate } });
  await userEvent.click(screen.getByRole('button', { name: '作成する' }));
}

beforeAll(() => setRuntimeConfig(runtimeConfigFromEnv({})));
beforeEach(() => signInAs(ACCOUNT));
afterEach(() => {
  request.mockReset();
  jest.restoreAllMocks();
});

describe('creating a project', () => {
  it('refuses a year mistyped outside this century at its field and sends nothing', async () => {
    renderForm();
    await fillIn('0025-04-01', '2100-03-31');

    const start = screen.getByLabelText('開始日');
    expect(start).toHaveAccessibleDescription('2000年から2099年までの日付にしてください。');
    await waitFor(() => expect(start).toHaveFocus());
    expect(screen.getByLabelText(/^終了日/)).toHaveAccessibleDescription(
      expect.stringContaining('2000年から2099年までの日付にしてください。'),
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('offers only the days it takes in the date picker', () => {
    renderForm();
    for (const field of [screen.getByLabelText('開始日'), screen.getByLabelText(/^終了日/)]) {
      expect(field).toHaveAttribute('min', '2000-01-01');
      expect(field).toHaveAttribute('max', '2099-12-31');
    }
  });
});

describe('the draft of a project', () => {
  it('keeps what was typed through a reload', async () => {
    const form = renderForm();
    await typeDraft();

    reload(form);
    expectDraft();
  });

  it('is forgotten once the project is created', async () => {
    request.mockResolvedValue(created as never);
    const form = renderForm();
    await typeDraft();
    await userEvent.click(screen.getByRole('button', { name: '作成する' }));
    expect(await screen.findByText(/「服薬フォロー」を作成しました。/)).toBeInTheDocument();

    expect(sessionStorage).toHaveLength(0);
    reload(form);
    expectEmptyForm();
  });

  it('is kept when the project could not be created', async () => {
    request.mockRejectedValue(new Error('offline'));
    const form = renderForm();
    await typeDraft();
    await userEvent.click(screen.getByRole('button', { name: '作成する' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));

    reload(form);
    expectDraft();
  });

  it('sends a creation left without an answer again under its key, so it is made once', async () => {
    request.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(created as never);
    const form = renderForm();
    await typeDraft();
    await userEvent.click(screen.getByRole('button', { name: '作成する' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));

    // The page reloads before the person tries again; the api may have made the project.
    reload(form);
    await userEvent.click(screen.getByRole('button', { name: '作成する' }));
    expect(await screen.findByText(/「服薬フォロー」を作成しました。/)).toBeInTheDocument();
    const [first, second] = creationKeys();
    expect(first).toMatch(/^[\w-]{16,}$/);
    expect(second).toBe(first);
    // Created: neither the draft nor its key is left in the tab.
    expect(sessionStorage).toHaveLength(0);
  });

  it('sends a changed creation under a key of its own', async () => {
    request.mockRejectedValue(new Error('offline'));
    renderForm();
    await typeDraft();
    await userEvent.click(screen.getByRole('button', { name: '作成する' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    await userEvent.type(field('プロジェクト名'), '（第2期）');
    await userEvent.click(screen.getByRole('button', { name: '作成する' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    const [first, second] = creationKeys();
    expect(second).not.toBe(first);
  });

  it('is never shown to another account signed in later in the tab', async () => {
    const form = renderForm();
    await typeDraft();
    form.unmount();

    signInAs(OTHER_ACCOUNT);
    renderForm();
    expectEmptyForm();
    // Dropped, not only hidden: nothing of it is left in the tab.
    expect(sessionStorage).toHaveLength(0);
  });

  it.each<[string, (draft: { owner: string; value: Record<string, unknown> }) => string]>([
    ['is not JSON', () => '{"owner":'],
    ['holds no form', (draft) => JSON.stringify({ ...draft, value: ['服薬フォロー'] })],
    [
      'has a title that is no text',
      (draft) => JSON.stringify({ ...draft, value: { ...draft.value, title: 1 } }),
    ],
    [
      'has a title longer than the field takes',
      (draft) => JSON.stringify({ ...draft, value: { ...draft.value, title: 'あ'.repeat(101) } }),
    ],
    [
      'has a scope this app does not offer',
      (draft) =>
        JSON.stringify({ ...draft, value: { ...draft.value, scopes: ['patient.everything'] } }),
    ],
    [
      'has a start that is no day',
      (draft) => JSON.stringify({ ...draft, value: { ...draft.value, startDate: 'April' } }),
    ],
  ])('is dropped when it %s', async (_what, corrupt) => {
    const form = renderForm();
    await typeDraft();
    const key = sessionStorage.key(0)!;
    sessionStorage.setItem(key, corrupt(JSON.parse(sessionStorage.getItem(key)!)));

    reload(form);
    expectEmptyForm();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('leaves the form working when the tab refuses storage', async () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    request.mockResolvedValue(created as never);
    const form = renderForm();
    await typeDraft();
    expectDraft();

    reload(form);
    expectEmptyForm();
    await typeDraft();
    await userEvent.click(screen.getByRole('button', { name: '作成する' }));
    expect(await screen.findByText(/「服薬フォロー」を作成しました。/)).toBeInTheDocument();
  });
});
