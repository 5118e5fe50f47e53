import type { accessoryWriteSchema } from '@campus-threads/contract';
import type { z } from 'zod';

/** The JSON body of POST and PUT /api/accessories (the contract's `accessoryWriteSchema` input). */
export type AccessoryWriteBody = z.input<typeof accessoryWriteSchema>;
