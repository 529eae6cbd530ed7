// Placeholder: this page is being built.
export function RequestPropertyPage() {
  return <h1 className="p-8 text-2xl font-bold">RequestPropertyPage</h1>;
}
