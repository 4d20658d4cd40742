import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path of its dark modules: no image, no script, nothing the page's
 * security policy has to allow. Dark on light whatever the page's colours, as scanners need it.
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { border: 2, ecc: 'M' });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
