/** The product mark: a stack of three table slabs, one of them "hot". Decorative; the name sits beside it. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <rect x="4" y="5" width="24" height="6" rx="3" fill="#3b4fd8" />
      <rect x="4" y="13" width="24" height="6" rx="3" fill="#f29f05" />
      <rect x="4" y="21" width="24" height="6" rx="3" fill="#3b4fd8" />
    </svg>
  );
}
