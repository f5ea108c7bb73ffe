import fs from 'node:fs';
import path from 'node:path';
import { routeTreeOf } from '@harmo/build/route-tree';
import { SIGN_IN_FLOW_PARAM } from './features/session-flow';

describe("sign-in's head, as the build reads it for the frame painted from the HTML", () => {
  const tree = routeTreeOf(fs.readFileSync(path.join(__dirname, 'routes.tsx'), 'utf8'));
  const signIn = tree
    .find((route) => route.path === 'auth')
    ?.children.find((route) => route.path === 'sign-in');

  it('is its heading and lead in its column, left out for the flows its screen switches to', () => {
    // The parameter is written literally for the build: it must be the one the screen reads,
    // or the frame would paint sign-in's heading over sign-up's screen.
    expect(signIn?.head).toEqual({
      title: 'signIn.title',
      lead: 'signIn.lead',
      column: true,
      flowParam: SIGN_IN_FLOW_PARAM,
    });
  });
});
