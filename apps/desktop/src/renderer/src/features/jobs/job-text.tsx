/** A bullet written in the posting's plain text: '- ', '* ' or '• ' at the start of a line. */
const BULLET = /^\s*[-*•]\s+/;

type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Plain posting text as paragraphs (blank lines) and lists (runs of bulleted lines). */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.split(/\r?\n/)) {
    const last = blocks.at(-1);
    if (line.trim() === '') {
      blocks.push({ kind: 'paragraph', text: '' });
    } else if (BULLET.test(line)) {
      const item = line.replace(BULLET, '').trim();
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (last?.kind === 'paragraph' && last.text !== '') {
      last.text = `${last.text}\n${line.trim()}`;
    } else {
      blocks.push({ kind: 'paragraph', text: line.trim() });
    }
  }
  return blocks.filter((block) => block.kind === 'list' || block.text !== '');
}

/** A section of a posting; an empty one says so instead of leaving a blank panel. */
export function JobText({ text, empty }: { text: string; empty: string }) {
  const blocks = blocksOf(text);
  if (blocks.length === 0) return <p className="bp6-text-muted">{empty}</p>;
  return (
    <div className="job-text">
      {blocks.map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  );
}
