import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withBodyCap } from '@/lib/api-guards/body-cap'

export const GET = REST_GET(config)
// Bodies over the cap answer 413 before Payload reads them (src/lib/api-guards/body-cap.ts).
export const POST = withBodyCap(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = withBodyCap(REST_PATCH(config))
export const PUT = withBodyCap(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
