export interface HostContract {
  propsVersion: number;
  /** Shared singleton request -> the version the host provides. */
  shared: Record<string, string>;
  /** Remote federation name -> the exposed module paths the host mounts (`./AuthModals`). */
  modules: Record<string, string[]>;
}

export function hostContract(input: {
  hostDir: string;
  propsVersion: number;
  remotes: Record<string, { name: string; modules: Record<string, string> }>;
}): HostContract;

export const HOST_CONTRACT_FILE: string;
