// Placeholder: this page is being built.
export function PropertyDetailPage() {
  return <h1 className="p-8 text-2xl font-bold">PropertyDetailPage</h1>;
}
