import * as migration_20261122_121513_initial from './20261122_121513_initial'
import * as migration_20261122_122411_enquiry_jobs_and_rate_limits from './20261122_122411_enquiry_jobs_and_rate_limits'
import * as migration_20261122_132108_certificate_expiry from './20261122_132108_certificate_expiry'
import * as migration_20261122_140000_supplier_search from './20261122_140000_supplier_search'
import * as migration_20261122_140500_directory_indexes from './20261122_140500_directory_indexes'
import * as migration_20261123_214952_get_listed_terms from './20261123_214952_get_listed_terms'
import * as migration_20261124_005741_post_categories from './20261124_005741_post_categories'
import * as migration_20261124_005933_supplier_accounts from './20261124_005933_supplier_accounts'
import * as migration_20261124_010231_preview_seo_redirects from './20261124_010231_preview_seo_redirects'
import * as migration_20261124_011042_scheduled_posts from './20261124_011042_scheduled_posts'
import * as migration_20261124_011256_listing_claims from './20261124_011256_listing_claims'
import * as migration_20261124_011433_listing_edits from './20261124_011433_listing_edits'
import * as migration_20261124_022845_schema_snapshot from './20261124_022845_schema_snapshot'
import * as migration_20261124_034535_lead_inbox_statuses_declines_quality_and_erasure from './20261124_034535_lead_inbox_statuses_declines_quality_and_erasure'
import * as migration_20261124_034804_listing_package_entitlements from './20261124_034804_listing_package_entitlements'
import * as migration_20261124_035833_s3_storage_fields from './20261124_035833_s3_storage_fields'
import * as migration_20261124_052351_schema_snapshot_phase_two_b from './20261124_052351_schema_snapshot_phase_two_b'
import * as migration_20261124_065244_reviews from './20261124_065244_reviews'
import * as migration_20261124_073452_review_invitations_task from './20261124_073452_review_invitations_task'
import * as migration_20261125_233428_lead_one_state from './20261125_233428_lead_one_state'
import * as migration_20261125_234204_contact_messages_newsletter from './20261125_234204_contact_messages_newsletter'
import * as migration_20261126_023047_products_materials from './20261126_023047_products_materials'
import * as migration_20261126_023604_epd_expiry_legacy_products from './20261126_023604_epd_expiry_legacy_products'
import * as migration_20261126_023641_place_search from './20261126_023641_place_search'
import * as migration_20261126_025000_materials_pages_indexes from './20261126_025000_materials_pages_indexes'
import * as migration_20261126_032340_materials_sets_one_unit from './20261126_032340_materials_sets_one_unit'
import * as migration_20261126_052151_eco_score_breakdown from './20261126_052151_eco_score_breakdown'
import * as migration_20261126_052634_eco_score_page from './20261126_052634_eco_score_page'
import * as migration_20261126_052708_materials_near_place from './20261126_052708_materials_near_place'
import * as migration_20261126_052740_lead_routing_by_material_and_site from './20261126_052740_lead_routing_by_material_and_site'
import * as migration_20261126_053426_eco_score_computed from './20261126_053426_eco_score_computed'
import * as migration_20261126_054604_quotes_and_conversations from './20261126_054604_quotes_and_conversations'
import * as migration_20261126_060000_forgiving_search from './20261126_060000_forgiving_search'
import * as migration_20261126_062058_commission_invoices from './20261126_062058_commission_invoices'
import * as migration_20261126_080000_insight_counters from './20261126_080000_insight_counters'
import * as migration_20261126_082037_vat_invoices from './20261126_082037_vat_invoices'
import * as migration_20261126_082148_insights_email from './20261126_082148_insights_email'
import * as migration_20261126_091230_card_on_file_renewal from './20261126_091230_card_on_file_renewal'

