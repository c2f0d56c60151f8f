import { render } from '@react-email/components'

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

/** Renders a message in the shared layout; React escapes everything it is given. */
export async function renderEmail(subject: string, blocks: readonly EmailBlock[]): Promise<EmailMessage> {
  const html = await render(
    <EmailLayout>
      <EmailBlocks blocks={blocks} />
    </EmailLayout>,
  )
  return { subject, text: emailText(blocks), html }
}
