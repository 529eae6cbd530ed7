/** User-written text: blank lines separate paragraphs, single line breaks are kept. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text split
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
