// Placeholder: this page is being built.
export function NotFoundPage() {
  return <h1 className="p-8 text-2xl font-bold">NotFoundPage</h1>;
}
