import fs from 'node:fs';
import path from 'node:path';

/** The frame the app server paints from its HTML, before the app's own styles have come. */
const frameStyles = (() => {
  const html = fs.readFileSync(path.join(__dirname, '../index.html'), 'utf8');
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('\n');
})();
const appStyles = fs.readFileSync(
  path.join(__dirname, '../../runtime/src/styles/global.css'),
  'utf8',
);

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const familiesIn = (css: string) =>
  [...withoutComments(css).matchAll(/font-family:\s*([^;]+);/g)].map((match) =>
    match[1]!.replace(/\s+/g, ' ').trim(),
  );

describe('the frame painted with the HTML', () => {
  it('sets its text in the app’s own fonts, so nothing moves when the app takes over', () => {
    const [appStack] = familiesIn(appStyles);
    expect(appStack).toContain('Noto Sans JP');
    const frameStacks = familiesIn(frameStyles);
    expect(frameStacks.length).toBeGreaterThan(0);
    for (const stack of frameStacks) expect(stack).toBe(appStack);
    // A `font` shorthand would set its own family over the one above.
    expect(withoutComments(frameStyles)).not.toMatch(/\bfont:/);
  });
});
