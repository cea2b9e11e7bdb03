import { useEffect, useState } from 'react';

/** The download QR codes (spec section 2, Right side bar): 100 px wide with a margin of 10. */
export const QR_OPTIONS = { width: 100, margin: 10 } as const;

/** A QR code of `value`, drawn in the browser; nothing is shown until it is ready or if drawing fails. */
export function QrCode({ value, alt, testId }: { value: string; alt: string; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    // The QR library is fetched with the first code to draw: the side bar's download promo is not first paint.
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(value, QR_OPTIONS))
      .then(
        (url) => live && setSrc(url),
        (error: unknown) => console.error('QR code failed', error),
      );
    return () => {
      live = false;
    };
  }, [value]);
  if (!src) return <span className="qr qr--pending" aria-hidden="true" />;
  return (
    <img
      className="qr"
      src={src}
      alt={alt}
      width={QR_OPTIONS.width}
      height={QR_OPTIONS.width}
      data-testid={testId}
    />
  );
}
