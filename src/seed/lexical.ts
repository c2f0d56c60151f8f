// Small builders for Payload Lexical editor state, so seed content can be written as plain
// text and stored in the same JSON shape the admin editor saves (lexical 0.x serialisation).
import type {
  DefaultTypedEditorState,
  SerializedHeadingNode,
  SerializedListItemNode,
  SerializedListNode,
  SerializedParagraphNode,
  SerializedTextNode,
} from '@payloadcms/richtext-lexical'

/** Lexical's text format bit flags (IS_BOLD, IS_ITALIC, ...). */
const FORMAT_BOLD = 1
const FORMAT_ITALIC = 1 << 1

export type TextOptions = { bold?: boolean; italic?: boolean }

/** A run of text: a plain string or a node made with `text`/`bold`/`italic`. */
export type Inline = string | SerializedTextNode

export type RichTextBlock =
  | SerializedParagraphNode<SerializedTextNode>
  | SerializedHeadingNode<SerializedTextNode>
  | SerializedListNode<SerializedListItemNode<SerializedTextNode>>

export type RichTextDocument = DefaultTypedEditorState

export function text(value: string, { bold = false, italic = false }: TextOptions = {}): SerializedTextNode {
  return {
    type: 'text',
    version: 1,
    detail: 0,
    format: (bold ? FORMAT_BOLD : 0) | (italic ? FORMAT_ITALIC : 0),
    mode: 'normal',
    style: '',
    text: value,
  }
}

export const bold = (value: string): SerializedTextNode => text(value, { bold: true })
export const italic = (value: string): SerializedTextNode => text(value, { italic: true })

function inlines(parts: readonly Inline[]): SerializedTextNode[] {
  return parts
    .filter((part) => (typeof part === 'string' ? part.length > 0 : part.text.length > 0))
    .map((part) => (typeof part === 'string' ? text(part) : part))
}

export function paragraph(...parts: Inline[]): SerializedParagraphNode<SerializedTextNode> {
  const children = inlines(parts)
  return {
    type: 'paragraph',
    version: 1,
    children,
    direction: 'ltr',
    format: '',
    indent: 0,
    // Lexical records the first text run's format and style on the paragraph.
    textFormat: children[0]?.format ?? 0,
    textStyle: children[0]?.style ?? '',
  }
}

export function heading(tag: 'h2' | 'h3', ...parts: Inline[]): SerializedHeadingNode<SerializedTextNode> {
  return {
    type: 'heading',
    version: 1,
    tag,
    children: inlines(parts),
    direction: 'ltr',
    format: '',
    indent: 0,
  }
}

export const h2 = (...parts: Inline[]) => heading('h2', ...parts)
export const h3 = (...parts: Inline[]) => heading('h3', ...parts)

/** A bullet list; each item is a string, a text node or several runs (e.g. a bold lead-in then text). */
export function bulletList(
  items: ReadonlyArray<Inline | readonly Inline[]>,
): SerializedListNode<SerializedListItemNode<SerializedTextNode>> {
  return {
    type: 'list',
    version: 1,
    listType: 'bullet',
    start: 1,
    tag: 'ul',
    children: items.map((item, index) => ({
      type: 'listitem',
      version: 1,
      value: index + 1,
      checked: undefined,
      children: inlines(Array.isArray(item) ? item : [item as Inline]),
      direction: 'ltr',
      format: '',
      indent: 0,
    })),
    direction: 'ltr',
    format: '',
    indent: 0,
  }
}

/** The editor state stored in a richText field. */
export function richText(...blocks: RichTextBlock[]): RichTextDocument {
  return {
    root: {
      type: 'root',
      version: 1,
      children: blocks,
      direction: 'ltr',
      format: '',
      indent: 0,
    },
  }
}

/** The plain text of a document (headings, paragraphs and list items, one per line). */
export function plainText(doc: RichTextDocument): string {
  const lines: string[] = []
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const record = node as { type?: unknown; text?: unknown; children?: unknown }
    if (record.type === 'text' && typeof record.text === 'string') {
      lines[lines.length - 1] = (lines[lines.length - 1] ?? '') + record.text
      return
    }
    if (Array.isArray(record.children)) {
      const isBlock = record.type !== 'root' && record.type !== 'list'
      if (isBlock) lines.push('')
      record.children.forEach(walk)
    }
  }
  walk(doc.root)
  return lines.join('\n')
}
