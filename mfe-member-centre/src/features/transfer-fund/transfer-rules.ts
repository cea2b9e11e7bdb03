import {
  type AmountFailure,
  amountFailure,
  MAIN_WALLET,
  type VendorWallet,
} from '@platform/shared-contracts/client';

/** A transfer goes between the main wallet and one vendor wallet, either way (the server refuses anything else). */
export interface TransferDirection {
  from: string;
  to: string;
}

export interface TransferWallets {
  /** The main wallet's balance. */
  balance: string;
  vendors: readonly VendorWallet[];
}

export function balanceOf(wallets: TransferWallets, wallet: string): string {
  if (wallet === MAIN_WALLET) return wallets.balance;
  return wallets.vendors.find((v) => v.vendor === wallet)?.balance ?? '0.00';
}

const isVendor = (wallets: TransferWallets, wallet: string) =>
  wallets.vendors.some((v) => v.vendor === wallet);

/** The first direction offered: from the main wallet into the first vendor. */
export function initialDirection(wallets: TransferWallets): TransferDirection | null {
  const first = wallets.vendors[0];
  return first ? { from: MAIN_WALLET, to: first.vendor } : null;
}

/** The player chose a source: a vendor sends to main; main sends to the vendor chosen before, else the first. */
export function chooseFrom(
  wallets: TransferWallets,
  now: TransferDirection,
  from: string,
): TransferDirection {
  if (from !== MAIN_WALLET) return isVendor(wallets, from) ? { from, to: MAIN_WALLET } : now;
  const vendor = now.from !== MAIN_WALLET ? now.from : now.to;
  return { from, to: isVendor(wallets, vendor) ? vendor : (wallets.vendors[0]?.vendor ?? MAIN_WALLET) };
}

/** The player chose a target: the mirror of chooseFrom. */
export function chooseTo(wallets: TransferWallets, now: TransferDirection, to: string): TransferDirection {
  const flipped = chooseFrom(wallets, { from: now.to, to: now.from }, to);
  return { from: flipped.to, to: flipped.from };
}

export function swapDirection(now: TransferDirection): TransferDirection {
  return { from: now.to, to: now.from };
}

/** The amount rules of a transfer: required, positive, at most two decimals, no more than the source holds. */
export function transferAmountProblem(
  wallets: TransferWallets,
  direction: TransferDirection,
  amount: string,
): AmountFailure | null {
  return amountFailure(amount, { available: balanceOf(wallets, direction.from) });
}
