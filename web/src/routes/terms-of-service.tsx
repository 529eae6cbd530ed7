// Placeholder: this page is being built.
export function TermsOfServicePage() {
  return <h1 className="p-8 text-2xl font-bold">TermsOfServicePage</h1>;
}
