import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { HttpError } from './errors';

/** The refusals of a route guarded by a card: not logged in, not the owner, no such card. */
export const GUARDED_REPLIES = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

/** The refusals of a staff route: not logged in, not staff. */
export const STAFF_REPLIES = { 401: apiErrorSchema, 403: apiErrorSchema } as const;

/** Checks a request and returns what it found (the user, the card), or throws the refusal. */
export type Check<C> = (request: FastifyRequest, reply: FastifyReply) => Promise<C>;

type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** A route's handler that is handed what its guard checked. */
export type GuardedHandler<S extends FastifySchema, C> = (
  this: ThisParameterType<Handler<S>>,
  request: Parameters<Handler<S>>[0],
  reply: Parameters<Handler<S>>[1],
  checked: C,
) => ReturnType<Handler<S>>;

/** A route's options, but its `onRequest`, which is the guard's. */
export type GuardedOptions<S extends FastifySchema> = Omit<
  RouteShorthandOptions,
  'onRequest' | 'schema'
> & { schema?: S };

/**
 * A guard as a route builder: `app.get(url, guard({ schema }, (request, reply, checked) => …))`
 * installs the check in `onRequest` (before the body is read) and hands the handler what it found,
 * so no handler can reach a user or a card without its guard.
 */
export interface GuardedRoute<C> {
  <S extends FastifySchema = FastifySchema>(
    options: GuardedOptions<S>,
    handler: GuardedHandler<S, C>,
  ): GuardedOptions<S> & { onRequest: Check<void>; handler: Handler<S> };
  /** The check alone, for a guard built on this one. */
  check: Check<C>;
  /** A rate limit's key from what the guard checked (limits counted after it, in preHandler). */
  key(of: (checked: C, request: FastifyRequest) => string): (request: FastifyRequest) => string;
}

export function guardedRoute<C>(check: Check<C>): GuardedRoute<C> {
  const checked = new WeakMap<FastifyRequest, { value: C }>();
  const read = (request: FastifyRequest): C => {
    const found = checked.get(request);
    // Only reachable from hooks of a route this builder made: its guard ran first.
    if (!found) throw new HttpError(500, 'internal', 'a guarded value read before its guard');
    return found.value;
  };
  const onRequest: Check<void> = async (request, reply) => {
    checked.set(request, { value: await check(request, reply) });
  };
  const route = <S extends FastifySchema>(
    options: GuardedOptions<S>,
    handler: GuardedHandler<S, C>,
  ) => {
    const guarded: Handler<S> = function (request, reply) {
      return handler.call(this, request, reply, read(request));
    };
    return { ...options, onRequest, handler: guarded };
  };
  return Object.assign(route, {
    check,
    key: (of: (checked: C, request: FastifyRequest) => string) => (request: FastifyRequest) =>
      of(read(request), request),
  });
}
