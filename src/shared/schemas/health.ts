import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    reachable: z.boolean(),
  }),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
