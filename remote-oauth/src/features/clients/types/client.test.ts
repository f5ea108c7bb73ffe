import type { ClientFormValues } from './client';
import { testRedirectUri, validateClientForm } from './client';

const valid: ClientFormValues = {
  name: ' 薬局アプリ ',
  type: 'public',
  redirectUris: 'https://partner.example/cb\n\n  http://localhost:8080/cb  ',
  allowedScopes: ['patient.profile', 'openid'],
};

describe('the client form rules', () => {
  it('turns valid input into a registration: trimmed, one URI per line, scopes in order', () => {
    expect(validateClientForm(valid)).toEqual({
      errors: {},
      registration: {
        name: '薬局アプリ',
        type: 'public',
        redirectUris: ['https://partner.example/cb', 'http://localhost:8080/cb'],
        allowedScopes: ['openid', 'patient.profile'],
      },
    });
  });

  it('gives every invalid field its own message and no registration', () => {
    const { errors, registration } = validateClientForm({
      name: '',
      type: '',
      redirectUris: '',
      allowedScopes: [],
    });
    expect(registration).toBeNull();
    expect(errors).toEqual({
      name: { key: 'nameRequired' },
      type: { key: 'typeRequired' },
      redirectUris: { key: 'redirectRequired' },
      allowedScopes: { key: 'scopesRequired' },
    });
  });

  it('counts a name in characters as people do (80 at most)', () => {
    expect(validateClientForm({ ...valid, name: '𠮷'.repeat(80) }).errors.name).toBeUndefined();
    expect(validateClientForm({ ...valid, name: 'あ'.repeat(81) }).errors.name).toEqual({
      key: 'nameTooLong',
    });
  });

  it.each([
    ['http://partner.example/cb', 'redirectHttp'],
    ['https://partner.example/cb#x', 'redirectFragment'],
    ['/relative', 'redirectInvalid'],
    ['javascript:alert(1)', 'redirectInvalid'],
    ['https://user:pw@partner.example/cb', 'redirectCredentials'],
    [`https://partner.example/${'a'.repeat(2000)}`, 'redirectTooLong'],
  ])('words the api’s refusal of %s as %s, at its line', (uri, key) => {
    const redirectUris = `https://partner.example/ok\n${uri}`;
    expect(validateClientForm({ ...valid, redirectUris }).errors.redirectUris).toEqual({
      key,
      values: { line: 2 },
    });
  });

  it('refuses control characters in the name, as the api does', () => {
    expect(validateClientForm({ ...valid, name: 'a\u0085b' }).errors.name).toEqual({
      key: 'nameControl',
    });
  });

  it('names the line of a bad or repeated redirect URI, and allows at most 10', () => {
    const lines = (uris: string[]) =>
      validateClientForm({ ...valid, redirectUris: uris.join('\n') });
    expect(lines(['https://a.example/cb', 'ftp://b.example']).errors.redirectUris).toEqual({
      key: 'redirectInvalid',
      values: { line: 2 },
    });
    expect(lines(['https://a.example/cb', 'https://a.example/cb']).errors.redirectUris).toEqual({
      key: 'redirectDuplicate',
      values: { line: 2 },
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`);
    expect(lines(eleven).errors.redirectUris).toEqual({ key: 'redirectTooMany' });
  });

  it('builds the test redirect URI from the web origin', () => {
    expect(testRedirectUri('http://localhost:3300')).toBe('http://localhost:3300/oauth/test');
    expect(testRedirectUri('https://web.harmo.example/')).toBe(
      'https://web.harmo.example/oauth/test',
    );
  });
});
