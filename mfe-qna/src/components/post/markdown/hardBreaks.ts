// A remark plugin: every line break the author typed inside a paragraph is kept (what
// remark-breaks does). CommonMark would join such lines into one, and students write questions
// line by line. Working on the syntax tree leaves code blocks and inline code alone, which
// rewriting the text before parsing (e.g. adding two spaces per line) would not.

/** The part of an mdast node this plugin reads and writes. */
interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

const LINE_ENDING = /\r\n|\r|\n/;

export function remarkHardBreaks() {
  return (tree: MarkdownNode) => {
    breakLines(tree);
  };
}

function breakLines(node: MarkdownNode): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && child.value !== undefined) return splitText(child.value);
    breakLines(child);
    return [child];
  });
}

/** "a\nb" → text "a", break, text "b". */
function splitText(value: string): MarkdownNode[] {
  return value.split(LINE_ENDING).flatMap((line, index) => {
    const text: MarkdownNode[] = line === '' ? [] : [{ type: 'text', value: line }];
    return index === 0 ? text : [{ type: 'break' }, ...text];
  });
}
