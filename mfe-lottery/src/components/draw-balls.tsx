/** A draw's numbers as balls; prize draws (VN, SEA) wrap as many short rows. */
export function DrawBalls({ numbers, label }: { numbers: readonly string[]; label: string }) {
  return (
    <ol className="lottery-balls" aria-label={label}>
      {numbers.map((value, index) => (
        // A draw may repeat a number (digits, dice), so the position is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity of a draw's numbers
        <li key={index} className="lottery-ball">
          {value}
        </li>
      ))}
    </ol>
  );
}
