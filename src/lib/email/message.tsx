import { EmailBlocks, EmailLayout, type EmailBlock } from '@/lib/email/layout'

export type { EmailBlock } from '@/lib/email/layout'

/** One e-mail as it is queued: both parts are made from the same blocks, so they always say the same. */
export type EmailMessage = { subject: string; text: string; html: string }

/** The plain-text part: blocks separated by a blank line. */
export function emailText(blocks: readonly EmailBlock[]): string {
  return blocks
    .map((b) => (typeof b === 'string' ? b : `${b.label}:${b.value.startsWith('\n') ? '' : ' '}${b.value}`))
    .join('\n\n')
}

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'

/**
 * Renders a message in the shared layout; React escapes everything it is given. One synchronous render, not
 * React Email's streaming `render`: messages are rendered inside the enquiry's transaction, and a stream's many
 * event-loop turns held its connection for seconds under load.
 */
export async function renderEmail(subject: string, blocks: readonly EmailBlock[]): Promise<EmailMessage> {
  // Imported when needed: Next.js refuses a static import of react-dom/server in server code.
  const { renderToStaticMarkup } = await import('react-dom/server')
  const html =
    DOCTYPE +
    renderToStaticMarkup(
      <EmailLayout>
        <EmailBlocks blocks={blocks} />
      </EmailLayout>,
    )
  return { subject, text: emailText(blocks), html }
}
