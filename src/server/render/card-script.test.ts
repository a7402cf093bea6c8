import { describe, expect, it } from 'vitest';
import { CARD_SCRIPT_STARTER, LATER_FONTS_ID } from './card-script';

// The card's inline starter, run against a small stand-in for the page: a paint report, the
// script element's data attributes and <head>. What it asks for, and in how many tasks.

/** Waits for every task queued so far (and those they queue) to run. */
const tasksRun = () => new Promise((resolve) => setTimeout(resolve, 20));

function runStarter(preload: string) {
  const events: string[] = [];
  let reportPaint: (() => void) | undefined;
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: unknown, observer: PaintObserver) => void) {}
    observe() {
      reportPaint = () => this.callback({}, this);
    }
    disconnect() {}
  }
  const page = {
    currentScript: { dataset: { entry: '/assets/kad.js', preload } },
    getElementById: (id: string) => (id === LATER_FONTS_ID ? null : undefined),
    createElement: () => ({}),
    head: {
      appendChild: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`),
    },
  };
  // The starter's import() becomes a call we can see.
  const code = CARD_SCRIPT_STARTER.replace('import(d.entry)', 'load(d.entry)');
  expect(code).not.toBe(CARD_SCRIPT_STARTER);
  new Function('document', 'window', 'addEventListener', 'MessageChannel', 'load', code)(
    page,
    { PerformanceObserver: PaintObserver },
    () => undefined,
    MessageChannel,
    (entry: string) => events.push(`import ${entry}`),
  );
  return { events, paint: () => reportPaint!() };
}

describe('the card script starter', () => {
  it('asks for nothing before the first paint', async () => {
    const { events } = runStarter('/assets/a.js /assets/b.js');
    await tasksRun();
    expect(events).toEqual([]);
  });

  it('imports the entry at the first paint, then preloads its chunks one per task', async () => {
    const { events, paint } = runStarter('/assets/a.js /assets/b.js /assets/c.js');
    paint();
    // In the paint report's task: the entry and the first chunk, no more (issue 17: thirty
    // preloads in one task made a long task right after the first paint).
    expect(events).toEqual(['import /assets/kad.js', 'modulepreload /assets/a.js']);
    await tasksRun();
    expect(events).toEqual([
      'import /assets/kad.js',
      'modulepreload /assets/a.js',
      'modulepreload /assets/b.js',
      'modulepreload /assets/c.js',
    ]);
  });

  it('imports the entry alone when there is nothing to preload', async () => {
    const { events, paint } = runStarter('');
    paint();
    await tasksRun();
    expect(events).toEqual(['import /assets/kad.js']);
  });
});
