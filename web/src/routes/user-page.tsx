// Placeholder: this page is being built.
export function UserPage() {
  return <h1 className="p-8 text-2xl font-bold">UserPage</h1>;
}
