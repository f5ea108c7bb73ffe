import { DEFAULT_CLIENT_ID } from '../../src/modules/identity';
import { identityAction } from '../accounts/harness';
import type { IdentityServer } from '../identity/harness';
import { startIdentityServer } from '../identity/harness';

let server: IdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => {
  await server.close();
});

const signUp = (email: string, password = 'Unrelated-Phrase-2026', name?: string) =>
  identityAction(server.app, 'SignUp', {
    ClientId: DEFAULT_CLIENT_ID,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      ...(name === undefined ? [] : [{ Name: 'name', Value: name }]),
    ],
  });

describe('identity e-mails follow the product API rule', () => {
  it.each([
    ['a trailing dot', 'demo@harmo.example.'],
    ['a Cyrillic look-alike', 'd\u0435mo@harmo.example'],
    ['full-width letters', '\uFF44\uFF45\uFF4D\uFF4F@harmo.example'],
    ['a trailing zero-width space', 'demo@harmo.example\u200B'],
  ])('SignUp refuses %s', async (_label, email) => {
    const res = await signUp(email);
    expect(res.statusCode).toBe(400);
    expect(res.body.__type).toBe('InvalidParameterException');
  });
});

it('refuses a name with a bidi override', async () => {
  const res = await signUp('bidi-name@harmo.example', 'Unrelated-Phrase-2026', '山田\u202E花子');
  expect(res.statusCode).toBe(400);
  expect(res.body.__type).toBe('InvalidParameterException');
});
