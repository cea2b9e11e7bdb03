import * as v from 'valibot';
import { type CallAuth, type CallDeclaration, defineCall } from './define-call';

type AnySchema = v.GenericSchema;

/**
 * A server-sent-events stream, declared once like a call (decision 077): a GET whose request schema is its query, and
 * a schema per event name. The server opens it only after the same gates and validation as a call (a refusal is the
 * usual envelope), then writes `event: <name>` / `data: <json>` frames; the client validates each event's data.
 */
export interface StreamDeclaration<
  Req extends AnySchema = AnySchema,
  Events extends Record<string, AnySchema> = Record<string, AnySchema>,
  Auth extends CallAuth = CallAuth,
> extends CallDeclaration<Req, AnySchema, Auth> {
  events: Events;
}

export type StreamEvent<S> =
  S extends StreamDeclaration<AnySchema, infer Events, CallAuth>
    ? { [K in keyof Events & string]: { name: K; data: v.InferOutput<Events[K]> } }[keyof Events & string]
    : never;

export function defineStream<
  Req extends AnySchema,
  Events extends Record<string, AnySchema>,
  Auth extends CallAuth = 'none',
>(declaration: {
  name: string;
  path: string;
  auth?: Auth;
  request: Req;
  events: Events;
}): StreamDeclaration<Req, Events, Auth> {
  const { events, ...call } = declaration;
  return { ...defineCall({ ...call, method: 'GET', response: v.unknown() }), events };
}

export function isStream(call: CallDeclaration): call is StreamDeclaration {
  return 'events' in call;
}
