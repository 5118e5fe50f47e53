import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as NotifyModule from './notify';
import type * as StuckModule from './stuck-toasts';

/** sonner stand-in: what the toast layer shows, prompts and dismisses. */
const toast = vi.hoisted(() => {
  const shown: { id: string | number; type: string }[] = [];
  return {
    shown,
    loading: vi.fn((_message: string, options: { id: string }) =>
      shown.push({ id: options.id, type: 'loading' }),
    ),
    // Like sonner: a toast given an existing id takes that toast's place.
    warning: vi.fn((_message: string, options: { id: string | number }) => {
      const same = shown.find((t) => t.id === options.id);
      if (same) same.type = 'warning';
    }),
    dismiss: vi.fn(),
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    getToasts: vi.fn(() => shown),
  };
});
vi.mock('sonner', () => ({ toast, Toaster: () => null }));

/** A fresh toast layer (module state) with the toaster mounted and its sweeps started. */
async function freshToaster() {
  vi.resetModules();
  const notify: typeof NotifyModule = await import('./notify');
  const stuck: typeof StuckModule = await import('./stuck-toasts');
  notify.onToasterRequested(() => notify.markToasterReady());
  const stop = stuck.startStuckToastSweeps(toast as never);
  return { ...notify, ...stuck, stop };
}

type PromptOptions = {
  id: string;
  duration: number;
  action: { label: string; onClick: () => void };
};

describe('stuck loading toasts', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    toast.shown.length = 0;
    for (const f of Object.values(toast)) if (typeof f === 'function') f.mockClear();
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it('turns a loading toast still spinning after 20 s into a Reset Page prompt, once', async () => {
    const layer = await freshToaster();
    stop = layer.stop;
    const id = layer.notify.loading('Processing payment...');
    await vi.advanceTimersByTimeAsync(0);
    expect(toast.loading).toHaveBeenCalledWith('Processing payment...', { id });

    await vi.advanceTimersByTimeAsync(19_000);
    expect(toast.warning).not.toHaveBeenCalled();

    // The next 5 s sweep after the 20 s mark replaces the spinner (same id) with the prompt.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(toast.warning).toHaveBeenCalledTimes(1);
    const [text, options] = toast.warning.mock.calls[0] as unknown as [string, PromptOptions];
    expect(text).toBe(layer.STUCK_TOAST_TEXT);
    expect(options).toMatchObject({ id, duration: Infinity, action: { label: 'Reset Page' } });

    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload } });
    options.action.onClick();
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();

    await vi.advanceTimersByTimeAsync(60_000);
    expect(toast.warning).toHaveBeenCalledTimes(1);
  });

  it('leaves a loading toast alone once it is dismissed in time', async () => {
    const layer = await freshToaster();
    stop = layer.stop;
    const id = layer.notify.loading('Placing your order...');
    await vi.advanceTimersByTimeAsync(10_000);
    layer.notify.dismiss(id);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('clears, every 30 s, loading toasts nobody tracks any more', async () => {
    const layer = await freshToaster();
    stop = layer.stop;
    const live = layer.notify.loading('Working...');
    await vi.advanceTimersByTimeAsync(0);
    toast.shown.push({ id: 'orphan', type: 'loading' }, { id: 'done', type: 'success' });

    await vi.advanceTimersByTimeAsync(15_000);
    expect(toast.dismiss).not.toHaveBeenCalledWith('orphan');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(toast.dismiss).toHaveBeenCalledWith('orphan');
    expect(toast.dismiss).not.toHaveBeenCalledWith(live);
    expect(toast.dismiss).not.toHaveBeenCalledWith('done');
  });

  it('takes only the loading toasts spinning for 20 s or more', async () => {
    const { notify, takeStuckLoading, isTrackedLoading } = await freshToaster().then((layer) => {
      stop = layer.stop;
      return layer;
    });
    const first = notify.loading('one');
    expect(takeStuckLoading(Date.now() + 19_999)).toEqual([]);
    expect(takeStuckLoading(Date.now() + 20_000)).toEqual([first]);
    expect(isTrackedLoading(first)).toBe(false);
  });
});
