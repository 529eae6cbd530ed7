// Placeholder: this page is being built.
export function ListingPropertiesPage() {
  return <h1 className="p-8 text-2xl font-bold">ListingPropertiesPage</h1>;
}
