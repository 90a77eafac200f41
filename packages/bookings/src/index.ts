// The booking kit's public face: product services build their bookings from these parts.
export { renderBookingDocument, type BookingDocument, type DocumentSection, type DocumentTable } from './documents';
export { PRICE_CHANGE_FACTOR, Sandbox, sandboxRecord, seeded, type SandboxOptions, type SandboxScenario, type SandboxTriggers } from './sandbox';
export { SupplierError, supplierFailure, type ProductFailures, type Supplier, type SupplierFailure, type SupplierFieldFailure } from './supplier';
