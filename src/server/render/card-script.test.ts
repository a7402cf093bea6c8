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

  it('asks for the entry and its chunks one per task from the first paint, then imports it', async () => {
    const { events, paint } = runStarter('/assets/a.js /assets/b.js /assets/c.js');
    paint();
    // In the paint report's task: one request, no more (thirty in one task made a long
    // task right after the first paint).
    expect(events).toEqual(['modulepreload /assets/kad.js']);
    await tasksRun();
    // The import last: every chunk it needs is asked for already, so it asks for nothing more.
    expect(events).toEqual([
      'modulepreload /assets/kad.js',
      'modulepreload /assets/a.js',
      'modulepreload /assets/b.js',
      'modulepreload /assets/c.js',
      'import /assets/kad.js',
    ]);
  });

  it('imports the entry at once when there is nothing else to ask for', async () => {
    const { events, paint } = runStarter('');
    paint();
    await tasksRun();
    expect(events).toEqual(['modulepreload /assets/kad.js', 'import /assets/kad.js']);
  });
});
