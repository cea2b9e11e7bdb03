/** Resolves in a task of its own: what follows does not lengthen the task before it (one long task blocks a tap). */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
