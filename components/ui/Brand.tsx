import type { ComponentChildren } from 'preact';

export interface BrandProps {
  /** `lg` on full pages, `sm` in the popup's narrow header. */
  size?: 'sm' | 'lg';
  /** The page's name, usually its h1. */
  children: ComponentChildren;
}

/** Trim's mark beside the page's name. */
export function Brand({ size = 'sm', children }: BrandProps) {
  return (
    <div class={`brand brand-${size}`}>
      <span class="brand-mark" aria-hidden="true">
        ✂
      </span>
      {children}
    </div>
  );
}
