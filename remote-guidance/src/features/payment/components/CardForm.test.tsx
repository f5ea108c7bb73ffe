import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { useThemeStore } from '@harmo/shared';
import { WithStrings } from '../../../testing/render-with-strings';
import { challengeUrl } from '../api/create-card-token';
import type { CardElementOptions } from '../lib/payjp';
import { fakeGateway, gatewayToken } from '../../../testing/fake-card-gateway';
import { useCardRegistration } from '../hooks/use-card-registration';
import { readPendingRegistration } from '../utils/pending-registration';
import { CardForm } from './CardForm';

jest.mock('../api/create-card-token', () => ({
  ...jest.requireActual<object>('../api/create-card-token'),
  cardGateway: () => ({
    baseUrl: 'https://gateway.test',
    publicKey: 'pk_test_1',
    scriptUrl: 'https://gateway.test/v2/pay.js',
  }),
  // The challenge page, as a place this test page can go to and be seen at.
  challengeUrl: jest.fn((tokenId: string) => `${window.location.origin}/#challenge=${tokenId}`),
}));

/** The card screen's registration with the form, as the patient meets it. */
function Registration() {
  const registration = useCardRegistration('patient-1');
  return (
    <CardForm
      initialEmail="hanako@example.jp"
      busy={registration.busy}
      onSubmit={registration.start}
      onEdit={registration.dismissError}
    />
  );
}

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/payment/credit-card']}>
        <WithStrings>
          <Registration />
        </WithStrings>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const VISA = { brand: 'Visa', complete: true, empty: false } as const;
const complete = { brand: 'Visa', complete: true, empty: false } as const;

/** Every gateway field filled in correctly, the holder's name typed. */
async function fillCorrectly(gateway: ReturnType<typeof fakeGateway>) {
  gateway.field('cardNumber').change(VISA);
  gateway.field('cardExpiry').change(complete);
  gateway.field('cardCvc').change(complete);
  await userEvent.type(screen.getByLabelText('カード名義（ローマ字）'), 'hanako yamada');
}

const submitButton = () => screen.getByRole('button', { name: '本人認証へ進む' });

afterEach(() => {
  delete window.Payjp;
  window.location.hash = '';
});

