// Every access rule of the collections, fields and globals (and of Payload's own collections and the job queue),
// each named for what it allows; collections/ and globals/ only import them. By audience: who a request is
// (`who.ts`), everyone (`everyone.ts`), staff (`staff.ts`), supplier accounts (`accounts.ts`), their listing
// (`suppliers.ts`), their products (`products.ts`) and reviews (`reviews.ts`).

export * from './accounts'
export * from './cron-secret'
export * from './everyone'
export * from './products'
export * from './reviews'
export * from './staff'
export * from './suppliers'
export * from './who'
