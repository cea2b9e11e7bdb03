import {
  type ApiClient,
  ApiError,
  type CallDeclaration,
  type CallRequest,
  type CallResponse,
  type ErrorCode,
} from '@platform/shared-contracts';

type Handler = (input: unknown) => unknown;

/**
 * A test double of the contract client, typed from the contracts: answers each declared call by its `name` with
 * a handler, records every request, and refuses calls the test did not declare (so a test never passes by
 * accident).
 */
export interface FakeApi extends ApiClient {
  requests: { name: string; input: unknown }[];
  /** The inputs sent to one call, in order. */
  inputsOf<C extends CallDeclaration>(call: C): CallRequest<C>[];
  on<C extends CallDeclaration>(
    call: C,
    handler: (input: CallRequest<C>) => CallResponse<C> | Promise<CallResponse<C>>,
  ): FakeApi;
}

export function createFakeApi(): FakeApi {
  const handlers = new Map<string, Handler>();
  const requests: { name: string; input: unknown }[] = [];
  const api: FakeApi = {
    requests,
    inputsOf: (call) => requests.filter((r) => r.name === call.name).map((r) => r.input) as never,
    on(call, handler) {
      handlers.set(call.name, handler as Handler);
      return api;
    },
    async call<C extends CallDeclaration>(call: C, input: CallRequest<C>): Promise<CallResponse<C>> {
      requests.push({ name: call.name, input });
      const handler = handlers.get(call.name);
      if (!handler) throw new Error(`fake api: no handler for ${call.name}`);
      return (await handler(input)) as CallResponse<C>;
    },
  };
  return api;
}

/** A refusal as the real client throws it. */
export function refuse(
  code: ErrorCode,
  options: { value?: unknown; details?: { field: string; reason: string }[] } = {},
): never {
  throw new ApiError(code, options);
}
