import { DESIGN_CREATE_RETRY } from '@campus-threads/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse, networkError } from '@/lib/api-errors';
import { designWriteBody, isRetryableDesignError, withDesignRetry } from './create-design';

describe('withDesignRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries up to 3 times, 2 s apart, on network errors and 5xx', async () => {
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(errorFromResponse(503, {}))
      .mockResolvedValueOnce('ok');
    const result = withDesignRetry(call);
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DESIGN_CREATE_RETRY.delayMs - 1);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(DESIGN_CREATE_RETRY.delayMs);
    await expect(result).resolves.toBe('ok');
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('gives up after the third failure', async () => {
    const call = vi.fn<() => Promise<string>>().mockRejectedValue(errorFromResponse(500, {}));
    const result = withDesignRetry(call);
    const settled = expect(result).rejects.toMatchObject({ status: 500 });
    await vi.advanceTimersByTimeAsync(DESIGN_CREATE_RETRY.delayMs * 5);
    await settled;
    expect(call).toHaveBeenCalledTimes(DESIGN_CREATE_RETRY.attempts);
  });

  it('does not retry a 422: the server’s message is final', async () => {
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValue(
        errorFromResponse(422, { message: 'Discount price must be less than regular price' }),
      );
    await expect(withDesignRetry(call)).rejects.toMatchObject({
      message: 'Discount price must be less than regular price',
    });
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('design write body', () => {
  it('is the design as a JSON string, with the proof only when there is one', () => {
    expect(designWriteBody({ title: 'x' }, null)).toEqual({ data: '{"title":"x"}' });
    expect(designWriteBody({ title: 'x' }, 'documents/p.pdf')).toEqual({
      data: '{"title":"x"}',
      proofFileUrl: 'documents/p.pdf',
    });
  });

  it('retries only network, timeout and 5xx failures', () => {
    expect(isRetryableDesignError(networkError())).toBe(true);
    expect(isRetryableDesignError(errorFromResponse(502, {}))).toBe(true);
    expect(isRetryableDesignError(errorFromResponse(401, {}))).toBe(false);
    expect(isRetryableDesignError(new Error('x'))).toBe(false);
  });
});
