import { createContext, useContext } from 'react';

/** What a Field tells the control inside it, so the control links itself to the label, hint and error. */
export interface FieldContextValue {
  id: string;
  hintId?: string;
  errorId?: string;
  required: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

export function useFieldContext(): FieldContextValue | null {
  return useContext(FieldContext);
}

/** The id of the error text of the control with id `id`: `${id}-error`. */
export function errorIdFor(id: string): string {
  return `${id}-error`;
}

/** Space-separated ids for aria-describedby, or undefined when there are none. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
