/**
 * The punto banco third-card rules (the tableau every licensed table prints). Either side's two-card 8 or 9 is a
 * natural: both stand. Otherwise the player draws on 0-5 and stands on 6-7.
 */
export function isNatural(total: number): boolean {
  return total >= 8;
}

export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * Whether the banker draws, given the banker's two-card total and the player's third card's points (null when the
 * player stood). A standing player leaves the banker the player's rule: draw on 0-5.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}
