import { describe, expect, it } from 'vitest'

import {
  daysUntilExpiry,
  expiryDay,
  isCertificateExpired,
  isExpiryReminderDue,
  listExpiringCertificates,
} from '@/lib/suppliers/certificates'
import { isCertificateCurrent } from '@/lib/data/suppliers'
import { certificateExpiryReminderEmail } from '@/lib/email/certificate-expiry'

const NOW = new Date('2026-11-22T09:00:00.000Z')
const day = (d: string) => `${d}T12:00:00.000Z`

describe('certificate expiry rules', () => {
  it('counts a certificate as expired only once its expiry moment has passed', () => {
    expect(isCertificateExpired(day('2026-11-21'), NOW)).toBe(true)
    expect(isCertificateExpired(day('2026-11-22'), NOW)).toBe(false)
    expect(isCertificateExpired('2026-11-22T08:59:59.999Z', NOW)).toBe(true)
    expect(isCertificateExpired(null, NOW)).toBe(false)
    expect(isCertificateExpired(undefined, NOW)).toBe(false)
  })

  it('shows a badge only while the certificate is current and the daily check has not hidden it', () => {
    expect(isCertificateCurrent({ expiresAt: day('2027-01-01') }, NOW)).toBe(true)
    expect(isCertificateCurrent({ expiresAt: null }, NOW)).toBe(true)
    expect(isCertificateCurrent({ expiresAt: day('2026-09-27') }, NOW)).toBe(false)
    expect(isCertificateCurrent({ expiresAt: day('2027-01-01'), badgeHidden: true }, NOW)).toBe(false)
  })

  it('counts the days left, rounding up', () => {
    expect(daysUntilExpiry(day('2026-12-10'), NOW)).toBe(19)
    expect(daysUntilExpiry('2026-11-22T10:00:00.000Z', NOW)).toBe(1)
    expect(daysUntilExpiry(day('2026-11-20'), NOW)).toBe(-1)
    expect(daysUntilExpiry(null, NOW)).toBeNull()
  })

  it('makes a reminder due in the 30 days before expiry, once per expiry date', () => {
    const soon = day('2026-12-10')
    expect(isExpiryReminderDue({ expiresAt: soon }, NOW)).toBe(true)
    expect(isExpiryReminderDue({ expiresAt: soon, expiryReminderFor: soon }, NOW)).toBe(false)
    // Renewed to a new date that is again within 30 days: reminded again.
    expect(isExpiryReminderDue({ expiresAt: day('2026-12-20'), expiryReminderFor: soon }, NOW)).toBe(true)
    expect(isExpiryReminderDue({ expiresAt: '2026-12-22T09:00:00.000Z' }, NOW)).toBe(true)
    expect(isExpiryReminderDue({ expiresAt: '2026-12-22T09:00:00.001Z' }, NOW)).toBe(false)
    expect(isExpiryReminderDue({ expiresAt: day('2026-11-21') }, NOW)).toBe(false)
    expect(isExpiryReminderDue({ expiresAt: null }, NOW)).toBe(false)
  })

  it('keys a reminder by the calendar day of the expiry', () => {
    expect(expiryDay(day('2026-12-10'))).toBe('2026-12-10')
  })

  it('writes the reminder e-mail with the certificate details, escaping HTML', async () => {
    const email = await certificateExpiryReminderEmail({
      supplierName: 'Capital <Natural> Insulation',
      certificateName: 'BBA Agrément Certificate',
      issuer: 'British Board of Agrément',
      number: 'BBA 19/5621',
      expiresAt: day('2026-12-10'),
      brand: 'EcoBuild Directory',
      staffEmail: 'team@ecobuild-directory.co.uk',
    })
    expect(email.subject).toBe(
      'Your BBA Agrément Certificate certificate expires on 10 December 2026 | EcoBuild Directory',
    )
    expect(email.text).toContain('Hello Capital <Natural> Insulation,')
    expect(email.text).toContain('Certificate number: BBA 19/5621')
    expect(email.text).toContain('Issuer: British Board of Agrément')
    expect(email.text).toContain('send it to team@ecobuild-directory.co.uk')
    expect(email.html).toContain('Capital &lt;Natural&gt; Insulation')
    expect(email.html).not.toContain('<Natural>')
  })

  it('lists certificates expiring within 60 days and recently expired ones, soonest first', () => {
    const rows = listExpiringCertificates(
      [
        {
          id: 1,
          name: 'Aire Valley',
          _status: 'published',
          certifications: [{ id: 'a', name: 'BES 6001', number: 'BES6001-0588', expiresAt: day('2026-09-27') }],
        },
        {
          id: 2,
          name: 'Capital Natural Insulation',
          _status: 'published',
          certifications: [
            { id: 'b', name: 'BBA', expiresAt: day('2026-12-10'), expiryReminderFor: day('2026-12-10') },
            { id: 'c', name: 'C2C', expiresAt: day('2027-05-18') },
          ],
        },
        {
          id: 3,
          name: 'Draft Co',
          _status: 'draft',
          certifications: [{ id: 'd', name: 'ISO 14001', expiresAt: day('2027-01-15') }],
        },
        {
          id: 4,
          name: 'Long Gone',
          certifications: [
            { id: 'e', name: 'Old', expiresAt: day('2026-01-01') },
            { id: 'f', name: 'None' },
          ],
        },
      ],
      NOW,
    )
    expect(rows.map((r) => [r.supplierName, r.certificateName, r.expired, r.reminded, r.published])).toEqual([
      ['Aire Valley', 'BES 6001', true, false, true],
      ['Capital Natural Insulation', 'BBA', false, true, true],
      ['Draft Co', 'ISO 14001', false, false, false],
    ])
    expect(rows[1].daysLeft).toBe(19)
  })
})
