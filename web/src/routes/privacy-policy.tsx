// Placeholder: this page is being built.
export function PrivacyPolicyPage() {
  return <h1 className="p-8 text-2xl font-bold">PrivacyPolicyPage</h1>;
}
