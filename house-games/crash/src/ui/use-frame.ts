import { useEffect, useState } from 'preact/hooks';

/** Renders again on every animation frame while `active` (the rising multiplier, the countdown). */
export function useFrame(active: boolean): void {
  const [, setFrame] = useState(0);
  useEffect(() => {
    if (!active) return;
    let handle = 0;
    const step = () => {
      setFrame((n) => n + 1);
      handle = requestAnimationFrame(step);
    };
    handle = requestAnimationFrame(step);
    return () => cancelAnimationFrame(handle);
  }, [active]);
}
