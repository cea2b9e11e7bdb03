import { useEffect, useState } from 'react';

/**
 * The download QR codes' sizes (spec section 2, Right side bar: 100 px with a margin of 10 in one place, 156 in
 * another): the side bar's card and the phone's sheet draw the small one, the home page's app promo the large one.
 */
export const QR_SIZES = { small: 100, large: 156 } as const;
const QR_MARGIN = 10;

/** A QR code of `value`, drawn in the browser; nothing is shown until it is ready or if drawing fails. */
export function QrCode({
  value,
  alt,
  size = 'small',
  testId,
}: {
  value: string;
  alt: string;
  size?: keyof typeof QR_SIZES;
  testId?: string;
}) {
  const width = QR_SIZES[size];
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    // The QR library is fetched with the first code to draw: the side bar's download promo is not first paint.
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(value, { width, margin: QR_MARGIN }))
      .then(
        (url) => live && setSrc(url),
        (error: unknown) => console.error('QR code failed', error),
      );
    return () => {
      live = false;
    };
  }, [value, width]);
  if (!src) return <span className={`qr qr--${size} qr--pending`} aria-hidden="true" />;
  return (
    <img className={`qr qr--${size}`} src={src} alt={alt} width={width} height={width} data-testid={testId} />
  );
}
