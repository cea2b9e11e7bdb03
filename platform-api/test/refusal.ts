import { ApiError, type ErrorCode } from '@platform/shared-contracts/server';

/** The error a call was refused with; fails the test when the call went through. */
export async function refusalError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to be refused');
}

/** The code a call was refused with; fails the test when the call went through. */
export async function refusal(promise: Promise<unknown>): Promise<ErrorCode> {
  return (await refusalError(promise)).code;
}
