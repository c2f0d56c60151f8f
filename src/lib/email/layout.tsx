import { Body, Container, Head, Html, Text } from '@react-email/components'
import { Fragment, type ReactNode } from 'react'

/** A paragraph of a message, or a labelled field ('Name: Ada'); a value starting with a new line starts below its label. */
export type EmailBlock = string | { label: string; value: string }

const bodyStyle = { backgroundColor: '#ffffff', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2937' }
const containerStyle = { maxWidth: '600px', padding: '16px' }
const textStyle = { fontSize: '15px', lineHeight: '22px', margin: '0 0 14px' }

/** The frame every e-mail shares. */
export function EmailLayout({ children }: { children: ReactNode }) {
  return (
    <Html lang="en-GB">
      <Head />
      <Body style={bodyStyle}>
        <Container style={containerStyle}>{children}</Container>
      </Body>
    </Html>
  )
}

/** Text with its line breaks kept. */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ))
}

export function EmailBlocks({ blocks }: { blocks: readonly EmailBlock[] }) {
  return blocks.map((block, i) =>
    typeof block === 'string' ? (
      <Text key={i} style={textStyle}>
        <Lines text={block} />
      </Text>
    ) : (
      <Text key={i} style={textStyle}>
        <strong>{`${block.label}:`}</strong>
        <Lines text={` ${block.value}`} />
      </Text>
    ),
  )
}
