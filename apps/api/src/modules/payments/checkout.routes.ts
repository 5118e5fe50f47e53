import {
  ADVANCE_SHARE_PERCENT,
  checkoutSettingsSchema,
  MIN_PAYMENT_PAISE,
  toRupees,
  type CheckoutSettings,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/checkout/settings: public; the server still checks every rule on payment creation. */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  /** The admin's setting (modules/settings), read per request. */
  deliverablePinCodes: () => Promise<readonly string[]>;
  pinCodePlaces: () => Promise<CheckoutSettings['pinCodePlaces']>;
  /** Where the shop delivers now (modules/delivery). */
  coverage: () => Promise<CheckoutSettings['coverage']>;
  paymentProvider: CheckoutSettings['paymentProvider'];
}> = async (app, options) => {
  app.get(
    '/settings',
    { schema: { response: { 200: checkoutSettingsSchema } } },
    async (): Promise<CheckoutSettings> => ({
      coverage: await options.coverage(),
      deliverablePinCodes: [...(await options.deliverablePinCodes())],
      pinCodePlaces: await options.pinCodePlaces(),
      advancePercent: ADVANCE_SHARE_PERCENT,
      minPaymentAmount: toRupees(MIN_PAYMENT_PAISE),
      paymentProvider: options.paymentProvider,
    }),
  );
};
