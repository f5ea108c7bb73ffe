import { useSessionStore, type Account } from '@harmo/shared';

/** The session with the account `accountId` signed in: a form's draft is kept for it alone. */
export function signInAs(accountId: string): void {
  const user: Account = {
    accountId,
    name: '山田 花子',
    kana: 'ヤマダ ハナコ',
    gender: 'female',
    birthDate: null,
    email: null,
  };
  useSessionStore.setState({ user });
}
