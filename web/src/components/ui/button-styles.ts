// One look for buttons and button-like links, so pages don't drift apart.
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50',
  wheat: 'bg-wheat-500 text-stone-900 shadow-sm hover:bg-wheat-300',
  ghost: 'text-brand-800 hover:bg-brand-50',
} as const;

const sizes = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-7 py-3.5 text-base',
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonStyles(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
