import { render, screen } from '@testing-library/react';
import { afterPaintIdle, IDLE_TIMEOUT_MS, useAfterPaintIdle } from '../../../../src/lib/browser/afterPaint';

/** A window whose frame, task and idle callbacks run only when the test says so, in a log. */
function fakeWindow(withIdle: boolean) {
  const log: string[] = [];
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const idles: Array<() => void> = [];
  const win = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    ...(withIdle
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
            log.push(`idle requested, timeout ${options.timeout}`);
            idles.push(callback);
          },
        }
      : {}),
  } as unknown as Window;
  const run = (queue: Array<() => void>, name: string) => {
    log.push(name);
    queue.splice(0).forEach((callback) => callback());
  };
  return { win, log, frame: () => run(frames, 'frame'), task: () => run(tasks, 'task'), idle: () => run(idles, 'idle') };
}

describe('afterPaintIdle', () => {
  it('waits for a frame, the task after it (the paint is between) and an idle moment', async () => {
    const fake = fakeWindow(true);
    let done = false;
    void afterPaintIdle(fake.win).then(() => {
      done = true;
    });
    fake.task(); // nothing queued yet: a task before the frame does not count
    fake.frame();
    await Promise.resolve();
    expect(done).toBe(false);
    fake.task();
    await Promise.resolve();
    expect(done).toBe(false);
    fake.idle();
    await Promise.resolve();
    expect(done).toBe(true);
    expect(fake.log).toEqual(['task', 'frame', 'task', `idle requested, timeout ${IDLE_TIMEOUT_MS}`, 'idle']);
  });

  it('without requestIdleCallback, resolves in the task after the frame', async () => {
    const fake = fakeWindow(false);
    let done = false;
    void afterPaintIdle(fake.win).then(() => {
      done = true;
    });
    fake.frame();
    fake.task();
    await Promise.resolve();
    expect(done).toBe(true);
  });
});

describe('useAfterPaintIdle', () => {
  function Probe() {
    return <p>{useAfterPaintIdle() ? 'painted' : 'first render'}</p>;
  }

  it('is false on the first render and true once the page has painted', async () => {
    render(<Probe />);
    expect(screen.getByText('first render')).toBeInTheDocument();
    expect(await screen.findByText('painted')).toBeInTheDocument();
  });
});
