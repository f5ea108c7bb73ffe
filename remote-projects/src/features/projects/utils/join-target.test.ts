import { joinPagePath, joinTargetOf } from './join-target';

const ID = '0f6e2f0a-5b7c-4d2e-9a1b-3c4d5e6f7a8b';

describe('joinTargetOf', () => {
  it('reads the join URL of a project QR code, on whatever origin it was printed', () => {
    expect(joinTargetOf(`https://web.harmo.example/projects/${ID}?joinCode=7K3Q9XCDM2PA`)).toEqual({
      kind: 'page',
      projectId: ID,
      joinCode: '7K3Q9XCDM2PA',
    });
    expect(joinTargetOf(`http://localhost:3200/projects/${ID}?joinCode=7k3q-9xcd-m2pa`)).toEqual({
      kind: 'page',
      projectId: ID,
      joinCode: '7K3Q9XCDM2PA',
    });
  });

  it('reads a join code typed as printed, with the look-alike letters people type', () => {
    expect(joinTargetOf(' 7k3q-9xcd-m2pa ')).toEqual({ kind: 'code', joinCode: '7K3Q9XCDM2PA' });
    expect(joinTargetOf('7K3Q 9XCD M2PO')).toEqual({ kind: 'code', joinCode: '7K3Q9XCDM2P0' });
  });

  it('refuses other links, other schemes and text that is no code', () => {
    expect(joinTargetOf(`https://evil.example/oauth/clients?joinCode=7K3Q9XCDM2PA`)).toEqual({
      kind: 'none',
    });
    expect(joinTargetOf(`javascript:alert(1)`)).toEqual({ kind: 'none' });
    expect(joinTargetOf('JAHISTC08,1')).toEqual({ kind: 'none' });
  });
});

describe('joinPagePath', () => {
  it('is an in-app path, never another origin', () => {
    expect(joinPagePath(ID, '7K3Q9XCDM2PA')).toBe(`/projects/${ID}?joinCode=7K3Q9XCDM2PA`);
  });
});
