import { cameraProblemOf } from './camera-problem';

describe('cameraProblemOf', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'noCamera'],
    ['OverconstrainedError', 'noCamera'],
    ['NotReadableError', 'inUse'],
    ['TypeError', 'unsupported'],
    ['SomethingElse', 'failed'],
  ])('names %s as %s', (name, problem) => {
    expect(cameraProblemOf(new DOMException('x', name))).toBe(problem);
  });

  it('names anything that is no DOMException as a failure', () => {
    expect(cameraProblemOf(null)).toBe('failed');
    expect(cameraProblemOf('boom')).toBe('failed');
  });
});
