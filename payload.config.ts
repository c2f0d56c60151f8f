import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { CertificateEvidence } from '@collections/CertificateEvidence'
import { CertificationTypes } from '@collections/CertificationTypes'
import { EcoScoreAdjustments } from '@collections/EcoScoreAdjustments'
import { EcoScoreChanges } from '@collections/EcoScoreChanges'
import { Categories } from '@collections/Categories'
import { ContactMessages } from '@collections/ContactMessages'
import { Cities } from '@collections/Cities'
import { Entitlements } from '@collections/Entitlements'
import { BillingProfiles } from '@collections/BillingProfiles'
import { CommissionInvoices } from '@collections/CommissionInvoices'
import { EpdDocuments } from '@collections/EpdDocuments'
import { Faqs } from '@collections/Faqs'
import { LeadConnections } from '@collections/LeadConnections'
import { Quotes } from '@collections/Quotes'
import { LeadAttachments } from '@collections/LeadAttachments'
import { LeadMessages } from '@collections/LeadMessages'
import { Leads } from '@collections/Leads'
import { LeadPreferences } from '@collections/LeadPreferences'
import { ListingClaims } from '@collections/ListingClaims'
import { MaterialTypes } from '@collections/MaterialTypes'
import { Media } from '@collections/Media'
import { NewsletterSubscribers } from '@collections/NewsletterSubscribers'
import { Newsletters } from '@collections/Newsletters'
import { MAX_UPLOAD_BYTES } from '@/lib/site/media'
import { Orders } from '@collections/Orders'
import { Packages } from '@collections/Packages'
import { PostCategories } from '@collections/PostCategories'
import { Posts } from '@collections/Posts'
import { Products } from '@collections/Products'
import { ReviewReplies } from '@collections/ReviewReplies'
import { ReviewReports } from '@collections/ReviewReports'
import { Reviews } from '@collections/Reviews'
import { SupplierAccounts } from '@collections/SupplierAccounts'
import { redirectsOptions } from '@collections/Redirects'
import { seoOptions } from '@collections/seo'
import { Suppliers } from '@collections/Suppliers'
import { Users } from '@collections/Users'
import { About } from '@globals/About'
import { GetListed } from '@globals/GetListed'
import { Home } from '@globals/Home'
import { PrivacyPolicy, Terms } from '@globals/LegalPages'
import { ReviewPolicy } from '@globals/ReviewPolicy'
import { EcoScorePage } from '@globals/EcoScorePage'
import { SiteSettings } from '@globals/SiteSettings'
import { denyVersionReadsWithoutVersions } from '@/lib/api-guards/no-version-reads'
import { securePayloadInternals } from '@/lib/api-guards/payload-internals'
import { checkRelationshipsExist } from '@/lib/api-guards/relationship-existence'
import { databaseClientFaults } from '@/lib/api-guards/database-errors'
import { guardUploadFileReads } from '@/lib/api-guards/upload-file-requests'
import { installDatabaseRouting, readAfterWriteMs, replicaUrls } from '@/lib/platform/db-replicas'
import { objectStorage } from '@/lib/platform/object-storage'
import { siteUrl } from '@/lib/platform/site-url'
import { outboxAdapter } from '@/lib/email/outbox-adapter'
import { livePreview } from '@/lib/admin/live-preview'
import { resendAdapter } from '@/lib/email/resend-adapter'
import { jobs } from '@/jobs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: siteUrl(),
  secret: process.env.PAYLOAD_SECRET ?? '',
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' | EcoBuild Directory admin' },
    // Payload's built-in avatar: the default (Gravatar) would send a hash of each staff e-mail to another host.
    avatar: 'default',
    // The business at a glance, then certificates about to expire (src/lib/suppliers/certificate-check.ts hides and reminds).
    components: {
      beforeDashboard: [
        '/src/components/dashboard/BusinessDashboard#BusinessDashboard',
        '/src/components/certificates/ExpiringCertificates#ExpiringCertificates',
      ],
    },
    livePreview,
    importMap: {
      baseDir: dirname,
      importMapFile: path.join(dirname, 'src', 'app', '(payload)', 'admin', 'importMap.js'),
    },
  },
  collections: [
    Suppliers,
    Products,
    MaterialTypes,
    CertificationTypes,
    EcoScoreAdjustments,
    EcoScoreChanges,
    Categories,
    Cities,
    Posts,
    PostCategories,
    Faqs,
    Packages,
    Leads,
    LeadConnections,
    LeadPreferences,
    Quotes,
    LeadAttachments,
    LeadMessages,
    Orders,
    Entitlements,
    BillingProfiles,
    CommissionInvoices,
    Media,
    CertificateEvidence,
    EpdDocuments,
    Users,
    SupplierAccounts,
    ListingClaims,
    Reviews,
    ReviewReplies,
    ReviewReports,
    ContactMessages,
    NewsletterSubscribers,
    Newsletters,
  ],
  globals: [SiteSettings, Home, About, GetListed, PrivacyPolicy, Terms, ReviewPolicy, EcoScorePage],
  editor: lexicalEditor(),
  email: outboxAdapter(resendAdapter()),
  jobs,
  plugins: [seoPlugin(seoOptions), redirectsPlugin(redirectsOptions), objectStorage()],
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL ?? '', max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
    // The schema comes only from committed migrations, in development too.
    push: false,
    migrationDir: path.join(dirname, 'migrations'),
    // Reads go to these replicas; writes, transactions and (for a while) a process's reads after its own write go to
    // the primary (src/lib/platform/db-replicas.ts routes the reads that must see a write).
    ...(replicaUrls().length
      ? { readReplicas: replicaUrls(), readReplicasAfterWriteInterval: readAfterWriteMs() }
      : {}),
  }),
  onInit: installDatabaseRouting,
  graphQL: { disable: true },
  // A value PostgreSQL refuses as the client's fault (src/lib/api-guards/database-errors.ts) answers 400, not 500.
  hooks: { afterError: [databaseClientFaults] },
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  sharp,
  telemetry: false,
  typescript: { outputFile: path.join(dirname, 'payload-types.ts') },
})
  .then(denyVersionReadsWithoutVersions)
  .then(securePayloadInternals)
  .then(checkRelationshipsExist)
  .then(guardUploadFileReads)
