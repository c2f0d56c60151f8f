import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

// Typographic styles for the elements Payload's renderer emits (there is no typography plugin).
const BODY_CLASS = [
  'text-lg leading-8 text-gray-800',
  '[&_p]:mt-5 [&_p:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-900',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:mt-5 ' +
    '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 ' +
    '[&_blockquote]:italic',
].join(' ')

/**
 * Payload's converters, but a list item carries its number (`value`) only in a numbered list: HTML allows `value` on
 * an `li` of an `ol` alone, and Payload's own converter writes it on every item.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const { node, nodesToJSX, parent } = args
    if ('listType' in parent && parent.listType === 'check') {
      const checkItem = defaultConverters.listitem
      return typeof checkItem === 'function' ? checkItem(args) : null
    }
    const nested = node.children.some((child) => child.type === 'list')
    return (
      <li
        className={nested ? 'nestedListItem' : undefined}
        style={nested ? { listStyleType: 'none' } : undefined}
        value={'listType' in parent && parent.listType === 'number' ? node.value : undefined}
      >
        {nodesToJSX({ nodes: node.children })}
      </li>
    )
  },
})

/** CMS rich text rendered with Payload's React renderer (React elements, never raw HTML). */
export function RichTextBody({ data }: { data: SerializedEditorState }) {
  return <RichText data={data} className={BODY_CLASS} converters={converters} />
}
