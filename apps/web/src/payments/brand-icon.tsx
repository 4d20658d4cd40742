import type { ReactNode } from 'react';
import type { CardBrand } from '@tevila/domain';
import classes from './payments.module.css';

const text = (label: string, fill: string, size = 7) => (
  <text
    x="16"
    y="13"
    textAnchor="middle"
    fontFamily="Arial, Helvetica, sans-serif"
    fontWeight="700"
    fontSize={size}
    fill={fill}
  >
    {label}
  </text>
);

/** Our own simple marks, drawn on a 32×20 card. */
const marks: Record<CardBrand, ReactNode> = {
  Visa: (
    <>
      <rect width="32" height="20" rx="3" fill="#1a1f71" />
      {text('VISA', '#ffffff', 8)}
    </>
  ),
  'American Express': (
    <>
      <rect width="32" height="20" rx="3" fill="#2e77bc" />
      {text('AMEX', '#ffffff')}
    </>
  ),
  MasterCard: (
    <>
      <rect width="32" height="20" rx="3" fill="#252525" />
      <circle cx="13" cy="10" r="6" fill="#eb001b" />
      <circle cx="19" cy="10" r="6" fill="#f79e1b" fillOpacity="0.9" />
    </>
  ),
  Discover: (
    <>
      <rect x="0.5" y="0.5" width="31" height="19" rx="2.5" fill="#ffffff" stroke="#9aa3a8" />
      <circle cx="24" cy="10" r="4" fill="#f48120" />
      <text
        x="4"
        y="12.5"
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="700"
        fontSize="6"
        fill="#231f20"
      >
        DISC
      </text>
    </>
  ),
  JCB: (
    <>
      <rect width="32" height="20" rx="3" fill="#ffffff" />
      <rect x="4" y="3" width="8" height="14" rx="2" fill="#0e4c96" />
      <rect x="12" y="3" width="8" height="14" rx="2" fill="#e20b1b" />
      <rect x="20" y="3" width="8" height="14" rx="2" fill="#007940" />
      {text('JCB', '#ffffff', 6)}
    </>
  ),
  'Diners Club': (
    <>
      <rect width="32" height="20" rx="3" fill="#0079be" />
      <circle cx="16" cy="10" r="6.5" fill="#ffffff" />
      <circle cx="13.5" cy="10" r="3.5" fill="none" stroke="#0079be" strokeWidth="1.5" />
      <circle cx="18.5" cy="10" r="3.5" fill="none" stroke="#0079be" strokeWidth="1.5" />
    </>
  ),
  Unknown: (
    <>
      <rect x="0.5" y="0.5" width="31" height="19" rx="2.5" fill="#eceff0" stroke="#9aa3a8" />
      <rect x="0.5" y="4" width="31" height="3.5" fill="#4a5459" />
      <rect x="4" y="12" width="12" height="2.5" rx="1" fill="#9aa3a8" />
    </>
  ),
};

/**
 * The brand icon of a card (docs/product/booking.md §3: each brand maps to an icon). `label` names it for a
 * screen reader; without one it is decorative (the text beside it names the card).
 */
export function BrandIcon({ brand, label }: { brand: CardBrand; label?: string }) {
  return (
    <svg
      className={classes.brandIcon}
      viewBox="0 0 32 20"
      width="32"
      height="20"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
    >
      {marks[brand]}
    </svg>
  );
}
