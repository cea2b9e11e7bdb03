import * as v from 'valibot';
import type { CallDeclaration, CallRequest, CallResponse } from '../calls/define-call';
import type { ApiClient } from '../client/api-client';
import { ApiError, type ErrorCode } from '../errors/catalogue';

type Handler = (input: unknown) => unknown;

/**
 * A test double of the contract client for component tests: answers each declared call by its `name` with a
 * handler, records every request, and refuses calls the test did not declare (so a test never passes by
 * accident). Each request and each answer is checked against the call's valibot schemas, as the real client and
 * the server do, so a fixture cannot drift from what the server answers.
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

/** Contract mismatches seen since the last `takeContractViolations()`: a test setup fails the test on any. */
const violations: string[] = [];

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
}

/** A mismatch throws where the component awaits the call, and is kept so the test fails even if that is caught. */
function violation(message: string): Error {
  violations.push(message);
  return new Error(message);
}

/** The contract mismatches seen so far, emptied; call it after each test and fail on any. */
export function takeContractViolations(): string[] {
  return violations.splice(0, violations.length);
}

/** Throws, with every mismatch, when a fake request or fixture did not match its call's contract. */
export function assertNoContractViolations(): void {
  const seen = takeContractViolations();
  if (seen.length > 0) throw new Error(`fake api: ${seen.length} contract mismatch(es):\n${seen.join('\n')}`);
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
      const request = v.safeParse(call.request, input);
      if (!request.success) {
        throw violation(
          `fake api: the request to ${call.name} does not match its contract (${describeIssues(request.issues)})`,
        );
      }
      const answer = v.safeParse(call.response, (await handler(input)) ?? null);
      if (!answer.success) {
        throw violation(
          `fake api: the fixture answer of ${call.name} does not match its contract, so the server never sends it (${describeIssues(answer.issues)})`,
        );
      }
      return answer.output as CallResponse<C>;
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