export const migrations = [
  {
    up: migration_20261122_121513_initial.up,
    down: migration_20261122_121513_initial.down,
    name: '20261122_121513_initial',
  },
  {
    up: migration_20261122_122411_enquiry_jobs_and_rate_limits.up,
    down: migration_20261122_122411_enquiry_jobs_and_rate_limits.down,
    name: '20261122_122411_enquiry_jobs_and_rate_limits',
  },
  {
    up: migration_20261122_132108_certificate_expiry.up,
    down: migration_20261122_132108_certificate_expiry.down,
    name: '20261122_132108_certificate_expiry',
  },
  {
    up: migration_20261122_140000_supplier_search.up,
    down: migration_20261122_140000_supplier_search.down,
    name: '20261122_140000_supplier_search',
  },
  {
    up: migration_20261122_140500_directory_indexes.up,
    down: migration_20261122_140500_directory_indexes.down,
    name: '20261122_140500_directory_indexes',
  },
  {
    up: migration_20261123_214952_get_listed_terms.up,
    down: migration_20261123_214952_get_listed_terms.down,
    name: '20261123_214952_get_listed_terms',
  },
  {
    up: migration_20261124_005741_post_categories.up,
    down: migration_20261124_005741_post_categories.down,
    name: '20261124_005741_post_categories',
  },
  {
    up: migration_20261124_005933_supplier_accounts.up,
    down: migration_20261124_005933_supplier_accounts.down,
    name: '20261124_005933_supplier_accounts',
  },
  {
    up: migration_20261124_010231_preview_seo_redirects.up,
    down: migration_20261124_010231_preview_seo_redirects.down,
    name: '20261124_010231_preview_seo_redirects',
  },
  {
    up: migration_20261124_011042_scheduled_posts.up,
    down: migration_20261124_011042_scheduled_posts.down,
    name: '20261124_011042_scheduled_posts',
  },
  {
    up: migration_20261124_011256_listing_claims.up,
    down: migration_20261124_011256_listing_claims.down,
    name: '20261124_011256_listing_claims',
  },
  {
    up: migration_20261124_011433_listing_edits.up,
    down: migration_20261124_011433_listing_edits.down,
    name: '20261124_011433_listing_edits',
  },
  {
    up: migration_20261124_022845_schema_snapshot.up,
    down: migration_20261124_022845_schema_snapshot.down,
    name: '20261124_022845_schema_snapshot',
  },
  {
    up: migration_20261124_034535_lead_inbox_statuses_declines_quality_and_erasure.up,
    down: migration_20261124_034535_lead_inbox_statuses_declines_quality_and_erasure.down,
    name: '20261124_034535_lead_inbox_statuses_declines_quality_and_erasure',
  },
  {
    up: migration_20261124_034804_listing_package_entitlements.up,
    down: migration_20261124_034804_listing_package_entitlements.down,
    name: '20261124_034804_listing_package_entitlements',
  },
  {
    up: migration_20261124_035833_s3_storage_fields.up,
    down: migration_20261124_035833_s3_storage_fields.down,
    name: '20261124_035833_s3_storage_fields',
  },
  {
    up: migration_20261124_052351_schema_snapshot_phase_two_b.up,
    down: migration_20261124_052351_schema_snapshot_phase_two_b.down,
    name: '20261124_052351_schema_snapshot_phase_two_b',
  },
  {
    up: migration_20261124_065244_reviews.up,
    down: migration_20261124_065244_reviews.down,
    name: '20261124_065244_reviews',
  },
  {
    up: migration_20261124_073452_review_invitations_task.up,
    down: migration_20261124_073452_review_invitations_task.down,
    name: '20261124_073452_review_invitations_task',
  },
  {
    up: migration_20261125_233428_lead_one_state.up,
    down: migration_20261125_233428_lead_one_state.down,
    name: '20261125_233428_lead_one_state',
  },
  {
    up: migration_20261125_234204_contact_messages_newsletter.up,
    down: migration_20261125_234204_contact_messages_newsletter.down,
    name: '20261125_234204_contact_messages_newsletter',
  },
  {
    up: migration_20261126_023047_products_materials.up,
    down: migration_20261126_023047_products_materials.down,
    name: '20261126_023047_products_materials',
  },
  {
    up: migration_20261126_023604_epd_expiry_legacy_products.up,
    down: migration_20261126_023604_epd_expiry_legacy_products.down,
    name: '20261126_023604_epd_expiry_legacy_products',
  },
  {
    up: migration_20261126_023641_place_search.up,
    down: migration_20261126_023641_place_search.down,
    name: '20261126_023641_place_search',
  },
  {
    up: migration_20261126_025000_materials_pages_indexes.up,
    down: migration_20261126_025000_materials_pages_indexes.down,
    name: '20261126_025000_materials_pages_indexes',
  },
  {
    up: migration_20261126_032340_materials_sets_one_unit.up,
    down: migration_20261126_032340_materials_sets_one_unit.down,
    name: '20261126_032340_materials_sets_one_unit',
  },
  {
    up: migration_20261126_052151_eco_score_breakdown.up,
    down: migration_20261126_052151_eco_score_breakdown.down,
    name: '20261126_052151_eco_score_breakdown',
  },
  {
    up: migration_20261126_052634_eco_score_page.up,
    down: migration_20261126_052634_eco_score_page.down,
    name: '20261126_052634_eco_score_page',
  },
  {
    up: migration_20261126_052708_materials_near_place.up,
    down: migration_20261126_052708_materials_near_place.down,
    name: '20261126_052708_materials_near_place',
  },
  {
    up: migration_20261126_052740_lead_routing_by_material_and_site.up,
    down: migration_20261126_052740_lead_routing_by_material_and_site.down,
    name: '20261126_052740_lead_routing_by_material_and_site',
  },
  {
    up: migration_20261126_053426_eco_score_computed.up,
    down: migration_20261126_053426_eco_score_computed.down,
    name: '20261126_053426_eco_score_computed',
  },
  {
    up: migration_20261126_054604_quotes_and_conversations.up,
    down: migration_20261126_054604_quotes_and_conversations.down,
    name: '20261126_054604_quotes_and_conversations',
  },
  {
    up: migration_20261126_060000_forgiving_search.up,
    down: migration_20261126_060000_forgiving_search.down,
    name: '20261126_060000_forgiving_search',
  },
  {
    up: migration_20261126_062058_commission_invoices.up,
    down: migration_20261126_062058_commission_invoices.down,
    name: '20261126_062058_commission_invoices',
  },
  {
    up: migration_20261126_080000_insight_counters.up,
    down: migration_20261126_080000_insight_counters.down,
    name: '20261126_080000_insight_counters',
  },
  {
    up: migration_20261126_082037_vat_invoices.up,
    down: migration_20261126_082037_vat_invoices.down,
    name: '20261126_082037_vat_invoices',
  },
  {
    up: migration_20261126_082148_insights_email.up,
    down: migration_20261126_082148_insights_email.down,
    name: '20261126_082148_insights_email',
  },
  {
    up: migration_20261126_091230_card_on_file_renewal.up,
    down: migration_20261126_091230_card_on_file_renewal.down,
    name: '20261126_091230_card_on_file_renewal',
  },
]
