import { fireEvent } from '@testing-library/react';
import { PREFETCH_INTENT_DELAY_MS, watchLinkIntent } from './link-intent';

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  const label = document.createElement('span');
  label.textContent = href;
  anchor.append(label);
  document.body.append(anchor);
  return { anchor, label };
}

describe('intent to follow a link', () => {
  let onIntent: jest.Mock<void, [URL]>;
  let stop: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    onIntent = jest.fn();
    stop = watchLinkIntent(document, {
      accepts: (url) => url.pathname !== '/auth/sign-in',
      onIntent,
    });
  });

  afterEach(() => {
    stop();
    document.body.replaceChildren();
    jest.useRealTimers();
  });

  it('waits 100 ms of the mouse resting on a link, then acts once', () => {
    const { label } = link('/emap');
    fireEvent.mouseOver(label);
    jest.advanceTimersByTime(PREFETCH_INTENT_DELAY_MS - 1);
    expect(onIntent).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIntent).toHaveBeenCalledTimes(1);
    expect(onIntent.mock.calls[0]![0].pathname).toBe('/emap');
  });

  it('acts at once on a press of the main button, without a second time for the same rest', () => {
    const { label } = link('/emap');
    fireEvent.mouseOver(label);
    jest.advanceTimersByTime(20);
    fireEvent.mouseDown(label, { button: 0 });
    expect(onIntent).toHaveBeenCalledTimes(1);
    expect(onIntent.mock.calls[0]![0].pathname).toBe('/emap');
    jest.advanceTimersByTime(PREFETCH_INTENT_DELAY_MS);
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('leaves a press of another button, or on a link it would not follow, alone', () => {
    const { label } = link('/emap');
    // The middle button opens the link in a new tab, whose page loads its own code.
    fireEvent.mouseDown(label, { button: 1 });
    fireEvent.mouseDown(label, { button: 0, ctrlKey: true });
    fireEvent.mouseDown(label, { button: 0, metaKey: true });
    fireEvent.mouseDown(link('/auth/sign-in').label, { button: 0 });
    fireEvent.mouseDown(link('/emap', { target: '_blank' }).label, { button: 0 });
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('asks nothing when the mouse only passes over the link', () => {
    const { anchor, label } = link('/emap');
    fireEvent.mouseOver(label);
    jest.advanceTimersByTime(60);
    // From the label to the link itself is still on the link.
    fireEvent.mouseOut(label, { relatedTarget: anchor });
    jest.advanceTimersByTime(20);
    fireEvent.mouseOut(anchor, { relatedTarget: document.body });
    jest.advanceTimersByTime(PREFETCH_INTENT_DELAY_MS);
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('acts on keyboard focus and on a touch, and a focus moving on cancels', () => {
    const first = link('/emap');
    const second = link('/projects');
    fireEvent.focusIn(first.anchor);
    fireEvent.focusOut(first.anchor, { relatedTarget: second.anchor });
    jest.advanceTimersByTime(PREFETCH_INTENT_DELAY_MS);
    expect(onIntent).not.toHaveBeenCalled();
    fireEvent.touchStart(second.label);
    jest.advanceTimersByTime(PREFETCH_INTENT_DELAY_MS);
    expect(onIntent.mock.calls.map(([url]) => url.pathname)).toEqual(['/projects']);
  });

  it('lets a touch taken over for scrolling go', () => {
    const { label } = link('/emap');
    fireEvent.touchStart(label);
    fireEvent(document, new Event('pointercancel'));
    jest.advanceTimersByTime(PREFETCH_INTENT_DELAY_MS);
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('ignores links the page would not follow itself or that the caller declines', () => {
    const targets = [
      link('https://example.com/emap').label,
      link('/emap', { target: '_blank' }).label,
      link('/emap', { download: '' }).label,
      link('/auth/sign-in').label,
    ];
    for (const target of targets) fireEvent.mouseOver(target);
    jest.advanceTimersByTime(PREFETCH_INTENT_DELAY_MS);
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('stops watching when asked', () => {
    const { label } = link('/emap');
    fireEvent.mouseOver(label);
    stop();
    jest.advanceTimersByTime(PREFETCH_INTENT_DELAY_MS);
    fireEvent.mouseOver(label);
    jest.advanceTimersByTime(PREFETCH_INTENT_DELAY_MS);
    expect(onIntent).not.toHaveBeenCalled();
  });
});
