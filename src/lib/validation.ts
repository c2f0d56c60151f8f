import { isValidSlug } from '@/lib/slug'

// Field validators shared by collections (admin + API) so a bad value gets one clear message.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(value: string): boolean {
  return EMAIL.test(value) && value.length <= 254
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** A site path (/images/x.webp) or an absolute http(s) URL. */
export function isImageLocation(value: string): boolean {
  return (value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value)
}

type Optional = string | null | undefined

export const validateEmail = (value: Optional, { required = false } = {}): true | string => {
  if (!value) return required ? 'An e-mail address is required.' : true
  return isEmail(value) ? true : 'Please enter a valid email address'
}

export const validateUrl = (value: Optional): true | string => {
  if (!value) return true
  return isHttpUrl(value) ? true : 'Please enter a full web address starting with https://'
}

export const validateImageLocation = (value: Optional): true | string => {
  if (!value) return true
  return isImageLocation(value) ? true : 'Use a site path such as /images/photo.webp or a full https:// address.'
}

export const validateSlugValue = (value: Optional): true | string => {
  if (!value) return 'A slug is required.'
  return isValidSlug(value) ? true : 'Use lower-case letters, digits and single hyphens (at most 100 characters).'
}

export const validateWholeNumber = (
  value: number | null | undefined,
  { min = 0, required = false } = {},
): true | string => {
  if (value === null || value === undefined) return required ? 'A number is required.' : true
  if (!Number.isInteger(value)) return 'Use a whole number.'
  if (value < min) return `Use a number of at least ${min}.`
  return true
}

const PHONE = /^\+?[\d\s().-]+$/

/** A phone number as people write it: digits with spaces, brackets, dots or hyphens, an optional leading +; 6 to 20 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length
  return PHONE.test(value) && digits >= 6 && digits <= 20
}

export const validatePhone = (value: Optional): true | string => {
  if (!value) return true
  return isPhoneNumber(value) ? true : 'Please enter a valid phone number'
}
