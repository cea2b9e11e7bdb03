import type { Deps } from '../../deps';

/** What the catalogue asks a vendor when a player opens one of its games. */
export interface LaunchRequest {
  /** null: guest demo play. */
  memberId: number | null;
  /** The member's login the game is launched under: the game's sessions end with it (decision 194). */
  memberSession: { id: number; expiresAt: Date } | null;
  merchantCode: string;
  regionCurrency: string;
  language: string;
  /** The catalogue game's gameCode. */
  gameCode: string;
  /** Play money, no wallet. */
  demo: boolean;
  /** The wallet the money is in: 'MAIN' (isSingle 1) or the vendor's wallet code (one wallet per vendor). */
  walletVendor: string;
  /** Where the game's back or home button goes (a path on our site). */
  returnUrl: string;
}

/** A game vendor the server can really launch; the catalogue lists only vendors that have one. */
export interface GameVendorAdapter {
  /** e.g. 'HOUSE'. */
  vendorCode: string;
  /** The game's address, holding a one-time launch token; mode ROUTE: a page of this site (the lottery). */
  launch(deps: Deps, request: LaunchRequest): Promise<{ url: string; mode?: 'IFRAME' | 'ROUTE' }>;
}

const adapters = new Map<string, GameVendorAdapter>();

/** Called at start (buildApp) for the built-in vendors; a later registration of the same code replaces it. */
export function registerVendorAdapter(adapter: GameVendorAdapter): void {
  adapters.set(adapter.vendorCode, adapter);
}

export function vendorAdapter(code: string): GameVendorAdapter | undefined {
  return adapters.get(code);
}

/** The vendor codes that can launch now. */
export function registeredVendorCodes(): string[] {
  return [...adapters.keys()];
}