describe('the card form with the gateway’s card fields', () => {
  it("mounts the gateway's number, expiry and security code fields under this page's labels", async () => {
    const gateway = fakeGateway();
    renderForm();
    await waitFor(() => expect(submitButton()).toBeEnabled());

    expect(gateway.Payjp).toHaveBeenCalledWith('pk_test_1', { locale: 'ja' });
    for (const [type, label] of [
      ['cardNumber', 'カード番号'],
      ['cardExpiry', '有効期限'],
      ['cardCvc', 'セキュリティコード'],
    ] as const) {
      const field = gateway.field(type);
      // In the field of the form that carries the label, and named by it for assistive technology.
      expect(
        screen.getByText(label, { selector: 'label' }).closest('.payment-field'),
      ).toContainElement(field.mountedIn);
      expect(field.options.ariaLabel).toBe(label);
      // 16 px or more: a phone does not zoom into the field.
      expect(field.options.style?.base?.fontSize).toBe('16px');
    }
    // The page itself has no input for the card number, expiry or security code.
    expect(document.querySelector('input[autocomplete^="cc-number"]')).toBeNull();
    expect(document.querySelector('input[autocomplete="cc-exp"]')).toBeNull();
    expect(document.querySelector('input[autocomplete="cc-csc"]')).toBeNull();
  });

  it('gives the fields the page’s colours again when the patient switches the theme', async () => {
    const gateway = fakeGateway();
    renderForm();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    const restyled = (type: 'cardNumber' | 'cardExpiry' | 'cardCvc') =>
      gateway
        .field(type)
        .update.mock.calls.filter(([options]: [CardElementOptions]) => options.style).length;
    expect(restyled('cardNumber')).toBe(0);

    act(() => useThemeStore.getState().toggle());

    for (const type of ['cardNumber', 'cardExpiry', 'cardCvc'] as const) {
      expect(restyled(type)).toBe(1);
      expect(gateway.field(type).update).toHaveBeenCalledWith({
        style: expect.objectContaining({ base: expect.objectContaining({ fontSize: '16px' }) }),
      });
    }
    act(() => useThemeStore.getState().toggle());
    expect(restyled('cardCvc')).toBe(2);
  });

  it('shows the brand the number field reports', async () => {
    const gateway = fakeGateway();
    renderForm();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    gateway.field('cardNumber').change({ brand: 'JCB', complete: false, empty: false });
    expect(screen.getByText('JCB')).toBeInTheDocument();
  });

  it('says at each field what its change events report, focuses the first and asks for no token', async () => {
    const gateway = fakeGateway();
    renderForm();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    gateway.field('cardNumber').change({
      brand: 'American Express',
      complete: false,
      empty: false,
      error: { code: 'invalid_number', message: 'The card number is invalid.' },
    });
    gateway.field('cardExpiry').change({
      brand: 'American Express',
      complete: false,
      empty: false,
      error: { code: 'invalid_expiry_year_past', message: 'The card has expired.' },
    });
    gateway.field('cardCvc').change({
      brand: 'American Express',
      complete: false,
      empty: false,
      error: { code: 'incomplete_error', message: 'This field is incomplete.' },
    });
    await userEvent.type(screen.getByLabelText('カード名義（ローマ字）'), 'HANAKO YAMADA');
    await userEvent.click(submitButton());

    const number = 'カード番号が正しくありません。もう一度お確かめください。';
    const expiry = '有効期限が過ぎています。有効なカードをお使いください。';
    const cvc = 'American Expressのセキュリティコードは表面の4桁の数字です。';
    expect(screen.getByText(number).closest('.payment-field')).toContainElement(
      gateway.field('cardNumber').mountedIn,
    );
    expect(screen.getByText(expiry).closest('.payment-field')).toContainElement(
      gateway.field('cardExpiry').mountedIn,
    );
    expect(screen.getByText(cvc).closest('.payment-field')).toContainElement(
      gateway.field('cardCvc').mountedIn,
    );
    // The field says it too, to whoever hears it rather than sees the message beside it.
    expect(gateway.field('cardExpiry').update).toHaveBeenLastCalledWith(
      expect.objectContaining({
        ariaInvalid: true,
        ariaDescription: expect.stringContaining(expiry),
      }),
    );
    expect(gateway.field('cardNumber').focus).toHaveBeenCalled();
    expect(gateway.createToken).not.toHaveBeenCalled();

    // A field the patient corrects loses its message.
    gateway.field('cardNumber').change(VISA);
    expect(screen.queryByText(number)).not.toBeInTheDocument();
  });

  it('asks for the fields that were never typed in', async () => {
    const gateway = fakeGateway();
    renderForm();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await userEvent.click(submitButton());
    expect(screen.getByText('カード番号を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('有効期限を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('セキュリティコードを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('カード名義を入力してください。')).toBeInTheDocument();
    // The first of them, the gateway's number field, takes the focus.
    expect(gateway.field('cardNumber').focus).toHaveBeenCalled();
    expect(gateway.createToken).not.toHaveBeenCalled();
  });

  it('says a refusal of the gateway at the field its param names, and focuses that field', async () => {
    const gateway = fakeGateway();
    gateway.createToken.mockResolvedValueOnce({
      error: {
        type: 'card_error',
        code: 'incorrect_card_data',
        message: 'The card number, expiry, security code or holder name is incorrect',
        status: 402,
        param: 'card[cvc]',
      },
    });
    renderForm();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await fillCorrectly(gateway);
    await userEvent.click(submitButton());

    const message = await screen.findByText(
      'カード番号、有効期限、セキュリティコードまたは名義が正しくありません。もう一度お確かめください。',
    );
    expect(message.closest('.payment-field')).toContainElement(gateway.field('cardCvc').mountedIn);
    expect(gateway.field('cardCvc').focus).toHaveBeenCalled();
    // Said once, at the field: the form's button is usable again for the corrected details.
    expect(screen.getAllByText(message.textContent ?? '')).toHaveLength(1);
    expect(submitButton()).toBeEnabled();
  });

  it("sends the holder's name and e-mail with 3-D Secure, then goes to the card issuer's challenge", async () => {
    const gateway = fakeGateway();
    gateway.createToken.mockResolvedValueOnce(gatewayToken('tok_1'));
    renderForm();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await fillCorrectly(gateway);
    await userEvent.click(submitButton());

    await waitFor(() => expect(window.location.hash).toBe('#challenge=tok_1'));
    expect(gateway.createToken).toHaveBeenCalledWith(gateway.field('cardNumber'), {
      card: { name: 'HANAKO YAMADA', email: 'hanako@example.jp' },
      three_d_secure: true,
    });
    expect(challengeUrl).toHaveBeenCalledWith(
      'tok_1',
      `${window.location.origin}/payment/credit-card?tds=tok_1`,
    );
    expect(readPendingRegistration('tok_1')).toMatchObject({ patientId: 'patient-1' });
    // Busy until the browser has left: the details are not sent twice.
    expect(screen.getByRole('button', { name: '送信しています…' })).toBeDisabled();
    expect(gateway.field('cardNumber').update).toHaveBeenLastCalledWith(
      expect.objectContaining({ disabled: true }),
    );
  });

  it('says plainly when the gateway’s fields cannot be loaded, and tries again on request', async () => {
    renderForm();
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src="https://gateway.test/v2/pay.js"]',
    );
    expect(script).not.toBeNull();
    act(() => {
      script?.dispatchEvent(new Event('error'));
    });

    expect(
      await screen.findByText(
        'カード番号などの入力欄を読み込めませんでした。インターネット接続を確認して、もう一度お試しください。',
      ),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    const gateway = fakeGateway();
    await userEvent.click(screen.getByRole('button', { name: 'もう一度試す' }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(gateway.field('cardNumber').mountedIn).not.toBeNull();
  });
});
