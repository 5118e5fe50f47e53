import { HTTP_ERROR_MESSAGES, SETTINGS_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import {
  errorFromResponse,
  networkError,
  registerUnauthorized,
  statusMessage,
  timeoutError,
} from './api-errors';

describe('statusMessage', () => {
  it('maps statuses to the spec texts', () => {
    expect(statusMessage(401)).toBe(HTTP_ERROR_MESSAGES.unauthorized);
    expect(statusMessage(403)).toBe(HTTP_ERROR_MESSAGES.forbidden);
    expect(statusMessage(404, 'orders/1')).toBe(HTTP_ERROR_MESSAGES.notFound);
    expect(statusMessage(429)).toBe(HTTP_ERROR_MESSAGES.tooManyRequests);
    expect(statusMessage(500)).toBe(HTTP_ERROR_MESSAGES.server);
    expect(statusMessage(503)).toBe(HTTP_ERROR_MESSAGES.server);
  });

  it('says the auth service is unavailable on a refresh-token 404', () => {
    expect(statusMessage(404, 'auth/refresh-token')).toBe(HTTP_ERROR_MESSAGES.refreshNotFound);
  });

  it('appends the first field error to the 422 text', () => {
    expect(
      statusMessage(422, 'x', [
        { field: 'phone', message: 'Please enter a valid 10-digit phone number' },
      ]),
    ).toBe('Validation error: Please check your input: Please enter a valid 10-digit phone number');
    expect(statusMessage(422)).toBe('Validation error: Please check your input');
  });
});

describe('errorFromResponse', () => {
  it('prefers the server message for client errors', () => {
    const error = errorFromResponse(401, { message: 'Invalid email or password' }, 'auth/login');
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid email or password');
    expect(error.statusText).toBe(HTTP_ERROR_MESSAGES.unauthorized);
  });

  it('falls back to the status text without a body', () => {
    expect(errorFromResponse(429, undefined).message).toBe(HTTP_ERROR_MESSAGES.tooManyRequests);
    expect(errorFromResponse(403, 'not json').message).toBe(HTTP_ERROR_MESSAGES.forbidden);
  });

  it("shows a 503's own message (maintenance: new payments paused)", () => {
    const error = errorFromResponse(503, { message: SETTINGS_MESSAGES.paymentsPaused });
    expect(error.message).toBe(SETTINGS_MESSAGES.paymentsPaused);
    expect(errorFromResponse(503, {}).message).toBe(HTTP_ERROR_MESSAGES.server);
  });

  it('never shows raw server text for 5xx', () => {
    expect(errorFromResponse(500, { message: 'TypeError: x is undefined' }).message).toBe(
      HTTP_ERROR_MESSAGES.server,
    );
  });

  it('keeps field errors and builds the 422 text', () => {
    const error = errorFromResponse(422, {
      message: 'Validation failed',
      errors: [
        { field: 'newPassword', message: 'Password must include at least one number' },
        { bogus: true },
      ],
    });
    expect(error.fieldErrors).toEqual([
      { field: 'newPassword', message: 'Password must include at least one number' },
    ]);
    expect(error.fieldError('newPassword')).toBe('Password must include at least one number');
    expect(error.message).toBe(
      'Validation error: Please check your input: Password must include at least one number',
    );
    expect(error.serverMessage).toBe('Validation failed');
  });

  it('uses the refresh text for a refresh-token 404 even with a body', () => {
    expect(
      errorFromResponse(404, { message: 'Route not found' }, 'auth/refresh-token').message,
    ).toBe(HTTP_ERROR_MESSAGES.refreshNotFound);
  });
});

describe('network and timeout errors', () => {
  it('says "Unable to connect" for no answer (decision 0007) and uses the timeout text', () => {
    expect(networkError().message).toBe(HTTP_ERROR_MESSAGES.unableToConnect);
    expect(networkError().message).toBe('Unable to connect to the server. Please try again later.');
    expect(networkError().statusText).toBe(HTTP_ERROR_MESSAGES.noResponse);
    expect(networkError().status).toBe(0);
    expect(timeoutError().kind).toBe('timeout');
  });
});

describe('registerUnauthorized', () => {
  it('counts consecutive 401s and starts over after the reset window', () => {
    let c = { count: 0, lastAt: 0 };
    c = registerUnauthorized(c, 1_000_000, 60_000);
    c = registerUnauthorized(c, 1_010_000, 60_000);
    expect(c.count).toBe(2);
    c = registerUnauthorized(c, 1_020_000, 60_000);
    expect(c.count).toBe(3);
    c = registerUnauthorized(c, 1_090_000, 60_000);
    expect(c.count).toBe(1);
  });
});
