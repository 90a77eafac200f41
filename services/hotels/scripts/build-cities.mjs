#!/usr/bin/env node
// Rebuilds data/cities.json, the sandbox hotel supplier's destinations, from the public city list
// of the npm package `city-timezones` (a devDependency; its data is simplemaps' World Cities basic,
// CC BY 4.0): well-known tourist and business cities with their country, coordinates and time zone.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const all = require('city-timezones/data/cityMap.json');

// `Name:CC`, the name as the dataset spells it (city_ascii); the most populous match is taken.
const WANTED = `Paris:FR Nice:FR Lyon:FR Marseille:FR Bordeaux:FR Toulouse:FR Strasbourg:FR Lille:FR Nantes:FR Montpellier:FR
Ajaccio:FR Biarritz:FR Annecy:FR London:GB Edinburgh:GB Manchester:GB Liverpool:GB Birmingham:GB
Glasgow:GB Bristol:GB Dublin:IE Amsterdam:NL Rotterdam:NL Brussels:BE Brugge:BE Antwerpen:BE Luxembourg:LU Berlin:DE Munich:DE Frankfurt:DE
Hamburg:DE Cologne:DE Dusseldorf:DE Stuttgart:DE Dresden:DE Zurich:CH Geneva:CH Basel:CH Lausanne:CH Bern:CH Vienna:AT Salzburg:AT
Innsbruck:AT Rome:IT Milan:IT Venice:IT Florence:IT Naples:IT Turin:IT Bologna:IT Palermo:IT Verona:IT Pisa:IT Genoa:IT Madrid:ES
Barcelona:ES Seville:ES Valencia:ES Malaga:ES Granada:ES Bilbao:ES Palma:ES Santa Cruz de Tenerife:ES Las Palmas:ES Lisbon:PT Porto:PT
Faro:PT Funchal:PT Athens:GR Thessaloniki:GR Iraklio:GR Istanbul:TR Ankara:TR Izmir:TR Antalya:TR Copenhagen:DK Stockholm:SE
Goteborg:SE Oslo:NO Bergen:NO Helsinki:FI Reykjavik:IS Warsaw:PL Krakow:PL Gdansk:PL Prague:CZ Budapest:HU Bucharest:RO Sofia:BG
Belgrade:RS Zagreb:HR Split:HR Dubrovnik:HR Ljubljana:SI Bratislava:SK Tallinn:EE Riga:LV Vilnius:LT Valletta:MT Nicosia:CY Moscow:RU
St. Petersburg:RU Kyiv:UA Tbilisi:GE Baku:AZ Yerevan:AM Tunis:TN Sousse:TN Monastir:TN Sfax:TN Tozeur:TN
Algiers:DZ Oran:DZ Constantine:DZ Casablanca:MA Marrakesh:MA Rabat:MA Fez:MA Tangier:MA Agadir:MA Cairo:EG Alexandria:EG
Luxor:EG Aswan:EG Hurghada:EG Tripoli:LY Dakar:SN Abidjan:CI Bamako:ML Ouagadougou:BF Lagos:NG Abuja:NG Accra:GH
Nairobi:KE Mombasa:KE Zanzibar:TZ Dar es Salaam:TZ Addis Ababa:ET Kigali:RW Kampala:UG Johannesburg:ZA Cape Town:ZA Durban:ZA
Port Louis:MU Antananarivo:MG Victoria:SC Windhoek:NA Dubai:AE Abu Dhabi:AE Sharjah:AE Doha:QA Manama:BH
Kuwait:KW Riyadh:SA Jeddah:SA Medina:SA Makkah:SA Muscat:OM Amman:JO Al Aqabah:JO Beirut:LB Tel Aviv-Yafo:IL Jerusalem:IL
Tehran:IR New York:US Los Angeles:US San Francisco:US Chicago:US Miami:US Orlando:US Las Vegas:US Washington, D.C.:US Boston:US
Seattle:US New Orleans:US San Diego:US Honolulu:US Houston:US Dallas:US Atlanta:US Philadelphia:US Denver:US Montréal:CA
Toronto:CA Vancouver:CA Quebec:CA Mexico City:MX Cancun:MX Guadalajara:MX Havana:CU Santo Domingo:DO San Juan:PR
Kingston:JM Panama City:PA San Jose:CR Bogota:CO Cartagena:CO Lima:PE Cusco:PE Quito:EC Santiago:CL Buenos Aires:AR Mendoza:AR
Montevideo:UY Rio de Janeiro:BR Sao Paulo:BR Salvador:BR Brasilia:BR Fort-de-France:MQ Pointe-a-Pitre:GP Papeete:PF Noumea:NC
Tokyo:JP Osaka:JP Kyoto:JP Seoul:KR Busan:KR Beijing:CN Shanghai:CN Guangzhou:CN Shenzhen:CN Hong Kong:HK Macau:MO Taipei:TW
Bangkok:TH Phuket:TH Chiang Mai:TH Singapore:SG Kuala Lumpur:MY George Town:MY Jakarta:ID Denpasar:ID Manila:PH Cebu:PH Hanoi:VN
Ho Chi Minh City:VN Phnom Penh:KH Siem Reap:KH Delhi:IN Mumbai:IN Bengaluru:IN Panaji:IN Jaipur:IN Agra:IN Kathmandu:NP
Colombo:LK Male:MV Dhaka:BD Karachi:PK Tashkent:UZ Samarqand:UZ Almaty:KZ Sydney:AU Melbourne:AU Brisbane:AU Perth:AU
Cairns:AU Auckland:NZ Queenstown:NZ Wellington:NZ`
  .split('\n')
  .flatMap((line) => line.match(/[^:]+:[A-Z]{2}/gu) ?? [])
  .map((entry) => entry.trim());

const slug = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const round = (n) => Math.round(n * 1e4) / 1e4;
const missing = [];
const seen = new Set();
const cities = WANTED.flatMap((entry) => {
  const [name, countryCode] = entry.split(':');
  const matches = all.filter((c) => c.iso2 === countryCode && (c.city_ascii === name || c.city === name) && c.timezone);
  const city = matches.sort((a, b) => b.pop - a.pop)[0];
  if (!city) {
    missing.push(entry);
    return [];
  }
  const id = `${slug(city.city)}-${countryCode.toLowerCase()}`;
  if (seen.has(id)) return [];
  seen.add(id);
  return [{ id, name: city.city, country: city.country, countryCode, lat: round(city.lat), lng: round(city.lng), timeZone: city.timezone }];
});
if (missing.length > 0) {
  console.error(`not in the dataset: ${missing.join(', ')}`);
  process.exit(1);
}
writeFileSync(new URL('../data/cities.json', import.meta.url), `[\n${cities.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`);
console.log(`${cities.length} cities written`);
