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

/** One dependency's state: answering, not answering, or not used by this installation. */
export const readinessCheckSchema = z.enum(['ok', 'failed', 'not_configured']);

/**
 * `GET /api/health/ready`: whether this instance can serve now, each dependency it needs named
 * (a load balancer sends traffic only while it answers 200).
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: readinessCheckSchema,
    redis: readinessCheckSchema,
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
