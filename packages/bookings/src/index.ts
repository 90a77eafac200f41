// The booking kit's public face: product services build their bookings from these parts.
export {};
