/** A person as the accounts api answers with one (the account itself or a family member). */
export const person = (accountId: string) => ({
  accountId,
  name: accountId,
  kana: 'カナ',
  gender: 'female' as const,
  birthDate: '1980-02-03',
});
